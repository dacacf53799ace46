// POST /api/v1/stripe/webhook/ (issue 14): Stripe's events, verified, stored once, applied in any order.
//
// 1. The signature (Stripe-Signature) is verified on the raw bytes of the body with the SDK's
//    constructEvent and the webhook secret (Stripe's, or the local one in test mode): else 400.
// 2. An event already stored answers 200 at once (a replay changes nothing; applyBillingState
//    re-checks inside its transaction, so two deliveries racing each other apply once).
// 3. The subscription is re-read from the provider (not taken from the payload), so an event
//    arriving late — customer.subscription.updated after .deleted — cannot bring back an old
//    state; paid invoices only ever extend the paid period (sync.ts).
// 4. If the provider cannot be reached the answer is 503 and nothing is stored: Stripe retries.
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingAccounts, organizations } from '../../db/schema';
import type { BillingConfig } from './config';
import { GatewayError, type BillingGateway } from './gateway';
import type { PayerNotifier } from './notify';
import {
  applyBillingState,
  eventSeen,
  idOf,
  organizationIdOf,
  paidInvoiceOf,
  recordIgnoredEvent,
  subscriptionSnapshot,
  type PaidInvoice,
  type StoredEvent,
  type SubscriptionSnapshot,
} from './sync';

export const WEBHOOK_MESSAGES = {
  missingSignature: 'Missing Stripe-Signature header.',
  badSignature: 'Invalid Stripe signature.',
  unreachable: 'The payment provider could not be reached; the event was not processed.',
  notAnEvent: 'Not a Stripe event: it needs id, type, created, livemode and data.object.',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Signed is not well-formed: the fields stored and read below must be there with their types. */
function isEvent(value: unknown): value is Stripe.Event {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    value.id.length > 0 &&
    value.id.length <= 255 &&
    typeof value.type === 'string' &&
    value.type.length > 0 &&
    Number.isSafeInteger(value.created) &&
    (value.created as number) >= 0 &&
    (value.created as number) < 1e11 &&
    typeof value.livemode === 'boolean' &&
    isRecord(value.data) &&
    isRecord(value.data.object)
  );
}

export interface WebhookAnswer {
  status: 200 | 400 | 503;
  body: { received: true; duplicate?: true; outcome?: string } | { message: string };
}

interface Context {
  db: Db;
  gateway: BillingGateway;
  config: BillingConfig;
  /** Emails the payer about a paid renewal, a plan change, a failed payment (none when absent). */
  notifier?: PayerNotifier;
}

async function organizationFor(db: Db, customerId: string | null, metadataId: number | null): Promise<number | null> {
  if (customerId) {
    const [account] = await db
      .select({ id: billingAccounts.organizationId })
      .from(billingAccounts)
      .where(eq(billingAccounts.stripeCustomerId, customerId));
    if (account) return account.id;
  }
  if (metadataId === null) return null;
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, metadataId));
  return organization?.id ?? null;
}

export async function handleWebhook(context: Context, raw: Buffer | undefined, signature: string | undefined): Promise<WebhookAnswer> {
  if (!signature) return { status: 400, body: { message: WEBHOOK_MESSAGES.missingSignature } };
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw ?? Buffer.alloc(0), signature, context.config.webhookSecret);
  } catch {
    return { status: 400, body: { message: WEBHOOK_MESSAGES.badSignature } };
  }
  // 400, not 500: a validly signed body that is not an event is never going to be processed.
  if (!isEvent(event)) return { status: 400, body: { message: WEBHOOK_MESSAGES.notAnEvent } };
  const { db, gateway } = context;
  if (await eventSeen(db, event.id)) return { status: 200, body: { received: true, duplicate: true } };

  const object = event.data.object as unknown as { id?: string };
  const stored: StoredEvent = {
    id: event.id,
    type: event.type,
    created: event.created,
    livemode: event.livemode,
    objectId: typeof object.id === 'string' ? object.id : null,
  };

  let customerId: string | null = null;
  let metadataOrganization: number | null = null;
  let subscriptionId: string | null = null;
  let paidInvoice: PaidInvoice | null = null;
  let note: string | undefined;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return ignore(db, stored, 'not a subscription checkout');
      customerId = idOf(session.customer as string | { id: string } | null);
      metadataOrganization = organizationIdOf(session.metadata);
      subscriptionId = idOf(session.subscription);
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      customerId = idOf(subscription.customer as string | { id: string });
      metadataOrganization = organizationIdOf(subscription.metadata);
      subscriptionId = idOf(subscription.id);
      break;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      customerId = idOf(invoice.customer as string | { id: string } | null);
      const details = invoice.parent?.subscription_details ?? null;
      metadataOrganization = organizationIdOf(details?.metadata);
      subscriptionId = idOf(details?.subscription as string | { id: string } | null);
      if (event.type === 'invoice.paid') paidInvoice = paidInvoiceOf(invoice);
      else note = 'payment failed; the paid period is unchanged';
      break;
    }
    default:
      return ignore(db, stored, 'event type not handled');
  }

  const organizationId = await organizationFor(db, customerId, metadataOrganization);
  if (organizationId === null || !customerId) return ignore(db, stored, 'no organization of ours');

  let snapshot: SubscriptionSnapshot | null = null;
  const readAt = new Date();
  if (subscriptionId) {
    try {
      snapshot = subscriptionSnapshot(await gateway.retrieveSubscription(subscriptionId), context.config.prices);
    } catch (error) {
      if (error instanceof GatewayError) return { status: 503, body: { message: WEBHOOK_MESSAGES.unreachable } };
      throw error;
    }
  }
  const applied = await applyBillingState(db, { organizationId, customerId, snapshot, paidInvoice, readAt, event: stored, note });
  const { outcome, changes } = applied;
  const failed = event.type === 'invoice.payment_failed';
  // Once per event: a replay is a duplicate and sends nothing.
  if (context.notifier && outcome !== 'duplicate' && (failed || changes.renewedThrough || changes.planChanged)) {
    const payer = await context.notifier.payerOf({ payerUserId: snapshot?.payerUserId ?? null, customerId });
    await context.notifier.changesApplied({
      organizationId,
      payer,
      changes,
      planType: snapshot?.planType ?? null,
      state: applied.organization,
    });
    if (failed) await context.notifier.paymentFailed({ organizationId, payer });
  }
  return { status: 200, body: outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true, outcome } };
}

async function ignore(db: Db, event: StoredEvent, reason: string): Promise<WebhookAnswer> {
  const stored = await recordIgnoredEvent(db, event, reason);
  return { status: 200, body: stored ? { received: true, outcome: 'ignored' } : { received: true, duplicate: true } };
}
