import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('GET /api/v1/supply-chain/ returns categories → sub-categories → organizations, affiliates first', async () => {
  const body = json(await t.app.inject({ method: 'GET', url: '/api/v1/supply-chain/' }));
  expect(body.results.map((c: any) => c.slug)).toEqual(['magnets', 'vacuum-systems']);
  expect(body.results[0].sub_categories).toEqual([
    {
      name: 'HTS Tape',
      slug: 'hts-tape',
      organizations: [
        { slug: 'tokamak-components', display_name: 'Tokamak Components', is_affiliate: true, status: null },
        { slug: 'faraday-factory-japan', display_name: 'Faraday Factory Japan', is_affiliate: false, status: null },
      ],
    },
  ]);
});

test('GET /api/v1/supply-chain/get-categories/ counts organizations, All first', async () => {
  const tabs = json(await t.app.inject({ method: 'GET', url: '/api/v1/supply-chain/get-categories/' }));
  expect(tabs).toEqual([
    { tag: 'All', count: 2 },
    { tag: 'Magnets', count: 2 },
    { tag: 'Vacuum Systems', count: 1 },
  ]);
});
