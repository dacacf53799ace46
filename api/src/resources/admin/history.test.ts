// The history of admin changes on the real server and database: the list by record, person and
// date with its field-level diff; a revert puts fields back through the engine and is audited;
// a later change of the same fields answers 409 with that change; non-admin changes are not revertible.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { dataVersion } from '../../db/data-version';
import { signedIn, type Member } from '../../../test/contributions';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { writeAudit } from '../contributions/audit';

let t: TestApp;
let db: Db;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  alice = await signedIn(t.app, db, { staff: true });
  bob = await signedIn(t.app, db, { staff: true });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(member: Member, method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: member.browser.cookieHeader(), 'x-csrftoken': member.browser.csrf, ...headers },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

async function createOrganization(member: Member, name: string) {
  const answer = await call(member, 'POST', '/api/v1/admin/organizations/', { display_name: name, kind: 'private-company' });
  expect(answer.statusCode).toBe(201);
  return json(answer).record as { id: number; version: number; slug: string };
}

async function edit(member: Member, id: number, changes: Record<string, unknown>) {
  const current = json(await call(member, 'GET', `/api/v1/admin/organizations/${id}/`)).record;
  const answer = await call(member, 'PATCH', `/api/v1/admin/organizations/${id}/`, changes, { 'if-match': `"${current.version}"` });
  expect(answer.statusCode).toBe(200);
  return json(answer).record;
}

async function history(query: string, member = alice) {
  const answer = await call(member, 'GET', `/api/v1/admin/history/?${query}`);
  expect(answer.statusCode).toBe(200);
  return json(answer) as { count: number; results: any[] };
}

const revert = (id: number, member = alice) => call(member, 'POST', `/api/v1/admin/history/${id}/revert/`, {});

test('lists every change of a record newest first, by person and by date, each with a readable field diff', async () => {
  const organization = await createOrganization(alice, 'History Listing Fusion');
  await edit(alice, organization.id, { acronym_name: 'HLF' });
  await edit(bob, organization.id, { city: 'Oxford' });

  const all = await history(`entity_type=organizations&entity_id=${organization.id}`);
  expect(all.count).toBe(3);
  expect(all.results.map((entry) => entry.action)).toEqual(['organization.edit', 'organization.edit', 'organization.create']);
  const [cityEdit, acronymEdit, creation] = all.results;
  expect(cityEdit.actor).toEqual({ id: bob.id, email: bob.email });
  expect(cityEdit.changes).toEqual([{ path: 'city', before: null, after: 'Oxford' }]);
  expect(acronymEdit.changes).toEqual([{ path: 'acronym_name', before: null, after: 'HLF' }]);
  expect(creation.changes).toEqual(expect.arrayContaining([{ path: 'display_name', before: null, after: 'History Listing Fusion' }]));
  expect(cityEdit.record).toEqual({
    type: 'organization',
    id: organization.id,
    label: 'History Listing Fusion',
    entity: 'organizations',
    admin_url: `/admin/organizations/${organization.id}`,
  });
  expect(all.results.every((entry) => entry.revertible)).toBe(true);

  // By person (part of the email), by text, by date.
  const byBob = await history(`actor=${encodeURIComponent(bob.email)}`);
  expect(byBob.results.map((entry) => entry.id)).toEqual([cityEdit.id]);
  expect((await history(`actor=${bob.id}`)).results.map((entry) => entry.id)).toEqual([cityEdit.id]);
  expect((await history('q=history%20listing')).count).toBe(3);
  const today = new Date().toISOString().slice(0, 10);
  expect((await history(`entity_id=${organization.id}&entity_type=organization&from=${today}&to=${today}`)).count).toBe(3);
  expect((await history(`entity_id=${organization.id}&entity_type=organization&to=2000-01-01`)).count).toBe(0);

  const badDate = await call(alice, 'GET', '/api/v1/admin/history/?from=2024-02-30');
  expect(badDate.statusCode).toBe(400);
  expect(json(badDate).message).toMatch(/from and to/);
  const badType = await call(alice, 'GET', '/api/v1/admin/history/?entity_type=DROP%20TABLE');
  expect(badType.statusCode).toBe(400);
  expect(json(badType).field).toBe('entity_type');
});

test('a revert puts the earlier values back through the engine (version, data version) and is itself audited', async () => {
  const organization = await createOrganization(alice, 'Revertible Fusion');
  await edit(alice, organization.id, { acronym_name: 'RF', city: 'Leeds' });
  const [change] = (await history(`entity_type=organizations&entity_id=${organization.id}`)).results;
  const versionBefore = dataVersion(db);
  const recordBefore = json(await call(alice, 'GET', `/api/v1/admin/organizations/${organization.id}/`)).record;

  const answer = await revert(change.id, bob);
  expect(answer.statusCode).toBe(200);
  const body = json(answer);
  expect(body.message).toBe(`Reverted change #${change.id}.`);
  expect(body.record).toMatchObject({ id: organization.id, acronym_name: null, city: null, version: recordBefore.version + 1 });
  expect(dataVersion(db)).toBeGreaterThan(versionBefore);
  const [row] = await queryRows<{ acronym_name: string | null; city: string | null }>(
    db,
    sql`SELECT acronym_name, city FROM organizations WHERE id = ${organization.id}`,
  );
  expect(row).toEqual({ acronym_name: null, city: null });

  // The revert is the newest change of the record, by bob, naming the reverted change.
  const [latest] = (await history(`entity_type=organizations&entity_id=${organization.id}`)).results;
  expect(latest).toMatchObject({ id: body.revert.id, action: 'organization.edit', reverts: change.id, actor: { id: bob.id } });
  expect(latest.changes).toEqual(
    expect.arrayContaining([
      { path: 'acronym_name', before: 'RF', after: null },
      { path: 'city', before: 'Leeds', after: null },
    ]),
  );

  // Reverting again: the revert itself is the later change of the same fields.
  const again = await revert(change.id);
  expect(again.statusCode).toBe(409);
  expect(json(again).conflict.id).toBe(latest.id);
});

test('a later change of the same fields answers 409 with that change, and nothing is written', async () => {
  const organization = await createOrganization(alice, 'Conflicted Fusion');
  await edit(alice, organization.id, { description: 'First words.' });
  await edit(bob, organization.id, { city: 'York' });
  await edit(bob, organization.id, { description: 'Second words.' });
  const [later, cityEdit, first] = (await history(`entity_type=organizations&entity_id=${organization.id}`)).results;
  const countBefore = (await history(`entity_type=organizations&entity_id=${organization.id}`)).count;

  const answer = await revert(first.id);
  expect(answer.statusCode).toBe(409);
  expect(json(answer).message).toMatch(/later change touched the same fields/);
  expect(json(answer).conflict).toMatchObject({ id: later.id, actor: { email: bob.email } });
  expect(json(answer).conflict.changes).toEqual([{ path: 'description', before: 'First words.', after: 'Second words.' }]);
  const [row] = await queryRows<{ description: string }>(db, sql`SELECT description FROM organizations WHERE id = ${organization.id}`);
  expect(row!.description).toBe('Second words.');
  expect((await history(`entity_type=organizations&entity_id=${organization.id}`)).count).toBe(countBefore);

  // Another field, untouched since: revertible.
  expect((await revert(cityEdit.id)).statusCode).toBe(200);
});

test('reverting a creation unpublishes it; reverting that deletion restores it', async () => {
  const organization = await createOrganization(alice, 'Short Lived Fusion');
  await edit(alice, organization.id, { city: 'Bath' });
  const creation = (await history(`entity_type=organizations&entity_id=${organization.id}`)).results.at(-1);
  expect(creation.action).toBe('organization.create');

  const unpublished = await revert(creation.id);
  expect(unpublished.statusCode).toBe(200);
  expect(json(unpublished).record.deleted_at).not.toBeNull();
  expect(json(unpublished).revert).toMatchObject({ action: 'organization.delete', reverts: creation.id });
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/organizations/${organization.slug}/` })).statusCode).toBe(404);

  const restored = await revert(json(unpublished).revert.id);
  expect(restored.statusCode).toBe(200);
  expect(json(restored).record.deleted_at).toBeNull();
  expect(json(restored).revert.action).toBe('organization.restore');
});

test('changes outside the admin entities are listed, marked not revertible, and a revert answers 409 saying why', async () => {
  const organization = await createOrganization(alice, 'Claimed Fusion');
  await writeAudit(db, {
    actor: { id: alice.id, email: alice.email },
    action: 'organization_claim.approve',
    entityType: 'organization',
    entityId: organization.id,
    entitySlug: organization.slug,
    before: { membership_id: 1, status: 'pending' },
    after: { membership_id: 1, status: 'approved' },
  });
  const [claim] = (await history(`entity_type=organizations&entity_id=${organization.id}`)).results;
  expect(claim).toMatchObject({ action: 'organization_claim.approve', revertible: false });
  expect(claim.not_revertible_reason).toMatch(/cannot be reverted|not this decision/);
  expect(claim.changes).toEqual([{ path: 'status', before: 'pending', after: 'approved' }]);
  const answer = await revert(claim.id);
  expect(answer.statusCode).toBe(409);
  expect(json(answer).message).toBe(claim.not_revertible_reason);

  expect((await revert(2_000_000_000)).statusCode).toBe(404);
  const malformed = await call(alice, 'POST', '/api/v1/admin/history/abc/revert/', {});
  expect(malformed.statusCode).toBe(400);
});

test('only staff see the history or revert', async () => {
  const member = await signedIn(t.app, db);
  expect((await call(member, 'GET', '/api/v1/admin/history/')).statusCode).toBe(403);
  expect((await revert(1, member)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/history/' })).statusCode).toBe(401);
});
