// /admin/background-jobs (issue 21): each background task with its schedule, last run (status,
// summary), next run, failures and last error, and a 'Run now' button. While a run is queued or
// going the list is asked for again every few seconds, until it ends.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'mf-shared';
import { useHydrated, type RouteContext } from 'mf-shared/area';
import { Button, EmptyState, ErrorState, Skeleton } from 'mf-shared/kit';
import { readableTime } from '../../../lib/diff';
import {
  BACKGROUND_JOBS_QUERY_ROOT,
  backgroundJobsQuery,
  isBusy,
  runJobNow,
  type BackgroundJob,
  type BackgroundJobStatus,
} from '../api/backgroundJobs';
import { AdminFrame, loadAdmin } from './AdminFrame';
import styles from './admin.module.css';

export async function load({ queryClient }: RouteContext) {
  const query = backgroundJobsQuery();
  await queryClient.prefetchQuery(query);
  await loadAdmin(queryClient, query);
}

const STATUS_LABELS: Record<BackgroundJobStatus, string> = {
  never_run: 'Never run',
  running: 'Running',
  succeeded: 'Succeeded',
  retrying: 'Failed, retrying',
  failed: 'Failed',
};

/** 'every 2 s', 'every 15 min', 'every hour', 'every 6 h', 'every day'. */
export function periodText(seconds: number): string {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? 'every day' : `every ${seconds / 86_400} days`;
  if (seconds % 3600 === 0) return seconds === 3600 ? 'every hour' : `every ${seconds / 3600} h`;
  if (seconds % 60 === 0) return `every ${seconds / 60} min`;
  return `every ${seconds} s`;
}

function scheduleText(job: BackgroundJob): string {
  if (job.every_seconds === null) return 'On request';
  const period = periodText(job.every_seconds);
  return job.scheduled ? period[0]!.toUpperCase() + period.slice(1) : `Off here (${period})`;
}

function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{readableTime(iso)}</time> : <span className={styles.muted}>—</span>;
}

function JobRow({ job }: { job: BackgroundJob }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const busy = isBusy(job);

  const run = async () => {
    setAsking(true);
    const outcome = await runJobNow(job.name);
    setAsking(false);
    toast(outcome.message, { kind: outcome.ok ? 'success' : 'error' });
    // The answer says a run is queued: the list polls from here until it ends.
    void queryClient.invalidateQueries({ queryKey: BACKGROUND_JOBS_QUERY_ROOT });
  };

  return (
    <tr aria-label={job.title}>
      <th scope="row">
        {job.title}
        <br />
        <code className={styles.muted}>{job.name}</code>
      </th>
      <td>{scheduleText(job)}</td>
      <td>
        <span>{busy && job.status !== 'running' ? 'Queued' : STATUS_LABELS[job.status]}</span>
        {job.last_started_at && (
          <>
            <br />
            <When iso={job.last_started_at} />
          </>
        )}
        {job.last_summary && <p className={styles.muted}>{job.last_summary}</p>}
      </td>
      <td>
        <When iso={job.next_run_at} />
      </td>
      <td>{job.consecutive_failures}</td>
      <td>
        {job.last_error ? (
          <>
            <p>{job.last_error}</p>
            <When iso={job.last_error_at} />
          </>
        ) : (
          <span className={styles.muted}>—</span>
        )}
      </td>
      <td>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void run()}
          disabled={!hydrated || busy}
          loading={asking || busy}
          aria-label={`Run now: ${job.title}`}
        >
          {busy ? 'Running…' : 'Run now'}
        </Button>
      </td>
    </tr>
  );
}

function JobsTable() {
  const query = useQuery(backgroundJobsQuery());
  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError) return <ErrorState message="The background jobs could not be loaded." onRetry={() => void query.refetch()} />;
  const jobs = query.data.results;
  if (jobs.length === 0) return <EmptyState message="No background jobs are registered." />;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.status}>
          Times in UTC. A run that fails is retried with a growing delay; one whose process stops is run again after its time limit.
        </caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Schedule</th>
            <th scope="col">Last run</th>
            <th scope="col">Next run</th>
            <th scope="col">Failures in a row</th>
            <th scope="col">Last error</th>
            <th scope="col">Run</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <JobRow key={job.name} job={job} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const head = () => ({ title: 'Background jobs', noindex: true });

export default function AdminBackgroundJobsPage() {
  return (
    <AdminFrame title={() => 'Background jobs'} current="background-jobs">
      {() => <JobsTable />}
    </AdminFrame>
  );
}
