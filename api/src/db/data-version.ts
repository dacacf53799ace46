// The data version: a counter per open database that every write bumps. Caches of
// public data (src/http/response-cache.ts, memoizeForDataVersion below) key their entries
// by it, so a write makes every cached answer stale at once — no per-entry invalidation.
//
// Where it is bumped (the one place to know):
//   - automatically, by the drizzle logger installed in connect() (src/db/database.ts),
//     for every INSERT/UPDATE/DELETE/TRUNCATE statement sent through the drizzle handle,
//     including inside transactions;
//   - once more after every POST/PUT/PATCH/DELETE under /api has answered (src/app.ts), so a
//     read that ran while a write transaction was still uncommitted cannot stay cached;
//   - by hand: code that writes in a transaction outside a request (seed loader, scripts)
//     calls bumpDataVersion(db) after the commit.
// The version lives in this process: another process writing to the same PostgreSQL
// database is not seen (the API runs as one process; see api/README.md).
import type { Db } from './database';

const versions = new WeakMap<object, { value: number }>();

function counterOf(db: Db): { value: number } {
  let counter = versions.get(db);
  if (!counter) {
    counter = { value: 0 };
    versions.set(db, counter);
  }
  return counter;
}

/** The current data version of a database handle. */
export function dataVersion(db: Db): number {
  return counterOf(db).value;
}

/** Mark every cached answer of this database as stale. */
export function bumpDataVersion(db: Db): void {
  counterOf(db).value += 1;
}

// Statement text only (values are bound parameters), so a false positive merely bumps.
const WRITE_STATEMENT = /\b(insert\s+into|update\s|delete\s+from|truncate|merge\s+into)\b/i;

/** A drizzle logger that bumps the version of `getDb()` whenever a statement writes. */
export function writeDetectingLogger(getDb: () => Db | undefined) {
  return {
    logQuery(query: string): void {
      const db = getDb();
      if (db && WRITE_STATEMENT.test(query)) bumpDataVersion(db);
    },
  };
}

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
