// The content area: its pages, keyed by the patterns of the contract's routing table
// (AREA_ROUTES.content), with the data each server render loads and the <head> it gets.
import { lazyPage, type AreaDefinition, type AreaRoute } from 'mf-shared/area';
import { PLACEHOLDER_HEADINGS } from '../pages/placeholders';

const placeholder = lazyPage('placeholder', () => import(/* webpackChunkName: "placeholder" */ '../pages/PlaceholderPage'));
const legacyRedirect = lazyPage(
  'legacy-redirect',
  () => import(/* webpackChunkName: "legacy-redirect" */ '../pages/LegacyArticleRedirect'),
);

function placeholderRoute(pattern: string): AreaRoute {
  return { page: placeholder, head: () => ({ title: pattern === '/' ? undefined : PLACEHOLDER_HEADINGS[pattern] }) };
}

export const contentArea: AreaDefinition = {
  name: 'content',
  routes: {
    ...Object.fromEntries(Object.keys(PLACEHOLDER_HEADINGS).map((pattern) => [pattern, placeholderRoute(pattern)])),
    '/article': { page: legacyRedirect },
    '/article/:slug': { page: legacyRedirect },
  },
};
