// What staff see of an organization's affiliate subscription (the admin's read-only panel): the
// billing row as last read from Stripe, and who pays. The payer is not a column of the billing
// row: it is the subscription's metadata.user_id (set at checkout), read from Stripe as the payer
// emails read it (notify.ts), else the Stripe customer's email.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/helpers';
import type { BillingConfig } from './config';
import { StripeGateway, type BillingGateway } from './gateway';
import { LocalStripe } from './local-stripe';
import { findPayer, type Payer } from './notify';
import { subscriptionSnapshot } from './sync';

export interface SubscriptionSummary {
  organization_id: number;
  /** The plan of the current subscription, null when there has never been one. */
  plan: string | null;
  /** Stripe's status of the subscription (active, past_due, canceled, …). */
  status: string | null;
  /** The organization's membership state: 'active' renews, 'canceled' ends at paid_through. */
  membership_status: string | null;
  cancel_at_period_end: boolean;
  is_affiliate: boolean;
  paid_through: string | null;
  ended_at: string | null;
  stripe_customer_id: string | null;
  subscription_id: string | null;
  payer: { email: string; name: string; user_id: number | null } | null;
}

/** Reads only: the local stand-in's webhook delivery is never needed here. */
const refuseDelivery = () => Promise.reject(new Error('The admin reads subscriptions; it sends no events.'));

export function readingGateway(db: Db, billing: BillingConfig): BillingGateway {
  return billing.mode === 'test' ? new LocalStripe(db, billing, refuseDelivery) : new StripeGateway(billing);
}

/** The subscription of an organization; null when the organization does not exist. */
export async function subscriptionSummary(
  context: { db: Db; billing: BillingConfig; gateway: BillingGateway; log: FastifyBaseLogger },
  organizationId: number,
): Promise<SubscriptionSummary | null> {
  const { db, billing, gateway, log } = context;
  const [row] = await queryRows<Omit<SubscriptionSummary, 'payer'>>(
    db,
    sql`SELECT o.id AS organization_id, b.plan_type::text AS plan, b.subscription_status AS status, o.sub_status::text AS membership_status,
          coalesce(b.cancel_at_period_end, false) AS cancel_at_period_end, o.is_affiliate,
          ${isoTimestamp('b.paid_through')} AS paid_through, ${isoTimestamp('b.ended_at')} AS ended_at,
          b.stripe_customer_id, b.subscription_id
        FROM organizations o LEFT JOIN billing_accounts b ON b.organization_id = o.id WHERE o.id = ${organizationId}`,
  );
  if (!row) return null;
  let payer: Payer | null = null;
  if (row.stripe_customer_id) {
    let payerUserId: number | null = null;
    if (row.subscription_id) {
      try {
        payerUserId = subscriptionSnapshot(await gateway.retrieveSubscription(row.subscription_id), billing.prices).payerUserId;
      } catch (error) {
        // Stripe unreachable: the customer's email below still names who pays.
        log.error({ err: error }, 'reading a subscription for the admin failed');
      }
    }
    payer = await findPayer({ db, gateway, log }, { payerUserId, customerId: row.stripe_customer_id });
  }
  return { ...row, payer: payer && { email: payer.email, name: payer.fullName, user_id: payer.userId } };
}
