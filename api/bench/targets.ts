// Where the benchmark dataset lives, and reusing it between runs.
//   PGlite: a data directory under os.tmpdir() (or BENCH_DATA_DIR), named after the dataset key.
//   PostgreSQL: the dedicated database `bench_fusion` on BENCH_PG_URL (default
//   postgres://postgres@127.0.0.1:5432); its COMMENT holds the dataset key. Never `test`.
// The dataset key hashes the generator's source, the migrations and the scale, so any
// change to the schema or the generator regenerates instead of benchmarking stale rows.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, MIGRATIONS_FOLDER } from '../src/db/database';
import { DATASET_VERSION, generateDataset, type DatasetCounts } from './generate';

const BENCH_DATABASE = 'bench_fusion';
const DEFAULT_SERVER_URLS = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];
const READY_FILE = 'bench-dataset.json';

export interface PreparedTarget {
  kind: 'pglite' | 'postgres';
  /** PGlite: the data directory (as `dataDir` for openPglite). */
  dataDir: string | null;
  /** PostgreSQL: the bench database's URL. */
  databaseUrl: string | null;
  counts: DatasetCounts;
  /** Seconds spent generating; null when an existing dataset was reused. */
  generationSeconds: number | null;
}

interface ReadyMarker {
  key: string;
  counts: DatasetCounts;
  generationSeconds: number;
}

function datasetKey(scale: number): string {
  const hash = crypto.createHash('sha256');
  hash.update(`v${DATASET_VERSION} scale=${scale}\n`);
  hash.update(fs.readFileSync(path.join(__dirname, 'generate.ts')));
  for (const file of fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function generateInto(options: { dataDir?: string; databaseUrl?: string }, scale: number, log: (line: string) => void) {
  const database = await connect({ dataDir: options.dataDir ?? null, databaseUrl: options.databaseUrl ?? null });
  try {
    const started = Date.now();
    const counts = await generateDataset(database.db, { scale, log });
    return { counts, generationSeconds: (Date.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/** A PGlite directory holding the dataset: reused when its key matches, else built anew. */
export async function preparePglite(options: { scale: number; regenerate: boolean; log: (line: string) => void }): Promise<PreparedTarget> {
  const key = datasetKey(options.scale);
  const dataDir = process.env.BENCH_DATA_DIR?.trim() || path.join(os.tmpdir(), `fusion-bench-pglite-${key}`);
  const readyPath = path.join(dataDir, READY_FILE);
  if (!options.regenerate && fs.existsSync(readyPath)) {
    const marker = JSON.parse(fs.readFileSync(readyPath, 'utf8')) as ReadyMarker;
    if (marker.key === key) {
      options.log(`Reusing the PGlite dataset in ${dataDir} (generated in ${marker.generationSeconds.toFixed(1)} s).`);
      return { kind: 'pglite', dataDir, databaseUrl: null, counts: marker.counts, generationSeconds: null };
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  options.log(`Generating the PGlite dataset in ${dataDir} …`);
  const { counts, generationSeconds } = await generateInto({ dataDir }, options.scale, options.log);
  const marker: ReadyMarker = { key, counts, generationSeconds };
  fs.writeFileSync(readyPath, JSON.stringify(marker, null, 2));
  return { kind: 'pglite', dataDir, databaseUrl: null, counts, generationSeconds };
}

/** The same server, another database. */
function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** An admin connection to the server's `postgres` database (role postgres, else root), or null. */
async function connectAdmin(log: (line: string) => void): Promise<{ admin: pg.Client; serverUrl: string } | null> {
  const candidates = process.env.BENCH_PG_URL ? [withDatabase(process.env.BENCH_PG_URL, 'postgres')] : DEFAULT_SERVER_URLS;
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      return { admin: client, serverUrl: url };
    } catch (error) {
      log(`  (cannot connect to ${url}: ${(error as Error).message})`);
      await client.end().catch(() => {});
    }
  }
  return null;
}

/**
 * The `bench_fusion` database holding the dataset, or null when no server answers.
 * Reused when its comment carries the current key; otherwise dropped and rebuilt.
 */
export async function preparePostgres(options: {
  scale: number;
  regenerate: boolean;
  log: (line: string) => void;
}): Promise<PreparedTarget | null> {
  const connection = await connectAdmin(options.log);
  if (!connection) return null;
  const { admin, serverUrl } = connection;
  const key = datasetKey(options.scale);
  const databaseUrl = withDatabase(serverUrl, BENCH_DATABASE);
  try {
    const existing = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [BENCH_DATABASE],
    );
    const comment = existing.rows[0]?.comment;
    if (!options.regenerate && comment?.startsWith(`${key} `)) {
      const marker = JSON.parse(comment.slice(key.length + 1)) as Omit<ReadyMarker, 'key'>;
      options.log(`Reusing the PostgreSQL database ${BENCH_DATABASE} (generated in ${marker.generationSeconds.toFixed(1)} s).`);
      return { kind: 'postgres', dataDir: null, databaseUrl, counts: marker.counts, generationSeconds: null };
    }
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
    options.log(`Generating the PostgreSQL dataset in ${BENCH_DATABASE} …`);
    const { counts, generationSeconds } = await generateInto({ databaseUrl }, options.scale, options.log);
    const marker = JSON.stringify({ counts, generationSeconds }).replace(/'/g, "''");
    await admin.query(`COMMENT ON DATABASE ${BENCH_DATABASE} IS '${key} ${marker}'`);
    return { kind: 'postgres', dataDir: null, databaseUrl, counts, generationSeconds };
  } finally {
    await admin.end();
  }
}
