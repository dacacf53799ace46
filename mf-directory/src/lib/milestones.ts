// How a milestone of the ledger reads (issue 26 §3): the ladder's labels, a promised date at the
// precision it was given ('2025', 'the 2030s'), the status line ('Slipped by 10 months') and the
// history of a revised date ('moved from 2025 to 2026, said in 2023').
import type { Milestone, MilestoneKind, MilestoneRevision, MilestoneStatus, MilestoneTargetPrecision } from 'mf-shared';
import { formatDateAsKnown } from 'mf-shared/kit';

export const MILESTONE_LABELS: Record<MilestoneKind, string> = {
  'first-plasma': 'First plasma',
  record: 'Record',
  fuel: 'D-T or relevant fuel',
  'q-sci': 'Q_sci > 1',
  'q-eng': 'Q_eng > 1',
  'grid-electricity': 'First electricity to a grid',
  'commercial-plant': 'Commercial plant',
};

export const STATUS_LABELS: Record<MilestoneStatus, string> = { met: 'Met', pending: 'Pending', slipped: 'Slipped' };

export const MILESTONE_KIND_VALUES = Object.keys(MILESTONE_LABELS) as MilestoneKind[];
export const STATUS_VALUES = Object.keys(STATUS_LABELS) as MilestoneStatus[];

/** A promised date as it was given: 'June 2025', '2025', 'the 2030s'. */
export function formatTarget(date: string | null, precision: MilestoneTargetPrecision): string {
  if (!date) return 'no date given';
  if (precision === 'decade') return `the ${date.slice(0, 3)}0s`;
  return formatDateAsKnown(date, precision);
}

/** When it was said, at the precision a source supports; 'undated' when none dates it. */
export const formatSaidOn = (date: string | null, precision: 'day' | 'month' | 'year') =>
  date ? formatDateAsKnown(date, precision) : 'undated';

/** 'Met in June 2024', 'Slipped by 10 months', 'Pending'. */
export function statusLine(milestone: Pick<Milestone, 'status' | 'months_slipped' | 'achieved_on' | 'achieved_on_precision'>): string {
  if (milestone.status === 'met') {
    return milestone.achieved_on ? `Met in ${formatDateAsKnown(milestone.achieved_on, milestone.achieved_on_precision)}` : 'Met';
  }
  if (milestone.status === 'slipped') {
    const months = milestone.months_slipped ?? 0;
    if (months === 0) return 'Slipped by less than a month';
    return `Slipped by ${months} ${months === 1 ? 'month' : 'months'}`;
  }
  return 'Pending';
}

/** Each move of the promised date, oldest first: 'Moved from 2025 (said 2022) to 2026, said 2023.' */
export function revisionLines(
  milestone: Pick<Milestone, 'revisions' | 'target_date' | 'target_precision' | 'said_on' | 'said_on_precision'>,
): string[] {
  const steps: Pick<MilestoneRevision, 'target_date' | 'target_precision' | 'said_on' | 'said_on_precision'>[] = [
    ...milestone.revisions,
    milestone,
  ];
  return milestone.revisions.map((revision, i) => {
    const next = steps[i + 1]!;
    return (
      `Moved from ${formatTarget(revision.target_date, revision.target_precision)} (said ${formatSaidOn(revision.said_on, revision.said_on_precision)}) ` +
      `to ${formatTarget(next.target_date, next.target_precision)}, said ${formatSaidOn(next.said_on, next.said_on_precision)}.`
    );
  });
}
