// The admin API's shapes (issue 19 item 1): the types generated from the API's OpenAPI
// (mf-shared/api-types). Only the records are written here: their fields differ by entity.
import type { paths } from 'mf-shared/api-types';

type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer R } } } } }
  ? R
  : never;

/** GET /api/v1/admin/meta/: the entities, their fields, list columns, filters and sorts. */
export type AdminMeta = Answer<'/api/v1/admin/meta/'>;
export type AdminEntity = AdminMeta['entities'][number];
export type AdminField = AdminEntity['fields'][number];

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
type RelationLabels = Record<string, Record<string, string>>;

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
