import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

test('lists projects by name with concept, organizations and country', async () => {
  const body = json(await get('/api/v1/projects/'));
  expect(body.results.map((p: any) => p.slug)).toEqual(['arc', 'polaris', 'sparc', 'st80-hts']);
  expect(body.next).toBeNull();
  const sparc = body.results[2];
  expect(sparc).toMatchObject({
    display_name: 'SPARC',
    is_approved: true,
    project_status: 'Under Construction',
    concept: { display_name: 'Tokamak', slug: 'tokamak' },
    media: [],
    country: 'United States',
    country_flag_emoji: '🇺🇸',
  });
  expect(sparc.affiliated_organizations.map((o: any) => o.slug)).toEqual([
    'commonwealth-fusion-systems',
    'mit-plasma-science-and-fusion-center',
  ]);
});

test('filters by concept and sorts by status in lifecycle order, both directions', async () => {
  const tokamaks = json(await get('/api/v1/projects/?concept=tokamak&sort=project_status'));
  expect(tokamaks.results.map((p: any) => p.project_status)).toEqual(['Planned', 'Under Construction', 'Operating']);
  const reversed = json(await get('/api/v1/projects/?sort=-project_status'));
  expect(reversed.results[0].project_status).toBe('Shut Down');
  const byNameDesc = json(await get('/api/v1/projects/?sort=-display_name&page_size=2'));
  expect(byNameDesc.results.map((p: any) => p.slug)).toEqual(['st80-hts', 'sparc']);
  expect(byNameDesc.next).toBe('/api/v1/projects/?sort=-display_name&page_size=2&page=2');
});

test('GET /api/v1/projects/by-concept/ counts projects per concept', async () => {
  expect(json(await get('/api/v1/projects/by-concept/'))).toEqual([
    { display_name: 'Field-Reversed Configuration', slug: 'frc', count: 1 },
    { display_name: 'Stellarator', slug: 'stellarator', count: 0 },
    { display_name: 'Tokamak', slug: 'tokamak', count: 3 },
  ]);
});

test('detail has sanitized HTML, providers and publications', async () => {
  const sparc = json(await get('/api/v1/projects/sparc/'));
  expect(sparc.description).toContain('<a href="https://cfs.energy" rel="noopener noreferrer">high-field</a>');
  expect(sparc.description).not.toContain('<script');
  expect(sparc.providers).toEqual([
    {
      supplier: { is_approved: true, slug: 'faraday-factory-japan', display_name: 'Faraday Factory Japan', status: null },
      product_categories: [{ name: 'HTS Tape' }],
      description: 'Supplies HTS tape.',
      announcement_url: 'https://example.org/ffj',
    },
  ]);
  expect(sparc.publications).toEqual([
    expect.objectContaining({ title: 'Overview of SPARC', publication_url: 'https://example.org/pub', authors: ['A. Creely'] }),
  ]);
  expect(sparc.announcement_url).toBe('https://example.org/sparc');
  expect(sparc.supply_chain_category).toBeNull();
  expect(sparc.sources).toEqual([
    {
      url: 'https://example.org/sparc-source',
      title: 'SPARC overview',
      verified_on: '2025-05-21',
      checked: 'stored-copy',
      published_on: null,
    },
  ]);
  expect(sparc.source_url).toBe('https://example.org/sparc-source');
  const polaris = json(await get('/api/v1/projects/polaris/'));
  expect([polaris.year_operations_started, polaris.year_operations_ended]).toEqual([2021, 2024]);
});

test('unknown or unapproved projects 404 and leave the list', async () => {
  const unknown = await get('/api/v1/projects/nope/');
  expect(unknown.statusCode).toBe(404);
  expect(json(unknown)).toEqual({ message: 'Project not found.' });
  await t.database.db.execute(sql`UPDATE projects SET is_approved = false WHERE slug = 'arc'`);
  const unapproved = await get('/api/v1/projects/arc/');
  expect(unapproved.statusCode).toBe(404);
  // Not told apart from an unknown slug (security review L2).
  expect(json(unapproved)).toEqual({ message: 'Project not found.' });
  expect(unapproved.headers['cache-control']).toBe(unknown.headers['cache-control']);
  expect(unapproved.headers.etag).toBeUndefined();
  expect(json(await get('/api/v1/projects/')).results.map((p: any) => p.slug)).not.toContain('arc');
  await t.database.db.execute(sql`UPDATE projects SET is_approved = true WHERE slug = 'arc'`);
});
