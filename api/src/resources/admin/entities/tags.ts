import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { queryRows } from '../../../db/helpers';
import type { EntityDef, Option } from '../definition';
import { refuseWhenUsed } from './common';

const tagGroupOptions = (db: Db): Promise<Option[]> =>
  queryRows<Option>(db, sql`SELECT id::text AS value, name AS label FROM organization_tag_groups ORDER BY position, name`);

export const tagsEntity: EntityDef = {
  name: 'tags',
  label: 'Organization tag',
  labelPlural: 'Organization tags',
  table: 'organization_tags',
  auditType: 'organization_tag',
  title: (t) => `${t}.name`,
  titleField: 'name',
  listColumns: ['name', 'group', 'tab_slug', 'position'],
  filters: [{ name: 'group', label: 'Group', type: 'select', options: tagGroupOptions, where: (v) => sql`t.group_id = ${Number(v)}` }],
  sortFields: ['name', 'position', 'id'],
  defaultSort: 'position',
  search: ['t.name'],
  publicPath: '/organizations',
  publicUrl: `'/organizations'`,
  deletion: 'hard',
  versioned: false,
  fields: [
    { name: 'name', label: 'Name', type: 'text', column: 'name', required: true, maxLength: 100 },
    { name: 'group', label: 'Group', type: 'select', column: 'group_id', options: tagGroupOptions, required: true },
    {
      name: 'tab_slug',
      label: 'List tab',
      type: 'text',
      column: 'tab_slug',
      maxLength: 100,
      pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      help: 'The organization-list tab this tag belongs to, if any.',
    },
    { name: 'position', label: 'Order', type: 'integer', column: 'position', min: 0, max: 32767, default: 0 },
  ],
  hooks: {
    beforeDelete: (tx, record) =>
      refuseWhenUsed(tx, [
        { sql: sql`SELECT count(*)::int AS count FROM organization_tag_links WHERE tag_id = ${record.id}`, what: 'organizations' },
      ]),
  },
};
