// The declarative shape of a staff-editable entity (issue 19, the admin contract): its table,
// fields, list columns, filters, sorts, search, public path, relations and the hooks of its
// special cases. One generic implementation (engine.ts) serves every definition; the screens
// are generated from the same definitions through GET /api/v1/admin/meta/.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { SourceOwnerColumn } from '../sources';

/** The kinds of field the admin's forms know (published as an enum in the meta's OpenAPI). */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'markdown',
  'number',
  'integer',
  'boolean',
  'date',
  'date-precision',
  'select',
  'multiselect',
  'url',
  'email',
  'relation',
  'relation-list',
  'image',
] as const;
type FieldType = (typeof FIELD_TYPES)[number];

export interface Option {
  value: string;
  label: string;
}

/** Options known when the server starts, or read from the database when meta is asked for (tag groups, sub-categories). */
type Options = readonly Option[] | ((db: Db) => Promise<Option[]>);

/** A relation-list stored in a link table: rows (owner, target[, position]). */
interface LinkTable {
  table: string;
  owner: string;
  target: string;
  /** The column that keeps the list's order, if any. */
  position?: string;
}

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  /** Its column; absent = virtual (read by `read`, written by a hook or `link`). */
  column?: string;
  /** SQL reading a virtual field (alias t). */
  read?: string;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** A regular expression the (trimmed) text must match. */
  pattern?: string;
  options?: Options;
  /** The entity a relation or relation-list points to. */
  relation?: string;
  link?: LinkTable;
  /**
   * Text fields of this entity that may name records of `relation`: the form offers the records
   * they mention (POST {entity}/suggestions/, matched by mentions.ts).
   */
  suggestFrom?: string[];
  help?: string;
  /** Shown, never written through the API (computed or kept elsewhere). */
  readOnly?: boolean;
  /** Written on create only (part of the key). */
  createOnly?: boolean;
  /** Default on create when absent. */
  default?: unknown;
}

interface FilterDef {
  name: string;
  label: string;
  type: 'select' | 'boolean' | 'text';
  options?: Options;
  /** The condition for one value (already checked against options / boolean). */
  where: (value: string) => SQL;
}

/** What a hook sees of a write. */
export interface WriteContext {
  tx: Db;
  def: EntityDef;
  /** The record before the write (null on create). */
  before: AdminRecord | null;
  /** The validated input, by field name (only the fields sent; on create with defaults). */
  input: Record<string, unknown>;
  /** The record as it will be: before + input. */
  merged: Record<string, unknown>;
  /** Column values to write (hooks add or change them; an SQL value is written as is). */
  columns: Record<string, unknown>;
}

export type AdminRecord = Record<string, unknown> & {
  id: number | string;
  version: number;
  deleted_at: string | null;
  public_url: string | null;
};

interface EntityHooks {
  /** Validate and derive columns before the row is written; throw fieldError() on bad input. */
  prepare?: (context: WriteContext) => Promise<void> | void;
  /** After the row and its links are written (create, edit), with its id: sub-rows. */
  afterWrite?: (context: WriteContext, id: number) => Promise<void>;
  /** After any write (create, edit, delete, restore), in the same transaction: e.g. totals. */
  afterChange?: (tx: Db, before: AdminRecord | null, after: AdminRecord | null) => Promise<void>;
  /** Before a hard delete: throw a 409 when other records still use it. */
  beforeDelete?: (tx: Db, record: AdminRecord) => Promise<void>;
}

export interface EntityDef {
  name: string;
  label: string;
  labelPlural: string;
  table: string;
  /** The singular entity_type of its audit rows ('organization', 'funding_round', …). */
  auditType: string;
  /** SQL of its title for a row aliased `alias`. */
  title: (alias: string) => string;
  /** SQL of other names a text may use for row `alias` (an acronym), beside its title. */
  aliases?: (alias: string) => string[];
  /** API name of the field shown as the title in forms. */
  titleField: string;
  listColumns: string[];
  filters?: FilterDef[];
  sortFields: string[];
  /** The default order (a sort field, '-' = descending). */
  defaultSort: string;
  /** SQL expressions (alias t) matched by q. */
  search: string[];
  /** The public page, e.g. '/organizations/{slug}' (null when it has none). */
  publicPath: string | null;
  /** SQL of the public URL of row t, null when it is not public (unpublished, deleted, unapproved). */
  publicUrl?: string;
  /**
   * 'soft': the table has deleted_at and version. 'hard': it has neither (no migration here):
   * DELETE removes the row and restore puts back the record from the audit log.
   */
  deletion: 'soft' | 'hard';
  /** The table has a version column (else the version is a hash of the row). */
  versioned: boolean;
  /** Extra SQL hashed with the row into the version of an unversioned table (e.g. its sub-rows). */
  versionExtra?: string;
  /** The key: 'id' (serial) or a custom one (fx-rates: '{currency}-{YYYY-MM}'). */
  key?: {
    /** SQL of the id of row t (text). */
    sql: string;
    /** Pattern of an id in the path. */
    pattern: string;
    /** The condition selecting one id (null = malformed). */
    where: (id: string) => SQL | null;
    /** The id of a record from its fields. */
    of: (record: Record<string, unknown>) => string;
  };
  sourcesOwner?: SourceOwnerColumn;
  fields: FieldDef[];
  hooks?: EntityHooks;
}

export const DATE_PRECISIONS: Option[] = ['day', 'month', 'year'].map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));

/** Options from a list of values, labelled as they read. */
export const optionsOf = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

const COUNTRY_CODE_PATTERN = '^[A-Za-z]{2}$';
export const CURRENCY_PATTERN = '^[A-Za-z]{3}$';

/** Common fields. */
export const slugField = (help = 'Made from the name when left empty.'): FieldDef => ({
  name: 'slug',
  label: 'Slug',
  type: 'text',
  column: 'slug',
  maxLength: 200,
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  help,
});
export const sourceUrlField: FieldDef = { name: 'source_url', label: 'Source URL', type: 'url', column: 'source_url', maxLength: 2000 };
export const countryCodeField: FieldDef = {
  name: 'country_code',
  label: 'Country code',
  type: 'text',
  column: 'country_code',
  maxLength: 2,
  pattern: COUNTRY_CODE_PATTERN,
  help: 'ISO 3166-1 alpha-2, e.g. GB. The country name follows.',
};
