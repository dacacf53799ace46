// Guessing limits of POST /api/accounts/login/ that a stranger cannot turn into a lockout of
// the owner (security review M2; OWASP device cookies, ASVS 5.0 V6.3.1):
//
// - Only failures count. Each attempt is counted as a failure before the password is checked
//   (atomically, so concurrent guesses cannot overshoot the budget) and forgotten when it
//   succeeds: a successful sign-in never counts.
// - A device that signed in to the account before (devices.ts) uses its own small budget
//   (RATE_LIMITS.login.device), which strangers cannot touch: the owner keeps signing in from it.
//   Past it, the device is treated like any unknown one.
// - Unknown devices share one budget per email (RATE_LIMITS.login.account), whatever their
//   addresses. Past it: 429 + Retry-After, a lock that doubles with each further attempt up to a
//   day, without checking the password. Keyed by the email, existing or not, so a 429 does not
//   tell whether an account exists.
// - When that budget runs out, the owner gets one email a day (SIGN_IN_ALERT_INTERVAL) with a
//   reset hint; a reset link signs them in and makes their device known.
// Every count is a row of rate_limit_counters (SharedCounters), shared by every API process.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import type { SharedCounters } from '../../http/rate-limit-store';
import { knownDevice } from './devices';
import type { User } from './queries';
import { RATE_LIMITS, SIGN_IN_ALERT_INTERVAL, tooManyAttempts } from './rate-limits';

/** Whose budget an admitted attempt was counted in. */
interface Admission {
  key: string;
  knownDevice: boolean;
  /** Failures in that budget, this attempt included. */
  failures: number;
}

const accountKey = (email: string) => `sign-in:account:${email}`;
const deviceKey = (nonce: string) => `sign-in:device:${nonce}`;
const alertKey = (userId: number) => `sign-in:alert:${userId}`;

export interface SignInGuard {
  /** Count the attempt, or refuse it with 429 + Retry-After. `email` is normalized. */
  admit(request: FastifyRequest, reply: FastifyReply, email: string, user: User | null): Promise<Admission>;
  /** The password was wrong: the attempt stays counted. */
  failed(request: FastifyRequest, admission: Admission, user: User | null): Promise<void>;
  /** Signed in: the attempt is not a failure, and earlier failures in its budget are forgotten. */
  succeeded(admission: Admission): Promise<void>;
}

export function signInGuard(
  counters: SharedCounters,
  secret: string,
  alertOwner: (request: FastifyRequest, user: User) => Promise<void>,
): SignInGuard {
  /** At most one alert per account per interval, across processes. */
  async function alertOnce(request: FastifyRequest, user: User | null): Promise<void> {
    if (!user) return;
    const { current } = await counters.hit(alertKey(user.id), SIGN_IN_ALERT_INTERVAL);
    if (current === 1) await alertOwner(request, user);
  }

  return {
    async admit(request, reply, email, user) {
      const device = user ? knownDevice(secret, request, user.id) : null;
      if (device) {
        const reservation = await counters.reserveFailure(deviceKey(device), RATE_LIMITS.login.device);
        if (reservation.allowed) return { key: deviceKey(device), knownDevice: true, failures: reservation.failures };
      }
      const reservation = await counters.reserveFailure(accountKey(email), RATE_LIMITS.login.account);
      if (reservation.allowed) return { key: accountKey(email), knownDevice: false, failures: reservation.failures };
      await alertOnce(request, user);
      const seconds = Math.ceil(reservation.retryAfterMs / 1000);
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, tooManyAttempts(seconds));
    },

    async failed(request, admission, user) {
      if (!admission.knownDevice && admission.failures >= RATE_LIMITS.login.account.max) await alertOnce(request, user);
    },

    async succeeded(admission) {
      await counters.clear(admission.key);
    },
  };
}
