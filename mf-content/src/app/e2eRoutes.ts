// Test-only routes, compiled in only when E2E_FIXTURES=1 (webpack drops the dead branch, so
// normal builds have neither the routes nor the chunk): the browser test releases such a
// build of this area alone and checks the new page is served, hydrated and in the sitemap,
// and that a rollback takes it away (deploy/e2e/composition.test.ts).
import { lazyPage, type AreaRoute } from 'mf-shared/area';

const e2ePage = __E2E_FIXTURES__
  ? lazyPage('e2e-new-page', () => import(/* webpackChunkName: "e2e-new-page" */ '../features/e2e-fixtures/E2eNewPage'))
  : null;

export const e2eRoutes: Record<string, AreaRoute> = e2ePage
  ? {
      '/e2e-new-page': { page: e2ePage, sitemap: 'self' },
      '/e2e-new-page/members': { page: e2ePage, noindex: true, access: 'signed-in' },
    }
  : {};
