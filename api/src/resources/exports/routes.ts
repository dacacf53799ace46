// GET /api/v1/exports/{organizations,projects,funding-rounds}.{csv,json}: the directory's lists as
// files, streamed batch by batch (issue 10). Same filters and order as the pages that link to them.
// Also the data of /progress (performance-points) and of /progress/milestones (milestones, issue 26).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { publicOrigin } from '../../http/origin';
import { ErrorResponses } from '../../http/schemas';
import { assertYearRange } from '../funding/routes';
import { FundingFilterQuery } from '../funding/schemas';
import { assertProjectFilters } from '../projects/queries';
import { PROJECT_SORTS, ProjectFilterQuery } from '../projects/schemas';
import { assertOrganizationFilters } from '../organizations/queries';
import { OrganizationFilterQuery, OrganizationListQuery } from '../organizations/schemas';
import { milestoneColumns } from '../milestones/columns';
import { listMilestones } from '../milestones/queries';
import { todayUtc } from '../milestones/routes';
import { MilestonesQuery } from '../milestones/schemas';
import { performancePointColumns } from '../progress/columns';
import { performancePoints } from '../progress/queries';
import { PerformancePointsQuery } from '../progress/schemas';
import { exportStream, inBatches, type Column, type ExportFormat } from './csv';
import {
  fundingColumns,
  fundingIds,
  fundingRows,
  organizationColumns,
  organizationIds,
  organizationRows,
  projectColumns,
  projectIds,
  projectRows,
} from './datasets';

const OrganizationExportQuery = Type.Object({
  ...OrganizationFilterQuery,
  sort: OrganizationListQuery.properties.sort,
});

const ProjectExportQuery = Type.Object({
  ...ProjectFilterQuery,
  sort: Type.Optional(Type.Union(PROJECT_SORTS.flatMap((field) => [Type.Literal(field), Type.Literal(`-${field}`)]))),
});

const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** OpenAPI: the file, with the columns it has. */
function fileResponse(format: ExportFormat, columns: readonly Column<never>[]) {
  const list = columns.map((column) => (format === 'csv' ? column.header : column.key)).join(', ');
  return {
    200: {
      description:
        format === 'csv'
          ? `CSV (RFC 4180, UTF-8 with a byte-order mark, CRLF), one header row, then one row per record. Columns: ${list}. ` +
            'Lists are joined with "; "; text a spreadsheet would read as a formula is prefixed with \'.'
          : `A JSON array of objects with the keys: ${list}.`,
      content: {
        [format === 'csv' ? 'text/csv' : 'application/json']: {
          schema: format === 'csv' ? Type.String() : Type.Array(Type.Object({}, { additionalProperties: true })),
        },
      },
    },
    ...ErrorResponses,
  };
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function sendExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  fileStem: string,
  columns: readonly Column<Row>[],
  ids: readonly number[],
  fetchRows: (ids: readonly number[]) => Promise<readonly Row[]>,
) {
  const filename = `${fileStem}-${today()}.${format}`;
  return reply
    .type(MEDIA_TYPES[format])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-cache')
    .header('x-total-count', String(ids.length))
    .send(exportStream(format, columns, inBatches(ids, fetchRows)));
}

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db, config }) => {
  // Pages are linked from the file: SITE_URL, or the request's origin when its Host is valid.
  const originOf = (request: FastifyRequest) => publicOrigin(request, config);
  const exampleOrigin = 'https://example.org'; // only to list the columns in the OpenAPI document
  for (const format of ['csv', 'json'] as const) {
    app.get(
      `/v1/exports/organizations.${format}`,
      {
        schema: {
          tags: ['exports'],
          summary: `Organizations as ${format.toUpperCase()} (the /organizations tab, facets and sort)`,
          querystring: OrganizationExportQuery,
          response: fileResponse(format, organizationColumns(exampleOrigin) as Column<never>[]),
        },
      },
      async (request, reply) => {
        assertOrganizationFilters(request.query);
        const tag = request.query.tag ?? 'all';
        const ids = await organizationIds(db, request.query);
        return sendExport(reply, format, `organizations-${tag}`, organizationColumns(originOf(request)), ids, (batch) =>
          organizationRows(db, batch),
        );
      },
    );

    app.get(
      `/v1/exports/projects.${format}`,
      {
        schema: {
          tags: ['exports'],
          summary: `Projects as ${format.toUpperCase()} (the /projects concept tab, facets and sort)`,
          querystring: ProjectExportQuery,
          response: fileResponse(format, projectColumns(exampleOrigin) as Column<never>[]),
        },
      },
      async (request, reply) => {
        assertProjectFilters(request.query);
        const ids = await projectIds(db, request.query);
        return sendExport(reply, format, `projects-${request.query.concept ?? 'all'}`, projectColumns(originOf(request)), ids, (batch) =>
          projectRows(db, batch),
        );
      },
    );

    app.get(
      `/v1/exports/funding-rounds.${format}`,
      {
        schema: {
          tags: ['exports'],
          summary: `Funding rounds as ${format.toUpperCase()} (the /funding filters), newest first`,
          querystring: FundingFilterQuery,
          response: fileResponse(format, fundingColumns(exampleOrigin) as Column<never>[]),
        },
      },
      async (request, reply) => {
        assertYearRange(request.query);
        const ids = await fundingIds(db, request.query);
        return sendExport(reply, format, 'funding-rounds', fundingColumns(originOf(request)), ids, (batch) => fundingRows(db, batch));
      },
    );

    app.get(
      `/v1/exports/performance-points.${format}`,
      {
        schema: {
          tags: ['exports', 'progress'],
          summary: `Plasma performance points as ${format.toUpperCase()} (the /progress chart's data, oldest first)`,
          querystring: PerformancePointsQuery,
          response: fileResponse(format, performancePointColumns as Column<never>[]),
        },
      },
      async (request, reply) => {
        // A few hundred rows: read at once (a 404 for an unknown concept or project), then written batch by batch.
        const { points } = await performancePoints(db, request.query);
        const byId = new Map(points.map((point) => [point.id, point]));
        const stem = `performance-points-${request.query.concept ?? request.query.project ?? 'all'}`;
        return sendExport(reply, format, stem, performancePointColumns, [...byId.keys()], async (batch) =>
          batch.map((id) => byId.get(id)!),
        );
      },
    );

    app.get(
      `/v1/exports/milestones.${format}`,
      {
        schema: {
          tags: ['exports', 'progress'],
          summary: `The milestone ledger as ${format.toUpperCase()} (the /progress/milestones filters), by developer`,
          description:
            'Each claim (what was promised, when it was said, for when, its source, its earlier promised dates) and its ' +
            'achievement (date and source), with the status computed for the day in status_as_of: met, pending or slipped, ' +
            'and the months slipped. Unknown organization, project or concept: 404.',
          querystring: MilestonesQuery,
          response: fileResponse(format, milestoneColumns(exampleOrigin) as Column<never>[]),
        },
      },
      async (request, reply) => {
        // A few hundred claims: read at once (a 404 for an unknown filter), then written batch by batch.
        const { today: statusDay, milestones } = await listMilestones(db, request.query, todayUtc());
        const byId = new Map(milestones.map((milestone) => [milestone.id, { ...milestone, today: statusDay }]));
        const { concept, milestone, status, organization, project } = request.query;
        const stem = ['milestones', organization ?? project ?? concept ?? 'all', milestone, status].filter(Boolean).join('-');
        return sendExport(reply, format, stem, milestoneColumns(originOf(request)), [...byId.keys()], async (batch) =>
          batch.map((id) => byId.get(id)!),
        );
      },
    );
  }
};

export default routes;
