// The page cache: the public part of a page, rendered once per key and kept in memory with its
// gzip bytes (deploy/README.md "Page cache"). Only signed-out renders are kept, and they are
// made without the visitor's cookies or session, so nothing personal can be in them; the
// visitor's session and CSRF token are written per response between the cached halves of
// the document (document.ts renderDocumentParts).
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** Total bytes of cached pages per process (PAGE_CACHE_MAX_BYTES overrides). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A larger page is not kept (the full organization list is a few MB at most). */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

// ---------------------------------------------------------------- gzip around a per-response part

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * A document's gzip bytes, but for its middle: `before` compressed up to a sync flush (ends on
 * a byte boundary, not final), `after` as the final blocks. Deflate blocks compressed
 * independently can follow each other in one stream (none refers back past its own start), so
 * a response is head + deflate(middle) + tail + the trailer (CRC-32 and length of the whole).
 */
export interface GzipHalves {
  head: Buffer;
  beforeCrc: number;
  beforeLength: number;
  tail: Buffer;
  /** Kept to continue the CRC-32 past the middle (zlib.crc32 takes the running value). */
  afterBytes: Buffer;
}

export function gzipHalves(before: string, after: string): GzipHalves {
  const beforeBytes = Buffer.from(before);
  const afterBytes = Buffer.from(after);
  return {
    head: Buffer.concat([GZIP_HEADER, deflateRawSync(beforeBytes, { finishFlush: constants.Z_SYNC_FLUSH })]),
    beforeCrc: crc32(beforeBytes),
    beforeLength: beforeBytes.length,
    tail: deflateRawSync(afterBytes),
    afterBytes,
  };
}

/** The gzip member of before + middle + after; the middle is stored, not compressed (storedBlocks). */
export function gzipAround(halves: GzipHalves, middle: string): Buffer {
  const middleBytes = Buffer.from(middle);
  const crc = crc32(halves.afterBytes, crc32(middleBytes, halves.beforeCrc));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((halves.beforeLength + middleBytes.length + halves.afterBytes.length) % 2 ** 32, 4);
  return Buffer.concat([halves.head, ...storedBlocks(middleBytes), halves.tail, trailer]);
}

/** The most a stored deflate block holds (its LEN field is 16 bits). */
const STORED_BLOCK_MAX = 0xffff;

/**
 * `bytes` as stored (uncompressed) deflate blocks, not final (RFC 1951 §3.2.4): a header byte
 * (BFINAL 0, BTYPE 00) then LEN and its one's complement NLEN, little-endian, then the bytes. It
 * follows a sync flush, which ends on a byte boundary. The middle is a session with a random
 * CSRF token (a few hundred bytes that barely compress), and zlib's set-up for each response
 * cost more CPU than the rest of a cached page's answer.
 */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** A cached piece of a document: its bytes, and those bytes deflated up to a sync flush. */
export interface DeflatedPiece {
  bytes: Buffer;
  deflated: Buffer;
}

export function deflatedPiece(text: string): DeflatedPiece {
  const bytes = Buffer.from(text);
  return { bytes, deflated: deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }) };
}

/** deflateRaw of nothing: the final (empty) block that ends a stream of sync-flushed pieces. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

/**
 * The gzip member of the pieces in order, compressing only the plain strings (a visitor's own
 * chrome and session); the deflated pieces are used as they are (see GzipHalves).
 */
export function gzipPieces(pieces: readonly (DeflatedPiece | string)[]): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    const { bytes, deflated } = typeof piece === 'string' ? deflatedPiece(piece) : piece;
    crc = crc32(bytes, crc);
    length += bytes.length;
    parts.push(deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([...parts, FINAL_BLOCK, trailer]);
}

/** Does the client take gzip (a `gzip` or `*` coding whose q is not 0)? */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding?.trim() !== 'gzip' && coding?.trim() !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((found) => found !== undefined);
    return q === undefined || Number(q) > 0;
  });
}

// ---------------------------------------------------------------- the key

/**
 * Query parameters no page reads (campaign and click tags a shared link carries): dropped from
 * the key, so `/?utm_source=news` shares the entry of `/`.
 */
const IGNORED_PARAMETER = /^(utm_[a-z_]+|fbclid|gclid|msclkid|mc_cid|mc_eid|ref)$/i;

/**
 * The URL a cached page is keyed and rendered by: the path and the parameters its route reads
 * (`known`, from the area's routes.json), sorted by name, so `?b=2&a=1` and `?a=1&b=2` share an
 * entry. Null when the URL has any other parameter (but campaign tags): not cacheable.
 */
export function cacheablePath(url: URL, known: readonly string[] = []): string | null {
  const kept: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    if (known.includes(name)) kept.push([name, value]);
    else if (!IGNORED_PARAMETER.test(name)) return null;
  }
  if (kept.length === 0) return url.pathname;
  // A stable sort: repeated parameters (?orgs=a&orgs=b) keep their order, which the page may read.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(kept).toString()}`;
}

// ---------------------------------------------------------------- the cache

/** The public part of one page, the same for every signed-out visitor. */
export interface CachedPage {
  /** The data version it was rendered at. */
  dataVersion: number;
  /**
   * The UTC day it was rendered on (YYYY-MM-DD). A page may show what the date decides (a
   * milestone's 'slipped'), and no write moves the data version at midnight: a page of an earlier
   * day is stale.
   */
  day: string;
  status: number;
  /** The document around the boot JSON (document.ts renderDocumentParts). */
  before: string;
  after: string;
  contentSecurityPolicy: string;
  gzip: GzipHalves;
  /**
   * For a route the same for everyone (RouteMeta.sameForEveryone): the pieces a signed-in
   * visitor's page reuses around their own chrome and session (pages.ts).
   */
  forSignedIn?: SignedInPieces;
  /**
   * The text `forSignedIn` is made of, on a signed-in visitor's first request (pages.ts), so a
   * signed-out render, which every cold process makes within the area's budget, does not
   * compress twice.
   */
  signedInText?: { opening: string; slot: string; closing: string; bootHead: string };
}

/** The deflated pieces of `text` (what a signed-in visitor's page is joined from). */
export function signedInPiecesOf(text: NonNullable<CachedPage['signedInText']>): SignedInPieces {
  return {
    opening: deflatedPiece(text.opening),
    slot: deflatedPiece(text.slot),
    closing: deflatedPiece(text.closing),
    bootHead: text.bootHead,
  };
}

/** opening + [their shell before the slot] + slot + [the rest of their shell, bootOpen, their session] + closing. */
export interface SignedInPieces {
  opening: DeflatedPiece;
  slot: DeflatedPiece;
  /** The document's end after the session JSON (the boot payload's tail, the area's state, the loader). */
  closing: DeflatedPiece;
  /** Between the shell and the session JSON: bootOpen + the boot payload up to its session. */
  bootHead: string;
}

function cachedPageBytes(page: CachedPage): number {
  return (
    page.gzip.beforeLength +
    page.gzip.afterBytes.length * 2 +
    page.gzip.head.length +
    page.gzip.tail.length +
    page.contentSecurityPolicy.length +
    (page.forSignedIn
      ? page.forSignedIn.opening.bytes.length +
        page.forSignedIn.opening.deflated.length +
        page.forSignedIn.slot.bytes.length +
        page.forSignedIn.slot.deflated.length +
        page.forSignedIn.closing.bytes.length +
        page.forSignedIn.closing.deflated.length
      : 0) +
    (page.signedInText
      ? page.signedInText.opening.length +
        page.signedInText.slot.length +
        page.signedInText.closing.length +
        page.signedInText.bootHead.length
      : 0)
  );
}

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Counters for tests and measurements. */
  readonly stats = { hits: 0, misses: 0, stale: 0, renders: 0 };

  constructor(maxBytes = PAGE_CACHE_MAX_BYTES) {
    // Least recently used pages go first once the total passes maxBytes; a larger page is not kept.
    this.pages = new LRUCache({ maxSize: maxBytes, maxEntrySize: Math.min(MAX_ENTRY_BYTES, maxBytes), sizeCalculation: cachedPageBytes });
  }

  get bytes(): number {
    return this.pages.calculatedSize;
  }

  /** The page kept under `key`, at whatever data version it was rendered (the caller compares). */
  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
  }

  /** One `render` per key at a time: requests that miss while it runs share its result. */
  coalesce<T>(key: string, render: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    this.stats.renders += 1;
    const started = render().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}
