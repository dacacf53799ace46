// Bulk import of funding rounds or organizations from CSV (issue 19 item 5; columns in api/docs/csv-import.md):
// POST /api/v1/admin/import/{kind}/dry-run/ and /apply/, body JSON { csv, create_investors?, expected? }.
// Registered inside the admin routes (staff only, private, no-store); CSRF as on every POST.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../../app';
import { requireStaff, signedInViewer } from '../../../http/auth';
import { Nullable } from '../../../http/schemas';
import { AdminError, AdminForbidden } from '../schemas';
import { MAX_CSV_BYTES, MAX_CSV_ROWS } from './csv';
import { runImport } from './run';

const Params = Type.Object({ kind: Type.Union([Type.Literal('funding'), Type.Literal('organizations')]) });

const Body = Type.Object(
  {
    csv: Type.String({ description: `The CSV text: a header row, then at most ${MAX_CSV_ROWS} rows, ${MAX_CSV_BYTES / 1024 / 1024} MB.` }),
    create_investors: Type.Optional(
      Type.Boolean({ description: 'Create the unknown investors as organizations; otherwise their rows are refused. Default false.' }),
    ),
    expected: Type.Optional(
      Type.Object(
        { add: Type.Integer({ minimum: 0 }), change: Type.Integer({ minimum: 0 }) },
        { description: 'Apply: the counts the dry run showed; 409 and nothing written when they differ.' },
      ),
    ),
  },
  { additionalProperties: false },
);

const Value = Type.Unknown();
const Answer = Type.Object({
  applied: Type.Boolean(),
  add: Type.Array(Type.Object({ row: Type.Integer(), id: Nullable(Type.Integer()), record: Type.Record(Type.String(), Value) })),
  change: Type.Array(
    Type.Object({
      row: Type.Integer(),
      id: Type.Integer(),
      label: Type.String(),
      changes: Type.Array(Type.Object({ field: Type.String(), before: Value, after: Value })),
    }),
  ),
  unchanged: Type.Array(Type.Object({ row: Type.Integer(), id: Type.Integer(), label: Type.String() })),
  refused: Type.Array(Type.Object({ row: Type.Integer(), reason: Type.String(), field: Nullable(Type.String()) })),
  new_investors: Type.Array(Type.String()),
  created_investors: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

const errors = { 400: AdminError, 401: AdminError, 403: AdminForbidden, 413: AdminError };

const importRoutes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db }) => {
  const options = {
    attachValidation: true,
    // JSON escaping can double the text; the csv itself is capped in readCsv.
    bodyLimit: 3 * MAX_CSV_BYTES,
    // Refused before the body is read: only staff may send megabytes.
    onRequest: requireStaff,
  } as const;

  app.post(
    '/v1/admin/import/:kind/dry-run/',
    {
      ...options,
      schema: {
        tags: ['admin'],
        summary: 'Dry run of a CSV import: the rows it would add, change (field by field), leave, refuse; unknown investors',
        params: Params,
        body: Body,
        response: { 200: Answer, ...errors },
      },
    },
    async (request) =>
      runImport(db, request.params.kind, request.body.csv, signedInViewer(request), {
        apply: false,
        createInvestors: request.body.create_investors ?? false,
      }),
  );

  app.post(
    '/v1/admin/import/:kind/apply/',
    {
      ...options,
      schema: {
        tags: ['admin'],
        summary: 'Apply a CSV import: re-validates, then writes every row it can in one transaction (audited)',
        params: Params,
        body: Body,
        response: { 200: Answer, ...errors, 409: AdminError },
      },
    },
    async (request) =>
      runImport(db, request.params.kind, request.body.csv, signedInViewer(request), {
        apply: true,
        createInvestors: request.body.create_investors ?? false,
        ...(request.body.expected ? { expected: request.body.expected } : {}),
      }),
  );
};

export default importRoutes;
