// The staff CSV import on the real server and database: the issue's case (3 new rounds, 1 change,
// 2 bad rows), matching by key, unknown investors, one transaction (a failing row writes nothing),
// the audit rows and the data version, and hostile CSVs (never a 500).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { dataVersion } from '../../../db/data-version';
import { queryRows } from '../../../db/helpers';
import { signedIn, type Member } from '../../../../test/contributions';
import { json, startTestApp, type TestApp } from '../../../../test/app';
import { MAX_CSV_ROWS } from './csv';

let t: TestApp;
let db: Db;
let staff: Member;

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  staff = await signedIn(t.app, db, { staff: true });
});
afterAll(() => t.close());

function post(url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: staff.browser.cookieHeader(), 'x-csrftoken': staff.browser.csrf },
    payload: payload as object,
  });
}
const dryRun = (kind: string, csv: string, extra: object = {}) => post(`/api/v1/admin/import/${kind}/dry-run/`, { csv, ...extra });
const apply = (kind: string, csv: string, extra: object = {}) => post(`/api/v1/admin/import/${kind}/apply/`, { csv, ...extra });

const idOf = async (slug: string) => (await queryRows<{ id: number }>(db, sql`SELECT id FROM organizations WHERE slug = ${slug}`))[0]!.id;
const roundsNamed = (names: string[]) =>
  queryRows<Record<string, any>>(
    db,
    sql`SELECT r.id, o.slug AS recipient, r.round_name, r.announcement_date::text AS date, r.announcement_date_precision AS precision,
          r.amount::float8 AS amount, r.currency, r.amount_usd::float8 AS amount_usd, r.source_url,
          (SELECT coalesce(json_agg(l.organization_id ORDER BY l.position), '[]') FROM funding_round_sources l
            WHERE l.funding_round_id = r.id AND l.organization_id IS NOT NULL) AS investors
        FROM funding_rounds r JOIN organizations o ON o.id = r.recipient_id
        WHERE r.round_name IN (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )}) ORDER BY r.round_name`,
  );
const auditCount = async (where = sql`true`) =>
  (await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM audit_log WHERE ${where}`))[0]!.count;

describe('the issue’s case: 3 new rounds, 1 change and 2 bad rows', () => {
  let existingId: number;
  const csv = [
    'Recipient,Date,Round,Amount,Currency,Investors,Source URL',
    'helion,2031-05-20,Series R,"20,000,000",eur,Commonwealth Fusion Systems; tokamak-energy,https://news.example/r',
    'Tokamak Energy,2031-06,Seed Q,5000000,USD,,https://news.example/s',
    'commonwealth-fusion-systems,2031,Grant Q,,,,',
    'Helion,2031-03-10,Series Q,12000000,USD,,',
    'No Such Fusion Co,2031-01-01,Series A,1,USD,,',
    'helion,2031-02-30,Series B,1,USD,,',
  ].join('\r\n');

  beforeAll(async () => {
    const rate = await post('/api/v1/admin/fx-rates/', {
      currency: 'EUR',
      month: '2031-05',
      usd_per_unit: 1.1,
      source_name: 'Import test',
      source_url: 'https://rates.example',
    });
    expect(rate.statusCode).toBe(201);
    const created = await post('/api/v1/admin/funding/', {
      recipient: await idOf('helion'),
      funding_type: 'investment',
      round_name: 'Series Q',
      headline: 'Helion Series Q',
      amount: 10_000_000,
      currency: 'USD',
      announcement_date: '2031-03-10',
    });
    expect(created.statusCode).toBe(201);
    existingId = json(created).record.id;
  });

  test('the dry run shows exactly that, and writes nothing', async () => {
    const [audits, version] = [await auditCount(), dataVersion(db)];
    const response = await dryRun('funding', csv);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.applied).toBe(false);
    expect(body.add.map((item: any) => [item.row, item.id, item.record.round_name, item.record.announcement_date_precision])).toEqual([
      [2, null, 'Series R', 'day'],
      [3, null, 'Seed Q', 'month'],
      [4, null, 'Grant Q', 'year'],
    ]);
    expect(body.add[0].record).toEqual(
      expect.objectContaining({
        recipient: 'Helion',
        amount: 20_000_000,
        currency: 'EUR',
        investors: ['Commonwealth Fusion Systems', 'Tokamak Energy'],
      }),
    );
    expect(body.change).toEqual([
      {
        row: 5,
        id: existingId,
        label: 'Helion: Series Q (2031-03)',
        changes: [{ field: 'amount', before: 10_000_000, after: 12_000_000 }],
      },
    ]);
    expect(body.unchanged).toEqual([]);
    expect(body.refused.map((item: any) => [item.row, item.field])).toEqual([
      [6, 'recipient'],
      [7, 'date'],
    ]);
    expect(body.refused[0].reason).toMatch(/No organization "No Such Fusion Co"/);
    expect(body.new_investors).toEqual([]);
    expect(await roundsNamed(['Series R', 'Seed Q', 'Grant Q'])).toEqual([]);
    expect((await roundsNamed(['Series Q']))[0]!.amount).toBe(10_000_000);
    expect([await auditCount(), dataVersion(db)]).toEqual([audits, version]);
  });

  test('applying it adds 3 rounds and changes 1 (converted, with the precision), audited, and bumps the data version', async () => {
    const version = dataVersion(db);
    const [latest] = await queryRows<{ id: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS id FROM audit_log`);
    const last = latest!.id;
    const response = await apply('funding', csv, { expected: { add: 3, change: 1 } });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect([body.applied, body.add.length, body.change.length, body.refused.length]).toEqual([true, 3, 1, 2]);

    const rounds = await roundsNamed(['Series R', 'Seed Q', 'Grant Q', 'Series Q']);
    const [cfs, tokamak] = [await idOf('commonwealth-fusion-systems'), await idOf('tokamak-energy')];
    expect(rounds.map((r) => [r.recipient, r.round_name, r.date, r.precision, r.amount, r.currency, r.amount_usd, r.investors])).toEqual([
      ['commonwealth-fusion-systems', 'Grant Q', '2031-01-01', 'year', null, null, null, []],
      ['tokamak-energy', 'Seed Q', '2031-06-01', 'month', 5_000_000, 'USD', 5_000_000, []],
      ['helion', 'Series Q', '2031-03-10', 'day', 12_000_000, 'USD', 12_000_000, []],
      ['helion', 'Series R', '2031-05-20', 'day', 20_000_000, 'EUR', 22_000_000, [cfs, tokamak]],
    ]);
    expect(body.add.map((item: any) => item.id).sort()).toEqual(
      rounds
        .filter((r) => r.round_name !== 'Series Q')
        .map((r) => r.id)
        .sort(),
    );

    const audits = await queryRows<{ action: string; entity_id: number | null; user_email: string; after: any }>(
      db,
      sql`SELECT action, entity_id, user_email, after FROM audit_log
          WHERE id > ${last} AND (entity_type = 'funding_round' OR action = 'import.create') ORDER BY id`,
    );
    expect(audits.map((a) => [a.action, a.user_email])).toEqual([
      ...Array(3).fill(['funding_round.create', staff.email]),
      ['funding_round.edit', staff.email],
      ['import.create', staff.email],
    ]);
    expect(audits[3]!.entity_id).toBe(existingId);
    expect(audits[4]!.after).toEqual(expect.objectContaining({ rows: 6, changed: [existingId] }));
    expect(dataVersion(db)).toBeGreaterThan(version);

    // Applying the same file again: the rounds now exist, so nothing is added or changed.
    const again = json(await dryRun('funding', csv));
    expect([again.add.length, again.change.length, again.unchanged.map((item: any) => item.row)]).toEqual([0, 0, [2, 3, 4, 5]]);
  });
});

test('rows match by key: a round by recipient + round + month (another month is a new round)', async () => {
  const helion = await idOf('helion');
  await post('/api/v1/admin/funding/', {
    recipient: helion,
    funding_type: 'investment',
    round_name: 'Series K',
    headline: 'Helion Series K',
    announcement_date: '2032-04-02',
  });
  const csv = ['recipient,date,round', 'Helion,2032-04-28,series k', 'helion,2032-05-02,Series K', 'helion,2032-05-03,SERIES K'].join('\n');
  const body = json(await dryRun('funding', csv));
  expect(body.change.map((item: any) => [item.row, item.changes.map((c: any) => c.field)])).toEqual([
    [2, ['round_name', 'announcement_date']],
  ]);
  expect(body.add.map((item: any) => item.row)).toEqual([3]);
  expect(body.refused).toEqual([{ row: 4, field: 'round', reason: 'Same round as row 3 (recipient, round and month).' }]);
});

test('organizations match by slug or by website host; duplicates in the file are refused', async () => {
  expect((await post('/api/v1/admin/organizations/', { display_name: 'Slug Match Fusion', city: 'Oxford' })).statusCode).toBe(201);
  expect(
    (await post('/api/v1/admin/organizations/', { display_name: 'Host Co', website_url: 'https://www.hostco.example', country_code: 'GB' }))
      .statusCode,
  ).toBe(201);
  const csv = [
    'name,website,country,city,tags,kind,founding_year,source_url',
    'Slug Match Fusion,,,Cambridge,,,,',
    'Host Company Renamed,hostco.example/about,gb,,,,,',
    'Brand New Fusion,https://brandnew.example,FR,Paris,,private-company,2020,',
    'Slug Match Fusion,,,,,,,',
    'Odd Kind,,,,,spaceship,,',
    'Bad Year,,,,,,twenty,',
  ].join('\n');
  const body = json(await dryRun('organizations', csv));
  expect(body.change.map((item: any) => [item.row, item.changes])).toEqual([
    [2, [{ field: 'city', before: 'Oxford', after: 'Cambridge' }]],
    [
      3,
      [
        { field: 'display_name', before: 'Host Co', after: 'Host Company Renamed' },
        { field: 'website_url', before: 'https://www.hostco.example', after: 'https://hostco.example/about' },
      ],
    ],
  ]);
  expect(body.add.map((item: any) => [item.row, item.record.display_name, item.record.kind, item.record.founding_year])).toEqual([
    [4, 'Brand New Fusion', 'private-company', 2020],
  ]);
  expect(body.refused.map((item: any) => [item.row, item.field])).toEqual([
    [5, 'name'],
    [6, 'kind'],
    [7, 'founding_year'],
  ]);

  const applied = json(await apply('organizations', csv, { expected: { add: 1, change: 2 } }));
  expect(applied.applied).toBe(true);
  const [added] = await queryRows<{ slug: string; country: string; city: string }>(
    db,
    sql`SELECT slug, country, city FROM organizations WHERE display_name = 'Brand New Fusion'`,
  );
  expect(added).toEqual({ slug: 'brand-new-fusion', country: 'France', city: 'Paris' });
  expect(await auditCount(sql`action = 'organization.edit' AND after->>'display_name' = 'Host Company Renamed'`)).toBe(1);
});

test('an unknown investor is offered as a new organization, and created only when asked', async () => {
  const csv = ['recipient,date,round,investors', 'helion,2033-01-05,Series N,Nova Capital Partners; tokamak-energy'].join('\n');
  const offered = json(await dryRun('funding', csv, { create_investors: true }));
  expect([offered.new_investors, offered.add.map((item: any) => item.record.investors)]).toEqual([
    ['Nova Capital Partners'],
    [['Nova Capital Partners', 'Tokamak Energy']],
  ]);
  expect(await queryRows(db, sql`SELECT id FROM organizations WHERE display_name = 'Nova Capital Partners'`)).toEqual([]);

  const declined = json(await dryRun('funding', csv));
  expect([declined.add, declined.refused.map((item: any) => [item.row, item.field])]).toEqual([[], [[2, 'investors']]]);

  const applied = json(await apply('funding', csv, { create_investors: true, expected: { add: 1, change: 0 } }));
  const [nova] = await queryRows<{ id: number; kind: string }>(
    db,
    sql`SELECT id, kind FROM organizations WHERE display_name = 'Nova Capital Partners'`,
  );
  expect(applied.created_investors).toEqual([{ id: nova!.id, name: 'Nova Capital Partners' }]);
  expect(nova!.kind).toBe('investor');
  expect((await roundsNamed(['Series N']))[0]!.investors).toEqual([nova!.id, await idOf('tokamak-energy')]);
  expect(await auditCount(sql`action = 'organization.create' AND entity_id = ${nova!.id}`)).toBe(1);
});

describe('one transaction', () => {
  const csv = [
    'recipient,date,round',
    'helion,2034-01-01,Atomic One',
    'helion,2034-02-01,Atomic Two',
    'helion,2034-03-01,Atomic Three',
  ].join('\n');

  test('a row that fails while applying rolls back every row before it (and writes no audit row)', async () => {
    // A failure the dry run cannot foresee (a database fault on the third insert).
    await db.execute(sql`CREATE FUNCTION import_test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.round_name = 'Atomic Three' THEN RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$`);
    await db.execute(
      sql`CREATE TRIGGER import_test_fault BEFORE INSERT ON funding_rounds FOR EACH ROW EXECUTE FUNCTION import_test_fault()`,
    );
    const audits = await auditCount();
    try {
      const response = await apply('funding', csv);
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER import_test_fault ON funding_rounds`);
      await db.execute(sql`DROP FUNCTION import_test_fault()`);
    }
    expect(await roundsNamed(['Atomic One', 'Atomic Two', 'Atomic Three'])).toEqual([]);
    expect(await auditCount()).toBe(audits);
  });

  test('apply re-validates: when the rows differ from the dry run’s counts, 409 and nothing is written', async () => {
    const response = await apply('funding', csv, { expected: { add: 2, change: 0 } });
    expect([response.statusCode, json(response).message]).toEqual([409, expect.stringMatching(/changed since the dry run/)]);
    expect(await roundsNamed(['Atomic One', 'Atomic Two', 'Atomic Three'])).toEqual([]);
  });
});

describe('hostile CSVs answer 4xx with a message, never a 500', () => {
  test('a BOM, quoted commas, quotes, line breaks and formulas are read as text', async () => {
    const csv =
      '\uFEFFrecipient,date,round,source_url\n"helion","2035-01-01","Series ""X"", part 1\nand 2",\n"=cmd|\' /C calc\'!A0",2035-01-01,Seed,\n';
    const body = json(await dryRun('funding', csv));
    expect(body.add.map((item: any) => item.record.round_name)).toEqual(['Series "X", part 1\nand 2']);
    expect(body.refused.map((item: any) => [item.row, item.field])).toEqual([[3, 'recipient']]);
  });

  test.each([
    ['an unclosed quote', 'recipient,date,round\nhelion,2035-01-01,"Series', /could not be read/],
    ['a short row', 'recipient,date,round\nhelion,2035-01-01', /could not be read/],
    ['an unknown column', 'recipient,date,round,colour\nhelion,2035,A,red', /Unknown column "colour"/],
    ['a missing column', 'recipient,round\nhelion,A', /Missing column "date"/],
    ['only a header', 'recipient,date,round\n', /no rows/],
    ['nothing', '', /empty/],
    ['a NUL', 'recipient,date,round\nhel\u0000ion,2035,A', /NUL/],
  ])('%s → 400', async (_name, csv, message) => {
    const response = await dryRun('funding', csv);
    expect([response.statusCode, json(response).message]).toEqual([400, expect.stringMatching(message)]);
  });

  test('too many rows → 400; over 2 MB of text → 413; a bigger body → 413', async () => {
    const rows = (count: number) => ['recipient,date,round', ...Array.from({ length: count }, (_, i) => `nobody,2035,R${i}`)].join('\n');
    const many = await dryRun('funding', rows(MAX_CSV_ROWS + 1));
    expect([many.statusCode, json(many).message]).toEqual([400, `Too many rows: at most ${MAX_CSV_ROWS} per file.`]);
    const large = await dryRun('funding', `recipient,date,round\n${'x'.repeat(2 * 1024 * 1024)},2035,A`);
    expect([large.statusCode, json(large).field]).toEqual([413, 'csv']);
    const huge = await dryRun('funding', 'x'.repeat(7 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
  });

  test('an unknown kind or a csv that is not text → 400', async () => {
    expect((await post('/api/v1/admin/import/people/dry-run/', { csv: 'a' })).statusCode).toBe(400);
    expect((await post('/api/v1/admin/import/funding/dry-run/', { csv: ['a'] })).statusCode).toBe(400);
  });
});
