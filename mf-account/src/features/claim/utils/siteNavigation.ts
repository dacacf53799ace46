// Navigation from a widget that lives outside any router (the claim control, mounted by another
// area): a history push, which single-spa reroutes (mounting the area that owns the path) and
// announces with a popstate event every area's router follows.
import type { MouseEvent } from 'react';
import { isSitePath } from 'mf-shared/kit';

export function navigateInSite(path: string): void {
  window.history.pushState(null, '', path);
}

/** onClick for a same-site link: a plain left click navigates without reloading the page. */
export function followInSite(event: MouseEvent<HTMLAnchorElement>): void {
  const href = event.currentTarget.getAttribute('href');
  if (
    !isSitePath(href) ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  event.preventDefault();
  navigateInSite(href);
}
