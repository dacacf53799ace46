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

test('prefix as you type, affiliates first among equally good matches; each organization with its logo and tag group', async () => {
  await t.database.db.execute(sql`UPDATE organizations SET logo = '/api/media/te.png' WHERE slug = 'tokamak-energy'`);
  const body = await search('tok');
  await t.database.db.execute(sql`UPDATE organizations SET logo = NULL WHERE slug = 'tokamak-energy'`);
  expect(body.results.slice(0, 2)).toEqual([
    {
      display_name: 'Tokamak Components',
      slug: 'tokamak-components',
      is_organization: true,
      is_affiliate: true,
      status: null,
      logo: null,
      tag_group: 'Supply Chain & Services',
    },
    {
      display_name: 'Tokamak Energy',
      slug: 'tokamak-energy',
      is_organization: true,
      is_affiliate: false,
      status: null,
      logo: '/api/media/te.png',
      tag_group: 'Fusion Developers',
    },
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
    { display_name: 'SPARC', slug: 'sparc', is_organization: false, is_affiliate: false, status: null, logo: null, tag_group: null },
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

describe('supply chain results, for a shell that asks for them (issue 24)', () => {
  beforeAll(async () => {
    // The demo data's category (the fixture has none about cryogenics).
    await t.database.db.execute(sql`WITH c AS (INSERT INTO supply_chain_categories (slug, name, position)
        VALUES ('vacuum-and-cryogenics', 'Vacuum & Cryogenics', 9) RETURNING id)
      INSERT INTO supply_chain_sub_categories (category_id, slug, name, position) SELECT id, 'cryogenic-plants', 'Cryogenic Plants', 0 FROM c`);
  });

  test("'Cryogenics' offers the category 'Vacuum & Cryogenics', leading to its /supply-chain hash, every result with its kind", async () => {
    const body = await search('Cryogenics', '&include=supply-chain');
    expect(body.results[0]).toEqual({
      display_name: 'Vacuum & Cryogenics',
      slug: 'vacuum-cryogenics',
      is_organization: false,
      is_affiliate: false,
      status: null,
      logo: null,
      tag_group: null,
      kind: 'supply-chain',
    });
    expect(body.results.slice(1).every((result: any) => result.kind === (result.is_organization ? 'organization' : 'project'))).toBe(true);
    // A sub-category leads to its category's tab.
    const plants = (await search('cryogenic plants', '&include=supply-chain')).results;
    expect(plants[0]).toMatchObject({ display_name: 'Cryogenic Plants', slug: 'vacuum-cryogenics', kind: 'supply-chain' });
  });

  test('an older shell (no include) never receives them, nor the kind field, even after a newer one asked', async () => {
    await search('Cryogenics', '&include=supply-chain');
    const body = await search('Cryogenics');
    expect(body.results.some((result: any) => 'kind' in result)).toBe(false);
    expect(body.results.map((result: any) => result.display_name)).not.toContain('Vacuum & Cryogenics');
  });

  test('only on the first page; the next link keeps asking for kinds', async () => {
    const first = await search('t', '&include=supply-chain&page_size=2');
    expect(first.next).toContain('include=supply-chain');
    const second = json(await t.app.inject({ method: 'GET', url: first.next }));
    expect(second.results.every((result: any) => result.kind !== 'supply-chain')).toBe(true);
    expect(second.results.every((result: any) => 'kind' in result)).toBe(true);
  });

  test('an unknown include is a 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/search/?query=tok&include=everything' });
    expect(response.statusCode).toBe(400);
  });
});
