import { useEffect } from 'react';
import { analytics } from 'mf-shared';
import { useCurrentPath } from '../../lib/navigation/useCurrentPath';

/**
 * Records a page view on the first page and on every path change (docs/product/shell.md §9: 'A page view is recorded
 * on the first page and on every change of path'), whichever area navigates.
 * A hash-only change (a tab) is not a new page. Do-Not-Track / GPC: the contract's analytics
 * records nothing. Browser only (effects do not run on the server).
 */
export function usePageViews(): void {
  const pathname = useCurrentPath();
  useEffect(() => {
    analytics.pageView(pathname);
  }, [pathname]);
}
