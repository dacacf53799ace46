import { sql } from 'drizzle-orm';
import { sourceCheck, sourceFact } from '../../../db/schema';
import { optionsOf, type EntityDef, type WriteContext } from '../definition';
import { fieldError } from '../engine';

const OWNERS = ['organization', 'project', 'funding', 'program', 'status_event'] as const;

/** Exactly one owner; verified_on only for a source a person read (live or a stored copy). */
function checkSource({ merged }: WriteContext): void {
  const owners = OWNERS.filter((owner) => typeof merged[owner] === 'number');
  if (owners.length !== 1) {
    throw fieldError(
      owners[1] ?? 'organization',
      'A source belongs to exactly one record: an organization, project, funding round, program or status event.',
    );
  }
  if (merged.verified_on && merged.checked === 'cited') {
    throw fieldError(
      'verified_on',
      'verified_on is only for a source a person read: set checked to live or stored-copy, or leave the date empty.',
    );
  }
}

export const sourcesEntity: EntityDef = {
  name: 'sources',
  label: 'Source',
  labelPlural: 'Sources',
  table: 'record_sources',
  auditType: 'record_source',
  title: (t) => `${t}.title`,
  titleField: 'title',
  listColumns: ['title', 'url', 'checked', 'verified_on'],
  filters: [
    { name: 'checked', label: 'Checked', type: 'select', options: optionsOf(sourceCheck.enumValues), where: (v) => sql`t.checked = ${v}` },
    {
      name: 'organization',
      label: 'Organization id',
      type: 'text',
      where: (v) => sql`t.organization_id = ${/^\d{1,9}$/.test(v) ? Number(v) : -1}`,
    },
  ],
  sortFields: ['title', 'published_on', 'verified_on', 'id'],
  defaultSort: '-id',
  search: ['t.title', 't.url'],
  publicPath: null,
  deletion: 'soft',
  versioned: true,
  fields: [
    { name: 'organization', label: 'Organization', type: 'relation', column: 'organization_id', relation: 'organizations' },
    { name: 'project', label: 'Project', type: 'relation', column: 'project_id', relation: 'projects' },
    { name: 'funding', label: 'Funding round', type: 'relation', column: 'funding_round_id', relation: 'funding' },
    { name: 'program', label: 'Program', type: 'relation', column: 'program_id', relation: 'programs' },
    { name: 'status_event', label: 'Status event', type: 'relation', column: 'status_event_id', relation: 'status-events' },
    { name: 'url', label: 'URL', type: 'url', column: 'url', required: true, maxLength: 2000 },
    { name: 'title', label: 'Title', type: 'text', column: 'title', required: true, maxLength: 500 },
    { name: 'published_on', label: 'Published on', type: 'date', column: 'published_on' },
    {
      name: 'checked',
      label: 'Checked',
      type: 'select',
      column: 'checked',
      options: optionsOf(sourceCheck.enumValues),
      default: 'cited',
      help: 'live: a person read the page; stored-copy: a person read an archived copy; cited: not read.',
    },
    {
      name: 'verified_on',
      label: 'Verified on',
      type: 'date',
      column: 'verified_on',
      help: 'The day a person read it (live or stored-copy only).',
    },
    {
      name: 'fact',
      label: 'Fact',
      type: 'select',
      column: 'fact',
      options: optionsOf(sourceFact.enumValues),
      help: 'The one fact it backs; empty = the record as a whole.',
    },
    { name: 'position', label: 'Order', type: 'integer', column: 'position', min: 0, max: 32767, default: 0 },
  ],
  hooks: { prepare: checkSource },
};
