import { sql } from 'drizzle-orm';
import { JOB_MODES, JOB_TYPES } from '../../jobs/vocabulary';
import { optionsOf, sourceUrlField, type EntityDef } from '../definition';
import { refreshTotalsOf } from './common';

export const jobsEntity: EntityDef = {
  name: 'jobs',
  label: 'Job',
  labelPlural: 'Jobs',
  table: 'jobs',
  auditType: 'job',
  title: (t) => `${t}.title`,
  titleField: 'title',
  listColumns: ['title', 'organization', 'job_type', 'is_sample'],
  filters: [{ name: 'is_sample', label: 'Sample listing', type: 'boolean', where: (v) => sql`t.is_sample = ${v === 'true'}` }],
  sortFields: ['title', 'created_at', 'id'],
  defaultSort: '-created_at',
  search: ['t.title', '(SELECT o.display_name FROM organizations o WHERE o.id = t.organization_id)'],
  publicPath: '/jobs',
  publicUrl: `(SELECT '/jobs' FROM organizations o WHERE o.id = t.organization_id AND t.deleted_at IS NULL AND o.deleted_at IS NULL AND o.is_approved)`,
  deletion: 'soft',
  versioned: true,
  fields: [
    { name: 'organization', label: 'Organization', type: 'relation', column: 'organization_id', relation: 'organizations', required: true },
    { name: 'title', label: 'Title', type: 'text', column: 'title', required: true, maxLength: 300 },
    {
      name: 'locations',
      label: 'Locations',
      type: 'textarea',
      read: "array_to_string(t.locations, E'\\n')",
      maxLength: 5000,
      help: 'One location per line.',
    },
    {
      name: 'job_type',
      label: 'Type',
      type: 'select',
      column: 'job_type',
      required: true,
      options: optionsOf(JOB_TYPES),
      default: 'Full-time',
    },
    {
      name: 'job_mode',
      label: 'Mode',
      type: 'select',
      column: 'job_mode',
      required: true,
      options: optionsOf(JOB_MODES),
      default: 'On-site',
    },
    { name: 'salary', label: 'Salary', type: 'text', column: 'salary', maxLength: 200 },
    { name: 'website_url', label: 'Posting URL', type: 'url', column: 'website_url', required: true, maxLength: 2000 },
    { name: 'is_sample', label: 'Sample listing', type: 'boolean', column: 'is_sample', default: false },
    sourceUrlField,
  ],
  hooks: {
    prepare: (context) => {
      if (!('locations' in context.input)) return;
      const locations = String(context.input.locations ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const json = JSON.stringify(locations);
      context.columns.locations = sql`ARRAY(SELECT jsonb_array_elements_text(${json}::jsonb))`;
      context.columns.locations_text = locations.map((location) => location.toLowerCase()).join(' | ');
    },
    afterChange: refreshTotalsOf('organization'),
  },
};
