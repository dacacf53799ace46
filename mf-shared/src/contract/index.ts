// mf-shared's contract: what must exist once per page at run time, shared as a federation
// singleton by the shell and every area (semver: CONTRACT_VERSION; docs/architecture.md).
// Keep it small: UI, formatting and helpers belong to mf-shared/kit, bundled per area.
export { CONTRACT_VERSION } from './version';

// Entity types (compile time only)
export * from './types/entities';

// The composition protocol (also importable alone as mf-shared/protocol)
export * from './protocol';

// Which area owns a path: the served route table (registered by the shell) and its rules
export { areaForPath, getServedRoutes, setServedRoutes } from './routing/servedRoutes';
// Deprecated since 1.3.0 (removed in 2.0.0): for remotes built against a 1.2 scaffold.
export { AREA_ROUTES, matchAreaRoute } from './routing/areas';
export type { AreaName } from './routing/areas';

// HTTP
export { ApiError, apiRequest, getJson, postJson, postForm, httpStatusOf, isNotFoundError, loadApiClient, withQuery } from './api/http';
export type { QueryParams } from './api/http';

// Session
export { useAuthStore, useSession, SessionContext, SESSION_URL, LOGOUT_URL, SIGNED_OUT } from './auth/store';
export type { AuthState, SessionStatus } from './auth/store';

// Toast bus
export { toast, useToastStore, TOAST_DURATION_MS } from './toast/store';
export type { ToastKind, ToastMessage } from './toast/store';

// Navigation progress (the shell's slim bar)
export { useNavigationProgress } from './progress/store';

// react-query
export { createQueryClient, ServerQueryClient } from './query/createQueryClient';
export type { ServerTransport } from './query/createQueryClient';

// First-party analytics (page views, job clicks; DNT and GPC honoured)
export {
  analytics,
  createAnalytics,
  createFetchSink,
  isTrackingAllowed,
  ANALYTICS_EVENTS_URL,
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_MAX_BATCH,
} from './analytics';
export type { Analytics, AnalyticsEvent, AnalyticsOptions, AnalyticsSink, FetchSinkOptions, JobClickProperties } from './analytics';

// One area showing a module another area exposes (the claim control on the directory's pages)
export { AREA_WIDGETS, hasAreaModuleLoader, loadAreaModule, registerAreaModuleLoader } from './modules/areaModules';
export type { AreaModuleLoader, AreaWidgetHandle, AreaWidgetModule, ClaimControlProps } from './modules/areaModules';
