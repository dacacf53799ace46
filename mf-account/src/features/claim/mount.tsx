// `account/claim` (webpack.config.js exposes): the claim control as a widget other areas mount
// through the contract (mf-shared AreaWidgetModule, loadAreaModule('account', 'claim')). It gets
// its own React root in the element the consumer gives it; React itself, the session store and
// the API client are the page's shared singletons.
import { createRoot } from 'react-dom/client';
import type { AreaWidgetHandle, ClaimControlProps } from 'mf-shared';
import { ClaimControl } from './components/ClaimControl';

export function mount(element: HTMLElement, props: ClaimControlProps): AreaWidgetHandle<ClaimControlProps> {
  const root = createRoot(element);
  const render = (next: ClaimControlProps) => root.render(<ClaimControl {...next} />);
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
