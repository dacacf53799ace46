// A lazily loaded component (mf-shared/area's lazyPage: same chunk name, preload and loaded())
// whose element type never changes. lazyPage renders React.lazy until its module has loaded and
// the module's component afterwards: after a client-side visit that loaded the chunk, the next
// re-render (e.g. the session reloading while a form is sent) swaps the element type, and React
// remounts the page, losing what the user typed. Here one component renders the module's
// component, suspending with `use` until it is there, so the tree keeps its state.
// (Reported for the scaffold; until lazyPage does this itself, the account area wraps its own.)
import { createElement, use, type ComponentType } from 'react';
import { lazyPage, type LazyPage, type PageModule } from 'mf-shared/area';

export function steadyLazy(chunk: string, factory: () => Promise<PageModule>): LazyPage {
  const inner = lazyPage(chunk, factory);
  function SteadyPage(props: object) {
    const module = inner.loaded() ?? use(inner.preload());
    return createElement(module.default as ComponentType<object>, props);
  }
  return Object.assign(SteadyPage, { chunk, preload: inner.preload, loaded: inner.loaded });
}
