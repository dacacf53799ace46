import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { organizationStatusSql } from '../organization-status';
import { affiliateSql } from '../stripe/benefits';
import type { Static } from 'typebox';
import type { SupplyChainCategory } from './schemas';

/** Every category → sub-category → approved organizations offering it (affiliates first). */
export function supplyChainTree(db: Db) {
  const affiliate = affiliateSql('o'); // the benefit at read time (stripe/benefits.ts)
  return queryRows<Static<typeof SupplyChainCategory>>(
    db,
    sql`SELECT c.name, c.slug,
          (SELECT coalesce(json_agg(json_build_object('name', sc.name, 'slug', sc.slug, 'organizations',
              (SELECT coalesce(json_agg(json_build_object('slug', o.slug, 'display_name', o.display_name,
                  'is_affiliate', ${affiliate}, 'status', ${organizationStatusSql('o')}) ORDER BY ${affiliate} DESC, o.display_name, o.id), '[]'::json)
                 FROM supply_chain_offerings s JOIN organizations o ON o.id = s.organization_id
                 WHERE s.sub_category_id = sc.id AND o.is_approved AND o.deleted_at IS NULL)) ORDER BY sc.position, sc.id), '[]'::json)
             FROM supply_chain_sub_categories sc WHERE sc.category_id = c.id) AS sub_categories
        FROM supply_chain_categories c ORDER BY c.position, c.id`,
  );
}

/**
 * Filter tabs: 'All' first, then each category, with the number of distinct approved
 * organizations offering something in it. (The UI inserts its 'Affiliates' tab after the first.)
 */
export async function supplyChainTabs(db: Db) {
  const rows = await queryRows<{ tag: string; count: number }>(
    db,
    sql`SELECT c.name AS tag, count(DISTINCT o.id)::int AS count
        FROM supply_chain_categories c
        LEFT JOIN supply_chain_sub_categories sc ON sc.category_id = c.id
        LEFT JOIN supply_chain_offerings s ON s.sub_category_id = sc.id
        LEFT JOIN organizations o ON o.id = s.organization_id AND o.is_approved AND o.deleted_at IS NULL
        GROUP BY c.id ORDER BY c.position, c.id`,
  );
  const [all] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(DISTINCT o.id)::int AS count FROM supply_chain_offerings s
        JOIN organizations o ON o.id = s.organization_id WHERE o.is_approved AND o.deleted_at IS NULL`,
  );
  return [{ tag: 'All', count: all!.count }, ...rows];
}
