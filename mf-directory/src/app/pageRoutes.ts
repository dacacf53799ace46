// Routes whose data loading and <head> live in their page's own chunk rather than in the
// area's entry module (which every directory page downloads before it runs): the page module
// registers them when it loads. The server preloads the page before `load` and `head` run;
// the browser calls `head` only after the page's chunk has arrived (RouteHead renders inside
// the same Suspense boundary as the page).
import type { HeadData } from 'mf-shared';
import type { AreaRoute, LazyPage, RouteContext } from 'mf-shared/area';

export interface PageRouteModule {
  load?(context: RouteContext): Promise<unknown>;
  head?(context: RouteContext): HeadData;
}

const modules = new Map<string, PageRouteModule>();

/** Called at the top level of a page module: its route's server data and <head>. */
export function registerPageRoute(pattern: string, module: PageRouteModule): void {
  modules.set(pattern, module);
}

export function pageRoute(pattern: string, page: LazyPage, fallbackTitle: string): AreaRoute {
  return {
    page,
    load: async (context) => {
      await page.preload();
      return modules.get(pattern)?.load?.(context);
    },
    head: (context) => modules.get(pattern)?.head?.(context) ?? { title: fallbackTitle },
  };
}
