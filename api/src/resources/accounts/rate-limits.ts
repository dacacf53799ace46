// Rate limits of the account calls (OWASP ASVS 5.0 V6.3.1: brute force and credential
// stuffing; V2.4.1: anti-automation of email-sending calls), with @fastify/rate-limit
// (registered in app.ts with global: false).
//
// Each call has two limits:
//   per IP       — the route's `config.rateLimit` (runs onRequest, before any work), counting
//                  every attempt in a fixed window;
//   per account  — a limiter from `app.createRateLimit` keyed by the account (the email sent,
//                  or the signed-in user), run as a preHandler once the body is parsed; except
//                  for sign-in, which counts only failures and spares known devices
//                  (sign-in-guard.ts), and the reset-link emails, whose quota answers 200
//                  without sending (routes.ts).
// Over a limit: 429 { message } with Retry-After (seconds). All are counted in the database
// (src/http/rate-limit-store.ts), so every API process on one database counts the same
// attempts: N processes do not give an attacker N × the guesses. request.ip follows
// X-Forwarded-For only as far as the server's trustProxy setting allows.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/errors';
import { sharedLimit, type FailureBudget } from '../../http/rate-limit-store';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  login: {
    ip: { max: 30, timeWindow: 15 * MINUTE },
    // Failed sign-ins from devices not signed in before, shared by all of them, per email; then
    // a lock of 15 min doubling with each further attempt up to a day (sign-in-guard.ts).
    account: { max: 10, timeWindow: 15 * MINUTE, maxLock: DAY } satisfies FailureBudget,
    // A device that signed in before has its own small budget; past it, it joins the others.
    device: { max: 5, timeWindow: 15 * MINUTE, maxLock: DAY } satisfies FailureBudget,
  },
  createAccount: { ip: { max: 10, timeWindow: HOUR }, account: { max: 5, timeWindow: HOUR } },
  // Reset-link emails per address: over either quota the call still answers 200 but sends
  // nothing, since the address already got a link that works for 24 hours (routes.ts).
  resetLink: { ip: { max: 10, timeWindow: HOUR }, account: { max: 3, timeWindow: HOUR }, accountDaily: { max: 6, timeWindow: DAY } },
  resendVerification: { ip: { max: 10, timeWindow: HOUR }, account: { max: 3, timeWindow: HOUR } },
  resetPassword: { ip: { max: 20, timeWindow: 15 * MINUTE }, account: { max: 10, timeWindow: 15 * MINUTE } },
} satisfies Record<string, { ip: Limit; account: Limit | FailureBudget } & Record<string, Limit | FailureBudget>>;

/** At most one email a day to an account's owner about failed sign-ins. */
export const SIGN_IN_ALERT_INTERVAL = DAY;

export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const hours = Math.ceil(retryAfterSeconds / 3600);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} seconds`
      : minutes <= 120
        ? `${minutes} minute${minutes === 1 ? '' : 's'}`
        : `${hours} hours`;
  return `Too many attempts. Try again in ${wait}.`;
}

/** The route's `config.rateLimit`: per client IP. */
export function perIp(limit: Limit): RateLimitOptions {
  return sharedLimit({
    ...limit,
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, tooManyAttempts(Math.ceil(context.ttl / 1000))),
  });
}

/**
 * A preHandler limiting attempts per account. `keyOf` names the account (e.g. the normalized
 * email); null skips the limit (a request the handler will refuse anyway).
 */
export function perAccount(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string | null | Promise<string | null>,
): preHandlerAsyncHookHandler {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit(sharedLimit({ ...limit, keyGenerator: (request: FastifyRequest) => keys.get(request) ?? '' }));
  return async (request, reply) => {
    const key = await keyOf(request);
    if (!key) return;
    // Named by the route too: a limiter given to two routes counts each apart (as in memory).
    keys.set(request, `${name}:${request.routeOptions.url}:${key}`);
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, tooManyAttempts(result.ttlInSeconds));
    }
  };
}
