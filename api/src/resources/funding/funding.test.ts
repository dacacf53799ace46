import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const summary = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/funding/summary/${query}` });
  expect(response.statusCode).toBe(200);
  return json(response);
};

describe('GET /api/v1/funding/summary/', () => {
  test('totals, years (contiguous), concepts and countries of the disclosed funding', async () => {
    const body = await summary();
    expect(body.totals).toEqual({ amount_usd: 1_930_000_000, rounds: 3, disclosed_rounds: 3, organizations: 2 });
    expect(body.by_year).toEqual([
      { year: 2021, investment_usd: 1_800_000_000, non_dilutive_usd: 0, rounds: 1 },
      { year: 2022, investment_usd: 0, non_dilutive_usd: 0, rounds: 0 },
      { year: 2023, investment_usd: 0, non_dilutive_usd: 5_000_000, rounds: 1 },
      { year: 2024, investment_usd: 125_000_000, non_dilutive_usd: 0, rounds: 1 },
    ]);
    // CFS leads SPARC and ARC, Tokamak Energy leads ST80-HTS: all three rounds go to tokamaks.
    expect(body.by_concept).toEqual([{ concept: { display_name: 'Tokamak', slug: 'tokamak' }, amount_usd: 1_930_000_000, rounds: 3 }]);
    expect(body.by_country).toEqual([
      { country_code: 'US', country: 'United States', amount_usd: 1_805_000_000, rounds: 2 },
      { country_code: 'GB', country: 'United Kingdom', amount_usd: 125_000_000, rounds: 1 },
    ]);
    expect(body.options).toEqual({
      first_year: 2021,
      last_year: 2024,
      concepts: [{ display_name: 'Tokamak', slug: 'tokamak' }],
      countries: [
        { code: 'GB', name: 'United Kingdom' },
        { code: 'US', name: 'United States' },
      ],
    });
  });

  test('the largest rounds, largest first, with type, concept, country and sources', async () => {
    const body = await summary();
    expect(body.largest_rounds.map((round: any) => [round.round_name, round.amount_usd])).toEqual([
      ['Series B', 1_800_000_000],
      ['Series C', 125_000_000],
      ['Milestone award', 5_000_000],
    ]);
    expect(body.largest_rounds[0]).toMatchObject({
      announcement_date: '2021-12-01',
      funding_type: 'investment',
      headline: 'CFS raises a Series B',
      recipient_organization: { slug: 'commonwealth-fusion-systems', display_name: 'Commonwealth Fusion Systems', acronym_name: 'CFS' },
      source_organizations: [{ slug: 'breakthrough-energy-ventures', acronym_name: 'BEV' }],
      concept: { slug: 'tokamak', display_name: 'Tokamak' },
      country: 'United States',
      country_flag_emoji: '🇺🇸',
      country_flag_url: '/api/flags/us.svg',
      sources: [
        { url: 'https://example.org/cfs-b', title: 'CFS announcement', verified_on: '2025-05-22' },
        { url: 'https://example.org/cfs-b-press', title: 'Press report', verified_on: '2025-05-22' },
      ],
    });
    expect(body.largest_rounds[2].funding_type).toBe('non-dilutive');
  });

  test('filters by type, years, country and concept; the options stay whole', async () => {
    expect((await summary('?type=investment')).totals.amount_usd).toBe(1_925_000_000);
    expect((await summary('?type=non-dilutive')).largest_rounds.map((round: any) => round.round_name)).toEqual(['Milestone award']);
    const years = await summary('?from=2022&to=2023');
    expect(years.totals).toMatchObject({ amount_usd: 5_000_000, rounds: 1 });
    expect(years.by_year).toEqual([{ year: 2023, investment_usd: 0, non_dilutive_usd: 5_000_000, rounds: 1 }]);
    expect((await summary('?country=gb')).totals).toMatchObject({ amount_usd: 125_000_000, organizations: 1 });
    const frc = await summary('?concept=frc');
    expect(frc.totals).toEqual({ amount_usd: 0, rounds: 0, disclosed_rounds: 0, organizations: 0 });
    expect(frc.by_year).toEqual([]);
    expect(frc.largest_rounds).toEqual([]);
    expect(frc.options.first_year).toBe(2021);
    expect(frc.options.countries).toHaveLength(2);
  });

  test.each([
    ['?from=2024&to=2020', /'from' must not be after 'to'/],
    ['?type=grant', /type/],
    ['?country=usa', /country/],
    ['?concept=Not%20a%20slug', /concept/],
    ['?from=1800', /from/],
  ])('%s is a 400 with a message', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/funding/summary/${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toMatch(message);
  });

  test('is cached per URL (ETag) and documented in the OpenAPI document', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/funding/summary/?type=investment' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/funding/summary/?type=investment',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const document = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const operation = document.paths['/api/v1/funding/summary/'].get;
    expect(operation.parameters.map((parameter: any) => parameter.name).sort()).toEqual(['concept', 'country', 'from', 'to', 'type']);
    expect(Object.keys(operation.responses[200].content['application/json'].schema.properties)).toEqual([
      'totals',
      'by_year',
      'by_concept',
      'by_country',
      'largest_rounds',
      'counting_rule',
      'options',
    ]);
  });

  test('states the counting rule and its total: private fusion developers only, up to 31 July 2025', async () => {
    const before = (await summary()).counting_rule;
    // The fixture gives no organization a kind: nothing is counted as a private company yet.
    expect(before).toMatchObject({ announced_by: '2025-07-31', total_usd: 0, rounds: 0, organizations: 0 });
    expect(before.text).toMatch(/committed amounts only/);
    expect(before.reference).toMatchObject({ total_usd: 9_766_000_000 });
    expect(before.known_gaps).toEqual(expect.arrayContaining([expect.stringMatching(/DOE Milestone/)]));
    await t.database.db.execute(
      sql`UPDATE organizations SET kind = 'private-company' WHERE slug IN ('commonwealth-fusion-systems', 'tokamak-energy')`,
    );
    const after = (await summary('?country=gb')).counting_rule; // the filters do not narrow it
    expect(after).toMatchObject({ total_usd: 1_930_000_000, rounds: 3, rounds_without_usd: 0, organizations: 2 });
    await t.database.db.execute(sql`UPDATE organizations SET kind = 'corporate-program' WHERE slug = 'tokamak-energy'`);
    expect((await summary()).counting_rule).toMatchObject({ total_usd: 1_805_000_000, rounds: 2, organizations: 1 });
  });

  test('leaves out rounds received by unapproved organizations', async () => {
    await t.database.db.execute(sql`UPDATE organizations SET is_approved = false WHERE slug = 'tokamak-energy'`);
    const body = await summary();
    expect(body.totals).toMatchObject({ amount_usd: 1_805_000_000, rounds: 2 });
    expect(body.options.countries).toEqual([{ code: 'US', name: 'United States' }]);
  });
});
