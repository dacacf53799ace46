// Issue 19 on the public API: the new fields in the answers (original currency, date precision,
// kind, status, job board, how sources were checked) and soft delete / draft hiding a record
// from every public read.
import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (url: string, status = 200) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  return response;
};
const exec = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

describe('the new fields', () => {
  beforeAll(async () => {
    const round = (values: ReturnType<typeof sql>) =>
      exec(sql`INSERT INTO funding_rounds (recipient_id, funding_type, round_name, amount, currency, amount_usd, amount_usd_method,
          announcement_date, announcement_date_precision, headline)
        SELECT id, ${values} FROM organizations WHERE slug = 'helion'`);
    await round(sql`'investment', 'Seed', 20000000, 'EUR', 21448000, 'converted', '2024-04-01', 'month', 'Helion raises €20 million'`);
    await round(sql`'investment', 'Series A', 67000000, 'GBP', NULL, NULL, '2025-06-11', 'day', 'Helion raises £67 million'`);
    await round(sql`'non-dilutive', 'Grant', NULL, NULL, NULL, NULL, '2019-01-01', 'year', 'Helion wins a grant'`);
    await exec(sql`INSERT INTO organization_status_events (organization_id, status, date, date_precision, merged_into_id)
      SELECT h.id, 'merged', '2025-06-01', 'month', c.id FROM organizations h, organizations c
      WHERE h.slug = 'helion' AND c.slug = 'commonwealth-fusion-systems'`);
    await exec(sql`INSERT INTO organization_status_events (organization_id, status, date) SELECT id, 'active', '2020-01-01'
      FROM organizations WHERE slug = 'helion'`);
    await exec(sql`UPDATE organizations SET kind = 'private-company', job_board_kind = 'greenhouse', job_board_id = 'helion'
      WHERE slug = 'helion'`);
  });

  test('funding entries carry the amount as announced, its USD figure, the note and the date precision', async () => {
    const helion = json(await get('/api/v1/organizations/helion/'));
    const byRound = Object.fromEntries(
      helion.funding_received_investment.map((entry: { round_name: string }) => [entry.round_name, entry]),
    );
    expect(byRound.Seed).toMatchObject({
      amount: 20_000_000,
      currency: 'EUR',
      amount_usd: 21_448_000,
      amount_usd_note: 'converted from €20M',
      announcement_date: '2024-04-01',
      date_precision: 'month',
      is_undisclosed: false,
    });
    expect(byRound['Series A']).toMatchObject({
      amount: 67_000_000,
      currency: 'GBP',
      amount_usd: null,
      amount_usd_note: 'no rate for 2025-06',
      is_undisclosed: false,
    });
    expect(helion.funding_received_nondilutive[0]).toMatchObject({
      amount: null,
      amount_usd: null,
      amount_usd_note: null,
      date_precision: 'year',
      is_undisclosed: true,
    });
    // Totals add the USD figures only.
    expect(helion.total_funding_received_investment).toBe(21_448_000);
  });

  test('an organization has its kind, its current status (the latest event) and its job board', async () => {
    const helion = json(await get('/api/v1/organizations/helion/'));
    expect(helion.kind).toBe('private-company');
    expect(helion.status).toEqual({
      status: 'merged',
      date: '2025-06-01',
      date_precision: 'month',
      merged_into: { slug: 'commonwealth-fusion-systems', name: 'Commonwealth Fusion Systems' },
      ticker: null,
    });
    expect(helion.job_board).toEqual({ kind: 'greenhouse', id: 'helion' });
    const list = json(await get('/api/v1/organizations/?page_size=100'));
    const item = list.results.find((o: { slug: string }) => o.slug === 'helion');
    expect(item.status.status).toBe('merged');
    expect(list.results.find((o: { slug: string }) => o.slug === 'tokamak-energy')).toMatchObject({ status: null, kind: null });
  });

  test('funding rounds in the overview carry the same fields', async () => {
    const rounds = json(await get('/api/v1/funding/summary/')).largest_rounds;
    expect(rounds[0]).toMatchObject({ currency: 'USD', amount_usd_note: null, date_precision: 'day', is_undisclosed: false });
  });
});

describe('soft delete and drafts', () => {
  beforeAll(async () => {
    await exec(sql`UPDATE organizations SET deleted_at = now() WHERE slug = 'tokamak-energy'`);
    await exec(sql`UPDATE projects SET deleted_at = now() WHERE slug = 'polaris'`);
    await exec(sql`UPDATE articles SET deleted_at = now() WHERE slug = 'article-1'`);
    await exec(sql`UPDATE articles SET status = 'draft' WHERE slug = 'article-2'`);
    await exec(sql`UPDATE record_sources SET deleted_at = now() WHERE url = 'https://example.org/second'`);
    await exec(sql`UPDATE jobs SET deleted_at = now() WHERE title = 'Magnet Engineer'`);
  });

  test('their pages answer 404', async () => {
    await get('/api/v1/organizations/tokamak-energy/', 404);
    await get('/api/v1/projects/polaris/', 404);
    await get('/api/v1/articles/article-1/', 404);
    await get('/api/v1/articles/article-2/', 404);
  });

  test('they leave every list, export, feed, the sitemap, search and the activity feed', async () => {
    const everything = [
      (await get('/api/v1/organizations/?page_size=9999')).body,
      (await get('/api/v1/organizations/?minimal=true&page_size=9999')).body,
      (await get('/api/v1/projects/?page_size=9999')).body,
      (await get('/api/v1/articles/?page_size=100')).body,
      (await get('/api/v1/articles/recent-articles/')).body,
      (await get('/api/v1/jobs/?page_size=100')).body,
      (await get('/api/v1/funding/summary/')).body,
      (await get('/api/v1/supply-chain/')).body,
      (await get('/api/v1/activity-logs/?page_size=1000')).body,
      (await get('/api/v1/sitemap/')).body,
      (await get('/api/v1/feeds/articles.atom')).body,
      (await get('/api/v1/feeds/updates.atom')).body,
      (await get('/api/v1/feeds/jobs.atom')).body,
      (await get('/api/v1/exports/organizations.json')).body,
      (await get('/api/v1/exports/projects.json')).body,
      (await get('/api/v1/exports/funding-rounds.json')).body,
      (await get('/api/v1/search/?query=tokamak')).body,
      (await get('/api/v1/search/?query=polaris')).body,
      (await get('/api/v1/organizations/commonwealth-fusion-systems/')).body,
    ].join('\n');
    for (const hidden of [
      'tokamak-energy',
      'Tokamak Energy raises',
      'polaris',
      'article-1',
      'article-2',
      'Magnet Engineer',
      'example.org/second',
    ]) {
      expect({ hidden, found: everything.includes(hidden) }).toEqual({ hidden, found: false });
    }
    // What stays public is still there.
    for (const shown of ['commonwealth-fusion-systems', 'article-3', 'Data Scientist', 'sparc']) {
      expect({ shown, found: everything.includes(shown) }).toEqual({ shown, found: true });
    }
  });

  test("the tabs' counts and the totals leave them out", async () => {
    const tabs = json(await get('/api/v1/organizations/get-tags/'));
    const all = json(await get('/api/v1/organizations/?minimal=true&page_size=9999')).results;
    expect(tabs[0].count).toBe(all.length);
  });
});
