// POST /api/v1/stripe/webhook/ (issue 14): signatures, replays, order, payment failures,
// exactly-once effects. Real server (inject), real database, test mode's local Stripe objects.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { stripeEvents } from '../../db/schema';
import { json, startTestApp, type TestApp } from '../../../test/app';
import {
  account,
  dataVersionRow,
  eventRows,
  forceTestMode,
  insertTestObject,
  membership,
  newOrganization,
  owner,
  postEvent,
  seconds,
  setTestObject,
  stripeEvent,
  subscribe,
  subscribeAndPay,
  testObject,
  WEBHOOK_SECRET,
} from '../../../test/payments';
import { setTestClock } from './clock';
import { addMonths } from './local-stripe';
import { WEBHOOK_MESSAGES } from './webhook';

forceTestMode();

const T0 = '2026-03-15T12:00:00.000Z';
const PERIOD_END = '2026-04-15T12:00:00.000Z';
const NEXT_PERIOD_END = '2026-05-15T12:00:00.000Z';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  setTestClock(null);
  await t.close();
});
beforeEach(() => setTestClock(T0));

/** A renewal invoice of `subscription` (paid or open) for the period ending at `end`. */
function renewalInvoice(subscription: any, end: string, status: 'paid' | 'open', id = `in_renewal_${Math.random().toString(16).slice(2)}`) {
  return {
    id,
    object: 'invoice',
    customer: subscription.customer,
    status,
    billing_reason: 'subscription_cycle',
    amount_paid: status === 'paid' ? 100_000 : 0,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    lines: { object: 'list', data: [{ id: `il_${id}`, object: 'line_item', period: { start: seconds(PERIOD_END), end: seconds(end) } }] },
  };
}

async function paidOrganization(slug: string) {
  const paid = await subscribeAndPay(t.app, t.database.db, slug);
  const billing = (await account(t.database.db, paid.organizationId))!;
  const subscription = await testObject(t.database.db, billing.subscriptionId!);
  return { ...paid, billing, subscription };
}

describe('the signature', () => {
  const event = stripeEvent('customer.subscription.updated', { id: 'sub_x', object: 'subscription', customer: 'cus_x' });

  it('is required: no Stripe-Signature header → 400, nothing stored', async () => {
    const response = await postEvent(t.app, event, { signature: null });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(WEBHOOK_MESSAGES.missingSignature);
  });

  it('a signature made with another secret → 400', async () => {
    const response = await postEvent(t.app, event, { secret: 'whsec_someone_else' });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(WEBHOOK_MESSAGES.badSignature);
  });

  it('a body changed after signing (even by whitespace) → 400: the raw bytes are verified', async () => {
    const payload = JSON.stringify(event);
    const good = await postEvent(t.app, payload, { signature: undefined });
    expect(good.statusCode).toBe(200); // the same bytes verify
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await postEvent(t.app, payload.replace('"sub_x"', '"sub_y"'), { signature });
    expect(tampered.statusCode).toBe(400);
    const reformatted = await postEvent(t.app, JSON.stringify(event, null, 2), { signature });
    expect(reformatted.statusCode).toBe(400);
    const rows = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(rows).toHaveLength(1); // only the verified delivery was stored
  });

  it('needs no CSRF token (it is authenticated by its signature), while other POSTs still do', async () => {
    const response = await postEvent(t.app, stripeEvent('ping.test', { id: 'x' }));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ received: true, outcome: 'ignored' });
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/stripe/unsubscribe/', payload: { slug: 'helion' } });
    expect(other.statusCode).toBe(403);
  });
});

describe('checkout through the local test mode', () => {
  it('sends checkout.session.completed, customer.subscription.created and invoice.paid: the organization becomes an affiliate until the period ends', async () => {
    const before = (await eventRows(t.database.db)).length;
    const { organizationId, billing } = await paidOrganization('helion');
    expect(await membership(t.database.db, organizationId)).toEqual({
      isAffiliate: true,
      subStatus: 'active',
      nextBillingDate: PERIOD_END,
    });
    expect(billing).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: false, planType: 'monthly' });
    expect(billing.paidThrough?.toISOString()).toBe(PERIOD_END);
    const rows = (await eventRows(t.database.db)).slice(before);
    expect(rows.map((row) => row.type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    expect(rows.every((row) => row.organizationId === organizationId)).toBe(true);
    // The first event re-reads the subscription (its first invoice paid): it applies everything; the others find it done.
    expect(rows.map((row) => row.outcome).sort()).toEqual(['applied', 'unchanged', 'unchanged']);
  });
});

describe('a replayed event changes nothing', () => {
  it('the same renewal invoice.paid delivered again: 200 duplicate, no write at all (the data version does not move)', async () => {
    const { organizationId, subscription } = await paidOrganization('tokamak-energy');
    const event = stripeEvent('invoice.paid', renewalInvoice(subscription, NEXT_PERIOD_END, 'paid'));
    const first = await postEvent(t.app, event);
    expect(json(first)).toEqual({ received: true, outcome: 'applied' });
    const after = await membership(t.database.db, organizationId);
    expect(after.nextBillingDate).toBe(NEXT_PERIOD_END);

    const version = await dataVersionRow(t.database.db);
    const rows = (await eventRows(t.database.db)).length;
    const replay = await postEvent(t.app, event);
    expect(replay.statusCode).toBe(200);
    expect(json(replay)).toEqual({ received: true, duplicate: true });
    expect(await membership(t.database.db, organizationId)).toEqual(after);
    expect((await eventRows(t.database.db)).length).toBe(rows);
    expect(await dataVersionRow(t.database.db)).toBe(version);
  });

  it('exactly once under concurrent redelivery: five simultaneous deliveries, one applied, four duplicates, one stored row', async () => {
    const { organizationId, subscription } = await paidOrganization('faraday-factory-japan');
    const event = stripeEvent('invoice.paid', renewalInvoice(subscription, NEXT_PERIOD_END, 'paid'));
    const answers = await Promise.all(Array.from({ length: 5 }, () => postEvent(t.app, event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = answers.map((answer) => json(answer));
    expect(bodies.filter((body) => body.outcome === 'applied')).toHaveLength(1);
    expect(bodies.filter((body) => body.duplicate === true)).toHaveLength(4);
    const stored = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.outcome).toBe('applied');
    expect((await membership(t.database.db, organizationId)).nextBillingDate).toBe(NEXT_PERIOD_END);
  });

  it('a different event carrying the same paid period changes nothing either (paid_through only grows)', async () => {
    const { organizationId, subscription } = await paidOrganization('us-department-of-energy');
    const invoice = renewalInvoice(subscription, NEXT_PERIOD_END, 'paid');
    await postEvent(t.app, stripeEvent('invoice.paid', invoice));
    const again = await postEvent(t.app, stripeEvent('invoice.paid', invoice)); // another event id, the same invoice
    expect(json(again)).toEqual({ received: true, outcome: 'unchanged' });
    // An older paid invoice arriving late does not shorten the period.
    const late = await postEvent(t.app, stripeEvent('invoice.paid', renewalInvoice(subscription, PERIOD_END, 'paid')));
    expect(json(late).outcome).toBe('unchanged');
    expect((await membership(t.database.db, organizationId)).nextBillingDate).toBe(NEXT_PERIOD_END);
  });
});

describe('out-of-order delivery', () => {
  it('customer.subscription.deleted arriving before an older customer.subscription.updated: the subscription stays ended', async () => {
    const { organizationId, subscription } = await paidOrganization('breakthrough-energy-ventures');
    // Stripe ends the subscription now (e.g. cancelled immediately from the dashboard).
    setTestClock('2026-03-20T12:00:00.000Z');
    const endedAt = seconds('2026-03-20T12:00:00.000Z');
    const canceled = { ...subscription, status: 'canceled', ended_at: endedAt, canceled_at: endedAt };
    await setTestObject(t.database.db, subscription.id, canceled);
    const olderUpdate = stripeEvent(
      'customer.subscription.updated',
      { ...subscription, cancel_at_period_end: false, status: 'active' },
      { created: endedAt - 60 },
    );
    const deleted = stripeEvent('customer.subscription.deleted', canceled, { created: endedAt });

    expect(json(await postEvent(t.app, deleted)).outcome).toBe('applied');
    const afterDelete = await membership(t.database.db, organizationId);
    expect(afterDelete).toEqual({ isAffiliate: false, subStatus: 'canceled', nextBillingDate: '2026-03-20T12:00:00.000Z' });

    // The late update (its payload says active) is stored, but the subscription is re-read: still ended.
    expect(json(await postEvent(t.app, olderUpdate)).outcome).toBe('unchanged');
    expect(await membership(t.database.db, organizationId)).toEqual(afterDelete);
    expect((await account(t.database.db, organizationId))!.subscriptionStatus).toBe('canceled');
  });

  it('an ended subscription is never revived, and a snapshot read before the applied one is ignored (sync guards)', async () => {
    const { applyBillingState, subscriptionSnapshot } = await import('./sync');
    const { TEST_PRICES } = await import('./config');
    const { organizationId, subscription, billing } = await paidOrganization('mit-plasma-science-and-fusion-center');
    const db = t.database.db;
    const base = { organizationId, customerId: billing.stripeCustomerId };
    const snapshot = (changes: object) => subscriptionSnapshot({ ...subscription, latest_invoice: null, ...changes } as any, TEST_PRICES);

    // A cancellation read now…
    const now = new Date();
    await applyBillingState(db, { ...base, snapshot: snapshot({ cancel_at_period_end: true }), readAt: now });
    expect((await membership(db, organizationId)).subStatus).toBe('canceled');
    // …then a snapshot read a second earlier (still renewing) is applied late: ignored.
    const stale = await applyBillingState(db, {
      ...base,
      snapshot: snapshot({ cancel_at_period_end: false }),
      readAt: new Date(now.getTime() - 1000),
    });
    expect(stale.outcome).toBe('unchanged');
    expect((await membership(db, organizationId)).subStatus).toBe('canceled');

    // Ended, then an 'active' snapshot read later: an ended subscription does not come back.
    await applyBillingState(db, {
      ...base,
      snapshot: snapshot({ status: 'canceled', ended_at: seconds(PERIOD_END) }),
      readAt: new Date(now.getTime() + 1000),
    });
    const revived = await applyBillingState(db, {
      ...base,
      snapshot: snapshot({ status: 'active', cancel_at_period_end: false }),
      readAt: new Date(now.getTime() + 2000),
    });
    expect(revived.outcome).toBe('unchanged');
    expect((await account(db, organizationId))!.subscriptionStatus).toBe('canceled');
  });

  it('invoice.paid before checkout.session.completed: the customer (made at subscribe) already maps it to the organization', async () => {
    const { organizationId, subscription } = await paidOrganization('commonwealth-fusion-systems');
    const later = renewalInvoice(subscription, NEXT_PERIOD_END, 'paid');
    // Deliver the renewal first, then a late duplicate-in-content checkout completion: the longer period stays.
    await postEvent(t.app, stripeEvent('invoice.paid', later));
    const session = {
      id: 'cs_late',
      object: 'checkout.session',
      mode: 'subscription',
      customer: subscription.customer,
      subscription: subscription.id,
      metadata: subscription.metadata,
    };
    expect(json(await postEvent(t.app, stripeEvent('checkout.session.completed', session))).outcome).toBe('unchanged');
    expect((await membership(t.database.db, organizationId)).nextBillingDate).toBe(NEXT_PERIOD_END);
  });
});

describe('payment failures', () => {
  it('a failed renewal leaves the paid period where it was: the benefits end with it; a later successful retry extends them', async () => {
    const { organizationId, subscription } = await paidOrganization('tokamak-components');
    // At renewal Stripe moves the period on and, an hour later, tries to charge: the charge fails.
    setTestClock('2026-04-15T13:00:00.000Z');
    const open = renewalInvoice(subscription, NEXT_PERIOD_END, 'open', 'in_renewal_failed');
    await insertTestObject(t.database.db, open.id, 'invoice', open);
    const item = subscription.items.data[0];
    await setTestObject(t.database.db, subscription.id, {
      status: 'past_due',
      latest_invoice: open.id,
      items: {
        ...subscription.items,
        data: [{ ...item, current_period_start: seconds(PERIOD_END), current_period_end: seconds(NEXT_PERIOD_END) }],
      },
    });
    const failed = await postEvent(t.app, stripeEvent('invoice.payment_failed', open));
    expect(json(failed).outcome).toBe('applied'); // the subscription is past_due now
    const stored = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.objectId, open.id));
    expect(stored[0]!.outcome).toMatch(/payment failed/);
    // Still renewing (Stripe retries), but the paid period did not move: no longer an affiliate.
    expect(await membership(t.database.db, organizationId)).toEqual({
      isAffiliate: false,
      subStatus: 'active',
      nextBillingDate: PERIOD_END,
    });
    expect((await account(t.database.db, organizationId))!.subscriptionStatus).toBe('past_due');
    const detail = json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/tokamak-components/' }));
    expect(detail.is_affiliate).toBe(false);
    expect(detail.self_description).toBeNull();
    expect(detail.contact_email).toBeNull();

    // Stripe's retry succeeds: invoice.paid extends the period, the benefits come back.
    const paid = { ...open, status: 'paid' };
    await setTestObject(t.database.db, open.id, paid);
    await setTestObject(t.database.db, subscription.id, { status: 'active' });
    expect(json(await postEvent(t.app, stripeEvent('invoice.paid', paid))).outcome).toBe('applied');
    expect(await membership(t.database.db, organizationId)).toEqual({
      isAffiliate: true,
      subStatus: 'active',
      nextBillingDate: NEXT_PERIOD_END,
    });
    expect(json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/tokamak-components/' })).is_affiliate).toBe(true);
  });

  it('a first payment that never succeeds (subscription incomplete) gives no benefit', async () => {
    await newOrganization(t.database.db, 'never-paid-org');
    const member = await owner(t.app, t.database.db, 'never-paid-org');
    // A fresh customer for another organization via subscribe, then Stripe reports an incomplete subscription.
    const answer = await subscribe(member, member.organizationId);
    expect(answer.statusCode).toBe(200);
    const billing = (await account(t.database.db, member.organizationId))!;
    const before = await membership(t.database.db, member.organizationId);
    const sub = {
      id: 'sub_incomplete',
      object: 'subscription',
      customer: billing.stripeCustomerId,
      status: 'incomplete',
      cancel_at_period_end: false,
      ended_at: null,
      created: seconds(T0) + 3600,
      metadata: { organization_id: String(member.organizationId), plan_type: 'monthly' },
      items: { object: 'list', data: [] },
      latest_invoice: 'in_incomplete',
    };
    await insertTestObject(t.database.db, 'in_incomplete', 'invoice', {
      id: 'in_incomplete',
      object: 'invoice',
      status: 'open',
      customer: billing.stripeCustomerId,
      lines: { data: [] },
    });
    await insertTestObject(t.database.db, sub.id, 'subscription', sub);
    await postEvent(
      t.app,
      stripeEvent('invoice.payment_failed', {
        id: 'in_incomplete',
        object: 'invoice',
        status: 'open',
        customer: billing.stripeCustomerId,
        parent: { subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      }),
    );
    expect(await membership(t.database.db, member.organizationId)).toEqual(before);
  });
});

describe('events that are not ours', () => {
  it('an unhandled type or an unknown customer is stored as ignored (a replay is then a duplicate), 200 so Stripe stops retrying', async () => {
    const unknown = stripeEvent('customer.subscription.updated', {
      id: 'sub_elsewhere',
      object: 'subscription',
      customer: 'cus_elsewhere',
      metadata: {},
    });
    expect(json(await postEvent(t.app, unknown))).toEqual({ received: true, outcome: 'ignored' });
    expect(json(await postEvent(t.app, unknown))).toEqual({ received: true, duplicate: true });
    const [row] = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, unknown.id));
    expect(row!.outcome).toBe('ignored: no organization of ours');
  });

  it('when the subscription cannot be re-read the answer is 503 and nothing is stored, so Stripe retries later', async () => {
    await newOrganization(t.database.db, 'retry-org');
    const { subscription } = await paidOrganization('retry-org');
    const missing = { ...subscription, id: 'sub_not_there_yet' };
    const event = stripeEvent('customer.subscription.updated', missing);
    const first = await postEvent(t.app, event);
    expect(first.statusCode).toBe(503);
    expect(json(first).message).toBe(WEBHOOK_MESSAGES.unreachable);
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(0);
    // The retry, once the subscription can be read, is processed.
    await insertTestObject(t.database.db, missing.id, 'subscription', { ...missing, status: 'canceled', ended_at: seconds(T0) });
    expect((await postEvent(t.app, event)).statusCode).toBe(200);
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
  });
});

it('addMonths keeps the day of the month (clamped to the month)', () => {
  expect(new Date(addMonths(Date.parse('2026-01-31T10:00:00Z'), 1)).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  expect(new Date(addMonths(Date.parse(T0), 1)).toISOString()).toBe(PERIOD_END);
  expect(new Date(addMonths(Date.parse(T0), 12)).toISOString()).toBe('2027-03-15T12:00:00.000Z');
});
