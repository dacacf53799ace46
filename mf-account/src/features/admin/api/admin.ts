// The staff admin API (issue 19 item 1, _prompts/admin-contract.md): the meta that the generic
// list and form are built from, the paged lists, the lookups of the pickers, and the writes.
// Reads go through getJson (react-query); writes through requestAnswer, which reads every status
// itself and retries once after a CSRF refusal.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson, httpStatusOf } from 'mf-shared';
import { messageOf, requestAnswer, type Answer } from '../../../lib/api/request';
import { SERVER_ERROR } from '../../../lib/messages';
import { ACCOUNT_QUERY_ROOT } from '../../../lib/api/accountInfo';
import { listParams, type ListState } from '../utils/listState';
import type { AdminListPage, AdminMeta, AdminRecord, AdminSubscription, LookupResult } from './types';

export const ADMIN_API = '/api/v1/admin/';
const META_URL = `${ADMIN_API}meta/`;
const listUrl = (entity: string) => `${ADMIN_API}${encodeURIComponent(entity)}/`;
const recordUrl = (entity: string, id: string | number) => `${listUrl(entity)}${encodeURIComponent(String(id))}/`;
const lookupUrl = (entity: string) => `${listUrl(entity)}lookup/`;
const suggestionsUrl = (entity: string) => `${listUrl(entity)}suggestions/`;
const restoreUrl = (entity: string, id: string | number) => `${recordUrl(entity, id)}restore/`;

export const ADMIN_QUERY_ROOT = [...ACCOUNT_QUERY_ROOT, 'admin'] as const;

export const adminMetaQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'meta'],
    queryFn: ({ client }) => getJson<AdminMeta>(META_URL, undefined, client),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const adminListQuery = (entity: string, state: ListState) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'list', entity, listParams(state)],
    queryFn: ({ client }) => getJson<AdminListPage>(listUrl(entity), listParams(state), client),
    retry: false,
    placeholderData: keepPreviousData,
  });

export const adminRecordQuery = (entity: string, id: string) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'record', entity, id],
    queryFn: async ({ client }) => (await getJson<{ record: AdminRecord }>(recordUrl(entity, id), undefined, client)).record,
    retry: false,
  });

const subscriptionUrl = (organizationId: string | number) => `${recordUrl('organizations', organizationId)}subscription/`;

export const adminSubscriptionQuery = (organizationId: string | number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'subscription', String(organizationId)],
    queryFn: ({ client }) => getJson<AdminSubscription>(subscriptionUrl(organizationId), undefined, client),
    retry: false,
  });

const LOOKUP_LIMIT = 10;

export const adminLookupQuery = (entity: string, q: string) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'lookup', entity, q],
    queryFn: async ({ client }) =>
      (await getJson<{ results: LookupResult[] }>(lookupUrl(entity), { q, limit: String(LOOKUP_LIMIT) }, client)).results,
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Signed in but not staff: the admin API's 403 sends the user to /profile (as /review does). */
export function staffRedirect(error: unknown): string | null {
  return httpStatusOf(error) === 403 ? '/profile' : null;
}

type WriteFailure = {
  ok: false;
  message: string;
  /** The field the API names (400 { field, message }). */
  field?: string;
  /** 409: someone saved first; their version. */
  current?: AdminRecord;
};
export type WriteOutcome = { ok: true; record: AdminRecord; message: string | null } | WriteFailure;

function outcomeOf(answer: Answer, success: number): WriteOutcome {
  const data = answer.data as { record?: AdminRecord; field?: unknown; current?: AdminRecord } | null;
  if (answer.status === success && data?.record) return { ok: true, record: data.record, message: messageOf(data) };
  const message = messageOf(data);
  if (answer.status === 409 && data?.current) return { ok: false, message: message ?? 'Someone else saved first.', current: data.current };
  if (answer.status !== null && answer.status >= 400 && answer.status < 500 && message) {
    return typeof data?.field === 'string' && data.field ? { ok: false, message, field: data.field } : { ok: false, message };
  }
  return { ok: false, message: SERVER_ERROR };
}

/** The version as If-Match wants it: the ETag the record's GET answered ("<version>"). */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export async function createRecord(entity: string, body: Record<string, unknown>): Promise<WriteOutcome> {
  return outcomeOf(await requestAnswer({ method: 'post', url: listUrl(entity), data: body }), 201);
}

/** PATCH with the changed fields only, guarded by the version the form was loaded from. */
export async function updateRecord(
  entity: string,
  id: string | number,
  version: number,
  changes: Record<string, unknown>,
): Promise<WriteOutcome> {
  return outcomeOf(await requestAnswer({ method: 'patch', url: recordUrl(entity, id), data: changes, headers: ifMatch(version) }), 200);
}

/** DELETE: a soft delete (unpublish); the record stays and can be restored. */
export async function unpublishRecord(entity: string, id: string | number, version: number): Promise<WriteOutcome> {
  return outcomeOf(await requestAnswer({ method: 'delete', url: recordUrl(entity, id), headers: ifMatch(version) }), 200);
}

export async function restoreRecord(entity: string, id: string | number): Promise<WriteOutcome> {
  return outcomeOf(await requestAnswer({ method: 'post', url: restoreUrl(entity, id), data: {} }), 200);
}

export type SuggestionsOutcome = { ok: true; results: LookupResult[] } | { ok: false; message: string };

/** POST {entity}/suggestions/: the records of a relation-list field that the text names. */
export async function suggestRelated(entity: string, field: string, text: string): Promise<SuggestionsOutcome> {
  const answer = await requestAnswer({ method: 'post', url: suggestionsUrl(entity), data: { field, text } });
  const results = (answer.data as { results?: LookupResult[] } | null)?.results;
  if (answer.status === 200 && Array.isArray(results)) return { ok: true, results };
  return { ok: false, message: messageOf(answer.data) ?? SERVER_ERROR };
}

const UPLOADS_URL = `${ADMIN_API}uploads/`;
/** An image upload may take a while on a slow link (up to 10 MB). */
const UPLOAD_TIMEOUT_MS = 120_000;

export type UploadOutcome = { ok: true; url: string } | { ok: false; message: string };

/** POST /api/v1/admin/uploads/ (one file field "file"): 201 { url } of the stored image, or the API's 4xx text. */
export async function uploadImage(file: File): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await requestAnswer({ method: 'post', url: UPLOADS_URL, data: form, timeout: UPLOAD_TIMEOUT_MS });
  const url = (answer.data as { url?: unknown } | null)?.url;
  if (answer.status === 201 && typeof url === 'string' && url) return { ok: true, url };
  const message = messageOf(answer.data);
  if (answer.status !== null && answer.status >= 400 && answer.status < 500 && message) return { ok: false, message };
  return { ok: false, message: SERVER_ERROR };
}
