// GET /api/v1/milestones/ (issue 26 §3): the milestone ledger — per developer and project, each
// milestone of the ladder as a claim (what was promised, when, for when, the source) and, once
// reached, an achievement; its status (met, pending, slipped) computed from the dates for today.
// An organization's or a project's ledger is ?organization= or ?project=.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../app';
import { ErrorResponses } from '../../http/schemas';
import { listMilestones } from './queries';
import { MilestoneList, MilestonesQuery } from './schemas';

/** Today in UTC: a promise dated 'by 2025' slips on 1 January 2026. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The day each request's statuses are computed for, chosen once when its cache key is made, so
 * the answer kept under a day's key is always that day's (even when the request spans midnight).
 */
const statusDays = new WeakMap<FastifyRequest, string>();

/**
 * The cache key: the URL and the day. The cache is valid for one data version, but 'slipped' also
 * moves with the date: without the day, yesterday's 'pending' would be served until the next write.
 */
function cacheKeyWithDay(request: FastifyRequest): string {
  const day = todayUtc();
  statusDays.set(request, day);
  return `${request.url}#${day}`;
}

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/milestones/',
    {
      // Published milestones only: the same for everyone, on a given day.
      config: { responseCache: { scope: 'public', key: cacheKeyWithDay } },
      schema: {
        tags: ['progress'],
        summary: 'The milestone ledger: claims and achievements',
        description:
          'Every published milestone of the ladder (first plasma, a record, D-T or the relevant fuel, Q_sci > 1, Q_eng > 1, first ' +
          'electricity to a grid, a commercial plant): the claim with its source and earlier promised dates, the achievement with ' +
          'its source, and its status for today. Filters: organization, project, concept (the project’s, or else the concept of ' +
          'most of the organization’s projects), milestone, status. Unknown organization, project or concept: 404.',
        querystring: MilestonesQuery,
        response: { 200: MilestoneList, ...ErrorResponses },
      },
    },
    async (request) => listMilestones(db, request.query, statusDays.get(request) ?? todayUtc()),
  );
};

export default routes;
