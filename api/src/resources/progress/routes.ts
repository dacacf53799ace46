// GET /api/v1/progress/points/ (issue 26): the Lawson chart's points, every one with its source,
// of every concept or one (?concept=) or one project (?project=). The CSV and JSON files are
// under /api/v1/exports/performance-points.{csv,json} (src/resources/exports/routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../../app';
import { ErrorResponses } from '../../http/schemas';
import { performancePoints } from './queries';
import { PerformancePointList, PerformancePointsQuery } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/progress/points/',
    {
      config: { responseCache: { scope: 'public' } }, // published points only: the same for everyone
      schema: {
        tags: ['progress'],
        summary: 'Plasma performance points of the Lawson chart',
        description:
          'Every published plasma performance point, oldest first: the quantities its source gives, the triple product n T τ ' +
          '(keV·m⁻³·s) computed as the Lawson paper (Wurzel & Hsu 2022, 2025) does and which quantities it used, Q_sci where ' +
          'the energies or powers are given, its kind and its source. `concept` or `project` narrows it (unknown: 404).',
        querystring: PerformancePointsQuery,
        response: { 200: PerformancePointList, ...ErrorResponses },
      },
    },
    async (request) => performancePoints(db, request.query),
  );
};

export default routes;
