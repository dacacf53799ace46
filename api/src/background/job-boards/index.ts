// The background task of the job-board sync (issue 21): hourly, on only where the machine can
// reach the boards (NODE_ENV=production or JOB_BOARD_SYNC=on; off in `npm start` offline).
import type { BackgroundTask } from '../task';
import { syncAllJobBoards } from './sync';

export { syncOrganizationJobBoard, syncAllJobBoards } from './sync';

const jobBoardSyncEnabled = (env: NodeJS.ProcessEnv) =>
  env.NODE_ENV === 'production' || /^(on|true|1|yes)$/i.test(env.JOB_BOARD_SYNC?.trim() ?? '');

export const jobBoardSyncTask: BackgroundTask = {
  name: 'job-board-sync',
  title: 'Jobs from company job boards (Greenhouse, Lever, Ashby)',
  everySeconds: 3600,
  scheduled: (_config, env) => jobBoardSyncEnabled(env),
  retryLimit: 2,
  retryDelaySeconds: 300,
  // Each board has its own timeout (config.jobBoards.timeoutMs); a run past this is taken as dead.
  expireInSeconds: 30 * 60,
  async run(context) {
    const result = await syncAllJobBoards(context.db, { config: context.config.jobBoards, signal: context.signal, log: context.log });
    const summary =
      `${result.boards} ${result.boards === 1 ? 'board' : 'boards'}, ${result.open} postings ` +
      `(${result.added} new, ${result.updated} changed, ${result.closed} closed)` +
      (result.failed ? `, ${result.failed} failed` : '');
    context.log.info('job board sync', { ...result });
    return { summary };
  },
};
