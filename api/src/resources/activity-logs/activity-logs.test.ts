import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('the feed is derived from the data, newest first, with every field', async () => {
  const body = json(await t.app.inject({ method: 'GET', url: '/api/v1/activity-logs/?page_size=100' }));
  // 3 funding + 2 organizations with jobs + 4 projects + 8 organizations
  expect(body.results).toHaveLength(17);
  const dates = body.results.map((item: any) => item.created_at);
  expect(dates).toEqual([...dates].sort().reverse());
  const jobs = body.results.find(
    (item: any) => item.activity_type === 'New Jobs' && item.organization.slug === 'commonwealth-fusion-systems',
  );
  // CFS has two postings; the sample one (2025-05-10) announces nothing.
  expect(jobs).toMatchObject({
    jobs_count: 1,
    label_color: 'info',
    url: 'https://cfs.energy/careers',
    created_at: '2025-05-01T00:00:00.000Z',
  });
  const funding = body.results.find((item: any) => item.activity_type === 'Funding' && item.funding_round.round_name === 'Series C');
  expect(funding).toMatchObject({
    label_color: 'success',
    organization: {
      slug: 'tokamak-energy',
      display_name: 'Tokamak Energy',
      logo: null,
      tag_group: 'Fusion Developers',
      is_affiliate: false,
    },
    funding_round: { amount_usd: 125_000_000, round_name: 'Series C' },
    recipient_organization: { slug: 'tokamak-energy', display_name: 'Tokamak Energy' },
    project: null,
    jobs_count: null,
    url: 'https://example.org/te-c',
    created_at: '2024-11-05T00:00:00.000Z',
    created_at_precision: 'day',
  });
  // Dated by its founding year: the feed says '2018', not 'Jan 1, 2018'.
  const founded = body.results.find((item: any) => item.activity_type === 'New Organization');
  expect(founded.created_at).toMatch(/^\d{4}-01-01T00:00:00\.000Z$/);
  expect(founded.created_at_precision).toBe('year');
  const project = body.results.find((item: any) => item.activity_type === 'New Project' && item.project.slug === 'st80-hts');
  expect(project).toMatchObject({ project: { display_name: 'ST80-HTS', media: [] }, url: '/projects/st80-hts' });
});

test('page_size=8 for the home page gives a next link', async () => {
  const body = json(await t.app.inject({ method: 'GET', url: '/api/v1/activity-logs/?page_size=8' }));
  expect(body.results).toHaveLength(8);
  expect(body.next).toBe('/api/v1/activity-logs/?page_size=8&page=2');
});
