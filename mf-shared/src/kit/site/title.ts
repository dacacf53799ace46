import { useEffect } from 'react';
import { SITE_NAME } from './config';

/** '{title} | {site name}', or just the site name when no title is given (docs/product/shell.md §1). */
export function formatPageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title while the calling component is shown. */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
