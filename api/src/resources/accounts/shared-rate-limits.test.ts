// The account, contribution and newsletter rate limits are counted in the database
// (src/http/rate-limit-store.ts), so N API processes on one database do not give a client
// N × the attempts. Two API instances (buildApp twice) on one database — on PostgreSQL
// (TEST_DATABASE_URL) through two connection pools, as two processes would — count the
// attempts together, whichever instance each reaches; a restart keeps the count; windows end
// and ended rows are pruned; the failed sign-in alert goes out once between them. The search
// limit stays per process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { lockAfter, PRUNE_INTERVAL_MS } from '../../http/rate-limit-store';
import { anonymousCsrf, json, TEST_CONFIG } from '../../../test/app';
import { Browser, createUser, mailTo, uniqueEmail } from '../../../test/accounts';
import { openTestDatabase } from '../../../test/db';
import { RATE_LIMITS, SIGN_IN_ALERT_INTERVAL } from './rate-limits';

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-outbox-'));
const config = {
  ...TEST_CONFIG,
  smtpUrl: null,
  mailOutboxDir: outboxDir,
  rateLimits: { search: { max: 3, timeWindow: 60_000 }, newsletter: { max: 4, timeWindow: 3_600_000 } },
};

let database: Database;
/** PostgreSQL: a second pool on the same database (another process's); PGlite: the same handle. */
let second: Database;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  second = database.kind === 'postgres' ? await openPostgres(database.databaseUrl!, { migrate: false, poolSize: 2 }) : database;
  a = await buildApp({ database, config });
  b = await buildApp({ database: second, config });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  if (second && second !== database) await second.close();
  await database?.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});
afterEach(() => jest.restoreAllMocks());

let address = 0;
const freshIp = () => `127.3.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

async function browserAt(app: FastifyInstance, ip: string): Promise<Browser> {
  const browser = new Browser(app, { ip });
  await browser.session();
  return browser;
}

const attempt = (browser: Browser, username: string, password: string) =>
  browser.call('POST', '/api/accounts/login/', { form: { username, password } });

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode).toBe(429);
  expect(json(response).message).toMatch(/^Too many attempts\. Try again in \d+ (seconds|minutes?|hours)\.$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

test(`login per account: ${RATE_LIMITS.login.account.max} failures spread over two instances, then 429 from either; one alert between them`, async () => {
  const { max } = RATE_LIMITS.login.account;
  const user = await createUser(database.db);
  // A device that signed in before, through one instance, is known to the other too.
  const known = await browserAt(a, freshIp());
  expect((await known.login(user.email, user.password)).statusCode).toBe(302);
  for (let i = 0; i < max; i += 1) {
    const browser = await browserAt(i % 2 ? b : a, freshIp());
    expect((await attempt(browser, user.email, `guess-${i}`)).statusCode).toBe(200);
  }
  // Each instance saw only half the attempts: counted per process, both would let this through.
  const refused = [];
  for (const app of [a, b, a, b]) refused.push(await attempt(await browserAt(app, freshIp()), user.email, user.password));
  for (const response of refused) expectLimited(response);
  expect(refused.map((response) => Number(response.headers['retry-after']))).toEqual(
    [1, 2, 3, 4].map((n) => lockAfter(max + n, RATE_LIMITS.login.account) / 1000),
  );
  const elsewhere = new Browser(b, { ip: freshIp() });
  for (const [name, value] of known.cookies) elsewhere.cookies.set(name, value);
  await elsewhere.session();
  expect((await elsewhere.login(user.email, user.password)).statusCode).toBe(302);

  // A second burst through the other instance: still the one alert.
  for (let i = 0; i < 3; i += 1) expectLimited(await attempt(await browserAt(i % 2 ? a : b, freshIp()), user.email, `again-${i}`));
  expect(mailTo(outboxDir, user.email).map((mail) => mail.headers.subject)).toEqual([
    'Failed sign-in attempts on your Fusion Energy Directory account',
  ]);
});

test(`login per IP: ${RATE_LIMITS.login.ip.max} attempts spread over two instances, then 429 from either`, async () => {
  const { max } = RATE_LIMITS.login.ip;
  const ip = freshIp();
  const browsers = [await browserAt(a, ip), await browserAt(b, ip)];
  for (let i = 0; i < max; i += 1) {
    expect((await attempt(browsers[i % 2]!, uniqueEmail('spray'), 'wrong-password')).statusCode).toBe(200);
  }
  const user = await createUser(database.db);
  for (const browser of browsers) expectLimited(await attempt(browser, user.email, user.password));
  // Another address is not affected.
  expect((await (await browserAt(b, freshIp())).login(user.email, user.password)).statusCode).toBe(302);
});

test('resetpwlink per email: the email quota holds across instances', async () => {
  const { max } = RATE_LIMITS.resetLink.account;
  const user = await createUser(database.db);
  const url = `/api/accounts/resetpwlink/?email=${encodeURIComponent(user.email)}`;
  for (let i = 0; i < max; i += 1) expect((await (await browserAt(i % 2 ? a : b, freshIp())).call('GET', url)).statusCode).toBe(200);
  for (const app of [a, b]) {
    const response = await (await browserAt(app, freshIp())).call('GET', url);
    expect([response.statusCode, json(response)]).toEqual([
      200,
      { message: 'A reset link was sent to this address recently, check your email.' },
    ]);
  }
  expect(mailTo(outboxDir, user.email)).toHaveLength(max);
});

test('newsletter: shared across instances; search: counted per process', async () => {
  const subscribe = async (app: FastifyInstance, email: string) => {
    const { cookie, csrf } = await anonymousCsrf(app);
    return app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/',
      headers: { cookie, 'x-csrftoken': csrf, 'x-forwarded-for': '203.0.113.50' },
      payload: { email },
    });
  };
  for (let i = 0; i < 4; i += 1) expect((await subscribe(i % 2 ? b : a, `shared-${i}@example.org`)).statusCode).toBe(200);
  for (const app of [a, b]) expect((await subscribe(app, 'one-more@example.org')).statusCode).toBe(429);

  const search = (app: FastifyInstance) =>
    app.inject({ url: '/api/v1/search/?query=tok', headers: { 'x-forwarded-for': '198.51.100.50' } });
  for (let i = 0; i < 3; i += 1) expect((await search(a)).statusCode).toBe(200);
  expect((await search(a)).statusCode).toBe(429);
  expect((await search(b)).statusCode).toBe(200); // its own count: no database write per search
});

test('the count survives a restart of the instance; the table holds no email or address', async () => {
  const { max } = RATE_LIMITS.createAccount.account;
  const email = uniqueEmail('restart');
  const create = async (app: FastifyInstance) =>
    (await browserAt(app, freshIp())).call('POST', '/api/accounts/create-account/', {
      json: { full_name: 'R', username: email, password: '' },
    });
  const first = await buildApp({ database, config });
  for (let i = 0; i < max; i += 1) expect(json(await create(first))).toEqual({ message: 'Neither email nor password may be blank' });
  await first.close();
  const restarted = await buildApp({ database, config });
  try {
    expectLimited(await create(restarted));
  } finally {
    await restarted.close();
  }
  const keys = await queryRows<{ key: string }>(database.db, sql`SELECT key FROM rate_limit_counters`);
  expect(keys.length).toBeGreaterThan(0);
  for (const { key } of keys) expect(key).toMatch(/^[\w-]{43}$/); // an HMAC-SHA-256, base64url
});

test('a window ends: the next attempt starts a new count; ended rows are pruned', async () => {
  const { max, maxLock } = RATE_LIMITS.login.account;
  const user = await createUser(database.db);
  for (let i = 0; i < max; i += 1) expect((await attempt(await browserAt(a, freshIp()), user.email, `guess-${i}`)).statusCode).toBe(200);
  expectLimited(await attempt(await browserAt(b, freshIp()), user.email, user.password));

  const before = await queryRows<{ count: number }>(database.db, sql`SELECT count(*)::int AS count FROM rate_limit_counters`);
  // Past the longest-lived rows (a used-up sign-in budget, the alert, the daily reset-link quota).
  const later =
    Date.now() + Math.max(maxLock, SIGN_IN_ALERT_INTERVAL, RATE_LIMITS.resetLink.accountDaily.timeWindow, PRUNE_INTERVAL_MS) + 1000;
  jest.spyOn(Date, 'now').mockReturnValue(later);
  // One attempt in each instance: each deletes the ended windows (its prune is due) and counts anew.
  expect((await (await browserAt(b, freshIp())).login(user.email, user.password)).statusCode).toBe(302);
  expect((await attempt(await browserAt(a, freshIp()), user.email, 'wrong-again')).statusCode).toBe(200);
  const rows = await queryRows<{ hits: number; reset_at: string }>(
    database.db,
    sql`SELECT hits, reset_at::text FROM rate_limit_counters ORDER BY reset_at`,
  );
  // Left: the two new addresses' windows, and the account's new window with the failure only.
  expect(before[0]!.count).toBeGreaterThan(rows.length);
  expect(rows.map((row) => row.hits).sort()).toEqual([1, 1, 1]);
  for (const row of rows) expect(Date.parse(row.reset_at)).toBeGreaterThan(later);
});
