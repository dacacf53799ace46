// Cached public reads: a server-side cache of whole JSON answers, ETag / If-None-Match → 304,
// and Cache-Control that lets a browser or CDN keep public answers (api/docs/caching.md).
//
// A GET route opts in with `config: { responseCache: { scope, ... } }` (or `true` = defaults).
// Entries are keyed by the request URL (or the route's `key`) and valid for one data version
// (src/db/data-version.ts): any committed write, in any process, makes them all stale. The
// cached text is the serialized payload exactly as the route's response schema produced it,
// so a hit answers the same bytes; the ETag is a hash of those bytes (equal across processes).
//
// Who gets a shared answer — the rule (see README). "Signed in" = the request carries a
// non-empty session cookie (`sessionid` or `__Host-sessionid`), valid or not:
//   - scope 'public': the answer is the same for every visitor. Everyone is served from the
//     shared cache; requests carrying the session cookie are told `private, no-cache` (their
//     browser revalidates, a CDN does not keep it).
//   - scope 'visitor' (the default): the answer may depend on who is signed in (an approved
//     claimer sees an unapproved organization). Requests carrying the session cookie bypass
//     the shared cache — never read from it, never stored — and get `private, no-store`.
//   - a handler can make any answer private: markPrivate(reply), or any Cache-Control with
//     `private`/`no-store`, or a Set-Cookie header → not stored, its Cache-Control left alone.
//   - routes under PER_USER_PREFIXES (/api/accounts/) are never cached, whatever their config,
//     and answer `private, no-store` unless they set their own Cache-Control.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bumpDataVersion, dataVersion, fenceDataVersion } from '../db/data-version';
import type { Db } from '../db/database';

interface ResponseCacheRoute {
  /** 'public' = same answer for everybody; 'visitor' (default) = may depend on who is signed in. */
  scope?: 'public' | 'visitor';
  /** The cache key of a (validated) request; default its URL. null = do not cache this one. */
  key?: (request: FastifyRequest) => string | null;
  /** 'search': the search LRU (bounded by entries), so a flood of distinct queries cannot evict the lists. */
  store?: 'main' | 'search';
  /** Cache-Control max-age / stale-while-revalidate in seconds (defaults from installResponseCache). */
  maxAge?: number;
  staleWhileRevalidate?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers per data version; ETag + 304; Cache-Control. */
    responseCache?: boolean | ResponseCacheRoute;
  }
}

/** The signed-in session cookie, plain (HTTP) or `__Host-` (HTTPS): src/resources/accounts/sessions.ts. */
const SESSION_COOKIE_NAMES: ReadonlySet<string> = new Set(['sessionid', '__Host-sessionid']);
/** Per-user routes: never cached, `private, no-store` by default. */
const PER_USER_PREFIXES = ['/api/accounts/'];

/** Total size of the main cache's bodies (the 9999-row organization list is ≈ 2 MB). */
const RESPONSE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** The search cache: at most this many answers (LRU) and bytes. */
const SEARCH_CACHE_MAX_ENTRIES = 5000;
const SEARCH_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/** Larger responses are not cached. */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

export const PRIVATE_NO_STORE = 'private, no-store';

interface Entry {
  version: number;
  /** UTF-8 bytes: a hit writes them as they are (no re-encoding, no length scan of a string). */
  body: Buffer;
  etag: string;
}

const etagOf = (body: string | Buffer) => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** Does an If-None-Match header (a list of tags, or *) match this ETag? */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** An LRU of answers bounded by total body size and by entry count. */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>(); // insertion order = LRU order
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes = RESPONSE_CACHE_MAX_BYTES,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.version !== version) return undefined;
    this.insert(key, entry);
    return entry;
  }

  set(key: string, version: number, text: string): Entry {
    const body = Buffer.from(text);
    const entry = { version, body, etag: etagOf(body) };
    if (body.length > MAX_ENTRY_BYTES) return entry;
    this.remove(key);
    this.insert(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.remove(oldest);
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private insert(key: string, entry: Entry) {
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** Make this answer private: never stored in the shared cache, `Cache-Control: private, no-store`. */
export function markPrivate(reply: FastifyReply): void {
  reply.header('cache-control', PRIVATE_NO_STORE);
}

/** Does the request carry a (non-empty) session cookie? Its validity does not matter here. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && SESSION_COOKIE_NAMES.has(part.slice(0, separator).trim()) && part.slice(separator + 1).trim()) return true;
  }
  return false;
}

const isPerUserPath = (url: string) => PER_USER_PREFIXES.some((prefix) => url.startsWith(prefix));

function routeOptions(request: FastifyRequest): (Required<Pick<ResponseCacheRoute, 'scope' | 'store'>> & ResponseCacheRoute) | null {
  const option = request.routeOptions.config?.responseCache;
  if (!option) return null;
  const route = option === true ? {} : option;
  return { ...route, scope: route.scope ?? 'visitor', store: route.store ?? 'main' };
}

/** What the hooks remember about one request. */
type State =
  { kind: 'hit' } | { kind: 'bypass' } | { kind: 'miss'; version: number; key: string; cache: ResponseCache; cacheControl: string };

export interface ResponseCacheOptions {
  /** Cache-Control of public answers (seconds). */
  maxAge: number;
  staleWhileRevalidate: number;
  main?: ResponseCache;
  search?: ResponseCache;
}

const DEFAULT_MAX_AGE = 10;
const DEFAULT_STALE_WHILE_REVALIDATE = 60;

export interface InstalledResponseCache {
  main: ResponseCache;
  search: ResponseCache;
}

/**
 * Serve opted-in GET routes of `app` from caches of `db`'s answers. With `enabled: false`
 * (API_RESPONSE_CACHE=off) nothing is stored or served from memory, but the headers (ETag,
 * 304, Cache-Control, the private rule) stay the same.
 */
export function installResponseCache(
  app: FastifyInstance,
  db: Db,
  options: Partial<ResponseCacheOptions> & { enabled?: boolean } = {},
): InstalledResponseCache {
  const enabled = options.enabled !== false;
  const caches: InstalledResponseCache = {
    main: options.main ?? new ResponseCache(),
    search: options.search ?? new ResponseCache(SEARCH_CACHE_MAX_BYTES, SEARCH_CACHE_MAX_ENTRIES),
  };
  const publicControl = (route: ResponseCacheRoute) =>
    `public, max-age=${route.maxAge ?? options.maxAge ?? DEFAULT_MAX_AGE}, ` +
    `stale-while-revalidate=${route.staleWhileRevalidate ?? options.staleWhileRevalidate ?? DEFAULT_STALE_WHILE_REVALIDATE}`;
  const states = new WeakMap<FastifyRequest, State>();

  // preHandler: after rate limits (onRequest) and validation, so keys see validated input and
  // an invalid request is never answered from the cache.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || isPerUserPath(request.url)) return;
    const route = routeOptions(request);
    if (!route) return;
    const signedIn = hasSessionCookie(request);
    if (route.scope === 'visitor' && signedIn) {
      states.set(request, { kind: 'bypass' });
      return;
    }
    const key = route.key ? route.key(request) : request.url;
    if (key === null) {
      states.set(request, { kind: 'bypass' });
      return;
    }
    // Signed-in visitors may be served the shared answer of a 'public' route, but their
    // browser must revalidate (they may have just written) and a CDN must not keep it.
    const cacheControl = signedIn ? 'private, no-cache' : publicControl(route);
    // Every write committed before this request arrived, by any process, is known after this
    // (PostgreSQL: a shared read of the counter; PGlite: in-process). If the counter cannot be
    // read, nothing cached is trusted: the version moves and the route asks the database.
    await fenceDataVersion(db).catch(() => bumpDataVersion(db));
    const version = dataVersion(db);
    const cache = caches[route.store];
    const entry = enabled ? cache.get(key, version) : undefined;
    if (!entry) {
      cache.misses += 1;
      states.set(request, { kind: 'miss', version, key, cache, cacheControl });
      return;
    }
    cache.hits += 1;
    states.set(request, { kind: 'hit' });
    reply.header('etag', entry.etag).header('cache-control', cacheControl).header('x-cache', 'hit');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isPerUserPath(request.url)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_NO_STORE);
      return payload;
    }
    const state = states.get(request);
    if (!state) {
      // An opted-in route refused before preHandler (400 on validation, 429): not for a CDN.
      if (request.method === 'GET' && routeOptions(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    if (state.kind === 'hit') return payload;
    if (state.kind === 'bypass') {
      reply.header('x-cache', 'bypass');
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_NO_STORE);
      return payload;
    }
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      // Errors (404 of an unapproved organization, 400) must not be kept by a CDN.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    const control = String(reply.getHeader('cache-control') ?? '');
    if (/\b(private|no-store)\b/i.test(control) || reply.hasHeader('set-cookie')) {
      reply.header('x-cache', 'bypass'); // the handler made it private: never shared
      return payload;
    }
    // A write committed during the computation: the answer may mix versions, so it is not kept.
    const keep = enabled && dataVersion(db) === state.version;
    const entry = keep ? state.cache.set(state.key, state.version, payload) : { etag: etagOf(payload) };
    reply
      .header('etag', entry.etag)
      .header('cache-control', control || state.cacheControl)
      .header('x-cache', 'miss');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  return caches;
}
