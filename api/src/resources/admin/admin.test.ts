// The staff admin API on the real server and database: every entity through create → read →
// update (If-Match) → stale 409 → delete (public read gone) → restore; access; bad input; the
// funding conversion; a merger; the audit log and the data version.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { anonymous, grantMembership, signedIn, type Member } from '../../../test/contributions';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { dataVersion } from '../../db/data-version';

let t: TestApp;
let db: Db;
let staff: Member;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  staff = await signedIn(t.app, db, { staff: true });
  for (const slug of ['helion', 'tokamak-energy', 'commonwealth-fusion-systems']) {
    const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM organizations WHERE slug = ${slug}`);
    ids[slug] = row!.id;
  }
  const [project] = await queryRows<{ id: number }>(db, sql`SELECT id FROM projects WHERE slug = 'sparc'`);
  ids.sparc = project!.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}, member = staff) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: member.browser.cookieHeader(), 'x-csrftoken': member.browser.csrf, ...headers },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}
const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

/** A company's claimed tokamak shot: the triple product is computed, never typed in. */
const ADMIN_POINT = {
  machine_name: 'Admin Torus',
  dataset_concept: 'Tokamak',
  shot: 'AT-1',
  date: '2025-03-14',
  kind: 'company claim',
  t_i_avg_kev: 5,
  n_e_max_m3: 1e20,
  tau_e_s: 0.5,
  citation: 'Admin Fusion Ltd, press release of 14 March 2025',
  source_url: 'https://admin-fusion.example/news/at-1',
};

interface Case {
  entity: string;
  create: () => Record<string, unknown>;
  update: Record<string, unknown>;
  /** A public read that shows the record (200 and contains `marker`), or nothing where no public read exists. */
  publicRead?: (record: Record<string, any>) => { url: string; marker: string | null };
  bad: () => { body: Record<string, unknown>; field: string };
}

const CASES: Case[] = [
  {
    entity: 'milestones',
    create: () => ({
      organization: ids.helion,
      kind: 'q-eng',
      claim_text: 'Admin claim: Q_eng > 1 by 2031',
      said_on: '2025-03-14',
      target_date: '2031-06-15',
      target_precision: 'year',
      claim_source_url: 'https://helion.example/claim',
    }),
    update: { claim_source_name: 'Helion blog' },
    publicRead: () => ({ url: '/api/v1/milestones/?organization=helion', marker: 'Admin claim: Q_eng > 1 by 2031' }),
    bad: () => ({ body: { organization: ids.helion, kind: 'q-eng', claim_text: 'Without a source' }, field: 'claim_source_url' }),
  },
  {
    entity: 'performance-points',
    create: () => ({ ...ADMIN_POINT, project: ids.sparc }),
    update: { shot: 'AT-2' },
    publicRead: () => ({ url: '/api/v1/progress/points/', marker: 'Admin Torus' }),
    bad: () => ({ body: { ...ADMIN_POINT, t_i_max_kev: 0 }, field: 't_i_max_kev' }),
  },
  {
    entity: 'organizations',
    create: () => ({
      display_name: 'Admin Fusion Ltd',
      country_code: 'gb',
      kind: 'private-company',
      website_url: 'https://admin-fusion.example',
    }),
    update: { acronym_name: 'AFL' },
    publicRead: (record) => ({ url: `/api/v1/organizations/${record.slug}/`, marker: null }),
    bad: () => ({ body: { display_name: 'X', contact_email: 'not-an-email' }, field: 'contact_email' }),
  },
  {
    entity: 'projects',
    create: () => ({ display_name: 'Admin Torus', organizations: [ids.helion], description: '**Bold** <script>x()</script>' }),
    update: { project_status: 'Planned' },
    publicRead: (record) => ({ url: `/api/v1/projects/${record.slug}/`, marker: null }),
    bad: () => ({ body: { display_name: 'Y', organizations: [999999] }, field: 'organizations' }),
  },
  {
    entity: 'funding',
    create: () => ({
      recipient: ids['tokamak-energy'],
      funding_type: 'investment',
      round_name: 'Series Z',
      headline: 'Admin round raised',
      amount: 5_000_000,
      currency: 'usd',
      announcement_date: '2024-02-10',
      investors: [ids['commonwealth-fusion-systems']],
    }),
    update: { round_name: 'Series Z2' },
    publicRead: () => ({ url: '/api/v1/organizations/tokamak-energy/', marker: 'Admin round raised' }),
    bad: () => ({
      body: { recipient: ids.helion, funding_type: 'investment', round_name: 'A', headline: 'h', announcement_date: '2024-02-30' },
      field: 'announcement_date',
    }),
  },
  {
    entity: 'programs',
    create: () => ({
      name: 'Admin Fusion Program',
      funder: ids['us-department-of-energy'] ?? null,
      total_currency: 'gbp',
      total_amount: 10,
    }),
    update: { total_note: 'ten pounds' },
    bad: () => ({ body: { name: 'P', total_currency: 'pounds' }, field: 'total_currency' }),
  },
  {
    entity: 'people',
    create: () => ({ organization: ids.helion, role: 'founder', name: 'Ada Admin', title: 'CEO' }),
    update: { title: 'CTO' },
    publicRead: () => ({ url: '/api/v1/organizations/helion/', marker: 'Ada Admin' }),
    bad: () => ({ body: { organization: ids.helion, role: 'janitor', name: 'N' }, field: 'role' }),
  },
  {
    entity: 'articles',
    create: () => ({ title: 'Admin news', date: '2025-01-02', author: 'Staff', body: 'Hello *world*', status: 'published' }),
    update: { summary: 'Short' },
    publicRead: (record) => ({ url: `/api/v1/articles/${record.slug}/`, marker: null }),
    bad: () => ({ body: { title: 'T', date: '2025-01-02', author: 'A' }, field: 'body' }),
  },
  {
    entity: 'jobs',
    create: () => ({
      organization: ids.helion,
      title: 'Admin Plasma Engineer',
      locations: 'Everett, WA\nRemote',
      job_type: 'Full-time',
      job_mode: 'Hybrid',
      website_url: 'https://jobs.example/1',
    }),
    update: { salary: '$1' },
    publicRead: () => ({ url: '/api/v1/jobs/?page_size=200', marker: 'Admin Plasma Engineer' }),
    bad: () => ({
      body: { organization: ids.helion, title: 'J', job_type: 'Full-time', job_mode: 'Remote', website_url: 'javascript:alert(1)' },
      field: 'website_url',
    }),
  },
  {
    entity: 'supply-chain-categories',
    create: () => ({ name: 'Admin Cryogenics', sub_categories: 'Admin Cryostats\nAdmin Pumps' }),
    update: { sub_categories: 'Admin Cryostats\nAdmin Valves' },
    publicRead: () => ({ url: '/api/v1/supply-chain/get-categories/', marker: 'Admin Cryogenics' }),
    bad: () => ({ body: { name: 'C', position: 'first' }, field: 'position' }),
  },
  {
    entity: 'offerings',
    create: () => ({
      organization: ids['commonwealth-fusion-systems'],
      sub_category: String(ids.subCategory),
      offering_url: 'https://offer.example',
    }),
    update: { offering_url: 'https://offer.example/2' },
    publicRead: () => ({ url: '/api/v1/organizations/commonwealth-fusion-systems/', marker: 'https://offer.example/2' }),
    bad: () => ({ body: { organization: ids.helion, sub_category: 'nope' }, field: 'sub_category' }),
  },
  {
    entity: 'concepts',
    create: () => ({ display_name: 'Admin Mirror', description: 'A mirror machine.' }),
    update: { description: 'A magnetic mirror.' },
    bad: () => ({ body: { display_name: '' }, field: 'display_name' }),
  },
  {
    entity: 'tags',
    create: () => ({ name: 'Admin Tag', group: String(ids.tagGroup) }),
    update: { position: 9 },
    bad: () => ({ body: { name: 'T', group: '999999' }, field: 'group' }),
  },
  {
    entity: 'sources',
    create: () => ({
      organization: ids.helion,
      url: 'https://source.example/a',
      title: 'Admin source',
      checked: 'live',
      verified_on: '2025-03-01',
    }),
    update: { published_on: '2025-02-01' },
    publicRead: () => ({ url: '/api/v1/organizations/helion/', marker: 'Admin source' }),
    bad: () => ({
      body: { organization: ids.helion, url: 'https://s.example', title: 'S', checked: 'cited', verified_on: '2025-03-01' },
      field: 'verified_on',
    }),
  },
  {
    entity: 'status-events',
    create: () => ({ organization: ids['tokamak-energy'], status: 'public', date: '2025-05-01', ticker: 'tke' }),
    update: { date_precision: 'month' },
    publicRead: () => ({ url: '/api/v1/organizations/tokamak-energy/', marker: 'TKE' }),
    bad: () => ({
      body: { organization: ids.helion, status: 'active', date: '2025-01-01', merged_into: ids['tokamak-energy'] },
      field: 'merged_into',
    }),
  },
  {
    entity: 'fx-rates',
    create: () => ({
      currency: 'chf',
      month: '2023-07',
      usd_per_unit: 1.13,
      source_name: 'Test series',
      source_url: 'https://rates.example',
    }),
    update: { usd_per_unit: 1.14 },
    bad: () => ({
      body: { currency: 'CHF', month: '2023-13', usd_per_unit: 1, source_name: 's', source_url: 'https://r.example' },
      field: 'month',
    }),
  },
];

async function visible(read: { url: string; marker: string | null }): Promise<boolean> {
  const response = await publicGet(read.url);
  if (read.marker === null) return response.statusCode === 200;
  return response.statusCode === 200 && response.body.includes(read.marker);
}

describe('every entity', () => {
  beforeAll(async () => {
    const [sub] = await queryRows<{ id: number }>(db, sql`SELECT id FROM supply_chain_sub_categories ORDER BY id LIMIT 1`);
    ids.subCategory = sub!.id;
    const [group] = await queryRows<{ id: number }>(db, sql`SELECT id FROM organization_tag_groups ORDER BY id LIMIT 1`);
    ids.tagGroup = group!.id;
  });

  test.each(CASES.map((c) => [c.entity, c] as const))('%s: create, read, update, stale 409, delete, restore', async (_name, c) => {
    const base = `/api/v1/admin/${c.entity}/`;
    const created = await call('POST', base, c.create());
    expect([created.statusCode, created.body]).toEqual([201, expect.any(String)]);
    const record = json(created).record;
    expect(record).toEqual(expect.objectContaining({ id: expect.anything(), version: expect.any(Number), deleted_at: null }));
    const url = `${base}${record.id}/`;

    const read = await call('GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe(`"${record.version}"`);
    expect(read.headers['cache-control']).toBe('private, no-store');

    expect((await call('PATCH', url, c.update)).statusCode).toBe(428);
    const updated = await call('PATCH', url, c.update, { 'if-match': `"${record.version}"` });
    expect([updated.statusCode, updated.body]).toEqual([200, expect.any(String)]);
    const after = json(updated).record;
    for (const [key, value] of Object.entries(c.update)) expect([key, after[key]]).toEqual([key, value]);
    expect(after.version).not.toBe(record.version);

    const stale = await call('PATCH', url, c.update, { 'if-match': `"${record.version}"` });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).current).toEqual(expect.objectContaining({ id: record.id, version: after.version }));

    const publicRead = c.publicRead?.(after);
    if (publicRead) expect(await visible(publicRead)).toBe(true);

    const deleted = await call('DELETE', url, undefined, { 'if-match': `"${after.version}"` });
    expect([deleted.statusCode, deleted.body]).toEqual([200, expect.any(String)]);
    expect(json(deleted).record.deleted_at).toEqual(expect.any(String));
    if (publicRead) expect(await visible(publicRead)).toBe(false);

    const listed = json(await call('GET', `${base}?deleted=only&page_size=200`));
    expect(listed.results.map((row: { id: unknown }) => row.id)).toContain(record.id);
    expect(json(await call('GET', `${base}?page_size=200`)).results.map((row: { id: unknown }) => row.id)).not.toContain(record.id);

    const restored = await call('POST', `${url}restore/`);
    expect([restored.statusCode, restored.body]).toEqual([200, expect.any(String)]);
    expect(json(restored).record.deleted_at).toBeNull();
    if (publicRead) expect(await visible(publicRead)).toBe(true);

    const { body, field } = c.bad();
    const bad = await call('POST', base, body);
    expect([bad.statusCode, json(bad).field]).toEqual([400, field]);
  });
});

test('signed out 401; an ordinary verified user and a claimer 403; staff get the meta', async () => {
  const visitor = await anonymous(t.app);
  const user = await signedIn(t.app, db, { verified: true });
  const claimer = await signedIn(t.app, db, { verified: true });
  await grantMembership(db, 'organization', 'helion', claimer.id);
  for (const url of ['/api/v1/admin/meta/', '/api/v1/admin/organizations/', `/api/v1/admin/organizations/${ids.helion}/`]) {
    expect((await call('GET', url, undefined, {}, { ...staff, browser: visitor } as Member)).statusCode).toBe(401);
    expect((await call('GET', url, undefined, {}, user)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, {}, claimer)).statusCode).toBe(403);
  }
  const patch = await call(
    'PATCH',
    `/api/v1/admin/organizations/${ids.helion}/`,
    { display_name: 'Hijacked' },
    { 'if-match': '"1"' },
    claimer,
  );
  expect(patch.statusCode).toBe(403);
  const meta = json(await call('GET', '/api/v1/admin/meta/'));
  expect(meta.entities.map((entity: { name: string }) => entity.name)).toEqual([
    'organizations',
    'projects',
    'funding',
    'programs',
    'people',
    'articles',
    'jobs',
    'supply-chain-categories',
    'offerings',
    'concepts',
    'tags',
    'sources',
    'status-events',
    'fx-rates',
    'performance-points',
    'milestones',
  ]);
  const funding = meta.entities.find((entity: { name: string }) => entity.name === 'funding');
  expect(funding.fields.find((field: { name: string }) => field.name === 'investors')).toEqual(
    expect.objectContaining({ type: 'relation-list', relation: 'organizations' }),
  );
});

test('a €20M round converts at the rate of its month and shows on the organization’s public funding; the audit row has before and after', async () => {
  const rate = await call('POST', '/api/v1/admin/fx-rates/', {
    currency: 'EUR',
    month: '2024-04',
    usd_per_unit: 1.0725,
    source_name: 'Test series',
    source_url: 'https://rates.example',
  });
  expect(rate.statusCode).toBe(201);
  const versionBefore = dataVersion(db);
  const created = await call('POST', '/api/v1/admin/funding/', {
    recipient: ids.helion,
    funding_type: 'investment',
    round_name: 'Series E',
    headline: 'Helion raises €20M in admin test',
    amount: 20_000_000,
    currency: 'EUR',
    announcement_date: '2024-04-15',
  });
  const round = json(created).record;
  expect([round.amount_usd, round.amount_usd_method]).toEqual([21_450_000, 'converted']);
  expect(dataVersion(db)).toBeGreaterThan(versionBefore);
  const page = json(await publicGet('/api/v1/organizations/helion/'));
  const entry = page.funding_received_investment.find((item: { id: number }) => item.id === round.id);
  expect(entry).toEqual(expect.objectContaining({ amount_usd: 21_450_000, amount_usd_note: 'converted from €20M' }));

  const manual = await call(
    'PATCH',
    `/api/v1/admin/funding/${round.id}/`,
    { amount_usd_method: 'manual', amount_usd: 22_000_000 },
    { 'if-match': `"${round.version}"` },
  );
  expect([json(manual).record.amount_usd, json(manual).record.amount_usd_method]).toEqual([22_000_000, 'manual']);
  const [audit] = await queryRows<{ action: string; before: any; after: any; user_email: string }>(
    db,
    sql`SELECT action, before, after, user_email FROM audit_log WHERE entity_type = 'funding_round' AND entity_id = ${round.id} ORDER BY id DESC LIMIT 1`,
  );
  expect(audit).toEqual(
    expect.objectContaining({
      action: 'funding_round.edit',
      user_email: staff.email,
      before: expect.objectContaining({ amount_usd: 21_450_000 }),
      after: expect.objectContaining({ amount_usd: 22_000_000 }),
    }),
  );
});

test('a merged status event needs merged_into and shows the merger on the public page', async () => {
  const missing = await call('POST', '/api/v1/admin/status-events/', { organization: ids.helion, status: 'merged', date: '2025-06-01' });
  expect([missing.statusCode, json(missing).field]).toEqual([400, 'merged_into']);
  const merged = await call('POST', '/api/v1/admin/status-events/', {
    organization: ids.helion,
    status: 'merged',
    date: '2025-06-01',
    merged_into: ids['commonwealth-fusion-systems'],
  });
  expect(merged.statusCode).toBe(201);
  const page = json(await publicGet('/api/v1/organizations/helion/'));
  expect(JSON.stringify(page.status)).toContain('commonwealth-fusion-systems');
});

test('accounts: list, disable and enable; memberships revoke and transfer', async () => {
  const holder = await signedIn(t.app, db, { verified: true });
  const other = await signedIn(t.app, db, { verified: true });
  await grantMembership(db, 'project', 'sparc', holder.id);
  const list = json(await call('GET', `/api/v1/admin/accounts/?q=${encodeURIComponent(holder.email)}`));
  expect(list.results).toEqual([
    expect.objectContaining({
      email: holder.email,
      staff: false,
      verified: true,
      disabled: false,
      memberships: [expect.objectContaining({ kind: 'project', status: 'approved' })],
    }),
  ]);
  const membershipId = list.results[0].memberships[0].id;
  const transfer = await call('POST', `/api/v1/admin/memberships/project/${membershipId}/transfer/`, { user_email: other.email });
  expect([transfer.statusCode, json(transfer).membership.user_email]).toEqual([200, other.email]);
  const revoke = await call('POST', `/api/v1/admin/memberships/project/${membershipId}/revoke/`);
  expect([revoke.statusCode, json(revoke).membership.status]).toEqual([200, 'rejected']);
  const unknown = await call('POST', `/api/v1/admin/memberships/project/${membershipId}/transfer/`, { user_email: 'nobody@example.org' });
  expect([unknown.statusCode, json(unknown).field]).toEqual([400, 'user_email']);

  expect((await call('POST', `/api/v1/admin/accounts/${holder.id}/disable/`)).statusCode).toBe(200);
  expect((await holder.browser.session()).is_authenticated).toBe(false);
  expect((await call('POST', `/api/v1/admin/accounts/${holder.id}/enable/`)).statusCode).toBe(200);
});

test('a record names what its relations point to (relation_labels), so the pickers show titles', async () => {
  const created = await call('POST', '/api/v1/admin/funding/', {
    recipient: ids['tokamak-energy'],
    funding_type: 'investment',
    round_name: 'Series L',
    headline: 'Labels round',
    amount: 1_000_000,
    currency: 'USD',
    announcement_date: '2024-03-01',
    investors: [ids.helion, ids['commonwealth-fusion-systems']],
  });
  expect(created.statusCode).toBe(201);
  const { id } = json(created).record;
  const names = await queryRows<{ id: number; display_name: string }>(
    db,
    sql`SELECT id, display_name FROM organizations WHERE id IN (${ids.helion}, ${ids['tokamak-energy']}, ${ids['commonwealth-fusion-systems']})`,
  );
  const nameOf = (slug: string) => names.find((row) => row.id === ids[slug])!.display_name;
  const read = json(await call('GET', `/api/v1/admin/funding/${id}/`)).record;
  expect(read.relation_labels).toEqual({
    recipient: { [ids['tokamak-energy']!]: nameOf('tokamak-energy') },
    program: {},
    investors: { [ids.helion!]: nameOf('helion'), [ids['commonwealth-fusion-systems']!]: nameOf('commonwealth-fusion-systems') },
  });
  // Sent back as read, the labels are ignored, not written.
  const saved = await call(
    'PATCH',
    `/api/v1/admin/funding/${id}/`,
    { relation_labels: read.relation_labels, investors: [ids.helion] },
    { 'if-match': `"${read.version}"` },
  );
  expect(saved.statusCode).toBe(200);
  expect(json(saved).record.relation_labels.investors).toEqual({ [ids.helion!]: nameOf('helion') });
});

test('a choice a form leaves empty (null) takes the field’s default rather than failing on its NOT NULL column', async () => {
  const created = await call('POST', '/api/v1/admin/status-events/', {
    organization: ids.helion,
    status: 'defunct',
    date: '2025-09-30',
    date_precision: null,
  });
  expect([created.statusCode, created.body]).toEqual([201, expect.any(String)]);
  const record = json(created).record;
  expect(record.date_precision).toBe('day');
  const patched = await call(
    'PATCH',
    `/api/v1/admin/status-events/${record.id}/`,
    { date_precision: null },
    { 'if-match': `"${record.version}"` },
  );
  expect([patched.statusCode, json(patched).record.date_precision]).toEqual([200, 'day']);
});

describe('performance points (issue 26)', () => {
  test('the triple product and Q_sci are computed from the quantities, as the Lawson paper does, and follow an edit', async () => {
    const created = json(await call('POST', '/api/v1/admin/performance-points/', { ...ADMIN_POINT, e_ext_j: 2e6, e_f_j: 1e6 })).record;
    // T_i0 = ⟨T_i⟩ × 2 (tokamak peaking), n_i0 = n_e0, τ_E* = τ_E
    expect(created.ion_temperature_kev).toBe(10);
    expect(created.triple_product).toBeCloseTo(1e20 * 10 * 0.5, -15);
    expect(created.triple_product_basis).toBe('n_i0 T_i0 τ_E*: T_i0 = ⟨T_i⟩ × 2; n_i0 = n_e0; τ_E* = τ_E');
    expect(created.q_sci).toBe(0.5);
    const edited = json(
      await call('PATCH', `/api/v1/admin/performance-points/${created.id}/`, { tau_e_s: 1 }, { 'if-match': `"${created.version}"` }),
    ).record;
    expect(edited.triple_product).toBeCloseTo(1e20 * 10 * 1, -15);
  });

  test('a point without a source, or whose quantities give no triple product, is refused with a message', async () => {
    const noSource = await call('POST', '/api/v1/admin/performance-points/', { ...ADMIN_POINT, source_url: null });
    expect([noSource.statusCode, json(noSource).field]).toEqual([400, 'source_url']);
    const noTau = await call('POST', '/api/v1/admin/performance-points/', { ...ADMIN_POINT, tau_e_s: null });
    expect([noTau.statusCode, json(noTau).field]).toEqual([400, 'dataset_concept']);
    expect(json(noTau).message).toMatch(/give no triple product/);
    const unknownKind = await call('POST', '/api/v1/admin/performance-points/', { ...ADMIN_POINT, kind: 'rumour' });
    expect([unknownKind.statusCode, json(unknownKind).field]).toEqual([400, 'kind']);
  });
});

test('a milestone: a new promised date keeps the old one in its history; an achievement alerts its followers', async () => {
  const created = json(
    await call('POST', '/api/v1/admin/milestones/', {
      organization: ids['tokamak-energy'],
      kind: 'q-sci',
      claim_text: 'Revision test: Q > 1',
      said_on: '2021-05-02',
      target_date: '2024-07-01',
      target_precision: 'year',
      claim_source_url: 'https://tokamak.example/2021',
      claim_source_name: 'First statement',
    }),
  ).record;
  expect(created.target_date).toBe('2024-01-01'); // a year is stored as its first day
  const url = `/api/v1/admin/milestones/${created.id}/`;
  const moved = await call(
    'PATCH',
    url,
    {
      target_date: '2030-01-01',
      target_precision: 'decade',
      said_on: '2025-01-01',
      said_on_precision: 'year',
      claim_source_url: 'https://tokamak.example/2025',
    },
    { 'if-match': `"${created.version}"` },
  );
  expect(moved.statusCode).toBe(200);
  const ledger = json(await publicGet('/api/v1/milestones/?organization=tokamak-energy&milestone=q-sci'));
  const milestone = ledger.milestones.find((m: { claim_text: string }) => m.claim_text === 'Revision test: Q > 1');
  expect(milestone).toMatchObject({ target_date: '2030-01-01', target_precision: 'decade', status: 'pending' });
  expect(milestone.revisions).toEqual([
    expect.objectContaining({
      target_date: '2024-01-01',
      target_precision: 'year',
      said_on: '2021-05-02',
      source_url: 'https://tokamak.example/2021',
      source_name: 'First statement',
    }),
  ]);

  const before = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM activity_logs WHERE activity_type = 'Milestone Met'`,
  );
  const met = await call(
    'PATCH',
    url,
    { achieved_on: '2026-02-03', achievement_source_url: 'https://tokamak.example/met' },
    { 'if-match': `"${json(moved).record.version}"` },
  );
  expect(met.statusCode).toBe(200);
  const items = await queryRows<{ n: number; organization_id: number; url: string }>(
    db,
    sql`SELECT count(*) OVER ()::int AS n, organization_id, url FROM activity_logs WHERE activity_type = 'Milestone Met' ORDER BY id DESC LIMIT 1`,
  );
  expect(items[0]).toEqual({
    n: before[0]!.n + 1,
    organization_id: ids['tokamak-energy'],
    url: `/organizations/tokamak-energy#milestone-${created.id}`, // its entry in the page's ledger
  });
  const noSource = await call('PATCH', url, { achievement_source_url: '' }, { 'if-match': `"${json(met).record.version}"` });
  expect([noSource.statusCode, json(noSource).field]).toEqual([400, 'achievement_source_url']);
});
