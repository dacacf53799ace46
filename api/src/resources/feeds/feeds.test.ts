// The RSS 2.0 / Atom feeds on the real server and a real database (issue 9 §7): well-formed
// XML (parsed with xml-js, the feed library's own parser, in strict mode), the newest items,
// absolute links on the request's origin, no sample listings, ETag/304, 404 for other names.
import { xml2js, type Element } from 'xml-js';
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'site.example', ...headers } });

function children(element: Element | undefined, name: string): Element[] {
  return (element?.elements ?? []).filter((child) => child.type === 'element' && child.name === name);
}
const child = (element: Element | undefined, name: string) => children(element, name)[0];
const text = (element: Element | undefined): string =>
  (element?.elements ?? [])
    .map((node) => (node.type === 'text' || node.type === 'cdata' ? String(node.text ?? node.cdata ?? '') : text(node)))
    .join('');

/** Throws on anything that is not well-formed XML. */
const parse = (xml: string) => xml2js(xml, { compact: false, captureSpacesBetweenElements: false }) as Element;

function rssItems(xml: string) {
  const channel = child(child(parse(xml), 'rss'), 'channel');
  return { channel, items: children(channel, 'item') };
}

test('articles.xml is RSS 2.0 with the newest articles first, absolute links, dates and bodies', async () => {
  const response = await get('/api/v1/feeds/articles.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers['cache-control']).toMatch(/^public/);
  const { channel, items } = rssItems(response.body);
  expect(child(parse(response.body), 'rss')?.attributes?.version).toBe('2.0');
  expect(text(child(channel, 'title'))).toBe('Fusion Energy Directory: articles');
  expect(text(child(channel, 'link'))).toBe('http://site.example/articles');

  const articles = json<{ results: { slug: string; title: string; date: string }[] }>(
    await t.app.inject({ method: 'GET', url: '/api/v1/articles/?page_size=100' }),
  ).results;
  expect(items.length).toBe(Math.min(articles.length, 30));
  expect(items.map((item) => text(child(item, 'title')))).toEqual(articles.slice(0, 30).map((article) => article.title));
  const first = items[0]!;
  expect(text(child(first, 'link'))).toBe(`http://site.example/articles/${articles[0]!.slug}`);
  expect(new Date(text(child(first, 'pubDate'))).toISOString().slice(0, 10)).toBe(articles[0]!.date);
  expect(text(child(first, 'content:encoded'))).toMatch(/<p>/);
});

test('updates.xml lists the activity feed, newest first', async () => {
  const response = await get('/api/v1/feeds/updates.xml');
  expect(response.statusCode).toBe(200);
  const { items } = rssItems(response.body);
  const logs = json<{ results: { activity_type: string; created_at: string }[] }>(
    await t.app.inject({ method: 'GET', url: '/api/v1/activity-logs/?page_size=30' }),
  ).results;
  expect(items.length).toBe(logs.length);
  expect(items.length).toBeGreaterThan(0);
  items.forEach((item, index) => {
    expect(text(child(item, 'title')).startsWith(`${logs[index]!.activity_type}: `)).toBe(true);
    expect(text(child(item, 'link'))).toMatch(/^https?:\/\//);
  });
});

test('jobs.xml lists real openings only: a sample is never syndicated', async () => {
  const response = await get('/api/v1/feeds/jobs.xml');
  expect(response.statusCode).toBe(200);
  const { items } = rssItems(response.body);
  const jobs = json<{ results: { title: string; is_sample?: boolean; website_url: string }[] }>(
    await t.app.inject({ method: 'GET', url: '/api/v1/jobs/?page_size=30' }),
  ).results.filter((job) => !job.is_sample);
  expect(items.length).toBe(jobs.length);
  expect(items.length).toBeGreaterThan(0);
  items.forEach((item, index) => {
    const job = jobs[index]!;
    expect(text(child(item, 'title'))).toContain(job.title);
    expect(text(child(item, 'link'))).toBe(job.website_url);
  });
  expect(response.body).not.toContain('Data Scientist'); // the fixture's sample
});

test.each(['articles', 'updates', 'jobs'])('%s.atom is Atom 1.0', async (kind) => {
  const response = await get(`/api/v1/feeds/${kind}.atom`, { 'x-forwarded-proto': 'https' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  const feed = child(parse(response.body), 'feed');
  expect(feed?.attributes?.xmlns).toBe('http://www.w3.org/2005/Atom');
  const self = children(feed, 'link').find((link) => link.attributes?.rel === 'self');
  expect(self?.attributes?.href).toBe(`https://site.example/feeds/${kind}.atom`);
  expect(children(feed, 'entry').length).toBeGreaterThan(0);
});

test('answers If-None-Match with 304', async () => {
  const first = await get('/api/v1/feeds/articles.xml');
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^".+"$/);
  const again = await get('/api/v1/feeds/articles.xml', { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
});

test('a host header that is not a host name is refused (400), never echoed into the links', async () => {
  for (const host of ['evil.example/"><x', 'localhost:99999']) {
    const response = await get('/api/v1/feeds/articles.xml', { host });
    expect([response.statusCode, json(response).message]).toEqual([400, expect.stringMatching(/Host/)]);
    expect(response.body).not.toContain('evil');
  }
});

test('with SITE_URL set, feeds and exports link to it only, whatever the Host (review L5)', async () => {
  const site = await startTestApp({ siteUrl: 'https://fusion.example', siteUrlConfigured: true });
  try {
    for (const name of ['articles.xml', 'updates.atom', 'jobs.xml']) {
      const response = await site.app.inject({ method: 'GET', url: `/api/v1/feeds/${name}`, headers: { host: 'evil.example' } });
      expect(response.statusCode).toBe(200);
      const links = [...response.body.matchAll(/https?:\/\/[a-z0-9.:-]+/gi)].map((match) => match[0]);
      const ours = links.filter((link) => /fusion\.example|evil\.example/.test(link));
      expect(ours.length).toBeGreaterThan(0);
      expect(new Set(ours)).toEqual(new Set(['https://fusion.example']));
      // Even a Host the server would refuse without SITE_URL: it is not used at all.
      const odd = await site.app.inject({ method: 'GET', url: `/api/v1/feeds/${name}`, headers: { host: 'localhost:99999' } });
      expect(odd.statusCode).toBe(200);
    }
    const exported = await site.app.inject({ method: 'GET', url: '/api/v1/exports/organizations.json', headers: { host: 'evil.example' } });
    const rows = json<{ page_url: string }[]>(exported);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.page_url.startsWith('https://fusion.example/organizations/'))).toBe(true);
  } finally {
    await site.close();
  }
});

test.each(['organizations.xml', 'articles.json', 'articles', '..%2Fsecret'])('answers 404 with a message for %s', async (name) => {
  const response = await get(`/api/v1/feeds/${name}`);
  expect(response.statusCode).toBe(404);
  expect(json(response).message).toEqual(expect.any(String));
});
