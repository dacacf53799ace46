// What other packages import from 'api' (deploy/ mounts the plugin; api/bench/ uses the db helpers).
export { apiPlugin, buildApp, openDatabase, createSession, csrfTokenFor, CSRF_FAILURE } from './app';
export type { ApiPluginOptions, Config, Database } from './app';
export { loadConfig } from './config';
export { connect, openPglite, openPostgres, MIGRATIONS_FOLDER } from './db/database';
export type { Db, OpenDatabaseOptions } from './db/database';
export { bulkInsert, queryRows, refreshOrganizationTotals } from './db/helpers';
export * as schema from './db/schema';
export { loadSeedData, validateSeedData, deriveActivityLogs, SeedValidationError } from './seed/load';
export type { SeedData } from './seed/load';
