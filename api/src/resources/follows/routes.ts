// Follows (issue 22): GET/POST /api/v1/follows/, PATCH/DELETE /api/v1/follows/{id}/, the private
// feed (/api/v1/follows/feed/{token}.xml|.atom, token reset by POST /api/v1/follows/feed-token/),
// and the alert emails' unsubscribe link (/api/v1/follows/unsubscribe/?token=…, RFC 8058 one-click POST).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import type { ApiContext } from '../../app';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { alertFeeds, follows } from '../../db/schema';
import { requireSignedIn, signedInViewer } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { publicOrigin } from '../../http/origin';
import { Forbidden, Message, Slug } from '../../http/schemas';
import { EMAIL_COLORS, escapeHtml, SITE_NAME } from '../../mail/templates';
import { buildPrivateFeed } from './feed';
import { CADENCES, FOLLOW_KINDS, findTarget, targetColumnsSql, targetPath, type FollowKind } from './targets';
import { checkUnsubscribeToken, FEED_TOKEN_PATTERN, feedUrls, newFeedToken } from './tokens';

/** Enough for anyone; a bound on what one account can store. */
const MAX_FOLLOWS = 500;

const Kind = Type.Union(
  FOLLOW_KINDS.map((kind) => Type.Literal(kind)),
  { description: 'organization, project, concept or job_tag' },
);
const Cadence = Type.Union(
  CADENCES.map((cadence) => Type.Literal(cadence)),
  { description: 'instant: an email per followed item, at most one a day; daily: one digest a day; off: the private feed only' },
);

const FollowSchema = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  slug: Type.String(),
  name: Type.String(),
  /** The target's page, path-absolute. */
  url: Type.String(),
  cadence: Cadence,
  created_at: Type.String(),
});
type Follow = Static<typeof FollowSchema>;

const FeedLinks = Type.Object({ rss: Type.String(), atom: Type.String() });
const FollowList = Type.Object({ results: Type.Array(FollowSchema), feed: FeedLinks });

const tags = ['follows'];
const signedInErrors = { 400: Message, 401: Message, 403: Forbidden, 404: Message };

/** The user's follows whose target is still public, newest first (optionally one kind and slug). */
export async function listFollows(db: Db, userId: number, only?: { kind: FollowKind; slug: string }): Promise<Follow[]> {
  const rows = await queryRows<Omit<Follow, 'url' | 'slug' | 'name'> & { target_slug: string | null; target_name: string | null }>(
    db,
    sql`SELECT * FROM (SELECT f.id, f.kind, f.cadence, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
          ${targetColumnsSql}
        FROM follows f WHERE f.user_id = ${userId} ${only ? sql`AND f.kind = ${only.kind}` : sql``}) x
        WHERE x.target_slug IS NOT NULL ${only ? sql`AND x.target_slug = ${only.slug}` : sql``}
        ORDER BY x.created_at DESC, x.id DESC`,
  );
  return rows.map(({ target_slug, target_name, ...row }) => ({
    ...row,
    slug: target_slug!,
    name: target_name ?? target_slug!,
    url: targetPath(row.kind, target_slug!),
  }));
}

async function followOf(db: Db, userId: number, id: number): Promise<Follow> {
  const follow = (await listFollows(db, userId)).find((row) => row.id === id);
  if (!follow) throw notFound('Follow not found.');
  return follow;
}

/** The user's feed token, made on first use. */
async function feedTokenOf(db: Db, userId: number): Promise<string> {
  await db.insert(alertFeeds).values({ userId, token: newFeedToken() }).onConflictDoNothing();
  const [row] = await db.select({ token: alertFeeds.token }).from(alertFeeds).where(eq(alertFeeds.userId, userId));
  return row!.token;
}

function unsubscribePage(title: string, body: string, form?: { action: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(SITE_NAME)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:${EMAIL_COLORS.ink};max-width:560px;margin:48px auto;padding:0 16px">
<h1 style="font-size:24px">${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${
  form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="background:${EMAIL_COLORS.accent};color:${EMAIL_COLORS.onAccent};border:0;padding:12px 20px;border-radius:6px;font-size:16px">Unsubscribe from alert emails</button></form>`
    : ''
}
<p><a href="/profile#following">Manage what you follow</a> (you need to sign in).</p>
</body></html>
`;
}

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db, config, secret }) => {
  app.get(
    '/v1/follows/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "The signed-in user's follows, newest first, and their private feed's URLs",
        description: 'With kind and slug: only that target (an empty list when not followed), for a Follow button.',
        querystring: Type.Object({ kind: Type.Optional(Kind), slug: Type.Optional(Slug) }),
        response: { 200: FollowList, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      const { kind, slug } = request.query;
      if ((kind === undefined) !== (slug === undefined)) throw new HttpError(400, 'Give both kind and slug, or neither.');
      const results = await listFollows(db, viewer.id, kind && slug ? { kind, slug } : undefined);
      reply.header('cache-control', 'private, no-store');
      return { results, feed: feedUrls(publicOrigin(request, config), await feedTokenOf(db, viewer.id)) };
    },
  );

  app.post(
    '/v1/follows/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Follow an organization, a project, a concept or a job tag',
        description: '201 with the new follow; 200 with the existing one when already followed (its cadence is kept unless given).',
        body: Type.Object({ kind: Kind, slug: Slug, cadence: Type.Optional(Cadence) }),
        response: { 200: FollowSchema, 201: FollowSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      const { kind, slug, cadence } = request.body;
      const target = await findTarget(db, kind, slug);
      if (!target) throw notFound(`No ${String(kind).replace('_', ' ')} has this slug.`);
      const [existing] = await db
        .select({ id: follows.id })
        .from(follows)
        .where(and(eq(follows.userId, viewer.id), eq(follows.kind, kind), eq(follows.targetId, target.id)));
      if (existing) {
        if (cadence) await db.update(follows).set({ cadence }).where(eq(follows.id, existing.id));
        return followOf(db, viewer.id, existing.id);
      }
      const [{ count }] = (await queryRows<{ count: number }>(
        db,
        sql`SELECT count(*)::int AS count FROM follows WHERE user_id = ${viewer.id}`,
      )) as [{ count: number }];
      if (count >= MAX_FOLLOWS) throw new HttpError(400, `You can follow at most ${MAX_FOLLOWS} items. Unfollow some first.`);
      // Alerts start from now: what happened before the follow is not news to announce.
      const [inserted] = await db
        .insert(follows)
        .values({
          userId: viewer.id,
          kind,
          targetId: target.id,
          cadence: cadence ?? 'instant',
          alertedThroughId: sql`(SELECT coalesce(max(id), 0) FROM activity_logs)`,
        })
        .onConflictDoNothing()
        .returning({ id: follows.id });
      if (!inserted) {
        // A concurrent request followed it first.
        const [row] = await db
          .select({ id: follows.id })
          .from(follows)
          .where(and(eq(follows.userId, viewer.id), eq(follows.kind, kind), eq(follows.targetId, target.id)));
        return followOf(db, viewer.id, row!.id);
      }
      return reply.code(201).send(await followOf(db, viewer.id, inserted.id));
    },
  );

  const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

  app.patch(
    '/v1/follows/:id/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "Change a follow's cadence: instant, daily or off",
        params: IdParams,
        body: Type.Object({ cadence: Cadence }),
        response: { 200: FollowSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const viewer = signedInViewer(request);
      const [row] = await db
        .update(follows)
        .set({ cadence: request.body.cadence })
        .where(and(eq(follows.id, request.params.id), eq(follows.userId, viewer.id)))
        .returning({ id: follows.id });
      if (!row) throw notFound('Follow not found.');
      return followOf(db, viewer.id, row.id);
    },
  );

  app.delete(
    '/v1/follows/:id/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Unfollow',
        params: IdParams,
        response: { 204: Type.Null(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      const [row] = await db
        .delete(follows)
        .where(and(eq(follows.id, request.params.id), eq(follows.userId, viewer.id)))
        .returning({ id: follows.id });
      if (!row) throw notFound('Follow not found.');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/follows/feed-token/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Reset the private feed token: the old feed URLs answer 404 from now on',
        body: Type.Optional(Type.Unknown()),
        response: { 200: FeedLinks, ...signedInErrors },
      },
    },
    async (request) => {
      const viewer = signedInViewer(request);
      const token = newFeedToken();
      await db
        .insert(alertFeeds)
        .values({ userId: viewer.id, token })
        .onConflictDoUpdate({ target: alertFeeds.userId, set: { token, createdAt: sql`now()` } });
      return feedUrls(publicOrigin(request, config), token);
    },
  );

  app.get(
    '/v1/follows/feed/:name',
    {
      schema: {
        tags,
        summary: "A user's private feed of their follows' events: {token}.xml (RSS 2.0) or {token}.atom (Atom 1.0)",
        params: Type.Object({ name: Type.String({ maxLength: 60 }) }),
        response: { 404: Message },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as FastifyReply; // XML, outside what the typed reply knows
      const match = /^([^.]+)\.(xml|atom)$/.exec(request.params.name);
      const token = match?.[1];
      const [owner] =
        token && FEED_TOKEN_PATTERN.test(token)
          ? await db.select({ userId: alertFeeds.userId }).from(alertFeeds).where(eq(alertFeeds.token, token))
          : [];
      if (!owner) throw notFound('No such feed. If you reset its address, use the new one from your profile.');
      const format = match![2] === 'xml' ? 'rss' : 'atom';
      const xml = await buildPrivateFeed(db, owner.userId, token!, format, publicOrigin(request, config));
      return reply
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .type(format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8')
        .send(xml);
    },
  );

  const UnsubscribeQuery = Type.Object({ token: Type.String({ maxLength: 100 }) });

  app.get(
    '/v1/follows/unsubscribe/',
    {
      schema: {
        tags,
        summary: "An alert email's unsubscribe link: a page with the button (a GET changes nothing: mail scanners follow links)",
        querystring: UnsubscribeQuery,
        response: { 400: Message, 404: Message },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const userId = checkUnsubscribeToken(secret, request.query.token);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
      if (userId === null)
        return reply
          .code(404)
          .send(unsubscribePage('Link not valid', 'This unsubscribe link is not valid. Copy the whole link from the email.'));
      return reply.send(
        unsubscribePage(
          'Stop alert emails?',
          'You will get no more alert emails. Your follows stay, in your private feed and your profile.',
          {
            action: `/api/v1/follows/unsubscribe/?token=${encodeURIComponent(request.query.token)}`,
          },
        ),
      );
    },
  );

  app.post(
    '/v1/follows/unsubscribe/',
    {
      // The signed token proves the request, from a mail client (RFC 8058) or the page's form.
      config: { csrfExempt: true },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): every follow of the token\'s user stops sending email (cadence "off")',
        querystring: UnsubscribeQuery,
        body: Type.Optional(Type.Unknown()),
        response: { 400: Message, 404: Message },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const userId = checkUnsubscribeToken(secret, request.query.token);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (userId === null)
        return reply
          .code(404)
          .send(unsubscribePage('Link not valid', 'This unsubscribe link is not valid. Copy the whole link from the email.'));
      await db.update(follows).set({ cadence: 'off' }).where(eq(follows.userId, userId));
      return reply.send(
        unsubscribePage('Unsubscribed', 'You will get no more alert emails. You can turn them on again for each follow in your profile.'),
      );
    },
  );
};

export default routes;
