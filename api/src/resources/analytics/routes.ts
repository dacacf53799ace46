// First-party analytics (docs/product/shell.md §9; issue 9): POST /api/v1/analytics/events stores page views
// and job clicks without cookies or personal data; GET /api/v1/analytics/summary (staff only)
// gives page views by path and day and job clicks by company.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { requireStaff } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { tooManyRequests } from '../../http/rate-limits';
import { Forbidden, Message } from '../../http/schemas';
import { analyticsSummary, recordEvents } from './queries';
import { AnalyticsSummary, EventsBody, SummaryQuery } from './schemas';
import { saltOfDay, utcDay, visitorHash } from './visitors';

/** Per client address: a page sends a batch every few seconds at most. */
const EVENTS_RATE_LIMIT = { max: 120, timeWindow: 60_000 };
/** The summary covers at most this many days. */
const MAX_SUMMARY_DAYS = 400;
const DAY_MS = 86_400_000;

/** Do-Not-Track or Global Privacy Control on the request: nothing is recorded. */
function optedOut(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

function parseDay(text: string, name: string): number {
  const time = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) throw new HttpError(400, `Invalid ${name}: not a date.`);
  return time;
}

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.post(
    '/v1/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record page views and job clicks (needs X-CSRFToken; nothing is stored under DNT or GPC)',
        body: EventsBody,
        response: { 204: Type.Null(), 400: Message, 403: Forbidden, 429: Message },
      },
      config: {
        rateLimit: {
          ...EVENTS_RATE_LIMIT,
          errorResponseBuilder: (_request, context) => new HttpError(429, tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!optedOut(request)) {
        const day = utcDay();
        const salt = await saltOfDay(db, day);
        // The address is only an input of the day's hash: it is never stored.
        const visitor = visitorHash(salt, request.ip, String(request.headers['user-agent'] ?? ''));
        await recordEvents(db, day, visitor, request.body.events);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/analytics/summary',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Page views by path and day, job clicks by company (staff only)',
        querystring: SummaryQuery,
        response: { 200: AnalyticsSummary, 400: Message, 401: Message, 403: Forbidden },
      },
      preHandler: requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const to = request.query.to ?? utcDay();
      const toTime = parseDay(to, 'to');
      const from = request.query.from ?? utcDay(new Date(toTime - 29 * DAY_MS));
      const fromTime = parseDay(from, 'from');
      if (fromTime > toTime) throw new HttpError(400, 'Invalid range: from is after to.');
      if ((toTime - fromTime) / DAY_MS >= MAX_SUMMARY_DAYS) throw new HttpError(400, `Invalid range: at most ${MAX_SUMMARY_DAYS} days.`);
      return analyticsSummary(db, from, to);
    },
  );
};

export default routes;
