// A lazily loaded component with the API of mf-shared/area's lazyPage (same chunk name,
// preload, loaded()) whose element type never changes: one component renders the module's
// component, suspending with `use` until it has loaded. lazyPage renders React.lazy until its
// module is there and the module's component afterwards; on the composed site that cost the
// sign-in form its state (its error message vanished) when the session reloaded after a
// refused CSRF token: deploy/e2e/account.test.ts fails with lazyPage and passes with this.
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
