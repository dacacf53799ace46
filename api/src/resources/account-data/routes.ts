// Your data (issue 22): GET /api/v1/account/export/ downloads what the site holds about the
// signed-in account as JSON; POST /api/v1/account/delete/ {password} deletes the account.
// Deleting takes the follows, the feed token, the sessions, the memberships and the newsletter
// subscription of its address with it; the audit log keeps the edits, attributed to 'a deleted account'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { isoTimestamp, queryRows } from '../../db/helpers';
import { auditLog, users } from '../../db/schema';
import { requireSignedIn, signedInViewer } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { Forbidden, Message } from '../../http/schemas';
import { verifyPassword } from '../accounts/passwords';
import { perIp } from '../accounts/rate-limits';
import { clearCookie, SESSION_COOKIE } from '../accounts/sessions';
import { listFollows } from '../follows/routes';

/** Who the audit log names for the edits of a deleted account. */
const DELETED_ACCOUNT = 'a deleted account';

const tags = ['accounts'];

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/account/export/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "Download the signed-in account's data as JSON: account, memberships, follows, newsletter subscription",
        response: { 200: Type.Object({}, { additionalProperties: true }), 401: Message, 403: Forbidden },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      const [account] = await queryRows<Record<string, unknown>>(
        db,
        sql`SELECT id, email, full_name, is_verified, is_staff, ${isoTimestamp('created_at')} AS created_at FROM users WHERE id = ${viewer.id}`,
      );
      const memberships = await queryRows<Record<string, unknown>>(
        db,
        sql`SELECT 'organization' AS kind, o.slug, o.display_name, m.status::text AS status, ${isoTimestamp('m.created_at')} AS created_at
              FROM organization_memberships m JOIN organizations o ON o.id = m.organization_id WHERE m.user_id = ${viewer.id}
            UNION ALL
            SELECT 'project', p.slug, p.display_name, m.status::text, ${isoTimestamp('m.created_at')}
              FROM project_memberships m JOIN projects p ON p.id = m.project_id WHERE m.user_id = ${viewer.id}
            ORDER BY created_at`,
      );
      const newsletter = await queryRows<Record<string, unknown>>(
        db,
        sql`SELECT email, ${isoTimestamp('created_at')} AS created_at FROM newsletter_subscriptions WHERE email = ${viewer.email}`,
      );
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="fusion-directory-account.json"');
      return {
        exported_at: new Date().toISOString(),
        account,
        memberships,
        follows: (await listFollows(db, viewer.id)).map(({ kind, slug, name, cadence, created_at }) => ({
          kind,
          slug,
          name,
          cadence,
          created_at,
        })),
        subscriptions: { newsletter: newsletter[0] ?? null },
      };
    },
  );

  app.post(
    '/v1/account/delete/',
    {
      preValidation: requireSignedIn,
      // Each try costs an argon2 verification: bounded like sign-in.
      config: { rateLimit: perIp({ max: 10, timeWindow: 15 * 60_000 }) },
      schema: {
        tags,
        summary: 'Delete the signed-in account, after confirming its password',
        description:
          'Follows, the private feed, sessions, memberships and the newsletter subscription of its address go; ' +
          "the audit log keeps its edits, attributed to 'a deleted account'. 400 when the password is wrong.",
        body: Type.Object({ password: Type.String({ maxLength: 256 }) }),
        response: { 200: Message, 400: Message, 401: Message, 403: Forbidden, 429: Message },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, viewer.id));
      if (!request.body.password || !(await verifyPassword(user?.passwordHash ?? null, request.body.password))) {
        throw new HttpError(400, 'The password is not right.', { field: 'password' });
      }
      await db.transaction(async (tx) => {
        await tx.update(auditLog).set({ userEmail: DELETED_ACCOUNT }).where(eq(auditLog.userId, viewer.id));
        await tx.execute(sql`DELETE FROM newsletter_subscriptions WHERE email = ${viewer.email}`);
        // Sessions, memberships, follows and the feed token go by ON DELETE CASCADE; other references are set null.
        await tx.delete(users).where(eq(users.id, viewer.id));
      });
      clearCookie(request, reply, SESSION_COOKIE);
      return { message: 'Your account is deleted.' };
    },
  );
};

export default routes;
