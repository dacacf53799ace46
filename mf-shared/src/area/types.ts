import type { QueryClient } from '@tanstack/react-query';
import type { AreaName, HeadData, RouteMeta, SessionData } from 'mf-shared';
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
   * elsewhere, `load` calls redirectAfterLoad (./loadRedirect.ts): the server answers 302 (301 when it says the move is permanent).
   */
  load?(context: RouteContext): Promise<unknown>;
  /** The page's <head> (server) and document.title (browser), from the loaded data (or export `head` from the page module). */
  head?(context: RouteContext): HeadData;
  /**
   * Where to send the visitor instead (e.g. a signed-out visitor on /profile → '/sign-in?next=…'),
   * or null to show the page. The server answers 302; the browser navigates (replace).
   */
  redirect?(context: RouteContext): string | null;
  /** Never indexed (the server marks the page noindex; not in the sitemap). Recorded in the release's routes.json. */
  noindex?: RouteMeta['noindex'];
  /** In sitemap.xml: 'self' (the path itself) or 'api' (the API sitemap's paths matching the pattern). */
  sitemap?: RouteMeta['sitemap'];
  /** Signed-in (or staff) only: robots.txt disallows it. Pair it with a `redirect` for other visitors. */
  access?: RouteMeta['access'];
}

export interface AreaDefinition {
  name: AreaName;
  /**
   * The area's routes by pattern (':slug' matches one segment). The one source of its routes:
   * the build records them with their metadata in routes.json, the release adds them to the
   * served route table (docs/architecture.md "Routes").
   */
  routes: Record<string, AreaRoute>;
}
