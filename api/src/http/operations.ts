// What running the API in production needs, besides the routes (issue 8;
// api/docs/running-n-processes.md): request ids in structured logs, the data-version watch and the
// response cache, health checks for a load balancer, and graceful shutdown.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { RawRequestDefaultExpression } from 'fastify';
import type { Config } from '../config';
import { bumpDataVersion, dataVersionStatus, refreshDataVersion, watchDataVersion } from '../db/data-version';
import type { Database } from '../db/database';
import { installResponseCache, type InstalledResponseCache } from './response-cache';

/** An incoming X-Request-Id is kept when it looks like an id (a proxy's or a caller's), else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: RawRequestDefaultExpression): string {
  const header = request.headers['x-request-id'];
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Which proxies to believe about the client (X-Forwarded-For/-Proto): TRUST_PROXY = true,
 * false, a hop count, or addresses/CIDRs/'loopback' (comma-separated). Default 'loopback': a
 * proxy on the same machine. Client IPs key the rate limits, so trusting every hop (`true`)
 * would let any client pick its own address by sending X-Forwarded-For.
 */
export function trustProxyOf(value: string | undefined): boolean | number | string {
  const text = value?.trim();
  if (!text) return 'loopback';
  if (/^true$/i.test(text)) return true;
  if (/^false$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/**
 * Fastify server options for a host serving the API (buildApp uses them; deploy/ can too):
 * pino JSON logs (one line per request with its `reqId`; LOG_LEVEL), request ids honouring
 * X-Request-Id, trustProxy (TRUST_PROXY), paths with or without the trailing slash, 503 to
 * requests arriving while closing.
 */
export function apiServerOptions(config: Pick<Config, 'logger'>, env: NodeJS.ProcessEnv = process.env): FastifyServerOptions {
  return {
    logger: config.logger ? { level: env.LOG_LEVEL?.trim() || 'info' } : false,
    genReqId: requestIdOf,
    requestIdHeader: false, // genReqId decides (it validates the header)
    // A hop count works at run time (proxy-addr); Fastify's types omit it.
    trustProxy: trustProxyOf(env.TRUST_PROXY) as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    return503OnClosing: true,
  };
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const READY_TIMEOUT_MS = 2000;

/** Servers shutting down (the http.Server is shared by a host and the API's context). */
const drainingServers = new WeakSet<object>();

export interface OperationsOptions {
  database: Database;
  config: Pick<Config, 'responseCache'>;
  env?: NodeJS.ProcessEnv;
}

function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= 31_536_000 ? parsed : fallback;
}

/**
 * Install, in the API's context: X-Request-Id on every answer, the data-version watch
 * (LISTEN/NOTIFY + polling), a read of the data version after every write request (so the
 * next request to this process sees the write), the response cache, and
 * GET /health/live + /health/ready.
 */
export async function installApiOperations(api: FastifyInstance, options: OperationsOptions): Promise<InstalledResponseCache> {
  const { database } = options;
  const { db } = database;
  const env = options.env ?? process.env;

  api.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Shutting down: the client opens its next request elsewhere (behind the balancer).
    if (drainingServers.has(api.server)) reply.header('connection', 'close');
  });

  const watch = await watchDataVersion(database, {
    onError: (error, what) => api.log.warn({ err: error }, what),
    // API_READ_FENCE=off: trust NOTIFY alone (saves a small query per round trip; a write by
    // another process may then be missed by requests in the few ms before it arrives).
    fence: !/^(off|false|0|no)$/i.test(env.API_READ_FENCE?.trim() ?? ''),
  });
  api.addHook('preClose', async () => {
    drainingServers.add(api.server);
  });
  api.addHook('onClose', async () => watch.stop());

  // Before the answer leaves: the write has committed, so the counter shows it. Reading it
  // here (not waiting for NOTIFY) makes the client's next request to this process see it.
  api.addHook('onSend', async (request, _reply, payload) => {
    if (UNSAFE_METHODS.has(request.method)) {
      await refreshDataVersion(db).catch(() => bumpDataVersion(db));
    }
    return payload;
  });

  const caches = installResponseCache(api, db, {
    enabled: options.config.responseCache,
    maxAge: seconds(env.API_CACHE_MAX_AGE, 10),
    staleWhileRevalidate: seconds(env.API_CACHE_STALE_WHILE_REVALIDATE, 60),
  });

  api.get('/health/live', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  api.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (drainingServers.has(api.server)) return reply.code(503).send({ status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.execute(sql`SELECT 1`),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      api.log.warn({ err: error }, 'readiness check: database unavailable');
      return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
    const version = dataVersionStatus(db);
    return {
      status: 'ok',
      database: 'ok',
      data_version: version.version,
      // false = the LISTEN connection is down and this process polls the version instead.
      data_version_listening: version.listening,
      // When this process learnt of that version (its clock): how late it was, for tests and operators.
      data_version_changed_at: version.changedAt,
    };
  });

  return caches;
}

export interface ShutdownOptions {
  /** Keep answering (with /health/ready at 503) this long before closing, so a balancer notices. */
  delayMs?: number;
  /** Give up waiting for in-flight requests after this long. */
  timeoutMs?: number;
  log?: (message: string) => void;
}

/**
 * Graceful shutdown for a host: stop accepting connections, let in-flight requests finish
 * (Fastify's close: idle keep-alive connections are closed, requests arriving meanwhile get
 * 503), then run onClose hooks — the API's stop the data-version watch; buildApp's closes the
 * database pool. Resolves true when everything closed within `timeoutMs`, false otherwise.
 */
export async function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions = {}): Promise<boolean> {
  const { delayMs = 0, timeoutMs = 10_000 } = options;
  drainingServers.add(app.server); // /health/ready answers 503 from now on
  if (delayMs > 0) {
    options.log?.(`draining: closing in ${delayMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  let timer: NodeJS.Timeout | undefined;
  // server.close() closes the connections idle at that moment only; a keep-alive connection
  // whose request finishes later would hold the close open until the client drops it.
  const sweeper = setInterval(() => app.server.closeIdleConnections?.(), 50);
  const closed = await Promise.race([
    app.close().then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
  clearInterval(sweeper);
  options.log?.(closed ? 'closed' : `not closed within ${timeoutMs} ms`);
  return closed;
}
