// The admin API's shapes (issue 19 item 1, _prompts/admin-contract.md), written by hand until the
// API lands on this branch; then mf-shared/api-types (generated from its OpenAPI) replaces them.

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

export interface AdminRecord {
  id: number | string;
  version: number;
  deleted_at: string | null;
  public_url: string | null;
  [field: string]: unknown;
}

export interface LookupResult {
  id: number | string;
  label: string;
}
