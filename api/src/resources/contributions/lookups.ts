// Catalogues the add and edit calls resolve names against: organization tags, supply chain
// sub-categories, concepts, countries and projects.
import { and, asc, desc, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { projects } from '../../db/schema';
import { countryName, normalizeCountryCode } from '../../http/country';
import { FieldError, text } from './validation';

export interface Catalogues {
  tagsByName: Map<string, { id: number; name: string }>;
  subCategoriesBySlug: Map<string, { id: number; name: string; slug: string }>;
  subCategoriesByName: Map<string, { id: number; name: string; slug: string }>;
}

export async function loadCatalogues(db: Db): Promise<Catalogues> {
  const [tags, subCategories] = await Promise.all([
    queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM organization_tags`),
    queryRows<{ id: number; name: string; slug: string }>(db, sql`SELECT id, name, slug FROM supply_chain_sub_categories`),
  ]);
  return {
    tagsByName: new Map(tags.map((tag) => [tag.name.toLowerCase(), tag])),
    subCategoriesBySlug: new Map(subCategories.map((sub) => [sub.slug, sub])),
    subCategoriesByName: new Map(subCategories.map((sub) => [sub.name.toLowerCase(), sub])),
  };
}

/** The organization tags offered when adding or editing (docs/product/api.md §3), by group, in catalogue order. */
export async function tagOptions(db: Db): Promise<{ group: string; tags: string[] }[]> {
  const rows = await queryRows<{ group_name: string; tags: string[] }>(
    db,
    sql`SELECT g.name AS group_name, array_agg(t.name ORDER BY t.position, t.id) AS tags
        FROM organization_tag_groups g JOIN organization_tags t ON t.group_id = g.id
        GROUP BY g.id ORDER BY g.position, g.id`,
  );
  return rows.map((row) => ({ group: row.group_name, tags: row.tags }));
}

/** Tag ids of a list of { name } (unknown names are a 400 naming the entry). */
export function resolveTags(value: unknown, field: string, catalogues: Catalogues): number[] {
  if (!Array.isArray(value)) throw new FieldError(field, 'organization_tags must be a list of { name }.');
  if (value.length > 100) throw new FieldError(field, 'Too many tags.');
  const ids = new Set<number>();
  value.forEach((item, index) => {
    const name = typeof item === 'string' ? item : (item as { name?: unknown } | null)?.name;
    const tag = typeof name === 'string' ? catalogues.tagsByName.get(name.trim().toLowerCase()) : undefined;
    if (!tag) throw new FieldError(`${field}[${index}].name`, `Unknown tag: ${typeof name === 'string' ? name.slice(0, 100) : '(none)'}.`);
    ids.add(tag.id);
  });
  return [...ids];
}

let countriesByName: Map<string, string> | null = null;

/** 'France' → 'FR' (English names as the API shows them, case-insensitive). */
function countryCodeByName(name: string): string | null {
  if (!countriesByName) {
    countriesByName = new Map();
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = normalizeCountryCode(String.fromCharCode(a, b));
        if (code) countriesByName.set(countryName(code).toLowerCase(), code);
      }
    }
  }
  return countriesByName.get(name.trim().toLowerCase()) ?? null;
}

/**
 * The country of an edit: `country_code` (ISO 3166-1 alpha-2) when sent; otherwise `country`
 * by its English name. undefined = not sent (unchanged); null = cleared.
 */
export function resolveCountry(data: Record<string, unknown>): string | null | undefined {
  if ('country_code' in data) {
    const code = text(data.country_code, 'country_code', 10, 'The country code');
    if (!code) return null;
    const normalized = normalizeCountryCode(code);
    if (!normalized) throw new FieldError('country_code', `Unknown country code: ${code}.`);
    return normalized;
  }
  if ('country' in data) {
    const name = text(data.country, 'country', 100, 'The country');
    if (!name) return null;
    const code = countryCodeByName(name);
    if (!code) throw new FieldError('country', `Unknown country: ${name}.`);
    return code;
  }
  return undefined;
}

export interface ProjectRef {
  id: number;
  slug: string;
  display_name: string;
}

/**
 * Projects by slug and by lower-cased name, for the references an edit makes: approved projects,
 * plus `alsoSlugs` (those the organization already lists, approved or not), so that an edit
 * cannot probe or attach to someone else's project under review.
 */
export async function projectsReferenced(db: Db, slugs: string[], names: string[], alsoSlugs: string[] = []) {
  const bySlug = new Map<string, ProjectRef>();
  const byName = new Map<string, ProjectRef>();
  if (slugs.length === 0 && names.length === 0) return { bySlug, byName };
  const rows: ProjectRef[] = await db
    .select({ id: projects.id, slug: projects.slug, display_name: projects.displayName })
    .from(projects)
    .where(
      and(
        alsoSlugs.length ? or(projects.isApproved, inArray(projects.slug, alsoSlugs)) : projects.isApproved,
        or(
          slugs.length ? inArray(projects.slug, slugs) : undefined,
          names.length
            ? inArray(
                sql`lower(${projects.displayName})`,
                names.map((name) => name.toLowerCase()),
              )
            : undefined,
        ),
      ),
    )
    .orderBy(desc(projects.isApproved), asc(projects.id));
  for (const row of rows) {
    bySlug.set(row.slug, row);
    const key = row.display_name.toLowerCase();
    if (!byName.has(key)) byName.set(key, row);
  }
  return { bySlug, byName };
}
