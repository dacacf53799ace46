import { sql } from 'drizzle-orm';
import { fenceDataVersion } from '../../db/data-version';
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return json(response);
};

describe('GET /api/v1/stats/', () => {
  test('the totals are the ones the lists and the funding summary show', async () => {
    const [stats, organizations, projects, funding] = await Promise.all([
      get('/api/v1/stats/'),
      get('/api/v1/organizations/?tag=all&minimal=true&page_size=9999'),
      get('/api/v1/projects/?page_size=9999'),
      get('/api/v1/funding/summary/'),
    ]);
    expect(stats).toEqual({
      organizations: organizations.results.length,
      projects: projects.results.length,
      funding: { amount_usd: funding.totals.amount_usd, rounds: funding.totals.rounds },
    });
    // The fixtures: 3 rounds, $1.93B, to published organizations.
    expect(stats.funding).toEqual({ amount_usd: 1_930_000_000, rounds: 3 });
    expect(stats.organizations).toBeGreaterThan(0);
    expect(stats.projects).toBeGreaterThan(0);
  });

  test('unpublished organizations and their rounds are not counted, and the cached answer follows the change', async () => {
    const before = await get('/api/v1/stats/');
    await t.database.db.execute(sql`UPDATE organizations SET is_approved = false WHERE slug = 'tokamak-energy'`);
    await fenceDataVersion(t.database.db); // a write seen at once, as a request's own write is
    const after = await get('/api/v1/stats/');
    expect(after.organizations).toBe(before.organizations - 1);
    expect(after.funding).toEqual({ amount_usd: 1_805_000_000, rounds: 2 });
  });
});
