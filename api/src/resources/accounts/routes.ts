// The account calls of docs/product/api.md §7 plus the session call and the verification link.
// Wire contract (statuses, bodies, cookies): api/docs/accounts.md. Every answer here is
// `Cache-Control: private, no-store` (per-user data, and Set-Cookie).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { ApiContext } from '../../app';
import { users } from '../../db/schema';
import { ACCESS_MESSAGES, requireSignedIn, signedInViewer } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { Forbidden, Message } from '../../http/schemas';
import { SharedCounters } from '../../http/rate-limit-store';
import { confirmForVerifiedAccount, requestSubscriptionWithAccount } from '../newsletter/subscriptions';
import { rememberDevice } from './devices';
import { failedSignInsEmail, passwordResetEmail, verificationEmail } from './emails';
import { checkResetHash, checkVerificationHash, resetLink, splitLinkHash, verificationLink, type LinkCheck } from './links';
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from './passwords';
import { accountInfo, isValidEmail, membershipsOf, normalizeEmail, userByEmail, type User } from './queries';
import { perAccount, perIp, RATE_LIMITS } from './rate-limits';
import { AccountInfo, CreateAccountBody, LoginBody, ResetLinkQuery, ResetPasswordBody, SessionData, VerifyEmailQuery } from './schemas';
import { assertCsrf, deleteSessionsOfUser, identifyVisitor, issueAnonymousCsrf, signIn, signOut } from './sessions';
import { signInGuard } from './sign-in-guard';

// The answers docs/product/api.md §8 names, verbatim.
const MESSAGES = {
  invalidLogin: 'Invalid email or password',
  blank: 'Neither email nor password may be blank',
  userExists: 'User already exists',
  userNotFound: 'User not found',
  linkExpired: 'This link has expired',
  hashMismatch: 'The hashes do not match',
  passwordReset: 'Password reset successfully',
  // Ours (not in the spec's catalogue).
  signedIn: 'Signed in.',
  signedOut: 'Signed out.',
  accountCreated: 'Account created successfully',
  fullNameRequired: 'Please provide your full name',
  invalidEmail: 'Please enter a valid email address',
  notSignedIn: ACCESS_MESSAGES.notSignedIn,
  alreadyVerified: 'This account is already verified.',
  verificationSent: 'Verification email sent.',
  resetLinkSent: 'Reset link sent, check your email.',
  resetLinkRecentlySent: 'A reset link was sent to this address recently, check your email.',
  mailFailed: 'The email could not be sent. Please try again later.',
  accountDisabled: 'This account has been disabled. Please contact us if you think this is a mistake.',
} as const;

/** Where a successful sign-in sends the browser (docs/product/account.md §4). */
const LOGIN_REDIRECT = '/profile';
const FULL_NAME_MAX_LENGTH = 200;

const flag = (value: boolean | string | undefined) => value === true || (typeof value === 'string' && /^(true|on|1|yes)$/i.test(value));

/** A body/query field as the per-account limiter keys it (null: no limit, the call fails anyway). */
const accountKey = (value: unknown) => (typeof value === 'string' && value.trim() ? normalizeEmail(value) : null);
const bodyField = (request: FastifyRequest, name: string) => (request.body as Record<string, unknown> | undefined)?.[name];

const tags = ['accounts'];

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, context) => {
  const { db, secret, config, mailer } = context;

  // Per-user answers: never stored by a browser or a shared cache (set last, so it wins).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  const counters = new SharedCounters(db, secret);
  // A failed notice is logged by sendMail and not retried until the next day's (the counter is spent).
  const guard = signInGuard(counters, secret, async (request, user) => {
    await sendMail(request, failedSignInsEmail(user, `${config.siteUrl}/reset-password`));
  });

  /** Counts a reset-link email to `email`; false once the address has had its quota (nothing is sent then). */
  async function withinResetLinkQuota(email: string): Promise<boolean> {
    const { account, accountDaily } = RATE_LIMITS.resetLink;
    if ((await counters.hit(`reset-link:hour:${email}`, account.timeWindow)).current > account.max) return false;
    return (await counters.hit(`reset-link:day:${email}`, accountDaily.timeWindow)).current <= accountDaily.max;
  }

  /** The account a reset request names and its link's check (memoized: the limiter and the handler both ask). */
  const resetChecks = new WeakMap<FastifyRequest, Promise<{ user: User | null; check: LinkCheck }>>();
  function checkResetRequest(request: FastifyRequest): Promise<{ user: User | null; check: LinkCheck }> {
    let result = resetChecks.get(request);
    if (!result) {
      const body = request.body as Static<typeof ResetPasswordBody>;
      const unixTime =
        typeof body.unix_time === 'number' ? body.unix_time : /^\d{1,12}$/.test(body.unix_time) ? Number(body.unix_time) : NaN;
      result = (async () => {
        const user = isValidEmail(normalizeEmail(body.email)) ? await userByEmail(db, body.email) : null;
        return { user, check: user ? checkResetHash(secret, user, unixTime, body.hashvalue) : 'mismatch' };
      })();
      resetChecks.set(request, result);
    }
    return result;
  }

  /** GETs that send mail are CSRF-checked like unsafe methods (the client sends X-CSRFToken on every call, docs/product/api.md §1). */
  const csrfOnGet = async (request: FastifyRequest) => assertCsrf(db, secret, request);

  async function sendMail(request: FastifyRequest, message: Parameters<typeof mailer.send>[0]): Promise<boolean> {
    try {
      await mailer.send(message);
      return true;
    } catch (error) {
      request.log.error({ err: error }, 'sending an email failed');
      return false;
    }
  }

  app.get(
    '/accounts/session/',
    {
      schema: {
        tags,
        summary: 'Initial page data: sign-in state, memberships and the CSRF token',
        response: { 200: SessionData },
      },
    },
    async (request, reply) => {
      const visitor = await identifyVisitor(db, secret, request);
      if (visitor.userId === null) {
        return {
          is_authenticated: false,
          organization_memberships: [],
          project_memberships: [],
          csrf: visitor.expectedCsrf ?? issueAnonymousCsrf(secret, request, reply),
        };
      }
      const { organizationRows, projectRows } = await membershipsOf(db, visitor.userId);
      return {
        is_authenticated: true,
        organization_memberships: organizationRows,
        project_memberships: projectRows,
        csrf: visitor.expectedCsrf!,
      };
    },
  );

  app.post(
    '/accounts/login/',
    {
      // Per account: sign-in-guard.ts, in the handler (it needs the password's verdict).
      config: { rateLimit: perIp(RATE_LIMITS.login.ip) },
      schema: {
        tags,
        summary: 'Sign in (form-encoded username = email, password)',
        description:
          '302 to /profile with a new session cookie: signed in. 200 { message: "Invalid email or password" }: wrong email or password. ' +
          '400 { message }: a blank field. 403: CSRF, or the account is disabled by staff (right password). 429 + Retry-After: too many attempts (failures from this address, ' +
          'or from devices that never signed in to this account). A successful sign-in also sets the device cookie.',
        body: LoginBody,
        response: { 200: Message, 302: Message, 400: Message, 403: Forbidden, 429: Message },
      },
    },
    async (request, reply) => {
      const username = request.body.username?.trim() ?? '';
      const password = request.body.password ?? '';
      if (!username || !password) throw new HttpError(400, MESSAGES.blank);
      const user = await userByEmail(db, username);
      const admission = await guard.admit(request, reply, normalizeEmail(username), user);
      // Unknown accounts cost the same argon2 verification as a wrong password.
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid) {
        await guard.failed(request, admission, user);
        return { message: MESSAGES.invalidLogin };
      }
      // Told only to someone who knows the password: no oracle of which accounts are disabled.
      if (user.disabledAt) throw new HttpError(403, MESSAGES.accountDisabled);
      await guard.succeeded(admission);
      if (needsRehash(user.passwordHash!)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, user.id));
      }
      await signIn(db, request, reply, user.id);
      rememberDevice(secret, request, reply, user.id);
      return reply.code(302).header('location', LOGIN_REDIRECT).send({ message: MESSAGES.signedIn });
    },
  );

  app.post(
    '/accounts/logout/',
    {
      schema: {
        tags,
        summary: 'Sign out (form-encoded, empty)',
        // Form-encoded and empty; anything sent is ignored.
        body: Type.Optional(Type.Unknown()),
        response: { 200: Message, 400: Message, 403: Forbidden },
      },
    },
    async (request, reply) => {
      await signOut(db, request, reply);
      return { message: MESSAGES.signedOut };
    },
  );

  app.get(
    '/accounts/info/',
    {
      schema: {
        tags,
        summary: 'The signed-in account with its organizations and projects',
        response: { 200: AccountInfo, 401: Message },
      },
      preHandler: requireSignedIn,
    },
    async (request) => ({ ...(await accountInfo(db, signedInViewer(request))), payments_mode: context.billing.mode }),
  );

  app.get(
    '/accounts/resendverification/',
    {
      onRequest: csrfOnGet,
      config: { rateLimit: perIp(RATE_LIMITS.resendVerification.ip) },
      preHandler: [
        requireSignedIn,
        perAccount(app, 'resend', RATE_LIMITS.resendVerification.account, async (request) => `user-${signedInViewer(request).id}`),
      ],
      schema: {
        tags,
        summary: 'Email the signed-in user a new verification link (needs X-CSRFToken)',
        response: { 200: Message, 400: Message, 401: Message, 403: Forbidden, 429: Message, 503: Message },
      },
    },
    async (request, reply) => {
      const user = signedInViewer(request);
      if (user.isVerified) throw new HttpError(400, MESSAGES.alreadyVerified);
      const sent = await sendMail(request, verificationEmail(user, verificationLink(config.siteUrl, secret, user)));
      if (!sent) return reply.code(503).send({ message: MESSAGES.mailFailed });
      return { message: MESSAGES.verificationSent };
    },
  );

  app.post(
    '/accounts/create-account/',
    {
      config: { rateLimit: perIp(RATE_LIMITS.createAccount.ip) },
      preHandler: perAccount(app, 'create', RATE_LIMITS.createAccount.account, (request) => accountKey(bodyField(request, 'username'))),
      schema: {
        tags,
        summary: 'Create an account and sign in (JSON or form-encoded)',
        description:
          '200 { message: "Account created successfully" } + session cookie: created and signed in, verification email sent. ' +
          '200 { message: "User already exists" } / { message: "Neither email nor password may be blank" }: not created. ' +
          '400 { message }: full name, email format or password policy. 403: CSRF. 429: too many attempts.',
        body: CreateAccountBody,
        response: { 200: Message, 400: Message, 403: Forbidden, 429: Message },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = normalizeEmail(body.username ?? '');
      const password = body.password ?? '';
      if (!email || !password) return { message: MESSAGES.blank };
      if (!isValidEmail(email)) throw new HttpError(400, MESSAGES.invalidEmail);
      const fullName = (body.full_name ?? '').trim();
      if (!fullName || fullName.length > FULL_NAME_MAX_LENGTH) throw new HttpError(400, MESSAGES.fullNameRequired);
      if (await userByEmail(db, email)) return { message: MESSAGES.userExists };
      const problem = passwordProblem(password);
      if (problem) throw new HttpError(400, problem);

      const passwordHash = await hashPassword(password);
      // The unique email decides a race between two creations of the same account.
      const [user] = await db.insert(users).values({ email, fullName, passwordHash }).onConflictDoNothing().returning();
      if (!user) return { message: MESSAGES.userExists };
      // Double opt-in: the verification email confirms the subscription (verify-email below).
      if (flag(body.newsletter)) await requestSubscriptionWithAccount(db, email);
      // redirectNewOrg / redirectNewProj are accepted for the client's flow (docs/product/account.md §4: it
      // goes on to /organizations/add or /projects/add itself); the server has nothing to do.
      await signIn(db, request, reply, user.id);
      rememberDevice(secret, request, reply, user.id);
      // The account exists whatever happens to the email: a failure is logged, and the
      // profile's 'Resend email.' asks again.
      await sendMail(request, verificationEmail(user, verificationLink(config.siteUrl, secret, user)));
      return { message: MESSAGES.accountCreated };
    },
  );

  app.get(
    '/accounts/resetpwlink/',
    {
      onRequest: csrfOnGet,
      config: { rateLimit: perIp(RATE_LIMITS.resetLink.ip) },
      schema: {
        tags,
        summary: 'Email a password reset link (needs X-CSRFToken)',
        description:
          '200: sent, or not sent again because this address got its quota of links lately (another message). ' +
          '401 { message: "User not found" }: no account with this email. 400: no email given.',
        querystring: ResetLinkQuery,
        response: { 200: Message, 400: Message, 401: Message, 403: Forbidden, 429: Message, 503: Message },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.query.email ?? '');
      if (!email) throw new HttpError(400, MESSAGES.invalidEmail);
      const user = isValidEmail(email) ? await userByEmail(db, email) : null;
      if (!user) return reply.code(401).send({ message: MESSAGES.userNotFound });
      // Anyone may ask for anyone's link, so past the quota nothing is sent, but no 429 either: the
      // owner must not be kept from resetting, and the address got a link within the quota's
      // window, which works for 24 hours (RESET_LINK_SECONDS).
      if (!(await withinResetLinkQuota(email))) return { message: MESSAGES.resetLinkRecentlySent };
      const sent = await sendMail(request, passwordResetEmail(user, resetLink(config.siteUrl, secret, user)));
      if (!sent) return reply.code(503).send({ message: MESSAGES.mailFailed });
      return { message: MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/accounts/resetpassword/',
    {
      // Not in the issue's list, but 'User not found' would otherwise be an unlimited
      // account-enumeration oracle.
      config: { rateLimit: perIp(RATE_LIMITS.resetPassword.ip) },
      // A link this server made is never refused: strangers' wrong guesses must not block the owner's reset.
      preHandler: perAccount(app, 'reset', RATE_LIMITS.resetPassword.account, async (request) =>
        (await checkResetRequest(request)).check === 'ok' ? null : accountKey(bodyField(request, 'email')),
      ),
      schema: {
        tags,
        summary: 'Set a new password from a reset link, and sign in (JSON or form-encoded)',
        description:
          '200 { message }: exactly one of "Password reset successfully" (signed in: new session cookie, every other session ended), ' +
          '"User not found", "This link has expired", "The hashes do not match". 400 { message }: password policy or a malformed body.',
        body: ResetPasswordBody,
        response: { 200: Message, 400: Message, 403: Forbidden, 429: Message },
      },
    },
    async (request, reply) => {
      const { newpassword } = request.body;
      const { user, check } = await checkResetRequest(request);
      if (!user) return { message: MESSAGES.userNotFound };
      if (check === 'expired') return { message: MESSAGES.linkExpired };
      if (check !== 'ok') return { message: MESSAGES.hashMismatch };
      const problem = passwordProblem(newpassword);
      if (problem) throw new HttpError(400, problem);

      // Conditional on the hash the link was made for: of two concurrent uses, one wins.
      const passwordHash = await hashPassword(newpassword);
      const [updated] = await db
        .update(users)
        // The link came by email: the address is proven.
        .set({ passwordHash, isVerified: true })
        .where(and(eq(users.id, user.id), sql`${users.passwordHash} IS NOT DISTINCT FROM ${user.passwordHash}`))
        .returning({ id: users.id });
      if (!updated) return { message: MESSAGES.hashMismatch };
      await deleteSessionsOfUser(db, user.id);
      await signIn(db, request, reply, user.id);
      // The emailed link proved the owner: this device is known from now on (the way past a lockout).
      rememberDevice(secret, request, reply, user.id);
      return { message: MESSAGES.passwordReset };
    },
  );

  app.get(
    '/accounts/verify-email/',
    {
      schema: {
        tags,
        summary: 'The link of the verification email: verifies the account, then 302 to /?verified=true',
        description: 'An expired link redirects to /?verified=false&reason=expired, any other bad link to /?verified=false&reason=invalid.',
        querystring: VerifyEmailQuery,
        response: { 302: Type.Null() },
      },
    },
    async (request, reply) => {
      const parts = splitLinkHash(request.query.hash ?? '');
      const email = request.query.email ?? '';
      const user = parts && isValidEmail(normalizeEmail(email)) ? await userByEmail(db, email) : null;
      const check = user && parts ? checkVerificationHash(secret, user, parts.unixTime, parts.hash) : 'mismatch';
      if (check === 'ok') {
        if (!user!.isVerified) await db.update(users).set({ isVerified: true }).where(eq(users.id, user!.id));
        // The address is proven: a newsletter subscription asked for with it (the create-account
        // checkbox, or the form) is confirmed.
        await confirmForVerifiedAccount(db, user!.email);
        return reply.code(302).header('location', '/?verified=true').send(null);
      }
      return reply
        .code(302)
        .header('location', `/?verified=false&reason=${check === 'expired' ? 'expired' : 'invalid'}`)
        .send(null);
    },
  );
};

export default routes;
