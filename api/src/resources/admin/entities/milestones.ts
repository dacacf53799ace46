// Staff add and correct the milestone ledger (issue 26 §3): a claim (what, said when, for when,
// source) and, once reached, its achievement (date, source). Changing a claim's promised date keeps
// the earlier one in milestone_revisions, with when it was said and its source; adding an
// achievement alerts the followers ('Milestone Met'). The status is never typed in: it is computed.
import { sql } from 'drizzle-orm';
import { milestoneKind, milestoneTargetPrecision } from '../../../db/schema';
import { milestoneActivity } from '../../milestones/alerts';
import { DATE_PRECISIONS, optionsOf, type EntityDef, type WriteContext } from '../definition';
import { fieldError } from '../engine';

const FIRST_DAY: Record<string, (date: string) => string> = {
  decade: (date) => `${date.slice(0, 3)}0-01-01`,
  year: (date) => `${date.slice(0, 4)}-01-01`,
  month: (date) => `${date.slice(0, 7)}-01`,
  day: (date) => date,
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** A claim needs its source, an achievement its source, and the record one of the two; dates become their period's first day. */
function prepare({ merged, columns }: WriteContext): void {
  if (merged.organization == null && merged.project == null) throw fieldError('organization', 'Choose an organization or a project.');
  if (!text(merged.claim_text) && !merged.achieved_on) throw fieldError('claim_text', 'Give the claim, or the achievement’s date.');
  if (text(merged.claim_text) && !text(merged.claim_source_url)) throw fieldError('claim_source_url', 'A claim needs its source.');
  if (merged.achieved_on && !text(merged.achievement_source_url))
    throw fieldError('achievement_source_url', 'An achievement needs its source.');
  if (!text(merged.claim_text) && merged.target_date) throw fieldError('claim_text', 'Say what was promised for this date.');
  for (const [date, precision] of [
    ['said_on', 'said_on_precision'],
    ['target_date', 'target_precision'],
    ['achieved_on', 'achieved_on_precision'],
  ] as const) {
    if (typeof merged[date] === 'string') columns[date] = FIRST_DAY[String(merged[precision] ?? 'day')]!(merged[date]);
  }
}

const targetOf = (record: Record<string, unknown> | null) =>
  record?.target_date
    ? `${FIRST_DAY[String(record.target_precision ?? 'year')]!(String(record.target_date))}/${record.target_precision}`
    : null;

/**
 * After an edit: a claim whose promised date changed keeps the earlier one as a revision (and may
 * slip again, so its slip alert is cleared); a newly recorded achievement alerts the followers.
 */
async function afterWrite({ tx, before, merged }: WriteContext, id: number): Promise<void> {
  if (before && targetOf(before) !== targetOf(merged) && before.target_date && text(before.claim_source_url)) {
    await tx.execute(sql`INSERT INTO milestone_revisions
        (milestone_id, target_date, target_precision, claim_text, said_on, said_on_precision, source_url, source_name, note)
      VALUES (${id}, ${String(before.target_date)}::date, ${String(before.target_precision)}::milestone_target_precision,
        ${text(before.claim_text)}, ${before.said_on ? String(before.said_on) : null}::date,
        ${String(before.said_on_precision ?? 'day')}::date_precision, ${String(before.claim_source_url)},
        ${text(before.claim_source_name)}, ${'Replaced in the admin by a new promised date.'})`);
    await tx.execute(sql`UPDATE milestones SET slip_alerted_at = NULL WHERE id = ${id}`);
  }
  if (merged.achieved_on && !before?.achieved_on) await milestoneActivity(tx, id, 'met');
}

export const milestonesEntity: EntityDef = {
  name: 'milestones',
  label: 'Milestone',
  labelPlural: 'Milestones',
  table: 'milestones',
  auditType: 'milestone',
  title: (t) =>
    `coalesce((SELECT o.display_name FROM organizations o WHERE o.id = ${t}.organization_id), ` +
    `(SELECT p.display_name FROM projects p WHERE p.id = ${t}.project_id), '') || ': ' || ${t}.kind::text`,
  titleField: 'claim_text',
  listColumns: ['organization', 'project', 'kind', 'target_date', 'achieved_on'],
  sortFields: ['target_date', 'achieved_on', 'kind', 'id'],
  defaultSort: '-id',
  search: ['t.claim_text', 't.claim_source_name', 't.record_description'],
  publicPath: '/progress/milestones',
  publicUrl: "CASE WHEN t.deleted_at IS NULL THEN '/progress/milestones' END",
  deletion: 'soft',
  versioned: true,
  fields: [
    { name: 'organization', label: 'Organization', type: 'relation', column: 'organization_id', relation: 'organizations' },
    {
      name: 'project',
      label: 'Project',
      type: 'relation',
      column: 'project_id',
      relation: 'projects',
      help: 'The machine it concerns, if any.',
    },
    {
      name: 'kind',
      label: 'Milestone',
      type: 'select',
      column: 'kind',
      options: optionsOf(milestoneKind.enumValues),
      required: true,
      help: 'q-sci: Q_sci > 1; q-eng: Q_eng > 1; record and fuel: say which in the description.',
    },
    { name: 'record_description', label: 'Record or fuel', type: 'text', column: 'record_description', maxLength: 500 },
    { name: 'claim_text', label: 'What was promised', type: 'textarea', column: 'claim_text', maxLength: 2000 },
    { name: 'said_on', label: 'Said on', type: 'date', column: 'said_on', help: 'Leave empty when no source dates the statement.' },
    {
      name: 'said_on_precision',
      label: 'Said on: precision',
      type: 'date-precision',
      column: 'said_on_precision',
      options: DATE_PRECISIONS,
      default: 'day',
    },
    {
      name: 'target_date',
      label: 'Promised for',
      type: 'date',
      column: 'target_date',
      help: 'Changing it keeps the earlier date in the history. A year or a decade is stored as its first day.',
    },
    {
      name: 'target_precision',
      label: 'Promised for: precision',
      type: 'select',
      column: 'target_precision',
      options: optionsOf(milestoneTargetPrecision.enumValues),
      default: 'year',
    },
    {
      name: 'claim_source_url',
      label: 'Claim source URL',
      type: 'url',
      column: 'claim_source_url',
      maxLength: 2000,
      pattern: '^https?://',
    },
    { name: 'claim_source_name', label: 'Claim source', type: 'text', column: 'claim_source_name', maxLength: 500 },
    { name: 'achieved_on', label: 'Reached on', type: 'date', column: 'achieved_on' },
    {
      name: 'achieved_on_precision',
      label: 'Reached on: precision',
      type: 'date-precision',
      column: 'achieved_on_precision',
      options: DATE_PRECISIONS,
      default: 'day',
    },
    {
      name: 'achievement_source_url',
      label: 'Achievement source URL',
      type: 'url',
      column: 'achievement_source_url',
      maxLength: 2000,
      pattern: '^https?://',
    },
    { name: 'achievement_source_name', label: 'Achievement source', type: 'text', column: 'achievement_source_name', maxLength: 500 },
  ],
  hooks: { prepare, afterWrite },
};
