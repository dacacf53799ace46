import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

test('lists articles newest first, paged', async () => {
  const first = json(await get('/api/v1/articles/?page_size=5'));
  expect(first.results.map((a: any) => a.slug)).toEqual(['article-7', 'article-6', 'article-5', 'article-4', 'article-3']);
  expect(first.results[0]).toEqual({
    slug: 'article-7',
    title: 'Article 7',
    date: '2025-07-15',
    author: 'Test Author',
    preview_media: null,
    summary: 'Summary 7.',
  });
  const second = json(await get(first.next));
  expect(second.results.map((a: any) => a.slug)).toEqual(['article-2', 'article-1']);
  expect(second.next).toBeNull();
});

test('recent articles: five, without the current one', async () => {
  const recent = json(await get('/api/v1/articles/recent-articles/?current_article_slug=article-7'));
  expect(recent.map((a: any) => a.slug)).toEqual(['article-6', 'article-5', 'article-4', 'article-3', 'article-2']);
});

test('detail has a sanitized body; unknown slug 404', async () => {
  const article = json(await get('/api/v1/articles/article-1/'));
  expect(article.body).toBe('<p>Body 1</p>');
  expect((await get('/api/v1/articles/article-99/')).statusCode).toBe(404);
});

test('an article about SPARC links /projects/sparc, and SPARC and CFS list that article (issue 24)', async () => {
  await t.database.db.execute(sql`INSERT INTO article_mentions (article_id, project_id)
    SELECT a.id, p.id FROM articles a, projects p WHERE a.slug = 'article-3' AND p.slug = 'sparc'`);
  await t.database.db.execute(sql`INSERT INTO article_mentions (article_id, organization_id)
    SELECT a.id, o.id FROM articles a, organizations o WHERE a.slug = 'article-3' AND o.slug = 'commonwealth-fusion-systems'`);
  const article = json(await get('/api/v1/articles/article-3/'));
  expect(article.mentions).toEqual([
    { kind: 'organization', slug: 'commonwealth-fusion-systems', display_name: 'Commonwealth Fusion Systems' },
    { kind: 'project', slug: 'sparc', display_name: 'SPARC' },
  ]);
  const about = [{ slug: 'article-3', title: 'Article 3', date: expect.any(String) }];
  expect(json(await get('/api/v1/projects/sparc/')).articles).toEqual(about);
  expect(json(await get('/api/v1/organizations/commonwealth-fusion-systems/')).articles).toEqual(about);
  // An article taken down is no longer listed; a record with no articles lists none.
  await t.database.db.execute(sql`UPDATE articles SET deleted_at = now() WHERE slug = 'article-3'`);
  expect(json(await get('/api/v1/projects/sparc/')).articles).toEqual([]);
  expect(json(await get('/api/v1/articles/article-7/')).mentions).toEqual([]);
});
