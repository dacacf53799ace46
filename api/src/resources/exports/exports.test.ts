import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { csvCell, csvLine } from './csv';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A small RFC 4180 parser (quoted cells, doubled quotes, CRLF), to read the files back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell || row.length) throw new Error('the last line does not end in CRLF');
  return rows;
}

async function download(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response;
}

async function csv(url: string) {
  const response = await download(url);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(response.body.slice(1));
  return { response, header: header!, rows, column: (name: string) => rows.map((row) => row[header!.indexOf(name)]) };
}

describe('CSV cells', () => {
  test('quotes commas, quotes and line breaks; joins lists; yes/no; empty for null', () => {
    expect(csvLine(['plain', 'a, b', 'say "hi"', 'two\nlines', 12.5, null, true, ['x', 'y']])).toBe(
      'plain,"a, b","say ""hi""","two\nlines",12.5,,yes,x; y\r\n',
    );
  });

  test('text a spreadsheet would run as a formula is neutralised', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-2)).toBe('-2');
  });
});

describe('GET /api/v1/exports/organizations.{csv,json}', () => {
  test('a CSV download of every approved organization, by name, with its columns', async () => {
    const { response, header, rows, column } = await csv('/api/v1/exports/organizations.csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="organizations-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(header).toEqual([
      'Name',
      'Acronym',
      'Page',
      'Website',
      'Country',
      'Country code',
      'Region',
      'City',
      'Founded',
      'Tags',
      'Affiliate',
      'Total funding (USD)',
      'Projects',
      'Jobs',
      'Supply chain offerings',
      'Sources',
      'Verified on',
    ]);
    expect(rows).toHaveLength(8);
    expect(column('Name')).toEqual([
      'Breakthrough Energy Ventures',
      'Commonwealth Fusion Systems',
      'Faraday Factory Japan',
      'Helion',
      'MIT Plasma Science and Fusion Center',
      'Tokamak Components',
      'Tokamak Energy',
      'U.S. Department of Energy',
    ]);
    const cfs = rows[1]!;
    expect(cfs).toEqual([
      'Commonwealth Fusion Systems',
      'CFS',
      'http://localhost:80/organizations/commonwealth-fusion-systems',
      'https://cfs.energy',
      'United States',
      'US',
      'Massachusetts',
      'Devens',
      '2018',
      'Fusion Machine Developer',
      'no',
      '1805000000',
      '2',
      '1', // jobs: the sample listing counts nowhere
      '0',
      'https://example.org/source; https://example.org/second',
      '2025-05-20',
    ]);
    expect(response.headers['x-total-count']).toBe('8');
  });

  test('follows the tab and the sort of /organizations', async () => {
    const { column } = await csv('/api/v1/exports/organizations.csv?tag=fusion-machine-developers&sort=-total_funding');
    expect(column('Name')).toEqual(['Commonwealth Fusion Systems', 'Tokamak Energy', 'Helion']);
    const byCountry = await csv('/api/v1/exports/organizations.csv?sort=country');
    // By country name: Germany, Japan, United Kingdom, United States.
    expect(byCountry.column('Country code')).toEqual(['DE', 'JP', 'GB', 'US', 'US', 'US', 'US', 'US']);
  });

  test('honours the facets of /organizations (issue 24)', async () => {
    const { column } = await csv('/api/v1/exports/organizations.csv?country=US&funding_min=1000000000');
    expect(column('Name')).toEqual(['Commonwealth Fusion Systems']);
    expect((await csv('/api/v1/exports/organizations.csv?q=tokamak')).column('Name')).toEqual(['Tokamak Components', 'Tokamak Energy']);
    const upsideDown = await t.app.inject({ method: 'GET', url: '/api/v1/exports/organizations.csv?founded_from=2020&founded_to=2000' });
    expect(upsideDown.statusCode).toBe(400);
  });

  test('JSON: an array of objects with the same fields (lists as arrays, sources with their dates)', async () => {
    const response = await download('/api/v1/exports/organizations.json?tag=fusion-machine-developers');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="organizations-fusion-machine-developers-[\d-]+\.json"/);
    const body = json(response);
    expect(body.map((o: any) => o.name)).toEqual(['Commonwealth Fusion Systems', 'Helion', 'Tokamak Energy']);
    expect(body[2]).toEqual({
      name: 'Tokamak Energy',
      acronym: null,
      page_url: 'http://localhost:80/organizations/tokamak-energy',
      website: null,
      country: 'United Kingdom',
      country_code: 'GB',
      region: null,
      city: 'Abingdon',
      founding_year: 2009,
      tags: ['Fusion Machine Developer', 'Fusion Technology Developer'],
      affiliate: false,
      total_funding_usd: 125000000,
      projects: 1,
      jobs: 1,
      supply_chain_offerings: 0,
      // source_url only: a source never checked
      sources: [{ url: 'https://example.org/source', title: expect.any(String), verified_on: null, checked: 'cited', published_on: null }],
      verified_on: null,
    });
  });

  test('an unknown tab or sort is a 400 with a message', async () => {
    for (const url of ['/api/v1/exports/organizations.csv?tag=nope', '/api/v1/exports/organizations.json?sort=name']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toMatch(/^Invalid querystring/);
    }
  });
});

describe('GET /api/v1/exports/projects.{csv,json}', () => {
  test('the projects of a concept, with their columns', async () => {
    const { header, rows, column } = await csv('/api/v1/exports/projects.csv?concept=tokamak');
    expect(header).toEqual([
      'Name',
      'Page',
      'Concept',
      'Status',
      'Country',
      'Operations started',
      'Operations ended',
      'Organizations',
      'Announcement',
      'Sources',
      'Verified on',
    ]);
    expect(column('Name')).toEqual(['ARC', 'SPARC', 'ST80-HTS']);
    expect(rows[1]).toEqual([
      'SPARC',
      'http://localhost:80/projects/sparc',
      'Tokamak',
      'Under Construction',
      'United States',
      '',
      '',
      'Commonwealth Fusion Systems; MIT Plasma Science and Fusion Center',
      'https://example.org/sparc',
      'https://example.org/sparc-source',
      '2025-05-21',
    ]);
  });

  test('sorted by status in lifecycle order; JSON of every project; a concept without projects is an empty file', async () => {
    const { column } = await csv('/api/v1/exports/projects.csv?sort=project_status');
    expect(column('Status')).toEqual(['Planned', 'Under Construction', 'Operating', 'Shut Down']);
    const all = json(await download('/api/v1/exports/projects.json'));
    expect(all.map((p: any) => p.name)).toEqual(['ARC', 'Polaris', 'SPARC', 'ST80-HTS']);
    expect(all[1]).toMatchObject({ concept: 'Field-Reversed Configuration', operations_started: 2021, operations_ended: 2024 });
    expect(json(await download('/api/v1/exports/projects.json?concept=stellarator'))).toEqual([]);
    expect((await csv('/api/v1/exports/projects.csv?concept=stellarator')).rows).toEqual([]);
  });
});

describe('GET /api/v1/exports/funding-rounds.{csv,json}', () => {
  test('every round newest first, with the /funding filters', async () => {
    const { header, rows, column } = await csv('/api/v1/exports/funding-rounds.csv');
    expect(header).toEqual([
      'Date',
      'Recipient',
      'Recipient page',
      'Country',
      'Concept',
      'Round',
      'Type',
      'Amount (USD)',
      'Funders',
      'Headline',
      'Announcement',
      'Sources',
      'Verified on',
    ]);
    expect(column('Date')).toEqual(['2024-11-05', '2023-05-31', '2021-12-01']);
    expect(rows[2]).toEqual([
      '2021-12-01',
      'Commonwealth Fusion Systems',
      'http://localhost:80/organizations/commonwealth-fusion-systems',
      'United States',
      'Tokamak',
      'Series B',
      'investment',
      '1800000000',
      'Breakthrough Energy Ventures',
      'CFS raises a Series B',
      'https://example.org/cfs-b',
      'https://example.org/cfs-b; https://example.org/cfs-b-press',
      '2025-05-22',
    ]);
    expect((await csv('/api/v1/exports/funding-rounds.csv?type=non-dilutive')).column('Round')).toEqual(['Milestone award']);
    const json2021 = json(await download('/api/v1/exports/funding-rounds.json?from=2021&to=2021&country=US'));
    expect(json2021).toHaveLength(1);
    expect(json2021[0]).toMatchObject({ round: 'Series B', amount_usd: 1_800_000_000, funders: ['Breakthrough Energy Ventures'] });
    const backwards = await t.app.inject({ method: 'GET', url: '/api/v1/exports/funding-rounds.csv?from=2025&to=2020' });
    expect(backwards.statusCode).toBe(400);
  });
});

test('the OpenAPI document describes the six files with their media types and columns', async () => {
  const document = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
  for (const dataset of ['organizations', 'projects', 'funding-rounds']) {
    const csvOperation = document.paths[`/api/v1/exports/${dataset}.csv`].get;
    expect(Object.keys(csvOperation.responses[200].content)).toEqual(['text/csv']);
    expect(csvOperation.responses[200].description).toMatch(/Columns: /);
    const jsonOperation = document.paths[`/api/v1/exports/${dataset}.json`].get;
    expect(Object.keys(jsonOperation.responses[200].content)).toEqual(['application/json']);
  }
  expect(document.paths['/api/v1/exports/organizations.csv'].get.responses[200].description).toMatch(/Name, Acronym, Page/);
});

describe('10,000 rows', () => {
  beforeAll(async () => {
    await t.database.db.execute(sql`INSERT INTO organizations (slug, display_name, country_code, country, city, founding_year)
      SELECT 'bulk-' || g, 'Bulk Organization ' || g, 'FR', 'France', 'Lyon', 1990 + g % 30 FROM generate_series(1, 10000) g`);
    await t.database.db
      .execute(sql`INSERT INTO funding_rounds (recipient_id, funding_type, round_name, amount, currency, amount_usd, amount_usd_method,
        announcement_date, headline)
      SELECT o.id, 'investment', 'Seed', 1000000 + o.id, 'USD', 1000000 + o.id, 'same-currency', date '2010-01-01' + (o.id % 5000),
        'A round, "quoted"'
      FROM organizations o WHERE o.slug LIKE 'bulk-%'`);
    await t.database.db.execute(sql`INSERT INTO record_sources (funding_round_id, url, title, checked, verified_on)
      SELECT f.id, 'https://example.org/round/' || f.id, 'Round source', 'stored-copy', date '2025-01-01' FROM funding_rounds f`);
  }, 60_000);

  test.each([
    ['/api/v1/exports/organizations.csv', 10_008],
    ['/api/v1/exports/funding-rounds.csv', 10_003],
  ])('%s streams %i rows within a few seconds', async (url, count) => {
    const started = performance.now();
    const { rows, column } = await csv(url);
    const elapsed = performance.now() - started;
    expect(rows).toHaveLength(count);
    expect(new Set(column(url.includes('funding') ? 'Recipient page' : 'Page')).size).toBeGreaterThan(9_000);
    console.log(`${url}: ${count} rows in ${Math.round(elapsed)} ms`);
    // Generous for a shared 2-core machine; measured ≈ 0.5–1 s on PGlite.
    expect(elapsed).toBeLessThan(8_000);
  });

  test('the answer is a chunked stream, not one buffered body', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/v1/exports/organizations.json`);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    const reader = response.body!.getReader();
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    expect(JSON.parse(text)).toHaveLength(10_008);
  });
});
