// Affiliate membership (issue 14; docs/product/account.md §15, §16; api/docs/payments.md):
//   POST /api/v1/stripe/subscribe/    {orgId, planType} → {url}
//   POST /api/v1/stripe/unsubscribe/  {slug} → {message}
//   POST /api/v1/stripe/webhook/      Stripe's events (raw body, signature-verified, no CSRF token)
//   GET  /api/v1/stripe/renew/         the emailed renew link's confirm page (renew-link.ts)
//   POST /api/v1/stripe/renew/         its form: renewal back on, authenticated by the link's signature
// and in test mode only (no STRIPE_SECRET_KEY) the local checkout page:
//   GET  /api/v1/stripe/test-checkout/{id}           the page ('Test mode — no card is charged')
//   POST /api/v1/stripe/test-checkout/{id}/complete  its 'Complete test payment' button (form, csrf_token field)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { billingAccounts, organizationMemberships, organizations } from '../../db/schema';
import { requireSignedIn, signedInViewer } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { markPrivate } from '../../http/response-cache';
import { Forbidden, Message } from '../../http/schemas';
import { identifyVisitor, tokensEqual } from '../accounts/sessions';
import { normalizeEmail } from '../accounts/queries';
import { writeAudit } from '../contributions/audit';
import { ignoredTestClock } from './clock';
import { PLAN_TYPES, type PlanType } from './config';
import { GatewayError, StripeGateway, type BillingGateway } from './gateway';
import { PayerNotifier } from './notify';
import { checkRenewToken, parseRenewToken, type RenewToken } from './renew-link';
import { renewConfirmPage, renewedPage, renewUnavailablePage } from './renew-page';
import { LocalStripe, organizationName } from './local-stripe';
import { MAX_ID, SubscribeAnswer, SubscribeBody, UnsubscribeBody, WebhookAnswer } from './schemas';
import { applyBillingState, organizationBilling, subscriptionSnapshot } from './sync';
import { testCheckoutExpiredPage, testCheckoutMissingPage, testCheckoutPage, TEST_CHECKOUT_CSP } from './test-checkout-page';
import { handleWebhook } from './webhook';

const WEBHOOK_PATH = '/api/v1/stripe/webhook/';

export const STRIPE_MESSAGES = {
  badSubscribe: "Send orgId (the organization's id) and planType ('monthly' or 'yearly').",
  badUnsubscribe: "Send slug (the organization's slug).",
  notFound: 'Organization not found.',
  claimPending: 'Your claim of this organization is still under review. Subscribing needs an approved claim.',
  noClaim: 'Subscribing needs an approved claim of this organization.',
  cancelNoClaim: 'Cancelling needs an approved claim of this organization.',
  fullName: 'Please add your full name to your account before subscribing.',
  unapproved: 'This organization is still under review. You can subscribe once it is approved.',
  alreadyActive: 'This organization already has an active affiliate subscription.',
  nothingToCancel: 'This organization has no affiliate subscription to cancel.',
  unreachable: 'The payment provider could not be reached. Please try again.',
} as const;

const ENDED = new Set(['canceled', 'incomplete_expired']);
const RENEWING = new Set(['active', 'trialing', 'past_due']);

const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This POST proves its origin another way than the X-CSRFToken header (apiPlugin's CSRF
     * hook skips it): the Stripe webhook by its signature, the local test checkout by a token
     * in its form.
     */
    csrfExempt?: boolean;
  }
}

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, context) => {
  const { db } = context;
  const { billing } = context;
  const local =
    billing.mode === 'test'
      ? new LocalStripe(db, billing, async (payload, signature) => {
          // Through the real endpoint, as Stripe would call it (in process: no network, same route and hooks).
          const response = await app.inject({
            method: 'POST',
            url: WEBHOOK_PATH,
            headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
            payload,
          });
          return response.statusCode;
        })
      : null;
  const gateway: BillingGateway = local ?? new StripeGateway(billing);
  const notifier = new PayerNotifier({
    db,
    gateway,
    mailer: context.mailer,
    siteUrl: context.config.siteUrl,
    secret: context.secret,
    log: app.log,
  });
  if (billing.mode === 'test') {
    const why = process.env.STRIPE_MODE?.trim() === 'test' ? 'STRIPE_MODE=test' : 'no STRIPE_SECRET_KEY';
    app.log.warn(`Payments run in test mode (${why}): checkout is a local page and no card is charged.`);
  } else {
    app.log.info(`Payments use Stripe (${/^sk_live_/.test(billing.secretKey ?? '') ? 'live' : 'test'} key).`);
  }
  if (ignoredTestClock()) app.log.warn('API_TEST_CLOCK_FILE is set but ignored: the test clock works only with NODE_ENV=test.');

  /** Where checkout comes back to: absolute for Stripe, same-site paths for the local page. */
  // 'resumed': a cancelled membership renews again without a checkout, so nothing was paid now.
  const affiliateUrl = (slug: string, checkout: 'success' | 'canceled' | 'resumed') =>
    `${billing.mode === 'stripe' ? context.config.siteUrl : ''}/affiliate?${new URLSearchParams({ 'org-slug': slug, checkout })}`;

  async function claimStatus(userId: number, organizationId: number) {
    const [row] = await db
      .select({ status: organizationMemberships.status })
      .from(organizationMemberships)
      .where(and(eq(organizationMemberships.userId, userId), eq(organizationMemberships.organizationId, organizationId)));
    return row?.status ?? null;
  }

  const account = async (organizationId: number) =>
    (await db.select().from(billingAccounts).where(eq(billingAccounts.organizationId, organizationId)))[0] ?? null;

  const withGateway = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayError) {
        app.log.error({ err: error }, 'payment provider call failed');
        throw new HttpError(502, STRIPE_MESSAGES.unreachable);
      }
      throw error;
    }
  };

  app.post(
    '/v1/stripe/subscribe/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start an affiliate membership: a Stripe Checkout Session (or the local test checkout)',
        body: SubscribeBody,
        response: { 200: SubscribeAnswer, 400: Message, 401: Message, 403: Forbidden, 404: Message, 409: Message, 502: Message },
      },
      attachValidation: true,
      // The approved claim is checked in the handler: a payment rule (no verification, no staff
      // override) with its own messages (docs/product/api.md §6).
      preHandler: requireSignedIn,
    },
    async (request, reply) => {
      markPrivate(reply);
      const body = request.validationError ? null : request.body;
      const orgId = Number(body?.orgId);
      const planType = body?.planType as PlanType;
      if (!body || !Number.isSafeInteger(orgId) || orgId < 1 || orgId > MAX_ID || !PLAN_TYPES.includes(planType)) {
        throw new HttpError(400, STRIPE_MESSAGES.badSubscribe);
      }
      const viewer = signedInViewer(request);
      const [organization] = await db
        .select({ id: organizations.id, slug: organizations.slug, name: organizations.displayName, approved: organizations.isApproved })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      if (!organization) throw new HttpError(404, STRIPE_MESSAGES.notFound);
      const claim = await claimStatus(viewer.id, organization.id);
      if (claim !== 'approved') throw new HttpError(403, claim === 'pending' ? STRIPE_MESSAGES.claimPending : STRIPE_MESSAGES.noClaim);
      if (!viewer.fullName.trim()) throw new HttpError(400, STRIPE_MESSAGES.fullName);
      if (!organization.approved) throw new HttpError(409, STRIPE_MESSAGES.unapproved);

      const price = billing.prices[planType];
      const existing = await account(organization.id);
      const status = existing?.subscriptionStatus ?? null;
      if (existing?.subscriptionId && status !== null && !ENDED.has(status)) {
        if (RENEWING.has(status) && !existing.cancelAtPeriodEnd) throw new HttpError(409, STRIPE_MESSAGES.alreadyActive);
        if (RENEWING.has(status) && existing.cancelAtPeriodEnd) {
          // RENEW MEMBERSHIP before the paid period ends: the cancelled subscription resumes
          // (the chosen plan from its next renewal), nothing is charged twice.
          const readAt = new Date();
          const subscription = await withGateway(() => gateway.resume(existing.subscriptionId!, price, planType));
          const snapshot = subscriptionSnapshot(subscription, billing.prices);
          const applied = await applyBillingState(db, {
            organizationId: organization.id,
            customerId: existing.stripeCustomerId,
            snapshot,
            readAt,
          });
          // A new plan is the payer's business (test mode's webhook may have applied and told them already).
          if (applied.changes.planChanged) {
            await notifier.changesApplied({
              organizationId: organization.id,
              payer: await notifier.payerOf(snapshot),
              changes: applied.changes,
              planType: snapshot.planType,
              state: applied.organization,
            });
          }
          return { url: affiliateUrl(organization.slug, 'resumed') };
        }
      }

      let customerId = existing?.stripeCustomerId ?? null;
      if (!customerId) {
        const created = await withGateway(() =>
          gateway.createCustomer({ organizationId: organization.id, name: organization.name, email: viewer.email }),
        );
        await db.insert(billingAccounts).values({ organizationId: organization.id, stripeCustomerId: created }).onConflictDoNothing();
        customerId = (await account(organization.id))!.stripeCustomerId; // one customer per organization, whoever inserted first
      }
      const session = await withGateway(() =>
        gateway.createCheckout({
          customerId: customerId!,
          planType,
          price,
          organizationId: organization.id,
          organizationSlug: organization.slug,
          userId: viewer.id,
          successUrl: affiliateUrl(organization.slug, 'success'),
          cancelUrl: affiliateUrl(organization.slug, 'canceled'),
        }),
      );
      return { url: session.url };
    },
  );

  app.post(
    '/v1/stripe/unsubscribe/',
    {
      schema: {
        tags: ['payments'],
        summary: "Cancel an organization's affiliate membership at the end of the paid period",
        body: UnsubscribeBody,
        response: { 200: Message, 400: Message, 401: Message, 403: Forbidden, 404: Message, 409: Message, 502: Message },
      },
      attachValidation: true,
      // The approved claim is checked in the handler: a payment rule (no verification, no staff
      // override) with its own messages (docs/product/api.md §6).
      preHandler: requireSignedIn,
    },
    async (request, reply) => {
      markPrivate(reply);
      const slug = request.validationError ? '' : String(request.body.slug ?? '').trim();
      if (!slug) throw new HttpError(400, STRIPE_MESSAGES.badUnsubscribe);
      const viewer = signedInViewer(request);
      const [organization] = await db
        .select({ id: organizations.id, slug: organizations.slug, name: organizations.displayName })
        .from(organizations)
        .where(eq(organizations.slug, slug));
      if (!organization) throw new HttpError(404, STRIPE_MESSAGES.notFound);
      // docs/product/account.md §16: every approved claimer may cancel; the payer is told below (security review L6).
      if ((await claimStatus(viewer.id, organization.id)) !== 'approved') throw new HttpError(403, STRIPE_MESSAGES.cancelNoClaim);
      const existing = await account(organization.id);
      const status = existing?.subscriptionStatus ?? null;
      if (!existing?.subscriptionId || status === null || ENDED.has(status)) throw new HttpError(409, STRIPE_MESSAGES.nothingToCancel);

      let state;
      if (existing.cancelAtPeriodEnd) {
        state = await organizationBilling(db, organization.id); // cancelled already: the same answer again
      } else {
        const readAt = new Date();
        const subscription = await withGateway(() => gateway.cancelAtPeriodEnd(existing.subscriptionId!));
        const snapshot = subscriptionSnapshot(subscription, billing.prices);
        state = (await applyBillingState(db, { organizationId: organization.id, customerId: existing.stripeCustomerId, snapshot, readAt }))
          .organization;
        const payer = await notifier.payerOf(snapshot);
        const byPayer =
          payer !== null && (payer.userId !== null ? payer.userId === viewer.id : normalizeEmail(payer.email) === viewer.email);
        let note = 'cancelled by its payer';
        if (!payer) note = 'cancelled; its payer is not known';
        else if (!byPayer) {
          const emailed = await notifier.cancelledByOther({
            payer,
            organization,
            subscriptionId: existing.subscriptionId,
            by: { fullName: viewer.fullName, email: viewer.email },
            endsAt: state?.next_billing_date ?? null,
          });
          note = `cancelled by someone other than its payer (${payer.email}); ${emailed ? 'the payer was emailed a renew link' : 'emailing the payer failed'}`;
        }
        await writeAudit(db, {
          actor: viewer,
          action: 'organization_subscription.cancel',
          entityType: 'organization',
          entityId: organization.id,
          entitySlug: organization.slug,
          before: { sub_status: 'active' },
          after: { sub_status: state?.sub_status ?? null, next_billing_date: state?.next_billing_date ?? null },
          note,
        });
      }
      const end = state?.next_billing_date;
      return {
        message: end
          ? `Your subscription has been cancelled. ${organization.name} stays an Affiliate member until ${longDate(end)}.`
          : 'Your subscription has been cancelled.',
      };
    },
  );

  // The webhook: its own context, where every body is kept as the raw bytes the signature covers.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    webhook.post(
      '/v1/stripe/webhook/',
      {
        schema: {
          tags: ['payments'],
          summary: "Stripe's events (checkout.session.completed, customer.subscription.*, invoice.paid, invoice.payment_failed)",
          description:
            'Authenticated by the Stripe-Signature header over the raw body; no CSRF token. Replays answer 200 and change nothing.',
          response: { 200: WebhookAnswer, 400: Message, 503: Message },
        },
        config: { csrfExempt: true },
      },
      async (request, reply) => {
        markPrivate(reply);
        const header = request.headers['stripe-signature'];
        const answer = await handleWebhook(
          { db, gateway, config: billing, notifier },
          Buffer.isBuffer(request.body) ? request.body : undefined,
          typeof header === 'string' ? header : undefined,
        );
        return reply.status(answer.status).send(answer.body);
      },
    );
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', TEST_CHECKOUT_CSP)
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(body);

  // ------------------------------------------------------------ the emailed renew link (renew-link.ts)

  type Renewable = { token: RenewToken; existing: NonNullable<Awaited<ReturnType<typeof account>>>; name: string; slug: string };

  /** The link's subscription when it can still be renewed, else the page to answer. */
  async function renewable(fields: unknown): Promise<Renewable | { status: number; page: string }> {
    const token = parseRenewToken(fields as Record<string, unknown> | null);
    if (!token) return { status: 400, page: renewUnavailablePage('invalid') };
    const existing = await account(token.organizationId);
    const check = checkRenewToken(context.secret, token, existing?.subscriptionId ?? null);
    if (check !== 'ok' || !existing)
      return { status: check === 'expired' ? 410 : 400, page: renewUnavailablePage(check === 'expired' ? 'expired' : 'invalid') };
    const [organization] = await db
      .select({ name: organizations.displayName, slug: organizations.slug })
      .from(organizations)
      .where(eq(organizations.id, token.organizationId));
    if (!organization) return { status: 400, page: renewUnavailablePage('invalid') };
    const status = existing.subscriptionStatus;
    if (status === null || !RENEWING.has(status)) return { status: 409, page: renewUnavailablePage('ended') };
    if (!existing.cancelAtPeriodEnd) {
      const state = await organizationBilling(db, token.organizationId);
      return { status: 200, page: renewedPage(organization.name, state?.next_billing_date ?? null) };
    }
    return { token, existing, ...organization };
  }

  const RenewFields = Type.Object(
    {
      org: Type.Optional(Type.String({ maxLength: 20 })),
      expires: Type.Optional(Type.String({ maxLength: 20 })),
      sig: Type.Optional(Type.String({ maxLength: 200 })),
    },
    { additionalProperties: true },
  );

  app.get(
    '/v1/stripe/renew/',
    {
      schema: {
        tags: ['payments'],
        summary: 'The emailed renew link: a page asking to confirm (changes nothing; its form POSTs)',
        querystring: RenewFields,
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const found = await renewable(request.validationError ? null : request.query);
      if ('page' in found) return html(reply, found.status, found.page);
      const state = await organizationBilling(db, found.token.organizationId);
      return html(
        reply,
        200,
        renewConfirmPage({
          token: found.token,
          organization: found.name,
          planType: found.existing.planType,
          endsAt: state?.next_billing_date ?? null,
        }),
      );
    },
  );

  app.post(
    '/v1/stripe/renew/',
    {
      schema: {
        tags: ['payments'],
        summary: "The renew link's form: turns the cancelled subscription's renewal back on",
        description: 'Form-encoded org, expires, sig from the emailed link; authenticated by that signature, no sign-in or CSRF token.',
        body: RenewFields,
      },
      attachValidation: true,
      config: { csrfExempt: true },
    },
    async (request, reply) => {
      const found = await renewable(request.validationError ? null : request.body);
      if ('page' in found) return html(reply, found.status, found.page);
      const { token, existing } = found;
      const subscriptionId = existing.subscriptionId!;
      const readAt = new Date();
      let snapshot;
      try {
        const planType =
          existing.planType ?? subscriptionSnapshot(await gateway.retrieveSubscription(subscriptionId), billing.prices).planType;
        if (!planType) return html(reply, 409, renewUnavailablePage('invalid'));
        snapshot = subscriptionSnapshot(await gateway.resume(subscriptionId, billing.prices[planType], planType), billing.prices);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        request.log.error({ err: error }, 'payment provider call failed');
        return html(reply, 502, renewUnavailablePage('unreachable'));
      }
      const applied = await applyBillingState(db, {
        organizationId: token.organizationId,
        customerId: existing.stripeCustomerId,
        snapshot,
        readAt,
      });
      const state = applied.organization ?? (await organizationBilling(db, token.organizationId));
      const payer = await notifier.payerOf(snapshot);
      await writeAudit(db, {
        actor: payer?.userId ? { id: payer.userId, email: payer.email } : null,
        action: 'organization_subscription.renew',
        entityType: 'organization',
        entityId: token.organizationId,
        entitySlug: found.slug,
        before: { sub_status: 'canceled' },
        after: { sub_status: state?.sub_status ?? null, next_billing_date: state?.next_billing_date ?? null },
        note: `renewal turned back on from the link emailed to its payer${payer ? ` (${payer.email})` : ''}`,
      });
      return html(reply, 200, renewedPage(found.name, state?.next_billing_date ?? null));
    },
  );

  if (!local) return;

  // ------------------------------------------------------------ test mode: the local checkout page

  async function ownSession(request: FastifyRequest<{ Params: { id: string } }>) {
    const viewer = await request.viewer();
    const session = await local!.checkoutSession(request.params.id);
    if (!viewer || !session || session.metadata.user_id !== String(viewer.id)) return null;
    return session;
  }

  app.get<{ Params: { id: string } }>('/v1/stripe/test-checkout/:id', { schema: { hide: true } }, async (request, reply) => {
    const session = await ownSession(request);
    if (!session) return html(reply, 404, testCheckoutMissingPage());
    const visitor = await identifyVisitor(db, context.secret, request);
    return html(
      reply,
      200,
      testCheckoutPage({
        sessionId: session.id,
        organization: (await organizationName(db, Number(session.metadata.organization_id))) ?? 'Unknown organization',
        planType: session.metadata.plan_type as PlanType,
        csrfToken: visitor.expectedCsrf ?? '',
        cancelUrl: session.cancel_url,
        successUrl: session.success_url,
        completed: session.status === 'complete',
      }),
    );
  });

  app.post<{ Params: { id: string }; Body: { csrf_token?: string } }>(
    '/v1/stripe/test-checkout/:id/complete',
    { schema: { hide: true }, config: { csrfExempt: true } },
    async (request, reply) => {
      // A plain form cannot send X-CSRFToken: the same token travels in the form instead.
      const visitor = await identifyVisitor(db, context.secret, request);
      const sent = typeof request.body?.csrf_token === 'string' ? request.body.csrf_token : '';
      if (!visitor.expectedCsrf || !sent || !tokensEqual(sent, visitor.expectedCsrf)) {
        return html(reply, 403, testCheckoutExpiredPage());
      }
      const session = await ownSession(request);
      if (!session) return html(reply, 404, testCheckoutMissingPage());
      const next = await withGateway(() => local!.completeCheckout(session.id));
      return reply.header('cache-control', 'private, no-store').redirect(next, 303);
    },
  );
};

export default routes;
