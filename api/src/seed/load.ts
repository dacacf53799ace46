// The seed loader: validates a dataset (seed/data/types.ts shapes), writes it, and derives
// the activity feed from it. Used by `npm run seed`, by the first start on an empty
// database, and by tests with their own small fixtures.
import { bumpDataVersion } from '../db/data-version';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bulkInsert, queryRows, refreshOrganizationTotals } from '../db/helpers';
import * as t from '../db/schema';
import { countryName, normalizeCountryCode } from '../http/country';
import { sanitizeRichText } from '../http/sanitize';
import { parseDateWithPrecision } from '../db/date-precision';
import { convertToUsd, fxRateTable, monthOf } from '../db/money';
import { ACTIVITY_TYPES, JOB_TAG_NAMES, ORGANIZATION_TAG_GROUPS, slugify, tabSlugOfTag, withoutEmoji } from './catalogue';
import type {
  SeedArticle,
  SeedConcept,
  SeedFunding,
  SeedFxRate,
  SeedJob,
  SeedOrganization,
  SeedProgram,
  SeedProject,
  SeedSource,
  SeedSupplyChainCategory,
} from './data/types';
import { jobBoardFromUrl, kindFromTags } from './kind';
import type { SeedPerformancePoint } from './data/lawson/points';
import type { SeedMilestone } from './data/milestones';
import { milestoneStatus } from '../resources/milestones/status';

export interface SeedData {
  organizations: SeedOrganization[];
  concepts: SeedConcept[];
  projects: SeedProject[];
  supplyChain: SeedSupplyChainCategory[];
  funding: SeedFunding[];
  jobs: SeedJob[];
  articles: SeedArticle[];
  /** Public programs; funding entries name them by program_slug (absent = none). */
  programs?: SeedProgram[];
  /** Monthly exchange rates for converting non-USD amounts (absent = none). */
  fxRates?: SeedFxRate[];
  /** Plasma performance points of the Lawson chart (issue 26; absent = none). */
  performancePoints?: SeedPerformancePoint[];
  /** The milestone ledger: claims, their earlier versions and achievements (issue 26 §3; absent = none). */
  milestones?: SeedMilestone[];
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** How a source was checked, in the database's words ('reviewer-knowledge' was never a reading). */
function sourceCheckOf(source: SeedSource): 'live' | 'stored-copy' | 'cited' {
  return source.checked === 'live' || source.checked === 'stored-copy' ? source.checked : 'cited';
}

/** A funding entry's amount as announced: its amount + currency, else amount_usd in USD, else undisclosed. */
function announcedAmount(f: SeedFunding): { amount: number; currency: string } | null {
  if (f.amount != null && f.currency) return { amount: f.amount, currency: f.currency };
  if (f.amount_usd != null) return { amount: f.amount_usd, currency: 'USD' };
  return null;
}

export class SeedValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The seed data has ${problems.length} problem(s):\n- ${problems.slice(0, 50).join('\n- ')}`);
    this.name = 'SeedValidationError';
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** A record's sources: its `sources`, else its single source_url (title = host, not verified). */
export function sourcesOf(record: { sources?: SeedSource[]; source_url?: string }, fallbackUrl?: string): SeedSource[] {
  if (record.sources && record.sources.length > 0) return record.sources;
  const url = record.source_url ?? fallbackUrl;
  if (!url) return [];
  let title = url;
  try {
    title = new URL(url).hostname;
  } catch {
    // keep the URL as its own title
  }
  return [{ url, title, verified_on: null }];
}

/** The first source URL of a record (what the source_url columns hold). */
const firstSourceUrl = (record: { sources?: SeedSource[]; source_url?: string }, fallbackUrl?: string) =>
  sourcesOf(record, fallbackUrl)[0]?.url ?? null;

/** Every reference must name something in the dataset; slugs must be unique. */
export function validateSeedData(data: SeedData): void {
  const problems: string[] = [];
  const uniqueSlugs = (kind: string, slugs: string[]) => {
    const seen = new Set<string>();
    for (const slug of slugs) {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) problems.push(`${kind} slug '${slug}' is not kebab-case`);
      if (seen.has(slug)) problems.push(`duplicate ${kind} slug '${slug}'`);
      seen.add(slug);
    }
    return seen;
  };
  const organizationSlugs = uniqueSlugs(
    'organization',
    data.organizations.map((o) => o.slug),
  );
  const conceptSlugs = uniqueSlugs(
    'concept',
    data.concepts.map((c) => c.slug),
  );
  const uniqueProjectSlugs = uniqueSlugs(
    'project',
    data.projects.map((p) => p.slug),
  );
  for (const milestone of data.milestones ?? []) {
    const where = `milestone ${milestone.kind} of ${milestone.organization_slug}`;
    if (!organizationSlugs.has(milestone.organization_slug)) problems.push(`${where} names an unknown organization`);
    if (milestone.project_slug && !uniqueProjectSlugs.has(milestone.project_slug))
      problems.push(`${where} names unknown project '${milestone.project_slug}'`);
    for (const claim of [milestone.claim, ...(milestone.revisions ?? [])]) {
      if (claim?.target && !parseMilestoneTarget(claim.target)) problems.push(`${where}: bad target '${claim.target}'`);
      if (claim?.said_on && !parseDateWithPrecision(claim.said_on)) problems.push(`${where}: bad said_on '${claim.said_on}'`);
    }
    if (milestone.achievement && !parseDateWithPrecision(milestone.achievement.date))
      problems.push(`${where}: bad achievement date '${milestone.achievement.date}'`);
    if (!milestone.claim && !milestone.achievement) problems.push(`${where} has neither a claim nor an achievement`);
  }
  for (const point of data.performancePoints ?? []) {
    const where = `performance point ${point.machine_name} ${point.shot}`;
    if (point.project_slug && !uniqueProjectSlugs.has(point.project_slug))
      problems.push(`${where} names unknown project '${point.project_slug}'`);
    if (point.concept_slug && !conceptSlugs.has(point.concept_slug))
      problems.push(`${where} names unknown concept '${point.concept_slug}'`);
  }
  uniqueSlugs(
    'article',
    data.articles.map((a) => a.slug),
  );
  uniqueSlugs(
    'supply chain category',
    data.supplyChain.map((c) => c.slug),
  );
  uniqueSlugs(
    'supply chain sub-category',
    data.supplyChain.flatMap((c) => c.sub_categories.map((s) => s.slug)),
  );
  const subCategoryNames = new Set(data.supplyChain.flatMap((c) => c.sub_categories.map((s) => s.name)));
  const knownTags = new Set(ORGANIZATION_TAG_GROUPS.flatMap((g) => g.tags));

  const organization = (slug: string, where: string) => {
    if (!organizationSlugs.has(slug)) problems.push(`${where}: unknown organization slug '${slug}'`);
  };
  const country = (code: string | null | undefined, where: string) => {
    if (code && !normalizeCountryCode(code)) problems.push(`${where}: unknown country code '${code}'`);
  };
  const date = (value: string, where: string) => {
    if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) problems.push(`${where}: bad date '${value}'`);
  };

  const sourced = (record: { sources?: SeedSource[]; source_url?: string }, where: string) => {
    const list = sourcesOf(record);
    if (list.length === 0) problems.push(`${where}: no source`);
    for (const source of list) if (source.verified_on) date(source.verified_on, `${where} source ${source.url}`);
  };
  for (const o of data.organizations) {
    sourced(o, `organization ${o.slug}`);
    for (const tag of o.tags) if (!knownTags.has(tag)) problems.push(`organization ${o.slug}: unknown tag '${tag}'`);
    country(o.country_code, `organization ${o.slug}`);
  }
  for (const p of data.projects) {
    const where = `project ${p.slug}`;
    sourced(p, where);
    if (!conceptSlugs.has(p.concept_slug)) problems.push(`${where}: unknown concept slug '${p.concept_slug}'`);
    p.organization_slugs.forEach((slug) => organization(slug, where));
    country(p.country_code, where);
    for (const provider of p.providers ?? []) {
      organization(provider.supplier_slug, `${where} provider`);
      for (const name of provider.product_categories) {
        if (!subCategoryNames.has(name)) problems.push(`${where}: unknown supply chain sub-category '${name}'`);
      }
    }
  }
  for (const c of data.supplyChain) {
    for (const s of c.sub_categories) {
      s.offerings.forEach((o) => organization(o.organization_slug, `supply chain ${c.slug}/${s.slug}`));
    }
  }
  const precise = (value: string, where: string) => {
    if (!parseDateWithPrecision(value)) problems.push(`${where}: bad date '${value}' (YYYY-MM-DD, YYYY-MM or YYYY)`);
  };
  const programSlugs = uniqueSlugs(
    'program',
    (data.programs ?? []).map((p) => p.slug),
  );
  for (const p of data.programs ?? []) {
    organization(p.funder_slug, `program ${p.slug}`);
    precise(p.announced_on, `program ${p.slug}`);
    sourced(p, `program ${p.slug}`);
  }
  for (const o of data.organizations) {
    (o.status_events ?? []).forEach((event, i) => {
      const where = `organization ${o.slug} status #${i + 1}`;
      precise(event.date, where);
      if (event.status === 'merged' && !event.merged_into_slug) problems.push(`${where}: 'merged' needs merged_into_slug`);
      if (event.merged_into_slug) {
        if (event.status !== 'merged') problems.push(`${where}: merged_into_slug is only for 'merged'`);
        organization(event.merged_into_slug, where);
      }
      if (event.ticker && event.status !== 'public') problems.push(`${where}: ticker is only for 'public'`);
    });
  }
  data.funding.forEach((f, i) => {
    const where = `funding #${i + 1} (${f.headline})`;
    organization(f.recipient_slug, where);
    f.source_slugs.forEach((slug) => organization(slug, where));
    precise(f.announcement_date, where);
    sourced({ sources: sourcesOf(f, f.announcement_url) }, where);
    if ((f.amount == null) !== (f.currency == null)) problems.push(`${where}: amount and currency go together`);
    if (f.currency && !CURRENCY_CODE.test(f.currency)) problems.push(`${where}: currency '${f.currency}' is not an ISO 4217 code`);
    if (f.program_slug && data.programs && !programSlugs.has(f.program_slug)) {
      problems.push(`${where}: unknown program slug '${f.program_slug}'`);
    }
  });
  const projectSlugs = new Set(data.projects.map((p) => p.slug));
  for (const a of data.articles) {
    for (const slug of a.mentions?.organization_slugs ?? []) organization(slug, `article ${a.slug} mention`);
    for (const slug of a.mentions?.project_slugs ?? []) {
      if (!projectSlugs.has(slug)) problems.push(`article ${a.slug} mention: unknown project slug '${slug}'`);
    }
  }
  for (const rate of data.fxRates ?? []) {
    if (!CURRENCY_CODE.test(rate.currency) || !/^\d{4}-\d{2}$/.test(rate.month) || !(rate.usd_per_unit > 0)) {
      problems.push(`fx rate ${rate.currency} ${rate.month}: needs an ISO 4217 code, a YYYY-MM month and a positive rate`);
    }
  }
  data.jobs.forEach((j, i) => {
    const where = `job #${i + 1} (${j.title})`;
    organization(j.organization_slug, where);
    date(j.created_at, where);
    for (const tag of j.tags) if (!JOB_TAG_NAMES.includes(tag)) problems.push(`${where}: unknown job tag '${tag}'`);
  });
  data.articles.forEach((a) => date(a.date, `article ${a.slug}`));
  if (problems.length > 0) throw new SeedValidationError(problems);
}

/** The fixed vocabularies (tag groups, tags, job tags). Idempotent. */
export async function loadCatalogue(db: Db): Promise<void> {
  for (const [groupIndex, group] of ORGANIZATION_TAG_GROUPS.entries()) {
    const [row] = await db
      .insert(t.organizationTagGroups)
      .values({ name: group.name, position: groupIndex })
      .onConflictDoUpdate({ target: t.organizationTagGroups.name, set: { position: groupIndex } })
      .returning({ id: t.organizationTagGroups.id });
    await db
      .insert(t.organizationTags)
      .values(group.tags.map((name, position) => ({ name, groupId: row!.id, tabSlug: tabSlugOfTag(name), position })))
      .onConflictDoNothing();
  }
  await db
    .insert(t.jobTags)
    .values(
      JOB_TAG_NAMES.map((name, position) => ({
        name,
        nameWithoutEmoji: withoutEmoji(name),
        slug: slugify(withoutEmoji(name)),
        position,
      })),
    )
    .onConflictDoNothing();
}

const idMap = async <K>(keys: K[], insert: () => Promise<number[]>) => {
  const ids = await insert();
  return new Map(keys.map((key, index) => [key, ids[index]!]));
};

const jobBoardColumns = (board: SeedOrganization['job_board']) => ({ jobBoardKind: board?.kind ?? null, jobBoardId: board?.id ?? null });

function countryColumns(code: string | null | undefined) {
  const countryCode = normalizeCountryCode(code);
  return { countryCode, country: countryCode ? countryName(countryCode) : null };
}

const toTimestamp = (day: string) => (day.length === 10 ? `${day}T00:00:00.000Z` : new Date(day).toISOString());

/**
 * Write a validated dataset into an empty data model (catalogue rows may exist), then
 * derive the activity feed and the organization totals. Runs in one transaction.
 */
export async function loadSeedData(db: Db, data: SeedData, now: Date = new Date()): Promise<void> {
  validateSeedData(data);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await loadCatalogue(tx);
    const tagIds = new Map(
      (await tx.select({ id: t.organizationTags.id, name: t.organizationTags.name }).from(t.organizationTags)).map((r) => [r.name, r.id]),
    );
    const jobTagIds = new Map((await tx.select({ id: t.jobTags.id, name: t.jobTags.name }).from(t.jobTags)).map((r) => [r.name, r.id]));

    // Organizations and what hangs off them.
    const orgIds = await idMap(
      data.organizations.map((o) => o.slug),
      () =>
        bulkInsert(
          tx,
          t.organizations,
          data.organizations.map((o) => ({
            slug: o.slug,
            displayName: o.display_name,
            acronymName: o.acronym_name ?? null,
            description: o.description,
            selfDescription: o.is_affiliate ? (o.self_description ?? null) : null,
            contactEmail: o.is_affiliate ? (o.contact_email ?? null) : null,
            websiteUrl: o.website_url ?? null,
            jobsUrl: o.jobs_url ?? null,
            foundingYear: o.founding_year ?? null,
            city: o.city ?? null,
            region: o.region ?? null,
            ...countryColumns(o.country_code),
            isAffiliate: o.is_affiliate ?? false,
            kind: o.kind === undefined ? kindFromTags(o.tags) : o.kind,
            ...jobBoardColumns(o.job_board === undefined ? jobBoardFromUrl(o.jobs_url) : o.job_board),
            sourceUrl: firstSourceUrl(o),
          })),
        ),
    );
    const orgId = (slug: string) => orgIds.get(slug)!;
    await bulkInsert(
      tx,
      t.organizationTagLinks,
      data.organizations.flatMap((o) => [...new Set(o.tags)].map((tag) => ({ organizationId: orgId(o.slug), tagId: tagIds.get(tag)! }))),
    );
    await bulkInsert(
      tx,
      t.organizationPeople,
      data.organizations.flatMap((o) => [
        ...(o.founders ?? []).map((name, position) => ({
          organizationId: orgId(o.slug),
          role: 'founder' as const,
          name,
          position,
          sourceUrl: firstSourceUrl(o),
        })),
        ...(o.leadership ?? []).map((person, position) => ({
          organizationId: orgId(o.slug),
          role: 'leader' as const,
          name: person.name,
          title: person.title,
          position,
          sourceUrl: firstSourceUrl(o),
        })),
      ]),
    );

    // Concepts and the supply chain.
    const conceptIds = await idMap(
      data.concepts.map((c) => c.slug),
      () =>
        bulkInsert(
          tx,
          t.concepts,
          data.concepts.map((c) => ({ slug: c.slug, displayName: c.display_name, description: c.description })),
        ),
    );
    const subCategoryIds = new Map<string, number>();
    for (const [categoryIndex, category] of data.supplyChain.entries()) {
      const [row] = await tx
        .insert(t.supplyChainCategories)
        .values({ slug: category.slug, name: category.name, position: categoryIndex })
        .returning({ id: t.supplyChainCategories.id });
      for (const [subIndex, sub] of category.sub_categories.entries()) {
        const [subRow] = await tx
          .insert(t.supplyChainSubCategories)
          .values({ categoryId: row!.id, slug: sub.slug, name: sub.name, position: subIndex })
          .returning({ id: t.supplyChainSubCategories.id });
        subCategoryIds.set(sub.name, subRow!.id);
        const offerings = new Map(sub.offerings.map((o) => [o.organization_slug, o]));
        await bulkInsert(
          tx,
          t.supplyChainOfferings,
          [...offerings.values()].map((o) => ({
            subCategoryId: subRow!.id,
            organizationId: orgId(o.organization_slug),
            offeringUrl: o.offering_url ?? null,
            sourceUrl: firstSourceUrl(o),
          })),
        );
      }
    }

    // Projects.
    const projectIds = await idMap(
      data.projects.map((p) => p.slug),
      () =>
        bulkInsert(
          tx,
          t.projects,
          data.projects.map((p) => ({
            slug: p.slug,
            displayName: p.display_name,
            descriptionHtml: sanitizeRichText(p.description_html),
            projectStatus: p.project_status,
            yearOperationsStarted: p.year_operations_started ?? null,
            yearOperationsEnded: p.year_operations_ended ?? null,
            conceptId: conceptIds.get(p.concept_slug)!,
            ...countryColumns(p.country_code),
            latitude: p.location?.latitude ?? null,
            longitude: p.location?.longitude ?? null,
            majorRadiusM: p.parameters?.major_radius_m ?? null,
            toroidalFieldT: p.parameters?.toroidal_field_t ?? null,
            plasmaCurrentMa: p.parameters?.plasma_current_ma ?? null,
            announcementUrl: p.announcement_url ?? null,
            sourceUrl: firstSourceUrl(p),
          })),
        ),
    );
    await bulkInsert(
      tx,
      t.projectOrganizations,
      data.projects.flatMap((p) =>
        [...new Set(p.organization_slugs)].map((slug, position) => ({
          projectId: projectIds.get(p.slug)!,
          organizationId: orgId(slug),
          position,
        })),
      ),
    );
    for (const p of data.projects) {
      for (const provider of p.providers ?? []) {
        const [row] = await tx
          .insert(t.projectProviders)
          .values({
            projectId: projectIds.get(p.slug)!,
            supplierId: orgId(provider.supplier_slug),
            description: provider.description ?? null,
            announcementUrl: provider.announcement_url ?? null,
            sourceUrl: firstSourceUrl(p),
            // Curated data: shown on the project's page without a review.
            reviewStatus: 'approved',
          })
          .returning({ id: t.projectProviders.id });
        const categoryIds = [...new Set(provider.product_categories.map((name) => subCategoryIds.get(name)!))];
        await bulkInsert(
          tx,
          t.projectProviderCategories,
          categoryIds.map((subCategoryId) => ({ providerId: row!.id, subCategoryId })),
        );
      }
    }
    await bulkInsert(
      tx,
      t.publications,
      data.projects.flatMap((p) =>
        (p.publications ?? []).map((pub) => ({
          projectId: projectIds.get(p.slug)!,
          title: pub.title,
          publicationUrl: pub.publication_url,
          publicationType: pub.publication_type ?? null,
          authors: pub.authors ?? [],
          sourceUrl: firstSourceUrl(p),
        })),
      ),
    );

    // Status histories.
    const statusEvents = data.organizations.flatMap((o) => (o.status_events ?? []).map((event) => ({ o, event })));
    const statusEventIds = await bulkInsert(
      tx,
      t.organizationStatusEvents,
      statusEvents.map(({ o, event }) => {
        const when = parseDateWithPrecision(event.date)!;
        return {
          organizationId: orgId(o.slug),
          status: event.status,
          date: when.date,
          datePrecision: when.precision,
          mergedIntoId: event.merged_into_slug ? orgId(event.merged_into_slug) : null,
          ticker: event.ticker ?? null,
        };
      }),
    );

    // Exchange rates, programs, funding.
    const fxRates = data.fxRates ?? [];
    await bulkInsert(
      tx,
      t.fxRates,
      fxRates.map((rate) => ({
        currency: rate.currency,
        month: `${rate.month}-01`,
        usdPerUnit: rate.usd_per_unit,
        sourceName: rate.source_name,
        sourceUrl: rate.source_url,
      })),
    );
    const rates = fxRateTable(fxRates);
    const programs = data.programs ?? [];
    const programIds = await idMap(
      programs.map((p) => p.slug),
      () =>
        bulkInsert(
          tx,
          t.programs,
          programs.map((p) => {
            const announced = parseDateWithPrecision(p.announced_on)!;
            return {
              slug: p.slug,
              name: p.name,
              funderId: orgId(p.funder_slug),
              ...countryColumns(p.country_code),
              description: p.description,
              totalAmount: p.total_usd,
              totalCurrency: p.total_usd === null ? null : 'USD',
              totalUsd: p.total_usd,
              totalNote: p.total_note ?? null,
              announcedOn: announced.date,
              announcedOnPrecision: announced.precision,
              sourceUrl: firstSourceUrl(p),
            };
          }),
        ),
    );
    const fundingIds = await bulkInsert(
      tx,
      t.fundingRounds,
      data.funding.map((f) => {
        const announced = parseDateWithPrecision(f.announcement_date)!;
        return {
          recipientId: orgId(f.recipient_slug),
          fundingType: f.funding_type,
          roundName: f.round_name,
          ...amountColumns(f, rates),
          announcementDate: announced.date,
          announcementDatePrecision: announced.precision,
          headline: f.headline,
          announcementUrl: f.announcement_url,
          programId: f.program_slug ? (programIds.get(f.program_slug) ?? null) : null,
          sourceUrl: firstSourceUrl(f, f.announcement_url),
        };
      }),
    );
    await bulkInsert(
      tx,
      t.fundingRoundSources,
      data.funding.flatMap((f, i) =>
        [...new Set(f.source_slugs)].map((slug, position) => ({
          fundingRoundId: fundingIds[i]!,
          organizationId: orgId(slug),
          position,
        })),
      ),
    );

    // Sources of organizations, projects, funding rounds, programs and status events.
    type SourceOwner = Pick<
      typeof t.recordSources.$inferInsert,
      'organizationId' | 'projectId' | 'fundingRoundId' | 'programId' | 'statusEventId'
    >;
    const sourceRows = (owner: SourceOwner, list: SeedSource[]) =>
      list.map((source, position) => {
        const checked = sourceCheckOf(source);
        return {
          ...owner,
          url: source.url,
          title: source.title,
          publishedOn: source.published_on ?? null,
          fact: source.fact ?? null,
          checked,
          // verified_on means a person read it: never kept for a source cited without reading.
          verifiedOn: checked === 'cited' ? null : source.verified_on,
          position,
        };
      });
    await bulkInsert(tx, t.recordSources, [
      ...data.organizations.flatMap((o) => sourceRows({ organizationId: orgId(o.slug) }, sourcesOf(o))),
      ...data.projects.flatMap((p) => sourceRows({ projectId: projectIds.get(p.slug)! }, sourcesOf(p))),
      ...data.funding.flatMap((f, i) => sourceRows({ fundingRoundId: fundingIds[i]! }, sourcesOf(f, f.announcement_url))),
      ...programs.flatMap((p) => sourceRows({ programId: programIds.get(p.slug)! }, p.sources)),
      ...statusEvents.flatMap(({ event }, i) => sourceRows({ statusEventId: statusEventIds[i]! }, event.sources ?? [])),
    ]);

    // Jobs.
    const jobIds = await bulkInsert(
      tx,
      t.jobs,
      data.jobs.map((j) => ({
        organizationId: orgId(j.organization_slug),
        title: j.title,
        locations: j.locations,
        locationsText: j.locations.join(' | ').toLowerCase(),
        jobType: j.job_type,
        jobMode: j.job_mode,
        salary: j.salary ?? null,
        websiteUrl: j.website_url,
        sourceUrl: j.source_url,
        isSample: j.is_sample ?? false,
        createdAt: toTimestamp(j.created_at),
      })),
    );
    await bulkInsert(
      tx,
      t.jobTagLinks,
      data.jobs.flatMap((j, i) =>
        [...new Set(j.tags)].map((tag, position) => ({ jobId: jobIds[i]!, tagId: jobTagIds.get(tag)!, position })),
      ),
    );

    await bulkInsert(tx, t.performancePoints, performancePointRows(data.performancePoints ?? [], projectIds, conceptIds));
    await insertMilestones(tx, data.milestones ?? [], orgIds, projectIds, now);

    // Articles and what they are about.
    const articleIds = await bulkInsert(
      tx,
      t.articles,
      data.articles.map((a) => ({
        slug: a.slug,
        title: a.title,
        date: a.date,
        author: a.author,
        summary: a.summary,
        bodyHtml: sanitizeRichText(a.body_html),
        previewMedia: a.preview_media ?? null,
        status: a.status ?? 'published',
      })),
    );
    await bulkInsert(
      tx,
      t.articleMentions,
      data.articles.flatMap((a, i) => [
        ...[...new Set(a.mentions?.organization_slugs ?? [])].map((slug) => ({ articleId: articleIds[i]!, organizationId: orgId(slug) })),
        ...[...new Set(a.mentions?.project_slugs ?? [])].map((slug) => ({ articleId: articleIds[i]!, projectId: projectIds.get(slug)! })),
      ]),
    );

    await bulkInsert(tx, t.activityLogs, deriveActivityLogs(data, { orgIds, projectIds, fundingIds }, now));
    await refreshOrganizationTotals(tx);
  });
  bumpDataVersion(db); // after the commit: see src/db/data-version.ts
}

/** 'YYYY-MM-DD' | 'YYYY-MM' | 'YYYY' | 'YYYYs' (a decade, stored as its first year) → date + precision. */
function parseMilestoneTarget(value: string): { date: string; precision: 'day' | 'month' | 'year' | 'decade' } | null {
  const decade = /^(\d{3}0)s$/.exec(value);
  if (decade) return { date: `${decade[1]}-01-01`, precision: 'decade' };
  return parseDateWithPrecision(value);
}

/** The ledger's milestones and their earlier promised dates (revisions, oldest first). */
async function insertMilestones(
  tx: Db,
  milestones: readonly SeedMilestone[],
  orgIds: ReadonlyMap<string, number>,
  projectIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  for (const m of milestones) {
    const target = m.claim?.target ? parseMilestoneTarget(m.claim.target)! : null;
    const saidOn = m.claim?.said_on ? parseDateWithPrecision(m.claim.said_on)! : null;
    const achieved = m.achievement ? parseDateWithPrecision(m.achievement.date)! : null;
    const [id] = await bulkInsert(tx, t.milestones, [
      {
        organizationId: orgIds.get(m.organization_slug)!,
        projectId: m.project_slug ? projectIds.get(m.project_slug)! : null,
        kind: m.kind,
        recordDescription: m.record_description ?? null,
        claimText: m.claim?.text ?? null,
        saidOn: saidOn?.date ?? null,
        saidOnPrecision: saidOn?.precision ?? 'day',
        targetDate: target?.date ?? null,
        targetPrecision: target?.precision ?? 'year',
        claimSourceUrl: m.claim?.source.url ?? null,
        claimSourceName: m.claim?.source.title ?? null,
        achievedOn: achieved?.date ?? null,
        achievedOnPrecision: achieved?.precision ?? 'day',
        achievementSourceUrl: m.achievement?.source.url ?? null,
        achievementSourceName: m.achievement?.source.title ?? null,
        // A claim that had already slipped when the data was loaded is no news: no alert for it.
        slipAlertedAt:
          target &&
          milestoneStatus({ target_date: target.date, target_precision: target.precision, achieved_on: achieved?.date ?? null }, today)
            .status === 'slipped'
            ? now.toISOString()
            : null,
      },
    ]);
    const revisions = (m.revisions ?? []).map((r) => {
      const revisionTarget = r.target ? parseMilestoneTarget(r.target)! : null;
      const revisionSaidOn = r.said_on ? parseDateWithPrecision(r.said_on)! : null;
      return {
        milestoneId: id!,
        targetDate: revisionTarget?.date ?? null,
        targetPrecision: revisionTarget?.precision ?? 'year',
        claimText: r.text,
        saidOn: revisionSaidOn?.date ?? null,
        saidOnPrecision: revisionSaidOn?.precision ?? 'day',
        sourceUrl: r.source.url,
        sourceName: r.source.title,
        note: r.note,
      };
    });
    if (revisions.length) await bulkInsert(tx, t.milestoneRevisions, revisions);
  }
}

/** The Lawson chart's points as rows; a point of a machine we do not list has no project. */
function performancePointRows(
  points: readonly SeedPerformancePoint[],
  projectIds: ReadonlyMap<string, number>,
  conceptIds: ReadonlyMap<string, number>,
): (typeof t.performancePoints.$inferInsert)[] {
  return points.map((p) => {
    const date = parseDateWithPrecision(p.date);
    if (!date) throw new SeedValidationError([`performance point ${p.machine_name} ${p.shot} has a bad date '${p.date}'`]);
    const q = p.quantities;
    return {
      projectId: p.project_slug ? projectIds.get(p.project_slug)! : null,
      conceptId: p.concept_slug ? conceptIds.get(p.concept_slug)! : null,
      machineName: p.machine_name,
      datasetMachineSlug: p.dataset_machine_slug,
      datasetRowId: p.dataset_row_id,
      datasetConcept: p.dataset_concept,
      shot: p.shot,
      date: date.date,
      datePrecision: date.precision,
      kind: p.kind,
      tIMaxKev: q.t_i_max,
      tIAvgKev: q.t_i_avg,
      tEMaxKev: q.t_e_max,
      tEAvgKev: q.t_e_avg,
      nIMaxM3: q.n_i_max,
      nIAvgM3: q.n_i_avg,
      nEMaxM3: q.n_e_max,
      nEAvgM3: q.n_e_avg,
      zEff: q.z_eff,
      tauEStarS: q.tau_e_star,
      tauES: q.tau_e,
      rhoRGCm2: q.rho_r_tot,
      yieldOverClean: q.yoc,
      pStagGbar: q.p_stag,
      tauStagS: q.tau_stag,
      eExtJ: q.e_ext,
      eFJ: q.e_f,
      pExtW: q.p_ext,
      pFW: q.p_f,
      ionTemperatureKev: p.ion_temperature_kev,
      tripleProduct: p.triple_product,
      tripleProductBasis: p.triple_product_basis,
      qSci: p.q_sci,
      qSciBasis: p.q_sci_basis,
      qSciComment: p.q_sci_comment,
      onLawsonChart: p.on_lawson_chart,
      citation: p.citation,
      sourceUrl: p.source_url,
    };
  });
}

/**
 * A round's amount columns: the amount as announced, and its USD figure (the given amount_usd of
 * a non-USD amount is kept as set by hand; else converted at the announcement month's rate).
 */
function amountColumns(f: SeedFunding, rates: ReturnType<typeof fxRateTable>) {
  const announced = announcedAmount(f);
  if (!announced) return { amount: null, currency: null, amountUsd: null, amountUsdMethod: null };
  if (announced.currency !== 'USD' && f.amount_usd != null) {
    return { ...announced, amountUsd: f.amount_usd, amountUsdMethod: 'manual' as const };
  }
  const month = monthOf(parseDateWithPrecision(f.announcement_date)!.date);
  const conversion = convertToUsd(announced.amount, announced.currency, month, rates);
  return { ...announced, amountUsd: conversion.amount_usd, amountUsdMethod: conversion.method };
}

interface InsertedIds {
  orgIds: Map<string, number>;
  projectIds: Map<string, number>;
  fundingIds: number[];
}

/**
 * The activity feed of a dataset: one item per funding announcement, per organization
 * with real job postings (jobs_count; sample postings announce nothing), per project (dated by its start year) and per organization
 * (dated by its founding year). An item without a usable date (none in the data, or a
 * start year still in the future) gets the dataset's earliest date, so it sits at the end
 * of the feed instead of crowding out real news. Nothing is dated after `now`. Items dated by a
 * year (and those stand-ins) are year-precision: the feed shows '2025', never 'Jan 1, 2025'.
 */
export function deriveActivityLogs(data: SeedData, ids: InsertedIds, now: Date): (typeof t.activityLogs.$inferInsert)[] {
  const nowIso = now.toISOString();
  const notFuture = (iso: string) => (iso > nowIso ? nowIso : iso);
  const yearIso = (year: number | null | undefined) => (year ? `${year}-01-01T00:00:00.000Z` : null);
  const knownDates = [
    ...data.funding.map((f) => toTimestamp(f.announcement_date)),
    ...data.jobs.map((j) => toTimestamp(j.created_at)),
    ...data.projects.map((p) => yearIso(p.year_operations_started)),
    ...data.organizations.map((o) => yearIso(o.founding_year)),
  ].filter((iso): iso is string => iso !== null && iso <= nowIso);
  const earliest = knownDates.sort()[0] ?? nowIso;
  const yearStart = (year: number | null | undefined) => {
    const iso = yearIso(year);
    return iso && iso <= nowIso ? iso : earliest;
  };
  const orgBySlug = new Map(data.organizations.map((o) => [o.slug, o]));
  const items: (typeof t.activityLogs.$inferInsert)[] = [];

  data.funding.forEach((f, i) => {
    items.push({
      activityType: ACTIVITY_TYPES.funding.type,
      labelColor: ACTIVITY_TYPES.funding.color,
      organizationId: ids.orgIds.get(f.recipient_slug)!,
      recipientId: ids.orgIds.get(f.recipient_slug)!,
      fundingRoundId: ids.fundingIds[i]!,
      url: f.announcement_url,
      createdAt: notFuture(toTimestamp(f.announcement_date)),
      createdAtPrecision: parseDateWithPrecision(f.announcement_date)?.precision ?? 'day',
    });
  });

  // Sample postings are not openings: they announce nothing in the feed.
  const jobsByOrganization = new Map<string, SeedJob[]>();
  for (const job of data.jobs.filter((j) => !j.is_sample)) {
    jobsByOrganization.set(job.organization_slug, [...(jobsByOrganization.get(job.organization_slug) ?? []), job]);
  }
  for (const [slug, orgJobs] of jobsByOrganization) {
    const latest = orgJobs
      .map((j) => toTimestamp(j.created_at))
      .sort()
      .at(-1)!;
    items.push({
      activityType: ACTIVITY_TYPES.jobs.type,
      labelColor: ACTIVITY_TYPES.jobs.color,
      organizationId: ids.orgIds.get(slug)!,
      jobsCount: orgJobs.length,
      url: orgBySlug.get(slug)?.jobs_url ?? `/jobs?organization=${encodeURIComponent(slug)}`,
      createdAt: notFuture(latest),
    });
  }

  for (const p of data.projects) {
    const firstOrganization = p.organization_slugs[0];
    items.push({
      activityType: ACTIVITY_TYPES.project.type,
      labelColor: ACTIVITY_TYPES.project.color,
      projectId: ids.projectIds.get(p.slug)!,
      organizationId: firstOrganization ? ids.orgIds.get(firstOrganization)! : null,
      url: `/projects/${p.slug}`,
      createdAt: yearStart(p.year_operations_started),
      createdAtPrecision: 'year',
    });
  }

  for (const o of data.organizations) {
    items.push({
      activityType: ACTIVITY_TYPES.organization.type,
      labelColor: ACTIVITY_TYPES.organization.color,
      organizationId: ids.orgIds.get(o.slug)!,
      url: `/organizations/${o.slug}`,
      createdAt: yearStart(o.founding_year),
      createdAtPrecision: 'year',
    });
  }
  return items;
}

/** True when no organization exists yet (first start). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(db, sql`SELECT NOT EXISTS (SELECT 1 FROM organizations) AS empty`);
  return row!.empty;
}
