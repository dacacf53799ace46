// The history of every audited change (issue 19 item 4): GET /api/v1/admin/history/ (filtered,
// paged, each change with its field diff) and POST /api/v1/admin/history/{id}/revert/, whose 409
// names the later change that touched the same fields.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from 'mf-shared';
import { messageOf, requestAnswer } from '../../../lib/api/request';
import { SERVER_ERROR } from '../../../lib/messages';
import { historyParams, type HistoryFilters } from '../utils/historyFilters';
import { ADMIN_API, ADMIN_QUERY_ROOT } from './admin';
import type { AdminRecord } from './types';

const HISTORY_URL = `${ADMIN_API}history/`;
const revertUrl = (id: number) => `${HISTORY_URL}${id}/revert/`;

interface HistoryChange {
  path: string;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  id: number;
  created_at: string;
  action: string;
  actor: { id: number | null; email: string | null } | null;
  note: string | null;
  record: { type: string; id: number | string | null; label: string; entity: string | null; admin_url: string | null };
  changes: HistoryChange[];
  revertible: boolean;
  not_revertible_reason: string | null;
  /** The change this one reverted. */
  reverts: number | null;
}

export interface HistoryPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: HistoryEntry[];
}

export const HISTORY_QUERY_ROOT = [...ADMIN_QUERY_ROOT, 'history'] as const;

export const adminHistoryQuery = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: [...HISTORY_QUERY_ROOT, historyParams(filters)],
    queryFn: ({ client }) => getJson<HistoryPage>(HISTORY_URL, historyParams(filters), client),
    retry: false,
    placeholderData: keepPreviousData,
  });

export type RevertOutcome = { ok: true; message: string; record: AdminRecord } | { ok: false; message: string; conflict?: HistoryEntry };

export async function revertChange(id: number): Promise<RevertOutcome> {
  const answer = await requestAnswer({ method: 'post', url: revertUrl(id), data: {} });
  const data = answer.data as { record?: AdminRecord; conflict?: HistoryEntry } | null;
  const message = messageOf(data);
  if (answer.status === 200 && data?.record) return { ok: true, message: message ?? 'Reverted.', record: data.record };
  if (answer.status !== null && answer.status >= 400 && answer.status < 500 && message) {
    return data?.conflict ? { ok: false, message, conflict: data.conflict } : { ok: false, message };
  }
  return { ok: false, message: SERVER_ERROR };
}
