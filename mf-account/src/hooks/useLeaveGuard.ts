// Unsaved edits are not lost by leaving another way than Cancel (docs/product/account.md §12): the
// header's links and Back go through single-spa, whose 'before-routing-event' lets a screen cancel
// a navigation (with a promise: the user's answer); closing or reloading the tab asks through
// 'beforeunload'. Only a change of path asks: a hash or query change stays on the screen.
import { useCallback, useEffect, useRef, useState } from 'react';

/** The event single-spa fires before it changes the page (single-spa 5.9+). */
const BEFORE_ROUTING_EVENT = 'single-spa:before-routing-event';

interface BeforeRoutingDetail {
  oldUrl: string;
  newUrl: string;
  /** true (or a promise of true) cancels the navigation; single-spa puts the old URL back. */
  cancelNavigation?(cancel?: boolean | Promise<boolean>): void;
}

function pathOf(url: string): string {
  return new URL(url, window.location.origin).pathname;
}

export interface LeaveGuard {
  /** A navigation waits for the user's answer. */
  asking: boolean;
  /** The user chose to leave: the navigation goes on. */
  leave(): void;
  /** The user chose to keep editing: the navigation is cancelled. */
  stay(): void;
  /** The screen itself leaves (a confirmed Cancel, a saved edit): no question. */
  release(): void;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const released = useRef(false);
  const answer = useRef<((cancel: boolean) => void) | null>(null);
  const [asking, setAsking] = useState(false);
  const guarding = dirty && !released.current;

  useEffect(() => {
    if (!guarding) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onBeforeRouting = (event: Event) => {
      const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
      if (released.current || !detail?.cancelNavigation) return;
      if (pathOf(detail.newUrl) === pathOf(detail.oldUrl)) return;
      // A second navigation while asking: the first question stands, this one is cancelled.
      if (answer.current) {
        detail.cancelNavigation(true);
        return;
      }
      detail.cancelNavigation(
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setAsking(true);
        }),
      );
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener(BEFORE_ROUTING_EVENT, onBeforeRouting);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener(BEFORE_ROUTING_EVENT, onBeforeRouting);
    };
  }, [guarding]);

  const settle = useCallback((cancel: boolean) => {
    if (!cancel) released.current = true;
    answer.current?.(cancel);
    answer.current = null;
    setAsking(false);
  }, []);

  return {
    asking,
    leave: useCallback(() => settle(false), [settle]),
    stay: useCallback(() => settle(true), [settle]),
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
