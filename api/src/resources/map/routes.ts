// GET /api/v1/map/ (the /map page's markers and filters), /api/v1/map.svg (the whole map as one
// drawing), /api/v1/map/land.svg (the land under the page's markers) and
// /api/v1/projects/{slug}/map.svg (a project page's small location map). The land is projected
// once per process (geometry.ts); each answer projects only its points.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { notFound } from '../../http/errors';
import { ErrorResponses, Slug } from '../../http/schemas';
import { sendSvg, SvgResponses } from '../../http/svg';
import { mapMarkers, mapProjects, mapView, projectLocation } from './queries';
import { MapFilterQuery, MapView, type MapFilters } from './schemas';
import { landSvg, mapSvg, projectMapSvg } from './svg';

/** The land never changes between releases; the markers change with the data. */
const LAND_MAX_AGE = 7 * 24 * 3600;
const MAP_MAX_AGE = 300;
const PROJECT_MAP_WIDTH = 320;
const PROJECT_MAP_HEIGHT = 167;

const filterText = ({ concept, status }: MapFilters) => [concept, status].filter(Boolean).join(', ');

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  app.get(
    '/v1/map/',
    {
      config: { responseCache: { scope: 'public' } }, // approved projects only: the same for everyone
      schema: {
        tags: ['projects'],
        summary: 'Machines with coordinates, merged where they would overlap at world scale, and the filter options',
        querystring: MapFilterQuery,
        response: { 200: MapView, ...ErrorResponses },
      },
    },
    async (request) => mapView(db, request.query),
  );

  app.get(
    '/v1/map.svg',
    {
      schema: {
        tags: ['projects'],
        summary: 'The world map of machines as one SVG; each marker links to its machine',
        querystring: MapFilterQuery,
        response: SvgResponses,
      },
    },
    async (request, reply) => {
      const rows = await mapProjects(db, request.query);
      return sendSvg(request, reply, mapSvg({ markers: mapMarkers(rows), total: rows.length }, filterText(request.query)), MAP_MAX_AGE);
    },
  );

  app.get(
    '/v1/map/land.svg',
    { schema: { tags: ['projects'], summary: 'The land outline the /map page draws its markers on', response: SvgResponses } },
    async (request, reply) => sendSvg(request, reply, landSvg(), LAND_MAX_AGE),
  );

  app.get(
    '/v1/projects/:slug/map.svg',
    {
      schema: {
        tags: ['projects'],
        summary: "A small world map with the project's location",
        params: Type.Object({ slug: Slug }),
        response: SvgResponses,
      },
    },
    async (request, reply) => {
      const project = await projectLocation(db, request.params.slug);
      if (!project) throw notFound('No approved project with coordinates has this slug.');
      return sendSvg(request, reply, projectMapSvg(project, PROJECT_MAP_WIDTH, PROJECT_MAP_HEIGHT), MAP_MAX_AGE);
    },
  );
};

export default routes;
