// Opening the database: embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
// Both get the same drizzle schema and the same migrations from api/drizzle/.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { API_ROOT } from '../config';
import * as schema from './schema';
import { installDataVersionTriggers, writeDetectingLogger } from './data-version';

type Schema = typeof schema;
/** The drizzle handle; the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Run `fn` while no other process opening this database runs its own `exclusive` section
   * (PostgreSQL: a session advisory lock on a dedicated connection; PGlite: one process, so
   * just runs it). Migrations and first-start seeding use it, so N processes starting at once
   * on one PostgreSQL database migrate and seed it once. Absent = runs `fn` directly.
   */
  exclusive?<T>(fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL: the connection string (the data-version listener opens its own connection). */
  databaseUrl?: string;
  /** PGlite: the embedded client (its in-process LISTEN). */
  pglite?: PGlite;
}

/** The advisory lock key of Database.exclusive (any constant; 'fusion' in ASCII). */
const STARTUP_LOCK_KEY = 0x66_75_73_69_6f_6e;

export interface OpenDatabaseOptions {
  /** postgres://… ; null/absent = PGlite. */
  databaseUrl?: string | null;
  /** PGlite data directory; null = in memory (tests). */
  dataDir?: string | null;
  /** A PGlite data directory dump (from dumpDataDir) to start from (tests). */
  loadDataDir?: Blob;
  /** Apply migrations (default true). */
  migrate?: boolean;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
}

/**
 * The planner's cost of a random page read (PostgreSQL's default is 4, meant for spinning
 * disks). Our data is in memory or on SSD: with 4 the planner seq-scans organizations for a
 * prefix tsquery instead of using the GIN index (see api/docs/performance.md).
 */
const RANDOM_PAGE_COST = 1.1;

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');
const LOCK_FILE = 'api.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no locking: two processes writing one directory corrupt it. We keep a lock
 * file with our pid next to the data and refuse to open while another live process holds it.
 */
function acquireLock(directory: string): () => void {
  fs.mkdirSync(directory, { recursive: true });
  const lockPath = path.join(directory, LOCK_FILE);
  const existing = fs.existsSync(lockPath) ? Number(fs.readFileSync(lockPath, 'utf8').trim()) : NaN;
  if (Number.isInteger(existing) && existing !== process.pid && isProcessAlive(existing)) {
    throw new Error(`The database in ${directory} is in use by process ${existing} (lock file ${lockPath}).`);
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}

export async function openPglite(options: OpenDatabaseOptions = {}): Promise<{ database: Database; client: PGlite }> {
  const directory = options.dataDir ? path.join(options.dataDir, 'pglite') : null;
  const releaseLock = directory ? acquireLock(path.dirname(directory)) : () => {};
  try {
    const client = await PGlite.create({
      ...(directory ? { dataDir: directory } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await client.exec(`SET random_page_cost = ${RANDOM_PAGE_COST}`);
    // The logger reads `db` only when a statement runs, after this line has assigned it.
    const db: Db = drizzlePglite(client, { schema, logger: writeDetectingLogger(() => db) }) as unknown as Db;
    if (options.migrate !== false) {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
      await installDataVersionTriggers(db);
    }
    const database: Database = {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
      exclusive: (fn) => fn(),
      pglite: client,
    };
    return { database, client };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  // Bigint sums come back as strings by default; our amounts fit in a double.
  pool.on('error', () => {}); // idle client errors are reported on the next query
  const db: Db = drizzlePg(pool, { schema, logger: writeDetectingLogger(() => db) }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    databaseUrl,
    exclusive: async (fn) => {
      // A dedicated connection holds the lock; fn's statements use the pool as usual.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.end().catch(() => {}); // ending the session releases the lock
      }
    },
  };
  if (options.migrate !== false) {
    try {
      await database.exclusive!(async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
        await installDataVersionTriggers(database.db);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  return database;
}

/** Open the configured database and apply migrations (no seeding: see openDatabase in app.ts). */
export async function connect(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return (await openPglite(options)).database;
}
