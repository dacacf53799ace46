// The root every area renders, in the browser (createArea) and on the server (createAreaServer):
// its query cache, its router, an error boundary, its routes (its definition's), each route's
// loader run on every navigation in the browser (the server runs it before rendering), the page
// <head> kept in sync, client-side navigation for plain site links, and the navigation-progress
// signal the shell's bar shows.
import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { QueryClientProvider, useIsFetching, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { areaForPath, getServedRoutes, isNotFoundError, useNavigationProgress, useSession } from 'mf-shared';
import { AreaErrorBoundary } from '../kit/ui/AreaErrorBoundary';
import { NotFound } from '../kit/ui/NotFound';
import { Spinner } from '../kit/ui/Spinner';
import { formatPageTitle } from '../kit/site/title';
import { useHydrated } from '../kit/hooks/useHydrated';
import { isSitePath } from '../kit/url/sitePath';
import { runLoader } from './loader';
import { isRouteRedirect } from './redirect';
import type { AreaDefinition, AreaRoute, RouteContext } from './types';

export interface AreaAppProps {
  definition: AreaDefinition;
  queryClient: QueryClient;
  /** BrowserRouter in the browser, a StaticRouter at the request's URL on the server. */
  Router: ComponentType<{ children: ReactNode }>;
  /** https://site.example: the request's origin on the server, location.origin in the browser. */
  origin: string;
}

const SiteOriginContext = createContext('');

/** The site's origin (share links, structured data): the same string on the server and in the browser. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

export function AreaApp({ definition, queryClient, Router, origin }: AreaAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteOriginContext.Provider value={origin}>
        <Router>
          <AreaFrame name={definition.name}>
            <AreaErrorBoundary>
              <AreaRoutes definition={definition} />
            </AreaErrorBoundary>
          </AreaFrame>
        </Router>
      </SiteOriginContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The URL hash, which the server never sees: '' on the server and during hydration (so both
 * render the same), the real hash afterwards (tabs kept in the hash, docs/product/shell.md §10).
 */
export function useClientHash(): string {
  const { hash } = useLocation();
  return useHydrated() ? hash : '';
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Files and API answers (feeds, exports) load as documents, not as pages. */
const NOT_A_PAGE = /^\/(api|feeds|releases)\/|\.(xml|csv|json|txt)$/;

function AreaFrame({ name, children }: { name: string; children: ReactNode }) {
  const navigate = useNavigate();
  // Loading states (queries with no data yet) drive the shell's progress bar.
  const loading = useIsFetching({ predicate: (query) => query.state.data === undefined }) > 0;
  useEffect(() => {
    const { begin, end } = useNavigationProgress.getState();
    const key = `data:${name}`;
    if (loading) begin(key);
    else end(key);
    return () => end(key);
  }, [loading, name]);

  // Plain <a href="/…"> (kit links, sanitized article bodies) navigate client-side like <Link>.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(anchor.href, window.location.href);
    const target = `${url.pathname}${url.search}${url.hash}`;
    // The normalised target is what the router gets, so it is what is checked ('/.//host' → '//host').
    if (url.origin !== window.location.origin || !isSitePath(target) || NOT_A_PAGE.test(url.pathname)) return;
    event.preventDefault();
    navigate(target);
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates clicks of the links inside; keyboard activation of a link fires click too
    <div data-area={name} data-build={__AREA_BUILD__} onClick={onClick}>
      {children}
    </div>
  );
}

function AreaRoutes({ definition }: { definition: AreaDefinition }) {
  const { pathname } = useLocation();
  // During a cross-area navigation this area stays mounted for a moment while single-spa swaps
  // areas: a path another area owns (e.g. /organizations/add) renders nothing, not a not-found flash.
  // Without a served route table (a server render, the standalone page) the area answers alone.
  if (getServedRoutes() && areaForPath(pathname) !== definition.name) return null;
  return (
    <Routes>
      {Object.entries(definition.routes).map(([pattern, route]) => (
        <Route key={pattern} path={pattern} element={<RouteElement route={route} />} />
      ))}
      {/* Reached only for an owned path none of the routes take (a test keeps this from happening). */}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function PageLoading() {
  useEffect(() => {
    const { begin, end } = useNavigationProgress.getState();
    begin('page');
    return () => end('page');
  }, []);
  return <Spinner size="lg" label="Loading" />;
}

function RouteElement({ route }: { route: AreaRoute }) {
  const Page = route.page;
  const context = useRouteContext();
  useRouteLoader(route, context);
  // A signed-in route shows nothing to a signed-out visitor while its loader sends them to sign in
  // (the server answered that visit with a redirect, so hydration never meets this case).
  if (route.access && !context.session.is_authenticated) return null;
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteHead route={route} context={context} />
      <Page />
    </Suspense>
  );
}

/** What the route's loader and head get, for the current location and visitor. */
function useRouteContext(): RouteContext {
  const queryClient = useQueryClient();
  const params = useParams();
  const { pathname, search } = useLocation();
  const session = useSession((s) => s);
  const origin = useSiteOrigin();
  return useMemo(
    () => ({
      params: params as Record<string, string>,
      pathname,
      search: new URLSearchParams(search),
      queryClient,
      origin,
      session,
      server: false,
    }),
    [params, pathname, search, queryClient, origin, session],
  );
}

/**
 * Runs the page module's loader on each navigation, as the server does before rendering: the
 * queries it ensures are usually in the cache already (a server render's, or fresh), and a
 * redirect it throws becomes a replace-navigation. Not re-run when only the session changes: a
 * form that signs in, or the header's Sign out, navigates on its own.
 */
function useRouteLoader(route: AreaRoute, context: RouteContext): void {
  const navigate = useNavigate();
  const { key } = useLocation();
  const contextRef = useRef(context);
  contextRef.current = context;
  useEffect(() => {
    let current = true;
    route.page
      .preload()
      .then((module) => runLoader(route, module, contextRef.current))
      .catch((error: unknown) => {
        // Other failures are in the query cache: the page shows its error state.
        if (current && isRouteRedirect(error)) navigate(error.to, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [key, route, navigate]);
}

/** Keeps document.title and the description in step with the page's data (browser only). */
function RouteHead({ route, context }: { route: AreaRoute; context: RouteContext }) {
  // Inside the page's Suspense boundary: the page module has loaded when this renders.
  const head = route.page.loaded()?.head;
  const { queryClient } = context;
  useEffect(() => {
    const apply = () => {
      if (!head) return;
      // A page whose data is not found shows <NotFound />, which titles the page itself.
      if (
        queryClient
          .getQueryCache()
          .findAll()
          .some((query) => isNotFoundError(query.state.error))
      )
        return;
      const { title, description } = head(context);
      document.title = formatPageTitle(title);
      if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    };
    apply();
    return queryClient.getQueryCache().subscribe(apply);
  }, [context, head, queryClient]);
  return null;
}
