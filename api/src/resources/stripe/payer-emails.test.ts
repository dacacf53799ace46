// The payer of an affiliate subscription is told what happens to it (security review L6): a
// cancel by a co-claimer (audited, with a one-click renew link), a paid renewal, a plan change,
// a failed payment. Real server (inject), real database, the mail outbox.
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { json, startTestApp, TEST_CONFIG, type TestApp } from '../../../test/app';
import { mailTo, pathOf } from '../../../test/accounts';
import type { Member } from '../../../test/contributions';
import { extractLinks } from '../../mail/outbox';
import {
  account,
  forceTestMode,
  insertTestObject,
  membership,
  owner,
  postEvent,
  seconds,
  setTestObject,
  stripeEvent,
  subscribe,
  subscribeAndPay,
  testObject,
} from '../../../test/payments';
import { setTestClock } from './clock';
import { renewLink, RENEW_LINK_SECONDS } from './renew-link';
import { RENEW_LABEL } from './renew-page';

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

const unsubscribe = (member: Member, slug: string) => member.browser.call('POST', '/api/v1/stripe/unsubscribe/', { json: { slug } });

/** A GET or a form POST from a browser with no session or cookie (the link is all it has). */
const anonymousCall = (method: 'GET' | 'POST', url: string, form?: Record<string, string>) =>
  t.app.inject({
    method,
    url,
    ...(form ? { payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
  });

const formFields = (html: string) =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1]!, match[2]!]));

async function auditRows(organizationId: number, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, organizationId), eq(auditLog.action, action)));
}

describe('a cancel by someone other than the payer', () => {
  it('is audited with who did it; the payer is emailed a renew link whose GET changes nothing and whose POST renews', async () => {
    const { member: payer, organizationId } = await subscribeAndPay(t.app, t.database.db, 'helion');
    const coClaimer = await owner(t.app, t.database.db, 'helion', { fullName: 'Cory Claimer' });

    const cancelled = await unsubscribe(coClaimer, 'helion');
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled).message).toBe('Your subscription has been cancelled. Helion stays an Affiliate member until April 15, 2026.');
    expect((await membership(t.database.db, organizationId)).subStatus).toBe('canceled');

    const [row] = await auditRows(organizationId, 'organization_subscription.cancel');
    expect(row).toMatchObject({ userId: coClaimer.id, userEmail: coClaimer.email, entityType: 'organization', entitySlug: 'helion' });
    expect(row!.note).toContain(`other than its payer (${payer.email})`);
    expect(row!.note).toContain('emailed a renew link');

    expect(mailTo(t.outboxDir, coClaimer.email)).toHaveLength(0);
    const mails = mailTo(t.outboxDir, payer.email);
    expect(mails.map((mail) => mail.headers.subject)).toEqual(['The affiliate membership of Helion was cancelled']);
    const mail = mails[0]!;
    expect(mail.text).toContain(`Cory Claimer (${coClaimer.email}), who can also edit Helion, cancelled the Affiliate membership`);
    expect(mail.text).toContain('It stays active until April 15, 2026');
    const link = extractLinks(mail.text).find((url) => url.includes('/api/v1/stripe/renew/'))!;
    expect(link).toMatch(new RegExp(`^http://localhost:8080/api/v1/stripe/renew/\\?org=${organizationId}&expires=\\d+&sig=[0-9a-f]{64}$`));
    expect(mail.html).toContain(RENEW_LABEL);

    // A mail scanner or a preview fetching the link changes nothing: it is a page with a form.
    const page = await anonymousCall('GET', pathOf(link));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<form method="post" action="/api/v1/stripe/renew/">');
    expect(page.body).toContain(`>${RENEW_LABEL}</button>`);
    expect(page.body).not.toMatch(/<script/i);
    expect((await membership(t.database.db, organizationId)).subStatus).toBe('canceled');

    // A POST without the link's signature, or with another one, is refused.
    const fields = formFields(page.body);
    expect(Object.keys(fields).sort()).toEqual(['expires', 'org', 'sig']);
    expect((await anonymousCall('POST', '/api/v1/stripe/renew/', { org: fields.org! })).statusCode).toBe(400);
    const forged = await anonymousCall('POST', '/api/v1/stripe/renew/', { ...fields, sig: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('not valid');
    expect((await membership(t.database.db, organizationId)).subStatus).toBe('canceled');

    // The form, with no session and no CSRF header: renewal is back on.
    const renewed = await anonymousCall('POST', '/api/v1/stripe/renew/', fields);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.body).toContain('Renewal is back on');
    expect(renewed.body).toContain('renews on April 15, 2026');
    expect(await membership(t.database.db, organizationId)).toEqual({
      isAffiliate: true,
      subStatus: 'active',
      nextBillingDate: PERIOD_END,
    });
    expect((await account(t.database.db, organizationId))!.cancelAtPeriodEnd).toBe(false);
    const [renewRow] = await auditRows(organizationId, 'organization_subscription.renew');
    expect(renewRow).toMatchObject({ userId: payer.id, userEmail: payer.email });

    // Following it again is harmless.
    const again = await anonymousCall('POST', '/api/v1/stripe/renew/', fields);
    expect(again.statusCode).toBe(200);
    expect(await auditRows(organizationId, 'organization_subscription.renew')).toHaveLength(1);
  });

  it('an expired link, or one made for another subscription, renews nothing', async () => {
    const { member: payer, organizationId } = await subscribeAndPay(t.app, t.database.db, 'tokamak-energy');
    const coClaimer = await owner(t.app, t.database.db, 'tokamak-energy');
    expect((await unsubscribe(coClaimer, 'tokamak-energy')).statusCode).toBe(200);
    const { subscriptionId } = (await account(t.database.db, organizationId))!;
    const secret = TEST_CONFIG.sessionSecret;

    const old = renewLink('http://localhost:8080', secret, organizationId, subscriptionId!, seconds(Date.now()) - RENEW_LINK_SECONDS - 60);
    const expired = await anonymousCall('GET', pathOf(old));
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');
    const otherSubscription = renewLink('http://localhost:8080', secret, organizationId, 'sub_someone_elses');
    expect((await anonymousCall('GET', pathOf(otherSubscription))).statusCode).toBe(400);
    const fields = Object.fromEntries(new URL(old).searchParams);
    expect((await anonymousCall('POST', '/api/v1/stripe/renew/', fields)).statusCode).toBe(410);
    expect((await membership(t.database.db, organizationId)).subStatus).toBe('canceled');
    expect(mailTo(t.outboxDir, payer.email)).toHaveLength(1); // the cancel notice only
  });

  it('the payer cancelling their own subscription is audited and emails no one', async () => {
    const { member: payer, organizationId } = await subscribeAndPay(t.app, t.database.db, 'commonwealth-fusion-systems');
    expect((await unsubscribe(payer, 'commonwealth-fusion-systems')).statusCode).toBe(200);
    const [row] = await auditRows(organizationId, 'organization_subscription.cancel');
    expect(row).toMatchObject({ userId: payer.id, note: 'cancelled by its payer' });
    expect(mailTo(t.outboxDir, payer.email)).toHaveLength(0);
  });
});

describe('the payer is emailed from the webhook events', () => {
  /** A renewal invoice of `subscription` for the period ending at `end`. */
  const renewalInvoice = (subscription: any, end: string, status: 'paid' | 'open', id: string) => ({
    id,
    object: 'invoice',
    customer: subscription.customer,
    status,
    billing_reason: 'subscription_cycle',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    lines: { object: 'list', data: [{ id: `il_${id}`, object: 'line_item', period: { start: seconds(PERIOD_END), end: seconds(end) } }] },
  });

  it('a paid renewal: one email (a replayed event sends none); the first payment sends none', async () => {
    const { member: payer, organizationId } = await subscribeAndPay(t.app, t.database.db, 'faraday-factory-japan');
    expect(mailTo(t.outboxDir, payer.email)).toHaveLength(0);
    const subscription = await testObject(t.database.db, (await account(t.database.db, organizationId))!.subscriptionId!);
    const event = stripeEvent('invoice.paid', renewalInvoice(subscription, NEXT_PERIOD_END, 'paid', 'in_renewal_ffj'));
    expect(json(await postEvent(t.app, event)).outcome).toBe('applied');
    expect(json(await postEvent(t.app, event))).toEqual({ received: true, duplicate: true });
    const mails = mailTo(t.outboxDir, payer.email);
    expect(mails.map((mail) => mail.headers.subject)).toEqual(['The affiliate membership of Faraday Factory Japan was renewed']);
    expect(mails[0]!.text).toContain('The membership is now paid until May 15, 2026.');
  });

  it('a failed payment: the payer is told', async () => {
    const { member: payer, organizationId } = await subscribeAndPay(t.app, t.database.db, 'us-department-of-energy');
    const subscription = await testObject(t.database.db, (await account(t.database.db, organizationId))!.subscriptionId!);
    setTestClock('2026-04-15T13:00:00.000Z');
    const open = renewalInvoice(subscription, NEXT_PERIOD_END, 'open', 'in_failed_doe');
    await insertTestObject(t.database.db, open.id, 'invoice', open);
    await setTestObject(t.database.db, subscription.id, { status: 'past_due', latest_invoice: open.id });
    expect((await postEvent(t.app, stripeEvent('invoice.payment_failed', open))).statusCode).toBe(200);
    const mails = mailTo(t.outboxDir, payer.email);
    expect(mails.map((mail) => mail.headers.subject)).toEqual(['The affiliate membership payment for U.S. Department of Energy failed']);
    expect(mails[0]!.text).toContain('could not be taken');
  });

  it('a plan change (a co-claimer renews with the other plan): the payer is told once', async () => {
    const { member: payer, organizationId } = await subscribeAndPay(t.app, t.database.db, 'breakthrough-energy-ventures');
    expect((await unsubscribe(payer, 'breakthrough-energy-ventures')).statusCode).toBe(200);
    const coClaimer = await owner(t.app, t.database.db, 'breakthrough-energy-ventures');
    expect((await subscribe(coClaimer, organizationId, 'yearly')).statusCode).toBe(200);
    expect((await account(t.database.db, organizationId))!.planType).toBe('yearly');
    const mails = mailTo(t.outboxDir, payer.email);
    expect(mails.map((mail) => mail.headers.subject)).toEqual([
      'The affiliate plan of Breakthrough Energy Ventures changed to Affiliate (Annual)',
    ]);
    expect(mails[0]!.text).toContain('changes from Affiliate (Monthly) to Affiliate (Annual)');
    expect(mails[0]!.text).toContain('next renewal on April 15, 2026');
  });
});
