// The columns of the milestone ledger files (/api/v1/exports/milestones.{csv,json}): each claim with
// its source and earlier promised dates, its achievement with its source, and the status computed
// for the day in 'status_as_of'. JSON keeps the API's ISO dates and precisions; CSV writes a date
// as it is known ('2019', '2017-04', 'the 2030s'), so a spreadsheet never shows '2019-01-01' for 'by 2019'.
import type { Column } from '../exports/csv';
import type { Milestone } from './schemas';

/** A date at its precision: the stored first day of a year, a month or a decade is not a real day. */
function asKnown(date: string | null, precision: 'day' | 'month' | 'year' | 'decade'): string | null {
  if (!date) return null;
  if (precision === 'decade') return `the ${date.slice(0, 3)}0s`;
  if (precision === 'year') return date.slice(0, 4);
  if (precision === 'month') return date.slice(0, 7);
  return date;
}

/** 'promised for 2018 (said 2016): https://…' — one earlier promised date, oldest first in the list. */
function revisionText(revision: Milestone['revisions'][number]): string {
  const said = asKnown(revision.said_on, revision.said_on_precision) ?? 'undated';
  return `promised for ${asKnown(revision.target_date, revision.target_precision) ?? 'no date'} (said ${said}): ${revision.source_url}`;
}

const pageUrl = (origin: string, section: 'organizations' | 'projects', slug: string | undefined) =>
  slug === undefined ? null : `${origin}/${section}/${encodeURIComponent(slug)}`;

export interface MilestoneExportRow extends Milestone {
  /** The day the status was computed for. */
  today: string;
}

export function milestoneColumns(origin: string): Column<MilestoneExportRow>[] {
  return [
    { key: 'developer', header: 'Developer', value: (m) => m.organization?.display_name ?? null },
    { key: 'developer_page_url', header: 'Developer page', value: (m) => pageUrl(origin, 'organizations', m.organization?.slug) },
    { key: 'project', header: 'Project', value: (m) => m.project?.display_name ?? null },
    { key: 'project_page_url', header: 'Project page', value: (m) => pageUrl(origin, 'projects', m.project?.slug) },
    { key: 'concept', header: 'Concept', value: (m) => m.concept?.display_name ?? null },
    { key: 'milestone', header: 'Milestone', value: (m) => m.kind },
    { key: 'record_description', header: 'Record or fuel', value: (m) => m.record_description },
    { key: 'claim', header: 'Claim', value: (m) => m.claim_text },
    { key: 'said_on', header: 'Said on', value: (m) => m.said_on, csv: (m) => asKnown(m.said_on, m.said_on_precision) },
    { key: 'said_on_precision', header: 'Said on: precision', value: (m) => (m.said_on ? m.said_on_precision : null) },
    {
      key: 'promised_for',
      header: 'Promised for',
      value: (m) => m.target_date,
      csv: (m) => asKnown(m.target_date, m.target_precision),
    },
    { key: 'promised_for_precision', header: 'Promised for: precision', value: (m) => (m.target_date ? m.target_precision : null) },
    { key: 'deadline', header: 'Deadline', value: (m) => m.deadline },
    { key: 'claim_source_url', header: 'Claim source', value: (m) => m.claim_source_url },
    { key: 'claim_source_name', header: 'Claim source name', value: (m) => m.claim_source_name },
    {
      key: 'earlier_promises',
      header: 'Earlier promised dates',
      value: (m) => m.revisions,
      csv: (m) => m.revisions.map(revisionText),
    },
    {
      key: 'achieved_on',
      header: 'Reached on',
      value: (m) => m.achieved_on,
      csv: (m) => asKnown(m.achieved_on, m.achieved_on_precision),
    },
    { key: 'achieved_on_precision', header: 'Reached on: precision', value: (m) => (m.achieved_on ? m.achieved_on_precision : null) },
    { key: 'achievement_source_url', header: 'Achievement source', value: (m) => m.achievement_source_url },
    { key: 'achievement_source_name', header: 'Achievement source name', value: (m) => m.achievement_source_name },
    { key: 'status', header: 'Status', value: (m) => m.status },
    { key: 'months_slipped', header: 'Months slipped', value: (m) => m.months_slipped },
    { key: 'status_as_of', header: 'Status as of', value: (m) => m.today },
  ];
}
