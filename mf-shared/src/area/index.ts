// mf-shared/area: the area scaffold (browser side). The server side is mf-shared/area/server.
export { createArea } from './createArea';
export { lazyPage } from './lazyPage';
export { routeManifestOf } from './routes';
export { redirect, isRouteRedirect } from './redirect';
export type { LazyPage, PageModule } from './lazyPage';
export { useClientHash, useSiteOrigin } from './AreaApp';
export { useHydrated } from '../kit/hooks/useHydrated';
export type { AreaDefinition, AreaRoute, RouteContext } from './types';
