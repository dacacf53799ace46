// GET /api/v1/progress/points/ (issue 26): the Lawson chart's points, every one with its source,
// of every concept or one (?concept=) or one project (?project=); and a project page's compact
// chart, /api/v1/projects/{slug}/progress.svg. The CSV and JSON files are
// under /api/v1/exports/performance-points.{csv,json} (src/resources/exports/routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../../app';
import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { ErrorResponses, Slug } from '../../http/schemas';
import { sendSvg, SvgResponses } from '../../http/svg';
import { projectProgressSvg } from './project-chart';
import { performancePoints, projectChart } from './queries';
import { PerformancePointList, PerformancePointsQuery } from './schemas';

/** Points change only with the data; a few minutes keeps an edit visible soon. */
const CHART_MAX_AGE = 300;

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

  app.get(
    '/v1/projects/:slug/progress.svg',
    {
      schema: {
        tags: ['progress'],
        summary: "A project's triple-product points by year, as one small SVG chart",
        description:
          'For the project page: log scale, a marker per kind of point, a <title> per point. 404 when the project has no charted point.',
        params: Type.Object({ slug: Slug }),
        response: SvgResponses,
      },
    },
    async (request, reply) => {
      const chart = await projectChart(db, request.params.slug);
      if (!chart) throw notFound('No approved project with triple-product points has this slug.');
      return sendSvg(request, reply, projectProgressSvg(chart.name, chart.points), CHART_MAX_AGE);
    },
  );
};

export default routes;
