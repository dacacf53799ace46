// The admin API's shapes (issue 19 item 1, _prompts/admin-contract.md). Calls with one fixed
// answer use the types generated from the API's OpenAPI (mf-shared/api-types); the meta and the
// records stay written here: their field types and fields differ by entity.
import type { paths } from 'mf-shared/api-types';

type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer R } } } } }
  ? R
  : never;

export type AdminFieldType =
  | 'text'
  | 'textarea'
  | 'markdown'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'date-precision'
  | 'select'
  | 'multiselect'
  | 'url'
  | 'email'
  | 'relation'
  | 'relation-list'
  | 'image';

export interface AdminOption {
  value: string;
  label: string;
}

export interface AdminField {
  name: string;
  label: string;
  type: AdminFieldType;
  required: boolean;
  max_length?: number;
  min?: number;
  max?: number;
  options?: AdminOption[];
  /** The entity a relation or relation-list points to (its lookup answers the picker). */
  relation?: string;
  help?: string;
  read_only?: boolean;
}

export interface AdminFilter {
  name: string;
  label: string;
  type: 'select' | 'boolean' | 'text';
  options?: AdminOption[];
}

export interface AdminEntity {
  name: string;
  label: string;
  label_plural: string;
  /** e.g. '/organizations/{slug}'; null when the entity has no public page. */
  public_path: string | null;
  title_field: string;
  list_columns: string[];
  filters: AdminFilter[];
  sort_fields: string[];
  fields: AdminField[];
}

export interface AdminMeta {
  entities: AdminEntity[];
}

export interface AdminRow {
  id: number | string;
  version: number;
  deleted_at: string | null;
  /** null when unpublished or not public. */
  public_url: string | null;
  title: string;
  [column: string]: unknown;
}

export interface AdminListPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: AdminRow[];
}

/** The titles of the records a record's relations point to: { field: { id: title } }. */
export type RelationLabels = Record<string, Record<string, string>>;

export interface AdminRecord {
  id: number | string;
  version: number;
  deleted_at: string | null;
  public_url: string | null;
  relation_labels?: RelationLabels;
  [field: string]: unknown;
}

export type LookupResult = Answer<'/api/v1/admin/organizations/lookup/'>['results'][number];

/** GET /api/v1/admin/organizations/{id}/subscription/: the affiliate subscription and who pays. */
export type AdminSubscription = Answer<'/api/v1/admin/organizations/{id}/subscription/'>;
