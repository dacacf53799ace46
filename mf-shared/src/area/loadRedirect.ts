// Redirects decided by a route's data. A route's `redirect` runs before `load`, with the session
// only; some rules need the API's answer (e.g. an entity not approved yet → /not-found). A
// page's `load` then calls redirectAfterLoad, and the server render (./server.tsx) answers a
// 302 (or a 301 for a move that lasts, e.g. a merged company) to that path instead of the page. `load` does not run in the browser: there the page
// itself navigates (replace) by the same rule, from the same query.
import type { QueryClient } from '@tanstack/react-query';
import { isSitePath } from '../kit/url/sitePath';

export type RedirectStatus = 301 | 302;

const targets = new WeakMap<QueryClient, { target: string; status: RedirectStatus }>();

/** Called from a route's `load` (server render): answer this request with a redirect to `target` (null: none). */
export function redirectAfterLoad(queryClient: QueryClient, target: string | null, status: RedirectStatus = 302): void {
  if (isSitePath(target)) targets.set(queryClient, { target, status });
}

/** The redirect a `load` recorded on this render's query client, or null. */
export function loadRedirectOf(queryClient: QueryClient): string | null {
  return targets.get(queryClient)?.target ?? null;
}

/** Its status: 301 when the load said the move is permanent, else 302. */
export function loadRedirectStatusOf(queryClient: QueryClient): RedirectStatus {
  return targets.get(queryClient)?.status ?? 302;
}
