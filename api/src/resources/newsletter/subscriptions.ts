// Subscription states (double opt-in, issue 22): requested → confirmed → (unsubscribed).
// Only a confirmed, not unsubscribed address receives the newsletter.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';

export interface SubscriptionRow {
  id: number;
  email: string;
  confirmed: boolean;
  unsubscribed: boolean;
}

/** No second confirmation email to one address within this time (a form can be sent many times). */
const CONFIRMATION_RESEND_SECONDS = 10 * 60;

/** The SQL condition of an address that receives the newsletter. */
export const isSubscribedSql = (alias: string) => sql.raw(`(${alias}.confirmed_at IS NOT NULL AND ${alias}.unsubscribed_at IS NULL)`);

const columns = sql`id, email, confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed`;

export async function subscriptionById(db: Db, id: number): Promise<SubscriptionRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await queryRows<SubscriptionRow>(db, sql`SELECT ${columns} FROM newsletter_subscriptions WHERE id = ${id}`);
  return row ?? null;
}

/**
 * Records a request to subscribe `email` (lower-cased). Returns the subscription when a
 * confirmation email should go out now: not for an address already subscribed, nor within
 * CONFIRMATION_RESEND_SECONDS of the last one. Leaving and asking again starts over.
 */
export async function requestSubscription(db: Db, email: string): Promise<SubscriptionRow | null> {
  await upsertRequest(db, email, false);
  // One statement decides whether to send, so two requests at once send one email.
  const [row] = await queryRows<SubscriptionRow>(
    db,
    sql`UPDATE newsletter_subscriptions SET confirmation_sent_at = now()
        WHERE email = ${email} AND confirmed_at IS NULL AND unsubscribed_at IS NULL
          AND (confirmation_sent_at IS NULL OR confirmation_sent_at < now() - make_interval(secs => ${CONFIRMATION_RESEND_SECONDS}))
        RETURNING ${columns}`,
  );
  return row ?? null;
}

/**
 * The create-account checkbox: the address is asked for, unconfirmed, with no email of its own —
 * the account's verification email confirms it (confirmForVerifiedAccount).
 */
export const requestSubscriptionWithAccount = (db: Db, email: string) => upsertRequest(db, email, true);

/** A new request; one after leaving starts over (unconfirmed). */
async function upsertRequest(db: Db, email: string, withAccount: boolean): Promise<void> {
  await db.execute(sql`INSERT INTO newsletter_subscriptions AS s (email, with_account) VALUES (${email}, ${withAccount})
    ON CONFLICT (email) DO UPDATE SET
      confirmed_at = CASE WHEN s.unsubscribed_at IS NOT NULL THEN NULL ELSE s.confirmed_at END,
      confirmation_sent_at = CASE WHEN s.unsubscribed_at IS NOT NULL THEN NULL ELSE s.confirmation_sent_at END,
      with_account = CASE WHEN s.unsubscribed_at IS NOT NULL THEN ${withAccount} ELSE s.with_account OR ${withAccount} END,
      unsubscribed_at = NULL`);
}

/**
 * The account's address was verified: that proves the address, so a request made with that
 * account's checkbox is confirmed (not one someone else made with the form).
 */
export async function confirmForVerifiedAccount(db: Db, email: string): Promise<void> {
  await db.execute(sql`UPDATE newsletter_subscriptions SET confirmed_at = now()
    WHERE email = ${email} AND with_account AND confirmed_at IS NULL AND unsubscribed_at IS NULL`);
}

export async function confirmSubscription(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE newsletter_subscriptions SET confirmed_at = coalesce(confirmed_at, now())
    WHERE id = ${id} AND unsubscribed_at IS NULL`);
}

export async function unsubscribe(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE newsletter_subscriptions SET unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE id = ${id}`);
}
