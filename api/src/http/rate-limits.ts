// Per-IP rate limits of the expensive or abusable public routes (issue 8), with
// @fastify/rate-limit (registered in app.ts with global: false; a route opts in through
// `config: { rateLimit }`). Over the limit: 429 { message } with Retry-After (seconds) and
// the x-ratelimit-* headers. The newsletter's counters are in the database, shared by every
// process (src/http/rate-limit-store.ts); the search's are kept per process, in memory: it is
// the hot path (a request per keystroke, mostly cache hits), and a database write per search
// would cost more than the answer (api/docs/running-n-processes.md).
//
// Limits come from the environment (number of requests per window, 0 or "off" = no limit):
//   API_SEARCH_RATE_LIMIT      default 300 a minute  (search as you type: a request per keystroke)
//   API_NEWSLETTER_RATE_LIMIT  default 10 an hour
//   API_RATE_LIMITS=off        none at all (benchmarks from one address)
import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from './errors';
import { sharedLimit } from './rate-limit-store';

interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface RateLimits {
  search: Limit | null;
  newsletter: Limit | null;
}

/** Counted in the database for every process (true) or per process (false). */
const SHARED: Record<keyof RateLimits, boolean> = { search: false, newsletter: true };

const MINUTE = 60_000;
const DEFAULT_RATE_LIMITS: Record<keyof RateLimits, Limit> = {
  search: { max: 300, timeWindow: MINUTE },
  newsletter: { max: 10, timeWindow: 60 * MINUTE },
};

function parseLimit(value: string | undefined, fallback: Limit): Limit | null {
  const text = value?.trim();
  if (!text) return fallback;
  if (/^(off|false|no)$/i.test(text)) return null;
  const max = Number(text);
  if (!Number.isInteger(max) || max < 0) return fallback;
  return max === 0 ? null : { max, timeWindow: fallback.timeWindow };
}

export function parseRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  if (/^(off|false|0|no)$/i.test(env.API_RATE_LIMITS?.trim() ?? '')) return { search: null, newsletter: null };
  return {
    search: parseLimit(env.API_SEARCH_RATE_LIMIT, DEFAULT_RATE_LIMITS.search),
    newsletter: parseLimit(env.API_NEWSLETTER_RATE_LIMIT, DEFAULT_RATE_LIMITS.newsletter),
  };
}

export function tooManyRequests(retryAfterSeconds: number): string {
  return `Too many requests. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
}

/** A route's `config.rateLimit` for one of the configured limits (false = not limited). */
export function rateLimitFor(config: { rateLimits?: RateLimits }, name: keyof RateLimits): RateLimitOptions | false {
  const limit = config.rateLimits ? config.rateLimits[name] : DEFAULT_RATE_LIMITS[name];
  if (!limit) return false;
  const options: RateLimitOptions = {
    ...limit,
    // Our error handler turns it into { message } (429).
    errorResponseBuilder: (_request, context) => new HttpError(429, tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
  };
  return SHARED[name] ? sharedLimit(options) : options;
}
