// How a milestone reads in an alert (issue 26 §3): 'SPARC: Q_sci > 1 slipped by 14 months (promised
// for 2019)', and where it links: its entry on the organization's (else the project's) page. The
// labels are the pages' (mf-directory/src/lib/milestones.ts).
import { milestoneStatus, type TargetPrecision } from './status';
import type { MILESTONE_KINDS } from './schemas';

type MilestoneKind = (typeof MILESTONE_KINDS)[number];

const MILESTONE_LABELS: Record<MilestoneKind, string> = {
  'first-plasma': 'First plasma',
  record: 'Record',
  fuel: 'D-T or relevant fuel',
  'q-sci': 'Q_sci > 1',
  'q-eng': 'Q_eng > 1',
  'grid-electricity': 'First electricity to a grid',
  'commercial-plant': 'Commercial plant',
};

/** What an alert needs to know of its milestone. */
export interface MilestoneFacts {
  id: number;
  kind: MilestoneKind;
  record_description: string | null;
  /** The milestone's own project, if any (its subject is then that machine). */
  project_name: string | null;
  target_date: string | null;
  target_precision: TargetPrecision;
  achieved_on: string | null;
  achieved_on_precision: 'day' | 'month' | 'year';
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A date as precisely as it is known: 'the 2030s', '2019', 'April 2017', 'April 3, 2017'. */
function dateAsKnown(date: string, precision: TargetPrecision): string {
  if (precision === 'decade') return `the ${date.slice(0, 3)}0s`;
  if (precision === 'year') return date.slice(0, 4);
  return (precision === 'month' ? MONTH : DAY).format(new Date(`${date}T00:00:00Z`));
}

/**
 * 'SPARC: Q_sci > 1 slipped by 14 months (promised for 2019)' or 'SPARC: First plasma met in April 2017'.
 * `day` is the day of the alert: the months slipped are those of that day, so the line never changes.
 * The milestone is read as it is now: when its date has since moved past that day, the line only says it slipped.
 */
export function describeMilestone(milestone: MilestoneFacts, event: 'met' | 'slipped', day: string): string {
  const label = MILESTONE_LABELS[milestone.kind] + (milestone.record_description ? ` (${milestone.record_description})` : '');
  const subject = milestone.project_name ? `${milestone.project_name}: ${label}` : label;
  if (event === 'met') {
    return milestone.achieved_on
      ? `${subject} met in ${dateAsKnown(milestone.achieved_on, milestone.achieved_on_precision)}`
      : `${subject} met`;
  }
  const then = milestoneStatus({ ...milestone, achieved_on: null }, day);
  if (then.status !== 'slipped' || !milestone.target_date) return `${subject} slipped`;
  const months = then.months_slipped ?? 0;
  const by = months === 0 ? 'less than a month' : `${months} ${months === 1 ? 'month' : 'months'}`;
  return `${subject} slipped by ${by} (promised for ${dateAsKnown(milestone.target_date, milestone.target_precision)})`;
}

/** The anchor of a milestone's entry in a page's ledger (mf-directory/src/components/MilestoneLedger.tsx). */
export const milestoneAnchor = (id: number) => `milestone-${id}`;
