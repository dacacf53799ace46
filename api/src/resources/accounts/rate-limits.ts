// Rate limits of the account calls (OWASP ASVS 5.0 V6.3.1: brute force and credential
// stuffing; V2.4.1: anti-automation of email-sending calls), with @fastify/rate-limit
// (registered in app.ts with global: false).
//
// Each call has two limits, both counting every attempt in a fixed window:
//   per IP       — the route's `config.rateLimit` (runs onRequest, before any work);
//   per account  — a limiter from `app.createRateLimit` keyed by the account (the email sent,
//                  or the signed-in user), run as a preHandler once the body is parsed.
// Over either limit: 429 { message } with Retry-After (seconds). Both are counted in the
// database (sharedLimit, src/http/rate-limit-store.ts), so every API process on one database
// counts the same attempts: N processes do not give an attacker N × the guesses. request.ip
// follows X-Forwarded-For only as far as the server's trustProxy setting allows.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/errors';
import { sharedLimit } from '../../http/rate-limit-store';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  login: { ip: { max: 30, timeWindow: 15 * MINUTE }, account: { max: 10, timeWindow: 15 * MINUTE } },
  createAccount: { ip: { max: 10, timeWindow: HOUR }, account: { max: 5, timeWindow: HOUR } },
  resetLink: { ip: { max: 10, timeWindow: HOUR }, account: { max: 3, timeWindow: HOUR } },
  resendVerification: { ip: { max: 10, timeWindow: HOUR }, account: { max: 3, timeWindow: HOUR } },
  resetPassword: { ip: { max: 20, timeWindow: 15 * MINUTE }, account: { max: 10, timeWindow: 15 * MINUTE } },
} satisfies Record<string, { ip: Limit; account: Limit }>;

export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
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
