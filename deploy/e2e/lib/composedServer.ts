// Starts the composed server (src/server/main.ts under tsx) as a child process on its own port,
// data directory and deploy state, for the browser tests and the measurements. Its database is
// PGlite in the data directory, or with E2E_DATABASE_URL (a PostgreSQL server) a fresh database
// on that server, dropped on stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { releaseAll } from '../../src/cli/buildAndRelease';
import { DEPLOY_ROOT, REPO_ROOT } from '../../src/paths';

/** The first port from `start` on which nothing listens. */
export async function findFreePort(start = 8181, attempts = 50): Promise<number> {
  for (let port = start; port < start + attempts; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen({ port, host: '127.0.0.1' }, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${start}–${start + attempts - 1}`);
}

async function waitForReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}).`);
    try {
      const response = await fetch(`${baseUrl}/api/server-details`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server at ${baseUrl} was not ready within ${timeoutMs / 1000} s.`);
}

/**
 * The staff account every composed test server starts with (api/docs/accounts.md "Staff": created or
 * updated at start from STAFF_EMAIL and STAFF_PASSWORD); test files read it from their
 * environment (run.ts exports the server's env). extraEnv may name another one.
 */
export const E2E_STAFF = { email: 'e2e-staff-reviewer@example.com', password: 'review-queue-e2e-password-31' } as const;

/** Runs one statement on the PostgreSQL server (its maintenance connection). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * E2E_DATABASE_URL set: a new database on that server for this run (its URL), so that other
 * processes (npm run data:check -- --db) can read what the site serves while it runs; PGlite
 * allows one process per data directory. Unset: '' (PGlite in DATA_DIR, whatever DATABASE_URL
 * the shell has).
 */
async function createDatabase(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const serverUrl = process.env.E2E_DATABASE_URL?.trim();
  if (!serverUrl) return { databaseUrl: '', drop: async () => {} };
  const name = `fusion_e2e_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface ComposedServer {
  baseUrl: string;
  env: Record<string, string>;
  tempRoot: string;
  stop(): Promise<void>;
}

/**
 * Releases the current dist/ folders into a fresh temporary deploy state and starts the
 * server on a free port with a fresh database.
 */
export async function startComposedServer({
  port: preferredPort = 8181,
  quiet = true,
  extraEnv = {} as Record<string, string>,
} = {}): Promise<ComposedServer> {
  const tempRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-e2e-'));
  const env: Record<string, string> = {
    DATA_DIR: path.join(tempRoot, 'data'),
    DEPLOY_STATE_DIR: path.join(tempRoot, 'state'),
    DEPLOY_RELEASES_DIR: path.join(tempRoot, 'releases'),
    MAIL_OUTBOX_DIR: path.join(tempRoot, 'outbox'),
    STAFF_EMAIL: E2E_STAFF.email,
    STAFF_PASSWORD: E2E_STAFF.password,
    ...extraEnv,
  };
  await releaseAll({ releasesDir: env.DEPLOY_RELEASES_DIR!, stateDir: env.DEPLOY_STATE_DIR! }, () => {});
  const database = 'DATABASE_URL' in extraEnv ? { databaseUrl: extraEnv.DATABASE_URL!, drop: async () => {} } : await createDatabase();
  env.DATABASE_URL = database.databaseUrl;

  const port = await findFreePort(preferredPort);
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(DEPLOY_ROOT, 'src', 'server', 'main.ts')], {
    cwd: REPO_ROOT,
    // SITE_URL: links in emails (verification, reset) point at this server.
    env: { ...process.env, ...env, PORT: String(port), SITE_URL: baseUrl },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (!quiet) process.stderr.write(chunk);
  });

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await database.drop();
    await fs.rm(tempRoot, { recursive: true, force: true });
  };

  try {
    await waitForReady(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr.slice(-4000)}`);
  }
  return { baseUrl, env, tempRoot, stop };
}
