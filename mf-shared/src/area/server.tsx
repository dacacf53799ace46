// The server twin of createArea: an area's `render` for dist/server/render.js. The Node
// server calls it per page request (docs/architecture.md "Request path"): load the route's
// data through the visitor's in-process API, render to HTML, and hand back the status, the
// <head>, the dehydrated data for hydration and the chunks to preload.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import {
  createQueryClient,
  httpStatusOf,
  installServerTransport,
  isNotFoundError,
  SessionContext,
  type AreaRenderRequest,
  type AreaRenderResult,
  type ServerTransport,
} from 'mf-shared';
import { AreaApp } from './AreaApp';
import { loadRedirectOf, loadRedirectStatusOf } from './loadRedirect';
import { matchRoute, routeManifestOf } from './routes';
import type { AreaDefinition, RouteContext } from './types';

// getJson() in this bundle answers from the current request's API (see contract/api/http.ts).
const transports = new AsyncLocalStorage<ServerTransport>();
installServerTransport(() => transports.getStore());

const NOT_FOUND_HEAD = { title: 'Not found', noindex: true };

/** Errors as plain data: the browser's query cache gets { status, message } back. */
function serializable(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!error) return query;
      const plain = { name: 'ApiError', message: (error as Error).message ?? 'Request failed', status: httpStatusOf(error) };
      return { ...query, state: { ...query.state, error: plain as unknown as Error, fetchFailureReason: null } };
    }),
  };
}

function hasNotFound(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .findAll()
    .some((query) => isNotFoundError(query.state.error));
}

export function createAreaServer(definition: AreaDefinition) {
  async function render(request: AreaRenderRequest): Promise<AreaRenderResult> {
    const url = new URL(request.url, request.origin);
    const match = matchRoute(definition, url.pathname);
    const route = match?.route;
    const queryClient = createQueryClient();
    const context: RouteContext = {
      params: match?.params ?? {},
      search: url.searchParams,
      queryClient,
      origin: request.origin,
      session: request.session,
    };

    const redirect = route?.redirect?.(context);
    if (redirect) return { status: 302, redirect, html: '', head: {}, state: null, chunks: [] };

    if (route) {
      // prefetchQuery never throws: failures stay in the cache and the page shows its error state.
      // The page module may carry the route's load and head (lazyPage.ts PageModule).
      const module = await route.page.preload();
      const load = route.load ?? module.load;
      await transports.run(request.fetchApi, () => load?.(context));
      // A rule that needed the data (redirectAfterLoad, ./loadRedirect.ts): a 302 or 301, nothing rendered.
      const loadedRedirect = loadRedirectOf(queryClient);
      if (loadedRedirect) {
        return { status: loadRedirectStatusOf(queryClient), redirect: loadedRedirect, html: '', head: {}, state: null, chunks: [] };
      }
    }
    const notFound = !route || hasNotFound(queryClient);

    function Router({ children }: { children: ReactNode }) {
      return <StaticRouter location={request.url}>{children}</StaticRouter>;
    }
    const html = renderToString(
      <SessionContext.Provider value={request.session}>
        <AreaApp definition={definition} queryClient={queryClient} Router={Router} />
      </SessionContext.Provider>,
    );

    return {
      status: notFound ? 404 : 200,
      html,
      head: notFound ? NOT_FOUND_HEAD : ((route?.head ?? route?.page.loaded()?.head)?.(context) ?? {}),
      state: serializable(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' })),
      chunks: route ? [route.page.chunk] : [],
    };
  }

  return {
    render,
    areaName: definition.name,
    routePatterns: Object.keys(definition.routes),
    /** The routes with their metadata: the build writes them to routes.json (mf-shared/tooling/routes-file-plugin.cjs). */
    routes: routeManifestOf(definition),
    routeChunks: Object.values(definition.routes).map((route) => route.page.chunk),
  };
}
