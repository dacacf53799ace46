// The project edit screen (docs/product/account.md §12, §13): fields, years, Markdown description,
// publications, images (upload, keep, delete, order), authorization and conflicts.
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { anonymous, grantMembership, makePng, makeWebp, saveEdit, signedIn, type Member } from '../../../test/contributions';

let t: TestApp;
let owner: Member;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedIn(t.app, t.database.db);
  await grantMembership(t.database.db, 'project', 'sparc', owner.id);
});
afterAll(() => t.close());

async function view(member = owner, slug = 'sparc') {
  const response = await member.browser.call('GET', `/api/v1/projects/${slug}/edit/`);
  expect(response.statusCode).toBe(200);
  return json(response);
}

async function save(changes: Record<string, unknown>, parts: Parameters<typeof saveEdit>[4] = []) {
  return saveEdit(t.app, owner.browser, 'project', { ...(await view()), ...changes }, parts);
}

const publicProject = async (slug = 'sparc') => json(await t.app.inject({ method: 'GET', url: `/api/v1/projects/${slug}/` }));

test('the edit view has the fields of docs/product/api.md §2 (read-only organizations and suppliers included)', async () => {
  const body = await view();
  expect(Object.keys(body).sort()).toEqual(
    [
      'id',
      'slug',
      'version',
      'is_approved',
      'display_name',
      'concept',
      'markdown',
      'project_status',
      'year_operations_started',
      'year_operations_ended',
      'affiliated_organizations',
      'publications',
      'media',
      'providers',
    ].sort(),
  );
  expect(body).toMatchObject({
    slug: 'sparc',
    concept: { slug: 'tokamak' },
    affiliated_organizations: expect.arrayContaining([expect.objectContaining({ slug: 'commonwealth-fusion-systems' })]),
  });
  expect(body.providers[0]).toMatchObject({ supplier: { slug: 'faraday-factory-japan' } });
});

test('a description written as HTML is shown as Markdown, and saving it unchanged keeps the page as it was', async () => {
  const before = (await publicProject()).description as string;
  expect(before).toMatch(/^<p>/);
  const { markdown } = await view();
  expect(markdown).not.toMatch(/<\/?[a-z][a-z0-9]*[\s>]/i);
  expect(markdown.length).toBeGreaterThan(20);
  expect((await save({})).statusCode).toBe(200);
  expect((await publicProject()).description).toBe(before);
});

test('name, concept, status and years (integers or null) are saved', async () => {
  const response = await save({
    display_name: '  SPARC tokamak ',
    concept: { slug: 'stellarator' },
    project_status: 'Under Construction',
    year_operations_started: '2027',
    year_operations_ended: 'someday',
  });
  expect([response.statusCode, json(response).message]).toEqual([200, 'edit successful']);
  expect(await view()).toMatchObject({
    display_name: 'SPARC tokamak',
    concept: { slug: 'stellarator', display_name: 'Stellarator' },
    project_status: 'Under Construction',
    year_operations_started: 2027,
    year_operations_ended: null,
  });
  expect(await publicProject()).toMatchObject({
    display_name: 'SPARC tokamak',
    concept: { slug: 'stellarator' },
    year_operations_started: 2027,
  });
  for (const [change, field] of [
    [{ project_status: 'Exploded' }, 'project_status'],
    [{ concept: { slug: 'warp-drive' } }, 'concept'],
    [{ display_name: '' }, 'display_name'],
    [{ year_operations_started: 12 }, 'year_operations_started'],
  ] as const) {
    const refused = await save(change);
    expect([refused.statusCode, json(refused).field]).toEqual([400, field]);
  }
  expect((await save({ project_status: null, concept_slug: 'tokamak' })).statusCode).toBe(200);
  expect(await view()).toMatchObject({ project_status: null, concept: { slug: 'tokamak' } });
});

test('the Markdown description is rendered to sanitized HTML; the edit view gives the Markdown back', async () => {
  const markdown =
    '## Magnets\n\nHigh-field **HTS** coils. [More](https://cfs.energy)\n\n<script>alert(1)</script><img src=x onerror=alert(2)>';
  expect((await save({ markdown })).statusCode).toBe(200);
  expect((await view()).markdown).toBe(markdown);
  const html = (await publicProject()).description as string;
  expect(html).toContain('<h2>Magnets</h2>');
  expect(html).toContain('<strong>HTS</strong>');
  expect(html).toContain('<a href="https://cfs.energy" rel="noopener noreferrer">More</a>');
  expect(html).not.toMatch(/script|onerror|<img/);
});

test('publications: temporary negative ids, links made https, authors as a list', async () => {
  const response = await save({
    publications: [
      {
        id: -1,
        title: ' Overview of SPARC ',
        publication_url: 'doi.org/10.1017/S0022377820001257',
        publication_type: 'Journal',
        authors: ['A. Creely', 'M. Greenwald'],
      },
      { id: -2, title: 'Second', publication_url: 'http://example.org/paper.pdf', authors: 'X, Y' },
    ],
  });
  expect(response.statusCode).toBe(200);
  const publications = (await view()).publications;
  expect(publications).toEqual([
    {
      id: expect.any(Number),
      title: 'Overview of SPARC',
      publication_url: 'https://doi.org/10.1017/S0022377820001257',
      publication_type: 'Journal',
      authors: ['A. Creely', 'M. Greenwald'],
    },
    {
      id: expect.any(Number),
      title: 'Second',
      publication_url: 'http://example.org/paper.pdf',
      publication_type: null,
      authors: ['X', 'Y'],
    },
  ]);
  expect((await save({ publications: [publications[1]] })).statusCode).toBe(200);
  expect((await publicProject()).publications.map((p: { title: string }) => p.title)).toEqual(['Second']);
  const missing = await save({ publications: [{ id: -1, title: 'No link' }] });
  expect([missing.statusCode, json(missing).field]).toEqual([400, 'publications[0].publication_url']);
});

test('images: upload with temporary ids, keep by oldImageIds, delete the rest, order as mainData.media lists them', async () => {
  const png = await makePng();
  const webp = await makeWebp();
  const first = await save({}, [
    { name: 'newImageData', filename: '-1', data: png, contentType: 'image/png' },
    { name: 'newImageData', filename: '-2', data: webp, contentType: 'image/webp' },
  ]);
  expect(first.statusCode).toBe(200);
  const two = (await view()).media as { id: number; image_url: string }[];
  expect(two).toHaveLength(2);

  // Keep the second only, add a new one placed first.
  const second = await save({ media: [{ id: -5, image_data: 'x' }, { id: two[1]!.id }] }, [
    { name: 'oldImageIds', value: JSON.stringify([two[1]!.id]) },
    { name: 'newImageData', filename: '-5', data: await makePng(10, 10) },
  ]);
  expect(second.statusCode).toBe(200);
  const now = (await view()).media as { id: number; image_url: string }[];
  expect(now).toHaveLength(2);
  expect(now[1]).toEqual(two[1]);
  expect(now[0]!.id).not.toBe(two[0]!.id);
  expect((await publicProject()).media).toEqual(now);

  // No oldImageIds field: every image is kept. An empty list removes them all.
  expect((await save({ display_name: 'SPARC' })).statusCode).toBe(200);
  expect((await view()).media).toHaveLength(2);
  const unknown = await save({}, [{ name: 'oldImageIds', value: '999999' }]);
  expect([unknown.statusCode, json(unknown).field]).toEqual([400, 'oldImageIds']);
  expect((await save({}, [{ name: 'oldImageIds', value: '[]' }])).statusCode).toBe(200);
  expect((await view()).media).toEqual([]);
});

test('401 for anonymous, 403 for non-members and unverified members; 409 for a stale version; audited', async () => {
  const current = await view();
  const stranger = await signedIn(t.app, t.database.db);
  const unverified = await signedIn(t.app, t.database.db, { verified: false });
  await grantMembership(t.database.db, 'project', 'sparc', unverified.id);
  for (const [browser, status] of [
    [await anonymous(t.app), 401],
    [stranger.browser, 403],
    [unverified.browser, 403],
  ] as const) {
    expect((await saveEdit(t.app, browser, 'project', { ...current, display_name: 'Hijacked' })).statusCode).toBe(status);
    expect((await browser.call('GET', '/api/v1/projects/sparc/edit/')).statusCode).toBe(status);
  }
  expect((await saveEdit(t.app, owner.browser, 'project', { ...current, year_operations_ended: 2040 })).statusCode).toBe(200);
  const stale = await saveEdit(t.app, owner.browser, 'project', { ...current, year_operations_ended: 2050 });
  expect(stale.statusCode).toBe(409);
  expect(json(stale)).toEqual({
    message: 'This project was changed by someone else after you opened it. Reload it to see their changes, then make yours again.',
    current_version: current.version + 1,
  });
  expect((await view()).year_operations_ended).toBe(2040);
  const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.entitySlug, 'sparc')).orderBy(desc(auditLog.id)).limit(1);
  expect(row).toMatchObject({ action: 'project.edit', userId: owner.id });
  expect([
    (row!.before as { year_operations_ended: unknown }).year_operations_ended,
    (row!.after as { year_operations_ended: unknown }).year_operations_ended,
  ]).toEqual([current.year_operations_ended, 2040]);
});
