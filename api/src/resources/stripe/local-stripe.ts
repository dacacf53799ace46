// Test mode (no STRIPE_SECRET_KEY): a local stand-in for the few Stripe calls the membership
// makes, keeping its objects in the database (stripe_test_objects) in Stripe's shapes, and a
// local checkout page instead of Stripe Checkout. Completing that page does what Stripe does:
// it creates the subscription and its paid first invoice, then sends checkout.session.completed,
// customer.subscription.created and invoice.paid — signed with the local webhook secret —
// through POST /api/v1/stripe/webhook/, the same endpoint and code path as in production.
// Cancelling sends customer.subscription.updated the same way. Nothing here runs with real Stripe.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../db/database';
import { stripeTestObjects } from '../../db/schema';
import { billingNowMs } from './clock';
import { PLAN_AMOUNTS, type BillingConfig, type PlanType } from './config';
import { GatewayError, type BillingGateway, type CheckoutInput } from './gateway';

const TEST_CHECKOUT_PATH = '/api/v1/stripe/test-checkout/';

/** Sends one signed event to the webhook endpoint and answers its status code. */
export type Deliver = (payload: string, signature: string) => Promise<number>;

const newId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('hex')}`;
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The same day of the month `months` later, in UTC (the 31st becomes the month's last day). */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const target = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

export interface TestCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  customer: string;
  subscription: string | null;
  client_reference_id: string;
  metadata: Record<string, string>;
  amount_total: number;
  currency: 'usd';
  line_items: { price: string; quantity: number }[];
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  livemode: false;
}

type StoredSubscription = Omit<Stripe.Subscription, 'latest_invoice'> & { latest_invoice: string | null };

export class LocalStripe implements BillingGateway {
  readonly mode = 'test' as const;

  constructor(
    private readonly db: Db,
    private readonly config: BillingConfig,
    private readonly deliver: Deliver,
  ) {}

  private async put(id: string, type: string, data: object, tx: Pick<Db, 'insert'> = this.db): Promise<void> {
    await tx.insert(stripeTestObjects).values({ id, type, data }).onConflictDoUpdate({ target: stripeTestObjects.id, set: { data } });
  }

  private async get<T>(id: string, type: string): Promise<T | null> {
    const [row] = await this.db
      .select({ data: stripeTestObjects.data })
      .from(stripeTestObjects)
      .where(and(eq(stripeTestObjects.id, id), eq(stripeTestObjects.type, type)));
    return (row?.data as T | undefined) ?? null;
  }

  async createCustomer({ organizationId, name, email }: { organizationId: number; name: string; email: string }): Promise<string> {
    const id = newId('cus');
    await this.put(id, 'customer', {
      id,
      object: 'customer',
      name,
      email,
      metadata: { organization_id: String(organizationId) },
      created: seconds(billingNowMs()),
      livemode: false,
    });
    return id;
  }

  async createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }> {
    const id = newId('cs');
    const url = `${TEST_CHECKOUT_PATH}${id}`;
    const session: TestCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: input.customerId,
      subscription: null,
      client_reference_id: String(input.organizationId),
      metadata: { organization_id: String(input.organizationId), plan_type: input.planType, user_id: String(input.userId) },
      amount_total: PLAN_AMOUNTS[input.planType],
      currency: 'usd',
      line_items: [{ price: input.price, quantity: 1 }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      url,
      created: seconds(billingNowMs()),
      livemode: false,
    };
    await this.put(id, 'checkout.session', session);
    return { id, url };
  }

  async customerEmail(id: string): Promise<string | null> {
    return (await this.get<{ email?: string | null }>(id, 'customer'))?.email ?? null;
  }

  checkoutSession(id: string): Promise<TestCheckoutSession | null> {
    return this.get<TestCheckoutSession>(id, 'checkout.session');
  }

  async retrieveSubscription(id: string): Promise<Stripe.Subscription> {
    const subscription = await this.get<StoredSubscription>(id, 'subscription');
    if (!subscription) throw new GatewayError(`No such subscription: '${id}'`);
    const invoice = subscription.latest_invoice ? await this.get<Stripe.Invoice>(subscription.latest_invoice, 'invoice') : null;
    return { ...subscription, latest_invoice: invoice ?? subscription.latest_invoice } as Stripe.Subscription;
  }

  /** The local checkout page's button: pay, then send Stripe's events. Answers where to go next. */
  async completeCheckout(sessionId: string): Promise<string> {
    const now = billingNowMs();
    const created = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ data: stripeTestObjects.data })
        .from(stripeTestObjects)
        .where(and(eq(stripeTestObjects.id, sessionId), eq(stripeTestObjects.type, 'checkout.session')))
        .for('update');
      const session = row?.data as TestCheckoutSession | undefined;
      if (!session) throw new GatewayError(`No such checkout session: '${sessionId}'`);
      if (session.status === 'complete') return null; // completed already (a second click, a reload)
      const planType = session.metadata.plan_type as PlanType;
      const price = session.line_items[0]!.price;
      const periodEnd = addMonths(now, planType === 'yearly' ? 12 : 1);
      const subscriptionId = newId('sub');
      const invoiceId = newId('in');
      const metadata = { organization_id: session.metadata.organization_id!, plan_type: planType, user_id: session.metadata.user_id! };
      const subscription = {
        id: subscriptionId,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created: seconds(now),
        start_date: seconds(now),
        metadata,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: {
                id: price,
                object: 'price',
                unit_amount: PLAN_AMOUNTS[planType],
                currency: 'usd',
                recurring: { interval: planType === 'yearly' ? 'year' : 'month', interval_count: 1 },
              },
              quantity: 1,
              current_period_start: seconds(now),
              current_period_end: seconds(periodEnd),
            },
          ],
        },
        latest_invoice: invoiceId,
        livemode: false,
      };
      const invoice = {
        id: invoiceId,
        object: 'invoice',
        customer: session.customer,
        status: 'paid',
        billing_reason: 'subscription_create',
        amount_due: PLAN_AMOUNTS[planType],
        amount_paid: PLAN_AMOUNTS[planType],
        currency: 'usd',
        created: seconds(now),
        period_start: seconds(now),
        period_end: seconds(now),
        parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata } },
        lines: {
          object: 'list',
          data: [
            {
              id: newId('il'),
              object: 'line_item',
              amount: PLAN_AMOUNTS[planType],
              period: { start: seconds(now), end: seconds(periodEnd) },
            },
          ],
        },
        livemode: false,
      };
      const completed: TestCheckoutSession = { ...session, status: 'complete', payment_status: 'paid', subscription: subscriptionId };
      await this.put(subscriptionId, 'subscription', subscription, tx);
      await this.put(invoiceId, 'invoice', invoice, tx);
      await this.put(sessionId, 'checkout.session', completed, tx);
      return { session: completed, subscription, invoice };
    });
    const session = created?.session ?? (await this.checkoutSession(sessionId))!;
    if (created) {
      // The order Stripe documents no guarantee for; the handler copes with any.
      await this.send('checkout.session.completed', created.session);
      await this.send('customer.subscription.created', created.subscription);
      await this.send('invoice.paid', created.invoice);
    }
    return session.success_url;
  }

  async cancelAtPeriodEnd(id: string): Promise<Stripe.Subscription> {
    return this.update(id, { cancel_at_period_end: true, canceled_at: seconds(billingNowMs()) });
  }

  async resume(id: string, price: string, planType: PlanType): Promise<Stripe.Subscription> {
    const current = await this.get<StoredSubscription>(id, 'subscription');
    const item = current?.items.data[0];
    const items = item ? { ...current!.items, data: [{ ...item, price: { ...item.price, id: price } }] } : current?.items;
    return this.update(id, {
      cancel_at_period_end: false,
      canceled_at: null,
      items,
      metadata: { ...current?.metadata, plan_type: planType },
    } as Partial<StoredSubscription>);
  }

  private async update(id: string, changes: Partial<StoredSubscription>): Promise<Stripe.Subscription> {
    const current = await this.get<StoredSubscription>(id, 'subscription');
    if (!current) throw new GatewayError(`No such subscription: '${id}'`);
    if (current.status === 'canceled') throw new GatewayError('A canceled subscription can no longer be updated.');
    const previous = Object.fromEntries(Object.keys(changes).map((key) => [key, current[key as keyof StoredSubscription]]));
    await this.put(id, 'subscription', { ...current, ...changes });
    const updated = await this.retrieveSubscription(id);
    await this.send('customer.subscription.updated', { ...updated, latest_invoice: current.latest_invoice }, previous);
    return updated;
  }

  /** A Stripe event object, signed with the local webhook secret, through the webhook endpoint. */
  private async send(type: string, object: object, previousAttributes?: object): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: seconds(billingNowMs()),
      data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.config.webhookSecret });
    const status = await this.deliver(payload, signature);
    if (status < 200 || status >= 300) throw new GatewayError(`The webhook endpoint answered ${status} to ${type}.`);
  }
}

/** The organizations' names for the local checkout page. */
export async function organizationName(db: Db, id: number): Promise<string | null> {
  const rows = (await db.execute(sql`SELECT display_name FROM organizations WHERE id = ${id}`)) as unknown as {
    rows: { display_name: string }[];
  };
  return rows.rows[0]?.display_name ?? null;
}
