// The history of every audited change (issue 19 item 4): GET /api/v1/admin/history/ lists the audit
// log by record, person and date with a field-level diff; POST /api/v1/admin/history/{id}/revert/
// puts the changed fields back through the admin engine (so versions, the data version and totals
// follow), audited with a note naming the change it reverts. Registered inside the admin routes, so
// their staff check and `private, no-store` apply.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/helpers';
import { HttpError } from '../../http/errors';
import { Nullable, PagingQuery } from '../../http/schemas';
import { signedInViewer, type Viewer } from '../../http/auth';
import { auditTimeConditions, diffJson, type Change } from '../contributions/audit';
import type { AdminRecord, EntityDef } from './definition';
import { deleteRecord, patchRecord, readRecord, restoreRecord } from './engine';
import { ENTITIES, entityNamed } from './entities';
import { AdminError, AdminForbidden } from './schemas';

const HISTORY_MESSAGES = {
  notFound: 'No such change.',
  notAdminRecord: 'This change is not to a record the admin edits (e.g. a claim or an account); it cannot be reverted here.',
  notAdminWrite: 'Only the creation, edits, deletion and restoring of a record can be reverted; not this decision.',
  outsideAdmin: (fields: string[]) =>
    `This change touched what the admin does not edit (${fields.join(', ')}); change it where it was made.`,
  nothingToRevert: 'This change has no field the admin can put back.',
  noRecord: 'The record of this change no longer exists.',
  conflict: 'A later change touched the same fields. Revert that one first, or edit the record.',
  reverted: (id: number) => `Reverted change #${id}.`,
} as const;

/** The note of a revert's audit row: the list reads the reverted change's id back from it. */
const revertNote = (id: number) => `Revert of change #${id}.`;
const REVERT_NOTE = /^Revert of change #(\d+)\./;

/** Keys of an admin record that follow from its fields: shown, never put back. */
const DERIVED = new Set(['id', 'version', 'title', 'public_url', 'deleted_at', 'sources']);
/** Keys left out of the readable diff (they change on every write). */
const NOISE = new Set(['version', 'title']);

const WRITES = ['create', 'edit', 'delete', 'restore'] as const;
type Write = (typeof WRITES)[number];

interface AuditRow {
  id: number;
  created_at: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  entity_slug: string | null;
  user_id: number | null;
  user_email: string | null;
  note: string | null;
  before: unknown;
  after: unknown;
}

const auditColumns = sql`a.id, ${isoTimestamp('a.created_at')} AS created_at, a.action, a.entity_type,
  a.entity_id, a.entity_slug, a.user_id, a.user_email, a.note, a.before, a.after`;

const byAuditType = new Map(ENTITIES.map((def) => [def.auditType, def]));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field-level diff of a row, without the keys every write changes and without null → null. */
function changesOf(row: Pick<AuditRow, 'before' | 'after'>): Change[] {
  return diffJson(row.before ?? {}, row.after ?? {}).filter(
    (change) => !NOISE.has(change.path) && !(change.before === null && change.after === null),
  );
}

/** The top-level field of a diff path: 'founders[id=2].title' → 'founders'. */
const fieldOf = (path: string) => path.split(/[.[]/)[0]!;
const fieldsOf = (changes: Change[]) => [...new Set(changes.map((change) => fieldOf(change.path)))];

/** The admin's key of a row's record (its id, or its custom key such as an fx rate's 'EUR-2024-04'). */
function recordKey(def: EntityDef | undefined, row: AuditRow): string | null {
  if (def?.key) return row.entity_slug;
  return row.entity_id !== null ? String(row.entity_id) : null;
}

type Plan =
  | { kind: 'fields'; def: EntityDef; key: string; fields: string[] }
  | { kind: 'delete' | 'restore'; def: EntityDef; key: string; fields: string[] }
  | { kind: 'none'; reason: string };

/** What reverting a change would do: put fields back, unpublish a creation, restore a deletion; or why not. */
function revertPlan(row: AuditRow): Plan {
  const def = byAuditType.get(row.entity_type);
  const key = recordKey(def, row);
  if (!def || key === null) return { kind: 'none', reason: HISTORY_MESSAGES.notAdminRecord };
  const prefix = `${def.auditType}.`;
  const write = row.action.startsWith(prefix) ? (row.action.slice(prefix.length) as Write) : null;
  if (!write || !WRITES.includes(write)) return { kind: 'none', reason: HISTORY_MESSAGES.notAdminWrite };
  if (write === 'create' || write === 'restore') return { kind: 'delete', def, key, fields: ['deleted_at'] };
  if (write === 'delete') return { kind: 'restore', def, key, fields: ['deleted_at'] };
  // An edit: made in the admin or in a contribution form with the same field names.
  const changed = fieldsOf(changesOf(row));
  const unknown = changed.filter((name) => !DERIVED.has(name) && !def.fields.some((field) => field.name === name));
  if (unknown.length) return { kind: 'none', reason: HISTORY_MESSAGES.outsideAdmin(unknown) };
  const writable = new Set(def.fields.filter((field) => !field.readOnly && !field.createOnly).map((field) => field.name));
  const fields = changed.filter((name) => writable.has(name));
  if (!fields.length) return { kind: 'none', reason: HISTORY_MESSAGES.nothingToRevert };
  return { kind: 'fields', def, key, fields };
}

/** What a change touched, for the conflict check: its diff's fields; a create, delete or restore the record's state too. */
function touched(row: AuditRow): string[] {
  const fields = fieldsOf(changesOf(row));
  return /\.(create|delete|restore)$/.test(row.action) ? [...fields, 'deleted_at'] : fields;
}

function labelOf(row: AuditRow): string {
  for (const value of [row.after, row.before]) {
    if (!isRecord(value)) continue;
    for (const name of ['title', 'display_name', 'name', 'user_email']) {
      if (typeof value[name] === 'string' && value[name]) return value[name] as string;
    }
  }
  return row.entity_slug ?? `${row.entity_type} #${row.entity_id ?? '?'}`;
}

/** A row as the history lists it. */
function historyEntry(row: AuditRow) {
  const def = byAuditType.get(row.entity_type);
  const key = recordKey(def, row);
  const plan = revertPlan(row);
  const reverts = row.note ? REVERT_NOTE.exec(row.note) : null;
  return {
    id: row.id,
    created_at: row.created_at,
    action: row.action,
    actor: row.user_id === null && row.user_email === null ? null : { id: row.user_id, email: row.user_email },
    note: row.note,
    record: {
      type: row.entity_type,
      id: row.entity_id ?? row.entity_slug,
      label: labelOf(row),
      entity: def?.name ?? null,
      admin_url: def && key !== null ? `/admin/${def.name}/${encodeURIComponent(key)}` : null,
    },
    changes: changesOf(row),
    revertible: plan.kind !== 'none',
    not_revertible_reason: plan.kind === 'none' ? plan.reason : null,
    reverts: reverts ? Number(reverts[1]) : null,
  };
}

interface HistoryFilters {
  entity_type?: string;
  entity_id?: string;
  actor?: string;
  from?: string;
  to?: string;
  q?: string;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[%_\\]/g, (character) => `\\${character}`)}%`;

function historyConditions(filters: HistoryFilters): SQL[] {
  const conditions: SQL[] = [];
  const type = filters.entity_type?.trim();
  // An admin entity's name ('funding') or an audit type ('funding_round', 'user').
  if (type) conditions.push(sql`a.entity_type = ${entityNamed(type)?.auditType ?? type}`);
  const id = filters.entity_id?.trim();
  if (id) conditions.push(/^\d{1,9}$/.test(id) ? sql`a.entity_id = ${Number(id)}` : sql`a.entity_slug = ${id}`);
  const actor = filters.actor?.trim();
  if (actor) {
    conditions.push(/^\d{1,9}$/.test(actor) ? sql`a.user_id = ${Number(actor)}` : sql`lower(a.user_email) LIKE ${likePattern(actor)}`);
  }
  conditions.push(...auditTimeConditions(filters.from, filters.to));
  const text = filters.q?.trim();
  if (text) {
    const pattern = likePattern(text);
    conditions.push(sql`(lower(coalesce(a.entity_slug, '')) LIKE ${pattern} OR a.action LIKE ${pattern}
      OR lower(coalesce(a.user_email, '')) LIKE ${pattern} OR lower(coalesce(a.note, '')) LIKE ${pattern}
      OR lower(coalesce(a.after->>'title', a.before->>'title', a.after->>'display_name', a.before->>'display_name', '')) LIKE ${pattern})`);
  }
  return conditions;
}

async function listHistory(db: Db, filters: HistoryFilters, page: number, pageSize: number) {
  const conditions = historyConditions(filters);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const offset = (page - 1) * pageSize;
  const rows = await queryRows<AuditRow & { total: number }>(
    db,
    sql`SELECT ${auditColumns}, count(*) OVER ()::int AS total FROM audit_log a ${where}
        ORDER BY a.created_at DESC, a.id DESC LIMIT ${pageSize} OFFSET ${offset}`,
  );
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [counted] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM audit_log a ${where}`);
    count = counted?.total ?? 0;
  }
  return { count, results: rows.map(({ total: _total, ...row }) => historyEntry(row)) };
}

async function auditRow(db: Db, id: number): Promise<AuditRow | null> {
  const [row] = await queryRows<AuditRow>(db, sql`SELECT ${auditColumns} FROM audit_log a WHERE a.id = ${id}`);
  return row ?? null;
}

/** 409 { message, conflict }: a later change touched the same fields. */
class RevertConflict extends HttpError {
  constructor(readonly conflict: ReturnType<typeof historyEntry>) {
    super(409, HISTORY_MESSAGES.conflict, { conflict } as never);
  }
}

/** The first later change of the same record that touched any of `fields`, or null. */
async function laterConflict(db: Db, row: AuditRow, fields: string[]): Promise<AuditRow | null> {
  const sameRecord = row.entity_id !== null ? sql`a.entity_id = ${row.entity_id}` : sql`a.entity_slug = ${row.entity_slug}`;
  const later = await queryRows<AuditRow>(
    db,
    sql`SELECT ${auditColumns} FROM audit_log a
        WHERE a.entity_type = ${row.entity_type} AND ${sameRecord} AND a.id > ${row.id} AND a.action LIKE ${`${row.entity_type}.%`}
        ORDER BY a.id`,
  );
  return later.find((candidate) => touched(candidate).some((field) => fields.includes(field))) ?? null;
}

/** Revert one change through the admin engine; the write's audit row names the change. */
async function revertChange(db: Db, id: number, staff: Viewer) {
  const row = await auditRow(db, id);
  if (!row) throw new HttpError(404, HISTORY_MESSAGES.notFound);
  const plan = revertPlan(row);
  if (plan.kind === 'none') throw new HttpError(409, plan.reason);
  const conflict = await laterConflict(db, row, plan.fields);
  if (conflict) throw new RevertConflict(historyEntry(conflict));
  const { def, key } = plan;
  const options = { note: revertNote(row.id) };
  const relations = { relationOf: entityNamed };
  let record: AdminRecord;
  if (plan.kind === 'delete') {
    record = await deleteRecord(db, def, key, undefined, staff, options);
  } else if (plan.kind === 'restore') {
    record = await restoreRecord(db, def, key, staff, relations, options);
  } else {
    const current = await readRecord(db, def, key);
    if (!current) throw new HttpError(409, HISTORY_MESSAGES.noRecord);
    const before = isRecord(row.before) ? row.before : {};
    const body = Object.fromEntries(plan.fields.map((name) => [name, before[name] ?? null]));
    // The version just read: a write in between answers the engine's 409 { current }.
    record = await patchRecord(db, def, key, current.version, body, staff, relations, options);
  }
  const [revert] = await queryRows<AuditRow>(
    db,
    sql`SELECT ${auditColumns} FROM audit_log a WHERE a.entity_type = ${row.entity_type} AND a.note = ${options.note}
        ORDER BY a.id DESC LIMIT 1`,
  );
  return { message: HISTORY_MESSAGES.reverted(row.id), record, revert: revert ? historyEntry(revert) : null };
}

// ---------------------------------------------------------------- routes

const HistoryEntry = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  action: Type.String(),
  actor: Nullable(Type.Object({ id: Nullable(Type.Integer()), email: Nullable(Type.String()) })),
  note: Nullable(Type.String()),
  record: Type.Object({
    type: Type.String(),
    id: Nullable(Type.Union([Type.Integer(), Type.String()])),
    label: Type.String(),
    /** The admin entity's name, when the record is one the admin edits. */
    entity: Nullable(Type.String()),
    admin_url: Nullable(Type.String()),
  }),
  changes: Type.Array(Type.Object({ path: Type.String(), before: Type.Unknown(), after: Type.Unknown() })),
  revertible: Type.Boolean(),
  not_revertible_reason: Nullable(Type.String()),
  /** The change this one reverted, if it is a revert. */
  reverts: Nullable(Type.Integer()),
});

const HistoryQuery = Type.Object({
  entity_type: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z_-]*$' })),
  entity_id: Type.Optional(Type.String({ maxLength: 200 })),
  actor: Type.Optional(Type.String({ maxLength: 320 })),
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...PagingQuery,
});

const HistoryPage = Type.Object({
  count: Type.Integer(),
  next: Nullable(Type.String()),
  previous: Nullable(Type.String()),
  results: Type.Array(HistoryEntry),
});

const RevertParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

const RevertAnswer = Type.Object({
  message: Type.String(),
  record: Type.Record(Type.String(), Type.Unknown()),
  revert: Nullable(HistoryEntry),
});

const RevertRefused = Type.Object({
  message: Type.String(),
  /** The later change that touched the same fields. */
  conflict: Type.Optional(HistoryEntry),
  /** Someone saved the record while it was being reverted. */
  current: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

const errors = { 400: AdminError, 401: AdminError, 403: AdminForbidden, 404: AdminError };

const historyRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/admin/history/',
    {
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary: 'Every audited change, newest first, with a field-level diff and whether it can be reverted',
        description:
          'Filters: entity_type (an admin entity such as "funding", or an audit type such as "funding_round" or "user"), ' +
          'entity_id (the record id, or its key/slug), actor (account id, or part of the email), from/to (YYYY-MM-DD, ' +
          'inclusive, UTC; or ISO timestamps), q (text in the record, action, email or note), page, page_size.',
        querystring: HistoryQuery,
        response: { 200: HistoryPage, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 20;
      const { count, results } = await listHistory(db, query, page, pageSize);
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
        results,
      } as never;
    },
  );

  app.post(
    '/v1/admin/history/:id/revert/',
    {
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary: "Revert one change: put back its fields' earlier values (a creation is unpublished, a deletion restored)",
        description:
          '200 { message, record, revert }: the record as it is now and the audit entry of the revert. 409 { message, conflict }: ' +
          'a later change touched the same fields (conflict is that change); 409 { message }: not revertible (a claim, an ' +
          'account, a decision); 409 { message, current }: the record was saved meanwhile.',
        params: RevertParams,
        response: { 200: RevertAnswer, ...errors, 409: RevertRefused },
      },
    },
    async (request) => (await revertChange(db, request.params.id, signedInViewer(request))) as never,
  );
};

export default historyRoutes;
