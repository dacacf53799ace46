import { sql } from 'drizzle-orm';
import { personRole } from '../../../db/schema';
import { optionsOf, sourceUrlField, type EntityDef } from '../definition';

export const peopleEntity: EntityDef = {
  name: 'people',
  label: 'Person',
  labelPlural: 'People',
  table: 'organization_people',
  auditType: 'person',
  title: (t) => `${t}.name`,
  titleField: 'name',
  listColumns: ['name', 'role', 'title', 'organization'],
  filters: [{ name: 'role', label: 'Role', type: 'select', options: optionsOf(personRole.enumValues), where: (v) => sql`t.role = ${v}` }],
  sortFields: ['name', 'role', 'position', 'id'],
  defaultSort: 'name',
  search: ['t.name', "coalesce(t.title, '')", '(SELECT o.display_name FROM organizations o WHERE o.id = t.organization_id)'],
  publicPath: '/organizations/{organization_slug}',
  publicUrl: `(SELECT '/organizations/' || o.slug FROM organizations o WHERE o.id = t.organization_id AND o.deleted_at IS NULL AND o.is_approved)`,
  deletion: 'hard',
  versioned: false,
  fields: [
    { name: 'organization', label: 'Organization', type: 'relation', column: 'organization_id', relation: 'organizations', required: true },
    { name: 'role', label: 'Role', type: 'select', column: 'role', options: optionsOf(personRole.enumValues), required: true },
    { name: 'name', label: 'Name', type: 'text', column: 'name', required: true, maxLength: 200 },
    { name: 'title', label: 'Title', type: 'text', column: 'title', maxLength: 200 },
    { name: 'position', label: 'Order', type: 'integer', column: 'position', min: 0, max: 32767, default: 0 },
    sourceUrlField,
  ],
};
