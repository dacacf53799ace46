// Newsletter issues: one draft at a time (staff edit its subject and introduction), frozen when
// sending starts: the digest of the activity since the previous issue, rendered once, and a
// delivery record per subscribed address at that moment (src/background/newsletter/ sends them).
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/helpers';
import { SITE_NAME } from '../../mail/templates';
import { buildDigest, isEmptyDigest, type DigestContent } from './digest/build';
import { personalize, renderDigest, type RenderedDigest } from './digest/render';
import { isSubscribedSql } from './subscriptions';

const DEFAULT_SUBJECT = `${SITE_NAME}: the week in fusion`;
/** What a first issue covers when there is no previous one. */
const FIRST_PERIOD_DAYS = 7;

export interface IssueRow {
  id: number;
  status: 'draft' | 'sending' | 'sent';
  subject: string;
  intro: string;
  period_start: string;
  period_end: string;
  send_started_at: string | null;
  sent_at: string | null;
}

const issueColumns = sql`id, status, subject, intro, ${isoTimestamp('period_start')} AS period_start,
  ${isoTimestamp('period_end')} AS period_end, ${isoTimestamp('send_started_at')} AS send_started_at, ${isoTimestamp('sent_at')} AS sent_at`;

/** The draft, created when there is none: it covers the time since the last issue's period ended. */
export async function currentDraft(db: Db): Promise<IssueRow> {
  const [existing] = await queryRows<IssueRow>(db, sql`SELECT ${issueColumns} FROM newsletter_issues WHERE status = 'draft'`);
  if (existing) return existing;
  // The partial unique index keeps one draft when two requests create it at once.
  await db.execute(sql`INSERT INTO newsletter_issues (status, subject, period_start, period_end)
    SELECT 'draft', ${DEFAULT_SUBJECT},
      coalesce((SELECT max(period_end) FROM newsletter_issues), now() - make_interval(days => ${FIRST_PERIOD_DAYS})), now()
    ON CONFLICT DO NOTHING`);
  const [draft] = await queryRows<IssueRow>(db, sql`SELECT ${issueColumns} FROM newsletter_issues WHERE status = 'draft'`);
  return draft!;
}

export async function updateDraft(db: Db, changes: { subject: string; intro: string }, userId: number | null): Promise<IssueRow> {
  const draft = await currentDraft(db);
  const [row] = await queryRows<IssueRow>(
    db,
    sql`UPDATE newsletter_issues SET subject = ${changes.subject}, intro = ${changes.intro}, updated_by_id = ${userId}
        WHERE id = ${draft.id} AND status = 'draft' RETURNING ${issueColumns}`,
  );
  return row ?? (await currentDraft(db)); // sent meanwhile: the next draft
}

export interface DraftPreview {
  draft: IssueRow;
  digest: DigestContent;
  rendered: RenderedDigest;
}

/** The draft as it would go out now (the period ends now), with a sample unsubscribe link. */
export async function previewDraft(db: Db, config: Config): Promise<DraftPreview> {
  const draft = await currentDraft(db);
  const periodEnd = new Date().toISOString();
  const digest = await buildDigest(db, draft.period_start, periodEnd);
  const rendered = await renderDigest({ subject: draft.subject, intro: draft.intro, digest, siteUrl: config.siteUrl });
  return {
    draft: { ...draft, period_end: periodEnd },
    digest,
    rendered: personalize(rendered, `${config.siteUrl}/newsletter/unsubscribe`),
  };
}

export type StartResult = { issue: IssueRow; recipients: number } | { skipped: 'empty' | 'not-a-draft' };

/**
 * Freezes the draft and creates its deliveries, in one transaction: every address subscribed at
 * this moment gets one record. `skipEmpty`: the weekly schedule sends nothing for a quiet week.
 */
export async function startSending(db: Db, config: Config, options: { skipEmpty?: boolean } = {}): Promise<StartResult> {
  const draft = await currentDraft(db);
  const periodEnd = new Date().toISOString();
  const digest = await buildDigest(db, draft.period_start, periodEnd);
  if (options.skipEmpty && isEmptyDigest(digest)) return { skipped: 'empty' };
  const rendered = await renderDigest({ subject: draft.subject, intro: draft.intro, digest, siteUrl: config.siteUrl });
  return db.transaction(async (tx) => {
    const [issue] = await queryRows<IssueRow>(
      tx,
      sql`UPDATE newsletter_issues SET status = 'sending', period_end = ${periodEnd}::timestamptz, html = ${rendered.html},
            text = ${rendered.text}, send_started_at = now()
          WHERE id = ${draft.id} AND status = 'draft' AND subject = ${draft.subject} AND intro = ${draft.intro}
          RETURNING ${issueColumns}`,
    );
    // Started by someone else, or edited since it was read: nothing frozen, the caller may retry.
    if (!issue) return { skipped: 'not-a-draft' as const };
    const inserted = await queryRows<{ n: number }>(
      tx,
      sql`WITH added AS (INSERT INTO newsletter_deliveries (issue_id, subscription_id)
            SELECT ${issue.id}, s.id FROM newsletter_subscriptions s WHERE ${isSubscribedSql('s')} RETURNING 1)
          SELECT count(*)::int AS n FROM added`,
    );
    return { issue, recipients: inserted[0]!.n };
  });
}

export interface IssueSummary extends IssueRow {
  recipients: number;
  sent: number;
}

export async function recentIssues(db: Db, limit = 20): Promise<IssueSummary[]> {
  return queryRows<IssueSummary>(
    db,
    sql`SELECT ${issueColumns},
          (SELECT count(*)::int FROM newsletter_deliveries d WHERE d.issue_id = i.id) AS recipients,
          (SELECT count(*)::int FROM newsletter_deliveries d WHERE d.issue_id = i.id AND d.status = 'sent') AS sent
        FROM newsletter_issues i WHERE status <> 'draft' ORDER BY send_started_at DESC, id DESC LIMIT ${limit}`,
  );
}

export async function subscriberCounts(db: Db): Promise<{ subscribed: number; pending: number }> {
  const [row] = await queryRows<{ subscribed: number; pending: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${isSubscribedSql('s')})::int AS subscribed,
          count(*) FILTER (WHERE s.confirmed_at IS NULL AND s.unsubscribed_at IS NULL)::int AS pending
        FROM newsletter_subscriptions s`,
  );
  return row!;
}
