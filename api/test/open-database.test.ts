// openDatabase on a PGlite data directory: migrations + demo data on first open, a lock
// against a second process, and the API mounted as a plugin into a host server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { apiPlugin, openDatabase } from '../src/app';
import { queryRows } from '../src/db/helpers';
import { resolveSessionSecret } from '../src/http/secret';
import { TEST_CONFIG } from './app';

const describePglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

describePglite('openDatabase (PGlite data directory)', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-open-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('migrates, seeds the demo data once, refuses a second live process, and reopens', async () => {
    const database = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const [first] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM organizations`);
      expect(first!.n).toBeGreaterThan(10);
      expect(fs.readFileSync(path.join(dataDir, 'api.lock'), 'utf8')).toBe(String(process.pid));

      // A lock held by another live process (our parent shell) is refused.
      fs.writeFileSync(path.join(dataDir, 'api.lock'), String(process.ppid));
      await expect(openDatabase({ dataDir, databaseUrl: null })).rejects.toThrow(/in use by process/);
      fs.writeFileSync(path.join(dataDir, 'api.lock'), String(process.pid));
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'api.lock'))).toBe(false);

    // A stale lock (dead pid) does not block; data persists and is not seeded twice.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    fs.writeFileSync(path.join(dataDir, 'api.lock'), String(dead));
    const reopened = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const [again] = await queryRows<{ n: number; dupes: number }>(
        reopened.db,
        sql`SELECT count(*)::int AS n, (count(*) - count(DISTINCT slug))::int AS dupes FROM organizations`,
      );
      expect(again!.dupes).toBe(0);
      expect(again!.n).toBeGreaterThan(10);
    } finally {
      await reopened.close();
    }
    // Two opens of a data directory, each migrating and (the first) seeding the whole demo data:
    // about 25 s on a quiet 2-core machine, over 60 s when it is busy.
  }, 180_000);

  test('the session secret is generated once per data directory and kept', () => {
    const first = resolveSessionSecret(null, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(null, dataDir)).toBe(first);
    expect(resolveSessionSecret('from-env', dataDir)).toBe('from-env');
  });
});

test('apiPlugin lives under /api with its own 404, leaving the host not-found handler alone', async () => {
  const host = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  host.setNotFoundHandler((_request, reply) => reply.status(404).type('text/html').send('<h1>host page</h1>'));
  host.get('/', async () => 'home');
  host.post('/host-form', async () => 'ok');
  const noDatabase = { db: {} as never, kind: 'pglite' as const, close: async () => {} };
  await host.register(apiPlugin, { database: noDatabase, config: TEST_CONFIG });
  const apiMissing = await host.inject({ method: 'GET', url: '/api/v1/missing/' });
  expect(apiMissing.statusCode).toBe(404);
  expect(JSON.parse(apiMissing.body).message).toMatch(/No API route/);
  const pageMissing = await host.inject({ method: 'GET', url: '/organizations/x' });
  expect(pageMissing.body).toBe('<h1>host page</h1>');
  expect((await host.inject({ method: 'GET', url: '/api/server-details' })).json()).toMatchObject({ githash: 'abc1234' });
  // The host's own POST routes are not under the API's CSRF rule.
  expect((await host.inject({ method: 'POST', url: '/host-form' })).statusCode).toBe(200);
  await host.close();
});
