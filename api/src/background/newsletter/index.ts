// The newsletter's background tasks (issue 22): the weekly digest, and the batched send.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/helpers';
import { resolveSessionSecret } from '../../http/secret';
import { startSending } from '../../resources/newsletter/issues';
import type { BackgroundTask, TaskContext } from '../task';
import { sendIssueBatch, type SendDeps } from './send';

export const NEWSLETTER_SEND_TASK = 'newsletter-send';
const NEWSLETTER_WEEKLY_TASK = 'newsletter-weekly';
const WEEK_SECONDS = 7 * 86_400;
/** The schedule sends no issue when one started within this time (staff sent one by hand). */
const MIN_SECONDS_BETWEEN_ISSUES = 6 * 86_400;

const depsOf = (context: TaskContext): SendDeps => ({
  db: context.db,
  config: context.config,
  mailer: context.mailer,
  secret: resolveSessionSecret(context.config.sessionSecret, context.config.dataDir),
  signal: context.signal,
});

const enqueueSend = (context: TaskContext, issueId: number) =>
  context.queue.enqueue(NEWSLETTER_SEND_TASK, { issueId }, { singletonKey: `${NEWSLETTER_SEND_TASK}-${issueId}` });

export const newsletterSendTask: BackgroundTask = {
  name: NEWSLETTER_SEND_TASK,
  title: 'Newsletter: send an issue (one batch per run)',
  retryLimit: 5,
  retryDelaySeconds: 120,
  expireInSeconds: 15 * 60,
  async run(context, data) {
    const issueId = data.issueId;
    if (typeof issueId !== 'number' || !Number.isSafeInteger(issueId) || issueId < 1) {
      context.log.warn('newsletter-send without a valid issueId', { data });
      return { summary: 'no issue given' };
    }
    const batch = await sendIssueBatch(depsOf(context), issueId);
    // The next batch is another run: a large list never holds one run for long.
    if (batch.remaining > 0 && !context.signal.aborted) await enqueueSend(context, issueId);
    if (batch.unconfirmed) context.log.warn('newsletter deliveries claimed but not confirmed sent', { issueId, count: batch.unconfirmed });
    return {
      summary: `issue ${issueId}: ${batch.sent} sent, ${batch.skipped} skipped (left), ${batch.remaining} to go${
        batch.unconfirmed ? `, ${batch.unconfirmed} unconfirmed` : ''
      }`,
    };
  },
};

export const newsletterWeeklyTask: BackgroundTask = {
  name: NEWSLETTER_WEEKLY_TASK,
  title: 'Newsletter: the weekly digest',
  everySeconds: WEEK_SECONDS,
  // Off unless asked for: a development or test copy must not mail its subscribers by itself.
  scheduled: (_config, env) => /^(on|true|1|yes)$/i.test(env.NEWSLETTER_WEEKLY?.trim() ?? ''),
  retryLimit: 3,
  retryDelaySeconds: 600,
  expireInSeconds: 15 * 60,
  async run(context) {
    // An issue a crash left half sent goes on first.
    const unfinished = await queryRows<{ id: number }>(context.db, sql`SELECT id FROM newsletter_issues WHERE status = 'sending'`);
    for (const { id } of unfinished) await enqueueSend(context, id);
    if (unfinished.length) return { summary: `resumed issue ${unfinished.map((row) => row.id).join(', ')}` };

    const [recent] = await queryRows<{ found: boolean }>(
      context.db,
      sql`SELECT EXISTS (SELECT 1 FROM newsletter_issues WHERE send_started_at > now() - make_interval(secs => ${MIN_SECONDS_BETWEEN_ISSUES})) AS found`,
    );
    if (recent!.found) return { summary: 'an issue went out this week already' };
    const started = await startSending(context.db, context.config, { skipEmpty: true });
    if ('skipped' in started)
      return { summary: started.skipped === 'empty' ? 'a quiet week: nothing to send' : 'the draft changed; next time' };
    await enqueueSend(context, started.issue.id);
    return { summary: `issue ${started.issue.id} started for ${started.recipients} subscribers` };
  },
};

export const newsletterTasks: BackgroundTask[] = [newsletterWeeklyTask, newsletterSendTask];
