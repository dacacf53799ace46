import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { memoizeForDataVersion } from '../../db/data-version';
import { isoTimestamp, queryRows } from '../../db/helpers';
import { flagEmoji, flagUrl } from '../../http/country';
import type { Paging } from '../../http/paging';
import { organizationStatusSql, organizationTagGroupSql } from '../organization-status';
import { prefixTsQuery } from '../search/text';
import { affiliateSql } from '../stripe/benefits';
import type { Static } from 'typebox';
import type { Job, JobOrganization } from './schemas';

type JobRow = Omit<Static<typeof Job>, 'organization'> & {
  country_code: string | null;
  organization: Omit<Static<typeof JobOrganization>, 'country_flag_url' | 'country_flag_emoji'>;
};

export interface JobFilters {
  search?: string;
  location?: string;
  tag?: string;
  organization?: string;
  mode?: string;
  type?: string;
  country?: string;
}

type JobFacetName = 'mode' | 'type' | 'country' | 'organization';

/** LIKE pattern for a substring, with %, _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How the search words are matched (the same jobs either way; the plans differ):
 *   'lookup' — ids from the two full-text indexes (job titles ∪ jobs of matching
 *              organizations): cheap when few jobs match, and the count uses it;
 *   'walk'   — a per-row test the planner can apply while walking jobs newest first and stop
 *              after one page: cheap when many jobs match ('engineer').
 */
export type SearchShape = 'lookup' | 'walk';

/** At most this many matching jobs: the list uses the 'lookup' shape. */
const LOOKUP_SHAPE_MAX_MATCHES = 300;

/** Whether any real (not sample) opening is public: while none is, the sample listings show. */
const anyRealJobSql = sql`EXISTS (SELECT 1 FROM jobs r JOIN organizations ro ON ro.id = r.organization_id
  WHERE NOT r.is_sample AND r.closed_at IS NULL AND r.deleted_at IS NULL AND ro.is_approved AND ro.deleted_at IS NULL)`;

/**
 * The jobs a public list shows: open ones (not closed by the job-board sync) of published
 * organizations; sample listings only while no real job is public, and never with `withSamples` false.
 */
function publicJobConditions(withSamples = true): SQL[] {
  return [
    sql`o.is_approved`,
    sql`o.deleted_at IS NULL`,
    sql`j.deleted_at IS NULL`,
    sql`j.closed_at IS NULL`,
    withSamples ? sql`(NOT j.is_sample OR NOT ${anyRealJobSql})` : sql`NOT j.is_sample`,
  ];
}

export function jobConditions(filters: JobFilters, shape: SearchShape = 'lookup', withSamples = true, except?: JobFacetName): SQL {
  const conditions: SQL[] = publicJobConditions(withSamples);
  const words = filters.search ? prefixTsQuery(filters.search) : null;
  if (words && shape === 'lookup') {
    conditions.push(sql`j.id IN (
      SELECT id FROM jobs WHERE search_vector @@ to_tsquery('simple', ${words})
      UNION
      SELECT jj.id FROM jobs jj JOIN organizations oo ON oo.id = jj.organization_id
      WHERE oo.search_vector @@ to_tsquery('simple', ${words}))`);
  } else if (words) {
    // ARRAY(…) is computed once (an InitPlan), so the test per job is cheap.
    conditions.push(sql`(j.search_vector @@ to_tsquery('simple', ${words})
      OR j.organization_id = ANY (ARRAY(SELECT id FROM organizations WHERE search_vector @@ to_tsquery('simple', ${words}))))`);
  }
  const location = filters.location?.trim();
  if (location) conditions.push(sql`j.locations_text LIKE ${containsPattern(location)}`);
  if (filters.tag && filters.tag !== 'all') {
    conditions.push(sql`j.id IN (SELECT l.job_id FROM job_tag_links l JOIN job_tags t ON t.id = l.tag_id WHERE t.slug = ${filters.tag})`);
  }
  if (filters.organization && except !== 'organization') conditions.push(sql`o.slug = ${filters.organization}`);
  if (filters.mode && except !== 'mode') conditions.push(sql`j.job_mode = ${filters.mode}`);
  if (filters.type && except !== 'type') conditions.push(sql`j.job_type = ${filters.type}`);
  const country = filters.country?.trim();
  if (country && except !== 'country') {
    conditions.push(/^[a-z]{2}$/i.test(country) ? sql`o.country_code = ${country.toUpperCase()}` : sql`o.country = ${country}`);
  }
  return sql.join(conditions, sql` AND `);
}

/** The filters that change the result set (the route's query also holds page and page_size). */
const filterKey = (filters: JobFilters) => [
  filters.search ?? '',
  filters.location ?? '',
  filters.tag ?? '',
  filters.organization ?? '',
  filters.mode ?? '',
  filters.type ?? '',
  filters.country ?? '',
];

/** The facet counts of /jobs: per mode, type, country and organization, with every other filter kept. */
export async function jobFacets(db: Db, filters: JobFilters) {
  const grouped = (value: SQL, label: SQL, except: JobFacetName) =>
    queryRows<{ value: string; label: string; count: number }>(
      db,
      sql`SELECT ${value} AS value, min(${label}) AS label, count(*)::int AS count
          FROM jobs j JOIN organizations o ON o.id = j.organization_id
          WHERE ${jobConditions(filters, 'lookup', true, except)} AND ${value} IS NOT NULL
          GROUP BY ${value} ORDER BY count(*) DESC, min(${label}) ASC`,
    );
  const [modes, types, countries, organizations, [total]] = await Promise.all([
    grouped(sql`j.job_mode`, sql`j.job_mode`, 'mode'),
    grouped(sql`j.job_type`, sql`j.job_type`, 'type'),
    grouped(sql`o.country_code`, sql`o.country`, 'country'),
    grouped(sql`o.slug`, sql`o.display_name`, 'organization'),
    queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM jobs j JOIN organizations o ON o.id = j.organization_id WHERE ${jobConditions(filters)}`,
    ),
  ]);
  return { total: total!.count, mode: modes, type: types, country: countries, organization: organizations };
}

/** `withSamples` false: real openings only (the jobs feed: a sample is never syndicated). */
export async function listJobs(db: Db, filters: JobFilters, page: Paging, { withSamples = true } = {}) {
  // The count does not depend on the page: computed once per filter set and data version.
  const key = JSON.stringify([...filterKey(filters), withSamples]);
  const count = await memoizeForDataVersion(db, `jobs-count:${key}`, async () => {
    const [total] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM jobs j JOIN organizations o ON o.id = j.organization_id
          WHERE ${jobConditions(filters, 'lookup', withSamples)}`,
    );
    return total!.count;
  });
  const where = jobConditions(filters, count <= LOOKUP_SHAPE_MAX_MATCHES ? 'lookup' : 'walk', withSamples);
  const rows = await queryRows<JobRow>(
    db,
    sql`SELECT j.id, j.title, j.locations, j.job_type, j.job_mode,
          (SELECT coalesce(string_agg(t.name, ', ' ORDER BY l.position, t.position), '')
             FROM job_tag_links l JOIN job_tags t ON t.id = l.tag_id WHERE l.job_id = j.id) AS tags,
          j.website_url, ${isoTimestamp('j.created_at')} AS created_at, j.salary, j.is_sample, o.country_code,
          json_build_object('slug', o.slug, 'display_name', o.display_name, 'logo', o.logo, 'tag_group', ${organizationTagGroupSql('o')},
            'is_affiliate', ${affiliateSql('o')}, 'status', ${organizationStatusSql('o')}) AS organization
        FROM jobs j JOIN organizations o ON o.id = j.organization_id
        WHERE ${where}
        ORDER BY j.created_at DESC, j.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const results = rows.map(({ country_code, organization, ...job }) => ({
    ...job,
    organization: { ...organization, country_flag_url: flagUrl(country_code), country_flag_emoji: flagEmoji(country_code) },
  }));
  return { rows: results, count };
}

export function jobTags(db: Db) {
  return queryRows<{ tag: string; tag_without_emoji: string; encoded_url: string; count: number }>(
    db,
    sql`SELECT t.name AS tag, t.name_without_emoji AS tag_without_emoji, t.slug AS encoded_url,
          count(j.id)::int AS count
        FROM job_tags t
        LEFT JOIN (job_tag_links l JOIN jobs j ON j.id = l.job_id JOIN organizations o ON o.id = j.organization_id
                   AND ${sql.join(publicJobConditions(), sql` AND `)}) ON l.tag_id = t.id
        GROUP BY t.id ORDER BY t.position, t.id`,
  );
}
