// The membership state of an organization, from what Stripe says (issue 14; api/docs/payments.md).
//
// Every way a state arrives — a webhook event, the answer of a cancel or resume call — goes
// through applyBillingState, one transaction that:
//   1. stores the event by id (INSERT … ON CONFLICT DO NOTHING): a replayed or concurrently
//      redelivered event inserts nothing and changes nothing (exactly-once effects; a second
//      delivery waits on the primary key until the first commits or rolls back);
//   2. locks the organization's billing row (SELECT … FOR UPDATE): states are applied one at a time;
//   3. merges, so that the order of arrival does not matter:
//      - the subscription's fields (status, cancel_at_period_end, …) come from a snapshot *read
//        from Stripe* when the event was handled (not from the event's payload), and a snapshot
//        read earlier than the one applied is ignored (synced_at);
//      - a subscription that has ended never becomes current again;
//      - paid_through only grows: the latest end of a period covered by a paid invoice;
//   4. derives the organization's columns: next_billing_date = paid_through (or when the
//      subscription ended, if earlier), sub_status = 'canceled' when it will not renew or has
//      ended, else 'active', is_affiliate = next_billing_date is ahead. Benefits are then read
//      with affiliateSql (benefits.ts), so they end on time without any job.
// A renewal whose payment fails leaves paid_through where it was: no benefit without the charge.
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import { billingAccounts, organizations, stripeEvents } from '../../db/schema';
import { billingNowMs } from './clock';
import { PLAN_TYPES, type PlanType } from './config';
import { MAX_ID } from './schemas';

/** What the membership needs from a Stripe subscription. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  /** Seconds since the epoch, or null while running. */
  endedAt: number | null;
  created: number;
  planType: PlanType | null;
  /** metadata.organization_id, set at checkout. */
  organizationId: number | null;
  /** The end (seconds) of the period its latest invoice paid for, when that invoice is paid and was expanded. */
  paidPeriodEnd: number | null;
  /** metadata.user_id: who checked out, so whose card pays (set at checkout; older subscriptions lack it). */
  payerUserId: number | null;
}

/** A paid invoice: the period it covers ends at periodEnd (seconds). */
export interface PaidInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  periodEnd: number;
  organizationId: number | null;
}

/** Subscription states after which it never runs again. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);
/** Running and renewing (past_due: Stripe is retrying the renewal payment). */
const RENEWING_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** An id, or an expanded object's id; anything else (from a malformed event) is null. */
export const idOf = (value: string | { id: string } | null | undefined): string | null => {
  if (typeof value === 'string') return value || null;
  return typeof value === 'object' && value !== null && typeof value.id === 'string' ? value.id : null;
};

export function organizationIdOf(metadata: Record<string, string> | null | undefined): number | null {
  const value = Number(metadata?.organization_id);
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ID ? value : null; // larger: not an id of ours (and a database error)
}

function userIdOf(metadata: Record<string, string> | null | undefined): number | null {
  const value = Number(metadata?.user_id);
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ID ? value : null;
}

const planOf = (value: string | undefined): PlanType | null => (PLAN_TYPES.includes(value as PlanType) ? (value as PlanType) : null);

/** The end (seconds) of the period a paid invoice covers: its subscription lines' latest end. */
function invoicePeriodEnd(invoice: Stripe.Invoice): number | null {
  const lines = Array.isArray(invoice.lines?.data) ? invoice.lines.data : [];
  const ends = lines.map((line) => line?.period?.end).filter((end): end is number => Number.isSafeInteger(end) && end > 0 && end < 1e11);
  return ends.length > 0 ? Math.max(...ends) : null;
}

export function paidInvoiceOf(invoice: Stripe.Invoice): PaidInvoice | null {
  if (invoice.status !== 'paid') return null;
  const periodEnd = invoicePeriodEnd(invoice);
  const customerId = idOf(invoice.customer);
  if (periodEnd === null || !customerId) return null;
  const details = invoice.parent?.subscription_details ?? null;
  return {
    id: invoice.id ?? '',
    customerId,
    subscriptionId: idOf(details?.subscription as string | { id: string } | null),
    periodEnd,
    organizationId: organizationIdOf(details?.metadata),
  };
}

export function subscriptionSnapshot(subscription: Stripe.Subscription, prices: Record<PlanType, string>): SubscriptionSnapshot {
  const priceId = subscription.items?.data?.[0]?.price?.id;
  const byPrice = PLAN_TYPES.find((plan) => prices[plan] === priceId) ?? null;
  const latest = subscription.latest_invoice;
  const paid = latest && typeof latest === 'object' ? paidInvoiceOf(latest) : null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    endedAt: subscription.ended_at ?? null,
    created: subscription.created,
    planType: byPrice ?? planOf(subscription.metadata?.plan_type),
    organizationId: organizationIdOf(subscription.metadata),
    paidPeriodEnd: paid?.periodEnd ?? null,
    payerUserId: userIdOf(subscription.metadata),
  };
}

export interface StoredEvent {
  id: string;
  type: string;
  /** Stripe's `created`, seconds. */
  created: number;
  livemode: boolean;
  objectId: string | null;
}

export interface ApplyInput {
  organizationId: number;
  customerId: string;
  snapshot?: SubscriptionSnapshot | null;
  paidInvoice?: PaidInvoice | null;
  /** When `snapshot` was read from Stripe. */
  readAt?: Date;
  event?: StoredEvent;
  /** Stored as the event's outcome when something else than the state is worth recording. */
  note?: string;
}

export interface OrganizationBilling {
  is_affiliate: boolean;
  sub_status: 'active' | 'canceled' | null;
  /** ISO-8601, or null. */
  next_billing_date: string | null;
}

export type ApplyOutcome = 'duplicate' | 'applied' | 'unchanged';

/** What applying a state changed that the payer is told about (notify.ts); each is seen once, under the row lock. */
export interface BillingChanges {
  /** The running subscription's plan changed (from its next renewal). */
  planChanged: { from: PlanType; to: PlanType } | null;
  /** A renewal of the running subscription was paid: the paid period now ends here. */
  renewedThrough: Date | null;
}

const NO_CHANGES: BillingChanges = { planChanged: null, renewedThrough: null };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const toDate = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));
const later = (a: Date | null, b: Date | null) => (a === null ? b : b === null ? a : a >= b ? a : b);
const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

/** Store the event (unless seen) and merge what it brought into the organization's state. */
export async function applyBillingState(
  db: Db,
  input: ApplyInput,
): Promise<{ outcome: ApplyOutcome; organization: OrganizationBilling | null; changes: BillingChanges }> {
  return db.transaction(async (tx) => {
    if (input.event) {
      const event = input.event;
      const inserted = await tx
        .insert(stripeEvents)
        .values({
          id: event.id,
          type: event.type,
          eventCreatedAt: new Date(event.created * 1000),
          livemode: event.livemode,
          objectId: event.objectId,
          organizationId: input.organizationId,
        })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (inserted.length === 0) return { outcome: 'duplicate' as const, organization: null, changes: NO_CHANGES };
    }
    const { outcome, changes } = await merge(tx, input);
    if (input.event) {
      await tx
        .update(stripeEvents)
        .set({ outcome: input.note ? `${outcome}: ${input.note}` : outcome })
        .where(eq(stripeEvents.id, input.event.id));
    }
    return { outcome, organization: await organizationBilling(tx, input.organizationId), changes };
  });
}

/** Store an event that concerns no organization of ours (a replay of it is then a no-op too). */
export async function recordIgnoredEvent(db: Db, event: StoredEvent, reason: string): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({
      id: event.id,
      type: event.type,
      eventCreatedAt: new Date(event.created * 1000),
      livemode: event.livemode,
      objectId: event.objectId,
      outcome: `ignored: ${reason}`,
    })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

export async function eventSeen(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return Boolean(row);
}

async function merge(tx: Tx, input: ApplyInput): Promise<{ outcome: ApplyOutcome; changes: BillingChanges }> {
  await tx
    .insert(billingAccounts)
    .values({ organizationId: input.organizationId, stripeCustomerId: input.customerId })
    .onConflictDoNothing();
  const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.organizationId, input.organizationId)).for('update');
  if (!account) return { outcome: 'unchanged', changes: NO_CHANGES };
  // Another customer's object: not this organization's.
  if (account.stripeCustomerId !== input.customerId) return { outcome: 'unchanged', changes: NO_CHANGES };

  const next = { ...account };
  const { snapshot, paidInvoice } = input;
  const readAt = input.readAt ?? new Date();
  if (snapshot) {
    const current = snapshot.id === account.subscriptionId;
    const currentEnded = account.subscriptionStatus !== null && ENDED_STATUSES.has(account.subscriptionStatus);
    const snapshotEnded = ENDED_STATUSES.has(snapshot.status);
    // Nothing current yet: this one (even ended: its end then caps what it paid for). Else a
    // running subscription replaces an ended one, or an older one (a second checkout).
    const takesOver =
      !current &&
      (account.subscriptionId === null || (!snapshotEnded && (currentEnded || snapshot.created > (account.subscriptionCreated ?? 0))));
    const newer = account.syncedAt === null || readAt.getTime() >= account.syncedAt.getTime();
    const revives = current && currentEnded && !snapshotEnded;
    if (takesOver || (current && newer && !revives)) {
      next.subscriptionId = snapshot.id;
      next.subscriptionCreated = snapshot.created;
      next.subscriptionStatus = snapshot.status;
      next.cancelAtPeriodEnd = snapshot.cancelAtPeriodEnd;
      next.endedAt = toDate(snapshot.endedAt);
      next.planType = snapshot.planType ?? account.planType;
      next.syncedAt = readAt;
    }
    // A paid invoice counts whichever of the customer's subscriptions it belongs to.
    next.paidThrough = later(next.paidThrough, toDate(snapshot.paidPeriodEnd));
  }
  if (paidInvoice) next.paidThrough = later(next.paidThrough, toDate(paidInvoice.periodEnd));

  const accountChanged =
    next.subscriptionId !== account.subscriptionId ||
    next.subscriptionStatus !== account.subscriptionStatus ||
    next.cancelAtPeriodEnd !== account.cancelAtPeriodEnd ||
    next.planType !== account.planType ||
    !sameTime(next.endedAt, account.endedAt) ||
    !sameTime(next.paidThrough, account.paidThrough);
  if (accountChanged || !sameTime(next.syncedAt, account.syncedAt)) {
    await tx
      .update(billingAccounts)
      .set({
        subscriptionId: next.subscriptionId,
        subscriptionCreated: next.subscriptionCreated,
        subscriptionStatus: next.subscriptionStatus,
        cancelAtPeriodEnd: next.cancelAtPeriodEnd,
        endedAt: next.endedAt,
        planType: next.planType,
        paidThrough: next.paidThrough,
        syncedAt: next.syncedAt,
        updatedAt: new Date(),
      })
      .where(eq(billingAccounts.organizationId, input.organizationId));
  }
  const changed = await deriveOrganization(tx, input.organizationId, next);
  // Only the same subscription before and after: a first checkout or a new subscription is neither.
  const sameSubscription = account.subscriptionId !== null && account.subscriptionId === next.subscriptionId;
  const changes: BillingChanges = {
    planChanged:
      sameSubscription && account.planType && next.planType && account.planType !== next.planType
        ? { from: account.planType, to: next.planType }
        : null,
    renewedThrough:
      sameSubscription && account.paidThrough && next.paidThrough && next.paidThrough > account.paidThrough ? next.paidThrough : null,
  };
  return { outcome: accountChanged || changed ? 'applied' : 'unchanged', changes };
}

/** The organization's membership columns, the end of the paid period in epoch milliseconds. */
async function readMembership(db: Db | Tx, organizationId: number) {
  const [row] = await db
    .select({
      isAffiliate: organizations.isAffiliate,
      subStatus: organizations.subStatus,
      end: sql<number | null>`(extract(epoch FROM ${organizations.nextBillingDate}) * 1000)::float8`,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ? { ...row, end: row.end === null ? null : Number(row.end) } : null;
}

/** The organization's columns from its billing row; writes only what changed. */
async function deriveOrganization(tx: Tx, organizationId: number, account: typeof billingAccounts.$inferSelect): Promise<boolean> {
  const status = account.subscriptionStatus;
  let subStatus: 'active' | 'canceled' | null = null;
  if (status !== null) {
    if (ENDED_STATUSES.has(status) || account.cancelAtPeriodEnd || !RENEWING_STATUSES.has(status)) subStatus = 'canceled';
    else subStatus = 'active';
    if (status === 'incomplete') subStatus = null; // checkout not paid yet: no membership
  }
  const current = await readMembership(tx, organizationId);
  if (!current) return false;

  let end = account.paidThrough;
  if (end && account.endedAt && status !== null && ENDED_STATUSES.has(status) && account.endedAt < end) end = account.endedAt;
  // Nothing paid yet: the organization keeps what it had (e.g. a membership granted without payment).
  const values = end
    ? { isAffiliate: end.getTime() > billingNowMs(), subStatus, nextBillingDate: end.toISOString() }
    : {
        isAffiliate: current.isAffiliate,
        subStatus,
        nextBillingDate: current.end === null ? null : new Date(current.end).toISOString(),
      };
  const unchanged =
    values.isAffiliate === current.isAffiliate &&
    values.subStatus === current.subStatus &&
    (values.nextBillingDate === null ? current.end === null : current.end === Date.parse(values.nextBillingDate));
  if (unchanged) return false;
  await tx.update(organizations).set(values).where(eq(organizations.id, organizationId));
  return true;
}

/** The organization's membership as the API shows it (benefits at the billing clock's now). */
export async function organizationBilling(db: Db | Tx, organizationId: number): Promise<OrganizationBilling | null> {
  const row = await readMembership(db, organizationId);
  if (!row) return null;
  const { end } = row;
  return {
    is_affiliate: row.isAffiliate && (end === null || end > billingNowMs()),
    sub_status: row.subStatus,
    next_billing_date: end === null ? null : new Date(end).toISOString(),
  };
}
