// The API as a Fastify plugin (mounted under /api by deploy/'s one-origin server) and as a
// standalone server (buildApp, used by main.ts and the tests).
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Ajv from 'ajv';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { createBackgroundRunner, type BackgroundRunner, type BackgroundRunnerOptions } from './background/runner';
import type { BackgroundTask } from './background/task';
import { backgroundTasks } from './background/tasks';
import { loadConfig, type Config } from './config';
import { connect, type Database } from './db/database';
import { installAuthentication } from './http/auth';
import { containsNul, HttpError, installErrorHandlers } from './http/errors';
import { apiServerOptions, installApiOperations } from './http/operations';
import { rateLimitStore } from './http/rate-limit-store';
import { resolveSessionSecret } from './http/secret';
import { createMailer, type Mailer } from './mail/mailer';
import { OPENAPI_COMPONENTS } from './openapi/components';
import accountDataRoutes from './resources/account-data/routes';
import accountsRoutes from './resources/accounts/routes';
import adminRoutes from './resources/admin/routes';
import { assertCsrf, CSRF_FAILURE, firstVisitSessions, type FirstVisitSession } from './resources/accounts/sessions';
import { ensureStaffAccount } from './resources/accounts/staff';
import activityLogsRoutes from './resources/activity-logs/routes';
import analyticsRoutes from './resources/analytics/routes';
import articlesRoutes from './resources/articles/routes';
import contributionsRoutes from './resources/contributions/routes';
import docsRoutes from './resources/docs/routes';
import exportsRoutes from './resources/exports/routes';
import feedsRoutes from './resources/feeds/routes';
import flagsRoutes from './resources/flags/routes';
import followsRoutes from './resources/follows/routes';
import fundingRoutes from './resources/funding/routes';
import jobsRoutes from './resources/jobs/routes';
import mapRoutes from './resources/map/routes';
import milestonesRoutes from './resources/milestones/routes';
import newsletterAdminRoutes from './resources/newsletter/admin-routes';
import newsletterRoutes from './resources/newsletter/routes';
import organizationsRoutes from './resources/organizations/routes';
import progressRoutes from './resources/progress/routes';
import projectsRoutes from './resources/projects/routes';
import reviewRoutes from './resources/review/routes';
import searchRoutes from './resources/search/routes';
import serverDetailsRoutes from './resources/server-details/routes';
import sitemapRoutes from './resources/sitemap/routes';
import statsRoutes from './resources/stats/routes';
import supplyChainRoutes from './resources/supply-chain/routes';
import { installBenefitExpiry } from './resources/stripe/benefits';
import { loadBillingConfig, type BillingConfig } from './resources/stripe/config';
import stripeRoutes from './resources/stripe/routes';
import { isDatabaseEmpty, loadSeedData } from './seed/load';

export type { Config } from './config';
export type { Database } from './db/database';
export { createSession, csrfTokenFor, carriesVisitorCookie, type FirstVisitSession } from './resources/accounts/sessions';
export { CSRF_FAILURE };
export { CSRF_FAILED_CODE } from './http/schemas';

/** What every route module receives. */
export interface ApiContext {
  db: Database['db'];
  config: Config;
  /** Signs the anonymous cookie, derives CSRF tokens and the emailed links' HMACs. */
  secret: string;
  /** Outgoing email (src/mail/): SMTP when SMTP_URL is set, else .eml files in the outbox. */
  mailer: Mailer;
  /** Payments: Stripe or test mode (src/resources/stripe/config.ts; refused in production without either). */
  billing: BillingConfig;
  /** The background tasks and their queue (src/background/): the staff jobs page and 'run now'. */
  background: BackgroundRunner;
}

export interface ApiPluginOptions {
  database: Database;
  config?: Partial<Config>;
  /** The background tasks to run (default: src/background/tasks.ts); tests bring their own. */
  backgroundTasks?: readonly BackgroundTask[];
  /** Queue timings (tests shorten them). */
  background?: Pick<BackgroundRunnerOptions, 'pollingIntervalSeconds' | 'superviseIntervalSeconds'>;
  /** A page host rendering in process gets the first-visit session minter (sessions.ts firstVisitSessions). */
  onFirstVisitSessions?: (mint: FirstVisitSession) => void;
}

// Query strings and path parameters are text, so their values are coerced to the schema's
// types ('20' → 20); JSON bodies are not: { "email": ["a@b.org"] } is a 400, not a string.
const AJV_OPTIONS = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false } as const;
const textPartsAjv = new Ajv({ ...AJV_OPTIONS, coerceTypes: true });
const bodyAjv = new Ajv({ ...AJV_OPTIONS, coerceTypes: false });

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const routeModules: FastifyPluginAsync<ApiContext>[] = [
  serverDetailsRoutes,
  accountsRoutes,
  accountDataRoutes,
  followsRoutes,
  newsletterRoutes,
  newsletterAdminRoutes,
  searchRoutes,
  organizationsRoutes,
  projectsRoutes,
  progressRoutes,
  milestonesRoutes,
  contributionsRoutes,
  reviewRoutes,
  adminRoutes,
  stripeRoutes,
  supplyChainRoutes,
  fundingRoutes,
  mapRoutes,
  exportsRoutes,
  jobsRoutes,
  articlesRoutes,
  activityLogsRoutes,
  statsRoutes,
  flagsRoutes,
  analyticsRoutes,
  feedsRoutes,
  sitemapRoutes,
  docsRoutes,
];

/**
 * Every API route under /api, in its own encapsulated context: its error handler, its
 * not-found handler (JSON 404 for unknown /api/* only) and its CSRF hook do not touch the host.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (host, options) => {
  const config = loadConfig(process.env, options.config);
  const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  // Before anything else starts: a production server without payment settings does not start.
  const billing = loadBillingConfig(process.env, secret);
  const mailer = createMailer(config);
  const context: ApiContext = {
    db: options.database.db,
    config,
    secret,
    billing,
    mailer,
    background: createBackgroundRunner({
      ...options.background,
      database: options.database,
      config,
      mailer,
      tasks: options.backgroundTasks ?? backgroundTasks,
      log: {
        info: (message, details) => host.log.info(details ?? {}, message),
        warn: (message, details) => host.log.warn(details ?? {}, message),
        error: (message, details) => host.log.error(details ?? {}, message),
      },
    }),
  };
  // STAFF_EMAIL + STAFF_PASSWORD: a verified staff account (throws on a half or weak setting).
  // Under the startup lock: N processes starting together must not all insert it.
  const exclusive = options.database.exclusive ?? ((fn) => fn());
  await exclusive(() => ensureStaffAccount(context.db, config));

  await host.register(
    async (api) => {
      if (!api.hasContentTypeParser('application/x-www-form-urlencoded')) await api.register(formbody);
      // Cookie parsing and Set-Cookie (a host that registered @fastify/cookie already is reused).
      // Registered before the CSRF hook below, so request.cookies is there when it runs.
      if (!api.hasRequestDecorator('cookies')) await api.register(cookie);
      options.onFirstVisitSessions?.(firstVisitSessions(context.secret, api.serializeCookie));
      api.addHook('onClose', async () => context.mailer.close());
      // Schedules start once the server is ready; on close, running tasks get their signal and
      // a moment to finish (onClose hooks run last-added first: before the mailer closes).
      api.addHook('onReady', async () => context.background.start());
      api.addHook('onClose', async () => context.background.stop());
      // Opt-in per route: a route sets `config: { rateLimit: { max, timeWindow, keyGenerator? } }`.
      // Answers 429 with Retry-After (the plugin's default headers). Limits marked sharedLimit()
      // are counted in the database (every process), the others in memory (src/http/rate-limit-store.ts).
      await api.register(rateLimit, { global: false, store: rateLimitStore(context.db, context.secret) });
      await api.register(swagger, {
        openapi: {
          info: { title: 'Fusion directory API', version: '1.0.0' },
          components: { schemas: OPENAPI_COMPONENTS },
        },
      });
      installErrorHandlers(api);
      api.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textPartsAjv).compile(schema));

      // request.viewer() for every route (src/http/auth.ts): looked up only when a route asks.
      installAuthentication(api, context.db, context.secret);
      // Routes with config.csrfExempt prove their origin another way: the Stripe webhook by its
      // signature over the raw body, the test-mode checkout form by a token field (src/resources/stripe/).
      api.addHook('onRequest', async (request) => {
        if (UNSAFE_METHODS.has(request.method) && !request.routeOptions.config?.csrfExempt) {
          await assertCsrf(context.db, context.secret, request);
        }
      });
      // Affiliate benefits end with their paid period: the caches follow the billing clock.
      installBenefitExpiry(api, options.database.db);
      // Request ids, data-version watch, response cache, /health/live and /health/ready.
      await installApiOperations(api, { database: options.database, config });
      api.addHook('preValidation', async (request) => {
        if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
          throw new HttpError(400, 'Input must not contain NUL characters.');
        }
      });

      const typed = api.withTypeProvider<TypeBoxTypeProvider>();
      for (const routes of routeModules) await typed.register(routes, context);
    },
    { prefix: '/api' },
  );
};

/** Open the configured database, apply migrations, and load the demo data into an empty one. */
export async function openDatabase(config: Partial<Config> = {}, options: { seed?: boolean } = {}): Promise<Database> {
  const resolved = loadConfig(process.env, config);
  const database = await connect({ databaseUrl: resolved.databaseUrl, dataDir: resolved.dataDir });
  try {
    // Under the startup lock: N processes starting together on one empty database seed it once.
    const exclusive = database.exclusive ?? ((fn) => fn());
    await exclusive(async () => {
      if (options.seed !== false && (await isDatabaseEmpty(database.db))) {
        // Loaded only when needed: the demo dataset is large and tests bring their own.
        const { demoData } = await import('./seed/demo');
        await loadSeedData(database.db, demoData);
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * A standalone API server. With no database given it opens the configured one and closes it
 * with the server.
 */
export async function buildApp(
  options: { config?: Partial<Config>; database?: Database } & Pick<
    ApiPluginOptions,
    'backgroundTasks' | 'background' | 'onFirstVisitSessions'
  > = {},
): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config);
  const database = options.database ?? (await openDatabase(config));
  const app = Fastify(apiServerOptions(config));
  if (!options.database) app.addHook('onClose', async () => database.close());
  const { backgroundTasks, background, onFirstVisitSessions } = options;
  await app.register(apiPlugin, { database, config, backgroundTasks, background, onFirstVisitSessions });
  return app;
}
