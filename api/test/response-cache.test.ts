// The response cache of the big lists (src/http/response-cache.ts) and the data version
// every write bumps (src/db/data-version.ts): hits, ETag → 304, and no stale answer after a write.
import { sql } from 'drizzle-orm';
import { dataVersion } from '../src/db/data-version';
import { etagMatches, ResponseCache } from '../src/http/response-cache';
import { anonymousCsrf, json, startTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const LIST = '/api/v1/organizations/?page_size=9999&minimal=true';

test('a list answers an ETag and 304 when If-None-Match matches', async () => {
  const first = await get(LIST);
  const etag = first.headers.etag as string;
  expect(first.statusCode).toBe(200);
  expect(etag).toMatch(/^"[\w-]+"$/);

  const again = await get(LIST);
  expect(again.statusCode).toBe(200);
  expect(again.headers.etag).toBe(etag);
  expect(again.body).toBe(first.body);
  expect(again.headers['content-type']).toMatch(/^application\/json/);

  const notModified = await get(LIST, { 'if-none-match': `"other", ${etag}` });
  expect(notModified.statusCode).toBe(304);
  expect(notModified.body).toBe('');
  expect((await get(LIST, { 'if-none-match': '"other"' })).statusCode).toBe(200);
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

test('an API write (POST) bumps the data version', async () => {
  const { cookie, csrf } = await anonymousCsrf(t.app);
  const version = dataVersion(t.database.db);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/',
    headers: { cookie, 'x-csrftoken': csrf },
    payload: { email: 'cache@example.org' },
  });
  expect(response.statusCode).toBe(200);
  expect(dataVersion(t.database.db)).toBeGreaterThan(version);
});

test('errors are not cached', async () => {
  const bad = await get('/api/v1/organizations/?page_size=0');
  expect(bad.statusCode).toBe(400);
  expect(bad.headers.etag).toBeUndefined();
});

test('the cache evicts the least recently used entries beyond its size', () => {
  const cache = new ResponseCache(10);
  cache.set('a', 1, '12345');
  cache.set('b', 1, '12345');
  expect(cache.get('a', 1)?.body).toBe('12345'); // a is now the most recent
  cache.set('c', 1, '12345');
  expect(cache.get('b', 1)).toBeUndefined();
  expect(cache.get('a', 1)).toBeDefined();
  expect(cache.get('a', 2)).toBeUndefined(); // another data version
  expect(cache.get('a', 1)).toBeUndefined(); // and the stale entry is gone
});

test('If-None-Match parsing', () => {
  expect(etagMatches(undefined, '"x"')).toBe(false);
  expect(etagMatches('"x"', '"x"')).toBe(true);
  expect(etagMatches('W/"x"', '"x"')).toBe(true);
  expect(etagMatches('"y", "x"', '"x"')).toBe(true);
  expect(etagMatches('*', '"x"')).toBe(true);
  expect(etagMatches('"y"', '"x"')).toBe(false);
});
