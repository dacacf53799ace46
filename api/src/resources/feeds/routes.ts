// GET /api/v1/feeds/{articles,updates,jobs}.xml (RSS 2.0) and .atom (Atom 1.0), published by
// the one-origin server at /feeds/<name> (deploy/src/server/seo.ts) and announced in the pages'
// <head> (<link rel="alternate">).
import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { memoizeForDataVersion } from '../../db/data-version';
import { notFound } from '../../http/errors';
import { publicOrigin } from '../../http/origin';
import { etagMatches } from '../../http/response-cache';
import { Message } from '../../http/schemas';
import { buildFeed, type FeedFormat, type FeedKind } from './build';

const NAME = /^(articles|updates|jobs)\.(xml|atom)$/;
const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db, config }) => {
  app.get(
    '/v1/feeds/:name',
    {
      schema: {
        tags: ['feeds'],
        summary: 'RSS 2.0 (.xml) or Atom 1.0 (.atom) feed of the articles, updates or jobs',
        params: Type.Object({ name: Type.String({ maxLength: 40 }) }),
        response: { 400: Message, 404: Message },
      },
    },
    async (request, typedReply) => {
      // XML (not JSON) and 304: outside what the typed reply knows.
      const reply = typedReply as FastifyReply;
      const match = NAME.exec(request.params.name);
      if (!match) throw notFound('No such feed: articles, updates or jobs, as .xml (RSS 2.0) or .atom (Atom 1.0).');
      const kind = match[1] as FeedKind;
      const format: FeedFormat = match[2] === 'xml' ? 'rss' : 'atom';
      // SITE_URL, or a valid Host (400 otherwise): the answer is public and cacheable (review L5).
      const origin = publicOrigin(request, config);
      // Built once per data version (any write makes it stale).
      const { xml, etag } = await memoizeForDataVersion(db, `feed:${kind}:${format}:${origin}`, async () => {
        const text = await buildFeed(db, kind, format, origin);
        return { xml: text, etag: `"${crypto.createHash('sha1').update(text).digest('base64url')}"` };
      });
      reply.header('cache-control', 'public, max-age=600, stale-while-revalidate=3600').header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(CONTENT_TYPES[format]).send(xml);
    },
  );
};

export default routes;
