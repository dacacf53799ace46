// Issue 19 item 2: every list that names an organization carries its current status, so a
// defunct or merged company is labelled there too (supply chain, search, project affiliations and
// suppliers, funding investors, jobs). Statuses are set through the staff admin, as staff do.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/helpers';
import { paging } from '../http/paging';
import { json, startTestApp, type TestApp } from '../../test/app';
import { signedIn, type Member } from '../../test/contributions';
import { search } from './search/queries';

let t: TestApp;
let db: Db;
let staff: Member;

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  staff = await signedIn(t.app, db, { staff: true });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return json(response);
};

async function markStatus(organizationId: number, fields: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/status-events/',
    headers: { cookie: staff.browser.cookieHeader(), 'x-csrftoken': staff.browser.csrf },
    payload: { organization: organizationId, date: '2025-06-01', date_precision: 'month', ...fields },
  });
  expect(response.statusCode).toBe(201);
}

async function one<T>(statement: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(db, statement);
  expect(row).toBeDefined();
  return row!;
}

const DEFUNCT = { status: 'defunct', date: '2025-06-01', date_precision: 'month', merged_into: null, ticker: null };

test('the supply-chain list and the search answer carry a supplier’s status (null when none is recorded)', async () => {
  const supplier = await one<{ id: number; slug: string; display_name: string }>(
    sql`SELECT o.id, o.slug, o.display_name FROM supply_chain_offerings s JOIN organizations o ON o.id = s.organization_id
        WHERE o.is_approved AND o.deleted_at IS NULL ORDER BY o.id LIMIT 1`,
  );
  const listed = async () => {
    const tree = (await get('/api/v1/supply-chain/')).results;
    return tree.flatMap((category: any) => category.sub_categories.flatMap((sub: any) => sub.organizations));
  };
  expect((await listed()).find((organization: any) => organization.slug === supplier.slug)).toMatchObject({ status: null });
  await markStatus(supplier.id, { status: 'defunct' });

  const organizations = await listed();
  expect(organizations.filter((organization: any) => organization.slug === supplier.slug)).not.toHaveLength(0);
  for (const organization of organizations) {
    expect(organization.status).toEqual(organization.slug === supplier.slug ? DEFUNCT : null);
  }

  // Search: the in-process index (rebuilt on the data version) and the SQL path answer alike.
  const answer = (await get(`/api/v1/search/?query=${encodeURIComponent(supplier.display_name)}`)).results;
  expect(answer.find((result: any) => result.slug === supplier.slug)).toEqual(expect.objectContaining({ status: DEFUNCT }));
  expect(answer.filter((result: any) => !result.is_organization).every((result: any) => result.status === null)).toBe(true);
  const rows = await search(db, supplier.display_name, paging({}, 20));
  expect(rows.find((row) => row.slug === supplier.slug)).toEqual(expect.objectContaining({ status: DEFUNCT }));
});

test('a project page carries the status of its affiliated organizations (a merger names the survivor) and of its suppliers', async () => {
  const affiliation = await one<{ project: string; organization_id: number; slug: string }>(
    sql`SELECT p.slug AS project, o.id AS organization_id, o.slug FROM project_organizations po
        JOIN projects p ON p.id = po.project_id JOIN organizations o ON o.id = po.organization_id
        WHERE p.is_approved AND p.deleted_at IS NULL AND o.is_approved AND o.deleted_at IS NULL ORDER BY p.id, o.id LIMIT 1`,
  );
  const survivor = await one<{ id: number; slug: string; display_name: string }>(
    sql`SELECT id, slug, display_name FROM organizations WHERE is_approved AND deleted_at IS NULL AND id <> ${affiliation.organization_id}
        ORDER BY id LIMIT 1`,
  );
  await markStatus(affiliation.organization_id, { status: 'merged', merged_into: survivor.id });
  const project = await get(`/api/v1/projects/${affiliation.project}/`);
  expect(project.affiliated_organizations.find((organization: any) => organization.slug === affiliation.slug).status).toEqual({
    status: 'merged',
    date: '2025-06-01',
    date_precision: 'month',
    merged_into: { slug: survivor.slug, name: survivor.display_name },
    ticker: null,
  });
  // The projects list shows the same references.
  const list = (await get('/api/v1/projects/?page_size=100')).results;
  const listed = list.find((item: any) => item.slug === affiliation.project);
  expect(listed.affiliated_organizations.find((organization: any) => organization.slug === affiliation.slug).status.status).toBe('merged');

  // A supplier: an approved provider link (added here when the fixture has none).
  const supplierRow = await one<{ id: number; slug: string }>(
    sql`SELECT id, slug FROM organizations WHERE is_approved AND deleted_at IS NULL AND id NOT IN (${affiliation.organization_id}, ${survivor.id})
        ORDER BY id DESC LIMIT 1`,
  );
  const [projectRow] = await queryRows<{ id: number }>(db, sql`SELECT id FROM projects WHERE slug = ${affiliation.project}`);
  await db.execute(sql`INSERT INTO project_providers (project_id, supplier_id, review_status)
    VALUES (${projectRow!.id}, ${supplierRow.id}, 'approved')`);
  await markStatus(supplierRow.id, { status: 'defunct' });
  const withSupplier = await get(`/api/v1/projects/${affiliation.project}/`);
  expect(withSupplier.providers.find((provider: any) => provider.supplier.slug === supplierRow.slug).supplier.status).toEqual(DEFUNCT);
});

test('funding: the largest rounds and an organization’s funding table carry the investors’ and recipient’s status', async () => {
  const summary = await get('/api/v1/funding/summary/');
  const round = summary.largest_rounds.find((entry: any) => entry.source_organizations.length > 0);
  expect(round).toBeDefined();
  const investor = round.source_organizations[0];
  expect(investor).toHaveProperty('status');
  await markStatus(investor.id, { status: 'defunct' });

  const after = await get('/api/v1/funding/summary/');
  const same = after.largest_rounds.find((entry: any) => entry.id === round.id);
  expect(same.source_organizations.find((organization: any) => organization.id === investor.id).status).toEqual(DEFUNCT);
  expect(same.recipient_organization).toHaveProperty('status');

  const recipient = await get(`/api/v1/organizations/${round.recipient_organization.slug}/`);
  const entries = [...recipient.funding_received_investment, ...recipient.funding_received_nondilutive];
  const entry = entries.find((candidate: any) => candidate.id === round.id);
  expect(entry.source_organizations.find((organization: any) => organization.id === investor.id).status).toEqual(DEFUNCT);
});

test('the jobs list carries the hiring organization’s status', async () => {
  const employer = await one<{ id: number; slug: string }>(
    sql`SELECT o.id, o.slug FROM jobs j JOIN organizations o ON o.id = j.organization_id
        WHERE o.is_approved AND o.deleted_at IS NULL ORDER BY o.id LIMIT 1`,
  );
  const before = (await get(`/api/v1/jobs/?organization=${employer.slug}`)).results;
  expect(before.length).toBeGreaterThan(0);
  await markStatus(employer.id, { status: 'defunct' });
  const after = (await get(`/api/v1/jobs/?organization=${employer.slug}`)).results;
  expect(after.map((job: any) => job.organization.status)).toEqual(after.map(() => DEFUNCT));
});
