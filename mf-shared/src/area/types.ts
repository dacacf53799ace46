import type { QueryClient } from '@tanstack/react-query';
import type { AreaName, HeadData, SessionData } from 'mf-shared';
import type { LazyPage } from './lazyPage';

/** What a route's `load` and `head` receive. */
export interface RouteContext {
  /** The route's `:slug`, decoded. */
  params: Record<string, string>;
  search: URLSearchParams;
  queryClient: QueryClient;
  /** https://site.example (server: the request's origin; browser: location.origin). */
  origin: string;
  session: SessionData;
}

export interface AreaRoute {
  page: LazyPage;
  /**
   * Server render: prefetch what the page shows (or export `load` from the page module). (queryClient.prefetchQuery with the page's own
   * query options), so the HTML has the content and the browser hydrates without refetching.
   * A query that fails with 404 makes the page a 404. Where the data says the visitor must go
   * elsewhere, `load` calls redirectAfterLoad (./loadRedirect.ts): the server answers 302.
   */
  load?(context: RouteContext): Promise<unknown>;
  /** The page's <head> (server) and document.title (browser), from the loaded data (or export `head` from the page module). */
  head?(context: RouteContext): HeadData;
  /**
   * Where to send the visitor instead (e.g. a signed-out visitor on /profile → '/sign-in?next=…'),
   * or null to show the page. The server answers 302; the browser navigates (replace).
   */
  redirect?(context: RouteContext): string | null;
}

export interface AreaDefinition {
  name: AreaName;
  /** One entry per pattern of the contract's routing table for this area (AREA_ROUTES[name]); a test checks. */
  routes: Record<string, AreaRoute>;
}
