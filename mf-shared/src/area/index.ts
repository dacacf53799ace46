// mf-shared/area: the area scaffold (browser side). The server side is mf-shared/area/server.
export { createArea, preloadCurrentPage } from './createArea';
export { lazyPage } from './lazyPage';
export { matchRoute, routeManifestOf } from './routes';
export { redirect, isRouteRedirect, RouteRedirect } from './redirect';
export { SIGN_IN_PATH, signInPathFor } from './loader';
export type { LazyPage, PageModule } from './lazyPage';
export { useClientHash, useSiteOrigin } from './AreaApp';
export { useHydrated } from '../kit/hooks/useHydrated';
export type { AreaDefinition, AreaRoute, RouteContext } from './types';
