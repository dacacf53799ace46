// The admin suggests an article's mentions from its text (issue 24 item 4), on the real server
// and database: staff only, with CSRF, only for fields that suggest, and by whole names.
import { anonymous, signedIn, type Member } from '../../../test/contributions';
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let staff: Member;
let member: Member;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, t.database.db, { staff: true });
  member = await signedIn(t.app, t.database.db);
});
afterAll(() => t.close());

const suggest = (entityPath: string, body: unknown, who: Member = staff, csrf = true) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${entityPath}/suggestions/`,
    headers: { cookie: who.browser.cookieHeader(), ...(csrf ? { 'x-csrftoken': who.browser.csrf } : {}) },
    payload: body as object,
  });

const labels = (body: { results: { label: string | null }[] }) => body.results.map((result) => result.label);

test('suggests the organizations and projects an article names, by name and acronym', async () => {
  const text = '<p>CFS switched on the magnet for SPARC; helion watched, as did the DOE.</p> Nothing arcane about tokamak energy.';
  const organizations = await suggest('articles', { field: 'mentioned_organizations', text });
  expect(organizations.statusCode).toBe(200);
  // Sorted by name; 'Tokamak Energy' is named in lower case, 'Tokamak Components' is not named.
  expect(labels(json(organizations))).toEqual(['Commonwealth Fusion Systems', 'Helion', 'Tokamak Energy', 'U.S. Department of Energy']);

  const projects = await suggest('articles', { field: 'mentioned_projects', text });
  // 'arcane' does not name ARC.
  expect(labels(json(projects))).toEqual(['SPARC']);
});

test('a field that suggests nothing is a 400 with a message', async () => {
  const answer = await suggest('articles', { field: 'author', text: 'CFS' });
  expect(answer.statusCode).toBe(400);
  expect(answer.body).toContain("no suggestions for 'author'");
  expect((await suggest('jobs', { field: 'organization', text: 'CFS' })).statusCode).toBe(404);
});

test('only staff, and only with the CSRF token', async () => {
  expect((await suggest('articles', { field: 'mentioned_projects', text: 'SPARC' }, member)).statusCode).toBe(403);
  expect((await suggest('articles', { field: 'mentioned_projects', text: 'SPARC' }, staff, false)).statusCode).toBe(403);
  const visitor = await anonymous(t.app);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/articles/suggestions/',
    headers: { cookie: visitor.cookieHeader(), 'x-csrftoken': visitor.csrf },
    payload: { field: 'mentioned_projects', text: 'SPARC' },
  });
  expect([401, 403]).toContain(answer.statusCode);
});

test('the form learns which fields suggest from the meta answer', async () => {
  const meta = await t.app.inject({ method: 'GET', url: '/api/v1/admin/meta/', headers: { cookie: staff.browser.cookieHeader() } });
  const articles = json<{ entities: { name: string; fields: { name: string; suggest_from?: string[] }[] }[] }>(meta).entities.find(
    (entity) => entity.name === 'articles',
  );
  expect(articles?.fields.find((field) => field.name === 'mentioned_organizations')?.suggest_from).toEqual(['title', 'summary', 'body']);
});
