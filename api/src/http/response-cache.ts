// An in-process cache of whole JSON responses for the big public lists (opt in per route
// with `config: { responseCache: true }`), plus ETag / If-None-Match → 304.
//
// Entries are keyed by the request URL (path + query string) and are valid for one data
// version (src/db/data-version.ts): any write makes them all stale. The cached text is the
// serialized payload exactly as the route's response schema produced it, so a hit answers
// the same bytes. The ETag is a hash of those bytes.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dataVersion, ensureFreshDataVersion } from '../db/data-version';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 responses per URL and data version; answer If-None-Match. */
    responseCache?: boolean;
  }
}

/** Total size of cached bodies (the 9999-row organization list is ≈ 2 MB). */
export const RESPONSE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Larger responses are not cached. */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

interface Entry {
  version: number;
  body: string;
  etag: string;
}

const etagOf = (body: string) => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** Does an If-None-Match header (a list of tags, or *) match this ETag? */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>(); // insertion order = LRU order
  private bytes = 0;

  constructor(private readonly maxBytes = RESPONSE_CACHE_MAX_BYTES) {}

  get(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.version !== version) return undefined;
    this.insert(key, entry);
    return entry;
  }

  set(key: string, version: number, body: string): Entry {
    const entry = { version, body, etag: etagOf(body) };
    if (body.length > MAX_ENTRY_BYTES) return entry;
    this.remove(key);
    this.insert(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return entry;
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

/** Serve opted-in GET routes of `app` from a cache of `db`'s responses. */
export function installResponseCache(app: FastifyInstance, db: Db, cache = new ResponseCache()): void {
  // The data version the response was computed from, set when the request starts.
  const versionAtStart = new WeakMap<object, number>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.responseCache) return;
    await ensureFreshDataVersion(db);
    const version = dataVersion(db);
    const entry = cache.get(request.url, version);
    if (!entry) {
      versionAtStart.set(request, version);
      return;
    }
    reply.header('etag', entry.etag);
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const version = versionAtStart.get(request);
    if (version === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // A write during the computation: the answer may mix versions, so it is not kept.
    const entry = dataVersion(db) === version ? cache.set(request.url, version, payload) : { etag: etagOf(payload) };
    reply.header('etag', entry.etag);
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
