import { sql } from 'drizzle-orm';
import { projectStatus } from '../../../db/schema';
import { renderMarkdown } from '../../contributions/project-edit';
import { countryCodeField, optionsOf, slugField, sourceUrlField, type EntityDef } from '../definition';
import { newEntryHook } from '../../activity-logs/write';
import { autoSlug, countryFromCode, refreshTotalsOf } from './common';

export const projectsEntity: EntityDef = {
  name: 'projects',
  label: 'Project',
  labelPlural: 'Projects',
  table: 'projects',
  auditType: 'project',
  title: (t) => `${t}.display_name`,
  titleField: 'display_name',
  listColumns: ['display_name', 'project_status', 'concept', 'is_approved'],
  filters: [
    {
      name: 'project_status',
      label: 'Status',
      type: 'select',
      options: optionsOf(projectStatus.enumValues),
      where: (v) => sql`t.project_status = ${v}`,
    },
    { name: 'is_approved', label: 'Approved', type: 'boolean', where: (value) => sql`t.is_approved = ${value === 'true'}` },
  ],
  sortFields: ['display_name', 'project_status', 'year_operations_started', 'id'],
  defaultSort: 'display_name',
  search: ['t.display_name', 't.slug'],
  publicPath: '/projects/{slug}',
  publicUrl: `CASE WHEN t.deleted_at IS NULL AND t.is_approved THEN '/projects/' || t.slug END`,
  deletion: 'soft',
  versioned: true,
  sourcesOwner: 'project_id',
  fields: [
    { name: 'display_name', label: 'Name', type: 'text', column: 'display_name', required: true, maxLength: 200 },
    slugField(),
    {
      name: 'organizations',
      label: 'Organizations',
      type: 'relation-list',
      relation: 'organizations',
      link: { table: 'project_organizations', owner: 'project_id', target: 'organization_id', position: 'position' },
    },
    {
      name: 'description',
      label: 'Description',
      type: 'markdown',
      read: 'coalesce(t.description_markdown, t.description_html)',
      maxLength: 20000,
      help: 'Markdown; saved as sanitized HTML.',
    },
    { name: 'project_status', label: 'Status', type: 'select', column: 'project_status', options: optionsOf(projectStatus.enumValues) },
    { name: 'concept', label: 'Confinement concept', type: 'relation', column: 'concept_id', relation: 'concepts' },
    {
      name: 'supply_chain_category',
      label: 'Supply-chain category',
      type: 'relation',
      column: 'supply_chain_category_id',
      relation: 'supply-chain-categories',
    },
    {
      name: 'year_operations_started',
      label: 'Operations started',
      type: 'integer',
      column: 'year_operations_started',
      min: 1900,
      max: 2200,
    },
    { name: 'year_operations_ended', label: 'Operations ended', type: 'integer', column: 'year_operations_ended', min: 1900, max: 2200 },
    countryCodeField,
    { name: 'latitude', label: 'Latitude', type: 'number', column: 'latitude', min: -90, max: 90, help: 'WGS 84 degrees; north positive.' },
    {
      name: 'longitude',
      label: 'Longitude',
      type: 'number',
      column: 'longitude',
      min: -180,
      max: 180,
      help: 'WGS 84 degrees; east positive.',
    },
    { name: 'major_radius_m', label: 'Major radius (m)', type: 'number', column: 'major_radius_m', min: 0.001, max: 100 },
    { name: 'toroidal_field_t', label: 'Toroidal field (T)', type: 'number', column: 'toroidal_field_t', min: 0.001, max: 100 },
    { name: 'plasma_current_ma', label: 'Plasma current (MA)', type: 'number', column: 'plasma_current_ma', min: 0.0001, max: 100 },
    { name: 'announcement_url', label: 'Announcement', type: 'url', column: 'announcement_url', maxLength: 2000 },
    { name: 'is_approved', label: 'Approved (public)', type: 'boolean', column: 'is_approved', default: true },
    sourceUrlField,
  ],
  hooks: {
    prepare: async (context) => {
      countryFromCode(context);
      if ('description' in context.input) {
        const markdown = context.input.description as string | null;
        context.columns.description_markdown = markdown;
        context.columns.description_html = markdown ? renderMarkdown(markdown, 'description') : null;
      }
      await autoSlug(context, 'display_name');
    },
    afterChange: async (tx, before, after) => {
      await refreshTotalsOf('organizations')(tx, before, after);
      await newEntryHook('project')(tx, before, after);
    },
  },
};
