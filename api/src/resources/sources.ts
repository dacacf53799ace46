// The sources of an organization, a project or a funding round (record_sources), as a
// JSON sub-select for the detail statements: [{ url, title, verified_on }] in order.
import { sql, type SQL } from 'drizzle-orm';

/** A JSON array of a record's sources ([{ url, title, verified_on }], in order). */
export function sourcesJson(ownerColumn: 'organization_id' | 'project_id' | 'funding_round_id', id: string): SQL {
  return sql.raw(`(SELECT coalesce(json_agg(json_build_object('url', rs.url, 'title', rs.title,
      'verified_on', rs.verified_on::text) ORDER BY rs.position, rs.id), '[]'::json)
    FROM record_sources rs WHERE rs.${ownerColumn} = ${id})`);
}
