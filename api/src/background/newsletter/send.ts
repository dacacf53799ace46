// Sending an issue, in batches, resumable: each delivery record is claimed just before its
// message goes to the mailer and marked sent after. A claimed record is never sent again — a
// crash (or a mailer error after the message may have left) between the two costs at most that
// one address its copy, never anyone a second one. Re-running picks up the pending records.
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { oneClickUnsubscribeLink, unsubscribePageLink } from '../../resources/newsletter/links';
import { personalize } from '../../resources/newsletter/digest/render';
import { isSubscribedSql } from '../../resources/newsletter/subscriptions';

/** Messages per task run: a run stays short, and the queue spreads a large list over runs. */
export const NEWSLETTER_BATCH_SIZE = 200;

export interface SendDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  secret: string;
  signal?: AbortSignal;
}

export interface BatchResult {
  sent: number;
  skipped: number;
  /** Pending records left (0: the issue is sent). */
  remaining: number;
  /** Claimed but never marked sent (a crash or a mailer failure): not retried. */
  unconfirmed: number;
}

/** nodemailer's codes for a connection that never opened: the message surely did not leave. */
const NOT_SENT_CODES = new Set(['ECONNECTION', 'EDNS']);

function newsletterMessage(
  deps: Pick<SendDeps, 'config' | 'secret'>,
  issue: { subject: string; html: string; text: string },
  subscription: { id: number; email: string },
): MailMessage {
  const { siteUrl } = deps.config;
  const oneClick = oneClickUnsubscribeLink(siteUrl, deps.secret, subscription);
  const copy = personalize({ html: issue.html, text: issue.text }, unsubscribePageLink(siteUrl, deps.secret, subscription));
  return {
    to: subscription.email,
    subject: issue.subject,
    ...copy,
    // RFC 8058 one-click: mail clients POST 'List-Unsubscribe=One-Click' to the https link.
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export async function sendIssueBatch(deps: SendDeps, issueId: number, batchSize = NEWSLETTER_BATCH_SIZE): Promise<BatchResult> {
  const { db } = deps;
  const [issue] = await queryRows<{ subject: string; html: string | null; text: string | null; status: string }>(
    db,
    sql`SELECT subject, html, text, status FROM newsletter_issues WHERE id = ${issueId}`,
  );
  const result: BatchResult = { sent: 0, skipped: 0, remaining: 0, unconfirmed: 0 };
  if (!issue || issue.status === 'draft' || issue.html === null || issue.text === null) return result;
  const frozen = { subject: issue.subject, html: issue.html, text: issue.text };

  for (let n = 0; n < batchSize && !deps.signal?.aborted; n += 1) {
    // Claim one record (SKIP LOCKED: two runners of one issue never claim the same one).
    const [claimed] = await queryRows<{ id: number; email: string; subscribed: boolean }>(
      db,
      sql`WITH next AS (
            SELECT subscription_id FROM newsletter_deliveries
            WHERE issue_id = ${issueId} AND status = 'pending'
            ORDER BY subscription_id LIMIT 1 FOR UPDATE SKIP LOCKED)
          UPDATE newsletter_deliveries d SET status = 'claimed', claimed_at = now()
          FROM next, newsletter_subscriptions s
          WHERE d.issue_id = ${issueId} AND d.subscription_id = next.subscription_id AND s.id = d.subscription_id
          RETURNING s.id, s.email, ${isSubscribedSql('s')} AS subscribed`,
    );
    if (!claimed) break;
    const key = sql`issue_id = ${issueId} AND subscription_id = ${claimed.id}`;
    if (!claimed.subscribed) {
      // Left (or the address changed hands) after the issue was frozen.
      await db.execute(sql`UPDATE newsletter_deliveries SET status = 'skipped' WHERE ${key}`);
      result.skipped += 1;
      continue;
    }
    try {
      await deps.mailer.send(newsletterMessage(deps, frozen, claimed));
    } catch (error) {
      if (NOT_SENT_CODES.has((error as { code?: string }).code ?? '')) {
        await db.execute(sql`UPDATE newsletter_deliveries SET status = 'pending', claimed_at = NULL WHERE ${key}`);
      }
      throw error;
    }
    await db.execute(sql`UPDATE newsletter_deliveries SET status = 'sent', sent_at = now() WHERE ${key}`);
    result.sent += 1;
  }

  const [counts] = await queryRows<{ pending: number; claimed: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'claimed')::int AS claimed
        FROM newsletter_deliveries WHERE issue_id = ${issueId}`,
  );
  result.remaining = counts!.pending;
  result.unconfirmed = counts!.claimed;
  if (result.remaining === 0) {
    await db.execute(sql`UPDATE newsletter_issues SET status = 'sent', sent_at = now() WHERE id = ${issueId} AND status = 'sending'`);
  }
  return result;
}

/** Every batch in turn, until the issue is sent (the staff "Send" without a queue, and tests). */
export async function sendIssue(deps: SendDeps, issueId: number, batchSize = NEWSLETTER_BATCH_SIZE): Promise<BatchResult> {
  const total: BatchResult = { sent: 0, skipped: 0, remaining: 0, unconfirmed: 0 };
  for (;;) {
    const batch = await sendIssueBatch(deps, issueId, batchSize);
    total.sent += batch.sent;
    total.skipped += batch.skipped;
    total.remaining = batch.remaining;
    total.unconfirmed = batch.unconfirmed;
    if (batch.remaining === 0 || deps.signal?.aborted || batch.sent + batch.skipped === 0) return total;
  }
}
