// The one-origin composition server: the API under /api, the registry at /remotes.json,
// released remotes under /remotes/<package>/<version>/, and the shell everywhere else.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { registryFile } from '../lib/registry.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_STORE = 'no-cache, no-store';
/** webpack names lazy chunks `[name].[contenthash:8].js` (mf-shared/tooling/webpack-app.cjs). */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|gif|svg|ico|woff2?)$/;

/** Shell files: index.html is never cached, hashed chunks forever, the rest revalidates. */
function shellCacheControl(file) {
  const name = path.basename(file);
  if (name === 'index.html') return NO_STORE;
  if (HASHED_FILE.test(name)) return IMMUTABLE;
  return 'no-cache';
}

/** Only full-page navigations get the shell's index.html for an unknown path. */
function wantsHtml(request) {
  return (request.method === 'GET' || request.method === 'HEAD') && /text\/html/.test(request.headers.accept ?? '');
}

/**
 * @param {object} o
 * @param {string} o.shellDir     the shell's dist/
 * @param {string} o.releasesDir  released remotes (<package>/<version>/…)
 * @param {string} o.stateDir     holds remotes.json
 * @param {{ plugin: any, options: object } | null} [o.api]  the API plugin, mounted as is (its routes say /api/…)
 * @param {boolean|object} [o.logger]
 */
export async function createCompositionServer({ shellDir, releasesDir, stateDir, api = null, logger = false }) {
  // Node's own keep-alive default (5 s) rather than Fastify's 72 s: idle sockets kept past
  // Node's 60 s headers timeout get cut, and a client reusing one sees 'other side closed'.
  const app = Fastify({
    logger,
    keepAliveTimeout: 5000,
    // The spec's API paths end in '/', the site's own links may not: both must match.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Behind a TLS-terminating proxy the API marks its session cookie Secure from
    // X-Forwarded-Proto; only a proxy on this machine (loopback) is believed by default.
    trustProxy: process.env.TRUST_PROXY ?? 'loopback',
  });
  // Nothing may be released yet; the static roots must exist all the same.
  await fs.mkdir(releasesDir, { recursive: true });

  // gzip JS, CSS, JSON and HTML (static streams included); skipped for small bodies.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  // Baseline hardening for every answer (pages, assets, API).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    return payload;
  });

  if (api) await app.register(api.plugin, api.options);

  // Read on every request: release/rollback change it while the server runs.
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    let registry;
    try {
      registry = JSON.parse(await fs.readFile(registryFile(stateDir), 'utf8'));
    } catch (error) {
      const message = error.code === 'ENOENT' ? 'No remote is released yet.' : 'The registry is unreadable.';
      return reply.code(503).send({ message });
    }
    return registry;
  });

  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/remotes/',
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

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: ['index.html'],
    list: false,
    cacheControl: false, // our setHeaders decides
    dotfiles: 'deny',
    setHeaders(reply, file) {
      reply.header('Cache-Control', shellCacheControl(file));
    },
  });

  // History fallback: deep links (/organizations/tokamak-energy) load the shell, which routes.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isAsset = pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/remotes/');
    if (!isAsset && wantsHtml(request)) {
      let html;
      try {
        html = await fs.readFile(path.join(shellDir, 'index.html'), 'utf8');
      } catch {
        return reply.code(503).type('text/plain').send('The shell is not built: run npm run build -w shell.');
      }
      return reply.header('Cache-Control', NO_STORE).type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send({ message: 'Not found' });
  });

  return app;
}
