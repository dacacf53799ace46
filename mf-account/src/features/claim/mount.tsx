// `account/claim` (webpack.config.js exposes): the claim control as a widget other areas mount
// through the contract (mf-shared AreaWidgetModule, loadAreaModule('account', 'claim')). It gets
// its own React root in the element the consumer gives it; React itself, the session store and
// the API client are the page's shared singletons.
// The Follow button (issue 22) rides along: the directory's organization page has no room in its
// JavaScript budget, and this widget already loads after hydration in a box of reserved height.
import { createRoot } from 'react-dom/client';
import type { AreaWidgetHandle, ClaimControlProps } from 'mf-shared';
import { FollowSlot } from 'mf-shared/kit';
import { ClaimControl } from './components/ClaimControl';
import styles from './components/ClaimControl.module.css';

function ClaimAndFollow(props: ClaimControlProps) {
  return (
    <div className={styles.row}>
      <ClaimControl {...props} />
      <FollowSlot kind={props.kind} slug={props.slug} name={props.name ?? props.slug} />
    </div>
  );
}

export function mount(element: HTMLElement, props: ClaimControlProps): AreaWidgetHandle<ClaimControlProps> {
  const root = createRoot(element);
  const render = (next: ClaimControlProps) => root.render(<ClaimAndFollow {...next} />);
  render(props);
  let mounted = true;
  return {
    update(next) {
      if (mounted) render(next);
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      // Consumers unmount from an effect cleanup, while their own React is committing: unmounting
      // another root synchronously there is refused, so it happens right after.
      queueMicrotask(() => root.unmount());
    },
  };
}
