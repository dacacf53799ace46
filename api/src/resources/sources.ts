// The sources of a record (record_sources), as a JSON sub-select for the detail statements and
// exports: [{ url, title, verified_on, checked, published_on }] in order, soft-deleted ones left
// out. verified_on is served only when a person read the source (checked 'live' or 'stored-copy').
import { sql, type SQL } from 'drizzle-orm';

export type SourceOwnerColumn = 'organization_id' | 'project_id' | 'funding_round_id' | 'program_id' | 'status_event_id';

/** A JSON array of a record's sources, in order. `id` is the SQL of the owner's id (e.g. 'o.id'). */
export function sourcesJson(ownerColumn: SourceOwnerColumn, id: string): SQL {
  return sql.raw(`(SELECT coalesce(json_agg(json_build_object('url', rs.url, 'title', rs.title,
      'verified_on', CASE WHEN rs.checked <> 'cited' THEN rs.verified_on::text END,
      'checked', rs.checked, 'published_on', rs.published_on::text) ORDER BY rs.position, rs.id), '[]'::json)
    FROM record_sources rs WHERE rs.${ownerColumn} = ${id} AND rs.deleted_at IS NULL)`);
}
