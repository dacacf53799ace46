// The one-origin composition server: the API under /api, released builds under
// /releases/<package>/<version>/ (immutable), the registry at /remotes.json, SEO files, and
// every other path as a server-rendered page (deploy/src/server/pages.ts).
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { apiServerOptions, hostOrigin, INVALID_HOST_MESSAGE, type FirstVisitSession } from 'api';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { promises as fs } from 'node:fs';
import type { DeployPaths } from '../paths';
import { registryOf } from '../state/releaseState';
import { ownershipOf } from '../state/routeTable';
import type { PageCache } from './pageCache';
import { createPageRenderer, type DataVersionSource } from './pages';
import { LOADER_PATH, LOADER_SOURCE } from './loader';
import { securityHeaders } from './security';
import { registerSeoRoutes } from './seo';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_STORE = 'no-cache, no-store';

export interface CompositionServerOptions {
  paths: DeployPaths;
  /** The API plugin, mounted as is (its routes say /api/…). */
  api?: { plugin: FastifyPluginAsync<never>; options: object } | null;
  /** Structured request logs (pino, one JSON line per request with its reqId; LOG_LEVEL). */
  logger?: boolean;
  /** Where the logs go instead of stdout (turns them on; tests read them). */
  logStream?: { write(line: string): void };
  /** Public origin (canonical URLs, sitemap); default: the request's. */
  siteUrl?: string;
  areaRenderBudgetMs?: number;
  /** The data version pages are cached by (pages.ts DataVersionSource); without it, no page cache. */
  dataVersion?: DataVersionSource;
  /** The page cache (default: one per server); false: none (PAGE_CACHE=off). */
  pageCache?: PageCache | false;
}

/** `/article` and `/article/{slug}` moved to `/articles…` (docs/product/content.md §3). */
function legacyArticlePath(pathname: string): string | null {
  const match = /^\/article(\/[^/]+)?\/?$/.exec(pathname);
  return match ? `/articles${match[1] ?? ''}` : null;
}

export async function createCompositionServer(options: CompositionServerOptions): Promise<FastifyInstance> {
  const { paths } = options;
  // The API's host options: request ids (honouring X-Request-Id), trustProxy (TRUST_PROXY,
  // loopback by default), paths with or without the trailing slash, 503 while closing. Plus
  // Node's own keep-alive default (5 s) rather than Fastify's 72 s: idle sockets kept past Node's
  // 60 s headers timeout get cut, and a client reusing one sees 'other side closed'.
  const serverOptions = apiServerOptions({ logger: options.logger ?? false });
  if (options.logStream) serverOptions.logger = { level: process.env.LOG_LEVEL?.trim() || 'info', stream: options.logStream };
  const app = Fastify({ ...serverOptions, keepAliveTimeout: 5000 });
  await fs.mkdir(paths.releasesDir, { recursive: true });
  const originOf = (request: { protocol: string; headers: { host?: string } }) =>
    options.siteUrl ?? hostOrigin(request.protocol, request.headers.host) ?? 'http://localhost';

  // Without SITE_URL, canonical links, robots.txt and the sitemap (public, cacheable) follow the
  // Host header: one that is not a host name and port (1-65535) is refused (security review L1a, L5).
  if (!options.siteUrl) {
    app.addHook('onRequest', async (request, reply) => {
      if (!hostOrigin(request.protocol, request.headers.host)) return reply.code(400).send({ message: INVALID_HOST_MESSAGE });
    });
  }

  // gzip JS, CSS, JSON, HTML and XML (static streams included); skipped for small bodies.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  // Baseline hardening for every answer (pages, assets, API). request.protocol follows
  // X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
  const siteIsHttps = options.siteUrl?.startsWith('https:') ?? false;
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders({ https: siteIsHttps || request.protocol === 'https' }));
    return payload;
  });

  // Pages mint a first visit's session directly (pages.ts sessionOf); the API hands the minter over.
  let firstVisitSession: FirstVisitSession | null = null;
  if (options.api) {
    const apiOptions = { ...options.api.options, onFirstVisitSessions: (mint: FirstVisitSession) => (firstVisitSession = mint) };
    await app.register(options.api.plugin, apiOptions as never);
  }

  const pages = createPageRenderer(app, {
    firstVisitSession: () => firstVisitSession,
    paths,
    siteUrl: options.siteUrl,
    areaRenderBudgetMs: options.areaRenderBudgetMs,
    dataVersion: options.dataVersion,
    pageCache: options.pageCache,
  });
  // The registry and the route table, derived from the release state; read on every request so
  // a release or a rollback is served at once (pages carry them inlined too).
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    const { state, routes } = await pages.served();
    return { remotes: registryOf(state), routes: ownershipOf(routes) };
  });

  await app.register(fastifyStatic, {
    root: paths.releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: false, // our setHeaders decides
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('Cache-Control', IMMUTABLE);
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  registerSeoRoutes(app, originOf, async () => (await pages.served()).routes);
  app.get(LOADER_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', IMMUTABLE).send(LOADER_SOURCE),
  );

  app.addHook('onReady', async () => {
    await pages.warm();
  });

  const isApiOrRelease = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/releases/');

  // Every other GET/HEAD is a page, whatever the Accept header (crawlers, curl, link checkers).
  // A route (not the not-found handler) so responses go through @fastify/compress like the rest.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Unknown API paths and missing release files stay JSON 404s (below).
    if (isApiOrRelease(pathname)) return reply.callNotFound();
    const moved = legacyArticlePath(pathname);
    if (moved) {
      const query = request.url.slice(pathname.length);
      return reply.code(301).header('location', `${moved}${query}`).send();
    }
    return pages.handle(request, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isApiOrRelease(pathname) && request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send({ message: 'Method not allowed' });
    }
    return reply.code(404).send({ message: 'Not found' });
  });

  return app;
}
