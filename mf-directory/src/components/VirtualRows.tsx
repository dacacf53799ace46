// The windowed layout of VirtualCardGrid (loaded after the page runs): virtual rows over the
// window's scroll, each row a grid of the column count the CSS grid would have.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { GridItem, type VirtualCardGridProps } from './GridItem';
import styles from './VirtualCardGrid.module.css';

/** Must match VirtualCardGrid.module.css: `repeat(auto-fill, minmax(320px, 1fr))`, gap 16px, one column below 600px. */
const MIN_COLUMN_PX = 320;
const GAP_PX = 16;
const SINGLE_COLUMN_BELOW_PX = 600;

/** The column count of the CSS grid in a container this wide. */
function columnsForWidth(width: number, viewportWidth: number): number {
  if (viewportWidth < SINGLE_COLUMN_BELOW_PX) return 1;
  return Math.max(1, Math.floor((width + GAP_PX) / (MIN_COLUMN_PX + GAP_PX)));
}

/** Rows before the end at which the next page is asked for (onNearEnd). */
const NEAR_END_ROWS = 10;

export default function VirtualRows<T>({
  items,
  getKey,
  renderItem,
  label,
  estimatedRowHeight = 240,
  total = items.length,
  onNearEnd,
}: VirtualCardGridProps<T>) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [columns, setColumns] = useState(1);
  const offset = useRef(0);

  useLayoutEffect(() => {
    if (!container) return;
    const measure = () => {
      offset.current = container.getBoundingClientRect().top + window.scrollY;
      setColumns(columnsForWidth(container.clientWidth, window.innerWidth));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [container]);

  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimatedRowHeight,
    overscan: 3,
    scrollMargin: offset.current,
  });

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && lastRow >= rowCount - NEAR_END_ROWS) onNearEnd();
  }, [onNearEnd, lastRow, rowCount]);

  return (
    <div ref={setContainer} role="list" aria-label={label} className={styles.window} style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <div
          key={row.key}
          role="presentation"
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={styles.row}
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {items.slice(row.index * columns, (row.index + 1) * columns).map((item, i) => (
            <GridItem key={getKey(item)} index={row.index * columns + i} total={total}>
              {renderItem(item)}
            </GridItem>
          ))}
        </div>
      ))}
    </div>
  );
}
