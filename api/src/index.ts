// What other packages import from 'api' (deploy/ mounts the plugin; api/bench/ uses the db helpers).
export {
  apiPlugin,
  buildApp,
  openDatabase,
  createSession,
  csrfTokenFor,
  carriesVisitorCookie,
  CSRF_FAILURE,
  CSRF_FAILED_CODE,
} from './app';
export type { ApiPluginOptions, Config, Database, FirstVisitSession } from './app';
export { loadConfig } from './config';
export { paymentsMode } from './resources/stripe/config';
export { startServer } from './server';
export type { RunningServer, StartOptions } from './server';
// Hosts running the API (deploy/): server options (logs, request ids, proxies) and graceful shutdown.
export { apiServerOptions, gracefulShutdown, requestIdOf } from './http/operations';
// Hosts rendering pages in process: the secret header of their app.inject calls, and Host checks.
export { inProcessHeaders } from './http/in-process';
export { hostOrigin, INVALID_HOST_MESSAGE } from './http/origin';
// Handlers whose answer depends on the signed-in visitor: see api/docs/caching.md.
export { markPrivate, hasSessionCookie } from './http/response-cache';
export { bumpDataVersion, dataVersion, fenceDataVersion, readDataVersion, watchDataVersion } from './db/data-version';
export { connect, openPglite, openPostgres, MIGRATIONS_FOLDER } from './db/database';
export type { Db, OpenDatabaseOptions } from './db/database';
export { bulkInsert, queryRows, refreshOrganizationTotals } from './db/helpers';
export * as schema from './db/schema';
export { loadSeedData, validateSeedData, deriveActivityLogs, SeedValidationError } from './seed/load';
export type { SeedData } from './seed/load';
