// Redirects decided by a route's loader. A page module's `load` throws `redirect(path)` when the
// visitor must go elsewhere: a signed-out visitor on /profile, an entity not approved yet
// (→ /not-found), a merged company (a 301). The scaffold answers it the same way everywhere: the
// server render (./server.tsx) with a 302 or 301 and nothing rendered, the browser (./AreaApp.tsx)
// with a replace-navigation, after the loader ran on that navigation.
import { isSitePath } from '../kit/url/sitePath';

export type RedirectStatus = 301 | 302;

/** What a loader throws to send the visitor to `to`; anything else a loader throws is not a redirect. */
export class RouteRedirect {
  constructor(
    readonly to: string,
    readonly status: RedirectStatus,
  ) {}
}

/**
 * `throw redirect('/sign-in?next=…')` in a loader. `to` must be a path on this site (a full URL
 * or '//host' is refused, so data can never send a visitor off-site); 301 says the move lasts.
 */
export function redirect(to: string, status: RedirectStatus = 302): RouteRedirect {
  if (!isSitePath(to)) throw new Error(`A route can only redirect to a path on this site, not ${JSON.stringify(to)}`);
  return new RouteRedirect(to, status);
}

export function isRouteRedirect(value: unknown): value is RouteRedirect {
  return value instanceof RouteRedirect;
}
