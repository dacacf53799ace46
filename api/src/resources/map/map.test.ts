import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Two stellarators 30 km apart (one marker at world scale), one far away, a tokamak, and a
  // stellarator without coordinates (not on the map).
  await t.database.db.execute(
    sql`INSERT INTO concepts (slug, display_name) VALUES ('map-stellarator', 'Map Stellarator'), ('map-tokamak', 'Map Tokamak')`,
  );
  await t.database.db.execute(sql`
    INSERT INTO projects (slug, display_name, project_status, concept_id, latitude, longitude)
    SELECT v.slug, v.name, v.status::project_status, c.id, v.lat, v.lon
    FROM (VALUES
      ('map-stell-a', 'Map Stell A', 'Operating', 'map-stellarator', 48.26, 11.67),
      ('map-stell-b', 'Map Stell B', 'Shut Down', 'map-stellarator', 48.0, 11.9),
      ('map-stell-far', 'Map Stell Far', 'Operating', 'map-stellarator', 35.3, 137.2),
      ('map-tok', 'Map Tok', 'Operating', 'map-tokamak', 32.9, -117.2)
    ) AS v(slug, name, status, concept, lat, lon) JOIN concepts c ON c.slug = v.concept`);
  await t.database.db.execute(sql`
    INSERT INTO projects (slug, display_name, project_status, concept_id)
    SELECT 'map-stell-nowhere', 'Map Stell Nowhere', 'Planned', id FROM concepts WHERE slug = 'map-stellarator'`);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/map/', () => {
  test('a concept filter keeps only that concept; nearby machines merge into one marker', async () => {
    const response = await get('/api/v1/map/?concept=map-stellarator');
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.total).toBe(3);
    const names = body.markers.map((marker: { projects: { display_name: string }[] }) => marker.projects.map((p) => p.display_name));
    expect(names).toEqual([['Map Stell A', 'Map Stell B'], ['Map Stell Far']]);
    for (const marker of body.markers) for (const project of marker.projects) expect(project.concept.slug).toBe('map-stellarator');
    // The concept counts ignore the concept filter (so the select can offer the others).
    expect(body.options.concepts).toEqual(
      expect.arrayContaining([
        { value: 'map-stellarator', label: 'Map Stellarator', count: 3 },
        { value: 'map-tokamak', label: 'Map Tokamak', count: 1 },
      ]),
    );
    expect(body.options.statuses).toEqual([
      { value: 'Operating', label: 'Operating', count: 2 },
      { value: 'Shut Down', label: 'Shut Down', count: 1 },
    ]);
    expect(response.headers['cache-control']).toMatch(/^public/);
  });

  test('concept and status together', async () => {
    const body = json(await get('/api/v1/map/?concept=map-stellarator&status=Shut%20Down'));
    expect(body.markers.map((marker: { projects: { slug: string }[] }) => marker.projects[0]?.slug)).toEqual(['map-stell-b']);
  });

  test('400 on an unknown concept or status, not an empty map', async () => {
    const concept = await get('/api/v1/map/?concept=no-such-concept');
    expect(concept.statusCode).toBe(400);
    expect(json(concept).message).toMatch(/unknown concept/);
    expect((await get('/api/v1/map/?status=Imaginary')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/map.svg', () => {
  test('a stellarator filter draws only stellarators, each marker a link to its machine', async () => {
    const response = await get('/api/v1/map.svg?concept=map-stellarator');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('href="/projects/map-stell-a"');
    expect(response.body).toContain('href="/projects/map-stell-far"');
    expect(response.body).toContain('2 machines: Map Stell A');
    expect(response.body).not.toContain('Map Tok');
    expect(response.body).toMatch(/<title id="t">[^<]+<\/title><desc id="d">3 machines/);
  });

  test('cached: public Cache-Control and an ETag that answers 304', async () => {
    const first = await get('/api/v1/map.svg');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const second = await get('/api/v1/map.svg', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
  });

  test('400 on an unknown status', async () => {
    expect((await get('/api/v1/map.svg?status=Imaginary')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/map/land.svg and /api/v1/projects/{slug}/map.svg', () => {
  test('the land outline, cached for a week', async () => {
    const response = await get('/api/v1/map/land.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=604800');
    expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 960 500"/);
    expect(response.body).not.toContain('<circle');
  });

  test("a project's location; 404 for a project without coordinates", async () => {
    const located = await get('/api/v1/projects/map-stell-a/map.svg');
    expect(located.statusCode).toBe(200);
    expect(located.body).toContain('Location of Map Stell A');
    expect(located.body).toContain('<circle');
    expect((await get('/api/v1/projects/map-stell-nowhere/map.svg')).statusCode).toBe(404);
  });
});
