// The staff review queue (issue 13 §7, beyond the spec; api/docs/contributions.md):
// GET /api/v1/review/ (paged, filtered), POST /api/v1/review/decisions/,
// POST /api/v1/review/accounts/{id}/disable/.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson, httpStatusOf } from 'mf-shared';
import { messageOf, requestAnswer } from '../../../lib/api/request';
import { SERVER_ERROR } from '../../../lib/messages';
import { ACCOUNT_QUERY_ROOT } from '../../../lib/api/accountInfo';
import { EMPTY_QUEUE_FILTERS, queueParams, type QueueFilters } from '../utils/queueFilters';

const REVIEW_URL = '/api/v1/review/';
export const DECISIONS_URL = '/api/v1/review/decisions/';

interface Change {
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

type EntityType = 'organization' | 'project';
type ClaimType = 'organization_claim' | 'project_claim';

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

/** An organization's supplier entry naming a project: shown on the project's page once approved. */
export interface SupplierLink {
  type: 'supplier_link';
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  requested_at: string;
  requester: Requester | null;
  supplier: { id: number; slug: string; display_name: string; is_approved: boolean };
  project: { id: number; slug: string; display_name: string; is_approved: boolean };
  categories: { name: string }[];
  description: string | null;
  announcement_url: string | null;
}

/** One page of the queue; each list in the page's order (newest first unless asked otherwise). */
export interface ReviewQueue {
  claims: ClaimRequest[];
  new_entries: NewEntry[];
  supplier_links?: SupplierLink[];
  /** Requests matching the filters, all pages. */
  count?: number;
  next?: string | null;
}

export const REVIEW_QUERY_ROOT = [...ACCOUNT_QUERY_ROOT, 'review'] as const;

export const reviewQueueQuery = (filters: QueueFilters = EMPTY_QUEUE_FILTERS) =>
  queryOptions({
    queryKey: [...REVIEW_QUERY_ROOT, 'queue', queueParams(filters)],
    queryFn: ({ client }) => getJson<ReviewQueue>(REVIEW_URL, queueParams(filters), client),
    retry: false,
    placeholderData: keepPreviousData,
  });

/** Signed in but not staff: the queue's 403 sends the user to /profile. */
export function staffRedirect(error: unknown): string | null {
  return httpStatusOf(error) === 403 ? '/profile' : null;
}

export interface Decision {
  type: ClaimType | EntityType | 'supplier_link';
  id: number;
  decision: 'approve' | 'reject';
  note?: string;
}

export type DecisionOutcome = { ok: true; message: string; emailSent: boolean } | { ok: false; message: string };

const refusalOf = (answer: { status: number | null; data: unknown }) => {
  const message = messageOf(answer.data);
  return answer.status !== null && answer.status >= 400 && answer.status < 500 && message ? message : SERVER_ERROR;
};

/** POST /api/v1/review/decisions/: 'Approved.' / 'Rejected.', or the API's refusal. */
export async function decide(decision: Decision): Promise<DecisionOutcome> {
  // Never retried on its own (it writes and emails); once after a CSRF refusal, token reloaded.
  const answer = await requestAnswer({ method: 'post', url: DECISIONS_URL, data: decision });
  if (answer.status === 200) {
    const message = messageOf(answer.data);
    return { ok: true, message: message ?? 'Done.', emailSent: (answer.data as { email_sent?: unknown }).email_sent !== false };
  }
  return { ok: false, message: refusalOf(answer) };
}

const disableAccountUrl = (id: number) => `/api/v1/review/accounts/${id}/disable/`;

/**
 * POST /api/v1/review/accounts/{id}/disable/: the account cannot sign in any more, its sessions
 * end and its pending requests leave the queue (kept: enabling it brings them back).
 */
export async function disableAccount(id: number): Promise<{ ok: boolean; message: string }> {
  const answer = await requestAnswer({ method: 'post', url: disableAccountUrl(id), data: {} });
  if (answer.status === 200) return { ok: true, message: messageOf(answer.data) ?? 'Account disabled.' };
  return { ok: false, message: refusalOf(answer) };
}
