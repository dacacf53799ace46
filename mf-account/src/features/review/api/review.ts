// The staff review queue (issue 13 §7, beyond the spec; api/README.md "Contributions"):
// GET /api/v1/review/, POST /api/v1/review/decisions/, GET /api/v1/review/history/.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson, httpStatusOf } from 'mf-shared';
import { messageOf, requestAnswer } from '../../../api/request';
import { SERVER_ERROR } from '../../auth/utils/messages';
import { ACCOUNT_QUERY_ROOT } from '../../profile/api/accountInfo';
import type { HistoryFilters } from '../utils/historyFilters';
import { historyParams } from '../utils/historyFilters';

export const REVIEW_URL = '/api/v1/review/';
export const DECISIONS_URL = '/api/v1/review/decisions/';
export const HISTORY_URL = '/api/v1/review/history/';

export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

export interface Requester {
  id: number;
  email: string;
  full_name: string;
  verified: boolean;
}

export type EntityType = 'organization' | 'project';
export type ClaimType = 'organization_claim' | 'project_claim';

export interface ClaimRequest {
  type: ClaimType;
  id: number;
  status: 'pending';
  requested_at: string;
  requester: Requester | null;
  entity: { type: EntityType; id: number; slug: string; display_name: string; is_approved: boolean };
  previous_decision: { status: 'rejected'; note: string | null; decided_at: string } | null;
}

export interface NewEntry {
  type: EntityType;
  id: number;
  slug: string;
  display_name: string;
  created_at: string;
  requester: Requester | null;
  content: Record<string, unknown> | null;
  edits: number;
  changes_since_added: Change[];
}

export interface ReviewQueue {
  claims: ClaimRequest[];
  new_entries: NewEntry[];
}

export interface HistoryEntry {
  id: number;
  created_at: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  entity_slug: string | null;
  user: { id: number | null; email: string | null } | null;
  note: string | null;
  before: unknown;
  after: unknown;
  changes: Change[];
}

export interface HistoryPage {
  results: HistoryEntry[];
  next: string | null;
}

export const REVIEW_QUERY_ROOT = [...ACCOUNT_QUERY_ROOT, 'review'] as const;

export const reviewQueueQuery = () =>
  queryOptions({ queryKey: [...REVIEW_QUERY_ROOT, 'queue'], queryFn: () => getJson<ReviewQueue>(REVIEW_URL), retry: false });

export const reviewHistoryQuery = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: [...REVIEW_QUERY_ROOT, 'history', historyParams(filters)],
    queryFn: () => getJson<HistoryPage>(HISTORY_URL, historyParams(filters)),
    retry: false,
    placeholderData: keepPreviousData,
  });

/** Signed in but not staff: the queue's 403 sends the user to /profile. */
export function staffRedirect(error: unknown): string | null {
  return httpStatusOf(error) === 403 ? '/profile' : null;
}

export interface Decision {
  type: ClaimType | EntityType;
  id: number;
  decision: 'approve' | 'reject';
  note?: string;
}

export type DecisionOutcome = { ok: true; message: string; emailSent: boolean } | { ok: false; message: string };

/** POST /api/v1/review/decisions/: 'Approved.' / 'Rejected.', or the API's refusal. */
export async function decide(decision: Decision): Promise<DecisionOutcome> {
  // Never retried on its own (it writes and emails); once after a CSRF refusal, token reloaded.
  const answer = await requestAnswer({ method: 'post', url: DECISIONS_URL, data: decision });
  const message = messageOf(answer.data);
  if (answer.status === 200) {
    return { ok: true, message: message ?? 'Done.', emailSent: (answer.data as { email_sent?: unknown }).email_sent !== false };
  }
  if (answer.status !== null && answer.status >= 400 && answer.status < 500 && message) return { ok: false, message };
  return { ok: false, message: SERVER_ERROR };
}
