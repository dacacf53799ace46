// POST /api/v1/stripe/subscribe/ and /unsubscribe/, and test mode's local checkout page
// (issue 14; docs/product/account.md §15, §16). Real server (inject) and database.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ACCESS_MESSAGES } from '../../http/auth';
import { billingAccounts, organizations, users } from '../../db/schema';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { grantMembership, signedIn } from '../../../test/contributions';
import {
  account,
  checkoutPage,
  eventRows,
  forceTestMode,
  membership,
  newOrganization,
  owner,
  subscribe,
  subscribeAndPay,
} from '../../../test/payments';
import { setTestClock } from './clock';
import { loadBillingConfig, localWebhookSecret, TEST_PRICES } from './config';
import { StripeGateway } from './gateway';
import { STRIPE_MESSAGES } from './routes';
import { COMPLETE_LABEL, TEST_MODE_LABEL } from './test-checkout-page';

forceTestMode();

const T0 = '2026-03-15T12:00:00.000Z';
const PERIOD_END = '2026-04-15T12:00:00.000Z';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  setTestClock(T0);
});
afterAll(async () => {
  setTestClock(null);
  await t.close();
});

const orgId = async (slug: string) =>
  (await t.database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug)))[0]!.id;

describe('POST /api/v1/stripe/subscribe/', () => {
  it('needs a signed-in user (401), a valid body (400) and an existing organization (404)', async () => {
    const { anonymous } = await import('../../../test/contributions');
    const visitor = await anonymous(t.app);
    const signedOut = await visitor.call('POST', '/api/v1/stripe/subscribe/', {
      json: { orgId: await orgId('helion'), planType: 'monthly' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(json(signedOut).message).toBe(ACCESS_MESSAGES.notSignedIn);

    const member = await owner(t.app, t.database.db, 'helion');
    for (const body of [
      {},
      { orgId: member.organizationId },
      { orgId: member.organizationId, planType: 'weekly' },
      { orgId: 'cfs', planType: 'monthly' },
      { orgId: -1, planType: 'yearly' },
    ]) {
      const response = await member.browser.call('POST', '/api/v1/stripe/subscribe/', { json: body });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(STRIPE_MESSAGES.badSubscribe);
    }
    const unknown = await subscribe(member, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(STRIPE_MESSAGES.notFound);
  });

  it('needs an approved claim (403, saying when it is still under review) and a full name (400)', async () => {
    const stranger = await signedIn(t.app, t.database.db, { fullName: 'Sam Stranger' });
    const noClaim = await subscribe(stranger, await orgId('helion'));
    expect(noClaim.statusCode).toBe(403);
    expect(json(noClaim).message).toBe(STRIPE_MESSAGES.noClaim);

    const pending = await signedIn(t.app, t.database.db, { fullName: 'Pat Pending' });
    await grantMembership(t.database.db, 'organization', 'helion', pending.id, 'pending');
    const underReview = await subscribe(pending, await orgId('helion'));
    expect(underReview.statusCode).toBe(403);
    expect(json(underReview).message).toBe(STRIPE_MESSAGES.claimPending);

    const nameless = await owner(t.app, t.database.db, 'helion', { fullName: 'x' });
    await t.database.db.update(users).set({ fullName: '  ' }).where(eq(users.id, nameless.id));
    const noName = await subscribe(nameless, nameless.organizationId);
    expect(noName.statusCode).toBe(400);
    expect(json(noName).message).toBe(STRIPE_MESSAGES.fullName);
  });

  it('refuses an organization still under review (409)', async () => {
    await newOrganization(t.database.db, 'unapproved-org', { isApproved: false });
    const member = await owner(t.app, t.database.db, 'unapproved-org');
    const response = await subscribe(member, member.organizationId);
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe(STRIPE_MESSAGES.unapproved);
  });

  it('needs the X-CSRFToken header like every other POST', async () => {
    const member = await owner(t.app, t.database.db, 'helion');
    const response = await member.browser.call('POST', '/api/v1/stripe/subscribe/', {
      json: { orgId: member.organizationId, planType: 'monthly' },
      noCsrf: true,
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers the local checkout page in test mode, with one Stripe customer per organization', async () => {
    const first = await owner(t.app, t.database.db, 'faraday-factory-japan');
    const second = await owner(t.app, t.database.db, 'faraday-factory-japan');
    const a = await subscribe(first, first.organizationId, 'monthly');
    const b = await subscribe(second, second.organizationId, 'yearly');
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('private, no-store');
    expect(json(a).url).toMatch(/^\/api\/v1\/stripe\/test-checkout\/cs_test_[0-9a-f]+$/);
    expect(json(b).url).not.toBe(json(a).url);
    const rows = await t.database.db.select().from(billingAccounts).where(eq(billingAccounts.organizationId, first.organizationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.stripeCustomerId).toMatch(/^cus_test_/);
    expect(rows[0]!.subscriptionId).toBeNull(); // nothing paid yet
  });
});

describe('the local checkout page (test mode)', () => {
  it("is labelled 'Test mode — no card is charged', has 'Complete test payment', and is only its creator's", async () => {
    const member = await owner(t.app, t.database.db, 'tokamak-energy');
    const url = json(await subscribe(member, member.organizationId, 'yearly')).url;
    const { response, token } = await checkoutPage(member, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(TEST_MODE_LABEL);
    expect(response.body).toContain(`>${COMPLETE_LABEL}</button>`);
    expect(response.body).toContain('Affiliate (Annual)');
    expect(response.body).toContain('$9,000 / year');
    expect(response.body).toContain('Tokamak Energy');
    expect(response.body).not.toMatch(/<script/i);
    expect(token).toBe(member.browser.csrf);

    const other = await signedIn(t.app, t.database.db, { fullName: 'Someone Else' });
    expect((await other.browser.call('GET', url)).statusCode).toBe(404);
    expect((await other.browser.call('POST', `${url}/complete`, { form: { csrf_token: other.browser.csrf } })).statusCode).toBe(404);
    // The form's token is checked (a cross-site form post cannot complete it).
    const noToken = await member.browser.call('POST', `${url}/complete`, { form: { csrf_token: 'forged' } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).toContain('This form has expired');
    expect((await membership(t.database.db, member.organizationId)).isAffiliate).toBe(false);
  });

  it('completing it runs the webhook path: the organization is an affiliate; completing twice sends nothing more', async () => {
    const { member, organizationId, checkoutUrl, completed } = await subscribeAndPay(t.app, t.database.db, 'tokamak-energy', 'yearly');
    expect(completed.headers.location).toBe('/affiliate?org-slug=tokamak-energy&checkout=success');
    expect(await membership(t.database.db, organizationId)).toEqual({
      isAffiliate: true,
      subStatus: 'active',
      nextBillingDate: '2027-03-15T12:00:00.000Z',
    });
    expect((await account(t.database.db, organizationId))!.planType).toBe('yearly');
    const events = (await eventRows(t.database.db)).length;
    // A second press (the form resent from the browser's history): no second payment, no events.
    const again = await member.browser.call('POST', `${checkoutUrl}/complete`, { form: { csrf_token: member.browser.csrf } });
    expect(again.statusCode).toBe(303);
    expect((await eventRows(t.database.db)).length).toBe(events);
    expect((await checkoutPage(member, checkoutUrl)).response.body).toContain('This test payment is complete.');

    const info = json(await member.browser.call('GET', '/api/accounts/info/'));
    expect(info.orgs).toContainEqual({
      slug: 'tokamak-energy',
      display_name: 'Tokamak Energy',
      is_affiliate: true,
      status: 'approved',
      is_approved: true,
      sub_status: 'active',
      next_billing_date: '2027-03-15T12:00:00.000Z',
      plan_type: 'yearly',
    });
    const again409 = await subscribe(member, organizationId, 'monthly');
    expect(again409.statusCode).toBe(409);
    expect(json(again409).message).toBe(STRIPE_MESSAGES.alreadyActive);
  });
});

describe('POST /api/v1/stripe/unsubscribe/', () => {
  it('cancels at the end of the paid period: sub_status canceled, still an affiliate until next_billing_date', async () => {
    const { member, organizationId } = await subscribeAndPay(t.app, t.database.db, 'commonwealth-fusion-systems');
    const events = (await eventRows(t.database.db)).length;
    const response = await member.browser.call('POST', '/api/v1/stripe/unsubscribe/', { json: { slug: 'commonwealth-fusion-systems' } });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe(
      'Your subscription has been cancelled. Commonwealth Fusion Systems stays an Affiliate member until April 15, 2026.',
    );
    expect(await membership(t.database.db, organizationId)).toEqual({
      isAffiliate: true,
      subStatus: 'canceled',
      nextBillingDate: PERIOD_END,
    });
    // Test mode sends customer.subscription.updated through the webhook, as Stripe would.
    const sent = (await eventRows(t.database.db)).slice(events);
    expect(sent.map((row) => [row.type, row.outcome])).toEqual([
      ['customer.subscription.updated', expect.stringMatching(/applied|unchanged/)],
    ]);
    const info = json(await member.browser.call('GET', '/api/accounts/info/'));
    expect(info.orgs.find((org: { slug: string }) => org.slug === 'commonwealth-fusion-systems')).toMatchObject({
      is_affiliate: true,
      sub_status: 'canceled',
      plan_type: 'monthly',
      next_billing_date: PERIOD_END,
    });

    // Again: the same answer, nothing sent.
    const again = await member.browser.call('POST', '/api/v1/stripe/unsubscribe/', { json: { slug: 'commonwealth-fusion-systems' } });
    expect(again.statusCode).toBe(200);
    expect(json(again).message).toBe(json(response).message);
    expect((await eventRows(t.database.db)).length).toBe(events + 1);

    // RENEW MEMBERSHIP before the period ends: the subscription resumes (no second checkout, no second charge).
    const renew = await subscribe(member, organizationId, 'yearly');
    expect(renew.statusCode).toBe(200);
    // No checkout and no payment now: the page must not thank for a payment.
    expect(json(renew).url).toBe('/affiliate?org-slug=commonwealth-fusion-systems&checkout=resumed');
    expect(await membership(t.database.db, organizationId)).toEqual({
      isAffiliate: true,
      subStatus: 'active',
      nextBillingDate: PERIOD_END,
    });
    expect((await account(t.database.db, organizationId))!.planType).toBe('yearly');
    // The profile and /affiliate say which plan renews, not only when.
    const renewed = json(await member.browser.call('GET', '/api/accounts/info/'));
    expect(renewed.orgs.find((org: { slug: string }) => org.slug === 'commonwealth-fusion-systems')).toMatchObject({
      sub_status: 'active',
      plan_type: 'yearly',
      next_billing_date: PERIOD_END,
    });
  });

  it('answers 400 without a slug, 401 signed out, 404 for an unknown organization, 403 without a claim, 409 without a subscription', async () => {
    const member = await owner(t.app, t.database.db, 'helion');
    const call = (browser: typeof member.browser, body: object) => browser.call('POST', '/api/v1/stripe/unsubscribe/', { json: body });
    expect((await call(member.browser, {})).statusCode).toBe(400);
    expect((await call(member.browser, { slug: 'no-such-org' })).statusCode).toBe(404);
    const stranger = await signedIn(t.app, t.database.db);
    const refused = await call(stranger.browser, { slug: 'commonwealth-fusion-systems' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(STRIPE_MESSAGES.cancelNoClaim);
    const nothing = await call(member.browser, { slug: 'helion' });
    expect(nothing.statusCode).toBe(409);
    expect(json(nothing).message).toBe(STRIPE_MESSAGES.nothingToCancel);
    const { anonymous } = await import('../../../test/contributions');
    expect((await call(await anonymous(t.app), { slug: 'helion' })).statusCode).toBe(401);
  });
});

describe('configuration: test mode and real Stripe', () => {
  it('is test mode without STRIPE_SECRET_KEY (local webhook secret unless STRIPE_WEBHOOK_SECRET is set)', () => {
    expect(loadBillingConfig({}, 'secret')).toEqual({
      mode: 'test',
      secretKey: null,
      webhookSecret: localWebhookSecret('secret'),
      prices: TEST_PRICES,
    });
    expect(loadBillingConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_cli' }, 'secret').webhookSecret).toBe('whsec_cli');
  });

  it('uses Stripe with a key, and refuses to start when the key comes without the webhook secret or the price ids', () => {
    expect(() => loadBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_MONTHLY: 'price_m' }, 's')).toThrow(
      'STRIPE_SECRET_KEY is set, so Stripe is used, but STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_YEARLY are not',
    );
    expect(
      loadBillingConfig(
        {
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
          STRIPE_PRICE_MONTHLY: 'price_m',
          STRIPE_PRICE_YEARLY: 'price_y',
        },
        's',
      ),
    ).toEqual({ mode: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1', prices: { monthly: 'price_m', yearly: 'price_y' } });
  });

  it('(unit) the Stripe gateway asks for a subscription-mode Checkout Session: configured price, the customer, the organization in metadata, success and cancel URLs', async () => {
    const calls: { method: string; params: unknown; options?: unknown }[] = [];
    const fake = {
      customers: {
        create: async (params: unknown, options: unknown) => (calls.push({ method: 'customers.create', params, options }), { id: 'cus_1' }),
      },
      checkout: {
        sessions: {
          create: async (params: unknown) => (
            calls.push({ method: 'checkout.sessions.create', params }),
            { id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' }
          ),
        },
      },
    } as unknown as Stripe;
    const gateway = new StripeGateway(
      { mode: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1', prices: { monthly: 'price_m', yearly: 'price_y' } },
      fake,
    );
    expect(await gateway.createCustomer({ organizationId: 7, name: 'Helion', email: 'a@b.org' })).toBe('cus_1');
    expect(
      await gateway.createCheckout({
        customerId: 'cus_1',
        planType: 'yearly',
        price: 'price_y',
        organizationId: 7,
        organizationSlug: 'helion',
        userId: 3,
        successUrl: 'https://fusion.example/affiliate?org-slug=helion&checkout=success',
        cancelUrl: 'https://fusion.example/affiliate?org-slug=helion&checkout=canceled',
      }),
    ).toEqual({ id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' });
    expect(calls[0]).toEqual({
      method: 'customers.create',
      params: { name: 'Helion', email: 'a@b.org', metadata: { organization_id: '7' } },
      options: { idempotencyKey: 'organization-customer-7' },
    });
    expect(calls[1]!.params).toEqual({
      mode: 'subscription',
      customer: 'cus_1',
      line_items: [{ price: 'price_y', quantity: 1 }],
      client_reference_id: '7',
      metadata: { organization_id: '7', plan_type: 'yearly', user_id: '3' },
      subscription_data: { metadata: { organization_id: '7', plan_type: 'yearly', user_id: '3' } },
      success_url: 'https://fusion.example/affiliate?org-slug=helion&checkout=success',
      cancel_url: 'https://fusion.example/affiliate?org-slug=helion&checkout=canceled',
    });
  });
});
