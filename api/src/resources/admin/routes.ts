// The staff admin API (issue 19 item 1): /api/v1/admin/meta/ and, per entity of entities/,
// list, lookup, create, get, patch (If-Match), delete (soft) and restore; plus accounts,
// memberships and an organization's subscription (accounts.ts). Staff only: 401 signed out,
// 403 otherwise. Every answer is `private, no-store`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../app';
import { HttpError } from '../../http/errors';
import { PRIVATE_NO_STORE } from '../../http/response-cache';
import { requireStaff, signedInViewer, type Viewer } from '../../http/auth';
import accountRoutes from './accounts';
import backgroundJobRoutes from './background-jobs';
import historyRoutes from './history';
import importRoutes from './import/routes';
import uploadRoutes from './uploads';
import type { EntityDef } from './definition';
import {
  ADMIN_MESSAGES,
  createRecord,
  deleteRecord,
  fieldError,
  getRecord,
  listRecords,
  lookup,
  suggestMentioned,
  optionsFor,
  parseIfMatch,
  patchRecord,
  relationLabels,
  restoreRecord,
  StaleError,
  type ListQuery,
} from './engine';
import type { AdminRecord } from './definition';
import { ENTITIES, entityNamed } from './entities';
import {
  AdminError,
  AdminForbidden,
  bodySchema,
  idParams,
  IfMatchHeaders,
  listQuerySchema,
  listRowSchema,
  LookupAnswer,
  LookupQuery,
  Meta,
  paged,
  recordSchema,
  SuggestionsBody,
} from './schemas';
import { Type } from 'typebox';

/** The field of a JSON-schema validation error (its path, or the missing property). */
function validationFieldError(error: FastifyError): HttpError {
  const first = error.validation?.[0];
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = first?.instancePath?.replace(/^\//, '').split('/')[0] || missing || 'request';
  return fieldError(path, `Invalid ${error.validationContext ?? 'request'}: ${path} ${first?.message ?? 'is invalid'}.`);
}

const relations = { relationOf: entityNamed };

/** More would be noise: an article names a handful of organizations. */
const SUGGESTIONS_LIMIT = 30;

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, { db, secret, billing, config, background }) => {
  // Before validation, so a visitor without rights learns nothing from a 400.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });
  app.addHook('preValidation', requireStaff);
  app.addHook('preHandler', async (request) => {
    if (request.validationError) throw validationFieldError(request.validationError as FastifyError);
  });
  const staffOf = (request: FastifyRequest): Viewer => signedInViewer(request);

  const errors = { 400: AdminError, 401: AdminError, 403: AdminForbidden, 404: AdminError };

  app.get(
    '/v1/admin/meta/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The entities the admin edits: fields, list columns, filters and sorts (the screens are generated from it)',
        response: { 200: Meta, ...errors },
      },
    },
    async () => ({
      entities: await Promise.all(
        ENTITIES.map(async (def) => ({
          name: def.name,
          label: def.label,
          label_plural: def.labelPlural,
          public_path: def.publicPath,
          title_field: def.titleField,
          list_columns: def.listColumns,
          filters: await Promise.all(
            (def.filters ?? []).map(async (filter) => ({
              name: filter.name,
              label: filter.label,
              type: filter.type,
              ...(filter.options ? { options: await optionsFor(db, filter.options) } : {}),
            })),
          ),
          sort_fields: def.sortFields,
          fields: await Promise.all(
            def.fields.map(async (field) => ({
              name: field.name,
              label: field.label,
              type: field.type,
              required: Boolean(field.required),
              ...(field.maxLength !== undefined ? { max_length: field.maxLength } : {}),
              ...(field.min !== undefined ? { min: field.min } : {}),
              ...(field.max !== undefined ? { max: field.max } : {}),
              ...(field.options ? { options: await optionsFor(db, field.options) } : {}),
              ...(field.relation ? { relation: field.relation } : {}),
              ...(field.suggestFrom ? { suggest_from: field.suggestFrom } : {}),
              ...(field.help ? { help: field.help } : {}),
              ...(field.readOnly
                ? { read_only: true }
                : field.createOnly
                  ? { help: `${field.help ?? ''} Fixed once created.`.trim() }
                  : {}),
            })),
          ),
        })),
      ),
    }),
  );

  for (const def of ENTITIES) registerEntity(def);

  /** A record as answered: with the titles of what its relations point to (the pickers show them). */
  const labelled = async (def: EntityDef, record: AdminRecord) => ({
    ...record,
    relation_labels: await relationLabels(db, def, record, entityNamed),
  });

  function registerEntity(def: EntityDef): void {
    const base = `/v1/admin/${def.name}/`;
    const Record = recordSchema(def);
    const RecordAnswer = Type.Object({ record: Record });
    const tags = ['admin'];
    const common = { attachValidation: true } as const;

    app.get(
      base,
      {
        ...common,
        schema: {
          tags,
          summary: `List ${def.labelPlural.toLowerCase()} (paged; q, sort, deleted, filters)`,
          querystring: listQuerySchema(def),
          response: { 200: paged(listRowSchema(def)), ...errors },
        },
      },
      async (request) => {
        const query = request.query as ListQuery;
        const { count, rows } = await listRecords(db, def, query, entityNamed);
        const page = query.page ?? 1;
        const pageSize = query.page_size ?? 25;
        const link = (to: number) => {
          const [path = '', search = ''] = request.url.split('?', 2);
          const params = new URLSearchParams(search);
          params.set('page', String(to));
          return `${path}?${params.toString()}`;
        };
        return {
          count,
          next: page * pageSize < count ? link(page + 1) : null,
          previous: page > 1 ? link(page - 1) : null,
          results: rows,
        } as never;
      },
    );

    app.get(
      `${base}lookup/`,
      {
        ...common,
        schema: {
          tags,
          summary: `Search ${def.labelPlural.toLowerCase()} as you type (pickers): { results: [{ id, label }] }`,
          querystring: LookupQuery,
          response: { 200: LookupAnswer, ...errors },
        },
      },
      async (request) => ({ results: await lookup(db, def, request.query.q, request.query.limit ?? 20) }),
    );

    if (def.fields.some((field) => field.suggestFrom))
      app.post(
        `${base}suggestions/`,
        {
          ...common,
          schema: {
            tags,
            summary: `The records a ${def.label.toLowerCase()}'s text names, for one of its relation lists: { results: [{ id, label }] }`,
            body: SuggestionsBody,
            response: { 200: LookupAnswer, ...errors },
          },
        },
        async (request) => {
          const field = def.fields.find((candidate) => candidate.name === request.body.field && candidate.suggestFrom);
          const related = field?.relation ? entityNamed(field.relation) : undefined;
          if (!related) throw new HttpError(400, `${def.label} has no suggestions for '${request.body.field}'.`);
          return { results: await suggestMentioned(db, related, request.body.text, SUGGESTIONS_LIMIT) };
        },
      );

    app.post(
      base,
      {
        ...common,
        schema: {
          tags,
          summary: `Add ${def.label.toLowerCase()}`,
          body: bodySchema(def, true),
          response: { 201: RecordAnswer, ...errors, 409: AdminError },
        },
      },
      async (request, reply) => {
        const record = await createRecord(db, def, (request.body ?? {}) as Record<string, unknown>, staffOf(request), relations);
        reply.status(201).header('etag', `"${record.version}"`);
        return { record: await labelled(def, record) } as never;
      },
    );

    app.get(
      `${base}:id/`,
      {
        ...common,
        schema: {
          tags,
          summary: `One ${def.label.toLowerCase()} (ETag: its version)`,
          params: idParams(def),
          response: { 200: RecordAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const record = await getRecord(db, def, request.params.id);
        reply.header('etag', `"${record.version}"`);
        return { record: await labelled(def, record) } as never;
      },
    );

    const Stale = Type.Object({ message: Type.String(), current: Record });

    app.patch(
      `${base}:id/`,
      {
        ...common,
        schema: {
          tags,
          summary: `Change ${def.label.toLowerCase()}: If-Match "<version>" required (428 without, 409 { current } when stale)`,
          params: idParams(def),
          headers: IfMatchHeaders,
          body: bodySchema(def, false),
          response: { 200: RecordAnswer, ...errors, 409: Stale, 428: AdminError },
        },
      },
      async (request, reply) => {
        const expected = parseIfMatch(request.headers['if-match']);
        if (expected === undefined) throw new HttpError(428, ADMIN_MESSAGES.ifMatchRequired);
        if (expected === null) throw fieldError('If-Match', ADMIN_MESSAGES.ifMatchMalformed);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const record = await patchRecord(db, def, request.params.id, expected, body, staffOf(request), relations).catch(
          async (error: unknown) => {
            // The version that won, labelled like any record the form loads.
            if (error instanceof StaleError) throw new StaleError(await labelled(def, error.current));
            throw error;
          },
        );
        reply.header('etag', `"${record.version}"`);
        return { record: await labelled(def, record) } as never;
      },
    );

    app.delete(
      `${base}:id/`,
      {
        ...common,
        schema: {
          tags,
          summary: `Delete (unpublish) ${def.label.toLowerCase()}; If-Match optional. Restore undoes it.`,
          params: idParams(def),
          headers: IfMatchHeaders,
          response: { 200: Type.Object({ message: Type.String(), record: Record }), ...errors, 409: Stale },
        },
      },
      async (request) => {
        const expected = parseIfMatch(request.headers['if-match']);
        if (expected === null) throw fieldError('If-Match', ADMIN_MESSAGES.ifMatchMalformed);
        const record = await deleteRecord(db, def, request.params.id, expected, staffOf(request));
        return { message: ADMIN_MESSAGES.deleted, record: await labelled(def, record) } as never;
      },
    );

    app.post(
      `${base}:id/restore/`,
      {
        ...common,
        schema: {
          tags,
          summary: `Restore a deleted ${def.label.toLowerCase()}`,
          params: idParams(def),
          response: { 200: RecordAnswer, ...errors, 409: AdminError },
        },
      },
      async (request) =>
        ({ record: await labelled(def, await restoreRecord(db, def, request.params.id, staffOf(request), relations)) }) as never,
    );
  }

  await app.register(accountRoutes, { db, secret, billing } as never);
  await app.register(historyRoutes, { db });
  await app.register(importRoutes, { db, secret } as never);
  await app.register(uploadRoutes, { config });
  await app.register(backgroundJobRoutes, { background });
};

export default routes;
