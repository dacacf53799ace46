// GET /api/v1/stats/ (the home hero's live totals)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../../app';
import { ErrorResponses } from '../../http/schemas';
import { siteStats } from './queries';
import { SiteStats } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/stats/',
    {
      // The same for everyone; cached until the data version moves (src/http/response-cache.ts).
      config: { responseCache: { scope: 'public' } },
      schema: {
        tags: ['stats'],
        summary: "The directory's headline totals: organizations, projects and funding tracked",
        description:
          'Counted as the lists count them: published organizations and projects, and the funding rounds received ' +
          'by published organizations (the same total as the unfiltered funding summary).',
        response: { 200: SiteStats, ...ErrorResponses },
      },
    },
    async () => siteStats(db),
  );
};

export default routes;
