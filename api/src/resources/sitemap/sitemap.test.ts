import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('lists approved organizations and projects and every article, each with a date', async () => {
  const response = await t.app.inject('/api/v1/sitemap/');
  expect(response.statusCode).toBe(200);
  const { entries } = response.json() as { entries: { path: string; lastmod: string }[] };
  const paths = entries.map((entry) => entry.path);
  expect(paths.some((path) => path.startsWith('/organizations/'))).toBe(true);
  expect(paths.some((path) => path.startsWith('/projects/'))).toBe(true);
  expect(paths.some((path) => path.startsWith('/articles/'))).toBe(true);
  for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // Unapproved entries have no public page.
  const unapproved = await t.app.inject('/api/v1/organizations/?page_size=9999');
  const approvedSlugs = new Set((unapproved.json() as { results: { slug: string }[] }).results.map((o) => `/organizations/${o.slug}`));
  expect(paths.filter((path) => path.startsWith('/organizations/')).every((path) => approvedSlugs.has(path))).toBe(true);
});
