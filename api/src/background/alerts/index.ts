// Alert emails of follows (issue 22), as background tasks (src/background/task.ts):
// - 'follow-alerts-instant', every few minutes: for each follow with the instant cadence, the
//   activity items after its cursor in one email, at most one email per follow per (UTC) day:
//   later events that day wait for the next day's email;
// - 'follow-alerts-daily', once a day: one digest per user of their daily follows' events.
// A follow is claimed (its cursor moved, conditionally) before its email is sent: a crash between
// the two loses that email rather than sending it twice when the run is retried.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { resolveSessionSecret } from '../../http/secret';
import { followEvents, type FollowEvent } from '../../resources/follows/events';
import { targetColumnsSql, targetPath, type FollowKind } from '../../resources/follows/targets';
import type { BackgroundTask, TaskContext, TaskResult } from '../task';
import { dailyDigest, instantAlert, type FollowedItem, type Recipient } from './email';

/** Events read per run: a backlog beyond it goes out on the next runs. */
const EVENTS_PER_RUN = 5_000;

// Mail only reaches verified, enabled accounts: an unverified address may not be its owner's.
const ALERTABLE = (cadence: 'instant' | 'daily') => sql`f.cadence = ${cadence}
  AND (f.last_alerted_at IS NULL OR (f.last_alerted_at AT TIME ZONE 'UTC')::date < (now() AT TIME ZONE 'UTC')::date)
  AND EXISTS (SELECT 1 FROM users u WHERE u.id = f.user_id AND u.is_verified AND u.disabled_at IS NULL)`;

interface FollowInfo {
  id: number;
  user_id: number;
  kind: FollowKind;
  target_slug: string | null;
  target_name: string | null;
  email: string;
  full_name: string;
}

async function followInfo(db: Db, ids: number[]): Promise<Map<number, FollowInfo>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<FollowInfo>(
    db,
    sql`SELECT f.id, f.user_id, f.kind, u.email, u.full_name, ${targetColumnsSql}
        FROM follows f JOIN users u ON u.id = f.user_id
        WHERE f.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

function groupBy<K, V>(values: V[], key: (value: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const value of values) {
    const group = groups.get(key(value));
    if (group) group.push(value);
    else groups.set(key(value), [value]);
  }
  return groups;
}

/** Moves the follow's cursor past `throughId` and stamps the day, unless another run did: true when this run owns the email. */
async function claim(db: Db, followId: number, throughId: number, condition: SQL): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE follows f SET alerted_through_id = ${throughId}, last_alerted_at = now()
        WHERE f.id = ${followId} AND f.alerted_through_id < ${throughId} AND ${condition} RETURNING f.id`,
  );
  return rows.length === 1;
}

const siteAndSecret = (context: TaskContext) => ({
  siteUrl: context.config.siteUrl.replace(/\/$/, ''),
  secret: resolveSessionSecret(context.config.sessionSecret, context.config.dataDir),
});

const recipientOf = (info: FollowInfo): Recipient => ({ id: info.user_id, email: info.email, fullName: info.full_name });
const itemOf = (info: FollowInfo, events: FollowEvent[]): FollowedItem => ({
  name: info.target_name ?? info.target_slug!,
  path: targetPath(info.kind, info.target_slug!),
  events,
});
const lastId = (events: FollowEvent[]) => Math.max(...events.map((event) => event.id));

async function runInstantAlerts(context: TaskContext): Promise<TaskResult> {
  const { db } = context;
  const { siteUrl, secret } = siteAndSecret(context);
  const condition = ALERTABLE('instant');
  const byFollow = groupBy(await followEvents(db, condition, { afterCursor: true, limit: EVENTS_PER_RUN }), (event) => event.follow_id);
  const infos = await followInfo(db, [...byFollow.keys()]);
  let sent = 0;
  for (const [followId, events] of byFollow) {
    if (context.signal.aborted) break;
    const info = infos.get(followId);
    if (!info || !(await claim(db, followId, lastId(events), condition))) continue;
    if (!info.target_slug) continue; // no longer public: nothing to link to
    await context.mailer.send(instantAlert(siteUrl, secret, recipientOf(info), itemOf(info, events)));
    sent += 1;
  }
  if (sent) context.log.info('follow alerts sent', { sent });
  return { summary: `${sent} instant ${sent === 1 ? 'alert' : 'alerts'} sent` };
}

async function runDailyDigests(context: TaskContext): Promise<TaskResult> {
  const { db } = context;
  const { siteUrl, secret } = siteAndSecret(context);
  const condition = ALERTABLE('daily');
  const events = await followEvents(db, condition, { afterCursor: true, limit: EVENTS_PER_RUN });
  const infos = await followInfo(db, [...new Set(events.map((event) => event.follow_id))]);
  let sent = 0;
  for (const userEvents of groupBy(events, (event) => event.user_id).values()) {
    if (context.signal.aborted) break;
    const items: FollowedItem[] = [];
    let recipient: Recipient | null = null;
    for (const [followId, followEventsOfUser] of groupBy(userEvents, (event) => event.follow_id)) {
      const info = infos.get(followId);
      if (!info || !(await claim(db, followId, lastId(followEventsOfUser), condition))) continue;
      if (!info.target_slug) continue;
      recipient = recipientOf(info);
      items.push(itemOf(info, followEventsOfUser));
    }
    if (!recipient || !items.length) continue;
    await context.mailer.send(dailyDigest(siteUrl, secret, recipient, items));
    sent += 1;
  }
  if (sent) context.log.info('follow digests sent', { sent });
  return { summary: `${sent} daily ${sent === 1 ? 'digest' : 'digests'} sent` };
}

export const alertTasks: BackgroundTask[] = [
  {
    name: 'follow-alerts-instant',
    title: 'Instant alerts of follows (at most one email per followed item a day)',
    everySeconds: 5 * 60,
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
    run: (context) => runInstantAlerts(context),
  },
  {
    name: 'follow-alerts-daily',
    title: 'Daily digests of follows',
    everySeconds: 24 * 3_600,
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 60 * 60,
    run: (context) => runDailyDigests(context),
  },
];
