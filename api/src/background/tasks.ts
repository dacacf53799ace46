// The background tasks this API runs (src/background/task.ts is their contract). Each task
// module exports its BackgroundTask; list it here and the queue, the schedule and the staff
// page (/admin/background-jobs) pick it up. Tests pass their own list (apiPlugin's
// backgroundTasks option).
import { alertTasks } from './alerts';
import { jobBoardSyncTask } from './job-boards';
import { logoFetchTask } from './logos';
import { milestoneSlipTask } from './milestones';
import { newsletterTasks } from './newsletter';
import type { BackgroundTask } from './task';

export const backgroundTasks: readonly BackgroundTask[] = [
  jobBoardSyncTask,
  logoFetchTask,
  ...alertTasks,
  ...newsletterTasks,
  milestoneSlipTask,
] as BackgroundTask[];
