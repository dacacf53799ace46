import { sql } from 'drizzle-orm';
import { organizationStatus } from '../../../db/schema';
import { DATE_PRECISIONS, optionsOf, type EntityDef, type WriteContext } from '../definition';
import { fieldError } from '../engine';
import { statusEventActivity } from '../../activity-logs/write';

/** merged_into only for 'merged' (and not itself), ticker only for 'public'. */
function checkEvent({ merged, columns }: WriteContext): void {
  if (merged.status !== 'merged' && merged.merged_into !== null && merged.merged_into !== undefined) {
    throw fieldError('merged_into', 'Merged into is only for a merged organization.');
  }
  if (merged.status === 'merged' && (merged.merged_into === null || merged.merged_into === undefined)) {
    throw fieldError('merged_into', 'A merger needs the organization it merged into.');
  }
  if (merged.merged_into === merged.organization) throw fieldError('merged_into', 'An organization cannot merge into itself.');
  if (merged.status !== 'public' && merged.ticker) throw fieldError('ticker', 'A ticker is only for a public company.');
  if (typeof merged.ticker === 'string') columns.ticker = merged.ticker.toUpperCase();
}

export const statusEventsEntity: EntityDef = {
  name: 'status-events',
  label: 'Status event',
  labelPlural: 'Status events',
  table: 'organization_status_events',
  auditType: 'status_event',
  title: (t) =>
    `(SELECT o.display_name FROM organizations o WHERE o.id = ${t}.organization_id) || ': ' || ${t}.status || ' ' || ${t}.date::text`,
  titleField: 'status',
  listColumns: ['organization', 'status', 'date', 'merged_into'],
  filters: [
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: optionsOf(organizationStatus.enumValues),
      where: (v) => sql`t.status = ${v}`,
    },
  ],
  sortFields: ['date', 'status', 'id'],
  defaultSort: '-date',
  search: ['(SELECT o.display_name FROM organizations o WHERE o.id = t.organization_id)', "coalesce(t.ticker, '')"],
  publicPath: '/organizations/{organization_slug}',
  publicUrl: `(SELECT '/organizations/' || o.slug FROM organizations o
     WHERE o.id = t.organization_id AND t.deleted_at IS NULL AND o.deleted_at IS NULL AND o.is_approved)`,
  deletion: 'soft',
  versioned: true,
  sourcesOwner: 'status_event_id',
  fields: [
    { name: 'organization', label: 'Organization', type: 'relation', column: 'organization_id', relation: 'organizations', required: true },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      column: 'status',
      options: optionsOf(organizationStatus.enumValues),
      required: true,
    },
    { name: 'date', label: 'Date', type: 'date', column: 'date', required: true },
    {
      name: 'date_precision',
      label: 'Date precision',
      type: 'date-precision',
      column: 'date_precision',
      options: DATE_PRECISIONS,
      default: 'day',
    },
    {
      name: 'merged_into',
      label: 'Merged into',
      type: 'relation',
      column: 'merged_into_id',
      relation: 'organizations',
      help: 'For a merger: the organization its page then redirects to.',
    },
    { name: 'ticker', label: 'Ticker', type: 'text', column: 'ticker', maxLength: 20, help: 'For a public company.' },
  ],
  hooks: { prepare: checkEvent, afterChange: statusEventActivity },
};
