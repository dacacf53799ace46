// Running the API (src/http/operations.ts, src/server.ts, src/http/rate-limits.ts): health
// checks, request ids in the logs, rate limits answering 429 with Retry-After, and graceful
// shutdown that lets in-flight requests finish before the database closes.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { apiPlugin, buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { apiServerOptions, gracefulShutdown, trustProxyOf } from '../src/http/operations';
import { parseRateLimits } from '../src/http/rate-limits';
import { startServer } from '../src/server';
import { anonymousCsrf, json, TEST_CONFIG } from './app';
import { openTestDatabase } from './db';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

test('GET /api/health/live and /api/health/ready (which asks the database)', async () => {
  const app = await buildApp({ database, config: TEST_CONFIG });
  try {
    const live = await app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok', data_version: expect.any(Number) });
  } finally {
    await app.close();
  }
});

test('ready answers 503 when the database does not answer', async () => {
  const broken = {
    db: { execute: async () => Promise.reject(new Error('connection refused')) } as never,
    kind: 'postgres' as const,
    close: async () => {},
  };
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, { database: broken, config: TEST_CONFIG });
  try {
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});

test('request ids: an incoming X-Request-Id is kept (and logged), a bad one replaced', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ ...apiServerOptions({ logger: true }), logger: { level: 'info', stream } });
  await app.register(apiPlugin, { database, config: TEST_CONFIG });
  try {
    const kept = await app.inject({ url: '/api/server-details', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await app.inject({ url: '/api/server-details', headers: { 'x-request-id': 'no spaces <allowed>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await app.inject({ url: '/api/server-details' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-request-id']).not.toBe(replaced.headers['x-request-id']);
    // pino JSON lines: "incoming request" and "request completed", both with the id.
    const ours = lines.filter((line) => line.reqId === 'lb-1234.abc');
    expect(ours.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(ours[1]).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });
  } finally {
    await app.close();
  }
});

test('TRUST_PROXY and the rate-limit settings parse safely', () => {
  expect(trustProxyOf(undefined)).toBe('loopback');
  expect(trustProxyOf('true')).toBe(true);
  expect(trustProxyOf('2')).toBe(2);
  expect(trustProxyOf('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  expect(parseRateLimits({})).toEqual({
    search: { max: 300, timeWindow: 60_000 },
    newsletter: { max: 10, timeWindow: 3_600_000 },
  });
  expect(parseRateLimits({ API_SEARCH_RATE_LIMIT: '5', API_NEWSLETTER_RATE_LIMIT: 'off' })).toEqual({
    search: { max: 5, timeWindow: 60_000 },
    newsletter: null,
  });
  expect(parseRateLimits({ API_SEARCH_RATE_LIMIT: 'lots' }).search).toEqual({ max: 300, timeWindow: 60_000 });
  expect(parseRateLimits({ API_RATE_LIMITS: 'off' })).toEqual({ search: null, newsletter: null });
});

describe('rate limits', () => {
  const rateLimits = { search: { max: 3, timeWindow: 60_000 }, newsletter: { max: 2, timeWindow: 3_600_000 } };
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ database, config: { ...TEST_CONFIG, rateLimits } });
  });
  afterAll(() => app.close());

  // Behind a proxy on the same machine (the default TRUST_PROXY), X-Forwarded-For is the client.
  const search = (client: string, query = 'tok') =>
    app.inject({ url: `/api/v1/search/?query=${query}`, headers: { 'x-forwarded-for': client } });

  test('search: 429 with Retry-After past the limit, cache hits included; per client address', async () => {
    for (let i = 0; i < 3; i++) expect((await search('198.51.100.7', i === 2 ? 'sparc' : 'tok')).statusCode).toBe(200);
    const limited = await search('198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(limited).message).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect((await search('198.51.100.8')).statusCode).toBe(200); // another visitor
  });

  test('newsletter: 429 with Retry-After past the limit', async () => {
    const { cookie, csrf } = await anonymousCsrf(app);
    const subscribe = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/newsletter/',
        headers: { cookie, 'x-csrftoken': csrf, 'x-forwarded-for': '203.0.113.9' },
        payload: { email },
      });
    expect((await subscribe('one@example.org')).statusCode).toBe(200);
    expect((await subscribe('two@example.org')).statusCode).toBe(200);
    const limited = await subscribe('three@example.org');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(json(limited).message).toMatch(/Too many requests/);
  });
});

test('graceful shutdown: ready turns 503, in-flight requests finish, then the database closes', async () => {
  const own = await openTestDatabase();
  let closed = false;
  const tracked: Database = {
    ...own,
    close: async () => {
      closed = true;
      await own.close();
    },
  };
  const server = await startServer({
    database: tracked,
    config: { ...TEST_CONFIG, port: 0 },
    handleSignals: false,
    configure: (app) => {
      app.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { done: true };
      });
    },
  });
  const inFlight = fetch(`${server.url}/slow`).then(async (response) => ({ status: response.status, body: await response.json() }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const closing = gracefulShutdown(server.app, { delayMs: 150, timeoutMs: 5000 });
  const ready = await fetch(`${server.url}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'draining' });
  expect(await inFlight).toEqual({ status: 200, body: { done: true } });
  expect(await closing).toBe(true);
  expect(closed).toBe(true);
  await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();
});
