// 'milestone-slips', once a day (issue 26 §3): a claim whose promised period has just ended without
// an achievement writes its 'Milestone Slipped' activity item, once (resources/milestones/alerts.ts);
// the follow alerts take it from there.
import { alertSlippedMilestones } from '../../resources/milestones/alerts';
import type { BackgroundTask } from '../task';

export const milestoneSlipTask: BackgroundTask = {
  name: 'milestone-slips',
  title: 'Slipped milestones to alerts',
  everySeconds: 24 * 3_600,
  retryLimit: 3,
  retryDelaySeconds: 300,
  expireInSeconds: 15 * 60,
  async run({ db }) {
    const slipped = await alertSlippedMilestones(db, new Date().toISOString().slice(0, 10));
    return { summary: `${slipped} ${slipped === 1 ? 'milestone' : 'milestones'} slipped` };
  },
};
