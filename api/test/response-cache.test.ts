// The response cache (src/http/response-cache.ts) and the data version it is keyed by
// (src/db/data-version.ts): every public GET cached with ETag/304 and Cache-Control, no stale
// answer after a write, and the private rule (session cookie, markPrivate, per-user routes).
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { etagMatches, installResponseCache, markPrivate, ResponseCache } from '../src/http/response-cache';
import { anonymousCsrf, json, startTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const LIST = '/api/v1/organizations/?page_size=9999&minimal=true';
const SIGNED_IN = { cookie: 'sessionid=some-session-token' };

test('a list answers an ETag and 304 when If-None-Match matches', async () => {
  const first = await get(LIST);
  const etag = first.headers.etag as string;
  expect(first.statusCode).toBe(200);
  expect(etag).toMatch(/^"[\w-]+"$/);

  const again = await get(LIST);
  expect(again.statusCode).toBe(200);
  expect(again.headers['x-cache']).toBe('hit');
  expect(again.headers.etag).toBe(etag);
  expect(again.body).toBe(first.body);
  expect(again.headers['content-type']).toMatch(/^application\/json/);

  const notModified = await get(LIST, { 'if-none-match': `"other", ${etag}` });
  expect(notModified.statusCode).toBe(304);
  expect(notModified.body).toBe('');
  expect((await get(LIST, { 'if-none-match': '"other"' })).statusCode).toBe(200);
});

// Every public GET of docs/product/api.md §7 (issue 8: details, lists, tags, supply chain, jobs, articles,
// activity logs, search).
const PUBLIC_GETS = [
  '/api/v1/organizations/?tag=all',
  '/api/v1/organizations/get-tags/',
  '/api/v1/organizations/commonwealth-fusion-systems/',
  '/api/v1/projects/',
  '/api/v1/projects/by-concept/',
  '/api/v1/projects/sparc/',
  '/api/v1/supply-chain/',
  '/api/v1/supply-chain/get-categories/',
  '/api/v1/jobs/',
  '/api/v1/jobs/get-tags/',
  '/api/v1/articles/',
  '/api/v1/articles/recent-articles/',
  '/api/v1/activity-logs/',
  '/api/v1/stats/',
  '/api/v1/search/?query=tok',
];

test.each(PUBLIC_GETS)('%s is cached: miss then hit, ETag, public Cache-Control, 304', async (url) => {
  const first = await get(url);
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  const second = await get(url);
  expect(second.headers['x-cache']).toBe('hit');
  expect(second.body).toBe(first.body);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
  expect((await get(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
});

test('an article detail is cached too', async () => {
  const [article] = json(await get('/api/v1/articles/')).results;
  const url = `/api/v1/articles/${article.slug}/`;
  await get(url);
  expect((await get(url)).headers['x-cache']).toBe('hit');
});

test('a write through the database makes cached lists and job counts stale', async () => {
  const before = await get(LIST);
  const jobsBefore = json(await get('/api/v1/jobs/?page_size=1'));
  expect(json(await get('/api/v1/jobs/?page_size=1&page=2')).count).toBe(jobsBefore.count);

  // Straight after the commits, no waiting for the notification: this process sent them.
  const [organization] = json(before).results;
  await t.database.db.execute(sql`UPDATE organizations SET display_name = 'Aaa Renamed' WHERE id = ${organization.id}`);
  await t.database.db.execute(sql`INSERT INTO jobs (organization_id, title, locations, locations_text, job_type, job_mode, website_url)
    SELECT organization_id, 'Cache Test Job', locations, locations_text, job_type, job_mode, website_url FROM jobs LIMIT 1`);

  const after = await get(LIST, { 'if-none-match': before.headers.etag as string });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(json(after).results.map((o: { display_name: string }) => o.display_name)).toContain('Aaa Renamed');
  // Page 2 reuses the memoized count of the same filters: it must be the new one too.
  expect(json(await get('/api/v1/jobs/?page_size=1&page=2')).count).toBe(jobsBefore.count + 1);
});

test('a write to an untracked table (newsletter) keeps the caches', async () => {
  await get(LIST);
  expect((await get(LIST)).headers['x-cache']).toBe('hit');
  const { cookie, csrf } = await anonymousCsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/',
    headers: { cookie, 'x-csrftoken': csrf },
    payload: { email: 'cache@example.org' },
  });
  expect(response.statusCode).toBe(200);
  expect((await get(LIST)).headers['x-cache']).toBe('hit');
});

test("signed-in visitors never share a 'visitor' route's answer; they share 'public' ones, privately", async () => {
  const detail = '/api/v1/organizations/commonwealth-fusion-systems/';
  await get(detail);
  expect((await get(detail)).headers['x-cache']).toBe('hit');
  const signedIn = await get(detail, SIGNED_IN);
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.headers['x-cache']).toBe('bypass');
  expect(signedIn.headers['cache-control']).toBe('private, no-store');
  expect(signedIn.headers.etag).toBeUndefined();
  // …and what they got was not stored for the next anonymous visitor either.
  expect((await get(detail)).headers['x-cache']).toBe('hit');

  const tags = '/api/v1/jobs/get-tags/';
  await get(tags);
  const publicSignedIn = await get(tags, { cookie: `anonid=x; ${SIGNED_IN.cookie}` });
  expect(publicSignedIn.headers['x-cache']).toBe('hit');
  expect(publicSignedIn.headers['cache-control']).toBe('private, no-cache');
  // The HTTPS name of the cookie counts too; an empty one (a signed-out browser) does not.
  expect((await get(detail, { cookie: '__Host-sessionid=abc' })).headers['x-cache']).toBe('bypass');
  expect((await get(detail, { cookie: 'sessionid=' })).headers['x-cache']).toBe('hit');
});

test('per-user routes (/api/accounts/) are never cached and say private', async () => {
  const first = await get('/api/accounts/session/');
  const second = await get('/api/accounts/session/');
  expect(first.headers['x-cache']).toBeUndefined();
  expect(first.headers['cache-control']).toMatch(/no-store/);
  expect(json(first).csrf).not.toBe(json(second).csrf); // two anonymous visitors, two tokens
});

test('search: one entry per normalized query and page; next is canonical', async () => {
  const first = await get('/api/v1/search/?query=Tokamak%20EN&page_size=1');
  expect(json(first).next).toBe('/api/v1/search/?query=tokamak+en&page_size=1&page=2');
  const respelled = await get('/api/v1/search/?query=%20tokamak%20%20en!&page_size=1');
  expect(respelled.headers['x-cache']).toBe('hit');
  expect(respelled.body).toBe(first.body);
  const page2 = await get(json(first).next);
  expect(page2.headers['x-cache']).toBe('miss');
  expect(json(page2).results[0]).not.toEqual(json(first).results[0]);
});

test('errors are neither cached nor kept by a CDN', async () => {
  for (const url of ['/api/v1/organizations/?page_size=0', '/api/v1/organizations/no-such-organization/']) {
    const bad = await get(url);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers['cache-control']).toBe('no-store');
    expect((await get(url)).headers['x-cache']).not.toBe('hit');
  }
});

describe('a handler can make its answer private', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    installResponseCache(app, t.database.db, { maxAge: 5, staleWhileRevalidate: 7 });
    let calls = 0;
    app.get('/private-when-asked', { config: { responseCache: { scope: 'public' } } }, async (request, reply) => {
      calls += 1;
      if ((request.query as { mine?: string }).mine) markPrivate(reply);
      return { calls };
    });
    app.get('/sets-a-cookie', { config: { responseCache: { scope: 'public' } } }, async (_request, reply) => {
      calls += 1;
      reply.header('set-cookie', 'x=1');
      return { calls };
    });
    app.get('/not-opted-in', async () => ({ calls: ++calls }));
    await app.ready();
  });
  afterAll(() => app.close());

  test('markPrivate: not stored, private, never served to another request', async () => {
    const mine = await app.inject({ url: '/private-when-asked?mine=1' });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-cache']).toBe('bypass');
    const again = await app.inject({ url: '/private-when-asked?mine=1' });
    expect(again.json().calls).toBeGreaterThan(mine.json().calls);
    // The same route's public answers are cached with the configured Cache-Control.
    const shared = await app.inject({ url: '/private-when-asked' });
    expect(shared.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=7');
    expect((await app.inject({ url: '/private-when-asked' })).json()).toEqual(shared.json());
  });

  test('an answer setting a cookie is not stored; routes that did not opt in are untouched', async () => {
    const first = await app.inject({ url: '/sets-a-cookie' });
    expect((await app.inject({ url: '/sets-a-cookie' })).json().calls).toBeGreaterThan(first.json().calls);
    const plain = await app.inject({ url: '/not-opted-in' });
    expect(plain.headers['cache-control']).toBeUndefined();
    expect(plain.headers.etag).toBeUndefined();
  });
});

test('the cache evicts the least recently used entries beyond its size or entry count', () => {
  const cache = new ResponseCache(10);
  cache.set('a', 1, '12345');
  cache.set('b', 1, '12345');
  expect(cache.get('a', 1)?.body.toString()).toBe('12345'); // a is now the most recent
  cache.set('c', 1, '12345');
  expect(cache.get('b', 1)).toBeUndefined();
  expect(cache.get('a', 1)).toBeDefined();
  expect(cache.get('a', 2)).toBeUndefined(); // another data version
  expect(cache.get('a', 1)).toBeUndefined(); // and the stale entry is gone

  const bounded = new ResponseCache(1e9, 3);
  for (const key of ['q1', 'q2', 'q3', 'q4']) bounded.set(key, 1, '{}');
  expect(bounded.size).toBe(3);
  expect(bounded.get('q1', 1)).toBeUndefined();
});

test('If-None-Match parsing', () => {
  expect(etagMatches(undefined, '"x"')).toBe(false);
  expect(etagMatches('"x"', '"x"')).toBe(true);
  expect(etagMatches('W/"x"', '"x"')).toBe(true);
  expect(etagMatches('"y", "x"', '"x"')).toBe(true);
  expect(etagMatches('*', '"x"')).toBe(true);
  expect(etagMatches('"y"', '"x"')).toBe(false);
});
