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

describe('the facets of /projects (issue 24)', () => {
  const all = async () => json(await get('/api/v1/projects/?page_size=1000')).results;
  const slugs = async (query: string) => json(await get(`/api/v1/projects/?page_size=1000&${query}`)).results.map((p: any) => p.slug);

  test('status, country and the years operations started narrow the list', async () => {
    const projects = await all();
    const status = projects.find((p: any) => p.project_status)?.project_status;
    expect(status).toBeDefined();
    expect(await slugs(`status=${encodeURIComponent(status)}`)).toEqual(
      projects.filter((p: any) => p.project_status === status).map((p: any) => p.slug),
    );
    const country = projects.find((p: any) => p.country)?.country;
    expect(country).toBeDefined();
    const inCountry = projects.filter((p: any) => p.country === country).map((p: any) => p.slug);
    expect(await slugs(`country=${encodeURIComponent(country)}`)).toEqual(inCountry);
    const started = projects.filter((p: any) => p.year_operations_started !== null && p.year_operations_started >= 2020);
    expect(await slugs('started_from=2020')).toEqual(started.map((p: any) => p.slug));
  });

  test('facet counts keep every other filter but their own', async () => {
    const projects = await all();
    const country = projects.find((p: any) => p.country)!.country;
    const facets = json(await get(`/api/v1/projects/facets/?country=${encodeURIComponent(country)}`));
    expect(facets.total).toBe(projects.filter((p: any) => p.country === country).length);
    // The country facet still counts every country.
    expect(facets.country.reduce((sum: number, value: any) => sum + value.count, 0)).toBe(projects.filter((p: any) => p.country).length);
    expect(facets.status.reduce((sum: number, value: any) => sum + value.count, 0)).toBe(
      projects.filter((p: any) => p.country === country && p.project_status).length,
    );
  });

  test('bad filters answer 400', async () => {
    for (const query of ['status=Asleep', 'started_from=20', 'started_from=2020&started_to=2000']) {
      expect((await get(`/api/v1/projects/?${query}`)).statusCode).toBe(400);
      expect((await get(`/api/v1/projects/facets/?${query}`)).statusCode).toBe(400);
    }
  });
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

test('serves coordinates and main parameters as numbers, null where unknown (issue 23)', async () => {
  const sparc = json(await get('/api/v1/projects/sparc/'));
  expect([sparc.latitude, sparc.longitude]).toEqual([42.5422, -71.6118]);
  expect([sparc.major_radius_m, sparc.toroidal_field_t, sparc.plasma_current_ma]).toEqual([1.85, 12.2, 8.7]);
  const listed = json(await get('/api/v1/projects/')).results;
  expect(listed.find((p: any) => p.slug === 'sparc')).toMatchObject({ latitude: 42.5422, major_radius_m: 1.85 });
  const arc = listed.find((p: any) => p.slug === 'arc');
  expect([arc.latitude, arc.longitude, arc.major_radius_m, arc.toroidal_field_t, arc.plasma_current_ma]).toEqual([
    null,
    null,
    null,
    null,
    null,
  ]);
});

test('the database refuses coordinates and parameters out of range, by constraint', async () => {
  const refusal = async (assignment: ReturnType<typeof sql>) => {
    try {
      await t.database.db.execute(sql`UPDATE projects SET ${assignment} WHERE slug = 'arc'`);
      return 'accepted';
    } catch (error: any) {
      return String(error?.cause?.constraint ?? error?.cause?.message ?? error?.message);
    }
  };
  expect(await refusal(sql`latitude = 91, longitude = 0`)).toMatch(/projects_latitude_range/);
  expect(await refusal(sql`latitude = 0, longitude = -181`)).toMatch(/projects_longitude_range/);
  expect(await refusal(sql`latitude = 10`)).toMatch(/projects_coordinates_complete/);
  expect(await refusal(sql`major_radius_m = 0`)).toMatch(/projects_major_radius_range/);
  expect(await refusal(sql`toroidal_field_t = -1`)).toMatch(/projects_toroidal_field_range/);
  expect(await refusal(sql`plasma_current_ma = 101`)).toMatch(/projects_plasma_current_range/);
  expect(await refusal(sql`latitude = -90, longitude = 180, major_radius_m = 100`)).toBe('accepted');
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
