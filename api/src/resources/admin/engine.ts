// The one implementation of list / lookup / get / create / patch / delete / restore over the entity
// definitions (definition.ts). Every write runs in one transaction with its audit row (before and
// after JSON); the data version is bumped by the tables' triggers at commit (src/db/data-version.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/helpers';
import { HttpError } from '../../http/errors';
import type { Viewer } from '../../http/auth';
import { writeAudit } from '../contributions/audit';
import { FieldError } from '../contributions/validation';
import type { AdminRecord, EntityDef, FieldDef, Option, WriteContext } from './definition';
import { recordsMentioned } from './mentions';

export const ADMIN_MESSAGES = {
  notFound: 'No such record.',
  stale: 'Someone saved this record after you loaded it. Review their changes and save again.',
  ifMatchRequired: 'If-Match is required: send the version you loaded, e.g. If-Match: "3".',
  ifMatchMalformed: 'If-Match must be the quoted version you loaded, e.g. "3".',
  deleted: 'Deleted: it is unpublished and can be restored.',
  notDeleted: 'This record is not deleted.',
  alreadyDeleted: 'This record is already deleted.',
  noDeletedCopy: 'No deleted copy of this record to restore.',
  exists: 'A record with this key already exists.',
} as const;

/** 400 { message, field }: bad input, naming the field. */
export const fieldError = (field: string, message: string) => new HttpError(400, message, { field });

const idColumnSql = (def: EntityDef, alias = 't') => (def.key ? def.key.sql.replace(/\bt\./g, `${alias}.`) : `${alias}.id`);

function keyWhere(def: EntityDef, id: string): SQL | null {
  if (def.key) return def.key.where(id);
  if (!/^\d{1,9}$/.test(id)) return null;
  return sql`t.id = ${Number(id)}`;
}

const versionSql = (def: EntityDef) =>
  def.versioned
    ? 't.version'
    : // No version column (and no migration here): a hash of the row (and its sub-rows) stands in.
      `(('x' || substr(md5(row(t.*)::text${def.versionExtra ? ` || coalesce(${def.versionExtra}, '')` : ''}), 1, 12))::bit(48)::bigint)::float8`;

const deletedSql = (def: EntityDef) => (def.deletion === 'soft' ? isoTimestamp('t.deleted_at') : sql.raw('NULL::text'));

/** SQL reading one field of row t (as JSON-friendly values: numbers, text dates, id arrays). */
function fieldSql(field: FieldDef): string {
  if (field.read) return field.read;
  if (field.link) {
    const { table, owner, target, position } = field.link;
    const order = position ? `l.${position}, l.${target}` : `l.${target}`;
    return `(SELECT coalesce(json_agg(l.${target} ORDER BY ${order}), '[]'::json) FROM ${table} l WHERE l.${owner} = t.id AND l.${target} IS NOT NULL)`;
  }
  const column = `t.${field.column}`;
  switch (field.type) {
    case 'date':
    case 'select':
    case 'date-precision':
      return `${column}::text`;
    case 'number':
    case 'integer':
      return `${column}::float8`;
    default:
      return column;
  }
}

/** The admin view of the sources of record t (soft-deleted ones left out). */
const sourcesSql = (ownerColumn: string) =>
  `(SELECT coalesce(json_agg(json_build_object('id', rs.id, 'url', rs.url, 'title', rs.title, 'published_on', rs.published_on::text,
      'verified_on', rs.verified_on::text, 'checked', rs.checked, 'fact', rs.fact) ORDER BY rs.position, rs.id), '[]'::json)
    FROM record_sources rs WHERE rs.${ownerColumn} = t.id AND rs.deleted_at IS NULL)`;

function recordSelect(def: EntityDef): SQL {
  const parts = [
    `${idColumnSql(def)} AS id`,
    `${versionSql(def)} AS version`,
    `${def.publicUrl ?? 'NULL::text'} AS public_url`,
    `${def.title('t')} AS title`,
    ...def.fields.map((field) => `${fieldSql(field)} AS "${field.name}"`),
  ];
  if (def.sourcesOwner) parts.push(`${sourcesSql(def.sourcesOwner)} AS sources`);
  return sql`${sql.raw(parts.join(', '))}, ${deletedSql(def)} AS deleted_at`;
}

/** The record of one id, or null. `lock` takes the row lock (writes). */
export async function readRecord(db: Db, def: EntityDef, id: string, lock = false): Promise<AdminRecord | null> {
  const where = keyWhere(def, id);
  if (!where) return null;
  const [row] = await queryRows<AdminRecord>(
    db,
    sql`SELECT ${recordSelect(def)} FROM ${sql.raw(def.table)} t WHERE ${where}${lock ? sql` FOR UPDATE OF t` : sql``}`,
  );
  return row ?? null;
}

// ---------------------------------------------------------------- lists and lookups

export interface ListQuery {
  q?: string;
  sort?: string;
  page?: number;
  page_size?: number;
  deleted?: 'exclude' | 'only' | 'include';
  [filter: string]: unknown;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[%_\\]/g, (character) => `\\${character}`)}%`;

function searchCondition(def: EntityDef, q: string | undefined, alias = 't'): SQL | null {
  const text = q?.trim();
  if (!text) return null;
  const pattern = likePattern(text);
  const parts = def.search.map((expression) => sql`lower(${sql.raw(expression.replace(/\bt\./g, `${alias}.`))}) LIKE ${pattern}`);
  if (/^\d{1,9}$/.test(text) && !def.key) parts.push(sql`${sql.raw(alias)}.id = ${Number(text)}`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

export async function optionsFor(db: Db, options: FieldDef['options']): Promise<Option[] | undefined> {
  if (!options) return undefined;
  return typeof options === 'function' ? options(db) : [...options];
}

/** A list column of a relation shows the related record's title, not its id. */
function listColumnSql(def: EntityDef, name: string, relationOf: (name: string) => EntityDef | undefined): string {
  const field = def.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${def.name}: unknown list column ${name}`);
  const related = field.type === 'relation' && field.relation ? relationOf(field.relation) : undefined;
  if (related && field.column) return `(SELECT ${related.title('r')} FROM ${related.table} r WHERE r.id = t.${field.column})`;
  return fieldSql(field);
}

export async function listRecords(
  db: Db,
  def: EntityDef,
  query: ListQuery,
  relationOf: (name: string) => EntityDef | undefined,
): Promise<{ count: number; rows: Record<string, unknown>[] }> {
  const pageSize = query.page_size ?? 25;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const deleted = query.deleted ?? 'exclude';
  if (def.deletion === 'hard' && deleted === 'only') return deletedFromAudit(db, def, query.q, pageSize, offset);

  const conditions: SQL[] = [];
  if (def.deletion === 'soft' && deleted === 'exclude') conditions.push(sql`t.deleted_at IS NULL`);
  if (def.deletion === 'soft' && deleted === 'only') conditions.push(sql`t.deleted_at IS NOT NULL`);
  const search = searchCondition(def, query.q);
  if (search) conditions.push(search);
  for (const filter of def.filters ?? []) {
    const value = query[filter.name];
    if (value === undefined || value === '') continue;
    const text = String(value);
    if (filter.type === 'boolean' && text !== 'true' && text !== 'false')
      throw fieldError(filter.name, `${filter.label} must be true or false.`);
    if (filter.type === 'select') {
      const options = (await optionsFor(db, filter.options)) ?? [];
      if (!options.some((option) => option.value === text)) throw fieldError(filter.name, `${filter.label}: unknown value "${text}".`);
    }
    conditions.push(filter.where(text));
  }

  const sort = query.sort?.trim() || def.defaultSort;
  const sortName = sort.replace(/^-/, '');
  if (!def.sortFields.includes(sortName))
    throw fieldError('sort', `sort must be one of ${def.sortFields.join(', ')} (with - for descending).`);
  const sortField = def.fields.find((field) => field.name === sortName);
  const sortExpression = sortField ? fieldSql(sortField) : sortName === 'title' ? def.title('t') : `t.${sortName}`;
  const textual = sortField && ['text', 'textarea', 'url', 'email'].includes(sortField.type);
  const direction = sort.startsWith('-') ? 'DESC NULLS LAST' : 'ASC NULLS LAST';
  const order = `${textual ? `lower(${sortExpression})` : sortExpression} ${direction}, ${idColumnSql(def)} ASC`;

  const columns = def.listColumns.map((name) => `${listColumnSql(def, name, relationOf)} AS "${name}"`).join(', ');
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const rows = await queryRows<Record<string, unknown> & { total: number }>(
    db,
    sql`SELECT ${sql.raw(`${idColumnSql(def)} AS id, ${versionSql(def)} AS version, ${def.publicUrl ?? 'NULL::text'} AS public_url,
          ${def.title('t')} AS title${columns ? `, ${columns}` : ''}`)}, ${deletedSql(def)} AS deleted_at, count(*) OVER ()::int AS total
        FROM ${sql.raw(def.table)} t ${where}
        ORDER BY ${sql.raw(order)} LIMIT ${pageSize} OFFSET ${offset}`,
  );
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [counted] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${sql.raw(def.table)} t ${where}`);
    count = counted?.total ?? 0;
  }
  return { count, rows: rows.map(({ total: _total, ...row }) => row) };
}

/** Hard-deleted records of an entity, as the audit log kept them (its latest row for each is a delete). */
async function deletedFromAudit(db: Db, def: EntityDef, q: string | undefined, limit: number, offset: number) {
  const pattern = q?.trim() ? likePattern(q.trim()) : null;
  const rows = await queryRows<{ before: AdminRecord; deleted_at: string; total: number }>(
    db,
    sql`SELECT a.before, ${isoTimestamp('a.created_at')} AS deleted_at, count(*) OVER ()::int AS total FROM (
          SELECT DISTINCT ON (coalesce(entity_id::text, entity_slug)) * FROM audit_log
          WHERE entity_type = ${def.auditType} AND action LIKE ${`${def.auditType}.%`}
          ORDER BY coalesce(entity_id::text, entity_slug), created_at DESC, id DESC) a
        WHERE a.action = ${`${def.auditType}.delete`} AND a.before IS NOT NULL
          ${pattern ? sql`AND lower(a.before->>'title') LIKE ${pattern}` : sql``}
        ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  const results = rows.map(({ before, deleted_at }) => {
    const row: Record<string, unknown> = { id: before.id, version: before.version, public_url: null, title: before.title, deleted_at };
    for (const name of def.listColumns) {
      const value = before[name] ?? null;
      // A relation column shows a title in lists; the copy only has the id.
      const relation = def.fields.find((field) => field.name === name)?.type === 'relation';
      row[name] = relation && value !== null ? `#${String(value)}` : value;
    }
    return row;
  });
  return { count: rows[0]?.total ?? 0, rows: results };
}

/** The latest audit copy of a hard-deleted record (null when the record was not deleted here). */
async function deletedCopy(db: Db, def: EntityDef, id: string): Promise<AdminRecord | null> {
  const key = def.key ? sql`entity_slug = ${id}` : /^\d{1,9}$/.test(id) ? sql`entity_id = ${Number(id)}` : null;
  if (!key) return null;
  const [row] = await queryRows<{ action: string; before: AdminRecord | null; created_at: string }>(
    db,
    sql`SELECT action, before, ${isoTimestamp('created_at')} AS created_at FROM audit_log
        WHERE entity_type = ${def.auditType} AND ${key} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  if (!row || row.action !== `${def.auditType}.delete` || !row.before) return null;
  return { ...row.before, deleted_at: row.created_at, public_url: null };
}

export async function lookup(
  db: Db,
  def: EntityDef,
  q: string | undefined,
  limit: number,
): Promise<{ id: number | string; label: string }[]> {
  const conditions: SQL[] = [];
  if (def.deletion === 'soft') conditions.push(sql`t.deleted_at IS NULL`);
  const search = searchCondition(def, q);
  if (search) conditions.push(search);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  return queryRows(
    db,
    sql`SELECT ${sql.raw(`${idColumnSql(def)} AS id, ${def.title('t')} AS label`)} FROM ${sql.raw(def.table)} t ${where}
        ORDER BY ${sql.raw(`lower(${def.title('t')}), ${idColumnSql(def)}`)} LIMIT ${limit}`,
  );
}

/**
 * The live records of `def` that a text names (by title or alias), sorted by title: the form's
 * suggestions for a relation-list (mentions.ts says what counts as naming).
 */
export async function suggestMentioned(
  db: Db,
  def: EntityDef,
  text: string,
  limit: number,
): Promise<{ id: number | string; label: string }[]> {
  const aliases = def.aliases?.('t') ?? [];
  const rows = await queryRows<{ id: number | string; label: string; aliases: (string | null)[] }>(
    db,
    sql`SELECT ${sql.raw(`${idColumnSql(def)} AS id, ${def.title('t')} AS label, ARRAY[${aliases.length ? aliases.join(', ') : 'NULL'}]::text[] AS aliases`)}
        FROM ${sql.raw(def.table)} t ${def.deletion === 'soft' ? sql`WHERE t.deleted_at IS NULL` : sql``}
        ORDER BY ${sql.raw(`lower(${def.title('t')}), ${idColumnSql(def)}`)}`,
  );
  return recordsMentioned(text, rows)
    .slice(0, limit)
    .map(({ id, label }) => ({ id, label }));
}

/** GET one record: the live row, else (hard-deleted entities) its audit copy. */
export async function getRecord(db: Db, def: EntityDef, id: string): Promise<AdminRecord> {
  const record = (await readRecord(db, def, id)) ?? (def.deletion === 'hard' ? await deletedCopy(db, def, id) : null);
  if (!record) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return record;
}

export type RelationLabels = Record<string, Record<string, string>>;

/**
 * The titles of the records a record's relations point to, by field and id, so the form's pickers
 * show names rather than ids (deleted targets included: the record may still point to one).
 */
export async function relationLabels(
  db: Db,
  def: EntityDef,
  record: AdminRecord,
  relationOf: (name: string) => EntityDef | undefined,
): Promise<RelationLabels> {
  const labels: RelationLabels = {};
  for (const field of def.fields) {
    if (!field.relation || (field.type !== 'relation' && field.type !== 'relation-list')) continue;
    const related = relationOf(field.relation);
    const value = record[field.name];
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');
    labels[field.name] = {};
    if (!related || related.key || ids.length === 0) continue;
    const rows = await queryRows<{ id: number; label: string | null }>(
      db,
      sql`SELECT r.id, ${sql.raw(related.title('r'))} AS label FROM ${sql.raw(related.table)} r WHERE r.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const row of rows) labels[field.name]![String(row.id)] = row.label ?? `#${row.id}`;
  }
  return labels;
}

// ---------------------------------------------------------------- writes

/** The version an If-Match header names: '"3"', 'W/"3"' or '3'. */
export function parseIfMatch(header: string | undefined): number | null | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,16})"?\s*$/.exec(header);
  if (!match) return null;
  return Number(match[1]);
}

function isValidDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Trims text, turns '' into null, checks what a JSON schema cannot (real dates, required text, options, relations). */
async function normalizeInput(
  tx: Db,
  def: EntityDef,
  body: Record<string, unknown>,
  creating: boolean,
  relationOf: (name: string) => EntityDef | undefined,
): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  for (const field of def.fields) {
    if (field.readOnly || (!creating && field.createOnly)) continue;
    if (!(field.name in body)) {
      if (creating && field.default !== undefined) input[field.name] = field.default;
      else if (creating && field.required) throw fieldError(field.name, `${field.label} is required.`);
      continue;
    }
    let value = body[field.name];
    if (typeof value === 'string') {
      value = value.trim();
      if (value === '') value = null;
    }
    if ((value === null || value === undefined) && field.default !== undefined) {
      // A form sends null for a choice left empty: the field's default stands (its column may be NOT NULL).
      input[field.name] = field.default;
      continue;
    }
    if (value === null || value === undefined) {
      if (field.required) throw fieldError(field.name, `${field.label} is required.`);
      input[field.name] = field.type === 'relation-list' || field.type === 'multiselect' ? [] : null;
      continue;
    }
    if (typeof value === 'string') {
      if (field.maxLength !== undefined && value.length > field.maxLength) {
        throw fieldError(field.name, `${field.label} must be at most ${field.maxLength} characters.`);
      }
      if (field.pattern && !new RegExp(field.pattern).test(value))
        throw fieldError(field.name, `${field.label} is not in the expected format.`);
      if (field.type === 'date' && !isValidDate(value)) throw fieldError(field.name, `${field.label} must be a real date (YYYY-MM-DD).`);
      // An absolute http(s) URL, or a path on this site (an uploaded image is /api/media/…), never `//host`.
      if ((field.type === 'url' || field.type === 'image') && !/^https?:\/\/[^\s]+$/i.test(value) && !/^\/(?![/\\])[^\s]*$/.test(value)) {
        throw fieldError(field.name, `${field.label} must be an http(s) URL or a path on this site.`);
      }
      if (field.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
        throw fieldError(field.name, `${field.label} must be an email address.`);
      if (field.type === 'select' || field.type === 'date-precision') {
        const options = (await optionsFor(tx, field.options)) ?? [];
        if (!options.some((option) => option.value === value)) throw fieldError(field.name, `${field.label}: unknown value "${value}".`);
      }
    }
    if (typeof value === 'number') {
      if (field.min !== undefined && value < field.min) throw fieldError(field.name, `${field.label} must be at least ${field.min}.`);
      if (field.max !== undefined && value > field.max) throw fieldError(field.name, `${field.label} must be at most ${field.max}.`);
    }
    if (field.relation && (field.type === 'relation' || field.type === 'relation-list')) {
      const ids = Array.isArray(value) ? [...new Set(value as number[])] : [value as number];
      const related = relationOf(field.relation);
      if (related && ids.length) {
        const found = await queryRows<{ id: number }>(
          tx,
          sql`SELECT id FROM ${sql.raw(related.table)} WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
        const missing = ids.find((id) => !found.some((row) => row.id === id));
        if (missing !== undefined) throw fieldError(field.name, `${field.label}: no ${related.label.toLowerCase()} with id ${missing}.`);
      }
      if (Array.isArray(value)) value = ids;
    }
    input[field.name] = value;
  }
  return input;
}

const PG_MESSAGES: Record<string, string> = {
  '23505': ADMIN_MESSAGES.exists,
  '23503': 'A record it refers to does not exist (or is still referred to).',
  '23514': 'These values contradict each other.',
  '23502': 'A required value is missing.',
};

/** A database refusal of client data (unique, foreign key, check, bad value) → 400/409 naming the field when it can. */
function databaseError(def: EntityDef, error: unknown): HttpError | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint, detail, column } = cause as { code?: string; constraint?: string; detail?: string; column?: string };
  if (!code || !(code in PG_MESSAGES || code.startsWith('22'))) return null;
  const text = `${constraint ?? ''} ${detail ?? ''} ${column ?? ''}`;
  const field = def.fields.find((candidate) => candidate.column && new RegExp(`\\b${candidate.column}\\b`).test(text))?.name ?? null;
  const message = PG_MESSAGES[code] ?? 'A value is out of range or malformed.';
  const status = code === '23505' ? 409 : 400;
  return new HttpError(status, field ? `${message} (${field})` : message, field ? { field } : {});
}

async function inTransaction<T>(db: Db, def: EntityDef, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => work(tx as unknown as Db));
  } catch (error) {
    // Shared renderers (Markdown) name their field on the error itself.
    if (error instanceof FieldError) throw fieldError(error.field, error.message);
    if (error instanceof HttpError) throw error;
    throw databaseError(def, error) ?? error;
  }
}

function valueSql(value: unknown): SQL {
  if (value && typeof value === 'object' && 'getSQL' in (value as object)) return value as SQL;
  return sql`${value as string}`;
}

/** Column values of the validated input (fields with a column). */
function columnsOf(def: EntityDef, input: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const field of def.fields) if (field.column && field.name in input) columns[field.column] = input[field.name];
  return columns;
}

async function writeLinks(tx: Db, def: EntityDef, id: number, input: Record<string, unknown>): Promise<void> {
  for (const field of def.fields) {
    if (!field.link || !(field.name in input)) continue;
    const { table, owner, target, position } = field.link;
    await tx.execute(sql`DELETE FROM ${sql.raw(table)} WHERE ${sql.raw(owner)} = ${id} AND ${sql.raw(target)} IS NOT NULL`);
    const ids = (input[field.name] as number[]) ?? [];
    for (const [index, targetId] of ids.entries()) {
      await tx.execute(
        position
          ? sql`INSERT INTO ${sql.raw(table)} (${sql.raw(`${owner}, ${target}, ${position}`)}) VALUES (${id}, ${targetId}, ${index})`
          : sql`INSERT INTO ${sql.raw(table)} (${sql.raw(`${owner}, ${target}`)}) VALUES (${id}, ${targetId})`,
      );
    }
  }
}

type Actor = Pick<Viewer, 'id' | 'email'>;

/** Extra about a write: its audit note (a revert names the change it undoes: history.ts). */
export interface WriteOptions {
  note?: string | null;
}

async function audit(
  tx: Db,
  def: EntityDef,
  actor: Actor,
  action: 'create' | 'edit' | 'delete' | 'restore',
  before: AdminRecord | null,
  after: AdminRecord | null,
  note: string | null = null,
) {
  const record = (after ?? before)!;
  await writeAudit(tx, {
    actor,
    action: `${def.auditType}.${action}`,
    entityType: def.auditType,
    entityId: typeof record.id === 'number' ? record.id : null,
    entitySlug: typeof record.slug === 'string' ? record.slug : typeof record.id === 'string' ? record.id : null,
    before,
    after,
    note,
  });
}

interface Relations {
  relationOf: (name: string) => EntityDef | undefined;
}

/** POST: validate, derive (hooks), insert, link, audit. `forcedId` restores a hard-deleted record under its id. */
export async function createRecord(
  db: Db,
  def: EntityDef,
  body: Record<string, unknown>,
  actor: Actor,
  { relationOf }: Relations,
  restoring?: { id: number | string; deletedAt: string },
  { note = null }: WriteOptions = {},
): Promise<AdminRecord> {
  return inTransaction(db, def, async (tx) => {
    const input = await normalizeInput(tx, def, body, true, relationOf);
    const context: WriteContext = { tx, def, before: null, input, merged: { ...input }, columns: columnsOf(def, input) };
    await def.hooks?.prepare?.(context);
    const columns = { ...context.columns };
    if (restoring && typeof restoring.id === 'number') columns.id = restoring.id;
    const names = Object.keys(columns);
    const [inserted] = await queryRows<{ id: number | string }>(
      tx,
      sql`INSERT INTO ${sql.raw(def.table)} AS t (${sql.raw(names.join(', '))})
          VALUES (${sql.join(
            names.map((name) => valueSql(columns[name])),
            sql`, `,
          )}) RETURNING ${sql.raw(idColumnSql(def))} AS id`,
    );
    const id = String(inserted!.id);
    if (!def.key) await writeLinks(tx, def, Number(id), input);
    await def.hooks?.afterWrite?.(context, Number(id));
    const after = (await readRecord(tx, def, id))!;
    await def.hooks?.afterChange?.(tx, null, after);
    if (restoring) await audit(tx, def, actor, 'restore', { ...after, deleted_at: restoring.deletedAt }, after, note);
    else await audit(tx, def, actor, 'create', null, after, note);
    return after;
  });
}

/** The record locked for a write, 404 when absent, 409 { current } when the version given is stale. */
async function lockedRecord(tx: Db, def: EntityDef, id: string, expected: number | undefined): Promise<AdminRecord> {
  const before = await readRecord(tx, def, id, true);
  if (!before) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  if (expected !== undefined && expected !== before.version) throw new StaleError(before);
  return before;
}

/** 409 { message, current }: someone saved first. */
export class StaleError extends HttpError {
  constructor(readonly current: AdminRecord) {
    super(409, ADMIN_MESSAGES.stale, { current } as never);
  }
}

export async function patchRecord(
  db: Db,
  def: EntityDef,
  id: string,
  expected: number,
  body: Record<string, unknown>,
  actor: Actor,
  { relationOf }: Relations,
  { note = null }: WriteOptions = {},
): Promise<AdminRecord> {
  return inTransaction(db, def, async (tx) => {
    const before = await lockedRecord(tx, def, id, expected);
    const input = await normalizeInput(tx, def, body, false, relationOf);
    const context: WriteContext = { tx, def, before, input, merged: { ...before, ...input }, columns: columnsOf(def, input) };
    await def.hooks?.prepare?.(context);
    const assignments = Object.entries(context.columns).map(([column, value]) => sql`${sql.raw(column)} = ${valueSql(value)}`);
    if (def.versioned) assignments.push(sql`version = t.version + 1`);
    if (assignments.length) {
      await tx.execute(sql`UPDATE ${sql.raw(def.table)} AS t SET ${sql.join(assignments, sql`, `)} WHERE ${keyWhere(def, id)!}`);
    }
    if (!def.key) await writeLinks(tx, def, Number(id), input);
    await def.hooks?.afterWrite?.(context, Number(id));
    const after = (await readRecord(tx, def, id))!;
    await def.hooks?.afterChange?.(tx, before, after);
    await audit(tx, def, actor, 'edit', before, after, note);
    return after;
  });
}

export async function deleteRecord(
  db: Db,
  def: EntityDef,
  id: string,
  expected: number | undefined,
  actor: Actor,
  { note = null }: WriteOptions = {},
): Promise<AdminRecord> {
  return inTransaction(db, def, async (tx) => {
    const before = await lockedRecord(tx, def, id, expected);
    let after: AdminRecord;
    if (def.deletion === 'soft') {
      if (before.deleted_at) throw new HttpError(409, ADMIN_MESSAGES.alreadyDeleted);
      await tx.execute(sql`UPDATE ${sql.raw(def.table)} AS t SET deleted_at = now(), version = t.version + 1 WHERE ${keyWhere(def, id)!}`);
      after = (await readRecord(tx, def, id))!;
      await def.hooks?.afterChange?.(tx, before, after);
      await audit(tx, def, actor, 'delete', before, after, note);
    } else {
      await def.hooks?.beforeDelete?.(tx, before);
      await tx.execute(sql`DELETE FROM ${sql.raw(def.table)} AS t WHERE ${keyWhere(def, id)!}`);
      await def.hooks?.afterChange?.(tx, before, null);
      // The audit row's `before` is what restore puts back.
      await audit(tx, def, actor, 'delete', before, null, note);
      after = { ...before, deleted_at: new Date().toISOString(), public_url: null };
    }
    return after;
  });
}

export async function restoreRecord(
  db: Db,
  def: EntityDef,
  id: string,
  actor: Actor,
  relations: Relations,
  options: WriteOptions = {},
): Promise<AdminRecord> {
  if (def.deletion === 'hard') {
    if (await readRecord(db, def, id)) throw new HttpError(409, ADMIN_MESSAGES.notDeleted);
    const copy = await deletedCopy(db, def, id);
    if (!copy) throw new HttpError(404, ADMIN_MESSAGES.noDeletedCopy);
    const body: Record<string, unknown> = {};
    for (const field of def.fields) if (!field.readOnly && field.name in copy) body[field.name] = copy[field.name];
    return createRecord(db, def, body, actor, relations, { id: copy.id, deletedAt: copy.deleted_at! }, options);
  }
  return inTransaction(db, def, async (tx) => {
    const before = await lockedRecord(tx, def, id, undefined);
    if (!before.deleted_at) throw new HttpError(409, ADMIN_MESSAGES.notDeleted);
    await tx.execute(sql`UPDATE ${sql.raw(def.table)} AS t SET deleted_at = NULL, version = t.version + 1 WHERE ${keyWhere(def, id)!}`);
    const after = (await readRecord(tx, def, id))!;
    await def.hooks?.afterChange?.(tx, before, after);
    await audit(tx, def, actor, 'restore', before, after, options.note ?? null);
    return after;
  });
}
