// The payment provider behind the routes: Stripe itself (this file) or the local test mode
// (local-stripe.ts), with the same calls. The routes and the webhook handler do not know which.
import Stripe from 'stripe';
import type { BillingConfig, PlanType } from './config';

export interface CheckoutInput {
  customerId: string;
  planType: PlanType;
  price: string;
  organizationId: number;
  organizationSlug: string;
  /** The signed-in user who asked (test mode: only they may complete the local checkout). */
  userId: number;
  successUrl: string;
  cancelUrl: string;
}

export interface BillingGateway {
  readonly mode: 'stripe' | 'test';
  createCustomer(input: { organizationId: number; name: string; email: string }): Promise<string>;
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** The subscription as the provider has it now, its latest invoice expanded. */
  retrieveSubscription(id: string): Promise<Stripe.Subscription>;
  /** Cancel at the end of the paid period; answers the updated subscription. */
  cancelAtPeriodEnd(id: string): Promise<Stripe.Subscription>;
  /** Undo a cancellation (and switch plan from the next renewal); answers the updated subscription. */
  resume(id: string, price: string, planType: PlanType): Promise<Stripe.Subscription>;
  /** The customer's email: the payer's address for subscriptions older than metadata.user_id. */
  customerEmail(id: string): Promise<string | null>;
}

/** The provider could not be reached or refused: answered 502 (calls) or 503 (webhooks, so Stripe retries). */
export class GatewayError extends Error {}

async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new GatewayError(`Stripe: ${(error as Error).message}`);
  }
}

export class StripeGateway implements BillingGateway {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(config: BillingConfig, client?: Stripe) {
    this.stripe = client ?? new Stripe(config.secretKey!, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  createCustomer({ organizationId, name, email }: { organizationId: number; name: string; email: string }): Promise<string> {
    return provider(async () => {
      // The idempotency key makes two concurrent first subscriptions of one organization one customer.
      const customer = await this.stripe.customers.create(
        { name, email, metadata: { organization_id: String(organizationId) } },
        { idempotencyKey: `organization-customer-${organizationId}` },
      );
      return customer.id;
    });
  }

  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }> {
    return provider(async () => {
      // user_id on the subscription too: its payer, told when someone else cancels it (notify.ts).
      const metadata = { organization_id: String(input.organizationId), plan_type: input.planType, user_id: String(input.userId) };
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        line_items: [{ price: input.price, quantity: 1 }],
        client_reference_id: String(input.organizationId),
        metadata,
        subscription_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('the checkout session has no url');
      return { id: session.id, url: session.url };
    });
  }

  retrieveSubscription(id: string): Promise<Stripe.Subscription> {
    return provider(() => this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] }));
  }

  cancelAtPeriodEnd(id: string): Promise<Stripe.Subscription> {
    return provider(() => this.stripe.subscriptions.update(id, { cancel_at_period_end: true, expand: ['latest_invoice'] }));
  }

  customerEmail(id: string): Promise<string | null> {
    return provider(async () => {
      const customer = await this.stripe.customers.retrieve(id);
      return customer.deleted ? null : (customer.email ?? null);
    });
  }

  resume(id: string, price: string, planType: PlanType): Promise<Stripe.Subscription> {
    return provider(async () => {
      const current = await this.stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      return this.stripe.subscriptions.update(id, {
        cancel_at_period_end: false,
        // The new plan applies from the next renewal: nothing is charged now.
        ...(item && item.price.id !== price ? { items: [{ id: item.id, price }], proration_behavior: 'none' as const } : {}),
        metadata: { ...current.metadata, plan_type: planType },
        expand: ['latest_invoice'],
      });
    });
  }
}
