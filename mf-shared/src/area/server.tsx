// The server twin of createArea: an area's `render` for dist/server/render.js. The Node
// server calls it per page request (docs/architecture.md "Request path"): load the route's
// data through the visitor's in-process API (the render's ServerQueryClient), render to HTML,
// and hand back the status, the <head>, the dehydrated data for hydration and the chunks to preload.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { httpStatusOf, isNotFoundError, ServerQueryClient, SessionContext, type AreaRenderRequest, type AreaRenderResult } from 'mf-shared';
import { AreaApp } from './AreaApp';
import { runLoader } from './loader';
import { isRouteRedirect } from './redirect';
import { matchRoute, routeManifestOf } from './routes';
import type { AreaDefinition, RouteContext } from './types';

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
    const queryClient = new ServerQueryClient(request.fetchApi);
    const context: RouteContext = {
      params: match?.params ?? {},
      pathname: url.pathname,
      search: url.searchParams,
      queryClient,
      origin: request.origin,
      session: request.session,
      server: true,
    };

    // The page module carries its route's loader and head (lazyPage.ts PageModule).
    const module = route ? await route.page.preload() : null;
    try {
      if (route && module) await runLoader(route, module, context);
    } catch (error) {
      // A redirect the loader threw (./redirect.ts): a 302 or 301, nothing rendered. Any other
      // failure is already in the query cache, and the page shows its error state (or a 404).
      if (isRouteRedirect(error)) return { status: error.status, redirect: error.to, html: '', head: {}, state: null, chunks: [] };
    }
    const notFound = !route || hasNotFound(queryClient);

    function Router({ children }: { children: ReactNode }) {
      return <StaticRouter location={request.url}>{children}</StaticRouter>;
    }
    const html = renderToString(
      <SessionContext.Provider value={request.session}>
        <AreaApp definition={definition} queryClient={queryClient} Router={Router} origin={request.origin} />
      </SessionContext.Provider>,
    );

    return {
      status: notFound ? 404 : 200,
      html,
      head: notFound ? NOT_FOUND_HEAD : (module?.head?.(context) ?? {}),
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
