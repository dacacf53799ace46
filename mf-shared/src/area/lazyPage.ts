// A route's page, loaded on demand in the browser but rendered synchronously whenever its
// module is already there: the server preloads it before rendering, and the browser before
// hydrating, so neither renders a loading fallback in place of the page (which would not
// match). On a client-side navigation to a page not loaded yet, React.lazy suspends as usual.
import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage {
  (props: object): ReturnType<typeof createElement>;
  /** The webpackChunkName of its import(): ssr-manifest.json lists that chunk group's files. */
  readonly chunk: string;
  preload(): Promise<ComponentType>;
}

/**
 * @param chunk   the same name as the import's webpackChunkName comment
 * @param factory `() => import(/* webpackChunkName: "<chunk>" *\/ './Page')` with a default export
 */
export function lazyPage(chunk: string, factory: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    loading ??= factory().then((module) => (loaded = module.default));
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Page = (props: object) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { chunk, preload });
}
