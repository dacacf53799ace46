import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/helpers';
import { slugOf } from '../../contributions/validation';
import { slugField, type EntityDef, type WriteContext } from '../definition';
import { fieldError } from '../engine';
import { autoSlug, refuseWhenUsed } from './common';

const SUB_CATEGORY_NAMES = `(SELECT coalesce(string_agg(s.name, E'\\n' ORDER BY s.position, s.id), '')
  FROM supply_chain_sub_categories s WHERE s.category_id = t.id)`;

/** Sub-categories as lines: kept by name (their ids and offerings stay), new lines added, missing ones removed when unused. */
async function writeSubCategories(context: WriteContext, categoryId: number): Promise<void> {
  const { tx, input } = context;
  if (!('sub_categories' in input)) return;
  const names = String(input.sub_categories ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const existing = await queryRows<{ id: number; name: string; uses: number }>(
    tx,
    sql`SELECT s.id, s.name, (SELECT count(*) FROM supply_chain_offerings o WHERE o.sub_category_id = s.id)::int
          + (SELECT count(*) FROM project_provider_categories p WHERE p.sub_category_id = s.id)::int AS uses
        FROM supply_chain_sub_categories s WHERE s.category_id = ${categoryId}`,
  );
  const kept = new Set<number>();
  for (const [position, name] of names.entries()) {
    if (name.length > 200) throw fieldError('sub_categories', `Sub-category names are at most 200 characters: "${name.slice(0, 40)}…".`);
    const match = existing.find((row) => row.name.toLowerCase() === name.toLowerCase() && !kept.has(row.id));
    if (match) {
      kept.add(match.id);
      await tx.execute(sql`UPDATE supply_chain_sub_categories SET name = ${name}, position = ${position} WHERE id = ${match.id}`);
      continue;
    }
    const base = slugOf(name) || 'sub-category';
    const taken = await queryRows<{ slug: string }>(
      tx,
      sql`SELECT slug FROM supply_chain_sub_categories WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
    );
    let slug = base;
    for (let suffix = 2; taken.some((row) => row.slug === slug); suffix += 1) slug = `${base}-${suffix}`;
    await tx.execute(
      sql`INSERT INTO supply_chain_sub_categories (category_id, slug, name, position) VALUES (${categoryId}, ${slug}, ${name}, ${position})`,
    );
  }
  for (const row of existing) {
    if (kept.has(row.id)) continue;
    if (row.uses > 0) throw fieldError('sub_categories', `"${row.name}" is used by ${row.uses} offerings or supplier links: keep it.`);
    await tx.execute(sql`DELETE FROM supply_chain_sub_categories WHERE id = ${row.id}`);
  }
}

export const supplyChainCategoriesEntity: EntityDef = {
  name: 'supply-chain-categories',
  label: 'Supply-chain category',
  labelPlural: 'Supply-chain categories',
  table: 'supply_chain_categories',
  auditType: 'supply_chain_category',
  title: (t) => `${t}.name`,
  titleField: 'name',
  listColumns: ['name', 'slug', 'position'],
  sortFields: ['name', 'position', 'id'],
  defaultSort: 'position',
  search: ['t.name', 't.slug'],
  publicPath: '/supply-chain',
  publicUrl: `'/supply-chain'`,
  deletion: 'hard',
  versioned: false,
  versionExtra: SUB_CATEGORY_NAMES,
  fields: [
    { name: 'name', label: 'Name', type: 'text', column: 'name', required: true, maxLength: 200 },
    slugField(),
    { name: 'position', label: 'Order', type: 'integer', column: 'position', min: 0, max: 32767, default: 0 },
    {
      name: 'sub_categories',
      label: 'Sub-categories',
      type: 'textarea',
      read: SUB_CATEGORY_NAMES,
      maxLength: 20000,
      help: 'One sub-category per line, in order. A line renamed is a new sub-category; one in use cannot be removed.',
    },
  ],
  hooks: {
    prepare: (context) => autoSlug(context, 'name'),
    afterWrite: writeSubCategories,
    beforeDelete: (tx, record) =>
      refuseWhenUsed(tx, [
        {
          sql: sql`SELECT count(*)::int AS count FROM supply_chain_offerings o JOIN supply_chain_sub_categories s ON s.id = o.sub_category_id
                   WHERE s.category_id = ${record.id}`,
          what: 'offerings',
        },
        {
          sql: sql`SELECT count(*)::int AS count FROM project_provider_categories p JOIN supply_chain_sub_categories s ON s.id = p.sub_category_id
                   WHERE s.category_id = ${record.id}`,
          what: 'supplier links',
        },
        { sql: sql`SELECT count(*)::int AS count FROM projects WHERE supply_chain_category_id = ${record.id}`, what: 'projects' },
      ]),
  },
};
