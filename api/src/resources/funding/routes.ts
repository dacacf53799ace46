// GET /api/v1/funding/summary/ (the /funding page). The funding-rounds export is in ../exports.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../../app';
import { ErrorResponses } from '../../http/schemas';
import { HttpError } from '../../http/errors';
import { fundingSummary } from './queries';
import { FundingFilterQuery, FundingSummary } from './schemas';

/** 400 when the year range is backwards. */
export function assertYearRange({ from, to }: { from?: number; to?: number }): void {
  if (from !== undefined && to !== undefined && from > to) throw new HttpError(400, "Invalid querystring: 'from' must not be after 'to'.");
}

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/funding/summary/',
    {
      config: { responseCache: { scope: 'public' } }, // approved organizations only: the same for everyone
      schema: {
        tags: ['funding'],
        summary: 'Disclosed funding by year, confinement concept and country, and the largest rounds',
        description:
          "Rounds received by approved organizations. An organization's concept is the concept of most of the approved " +
          'projects it leads (then of those it takes part in). Amounts are US dollars; undisclosed amounts count as 0.',
        querystring: FundingFilterQuery,
        response: { 200: FundingSummary, ...ErrorResponses },
      },
    },
    async (request) => {
      assertYearRange(request.query);
      return fundingSummary(db, request.query);
    },
  );
};

export default routes;
