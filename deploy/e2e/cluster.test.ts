// The production topology (npm run start:prod, on the compiled build): several processes of the composed server on
// one port and one PostgreSQL database. Needs a PostgreSQL server (TEST_DATABASE_URL, default
// the CI one on 127.0.0.1); skipped without one.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { DEPLOY_ROOT, REPO_ROOT } from '../src/paths';
import { findFreePort } from './lib/composedServer';

const SERVER_URL = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
const WORKERS = 2;

async function admin(statement: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(statement);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const database = `fusion_cluster_${randomBytes(4).toString('hex')}`;
let available = false;
let primary: ChildProcess | null = null;
let base = '';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fusion-cluster-'));

before(async () => {
  available = await admin(`CREATE DATABASE ${database}`);
  if (!available) return;
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  const port = await findFreePort(8300);
  base = `http://localhost:${port}`;
  // As production runs it: the build (made here if the sources changed since) with plain node.
  const build = spawnSync(process.execPath, [path.join(DEPLOY_ROOT, 'scripts', 'build-server.mjs'), '--if-stale'], { stdio: 'inherit' });
  assert.equal(build.status, 0, 'scripts/build-server.mjs failed');
  primary = spawn(process.execPath, [path.join(DEPLOY_ROOT, 'dist', 'cluster.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      WEB_CONCURRENCY: String(WORKERS),
      DATABASE_URL: url.toString(),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Production refuses to start without Stripe unless test mode is asked for.
      STRIPE_MODE: 'test',
      STRIPE_SECRET_KEY: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

after(async () => {
  if (primary && primary.exitCode === null) primary.kill('SIGKILL');
  if (available) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('production topology', () => {
  it('runs several processes on one port, answers pages and reports ready', async (t) => {
    if (!available) return t.skip('no PostgreSQL server');
    // The primary's worker processes, each running the build's main.js.
    const children = spawnSync('pgrep', ['-P', String(primary!.pid), '-f', 'dist/main.js'], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean);
    assert.equal(children.length, WORKERS, `worker processes: ${children.join(', ')}`);
    const ready = (await (await fetch(`${base}/api/health/ready`)).json()) as { status: string; database: string };
    assert.deepEqual([ready.status, ready.database], ['ok', 'ok']);
    // A cold process's first render may miss the area's 300 ms budget (the page then goes out with
    // the chrome only, by design, and the log says so): every answer is a page, and the area's
    // HTML is there once the processes have rendered it (new connections go round the processes).
    let withArea = false;
    for (let attempt = 0; attempt < 2 * WORKERS + 2 && !withArea; attempt += 1) {
      const page = await fetch(`${base}/organizations/commonwealth-fusion-systems`, { headers: { connection: 'close' } });
      assert.equal(page.status, 200);
      withArea = /Commonwealth Fusion Systems/.test(await page.text());
    }
    assert.ok(withArea, 'the organization page has its area');
  });

  it('keeps a session across processes (sessions live in the database)', async (t) => {
    if (!available) return t.skip('no PostgreSQL server');
    const session = await fetch(`${base}/api/accounts/session/`, { headers: { connection: 'close' } });
    const anonymous = session.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { csrf } = (await session.json()) as { csrf: string };
    const email = `cluster-${Date.now()}@example.org`;
    const created = await fetch(`${base}/api/accounts/create-account/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: anonymous, connection: 'close' },
      body: JSON.stringify({ full_name: 'Cluster Test', username: email, password: 'a-long-unusual-passphrase-42', newsletter: false }),
    });
    assert.equal(created.status, 200, await created.clone().text());
    const cookie = created.headers.get('set-cookie')?.split(';')[0] ?? '';
    // New connections are spread over the processes: every one must know the session.
    for (let i = 0; i < 6; i += 1) {
      const info = await fetch(`${base}/api/accounts/info/`, { headers: { cookie, connection: 'close' } });
      assert.equal(info.status, 200);
      assert.equal(((await info.json()) as { username: string }).username, email);
    }
  });

  it('drains and exits on SIGTERM', async (t) => {
    if (!available) return t.skip('no PostgreSQL server');
    const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
    primary!.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 20_000))]);
    assert.equal(code, 0);
  });
});
