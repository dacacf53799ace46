// A grid of cards that stays cheap however long the list is (docs/product/directory.md §1: the organization
// list is fetched with page size 9999): only the rows near the viewport are in the DOM.
//
// The server and the hydrating render show the first `initialCount` items in a plain CSS
// grid. Once the page runs, the windowing code (TanStack Virtual, a chunk of its own, off the
// first paint's critical path) lays the same items out as virtual rows of exactly as many
// columns as the CSS grid had, so nothing moves.
import { lazy, Suspense, useDeferredValue } from 'react';
import { useAfterHydration } from 'mf-shared/kit';
import { GridItem, type VirtualCardGridProps } from './GridItem';
import styles from './VirtualCardGrid.module.css';

/**
 * Lists up to this long render every card after hydration, so the browser's find (Ctrl+F) reaches
 * them all (issue 24); the cards' content-visibility and intrinsic size (lib/styles/Card.module.css)
 * keep the off-screen ones cheap. Longer lists are windowed.
 */
export const FIND_IN_PAGE_LIMIT = 2000;

const VirtualRows = lazy(() => import(/* webpackChunkName: "virtual-rows" */ './VirtualRows'));

function StaticGrid<T>({ items, getKey, renderItem, label, count, total = items.length }: VirtualCardGridProps<T> & { count: number }) {
  return (
    <div role="list" aria-label={label} className={styles.grid}>
      {items.slice(0, count).map((item, index) => (
        <GridItem key={getKey(item)} index={index} total={total}>
          {renderItem(item)}
        </GridItem>
      ))}
    </div>
  );
}

type Layout = 'first' | 'static' | 'windowed';

export function VirtualCardGrid<T>(latestProps: VirtualCardGridProps<T>) {
  // A longer list (the whole list arriving after the first page) renders at low priority, in
  // slices that yield to input; until then the grid shows the items it had.
  const items = useDeferredValue(latestProps.items);
  const props = { ...latestProps, items };
  const staticUpTo = props.staticUpTo ?? props.initialCount;
  // A long list loading page by page is windowed from its first page on (its total says how long).
  const length = Math.max(props.items.length, props.total ?? 0);
  // What the browser shows once hydrated; the server and hydration show the first items. While the
  // list is no longer than the first page the two agree, and hydration causes no second render.
  const layout = useAfterHydration<Layout>(length <= props.initialCount ? 'first' : length <= staticUpTo ? 'static' : 'windowed', 'first');
  const firstPaint = <StaticGrid {...props} count={props.initialCount} />;
  if (layout === 'first') return firstPaint;
  // Short lists need no windowing at all.
  if (layout === 'static') return <StaticGrid {...props} count={staticUpTo} />;
  return (
    <Suspense fallback={firstPaint}>
      <VirtualRows {...(props as VirtualCardGridProps<unknown>)} />
    </Suspense>
  );
}
