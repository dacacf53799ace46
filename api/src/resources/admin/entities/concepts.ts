import { sql } from 'drizzle-orm';
import { slugField, type EntityDef } from '../definition';
import { autoSlug, refuseWhenUsed } from './common';

export const conceptsEntity: EntityDef = {
  name: 'concepts',
  label: 'Confinement concept',
  labelPlural: 'Confinement concepts',
  table: 'concepts',
  auditType: 'concept',
  title: (t) => `${t}.display_name`,
  titleField: 'display_name',
  listColumns: ['display_name', 'slug'],
  sortFields: ['display_name', 'id'],
  defaultSort: 'display_name',
  search: ['t.display_name', 't.slug'],
  publicPath: '/projects?concept={slug}',
  publicUrl: `'/projects?concept=' || t.slug`,
  deletion: 'hard',
  versioned: false,
  fields: [
    { name: 'display_name', label: 'Name', type: 'text', column: 'display_name', required: true, maxLength: 200 },
    slugField(),
    { name: 'description', label: 'Description', type: 'textarea', column: 'description', maxLength: 5000 },
  ],
  hooks: {
    prepare: (context) => autoSlug(context, 'display_name'),
    beforeDelete: (tx, record) =>
      refuseWhenUsed(tx, [{ sql: sql`SELECT count(*)::int AS count FROM projects WHERE concept_id = ${record.id}`, what: 'projects' }]),
  },
};
