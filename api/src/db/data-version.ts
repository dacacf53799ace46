// The data version: one counter in the database (table data_version) that every write bumps
// in its own transaction. Caches of public data (src/http/response-cache.ts,
// memoizeForDataVersion below, the search index) key their entries by it, so a committed
// write makes every cached answer stale at once, in every process — no per-entry invalidation.
//
// In the database (migration 0005_data_version + installDataVersionTriggers below):
//   - every table except UNTRACKED_TABLES has a row trigger, DEFERRABLE INITIALLY DEFERRED, that
//     runs data_version_bump() at commit: +1 once per transaction, then NOTIFY data_version
//     '<version>'. Deferred so the counter's row lock is taken at the very end of a transaction
//     (no lock-order deadlock with the rows it wrote) and NOTIFY is delivered only on commit;
//   - TRUNCATE has a statement trigger (row triggers do not see it).
//   Scripts, the seed loader, psql: every writer bumps it, nothing to remember.
//
// In each process (a tracker per drizzle handle):
//   - `epoch` is what caches compare: it moves whenever the process learns of a new database
//     version, or bumpDataVersion() is called;
//   - it learns through LISTEN data_version (PostgreSQL: a dedicated connection that reconnects;
//     PGlite: its in-process listen), a poll of the counter (every POLL_MS while listening,
//     every FALLBACK_POLL_MS while the listener is down), and a read of the counter after every
//     API write request (src/http/operations.ts) and before a cached read when this process has
//     sent a write statement since the last read (writeDetectingLogger);
//   - on PostgreSQL, before a cached answer is served, fenceDataVersion() reads the counter with
//     a query that started after the request arrived (one query shared by all the requests
//     waiting, on the listener's connection). NOTIFY arrives within milliseconds, but "within
//     milliseconds" is a race on a loaded machine; the fence makes "a committed write is seen by
//     the very next request to any process" hold always, at the price of one small query per
//     round trip time, not per request.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from './database';

const DATA_VERSION_CHANNEL = 'data_version';

/**
 * Tables whose writes never change a public answer: no trigger, no cache flush (a sign-in
 * or a newsletter subscription must not empty every cache). Every other table in the schema,
 * including tables added later, is tracked (installDataVersionTriggers runs after migrations).
 */
export const UNTRACKED_TABLES: ReadonlySet<string> = new Set([
  'data_version',
  'sessions',
  'newsletter_subscriptions',
  'newsletter_issues',
  'newsletter_deliveries',
  // Rate-limit counters (src/http/rate-limit-store.ts): an attempt must not empty every cache.
  'rate_limit_counters',
  // First-party analytics (src/resources/analytics): a page view must not empty every cache.
  'analytics_salts',
  'analytics_page_views',
  'analytics_job_clicks',
  // What the logo job fetched (src/background/logos): the logo itself is organizations.logo.
  'organization_logo_fetches',
  // Follows and their alert state (src/resources/follows): private, never in a public answer.
  'follows',
  'alert_feeds',
  // Job-board sync state (src/background/job-boards/): staff read it; the postings themselves are tracked.
  'job_board_syncs',
  // The background jobs page's run state (src/background/): a run starting must not empty every cache.
  'background_task_state',
]);

/** Poll interval while LISTEN works: a safety net should a notification be lost. */
const POLL_MS = 1000;
/** Poll interval while the listener is down (issue 8: every process learns within 100 ms). */
const FALLBACK_POLL_MS = 25;

interface Tracker {
  epoch: number;
  /** The newest database version seen (null before the first read). */
  known: number | null;
  /** A write statement went through this handle since the counter was last read. */
  suspect: boolean;
  /** LISTEN is live (PGlite: always once watched). */
  listening: boolean;
  /** When the version last changed (ms since epoch), for /api/health/ready. */
  changedAt: number;
  /** PostgreSQL with a watcher: cached reads are fenced (fenceDataVersion). */
  fenced: boolean;
  /** Reads the committed counter (the listener's connection when up, else the pool). */
  reader: (() => Promise<number>) | null;
  fenceInFlight: Promise<void> | null;
  fenceQueued: Promise<void> | null;
}

const trackers = new WeakMap<object, Tracker>();

function trackerOf(db: Db): Tracker {
  let tracker = trackers.get(db);
  if (!tracker) {
    tracker = {
      epoch: 0,
      known: null,
      suspect: false,
      listening: false,
      changedAt: Date.now(),
      fenced: false,
      reader: null,
      fenceInFlight: null,
      fenceQueued: null,
    };
    trackers.set(db, tracker);
  }
  return tracker;
}

/** The version caches compare (a process-local number that moves on every change). */
export function dataVersion(db: Db): number {
  return trackerOf(db).epoch;
}

/** Mark every cached answer of this process as stale now, and read the counter before the next cached read. */
export function bumpDataVersion(db: Db): void {
  const tracker = trackerOf(db);
  tracker.epoch += 1;
  tracker.suspect = true;
  tracker.changedAt = Date.now();
}

/** A database version learnt from a notification or a read: moves the epoch if it is new. */
function observeDataVersion(db: Db, version: number): void {
  if (!Number.isFinite(version)) return;
  const tracker = trackerOf(db);
  if (tracker.known !== null && version <= tracker.known) return;
  tracker.known = version;
  tracker.epoch += 1;
  tracker.changedAt = Date.now();
}

/** The committed counter (0 when the row is missing, e.g. a database from before migration 0005). */
export async function readDataVersion(db: Db): Promise<number> {
  const result = (await db.execute(sql`SELECT version::text AS version FROM data_version WHERE id = 1`)) as unknown as {
    rows: { version: string }[];
  };
  return Number(result.rows[0]?.version ?? 0);
}

/** Read the counter now and move the epoch if it changed. */
export async function refreshDataVersion(db: Db): Promise<void> {
  const tracker = trackerOf(db);
  tracker.suspect = false;
  try {
    observeDataVersion(db, await readDataVersion(db));
  } catch (error) {
    tracker.suspect = true; // try again on the next cached read
    throw error;
  }
}

/** Before a cached read: if this process wrote since the last read of the counter, read it. */
export async function ensureFreshDataVersion(db: Db): Promise<void> {
  if (trackerOf(db).suspect) await refreshDataVersion(db);
}

/**
 * Before serving a cached answer: on a fenced (PostgreSQL) handle, resolves once the counter
 * was read by a query that started after this call — every write committed before the request
 * arrived is then known, whichever process made it. Concurrent callers share queries: one in
 * flight at a time, plus one queued for everyone who arrived after it started. Elsewhere it is
 * ensureFreshDataVersion. Rejects when the database does not answer.
 */
export function fenceDataVersion(db: Db): Promise<void> {
  const tracker = trackerOf(db);
  if (!tracker.fenced) return ensureFreshDataVersion(db);
  const start = (): Promise<void> => {
    const read = (tracker.reader ?? (() => readDataVersion(db)))().then((version) => {
      tracker.suspect = false;
      observeDataVersion(db, version);
    });
    const running = read.finally(() => {
      if (tracker.fenceInFlight === running) tracker.fenceInFlight = null;
    });
    tracker.fenceInFlight = running;
    return running;
  };
  if (!tracker.fenceInFlight) return start();
  // The query in flight may have started before this request: wait for the next one.
  tracker.fenceQueued ??= tracker.fenceInFlight
    .catch(() => {})
    .then(() => {
      tracker.fenceQueued = null;
      return start();
    });
  return tracker.fenceQueued;
}

export interface DataVersionStatus {
  /** The last database version seen (null before the first read). */
  version: number | null;
  /** LISTEN is live; false = polling every FALLBACK_POLL_MS. */
  listening: boolean;
  changedAt: string;
}

export function dataVersionStatus(db: Db): DataVersionStatus {
  const tracker = trackerOf(db);
  return { version: tracker.known, listening: tracker.listening, changedAt: new Date(tracker.changedAt).toISOString() };
}

// ---------------------------------------------------------------- write detection in this process

// Statement text only (values are bound parameters). The first table named after the verb.
const WRITE_STATEMENT = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?"?([\w.]+)"?/i;

/**
 * A drizzle logger that marks the handle `suspect` when a statement writes to a tracked
 * table: the next cached read then reads the counter first (the write has committed by then
 * unless it is still inside an open transaction, whose commit NOTIFY covers it).
 */
export function writeDetectingLogger(getDb: () => Db | undefined) {
  return {
    logQuery(query: string): void {
      const db = getDb();
      const match = db ? WRITE_STATEMENT.exec(query) : null;
      if (!db || !match) return;
      const table = match[1]!.split('.').pop()!;
      if (!UNTRACKED_TABLES.has(table)) trackerOf(db).suspect = true;
    },
  };
}

// ---------------------------------------------------------------- triggers

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Give every table of the current schema (except UNTRACKED_TABLES) the two triggers that bump
 * the counter, and remove them from untracked ones. Idempotent; run after migrations (under the
 * migration lock on PostgreSQL), so tables added by later migrations are tracked too.
 */
export async function installDataVersionTriggers(db: Db): Promise<{ added: string[]; removed: string[] }> {
  const result = (await db.execute(sql`
    SELECT c.relname AS name,
      EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'data_version_bump') AS has_row,
      EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'data_version_truncate') AS has_truncate
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r'
    ORDER BY c.relname`)) as unknown as { rows: { name: string; has_row: boolean; has_truncate: boolean }[] };
  const added: string[] = [];
  const removed: string[] = [];
  for (const { name, has_row: hasRow, has_truncate: hasTruncate } of result.rows) {
    const table = quoteIdentifier(name);
    if (UNTRACKED_TABLES.has(name)) {
      if (hasRow || hasTruncate) {
        await db.execute(sql.raw(`DROP TRIGGER IF EXISTS data_version_bump ON ${table}`));
        await db.execute(sql.raw(`DROP TRIGGER IF EXISTS data_version_truncate ON ${table}`));
        removed.push(name);
      }
      continue;
    }
    if (!hasRow) {
      await db.execute(
        sql.raw(`CREATE CONSTRAINT TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE ON ${table}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_version_bump()`),
      );
    }
    if (!hasTruncate) {
      await db.execute(
        sql.raw(`CREATE TRIGGER data_version_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump()`),
      );
    }
    if (!hasRow || !hasTruncate) added.push(name);
  }
  return { added, removed };
}

// ---------------------------------------------------------------- learning of other processes' writes

export interface WatchOptions {
  pollMs?: number;
  fallbackPollMs?: number;
  /** false: no LISTEN, poll only (tests of the fallback). */
  listen?: boolean;
  /** PostgreSQL: fence cached reads (fenceDataVersion; default true). */
  fence?: boolean;
  /** Reports listener trouble (the API passes its logger). */
  onError?: (error: Error, context: string) => void;
}

export interface DataVersionWatch {
  stop(): Promise<void>;
}

interface Watcher {
  users: number;
  stop(): Promise<void>;
}

const watchers = new WeakMap<object, Watcher>();

/**
 * Keep this process's view of the data version current until stop(): LISTEN + polling on
 * PostgreSQL, LISTEN on PGlite (one process, so nothing else can write). One watcher per
 * database handle, shared by every caller (stop() when the last one stops).
 */
export async function watchDataVersion(database: Database, options: WatchOptions = {}): Promise<DataVersionWatch> {
  const { db } = database;
  let watcher = watchers.get(db);
  if (!watcher) {
    watcher = database.pglite ? await watchPglite(database, options) : await watchPostgres(database, options);
    watchers.set(db, watcher);
  }
  watcher.users += 1;
  let stopped = false;
  const shared = watcher;
  return {
    stop: async () => {
      if (stopped) return;
      stopped = true;
      shared.users -= 1;
      if (shared.users === 0) {
        watchers.delete(db);
        await shared.stop();
      }
    },
  };
}

function reportReadError(options: WatchOptions, error: Error) {
  options.onError?.(error, 'cannot read the data version');
}

async function watchPglite(database: Database, options: WatchOptions): Promise<Watcher> {
  const { db } = database;
  const tracker = trackerOf(db);
  let unlisten: (() => Promise<void>) | null = null;
  if (options.listen !== false) {
    unlisten = await database.pglite!.listen(DATA_VERSION_CHANNEL, (payload) => observeDataVersion(db, Number(payload)));
    tracker.listening = true;
  }
  await refreshDataVersion(db).catch((error) => reportReadError(options, error as Error));
  return {
    users: 0,
    stop: async () => {
      tracker.listening = false;
      await unlisten?.().catch(() => {});
    },
  };
}

async function watchPostgres(database: Database, options: WatchOptions): Promise<Watcher> {
  const { db } = database;
  const tracker = trackerOf(db);
  const pollMs = options.pollMs ?? POLL_MS;
  const fallbackPollMs = options.fallbackPollMs ?? FALLBACK_POLL_MS;
  const report = options.onError ?? (() => {});
  let stopped = false;
  let client: pg.Client | null = null;
  let reconnectDelay = 100;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let pollTimer: NodeJS.Timeout | null = null;

  const listenerDown = (error: Error | null) => {
    if (!tracker.listening && !client) return;
    tracker.listening = false;
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    dead?.on('error', () => {});
    dead?.end().catch(() => {});
    if (error && !stopped) report(error, 'data version listener lost; polling until it reconnects');
    scheduleReconnect();
    schedulePoll(); // switch to the fast interval now
  };

  const connectListener = async () => {
    reconnectTimer = null;
    if (stopped || !database.databaseUrl) return;
    const next = new pg.Client({
      connectionString: database.databaseUrl,
      application_name: 'fusion-api data-version listener',
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    next.on('error', (error) => {
      if (client === next) listenerDown(error);
    });
    next.on('end', () => {
      if (client === next) listenerDown(new Error('connection ended'));
    });
    next.on('notification', (message) => {
      if (message.channel === DATA_VERSION_CHANNEL) observeDataVersion(db, Number(message.payload));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${DATA_VERSION_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      if (!stopped) report(error as Error, 'data version listener cannot connect; polling');
      scheduleReconnect();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    tracker.listening = true;
    reconnectDelay = 100;
    // Notifications sent while we were not listening are lost: read the counter once.
    await refreshDataVersion(db).catch(() => {});
    schedulePoll();
  };

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => void connectListener(), reconnectDelay);
    reconnectTimer.unref();
    reconnectDelay = Math.min(reconnectDelay * 2, 5000);
  };

  const poll = async () => {
    pollTimer = null;
    if (stopped) return;
    await refreshDataVersion(db).catch(() => {});
    schedulePoll();
  };

  const schedulePoll = () => {
    if (stopped) return;
    if (pollTimer) clearTimeout(pollTimer);
    pollTimer = setTimeout(() => void poll(), tracker.listening ? pollMs : fallbackPollMs);
    pollTimer.unref();
  };

  // Fence queries go over the listener's connection while it is up: they never wait for a
  // pool connection behind slow reads.
  tracker.fenced = options.fence !== false;
  tracker.reader = async () => {
    const listener = client;
    if (!listener) return readDataVersion(db);
    try {
      const result = await listener.query<{ version: string }>('SELECT version::text AS version FROM data_version WHERE id = 1');
      return Number(result.rows[0]?.version ?? 0);
    } catch {
      return readDataVersion(db); // the listener just failed: its error handler reconnects
    }
  };

  // Not fatal: a failed read leaves the tracker `suspect`, so the next cached read tries again.
  await refreshDataVersion(db).catch((error) => report(error as Error, 'cannot read the data version'));
  if (options.listen !== false) await connectListener();
  schedulePoll();

  return {
    users: 0,
    stop: async () => {
      stopped = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (pollTimer) clearTimeout(pollTimer);
      tracker.listening = false;
      tracker.fenced = false;
      tracker.reader = null;
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}

// ---------------------------------------------------------------- memoizing per version

const MEMO_ENTRIES = 500;
const memos = new WeakMap<object, Map<string, { version: number; value: unknown }>>();

/**
 * The value computed for `key` at the current data version, computed at most once per
 * version (a small LRU of MEMO_ENTRIES keys per database). Used for counts that do not
 * depend on the page, e.g. the jobs list's `count`.
 */
export async function memoizeForDataVersion<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  await ensureFreshDataVersion(db);
  const version = dataVersion(db);
  const hit = memo.get(key);
  if (hit && hit.version === version) {
    memo.delete(key); // re-insert: Map order is the LRU order
    memo.set(key, hit);
    return hit.value as T;
  }
  const value = await compute();
  if (dataVersion(db) === version) {
    memo.delete(key);
    memo.set(key, { version, value });
    if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  }
  return value;
}
