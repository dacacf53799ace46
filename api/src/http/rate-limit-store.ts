// Where @fastify/rate-limit counts (app.ts registers it with `store: rateLimitStore(db, secret)`).
//
// Shared limits — the options passed through sharedLimit(): the account and contribution calls
// (per IP and per account) and the newsletter — are counted in the database, table
// rate_limit_counters, so every API process on one PostgreSQL database counts the same attempts:
// behind a balancer over N processes a client still gets the limit, not N × it (OWASP ASVS 5.0
// V6.3.1). One statement per attempt, atomic on both drivers: an upsert that adds one to the
// window's count, or starts a new window when the last one has ended, and returns the count and
// the window's end. Fixed windows, like the plugin's own store. Ended windows are deleted at most
// every PRUNE_INTERVAL_MS per process, by the next attempt.
//
// Every other limit keeps the plugin's in-memory store, counted per process: the search (a
// request per keystroke on a cached path, where a database write per request would cost more
// than the answer) and the analytics events.
//
// SharedCounters gives the same table to code that counts by itself (sign-in, src/resources/
// accounts/sign-in-guard.ts): plain windows (hit), and failure budgets whose lock grows with
// every further failure (reserveFailure). Its keys are prefixed so they never meet the plugin's.
import crypto from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
// @ts-expect-error -- the plugin's own in-memory store (what it uses when given none) ships no types
import UntypedLocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';

const LocalStore = UntypedLocalStore as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => FastifyRateLimitStore;

const SHARED = Symbol('rate limit counted in the database');

/** Ended windows are deleted at most this often (per process). */
export const PRUNE_INTERVAL_MS = 10 * 60_000;

/**
 * Marks a route's `config.rateLimit` or `app.createRateLimit` options as counted in the database
 * (shared by every process). The plugin copies the options, symbol keys included, into what it
 * passes to the store's child().
 */
export function sharedLimit<T extends object>(options: T): T {
  return Object.assign(options, { [SHARED]: true });
}

/** What the plugin passes to child(): the merged options, and the route for route limits. */
interface ChildOptions {
  [SHARED]?: boolean;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A budget of failures (sign-in): `max` failures per `timeWindow`; the failure that uses it up
 * locks for `timeWindow`, and each further one doubles the lock, up to `maxLock`. Once used up,
 * the count is kept until `maxLock` after the last failure, so waiting out one lock does not
 * give a fresh budget.
 */
export interface FailureBudget {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
  /** Milliseconds; also how long a used-up count is remembered. */
  maxLock: number;
}

/** How long the `failures`-th failure locks (0 while the budget lasts). */
export function lockAfter(failures: number, budget: FailureBudget): number {
  if (failures < budget.max) return 0;
  // The exponent is capped so that 2^n stays finite; the lock is capped anyway.
  return Math.min(budget.timeWindow * 2 ** Math.min(failures - budget.max, 40), budget.maxLock);
}

export type FailureReservation = { allowed: true; failures: number } | { allowed: false; retryAfterMs: number };

export class SharedCounters {
  private nextPruneAt = 0;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  /** Count one attempt under `key` in a window of `timeWindow` ms. */
  async hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = Date.now();
    await this.pruneWhenDue(now);
    const ended = sql`${rateLimitCounters.resetAt} <= ${new Date(now).toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: this.digest(key), hits: 1, resetAt: new Date(now + timeWindow) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${ended} THEN excluded.reset_at ELSE ${rateLimitCounters.resetAt} END`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
    return { current: row!.hits, ttl: Math.max(0, row!.resetAt.getTime() - now) };
  }

  /**
   * Count an attempt as a failure before it is judged (undo with clear() when it succeeds):
   * one atomic statement, so concurrent attempts cannot all slip through below the budget.
   * Refused while the budget's lock lasts; a refused attempt counts too and lengthens the lock.
   */
  async reserveFailure(key: string, budget: FailureBudget): Promise<FailureReservation> {
    const now = Date.now();
    await this.pruneWhenDue(now);
    const reserved = await this.countFailure(key, budget, now, true);
    if (reserved) return { allowed: true, failures: reserved.hits };
    const refused = await this.countFailure(key, budget, now, false);
    return { allowed: false, retryAfterMs: Math.max(1000, this.lockEnd(refused!, budget) - now) };
  }

  /** Forget the count under `key`. */
  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, this.digest(key)));
  }

  /**
   * While the budget is unused the row is a fixed window; once used up, reset_at is kept at
   * the last failure + maxLock, so the lock's end is derived from it: reset_at - maxLock +
   * lockAfter(hits). `onlyWhenOpen`: change nothing (and return null) while locked.
   */
  private async countFailure(key: string, budget: FailureBudget, now: number, onlyWhenOpen: boolean) {
    const at = sql`${new Date(now).toISOString()}::timestamptz`;
    const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000}::float8)`;
    const { hits, resetAt } = rateLimitCounters;
    const ended = sql`${resetAt} <= ${at}`;
    const lock = sql`least(${budget.timeWindow / 1000}::float8 * power(2, least(${hits} - ${budget.max}::int, 40)), ${budget.maxLock / 1000}::float8)`;
    const locked = sql`(${hits} >= ${budget.max}::int AND ${at} < ${resetAt} - ${seconds(budget.maxLock)} + make_interval(secs => ${lock}))`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: this.digest(key), hits: 1, resetAt: new Date(now + (budget.max <= 1 ? budget.maxLock : budget.timeWindow)) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${hits} + 1 END`,
          resetAt: sql`CASE WHEN ${ended} THEN excluded.reset_at
            WHEN ${hits} + 1 >= ${budget.max}::int THEN ${at} + ${seconds(budget.maxLock)}
            ELSE ${resetAt} END`,
        },
        ...(onlyWhenOpen ? { setWhere: sql`NOT ${locked}` } : {}),
      })
      .returning({ hits, resetAt });
    return row ?? null;
  }

  private lockEnd(row: { hits: number; resetAt: Date }, budget: FailureBudget): number {
    return row.resetAt.getTime() - budget.maxLock + lockAfter(row.hits, budget);
  }

  private async pruneWhenDue(now: number): Promise<void> {
    if (now < this.nextPruneAt) return;
    this.nextPruneAt = now + PRUNE_INTERVAL_MS;
    await this.db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, new Date(now)));
  }

  /** The stored key: no client address or email in the table. */
  private digest(key: string): string {
    return crypto.createHmac('sha256', this.secret).update(key).digest('base64url');
  }
}

/** One limit's counters in the database; `prefix` names the limit (route or limiter). */
class DatabaseStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: SharedCounters,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.counters.hit(`${this.prefix}|${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * The plugin's `store`: each limit (a route's, or one made by app.createRateLimit) gets a child —
 * in the database when marked by sharedLimit(), else the plugin's in-memory store.
 */
export function rateLimitStore(db: Db, secret: string): FastifyRateLimitStoreCtor {
  const counters = new SharedCounters(db, secret);
  return class RateLimitStore implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;

    constructor(options: ChildOptions) {
      this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.local.incr(key, callback, timeWindow, max);
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const options = routeOptions as ChildOptions;
      if (!options[SHARED]) return new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('A shared rate limit counts fixed windows: no continueExceeding or exponentialBackoff.');
      }
      const { method, url } = options.routeInfo ?? {};
      // Route limits are named by their route (HEAD and GET apart, as in memory); limiters made
      // by app.createRateLimit by the keys they are given.
      return new DatabaseStore(counters, url ? `${String(method)} ${url}` : 'limiter');
    }
  };
}
