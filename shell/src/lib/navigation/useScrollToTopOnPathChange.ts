import { useEffect, useRef } from 'react';
import { useCurrentPath } from './useCurrentPath';

/** docs/product/shell.md §6: the page scrolls to the top on every path change (a hash-only change keeps the position). */
export function useScrollToTopOnPathChange(): void {
  const pathname = useCurrentPath();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
