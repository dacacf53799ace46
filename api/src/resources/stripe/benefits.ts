// The affiliate benefits at read time (issue 14; api/docs/payments.md).
//
// An organization is an affiliate while `is_affiliate AND (next_billing_date IS NULL OR
// next_billing_date > now)`: a paid membership lasts exactly until the end of its paid period
// (next_billing_date, kept by the webhooks), with no job that has to run when it ends; a null
// date is a membership granted without payment (the demo data). Every public read of the
// benefit (gold check, priority order, self_description, the sales email) uses affiliateSql.
//
// Caches: answers are cached per data version (src/http/response-cache.ts, the search index,
// memoizeForDataVersion), but a period ending is not a write. installBenefitExpiry therefore
// moves this process's data version when the billing clock passes a period end: before each
// request it checks whether any next_billing_date of the current data lies in (last check, now]
// and, if so, calls bumpDataVersion — every cached answer computed before that instant is stale
// from then on. The period ends are read once per data version (one indexed query).
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bumpDataVersion, dataVersion } from '../../db/data-version';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { billingNow, billingNowMs } from './clock';

/** SQL boolean: is the organization under `alias` an affiliate at `now` (default: the billing clock)? */
export function affiliateSql(alias = 'o', now: Date = billingNow()): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`(${column('is_affiliate')} AND (${column('next_billing_date')} IS NULL OR ${column('next_billing_date')} > ${now.toISOString()}::timestamptz))`;
}

interface Watch {
  /** The data version `ends` was read at (-1: not read). */
  epoch: number;
  /** Period ends later than `since` (ms), ascending. */
  ends: number[];
  since: number;
  /** The billing time of the last check: answers computed before it were checked up to it. */
  lastCheck: number;
  loading: { epoch: number; done: Promise<void> } | null;
}

const watches = new WeakMap<object, Watch>();

function watchOf(db: Db): Watch {
  let watch = watches.get(db);
  if (!watch) {
    watch = { epoch: -1, ends: [], since: 0, lastCheck: billingNowMs(), loading: null };
    watches.set(db, watch);
  }
  return watch;
}

/** The period ends after `since` of the organizations that are affiliates by payment. */
async function readPeriodEnds(db: Db, since: number): Promise<number[]> {
  const rows = await queryRows<{ at: number }>(
    db,
    sql`SELECT (extract(epoch FROM next_billing_date) * 1000)::float8 AS at FROM organizations
        WHERE is_affiliate AND next_billing_date > ${new Date(since).toISOString()}::timestamptz
        ORDER BY next_billing_date`,
  );
  return rows.map((row) => Number(row.at));
}

function load(db: Db, watch: Watch): Promise<void> {
  const epoch = dataVersion(db);
  if (watch.loading?.epoch === epoch) return watch.loading.done;
  const since = watch.lastCheck;
  const done = readPeriodEnds(db, since).then((ends) => {
    if (epoch >= watch.epoch) {
      watch.epoch = epoch;
      watch.ends = ends;
      watch.since = since;
    }
  });
  const entry = { epoch, done };
  watch.loading = entry;
  const clear = () => {
    if (watch.loading === entry) watch.loading = null;
  };
  done.then(clear, clear);
  return done;
}

/**
 * Make the data version move if a paid period ended since the last check (see the top of
 * this file). Resolves once every cache of this process may be trusted at the billing clock's now.
 */
async function expireEndedBenefits(db: Db): Promise<void> {
  const watch = watchOf(db);
  if (billingNowMs() < watch.lastCheck) {
    // The (test) clock went back: periods may have restarted, nothing cached is trusted.
    bumpDataVersion(db);
    watch.lastCheck = billingNowMs();
    watch.epoch = -1;
  }
  for (let attempt = 0; watch.epoch !== dataVersion(db); attempt += 1) {
    if (attempt === 3) {
      // The data keeps changing under us (or the query fails): trust nothing cached now.
      bumpDataVersion(db);
      watch.lastCheck = Math.max(watch.lastCheck, billingNowMs());
      return;
    }
    try {
      await load(db, watch);
    } catch {
      // Counted as an attempt; the request itself will meet the database's trouble.
    }
  }
  // From here to the end: no await, so the version checked is the version the caches compare.
  const now = billingNowMs();
  const from = Math.max(watch.lastCheck, watch.since);
  if (watch.ends.some((end) => end > from && end <= now)) {
    bumpDataVersion(db);
    watch.epoch = dataVersion(db); // the data did not change: the same period ends hold
  }
  watch.lastCheck = Math.max(watch.lastCheck, now);
}

/**
 * Before every read (GET, HEAD): caches follow the billing clock past period ends (installed
 * by apiPlugin). Not before /api/health/*: liveness must not wait for the database.
 */
export function installBenefitExpiry(api: FastifyInstance, db: Db): void {
  api.addHook('onRequest', async (request) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/health/')) return;
    await expireEndedBenefits(db);
  });
}
