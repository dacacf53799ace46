// Route rules that need the route's data (spec 001 §4 "Edit access", the staff review queue):
// the scaffold's `redirect` runs before `load`, with the session only, which does not say
// whether the account is verified or staff. So a page's `load` may record, from what the API
// answered, where the visitor must go instead (redirectAfterLoad), and the area's server entry
// (src/server.tsx) answers that page with a 302 to it. In the browser the page itself navigates
// (the same rule, from the same query).
import type { QueryClient } from '@tanstack/react-query';

export const ROUTE_REDIRECT_KEY = ['route-redirect'] as const;

export function redirectAfterLoad(queryClient: QueryClient, target: string | null): void {
  if (target) queryClient.setQueryData(ROUTE_REDIRECT_KEY, target);
}

interface DehydratedQueries {
  queries?: { queryKey?: unknown; state?: { data?: unknown } }[];
}

/** The target a page's load recorded, read from the render's dehydrated state. */
export function loadedRedirect(state: unknown): string | null {
  const queries = (state as DehydratedQueries | null)?.queries ?? [];
  const entry = queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(ROUTE_REDIRECT_KEY));
  const target = entry?.state?.data;
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : null;
}
