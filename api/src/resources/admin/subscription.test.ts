// GET /api/v1/admin/organizations/{id}/subscription/ on the real server and database, payments in
// test mode (the local Stripe stand-in): an organization without a subscription, one paid for by
// a claimer (the payer is whoever checked out, not another claimer), an unknown id, and access.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/helpers';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { anonymous, signedIn, type Member } from '../../../test/contributions';
import { forceTestMode, owner, subscribeAndPay } from '../../../test/payments';
import { setTestClock } from '../stripe/clock';

forceTestMode();

let t: TestApp;
let staff: Member;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, t.database.db, { staff: true });
  setTestClock('2026-03-15T12:00:00.000Z');
});
afterAll(async () => {
  setTestClock(null);
  await t.close();
});

const subscriptionOf = (organizationId: number, member: Member = staff) =>
  member.browser.call('GET', `/api/v1/admin/organizations/${organizationId}/subscription/`);

async function organizationId(slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM organizations WHERE slug = ${slug}`);
  return row!.id;
}

test('an organization that never subscribed: no plan, no payer', async () => {
  const answer = await subscriptionOf(await organizationId('tokamak-energy'));
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(json(answer)).toEqual(
    expect.objectContaining({ plan: null, status: null, paid_through: null, payer: null, stripe_customer_id: null, is_affiliate: false }),
  );
});

test('a paid subscription: plan, status, paid through, and the claimer who checked out as the payer', async () => {
  const { member: payer, organizationId: id } = await subscribeAndPay(t.app, t.database.db, 'helion', 'yearly');
  // Another claimer of the same organization is not the payer.
  await owner(t.app, t.database.db, 'helion', { fullName: 'Cory Claimer' });
  const answer = await subscriptionOf(id);
  expect(answer.statusCode).toBe(200);
  const [user] = await queryRows<{ full_name: string }>(t.database.db, sql`SELECT full_name FROM users WHERE id = ${payer.id}`);
  expect(json(answer)).toEqual(
    expect.objectContaining({
      organization_id: id,
      plan: 'yearly',
      status: 'active',
      membership_status: 'active',
      cancel_at_period_end: false,
      is_affiliate: true,
      paid_through: expect.stringMatching(/^2027-03-15T/),
      subscription_id: expect.stringMatching(/^sub_/),
      payer: { email: payer.email, name: user!.full_name, user_id: payer.id },
    }),
  );
});

test('an unknown organization is a 404; only staff may ask', async () => {
  expect((await subscriptionOf(999_999)).statusCode).toBe(404);
  const id = await organizationId('helion');
  const user = await signedIn(t.app, t.database.db, { verified: true });
  expect((await subscriptionOf(id, user)).statusCode).toBe(403);
  const visitor = await anonymous(t.app);
  expect((await visitor.call('GET', `/api/v1/admin/organizations/${id}/subscription/`)).statusCode).toBe(401);
  expect((await subscriptionOf(Number('0'))).statusCode).toBe(400);
});
