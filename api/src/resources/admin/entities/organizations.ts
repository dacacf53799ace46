import { sql } from 'drizzle-orm';
import { organizationKind, jobBoardKind } from '../../../db/schema';
import { countryCodeField, optionsOf, slugField, sourceUrlField, type EntityDef } from '../definition';
import { newEntryHook } from '../../activity-logs/write';
import { autoSlug, countryFromCode, requireTogether } from './common';

/**
 * What the logo job (src/background/logos) did, as staff read it under the logo: where the shown
 * logo was fetched from, or why the last fetch failed while there is none. Null for an uploaded logo.
 */
const LOGO_FETCHED = `(SELECT CASE
    WHEN f.media_url = t.logo THEN 'Fetched from ' || f.source_url || ' on ' || to_char(f.fetched_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')
    WHEN t.logo IS NULL AND f.last_error IS NOT NULL
      THEN 'Not fetched (' || to_char(f.attempted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') || '): ' || f.last_error
  END FROM organization_logo_fetches f WHERE f.organization_id = t.id)`;

export const organizationsEntity: EntityDef = {
  name: 'organizations',
  label: 'Organization',
  labelPlural: 'Organizations',
  table: 'organizations',
  auditType: 'organization',
  title: (t) => `${t}.display_name`,
  aliases: (t) => [`${t}.acronym_name`],
  titleField: 'display_name',
  listColumns: ['display_name', 'kind', 'country_code', 'is_approved'],
  filters: [
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      options: optionsOf(organizationKind.enumValues),
      where: (value) => sql`t.kind = ${value}`,
    },
    { name: 'is_approved', label: 'Approved', type: 'boolean', where: (value) => sql`t.is_approved = ${value === 'true'}` },
    { name: 'country_code', label: 'Country code', type: 'text', where: (value) => sql`t.country_code = ${value.toUpperCase()}` },
  ],
  sortFields: ['display_name', 'founding_year', 'country_code', 'id'],
  defaultSort: 'display_name',
  search: ['t.display_name', "coalesce(t.acronym_name, '')", 't.slug'],
  publicPath: '/organizations/{slug}',
  publicUrl: `CASE WHEN t.deleted_at IS NULL AND t.is_approved THEN '/organizations/' || t.slug END`,
  deletion: 'soft',
  versioned: true,
  sourcesOwner: 'organization_id',
  fields: [
    { name: 'display_name', label: 'Name', type: 'text', column: 'display_name', required: true, maxLength: 200 },
    slugField(),
    { name: 'acronym_name', label: 'Acronym', type: 'text', column: 'acronym_name', maxLength: 50 },
    { name: 'kind', label: 'Kind', type: 'select', column: 'kind', options: optionsOf(organizationKind.enumValues) },
    {
      name: 'tags',
      label: 'Tags',
      type: 'relation-list',
      relation: 'tags',
      link: { table: 'organization_tag_links', owner: 'organization_id', target: 'tag_id' },
    },
    { name: 'logo', label: 'Logo', type: 'image', column: 'logo', maxLength: 2000, help: 'The URL or path of an uploaded image.' },
    {
      name: 'logo_fetched',
      label: 'Logo source',
      type: 'text',
      readOnly: true,
      read: LOGO_FETCHED,
      help: "Set by the logo job from the organization's own site while no logo is uploaded; an upload replaces it for good.",
    },
    { name: 'description', label: 'Description', type: 'textarea', column: 'description', maxLength: 5000 },
    { name: 'self_description', label: 'Self-description', type: 'textarea', column: 'self_description', maxLength: 5000 },
    { name: 'contact_email', label: 'Contact email', type: 'email', column: 'contact_email', maxLength: 320 },
    { name: 'website_url', label: 'Website', type: 'url', column: 'website_url', maxLength: 2000 },
    { name: 'jobs_url', label: 'Careers page', type: 'url', column: 'jobs_url', maxLength: 2000 },
    {
      name: 'job_board_kind',
      label: 'Job board',
      type: 'select',
      column: 'job_board_kind',
      options: optionsOf(jobBoardKind.enumValues),
      help: 'Where its openings are synced from; needs the board id.',
    },
    {
      name: 'job_board_id',
      label: 'Job board id',
      type: 'text',
      column: 'job_board_id',
      maxLength: 500,
      help: 'greenhouse/lever/ashby: the board token; url: the careers page URL.',
    },
    { name: 'founding_year', label: 'Founding year', type: 'integer', column: 'founding_year', min: 1800, max: 2100 },
    { name: 'city', label: 'City', type: 'text', column: 'city', maxLength: 200 },
    { name: 'region', label: 'Region', type: 'text', column: 'region', maxLength: 200 },
    countryCodeField,
    { name: 'is_approved', label: 'Approved (public)', type: 'boolean', column: 'is_approved', default: true },
    { name: 'is_affiliate', label: 'Affiliate without payment', type: 'boolean', column: 'is_affiliate', default: false },
    sourceUrlField,
  ],
  hooks: {
    prepare: async (context) => {
      countryFromCode(context);
      requireTogether(context, 'job_board_kind', 'job_board_id', 'The job board needs both its kind and its id.');
      await autoSlug(context, 'display_name');
    },
    afterChange: newEntryHook('organization'),
  },
};
