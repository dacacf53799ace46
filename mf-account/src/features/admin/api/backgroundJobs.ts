// The background jobs (issue 21): GET /api/v1/admin/background-jobs/ (each task's schedule, last
// and next run, failures, last error) and POST …/{name}/run/ ('run now', 202).
import { queryOptions } from '@tanstack/react-query';
import { getJson } from 'mf-shared';
import type { paths } from 'mf-shared/api-types';
import { messageOf, requestAnswer } from '../../../lib/api/request';
import { SERVER_ERROR } from '../../../lib/messages';
import { ADMIN_API, ADMIN_QUERY_ROOT } from './admin';

const BACKGROUND_JOBS_URL = `${ADMIN_API}background-jobs/`;
const runJobUrl = (name: string) => `${BACKGROUND_JOBS_URL}${encodeURIComponent(name)}/run/`;

/** One task as the API answers it (typed from its OpenAPI document: a rename breaks the build). */
export type BackgroundJob =
  paths['/api/v1/admin/background-jobs/']['get']['responses'][200]['content']['application/json']['results'][number];
export type BackgroundJobStatus = BackgroundJob['status'];

/** How often the page asks again while a run is queued or going. */
const POLL_MS = 2000;

/** A run is queued or going: the page keeps asking until it ends. */
export const isBusy = (job: BackgroundJob) => job.queued || job.status === 'running';

/** The list's refetch interval: every POLL_MS while a run is queued or going, else none. */
export const pollInterval = (list: { results: BackgroundJob[] } | undefined): number | false =>
  list?.results.some(isBusy) ? POLL_MS : false;

export const BACKGROUND_JOBS_QUERY_ROOT = [...ADMIN_QUERY_ROOT, 'background-jobs'] as const;

export const backgroundJobsQuery = () =>
  queryOptions({
    queryKey: BACKGROUND_JOBS_QUERY_ROOT,
    queryFn: ({ client }) => getJson<{ results: BackgroundJob[] }>(BACKGROUND_JOBS_URL, undefined, client),
    retry: false,
    refetchInterval: (query) => pollInterval(query.state.data),
  });

export type RunOutcome = { ok: true; message: string; job: BackgroundJob } | { ok: false; message: string };

export async function runJobNow(name: string): Promise<RunOutcome> {
  const answer = await requestAnswer({ method: 'post', url: runJobUrl(name), data: {} });
  const data = answer.data as { job?: BackgroundJob } | null;
  const message = messageOf(data);
  if (answer.status === 202 && data?.job) return { ok: true, message: message ?? 'A run is queued.', job: data.job };
  if (answer.status !== null && answer.status >= 400 && answer.status < 500 && message) return { ok: false, message };
  return { ok: false, message: SERVER_ERROR };
}
