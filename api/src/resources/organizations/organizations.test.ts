import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/v1/organizations/', () => {
  test('lists approved organizations by name with list fields, paged with a working next link', async () => {
    const first = json(await get('/api/v1/organizations/?page_size=3'));
    expect(first.results.map((o: any) => o.display_name)).toEqual([
      'Breakthrough Energy Ventures',
      'Commonwealth Fusion Systems',
      'Faraday Factory Japan',
    ]);
    const cfs = first.results[1];
    expect(cfs).toMatchObject({
      slug: 'commonwealth-fusion-systems',
      acronym_name: 'CFS',
      logo: null,
      country: 'United States',
      country_flag_emoji: '🇺🇸',
      country_flag_url: '/api/flags/us.svg',
      city: 'Devens',
      founding_year: 2018,
      organization_tags: [{ name: 'Fusion Machine Developer' }],
      tag_group: 'Fusion Developers',
      is_approved: true,
      total_funding: 1_805_000_000,
      total_projects: 2,
      total_jobs: 1, // the sample listing counts nowhere
    });
    expect(first.next).toBe('/api/v1/organizations/?page_size=3&page=2');
    const second = json(await get(first.next));
    expect(second.results.map((o: any) => o.slug)).toEqual(['helion', 'mit-plasma-science-and-fusion-center', 'tokamak-components']);
    const last = json(await get(second.next));
    expect(last.results).toHaveLength(2);
    expect(last.next).toBeNull();
  });

  test('filters by tab and sorts by total funding descending', async () => {
    const body = json(await get('/api/v1/organizations/?tag=fusion-machine-developers&sort=-total_funding&page_size=9999'));
    expect(body.results.map((o: any) => o.slug)).toEqual(['commonwealth-fusion-systems', 'tokamak-energy', 'helion']);
    expect(body.next).toBeNull();
  });

  test('sorts by country, names breaking ties', async () => {
    const body = json(await get('/api/v1/organizations/?sort=country&page_size=9999'));
    expect(body.results.slice(0, 3).map((o: any) => o.country)).toEqual(['Germany', 'Japan', 'United Kingdom']);
    const americans = body.results.filter((o: any) => o.country === 'United States').map((o: any) => o.display_name);
    expect(americans).toEqual([...americans].sort());
  });

  test('sorts names case-insensitively, as a reader expects', async () => {
    // 'de Broglie …' must sort among the Ds, not after every capitalised name.
    await t.database.db.execute(sql`UPDATE organizations SET display_name = 'de Broglie Fusion' WHERE slug = 'tokamak-components'`);
    const body = json(await get('/api/v1/organizations/?page_size=9999'));
    const names: string[] = body.results.map((o: any) => o.display_name);
    expect(names.indexOf('de Broglie Fusion')).toBeLessThan(names.indexOf('Faraday Factory Japan'));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    await t.database.db.execute(sql`UPDATE organizations SET display_name = 'Tokamak Components' WHERE slug = 'tokamak-components'`);
  });

  test('sorts accented names by Unicode rules, not bytes: São Paulo before Seville', async () => {
    await t.database.db.execute(sql`UPDATE organizations SET display_name = 'University of São Paulo' WHERE slug = 'helion'`);
    await t.database.db.execute(sql`UPDATE organizations SET display_name = 'University of Seville' WHERE slug = 'tokamak-components'`);
    for (const url of ['/api/v1/organizations/?page_size=9999', '/api/v1/organizations/?page_size=9999&minimal=true']) {
      const names: string[] = json(await get(url)).results.map((o: any) => o.display_name);
      expect(names.indexOf('University of São Paulo')).toBeLessThan(names.indexOf('University of Seville'));
    }
    const descending: string[] = json(await get('/api/v1/organizations/?sort=-display_name&page_size=9999')).results.map(
      (o: any) => o.display_name,
    );
    expect(descending.indexOf('University of Seville')).toBeLessThan(descending.indexOf('University of São Paulo'));
    await t.database.db.execute(sql`UPDATE organizations SET display_name = 'Helion' WHERE slug = 'helion'`);
    await t.database.db.execute(sql`UPDATE organizations SET display_name = 'Tokamak Components' WHERE slug = 'tokamak-components'`);
  });

  test('minimal=true returns lean rows', async () => {
    const body = json(await get('/api/v1/organizations/?minimal=true&page_size=9999'));
    expect(Object.keys(body.results[0]).sort()).toEqual(
      [
        'acronym_name',
        'country',
        'country_flag_emoji',
        'country_flag_url',
        'display_name',
        'id',
        'is_affiliate',
        'kind',
        'logo',
        'slug',
        'status',
        'tag_group',
        'total_funding',
      ].sort(),
    );
    // What a card's logo placeholder is coloured by (the home page's machine developers).
    expect(body.results.find((o: any) => o.slug === 'faraday-factory-japan').tag_group).toBe('Supply Chain & Services');
  });

  test('affiliates show their self description in lists', async () => {
    const body = json(await get('/api/v1/organizations/?tag=supply-chain'));
    const affiliate = body.results.find((o: any) => o.slug === 'tokamak-components');
    expect(affiliate.is_affiliate).toBe(true);
    expect(affiliate.description).toBe('Our own words about our components.');
  });

  test('rejects unknown tabs and sorts with 400', async () => {
    expect((await get('/api/v1/organizations/?tag=pirates')).statusCode).toBe(400);
    expect((await get('/api/v1/organizations/?sort=id')).statusCode).toBe(400);
  });
});

describe('the facets of /organizations (issue 24)', () => {
  const slugs = async (query: string) =>
    json(await get(`/api/v1/organizations/?page_size=9999&${query}`)).results.map((o: any) => o.slug as string);

  test('a country by name or ISO code lists only that country', async () => {
    const germans = await slugs('country=Germany');
    expect(germans.length).toBeGreaterThan(0);
    expect(await slugs('country=DE')).toEqual(germans);
    const all = json(await get('/api/v1/organizations/?page_size=9999')).results;
    expect(germans).toEqual(all.filter((o: any) => o.country === 'Germany').map((o: any) => o.slug));
  });

  test('a name part matches names and acronyms, case-insensitively, wildcards taken literally', async () => {
    expect(await slugs('q=fusion%20sys')).toEqual(['commonwealth-fusion-systems']);
    expect(await slugs('q=cfs')).toEqual(['commonwealth-fusion-systems']);
    expect(await slugs('q=%25')).toEqual([]);
  });

  test('funding range, founding years, kind and status narrow the list together with the tab', async () => {
    const all = json(await get('/api/v1/organizations/?page_size=9999')).results;
    const rich = all.filter((o: any) => o.total_funding >= 1_000_000_000).map((o: any) => o.slug);
    expect(rich.length).toBeGreaterThan(0);
    expect(await slugs('funding_min=1000000000')).toEqual(rich);
    expect(await slugs('funding_max=999999999')).toEqual(all.filter((o: any) => o.total_funding < 1_000_000_000).map((o: any) => o.slug));
    const recent = all.filter((o: any) => o.founding_year !== null && o.founding_year >= 2015 && o.founding_year <= 2020);
    expect(await slugs('founded_from=2015&founded_to=2020')).toEqual(recent.map((o: any) => o.slug));
    const kind = all.find((o: any) => o.kind)?.kind;
    expect(kind).toBeDefined();
    expect(await slugs(`kind=${kind}`)).toEqual(all.filter((o: any) => o.kind === kind).map((o: any) => o.slug));
    expect(await slugs('status=none')).toEqual(all.filter((o: any) => !o.status).map((o: any) => o.slug));
    expect(await slugs('tag=fusion-machine-developers&funding_min=1000000000')).toEqual(
      (await slugs('tag=fusion-machine-developers')).filter((slug: string) => rich.includes(slug)),
    );
  });

  test('facet counts keep every other filter but their own', async () => {
    const facets = json(await get('/api/v1/organizations/facets/?country=DE'));
    const germans = await slugs('country=DE');
    expect(facets.total).toBe(germans.length);
    // The country facet ignores the chosen country, so the others stay visible with their counts.
    const all = json(await get('/api/v1/organizations/?page_size=9999')).results;
    const americans = all.filter((o: any) => o.country === 'United States').length;
    expect(facets.country).toContainEqual({ value: 'US', label: 'United States', count: americans });
    expect(facets.country).toContainEqual({ value: 'DE', label: 'Germany', count: germans.length });
    // Kind and status count within Germany.
    expect(facets.kind.reduce((sum: number, value: any) => sum + value.count, 0)).toBeLessThanOrEqual(germans.length);
    expect(facets.status.reduce((sum: number, value: any) => sum + value.count, 0)).toBe(germans.length);
    expect(Object.keys(facets)).toEqual(['total', 'country', 'kind', 'status', 'founding_year', 'total_funding']);
  });

  test('bad filters answer 400, never 500', async () => {
    for (const query of [
      'kind=spaceship',
      'status=asleep',
      'funding_min=-1',
      'founded_from=20',
      'funding_min=5&funding_max=1',
      'founded_from=2020&founded_to=2000',
      `q=${'x'.repeat(101)}`,
    ]) {
      expect((await get(`/api/v1/organizations/?${query}`)).statusCode).toBe(400);
      expect((await get(`/api/v1/organizations/facets/?${query}`)).statusCode).toBe(400);
    }
  });
});

test('GET /api/v1/organizations/get-tags/ counts every tab, all first', async () => {
  const tabs = json(await get('/api/v1/organizations/get-tags/'));
  expect(tabs[0]).toEqual({ tag: 'All', encoded_url: 'all', count: 8 });
  const counts = Object.fromEntries(tabs.map((tab: any) => [tab.encoded_url, tab.count]));
  expect(counts).toMatchObject({
    'fusion-machine-developers': 3,
    'technology-developers': 1,
    'supply-chain': 2,
    funders: 1,
    'research-organizations': 1,
    government: 1,
    ngos: 0,
    'specialized-applications': 0,
  });
});

describe('GET /api/v1/organizations/{slug}/', () => {
  test('returns every detail field with computed totals', async () => {
    const response = await get('/api/v1/organizations/commonwealth-fusion-systems/');
    expect(response.statusCode).toBe(200);
    const cfs = json(response);
    expect(cfs).toMatchObject({
      display_name: 'Commonwealth Fusion Systems',
      self_description: null,
      contact_email: null,
      region: 'Massachusetts',
      total_funding: 1_805_000_000,
      total_projects: 2,
      total_jobs: 1, // the sample listing counts nowhere
      total_supply_chain_offerings: 0,
      total_funding_received_investment: 1_800_000_000,
      total_funding_received_nondilutive: 5_000_000,
      total_funding_undisclosed: false,
      source_url: 'https://example.org/source',
    });
    expect(cfs.founders.map((p: any) => p.name)).toEqual(['Bob Mumgaard', 'Dennis Whyte']);
    expect(cfs.leadership).toEqual([expect.objectContaining({ name: 'Bob Mumgaard', title: 'CEO' })]);
    expect(cfs.projects.map((p: any) => p.slug)).toEqual(['arc', 'sparc']);
    expect(cfs.projects[1].concept).toEqual({ display_name: 'Tokamak', slug: 'tokamak' });
    const [seriesB] = cfs.funding_received_investment;
    expect(seriesB).toMatchObject({
      announcement_date: '2021-12-01',
      round_name: 'Series B',
      amount_usd: 1_800_000_000,
      recipient_organization: { slug: 'commonwealth-fusion-systems', acronym_name: 'CFS' },
      source_organizations: [expect.objectContaining({ slug: 'breakthrough-energy-ventures', acronym_name: 'BEV' })],
    });
    expect(cfs.funding_received_nondilutive).toHaveLength(1);
  });

  test('lists the sources of the organization and of each funding entry, with verified_on', async () => {
    const cfs = json(await get('/api/v1/organizations/commonwealth-fusion-systems/'));
    expect(cfs.sources).toEqual([
      { url: 'https://example.org/source', title: 'Source page', verified_on: '2025-05-20', checked: 'stored-copy', published_on: null },
      { url: 'https://example.org/second', title: 'Second source', verified_on: null, checked: 'cited', published_on: null },
    ]);
    const [seriesB] = cfs.funding_received_investment;
    expect(seriesB.sources).toEqual([
      {
        url: 'https://example.org/cfs-b',
        title: 'CFS announcement',
        verified_on: '2025-05-22',
        checked: 'stored-copy',
        published_on: null,
      },
      {
        url: 'https://example.org/cfs-b-press',
        title: 'Press report',
        verified_on: '2025-05-22',
        checked: 'stored-copy',
        published_on: null,
      },
    ]);
    // A record given only a source_url gets that one source, titled by its host, not verified.
    const [milestone] = cfs.funding_received_nondilutive;
    expect(milestone.sources).toEqual([
      { url: 'https://example.org/doe', title: 'example.org', verified_on: null, checked: 'cited', published_on: null },
    ]);
    const bev = json(await get('/api/v1/organizations/breakthrough-energy-ventures/'));
    expect(bev.funding_provided_investment[0].sources).toHaveLength(2);
  });

  test('lists funding provided, projects supplied and supply chain offerings', async () => {
    const bev = json(await get('/api/v1/organizations/breakthrough-energy-ventures/'));
    expect(bev.funding_provided_investment.map((f: any) => f.round_name)).toEqual(['Series B']);
    expect(bev.tag_group).toBe('Investors & Capital Providers'); // what it mainly is: the page leads with its investments
    const ffj = json(await get('/api/v1/organizations/faraday-factory-japan/'));
    expect(ffj.tag_group).toBe('Supply Chain & Services');
    expect(ffj.projects_supplied).toEqual([
      expect.objectContaining({ slug: 'sparc', supply_chain_category: { name: 'HTS Tape' }, description: 'Supplies HTS tape.' }),
    ]);
    expect(ffj.supply_chain).toEqual([
      expect.objectContaining({
        name: 'HTS Tape',
        slug: 'hts-tape',
        supply_chain_link: '/supply-chain#magnets',
        offering_link: 'https://example.org/tape',
      }),
    ]);
    expect(ffj.total_supply_chain_offerings).toBe(1);
  });

  test('shows self description and contact email for affiliates only', async () => {
    const affiliate = json(await get('/api/v1/organizations/tokamak-components/'));
    expect(affiliate.self_description).toBe('Our own words about our components.');
    expect(affiliate.contact_email).toBe('sales@example.org');
  });

  test('a total with no USD figure behind it is undisclosed, not $0', async () => {
    const detail = async () => json(await get('/api/v1/organizations/tokamak-energy/'));
    const listed = async (slug: string) =>
      json(await get('/api/v1/organizations/?page_size=9999')).results.find((o: { slug: string }) => o.slug === slug);
    expect(await detail()).toMatchObject({ total_funding_undisclosed: false });
    expect(await listed('tokamak-energy')).toMatchObject({ total_funding_undisclosed: false });
    await t.database.db.execute(sql`UPDATE funding_rounds SET amount_usd = NULL, amount_usd_method = NULL, amount = NULL, currency = NULL
      WHERE recipient_id = (SELECT id FROM organizations WHERE slug = 'tokamak-energy')`);
    try {
      expect(await detail()).toMatchObject({ total_funding_received_investment: 0, total_funding_undisclosed: true });
      expect(await listed('tokamak-energy')).toMatchObject({ total_funding_undisclosed: true }); // the card says so too
      // An organization without rounds has nothing to disclose.
      expect(json(await get('/api/v1/organizations/helion/'))).toMatchObject({ total_funding_undisclosed: false });
      expect(await listed('helion')).toMatchObject({ total_funding_undisclosed: false });
    } finally {
      await t.database.db
        .execute(sql`UPDATE funding_rounds SET amount_usd = 125000000, amount_usd_method = 'same-currency', amount = 125000000, currency = 'USD'
        WHERE recipient_id = (SELECT id FROM organizations WHERE slug = 'tokamak-energy')`);
    }
  });

  test('404 for an unknown slug, with or without trailing slash', async () => {
    for (const url of ['/api/v1/organizations/no-such-org/', '/api/v1/organizations/no-such-org']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'Organization not found.' });
    }
  });

  test('unapproved organizations are absent from lists and 404 on detail', async () => {
    await t.database.db.execute(sql`UPDATE organizations SET is_approved = false WHERE slug = 'helion'`);
    try {
      const detail = await get('/api/v1/organizations/helion/');
      expect(detail.statusCode).toBe(404);
      // Not told apart from an unknown slug (security review L2).
      expect(json(detail)).toEqual({ message: 'Organization not found.' });
      expect(detail.headers['cache-control']).toBe('no-store');
      expect(detail.headers.etag).toBeUndefined();
      const list = json(await get('/api/v1/organizations/?page_size=9999'));
      expect(list.results.map((o: any) => o.slug)).not.toContain('helion');
      const tabs = json(await get('/api/v1/organizations/get-tags/'));
      expect(tabs[0].count).toBe(7);
    } finally {
      await t.database.db.execute(sql`UPDATE organizations SET is_approved = true WHERE slug = 'helion'`);
    }
  });
});
