// The organization edit screen's data (docs/product/api.md §2 "Organization edit view") and the save
// (docs/product/api.md §5 "Organization save"): parse → validate → write in one transaction.
import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows, refreshOrganizationTotals } from '../../db/helpers';
import {
  organizationPeople,
  organizations,
  organizationTagLinks,
  projectOrganizations,
  projectProviderCategories,
  projectProviders,
  supplyChainOfferings,
} from '../../db/schema';
import { countryName } from '../../http/country';
import { affiliateSql } from '../stripe/benefits';
import type { Viewer } from './access';
import { loadCatalogues, projectsReferenced, resolveCountry, resolveTags, type Catalogues } from './lookups';
import {
  assertDistinctIds,
  EDIT_MESSAGES,
  FieldError,
  httpsUrl,
  itemId,
  LIMITS,
  list,
  longText,
  optionalEmail,
  requiredName,
  text,
  yearOrNull,
  type Json,
} from './validation';

type SupplierLinkStatus = 'pending' | 'approved' | 'rejected';

interface EditPerson {
  id: number;
  name: string;
  title: string | null;
}

export interface OrganizationEditView {
  id: number;
  slug: string;
  version: number;
  is_approved: boolean;
  display_name: string;
  acronym_name: string | null;
  website_url: string | null;
  description: string | null;
  self_description: string | null;
  is_affiliate: boolean;
  organization_tags: { name: string }[];
  logo: string | null;
  founding_year: number | null;
  city: string | null;
  region: string | null;
  country: string | null;
  country_code: string | null;
  founders: EditPerson[];
  leadership: EditPerson[];
  contact_email: string | null;
  projects: { id: number; slug: string; display_name: string; is_approved: boolean }[];
  supply_chain: { id: number; name: string; slug: string; offering_link: string | null; supply_chain_link: string }[];
  projects_supplied: {
    id: number;
    slug: string;
    display_name: string;
    supply_chain_category: { name: string } | null;
    supply_chain_categories: { name: string; slug: string }[];
    description: string | null;
    announcement_url: string | null;
    /** Staff review before it shows on the project's page (L7): read-only, ignored when sent back. */
    review_status: SupplierLinkStatus;
  }[];
  jobs_url: string | null;
}

const peopleJson = (
  role: 'founder' | 'leader',
) => sql`(SELECT coalesce(json_agg(json_build_object('id', pe.id, 'name', pe.name, 'title', pe.title)
    ORDER BY pe.position, pe.id), '[]'::json) FROM organization_people pe WHERE pe.organization_id = o.id AND pe.role = ${role})`;

/** One statement (PGlite runs statements one at a time: round trips are what costs). */
export async function organizationEditView(db: Db, where: { slug: string } | { id: number }): Promise<OrganizationEditView | null> {
  const condition: SQL = 'slug' in where ? sql`o.slug = ${where.slug}` : sql`o.id = ${where.id}`;
  const [row] = await organizationEditViewsWhere(db, condition);
  return row ?? null;
}

/** The edit views of several organizations in one statement (the review queue's page). */
export async function organizationEditViews(db: Db, ids: number[]): Promise<OrganizationEditView[]> {
  if (ids.length === 0) return [];
  return organizationEditViewsWhere(
    db,
    sql`o.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

async function organizationEditViewsWhere(db: Db, condition: SQL): Promise<OrganizationEditView[]> {
  const rows = await queryRows<OrganizationEditView>(
    db,
    sql`SELECT o.id, o.slug, o.version, o.is_approved, o.display_name, o.acronym_name, o.website_url, o.description,
          o.self_description, ${affiliateSql('o')} AS is_affiliate, o.logo, o.founding_year, o.city, o.region, o.country, o.country_code,
          o.contact_email, o.jobs_url,
          (SELECT coalesce(json_agg(json_build_object('name', t.name) ORDER BY t.position, t.id), '[]'::json)
             FROM organization_tag_links l JOIN organization_tags t ON t.id = l.tag_id WHERE l.organization_id = o.id)
            AS organization_tags,
          ${peopleJson('founder')} AS founders,
          ${peopleJson('leader')} AS leadership,
          (SELECT coalesce(json_agg(json_build_object('id', p.id, 'slug', p.slug, 'display_name', p.display_name,
              'is_approved', p.is_approved) ORDER BY lower(p.display_name), p.id), '[]'::json)
             FROM project_organizations po JOIN projects p ON p.id = po.project_id WHERE po.organization_id = o.id) AS projects,
          (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', sc.name, 'slug', sc.slug,
              'offering_link', s.offering_url, 'supply_chain_link', '/supply-chain#' || c.slug)
              ORDER BY c.position, sc.position, s.id), '[]'::json)
             FROM supply_chain_offerings s
             JOIN supply_chain_sub_categories sc ON sc.id = s.sub_category_id
             JOIN supply_chain_categories c ON c.id = sc.category_id
             WHERE s.organization_id = o.id) AS supply_chain,
          (SELECT coalesce(json_agg(json_build_object('id', pp.id, 'slug', p.slug, 'display_name', p.display_name,
              'supply_chain_categories', (SELECT coalesce(json_agg(json_build_object('name', sc.name, 'slug', sc.slug)
                  ORDER BY sc.position, sc.id), '[]'::json)
                 FROM project_provider_categories ppc JOIN supply_chain_sub_categories sc ON sc.id = ppc.sub_category_id
                 WHERE ppc.provider_id = pp.id),
              'description', pp.description, 'announcement_url', pp.announcement_url, 'review_status', pp.review_status)
              ORDER BY lower(p.display_name), pp.id), '[]'::json)
             FROM project_providers pp JOIN projects p ON p.id = pp.project_id WHERE pp.supplier_id = o.id) AS projects_supplied
        FROM organizations o WHERE ${condition}`,
  );
  return rows.map((row) => ({
    ...row,
    projects_supplied: row.projects_supplied.map((item) => ({
      ...item,
      // docs/product/api.md §2 shape: one { name } (several categories are joined as the detail page shows them).
      supply_chain_category: item.supply_chain_categories.length
        ? { name: item.supply_chain_categories.map((category) => category.name).join(', ') }
        : null,
    })),
  }));
}

// ---------------------------------------------------------------- parsing mainData

type Maybe<T> = T | undefined; // undefined = the field was not sent: left as it is

export interface OrganizationChanges {
  columns: Partial<typeof organizations.$inferInsert>;
  tagIds: Maybe<number[]>;
  founders: Maybe<EditPerson[]>;
  leadership: Maybe<EditPerson[]>;
  offerings: Maybe<{ id: number; subCategoryId: number; offeringUrl: string | null }[]>;
  supplied: Maybe<
    { id: number; projectId: number; subCategoryIds: number[]; description: string | null; announcementUrl: string | null }[]
  >;
  /** 'delete' (docs/product/api.md §2: the logo value 'delete' marks removal). A new file is handled by the route. */
  deleteLogo: boolean;
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();
const codePoints = (value: string) => [...value].length;

function parsePeople(value: unknown, field: 'founders' | 'leadership', existing: EditPerson[]): EditPerson[] | undefined {
  const items = list(value, field);
  if (!items) return undefined;
  const known = new Set(existing.map((person) => person.id));
  const people = items.map((item, index) => {
    const id = itemId(item.id, `${field}[${index}].id`);
    if (id > 0 && !known.has(id)) throw new FieldError(`${field}[${index}].id`, `Unknown ${field} entry: ${id}.`);
    return {
      id,
      name: requiredName(item.name, `${field}[${index}].name`, 'Each person needs a name.'),
      title: text(item.title, `${field}[${index}].title`, LIMITS.shortText, 'The title'),
    };
  });
  assertDistinctIds(people, field);
  return people;
}

function subCategoryOf(item: Json, catalogues: Catalogues): { id: number } | null | 'unknown' {
  const slug = typeof item.slug === 'string' ? item.slug.trim() : '';
  const name = typeof item.name === 'string' ? item.name.trim() : '';
  if (slug) return catalogues.subCategoriesBySlug.get(slug) ?? 'unknown';
  if (name) return catalogues.subCategoriesByName.get(name.toLowerCase()) ?? 'unknown';
  return null;
}

function parseOfferings(value: unknown, existing: OrganizationEditView['supply_chain'], catalogues: Catalogues) {
  const items = list(value, 'supply_chain');
  if (!items) return undefined;
  const known = new Set(existing.map((offering) => offering.id));
  const seen = new Set<number>();
  const offerings = items.map((item, index) => {
    const id = itemId(item.id, `supply_chain[${index}].id`);
    if (id > 0 && !known.has(id)) throw new FieldError(`supply_chain[${index}].id`, `Unknown supply chain offering: ${id}.`);
    const sub = subCategoryOf(item, catalogues);
    if (sub === null) throw new FieldError(`supply_chain[${index}].slug`, EDIT_MESSAGES.offeringCategoryRequired);
    if (sub === 'unknown') throw new FieldError(`supply_chain[${index}].slug`, 'Unknown supply chain category.');
    // docs/product/api.md §5: no category may appear twice.
    if (seen.has(sub.id)) throw new FieldError(`supply_chain[${index}].slug`, EDIT_MESSAGES.oneEntryPerSubcategory);
    seen.add(sub.id);
    return {
      id,
      subCategoryId: sub.id,
      offeringUrl: httpsUrl(item.offering_link, `supply_chain[${index}].offering_link`, 'the offering link'),
    };
  });
  assertDistinctIds(offerings, 'supply_chain');
  return offerings;
}

function categoriesOfSupplied(item: Json, field: string, catalogues: Catalogues): number[] {
  const found = new Set<number>();
  const add = (entry: Json | string, where: string) => {
    const sub = typeof entry === 'string' ? subCategoryOf({ name: entry }, catalogues) : subCategoryOf(entry, catalogues);
    if (sub === 'unknown') throw new FieldError(where, 'Unknown supply chain category.');
    if (sub) found.add(sub.id);
  };
  if (Array.isArray(item.supply_chain_categories)) {
    if (item.supply_chain_categories.length > 50) throw new FieldError(`${field}.supply_chain_categories`, 'Too many categories.');
    item.supply_chain_categories.forEach((entry, index) => {
      if (typeof entry === 'string' || (typeof entry === 'object' && entry !== null)) {
        add(entry as Json | string, `${field}.supply_chain_categories[${index}]`);
      }
    });
  } else if (typeof item.supply_chain_category === 'object' && item.supply_chain_category !== null) {
    const category = item.supply_chain_category as Json;
    const name = typeof category.name === 'string' ? category.name.trim() : '';
    if (typeof category.slug === 'string' && category.slug.trim()) add({ slug: category.slug }, `${field}.supply_chain_category`);
    else if (name && catalogues.subCategoriesByName.has(name.toLowerCase())) add({ name }, `${field}.supply_chain_category`);
    // The edit view joins several categories as 'A, B' (like the detail page).
    else if (name) name.split(', ').forEach((part) => add({ name: part }, `${field}.supply_chain_category`));
  }
  return [...found];
}

async function parseSupplied(db: Db, value: unknown, existing: OrganizationEditView['projects_supplied'], catalogues: Catalogues) {
  const items = list(value, 'projects_supplied');
  if (!items) return undefined;
  const known = new Set(existing.map((item) => item.id));
  const wanted = items.map((item) => ({
    slug: typeof item.slug === 'string' ? item.slug.trim() : typeof item.project_slug === 'string' ? item.project_slug.trim() : '',
    name: typeof item.display_name === 'string' ? item.display_name.trim() : '',
  }));
  const refs = await projectsReferenced(
    db,
    wanted
      .map((w) => w.slug)
      .filter(Boolean)
      .map((slug) => slug.slice(0, 200)),
    wanted
      .map((w) => w.name)
      .filter(Boolean)
      .map((name) => name.slice(0, 200)),
    existing.map((item) => item.slug),
  );
  const supplied = items.map((item, index) => {
    const field = `projects_supplied[${index}]`;
    const id = itemId(item.id, `${field}.id`);
    if (id > 0 && !known.has(id)) throw new FieldError(`${field}.id`, `Unknown projects supplied entry: ${id}.`);
    const { slug, name } = wanted[index]!;
    if (!slug && !name) throw new FieldError(`${field}.display_name`, EDIT_MESSAGES.suppliedNeedsProjectAndCategory);
    const project = (slug && refs.bySlug.get(slug)) || (name && refs.byName.get(name.toLowerCase())) || null;
    if (!project) throw new FieldError(`${field}.display_name`, `Unknown project: ${(name || slug).slice(0, 200)}.`);
    const subCategoryIds = categoriesOfSupplied(item, field, catalogues);
    if (subCategoryIds.length === 0) throw new FieldError(`${field}.supply_chain_category`, EDIT_MESSAGES.suppliedNeedsProjectAndCategory);
    const description = longText(item.description, `${field}.description`, 10_000, 'The description');
    if (description && codePoints(description) > LIMITS.suppliedDescription) {
      throw new FieldError(`${field}.description`, EDIT_MESSAGES.suppliedDescriptionTooLong);
    }
    return {
      id,
      projectId: project.id,
      subCategoryIds,
      description,
      announcementUrl: httpsUrl(item.announcement_url, `${field}.announcement_url`, 'the announcement link'),
    };
  });
  assertDistinctIds(supplied, 'projects_supplied');
  return supplied;
}

/** docs/product/api.md §5 "Organization save", for `viewer` editing `current`. Throws FieldError (4xx). */
export async function parseOrganizationEdit(
  db: Db,
  data: Json,
  current: OrganizationEditView,
  viewer: Viewer,
): Promise<OrganizationChanges> {
  const catalogues = await loadCatalogues(db);
  const columns: OrganizationChanges['columns'] = {};
  if ('display_name' in data) columns.displayName = requiredName(data.display_name, 'display_name', EDIT_MESSAGES.organizationNameRequired);
  if ('acronym_name' in data) columns.acronymName = text(data.acronym_name, 'acronym_name', LIMITS.acronym, 'The acronym');
  if ('website_url' in data) columns.websiteUrl = httpsUrl(data.website_url, 'website_url', 'the website');
  if ('founding_year' in data) columns.foundingYear = yearOrNull(data.founding_year, 'founding_year');
  if ('city' in data) columns.city = text(data.city, 'city', LIMITS.place, 'The city');
  if ('region' in data) columns.region = text(data.region, 'region', LIMITS.place, 'The state or province');
  const countryCode = resolveCountry(data);
  if (countryCode !== undefined) {
    columns.countryCode = countryCode;
    columns.country = countryCode ? countryName(countryCode) : null;
  }

  // docs/product/api.md §5: the description is editable only for affiliates, whose own text is
  // self_description (docs/product/api.md §2); the directory's description is staff's.
  const mayCustomize = current.is_affiliate || viewer.isStaff;
  if ('self_description' in data) {
    const value = longText(data.self_description, 'self_description', LIMITS.description, 'The description');
    if (!same(value, current.self_description)) {
      if (!mayCustomize) throw new FieldError('self_description', EDIT_MESSAGES.descriptionForAffiliates, 403);
      columns.selfDescription = value;
    }
  }
  if ('description' in data) {
    const value = longText(data.description, 'description', LIMITS.description, 'The description');
    if (!same(value, current.description)) {
      if (!viewer.isStaff) {
        throw new FieldError(
          'description',
          current.is_affiliate ? EDIT_MESSAGES.descriptionReadOnly : EDIT_MESSAGES.descriptionForAffiliates,
          403,
        );
      }
      columns.description = value;
    }
  }
  // docs/product/api.md §5: the sales email listing is for affiliates only.
  if ('contact_email' in data) {
    const value = optionalEmail(data.contact_email, 'contact_email');
    if (!same(value, current.contact_email)) {
      if (!mayCustomize) throw new FieldError('contact_email', EDIT_MESSAGES.salesEmailForAffiliates, 403);
      columns.contactEmail = value;
    }
  }

  return {
    columns,
    tagIds: 'organization_tags' in data ? resolveTags(data.organization_tags ?? [], 'organization_tags', catalogues) : undefined,
    founders: parsePeople(data.founders, 'founders', current.founders),
    leadership: parsePeople(data.leadership, 'leadership', current.leadership),
    offerings: parseOfferings(data.supply_chain, current.supply_chain, catalogues),
    supplied: await parseSupplied(db, data.projects_supplied, current.projects_supplied, catalogues),
    deleteLogo: data.logo === 'delete',
  };
}

// ---------------------------------------------------------------- writing

async function writePeople(tx: Db, organizationId: number, role: 'founder' | 'leader', people: EditPerson[]) {
  const kept = people.filter((person) => person.id > 0).map((person) => person.id);
  await tx
    .delete(organizationPeople)
    .where(
      and(
        eq(organizationPeople.organizationId, organizationId),
        eq(organizationPeople.role, role),
        kept.length ? notInArray(organizationPeople.id, kept) : undefined,
      ),
    );
  for (const [position, person] of people.entries()) {
    if (person.id > 0) {
      await tx
        .update(organizationPeople)
        .set({ name: person.name, title: person.title, position })
        .where(and(eq(organizationPeople.id, person.id), eq(organizationPeople.organizationId, organizationId)));
    } else {
      await tx.insert(organizationPeople).values({ organizationId, role, name: person.name, title: person.title, position });
    }
  }
}

/**
 * The review state a saved supplier link gets (L7). New, or its project, description or
 * announcement link changed: approved at once when staff save it or when the supplier
 * organization runs that project (its own page, nothing a third party owns); pending otherwise.
 * A change of categories only (picked from the catalogue, no free text) keeps the state.
 */
function reviewOfSaved(
  item: { projectId: number; description: string | null; announcementUrl: string | null },
  existing: { projectId: number; description: string | null; announcementUrl: string | null; reviewStatus: SupplierLinkStatus } | undefined,
  ownProject: boolean,
  actor: Viewer,
): Partial<typeof projectProviders.$inferInsert> {
  const unchanged =
    existing &&
    existing.projectId === item.projectId &&
    same(existing.description, item.description) &&
    same(existing.announcementUrl, item.announcementUrl);
  if (unchanged) return {};
  const now = new Date().toISOString();
  const approvedNow = actor.isStaff || ownProject;
  return {
    reviewStatus: approvedNow ? 'approved' : 'pending',
    requestedAt: now,
    requestedById: actor.id,
    reviewedAt: approvedNow ? now : null,
    reviewedById: actor.isStaff ? actor.id : null,
    reviewNote: null,
  };
}

/** Apply parsed changes (inside the caller's transaction, after its version check). */
export async function writeOrganizationChanges(tx: Db, organizationId: number, changes: OrganizationChanges, actor: Viewer): Promise<void> {
  if (changes.tagIds !== undefined) {
    await tx.delete(organizationTagLinks).where(eq(organizationTagLinks.organizationId, organizationId));
    if (changes.tagIds.length) {
      await tx.insert(organizationTagLinks).values(changes.tagIds.map((tagId) => ({ organizationId, tagId })));
    }
  }
  if (changes.founders) await writePeople(tx, organizationId, 'founder', changes.founders);
  if (changes.leadership) await writePeople(tx, organizationId, 'leader', changes.leadership);

  if (changes.offerings) {
    const subIds = changes.offerings.map((offering) => offering.subCategoryId);
    await tx
      .delete(supplyChainOfferings)
      .where(
        and(
          eq(supplyChainOfferings.organizationId, organizationId),
          subIds.length ? notInArray(supplyChainOfferings.subCategoryId, subIds) : undefined,
        ),
      );
    for (const offering of changes.offerings) {
      await tx
        .insert(supplyChainOfferings)
        .values({ organizationId, subCategoryId: offering.subCategoryId, offeringUrl: offering.offeringUrl })
        .onConflictDoUpdate({
          target: [supplyChainOfferings.subCategoryId, supplyChainOfferings.organizationId],
          set: { offeringUrl: offering.offeringUrl },
        });
    }
  }

  if (changes.supplied) {
    const kept = changes.supplied.filter((item) => item.id > 0).map((item) => item.id);
    await tx
      .delete(projectProviders)
      .where(and(eq(projectProviders.supplierId, organizationId), kept.length ? notInArray(projectProviders.id, kept) : undefined));
    const [existingRows, ownRows] = await Promise.all([
      tx
        .select({
          id: projectProviders.id,
          projectId: projectProviders.projectId,
          description: projectProviders.description,
          announcementUrl: projectProviders.announcementUrl,
          reviewStatus: projectProviders.reviewStatus,
        })
        .from(projectProviders)
        .where(eq(projectProviders.supplierId, organizationId)),
      tx
        .select({ projectId: projectOrganizations.projectId })
        .from(projectOrganizations)
        .where(eq(projectOrganizations.organizationId, organizationId)),
    ]);
    const existing = new Map(existingRows.map((row) => [row.id, row]));
    const ownProjects = new Set(ownRows.map((row) => row.projectId));
    for (const item of changes.supplied) {
      const values = {
        projectId: item.projectId,
        description: item.description,
        announcementUrl: item.announcementUrl,
        ...reviewOfSaved(item, item.id > 0 ? existing.get(item.id) : undefined, ownProjects.has(item.projectId), actor),
      };
      let providerId = item.id;
      if (item.id > 0) {
        await tx
          .update(projectProviders)
          .set(values)
          .where(and(eq(projectProviders.id, item.id), eq(projectProviders.supplierId, organizationId)));
        await tx.delete(projectProviderCategories).where(eq(projectProviderCategories.providerId, item.id));
      } else {
        const [row] = await tx
          .insert(projectProviders)
          .values({ ...values, supplierId: organizationId })
          .returning({ id: projectProviders.id });
        providerId = row!.id;
      }
      await tx.insert(projectProviderCategories).values(item.subCategoryIds.map((subCategoryId) => ({ providerId, subCategoryId })));
    }
  }
  // total_supply_chain_offerings (and the rest) of this organization.
  if (changes.offerings) await refreshOrganizationTotals(tx, [organizationId]);
}

/** Bump the version if it is still `expected` (the optimistic lock); null when someone else saved first. */
export async function claimOrganizationVersion(
  tx: Db,
  id: number,
  expected: number,
  columns: Partial<typeof organizations.$inferInsert>,
): Promise<number | null> {
  const [row] = await tx
    .update(organizations)
    .set({ ...columns, version: sql`${organizations.version} + 1` })
    .where(and(eq(organizations.id, id), eq(organizations.version, expected)))
    .returning({ version: organizations.version });
  return row?.version ?? null;
}
