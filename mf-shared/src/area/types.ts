import type { QueryClient } from '@tanstack/react-query';
import type { AreaName, RouteMeta, SessionData } from 'mf-shared';
import type { LazyPage } from './lazyPage';

/** What a route's `load` and `head` (exported by its page module, lazyPage.ts PageModule) receive. */
export interface RouteContext {
  /** The route's `:slug`, decoded. */
  params: Record<string, string>;
  /** The visited path (e.g. to come back to it after signing in). */
  pathname: string;
  search: URLSearchParams;
  /** The render's cache: a loader ensures the page's queries in it (the page's own query options). */
  queryClient: QueryClient;
  /** https://site.example (server: the request's origin; browser: location.origin). */
  origin: string;
  session: SessionData;
  /** True while the server renders: it never sees the URL's hash (a tab kept there is the browser's to load). */
  server: boolean;
}

/**
 * A route: its page and its metadata. The page module exports the route's `load` and `head`
 * next to the page (one place in every area), so they travel in the page's chunk.
 */
export interface AreaRoute {
  page: LazyPage;
  /** Never indexed (the server marks the page noindex; not in the sitemap). Recorded in the release's routes.json. */
  noindex?: RouteMeta['noindex'];
  /** In sitemap.xml: 'self' (the path itself) or 'api' (the API sitemap's paths matching the pattern). */
  sitemap?: RouteMeta['sitemap'];
  /**
   * Signed-in (or staff) only: robots.txt disallows it, and a signed-out visitor is sent to sign in
   * with `next` (./loader.ts). Staff pages check the role through their data (the API's 403).
   */
  access?: RouteMeta['access'];
  /** The query parameters the page reads: the server caches a public render per their values (routes.json). */
  query?: readonly string[];
  /**
   * The page renders the same HTML for everybody (what depends on the session shows after
   * hydration), so the server may send a signed-in visitor the cached public render (routes.json).
   */
  sameForEveryone?: RouteMeta['sameForEveryone'];
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
