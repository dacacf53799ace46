import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { queryRows } from '../../../db/helpers';
import { sourceUrlField, type Option, type EntityDef } from '../definition';
import { refreshTotalsOf } from './common';

/** Every sub-category, as 'Category › Sub-category'. */
const subCategoryOptions = (db: Db): Promise<Option[]> =>
  queryRows<Option>(
    db,
    sql`SELECT s.id::text AS value, c.name || ' › ' || s.name AS label
        FROM supply_chain_sub_categories s JOIN supply_chain_categories c ON c.id = s.category_id ORDER BY c.position, c.name, s.position, s.name`,
  );

export const offeringsEntity: EntityDef = {
  name: 'offerings',
  label: 'Supply-chain offering',
  labelPlural: 'Supply-chain offerings',
  table: 'supply_chain_offerings',
  auditType: 'offering',
  title: (t) =>
    `(SELECT o.display_name || ' — ' || s.name FROM organizations o, supply_chain_sub_categories s
      WHERE o.id = ${t}.organization_id AND s.id = ${t}.sub_category_id)`,
  titleField: 'organization',
  listColumns: ['organization', 'sub_category', 'offering_url'],
  filters: [
    {
      name: 'sub_category',
      label: 'Sub-category',
      type: 'select',
      options: subCategoryOptions,
      where: (v) => sql`t.sub_category_id = ${Number(v)}`,
    },
  ],
  sortFields: ['title', 'id'],
  defaultSort: 'title',
  search: [
    '(SELECT o.display_name FROM organizations o WHERE o.id = t.organization_id)',
    '(SELECT s.name FROM supply_chain_sub_categories s WHERE s.id = t.sub_category_id)',
  ],
  publicPath: '/supply-chain',
  publicUrl: `(SELECT '/supply-chain' FROM organizations o WHERE o.id = t.organization_id AND o.deleted_at IS NULL AND o.is_approved)`,
  deletion: 'hard',
  versioned: false,
  fields: [
    { name: 'organization', label: 'Organization', type: 'relation', column: 'organization_id', relation: 'organizations', required: true },
    { name: 'sub_category', label: 'Sub-category', type: 'select', column: 'sub_category_id', options: subCategoryOptions, required: true },
    { name: 'offering_url', label: 'Offering page', type: 'url', column: 'offering_url', maxLength: 2000 },
    sourceUrlField,
  ],
  hooks: { afterChange: refreshTotalsOf('organization') },
};
