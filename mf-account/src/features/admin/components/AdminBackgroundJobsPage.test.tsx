// /admin/background-jobs (issue 21), network faked: each job's schedule, last and next run,
// failures and last error; 'Run now' posts, the list is asked for again while the run is queued
// or going and stops being asked once it ends; a refusal shows its message.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';
import { pollInterval, type BackgroundJob } from '../api/backgroundJobs';
import { periodText } from './AdminBackgroundJobsPage';

let api: FakeApi | null = null;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});
beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
});

const LIST_URL = '/api/v1/admin/background-jobs/';
const RUN_URL = `${LIST_URL}job-board-sync/run/`;

const job = (overrides: Partial<BackgroundJob>): BackgroundJob => ({
  name: 'job-board-sync',
  title: 'Job board sync',
  every_seconds: 3600,
  scheduled: true,
  status: 'succeeded',
  queued: false,
  last_started_at: '2026-03-02T10:00:00.000Z',
  last_finished_at: '2026-03-02T10:00:04.000Z',
  next_run_at: '2026-03-02T11:00:00.000Z',
  consecutive_failures: 0,
  last_summary: '3 boards, 41 postings (2 new, 1 closed)',
  last_error: null,
  last_error_at: null,
  retry_limit: 3,
  expire_in_seconds: 600,
  ...overrides,
});

const SYNC = job({});
const LOGOS = job({
  name: 'logo-fetch',
  title: 'Logo fetch',
  every_seconds: 86_400,
  scheduled: false,
  status: 'retrying',
  next_run_at: '2026-03-02T10:05:00.000Z',
  consecutive_failures: 2,
  last_summary: null,
  last_error: 'example.org answered 503',
  last_error_at: '2026-03-02T10:01:00.000Z',
});

const listRequests = () => api!.requests.filter((request) => request.method === 'get' && request.url === LIST_URL);

describe('/admin/background-jobs', () => {
  it('lists each job: schedule, last run with its summary, next run, failures in a row and the last error', async () => {
    api = fakeApi({ 'GET /api/v1/admin/meta/': { data: { entities: [] } }, [`GET ${LIST_URL}`]: { data: { results: [SYNC, LOGOS] } } });
    renderAreaAt('/admin/background-jobs');
    const sync = await screen.findByRole('row', { name: 'Job board sync' });
    const cells = within(sync).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Every hour');
    expect(cells[1]).toHaveTextContent('Succeeded');
    expect(cells[1]).toHaveTextContent('2026-03-02 10:00 UTC');
    expect(cells[1]).toHaveTextContent('3 boards, 41 postings (2 new, 1 closed)');
    expect(cells[2]).toHaveTextContent('2026-03-02 11:00 UTC');
    expect(cells[3]).toHaveTextContent('0');
    expect(within(sync).getByRole('button', { name: 'Run now: Job board sync' })).toBeEnabled();

    const logos = screen.getByRole('row', { name: 'Logo fetch' });
    const logoCells = within(logos).getAllByRole('cell');
    expect(logoCells[0]).toHaveTextContent('Off here (every day)');
    expect(logoCells[1]).toHaveTextContent('Failed, retrying');
    expect(logoCells[2]).toHaveTextContent('2026-03-02 10:05 UTC');
    expect(logoCells[3]).toHaveTextContent('2');
    expect(logoCells[4]).toHaveTextContent('example.org answered 503');
    expect(screen.getByRole('link', { name: 'Background jobs' })).toHaveAttribute('aria-current', 'page');
  });

  it("'Run now' queues a run and the button waits while it is queued", async () => {
    const answers = [SYNC, job({ queued: true })];
    let served = 0;
    api = fakeApi({
      'GET /api/v1/admin/meta/': { data: { entities: [] } },
      [`GET ${LIST_URL}`]: () => ({ data: { results: [answers[Math.min(served++, answers.length - 1)]] } }),
      [`POST ${RUN_URL}`]: { status: 202, data: { message: 'Job board sync: a run is queued.', job: job({ queued: true }) } },
    });
    renderAreaAt('/admin/background-jobs');
    const row = await screen.findByRole('row', { name: 'Job board sync' });
    await userEvent.click(within(row).getByRole('button', { name: 'Run now: Job board sync' }));

    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain('Job board sync: a run is queued.'),
    );
    expect(api.requests.filter((request) => request.method === 'post' && request.url === RUN_URL)).toHaveLength(1);
    // The list is asked for again (the answer says queued): the button waits.
    await waitFor(() => expect(within(screen.getByRole('row', { name: 'Job board sync' })).getByRole('button')).toBeDisabled());
    expect(listRequests().length).toBeGreaterThanOrEqual(2);
  });

  it('polls the list while a run is queued or going, and stops once every run has ended', () => {
    expect(pollInterval({ results: [job({ queued: true })] })).toBe(2000);
    expect(pollInterval({ results: [SYNC, job({ status: 'running', next_run_at: null })] })).toBe(2000);
    expect(pollInterval({ results: [job({ last_summary: 'done again' })] })).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('shows the refusal of a run it could not queue', async () => {
    api = fakeApi({
      'GET /api/v1/admin/meta/': { data: { entities: [] } },
      [`GET ${LIST_URL}`]: { data: { results: [SYNC] } },
      [`POST ${RUN_URL}`]: { status: 404, data: { message: 'No such background job.' } },
    });
    renderAreaAt('/admin/background-jobs');
    const row = await screen.findByRole('row', { name: 'Job board sync' });
    await userEvent.click(within(row).getByRole('button', { name: 'Run now: Job board sync' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain('No such background job.'));
  });

  it('says so when no job is registered', async () => {
    api = fakeApi({ 'GET /api/v1/admin/meta/': { data: { entities: [] } }, [`GET ${LIST_URL}`]: { data: { results: [] } } });
    renderAreaAt('/admin/background-jobs');
    expect(await screen.findByText('No background jobs are registered.')).toBeInTheDocument();
  });
});

test('periods read as people say them', () => {
  expect([2, 90, 900, 3600, 21_600, 86_400, 172_800].map(periodText)).toEqual([
    'every 2 s',
    'every 90 s',
    'every 15 min',
    'every hour',
    'every 6 h',
    'every day',
    'every 2 days',
  ]);
});
