// A route's page, loaded on demand in the browser but rendered synchronously whenever its
// module is already there: the server preloads it before rendering, and the browser before
// hydrating, so neither renders a loading fallback in place of the page (which would not
// match). On a client-side navigation to a page not loaded yet, React.lazy suspends as usual.
//
// A page module also exports its route's `load` and `head` (PageModule): they live in the page's
// own chunk instead of the area's entry, which every page of the area downloads.
import { createElement, lazy, useState, type ComponentType } from 'react';
import type { HeadData } from 'mf-shared';
import type { RouteContext } from './types';

/** What a page module exports: the page (default), and its route's loader and head. */
export interface PageModule {
  default: ComponentType;
  /**
   * The route's data and rules, run before the server renders and on each navigation in the
   * browser: ensure the page's queries (`queryClient.ensureQueryData` / `prefetchQuery` with the
   * page's own query options), and `throw redirect(path)` (./redirect.ts) when the visitor must go
   * elsewhere. A query that fails with 404 makes the page a 404.
   */
  load?(context: RouteContext): unknown;
  head?(context: RouteContext): HeadData;
}

export interface LazyPage {
  (props: object): ReturnType<typeof createElement>;
  /** The webpackChunkName of its import(): ssr-manifest.json lists that chunk group's files. */
  readonly chunk: string;
  preload(): Promise<PageModule>;
  /** The module once loaded (else null). */
  loaded(): PageModule | null;
}

/**
 * @param chunk   the same name as the import's webpackChunkName comment
 * @param factory `() => import(/* webpackChunkName: "<chunk>" *\/ './Page')`
 */
export function lazyPage(chunk: string, factory: () => Promise<PageModule>): LazyPage {
  let module: PageModule | null = null;
  let loading: Promise<PageModule> | null = null;
  const preload = () => {
    loading ??= factory().then((loadedModule) => (module = loadedModule));
    return loading;
  };
  const Lazy = lazy(() => preload().then((loadedModule) => ({ default: loadedModule.default })));
  // Chosen once per mount: switching from Lazy to the loaded component on a later render would
  // change the element type and remount the page (losing its state).
  const Page = (props: object) => {
    const [Component] = useState(() => module?.default ?? Lazy);
    return createElement(Component, props);
  };
  return Object.assign(Page, { chunk, preload, loaded: () => module });
}
