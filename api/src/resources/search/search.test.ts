import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { prefixTsQuery, searchWords } from './text';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const search = async (query: string, extra = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/search/?query=${encodeURIComponent(query)}${extra}` });
  expect(response.statusCode).toBe(200);
  return json(response);
};
const names = async (query: string) => (await search(query)).results.map((r: any) => r.display_name);

test('prefix as you type, affiliates first among equally good matches', async () => {
  const body = await search('tok');
  expect(body.results.slice(0, 2)).toEqual([
    { display_name: 'Tokamak Components', slug: 'tokamak-components', is_organization: true, is_affiliate: true, status: null },
    { display_name: 'Tokamak Energy', slug: 'tokamak-energy', is_organization: true, is_affiliate: false, status: null },
  ]);
  expect((await names('tokamak en'))[0]).toBe('Tokamak Energy');
});

test('acronyms and exact names rank first', async () => {
  expect((await names('CFS'))[0]).toBe('Commonwealth Fusion Systems');
  expect((await names('doe'))[0]).toBe('U.S. Department of Energy');
});

test('small typos find the organization', async () => {
  expect(await names('commonwelth')).toContain('Commonwealth Fusion Systems');
  expect(await names('helium')).toEqual([]);
});

test('projects are results too, flagged is_organization=false', async () => {
  expect((await search('sparc')).results).toEqual([
    { display_name: 'SPARC', slug: 'sparc', is_organization: false, is_affiliate: false, status: null },
  ]);
});

test('a supply chain category name finds the organizations offering it', async () => {
  expect(await names('hts tape')).toEqual(['Tokamak Components', 'Faraday Factory Japan']);
  expect(await names('vacuum')).toEqual(['Tokamak Components']);
});

test('pages with next; empty queries return nothing', async () => {
  const first = await search('t', '&page_size=2');
  expect(first.results).toHaveLength(2);
  expect(first.next).toBe('/api/v1/search/?query=t&page_size=2&page=2');
  const second = json(await t.app.inject({ method: 'GET', url: first.next }));
  expect(second.results[0].slug).not.toBe(first.results[0].slug);
  expect(await search('')).toEqual({ results: [], next: null });
  expect(await search('!!! ---')).toEqual({ results: [], next: null });
});

test('query text becomes safe prefix terms', () => {
  expect(searchWords("' OR 1=1 --")).toEqual(['or', '1', '1']);
  expect(prefixTsQuery('Tokamak  Énergie')).toBe("'tokamak':* & 'énergie':*");
  expect(prefixTsQuery('&|!():*')).toBeNull();
});

test('organizations that are not approved are never listed (their page does not exist)', async () => {
  await t.database.db.execute(sql`UPDATE organizations SET is_approved = false WHERE slug = 'faraday-factory-japan'`);
  try {
    expect(await names('hts tape')).toEqual(['Tokamak Components']); // supply chain path
    expect(await names('faraday')).toEqual([]); // name path
    expect(await names('faraday factory japn')).toEqual([]); // typo path
  } finally {
    await t.database.db.execute(sql`UPDATE organizations SET is_approved = true WHERE slug = 'faraday-factory-japan'`);
  }
  expect(await names('faraday factory japn')).toContain('Faraday Factory Japan');
});
