// Whether a milestone is met, pending or slipped (issue 26 §3), computed from its dates: never
// stored, so it changes by itself when a promised date passes.

export type TargetPrecision = 'day' | 'month' | 'year' | 'decade';
export type MilestoneStatus = 'met' | 'pending' | 'slipped';

export interface MilestoneDates {
  /** The promised date: the first day of its period (YYYY-MM-DD), or null when none was given. */
  target_date: string | null;
  target_precision: TargetPrecision;
  achieved_on: string | null;
}

/** The last day a promise can still be kept: 'by 2025' holds until 31 December 2025, 'the 2030s' until 2039. */
export function targetDeadline(targetDate: string, precision: TargetPrecision): string {
  const [year, month, day] = targetDate.split('-').map(Number) as [number, number, number];
  const last = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10); // m is 1-based: day 0 of the next month
  if (precision === 'day') return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
  if (precision === 'month') return last(year, month);
  if (precision === 'year') return `${year}-12-31`;
  return `${year - (year % 10) + 9}-12-31`;
}

/** Whole months from the day after the deadline to today (0 when less than a month). */
function monthsAfter(deadline: string, today: string): number {
  const start = new Date(`${deadline}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(`${today}T00:00:00Z`);
  let months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + (end.getUTCMonth() - start.getUTCMonth());
  if (end.getUTCDate() < start.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/**
 * met: an achievement is recorded. slipped: the promised period is over (today is after its last
 * day) with no achievement; months_slipped counts whole months since. Otherwise pending (also a
 * claim with no date).
 */
export function milestoneStatus(
  milestone: MilestoneDates,
  today: string,
): { status: MilestoneStatus; months_slipped: number | null; deadline: string | null } {
  const deadline = milestone.target_date ? targetDeadline(milestone.target_date, milestone.target_precision) : null;
  if (milestone.achieved_on) return { status: 'met', months_slipped: null, deadline };
  if (deadline && today > deadline) return { status: 'slipped', months_slipped: monthsAfter(deadline, today), deadline };
  return { status: 'pending', months_slipped: null, deadline };
}
