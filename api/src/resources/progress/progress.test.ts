// GET /api/v1/progress/points/ and the performance-point files (issue 26), on the test fixture's five
// real points (test/fixtures/seed.ts).
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Point {
  machine_name: string;
  shot: string;
  concept: { slug: string } | null;
  project: { slug: string } | null;
  triple_product: number | null;
  kind: string;
  source_url: string;
  citation: string;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/v1/progress/points/', () => {
  test('lists every point, oldest first, each with a source, and the dataset version', async () => {
    const response = await get('/api/v1/progress/points/');
    expect(response.statusCode).toBe(200);
    const body = json<{ concept: null; dataset: { commit: string; papers: { url: string }[] }; points: Point[] }>(response);
    expect(body.points.map((p) => p.machine_name)).toEqual(['JET', 'LHD', 'W7-X', 'NIF', 'SPARC']);
    expect(body.concept).toBeNull();
    expect(body.dataset.commit).toBe('4ae563b');
    expect(body.dataset.papers.map((paper) => paper.url)).toContain('https://doi.org/10.1063/5.0297357');
    for (const point of body.points) expect(point.source_url).toMatch(/^https:\/\//);
    const jet = body.points.find((p) => p.machine_name === 'JET' && p.shot === '42976')!;
    expect(jet.project).toBeNull(); // the fixture does not list JET
    expect(body.points.find((p) => p.machine_name === 'SPARC')).toMatchObject({ kind: 'projection', project: { slug: 'sparc' } });
    expect(jet.triple_product).toBeCloseTo(3.3e19 * 28 * 0.51, -15);
  });

  test('?concept=stellarator lists only stellarators', async () => {
    const body = json<{ concept: { slug: string }; points: Point[] }>(await get('/api/v1/progress/points/?concept=stellarator'));
    expect(body.concept.slug).toBe('stellarator');
    expect(json<{ concepts: unknown }>(await get('/api/v1/progress/points/?concept=stellarator')).concepts).toEqual([
      { slug: 'stellarator', display_name: 'Stellarator', count: 2 },
      { slug: 'tokamak', display_name: 'Tokamak', count: 2 },
    ]);
    expect(body.points.map((p) => p.machine_name)).toEqual(['LHD', 'W7-X']);
    for (const point of body.points) expect(point.concept?.slug).toBe('stellarator');
  });

  test("?project= lists one machine's points", async () => {
    const body = json<{ points: Point[] }>(await get('/api/v1/progress/points/?project=sparc'));
    expect(body.points.map((p) => p.shot)).toEqual(['Projected']);
    expect(json<{ points: Point[] }>(await get('/api/v1/progress/points/?project=arc')).points).toEqual([]);
  });

  test('an unknown concept or project is a 404 with a message, a malformed one a 400', async () => {
    const unknown = await get('/api/v1/progress/points/?concept=warp-drive');
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe("No concept 'warp-drive'.");
    expect((await get('/api/v1/progress/points/?project=no-such-machine')).statusCode).toBe(404);
    expect((await get('/api/v1/progress/points/?concept=Not%20A%20Slug')).statusCode).toBe(400);
  });
});

describe('/api/v1/exports/performance-points.{csv,json}', () => {
  test('the CSV has a header and one row per point of the concept, with its source', async () => {
    const response = await get('/api/v1/exports/performance-points.csv?concept=stellarator');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="performance-points-stellarator-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Machine,Project,Concept,/);
    expect(lines[0]).toContain('n T tau (keV m^-3 s)');
    expect(lines).toHaveLength(1 + 2);
    const w7x = lines.find((line) => line.startsWith('W7-X,'))!;
    expect(w7x).toContain('Stellarator');
    expect(w7x).toContain(',6.16e+19,'); // the triple product, 8e19 m⁻³ × 3.5 keV × 0.22 s
    expect(w7x).toContain('https://doi.org/10.1063/5.0083990'); // unchanged since the 2022 paper
  });

  test('the JSON file has every point', async () => {
    const response = await get('/api/v1/exports/performance-points.json');
    expect(response.statusCode).toBe(200);
    const rows = json<{ machine: string; source_url: string }[]>(response);
    expect(rows.map((row) => row.machine)).toEqual(['JET', 'LHD', 'W7-X', 'NIF', 'SPARC']);
    expect(rows.every((row) => row.source_url.startsWith('https://'))).toBe(true);
  });
});

describe("a project's own points (its page)", () => {
  test('the project detail lists its points with their sources; a project without points lists none', async () => {
    const sparc = json<{ performance_points: Point[] }>(await get('/api/v1/projects/sparc/'));
    expect(sparc.performance_points).toEqual([
      expect.objectContaining({ shot: 'Projected', kind: 'projection', source_url: expect.stringMatching(/^https:\/\//) }),
    ]);
    expect(sparc.performance_points[0]!.triple_product).toBeGreaterThan(1e20);
    expect(json<{ performance_points: Point[] }>(await get('/api/v1/projects/arc/')).performance_points).toEqual([]);
  });

  test('progress.svg draws each point with its title, cached with an ETag; no points is a 404', async () => {
    const response = await get('/api/v1/projects/sparc/progress.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toMatch(/^<svg [^>]*role="img"/);
    expect(response.body).toMatch(
      /<title>SPARC Projected, \d{4}(-\d{2})?(-\d{2})?: \d\.\d × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ keV·m⁻³·s \(design projection\)<\/title>/,
    );
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/sparc/progress.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const none = await get('/api/v1/projects/arc/progress.svg');
    expect(none.statusCode).toBe(404);
    expect(json<{ message: string }>(none).message).toMatch(/no approved project with triple-product points/i);
  });
});
