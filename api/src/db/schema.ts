// The whole data model (docs/product/api.md §2), one schema for PGlite and PostgreSQL.
// Migrations are generated from this file: `npm run db:generate -w api` → api/drizzle/.
//
// Conventions: serial ids; slugs unique; every fact-bearing row carries source_url;
// list filters and sorts have an index; names have a full-text (GIN tsvector, 'simple'
// configuration so prefixes of any language work) and a trigram (gin_trgm_ops) index for search.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  jsonb,
  date,
  doublePrecision,
  numeric,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Searchable text of a name (+ acronym): lower-cased words, no stemming. */
const nameVector = (expression: string) =>
  tsvector('search_vector').generatedAlwaysAs(sql.raw(`to_tsvector('simple'::regconfig, ${expression})`));

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const optionalTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Columns of entities users can add and edit (organizations, projects;
 * api/docs/contributions.md): the optimistic-concurrency version every edit bumps, who added it, and the
 * staff review of a new entry (reviewed_at null = not decided yet).
 */
const contributionColumns = () => ({
  version: integer('version').notNull().default(1),
  createdById: integer('created_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  reviewedAt: optionalTimestamp('reviewed_at'),
  reviewedById: integer('reviewed_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  reviewNote: text('review_note'),
});

/**
 * Soft delete of a record staff can edit (issue 19): a record with deleted_at set is unpublished.
 * It disappears from every public read (lists, detail → 404, feeds, exports, sitemap, search,
 * activity); a record that refers to it keeps the name without a link.
 */
const deletedAt = () => optionalTimestamp('deleted_at');

/**
 * Columns of every staff-editable record without contributionColumns: `version` (bumped on every
 * update; PATCH takes it as If-Match and answers 409 when stale) and soft delete.
 */
const adminColumns = () => ({
  version: integer('version').notNull().default(1),
  deletedAt: deletedAt(),
});

/**
 * How precisely a date is known. The date column holds the first day of the month or year when
 * the day (or month) is unknown; it displays as 'June 2025' or '2025', never as an invented day.
 */
export const datePrecision = pgEnum('date_precision', ['day', 'month', 'year']);

/** What an organization is (separate from the spec's tags, which say what it does). */
export const organizationKind = pgEnum('organization_kind', [
  'private-company',
  'corporate-program',
  'state-program',
  'university',
  'laboratory',
  'investor',
  'nonprofit',
]);

/** An event of an organization's status history; the latest one is its current status. */
export const organizationStatus = pgEnum('organization_status', ['active', 'acquired', 'merged', 'defunct', 'public']);

/** Where an organization's openings are read: an ATS board (its identifier is the board token) or a plain page (the identifier is its URL). */
export const jobBoardKind = pgEnum('job_board_kind', ['greenhouse', 'lever', 'ashby', 'url']);

/**
 * How a source was checked: 'live' = a person read the page on the web, 'stored-copy' = a person
 * read a stored copy of it (a web archive), 'cited' = cited without reading it. verified_on is
 * set only for the first two.
 */
export const sourceCheck = pgEnum('source_check', ['live', 'stored-copy', 'cited']);

/** The one fact of a record a source backs; null = the record as a whole. */
export const sourceFact = pgEnum('source_fact', ['amount', 'date', 'status', 'operating-years', 'location-parameters']);

/**
 * How a funding round's amount_usd was obtained: 'same-currency' (the amount is in USD),
 * 'converted' (amount × the fx_rates row of the announcement's month), 'manual' (typed by staff,
 * never overwritten by a conversion).
 */
export const amountUsdMethod = pgEnum('amount_usd_method', ['same-currency', 'converted', 'manual']);

export const articleStatus = pgEnum('article_status', ['draft', 'published']);

// Postgres enums sort in declaration order, so sort=project_status follows the lifecycle.
export const projectStatus = pgEnum('project_status', [
  'Planned',
  'Under Construction',
  'Operating',
  'Upgrading / Maintenance',
  'Shut Down',
]);
export const fundingType = pgEnum('funding_type', ['investment', 'non-dilutive']);
/** A claim of an organization or a project: pending until staff decide (api/docs/contributions.md). */
export const membershipStatus = pgEnum('membership_status', ['pending', 'approved', 'rejected']);
export const personRole = pgEnum('person_role', ['founder', 'leader']);
/** An affiliate membership (issue 14): 'active' renews, 'canceled' ends at next_billing_date. */
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'canceled']);
export const affiliatePlan = pgEnum('affiliate_plan', ['monthly', 'yearly']);

// ---------------------------------------------------------------- organizations

export const organizationTagGroups = pgTable('organization_tag_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: smallint('position').notNull(),
});

export const organizationTags = pgTable('organization_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  groupId: integer('group_id')
    .notNull()
    .references(() => organizationTagGroups.id),
  /** The organization-list tab this tag belongs to (docs/architecture.md), or null. */
  tabSlug: text('tab_slug'),
  position: smallint('position').notNull(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    acronymName: text('acronym_name'),
    logo: text('logo'),
    description: text('description'),
    selfDescription: text('self_description'),
    contactEmail: text('contact_email'),
    websiteUrl: text('website_url'),
    jobsUrl: text('jobs_url'),
    foundingYear: smallint('founding_year'),
    city: text('city'),
    region: text('region'),
    countryCode: text('country_code'),
    /** English country name derived from country_code on write (sortable). */
    country: text('country'),
    /**
     * An affiliate while also next_billing_date is null (granted without payment) or ahead: read
     * it through affiliateSql (src/resources/stripe/benefits.ts), never alone.
     */
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    /** The paid membership (src/resources/stripe/sync.ts, kept by Stripe's webhooks): null = none. */
    subStatus: subscriptionStatus('sub_status'),
    /** The end of the paid period: the benefits last until then. */
    nextBillingDate: optionalTimestamp('next_billing_date'),
    isApproved: boolean('is_approved').notNull().default(true),
    ...contributionColumns(),
    deletedAt: deletedAt(),
    /** Null = not yet classified. */
    kind: organizationKind('kind'),
    /** The board its openings are synced from (job-board sync); both set or both null. */
    jobBoardKind: jobBoardKind('job_board_kind'),
    /** greenhouse/lever/ashby: the board token (e.g. 'cfsenergy'); url: the careers page URL. */
    jobBoardId: text('job_board_id'),
    // Denormalized totals, kept by refreshOrganizationTotals() (db/totals.ts) after writes.
    totalFunding: bigint('total_funding', { mode: 'number' }).notNull().default(0),
    totalProjects: integer('total_projects').notNull().default(0),
    totalJobs: integer('total_jobs').notNull().default(0),
    totalSupplyChainOfferings: integer('total_supply_chain_offerings').notNull().default(0),
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
    searchVector: nameVector(`coalesce(display_name, '') || ' ' || coalesce(acronym_name, '')`),
  },
  (t) => [
    uniqueIndex('organizations_slug_key').on(t.slug),
    // Names in the list's order: lower-cased, compared by Unicode rules ('São' before 'Seville').
    index('organizations_name_idx')
      .on(sql`lower(${t.displayName}) COLLATE "und-x-icu"`, t.id)
      .where(sql`is_approved`),
    index('organizations_country_idx')
      .on(t.country, sql`lower(${t.displayName}) COLLATE "und-x-icu"`, t.id)
      .where(sql`is_approved`),
    index('organizations_funding_idx')
      .on(t.totalFunding.desc(), sql`lower(${t.displayName}) COLLATE "und-x-icu"`, t.id)
      .where(sql`is_approved`),
    index('organizations_search_idx').using('gin', t.searchVector),
    index('organizations_name_trgm_idx').using('gin', sql`lower(display_name) gin_trgm_ops`),
    // The per-account cap on entries awaiting review counts these.
    index('organizations_pending_creator_idx')
      .on(t.createdById)
      .where(sql`NOT is_approved AND reviewed_at IS NULL`),
    index('organizations_review_idx')
      .on(t.createdAt, t.id)
      .where(sql`NOT is_approved AND reviewed_at IS NULL`),
    // The period ends the caches must not outlive (src/resources/stripe/benefits.ts).
    index('organizations_billing_end_idx')
      .on(t.nextBillingDate)
      .where(sql`is_affiliate AND next_billing_date IS NOT NULL`),
    check('organizations_job_board_complete', sql`(${t.jobBoardKind} IS NULL) = (${t.jobBoardId} IS NULL)`),
  ],
);

/**
 * An organization's status history (issue 19). Its current status is the latest event by date
 * (then id); no event = unknown. merged_into_id is set for 'merged' (the page then redirects
 * there), ticker for 'public'. Sources: record_sources.status_event_id.
 */
export const organizationStatusEvents = pgTable(
  'organization_status_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    status: organizationStatus('status').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    datePrecision: datePrecision('date_precision').notNull().default('day'),
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => organizations.id, { onDelete: 'set null' }),
    ticker: text('ticker'),
    ...adminColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('organization_status_events_org_idx').on(t.organizationId, t.date, t.id),
    index('organization_status_events_merged_into_idx').on(t.mergedIntoId),
    check('organization_status_events_merged_into', sql`${t.status} = 'merged' OR ${t.mergedIntoId} IS NULL`),
    check('organization_status_events_ticker', sql`${t.status} = 'public' OR ${t.ticker} IS NULL`),
  ],
);

/**
 * What the logo job (src/background/logos) fetched for an organization from its own site: the
 * icon's address and date, the /api/media/ URL it stored, and the last failure. The logo is
 * "fetched" while organizations.logo still equals media_url; an upload replaces it for good.
 * In UNTRACKED_TABLES: no public answer reads it (organizations.logo is what changes).
 */
export const organizationLogoFetches = pgTable('organization_logo_fetches', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The icon fetched (https://…), null until one was. */
  sourceUrl: text('source_url'),
  /** The logo it stored (/api/media/<sha256>.<ext>). */
  mediaUrl: text('media_url'),
  fetchedAt: optionalTimestamp('fetched_at'),
  /** The last attempt, successful or not: the daily batch takes the oldest first. */
  attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'string' }).notNull(),
  /** Why the last attempt failed; null after a success. */
  lastError: text('last_error'),
});

export const organizationTagLinks = pgTable(
  'organization_tag_links',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => organizationTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.tagId] }), index('organization_tag_links_tag_idx').on(t.tagId, t.organizationId)],
);

/** Founders and leadership. */
export const organizationPeople = pgTable(
  'organization_people',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: personRole('role').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    position: smallint('position').notNull().default(0),
    sourceUrl: text('source_url'),
  },
  (t) => [index('organization_people_org_idx').on(t.organizationId, t.role, t.position)],
);

// ---------------------------------------------------------------- projects

export const concepts = pgTable('concepts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description'),
});

export const supplyChainCategories = pgTable('supply_chain_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: smallint('position').notNull().default(0),
  searchVector: nameVector(`name`),
});

export const supplyChainSubCategories = pgTable(
  'supply_chain_sub_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => supplyChainCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
    searchVector: nameVector(`name`),
  },
  (t) => [
    index('supply_chain_sub_categories_category_idx').on(t.categoryId, t.position),
    index('supply_chain_sub_categories_search_idx').using('gin', t.searchVector),
  ],
);

export const supplyChainOfferings = pgTable(
  'supply_chain_offerings',
  {
    id: serial('id').primaryKey(),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => supplyChainSubCategories.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    offeringUrl: text('offering_url'),
    sourceUrl: text('source_url'),
  },
  (t) => [
    uniqueIndex('supply_chain_offerings_key').on(t.subCategoryId, t.organizationId),
    index('supply_chain_offerings_org_idx').on(t.organizationId),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    /** Sanitized HTML (sanitized on write). */
    descriptionHtml: text('description_html'),
    /** The Markdown an editor wrote (docs/product/api.md §2 `markdown`); description_html is rendered from it. Null = never edited. */
    descriptionMarkdown: text('description_markdown'),
    projectStatus: projectStatus('project_status'),
    yearOperationsStarted: smallint('year_operations_started'),
    yearOperationsEnded: smallint('year_operations_ended'),
    conceptId: integer('concept_id').references(() => concepts.id, { onDelete: 'set null' }),
    supplyChainCategoryId: integer('supply_chain_category_id').references(() => supplyChainCategories.id, {
      onDelete: 'set null',
    }),
    countryCode: text('country_code'),
    country: text('country'),
    /** Where the machine stands (WGS 84 degrees); null for designs without a site. */
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    /** Main parameters of a magnetic-confinement machine, where they apply (api/docs/data.md). */
    majorRadiusM: numeric('major_radius_m', { precision: 6, scale: 3, mode: 'number' }),
    toroidalFieldT: numeric('toroidal_field_t', { precision: 6, scale: 3, mode: 'number' }),
    plasmaCurrentMa: numeric('plasma_current_ma', { precision: 7, scale: 4, mode: 'number' }),
    announcementUrl: text('announcement_url'),
    isApproved: boolean('is_approved').notNull().default(true),
    ...contributionColumns(),
    deletedAt: deletedAt(),
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
    searchVector: nameVector(`display_name`),
  },
  (t) => [
    uniqueIndex('projects_slug_key').on(t.slug),
    index('projects_name_idx')
      .on(sql`lower(${t.displayName})`, t.id)
      .where(sql`is_approved`),
    index('projects_status_idx')
      .on(t.projectStatus, sql`lower(${t.displayName})`, t.id)
      .where(sql`is_approved`),
    index('projects_concept_idx')
      .on(t.conceptId, sql`lower(${t.displayName})`, t.id)
      .where(sql`is_approved`),
    index('projects_search_idx').using('gin', t.searchVector),
    index('projects_name_trgm_idx').using('gin', sql`lower(display_name) gin_trgm_ops`),
    index('projects_pending_creator_idx')
      .on(t.createdById)
      .where(sql`NOT is_approved AND reviewed_at IS NULL`),
    index('projects_review_idx')
      .on(t.createdAt, t.id)
      .where(sql`NOT is_approved AND reviewed_at IS NULL`),
    check('projects_latitude_range', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('projects_longitude_range', sql`${t.longitude} BETWEEN -180 AND 180`),
    check('projects_coordinates_complete', sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL)`),
    check('projects_major_radius_range', sql`${t.majorRadiusM} > 0 AND ${t.majorRadiusM} <= 100`),
    check('projects_toroidal_field_range', sql`${t.toroidalFieldT} > 0 AND ${t.toroidalFieldT} <= 100`),
    check('projects_plasma_current_range', sql`${t.plasmaCurrentMa} > 0 AND ${t.plasmaCurrentMa} <= 100`),
  ],
);

export const projectOrganizations = pgTable(
  'project_organizations',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.organizationId] }), index('project_organizations_org_idx').on(t.organizationId)],
);

export const projectMedia = pgTable(
  'project_media',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    position: smallint('position').notNull().default(0),
    sourceUrl: text('source_url'),
  },
  (t) => [index('project_media_project_idx').on(t.projectId, t.position)],
);

/** A supplier's contribution to a project. */
export const projectProviders = pgTable(
  'project_providers',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    description: text('description'),
    announcementUrl: text('announcement_url'),
    sourceUrl: text('source_url'),
    /**
     * Staff review of the link (security review L7): it shows on the project's page only once
     * approved; the supplier's own page shows it at once. A link to a project the supplier
     * organization runs is approved when saved.
     */
    reviewStatus: membershipStatus('review_status').notNull().default('pending'),
    /** When it last entered the queue (added, or its shown text changed) and by whom. */
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    requestedById: integer('requested_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    reviewedAt: optionalTimestamp('reviewed_at'),
    reviewedById: integer('reviewed_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
  },
  (t) => [
    index('project_providers_project_idx').on(t.projectId),
    index('project_providers_supplier_idx').on(t.supplierId),
    index('project_providers_review_idx')
      .on(t.requestedAt, t.id)
      .where(sql`review_status = 'pending'`),
  ],
);

export const projectProviderCategories = pgTable(
  'project_provider_categories',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => projectProviders.id, { onDelete: 'cascade' }),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => supplyChainSubCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.subCategoryId] })],
);

export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    publicationUrl: text('publication_url').notNull(),
    publicationType: text('publication_type'),
    authors: text('authors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sourceUrl: text('source_url'),
  },
  (t) => [index('publications_project_idx').on(t.projectId)],
);

// ---------------------------------------------------------------- funding, jobs, articles, activity

/**
 * Monthly average exchange rates (issue 19), committed in src/seed/data/fx-rates.ts and editable
 * by staff: one row per currency (ISO 4217) and month (its first day). A month without a row
 * leaves converted amounts empty ('no rate for YYYY-MM').
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    currency: text('currency').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    usdPerUnit: numeric('usd_per_unit', { precision: 20, scale: 10, mode: 'number' }).notNull(),
    /** The series, e.g. 'Federal Reserve G.5 (monthly averages of H.10 rates)'. */
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.month] }),
    check('fx_rates_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('fx_rates_month_start', sql`extract(day FROM ${t.month}) = 1`),
    check('fx_rates_positive', sql`${t.usdPerUnit} > 0`),
  ],
);

/**
 * A public funding program (non-dilutive), run by a funder; its awards are funding rounds with
 * program_id. The announced total is total_amount in total_currency, total_usd its USD figure.
 */
export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    funderId: integer('funder_id').references((): AnyPgColumn => organizations.id, { onDelete: 'set null' }),
    countryCode: text('country_code'),
    country: text('country'),
    description: text('description'),
    totalAmount: bigint('total_amount', { mode: 'number' }),
    totalCurrency: text('total_currency'),
    totalUsd: bigint('total_usd', { mode: 'number' }),
    /** The total in words when it is not one figure, e.g. '£2.5 billion over five years'. */
    totalNote: text('total_note'),
    announcedOn: date('announced_on', { mode: 'string' }),
    announcedOnPrecision: datePrecision('announced_on_precision').notNull().default('day'),
    sourceUrl: text('source_url'),
    ...adminColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('programs_funder_idx').on(t.funderId)],
);

/**
 * A funding round. The amount as announced is `amount` in `currency` (ISO 4217); both null =
 * never disclosed (shown 'undisclosed', never $0). amount_usd is what totals and charts add up:
 * see amount_usd_method; null with an amount = no rate for the announcement's month.
 */
export const fundingRounds = pgTable(
  'funding_rounds',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fundingType: fundingType('funding_type').notNull(),
    roundName: text('round_name').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    amountUsd: bigint('amount_usd', { mode: 'number' }),
    amountUsdMethod: amountUsdMethod('amount_usd_method'),
    announcementDate: date('announcement_date', { mode: 'string' }).notNull(),
    announcementDatePrecision: datePrecision('announcement_date_precision').notNull().default('day'),
    headline: text('headline').notNull(),
    announcementUrl: text('announcement_url'),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
    sourceUrl: text('source_url'),
    ...adminColumns(),
  },
  (t) => [
    index('funding_rounds_recipient_idx').on(t.recipientId, t.announcementDate),
    index('funding_rounds_program_idx').on(t.programId),
    check('funding_rounds_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('funding_rounds_amount_currency', sql`(${t.amount} IS NULL) = (${t.currency} IS NULL)`),
    // funding_rounds_amount_usd_method (amount_usd and amount_usd_method both set or both null)
    // is added by the backfill migration after it fills the method of existing rows.
  ],
);

export const fundingRoundSources = pgTable(
  'funding_round_sources',
  {
    fundingRoundId: integer('funding_round_id')
      .notNull()
      .references(() => fundingRounds.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fundingRoundId, t.organizationId] }), index('funding_round_sources_org_idx').on(t.organizationId)],
);

/**
 * The public sources of an organization, a project, a funding round, a program or a status
 * event (exactly one owner id is set). `fact` narrows a source to one fact of its record (a
 * funding amount, a device's years; null = the record as a whole). `checked` says how it was
 * checked; verified_on (the day a person read it) is set only when it was read (live or a stored
 * copy). published_on: the page's own date, where known. The record's source_url is the first.
 */
export const recordSources = pgTable(
  'record_sources',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    fundingRoundId: integer('funding_round_id').references(() => fundingRounds.id, { onDelete: 'cascade' }),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    statusEventId: integer('status_event_id').references(() => organizationStatusEvents.id, { onDelete: 'cascade' }),
    fact: sourceFact('fact'),
    url: text('url').notNull(),
    title: text('title').notNull(),
    publishedOn: date('published_on', { mode: 'string' }),
    checked: sourceCheck('checked').notNull().default('cited'),
    verifiedOn: date('verified_on', { mode: 'string' }),
    position: smallint('position').notNull().default(0),
    ...adminColumns(),
  },
  (t) => [
    index('record_sources_org_idx').on(t.organizationId, t.position),
    index('record_sources_project_idx').on(t.projectId, t.position),
    index('record_sources_funding_idx').on(t.fundingRoundId, t.position),
    index('record_sources_program_idx').on(t.programId, t.position),
    index('record_sources_status_event_idx').on(t.statusEventId, t.position),
    check(
      'record_sources_one_owner',
      sql`num_nonnulls(${t.organizationId}, ${t.projectId}, ${t.fundingRoundId}, ${t.programId}, ${t.statusEventId}) = 1`,
    ),
    // record_sources_verified_when_read (checked <> 'cited' OR verified_on IS NULL) is added by
    // the backfill migration once existing rows have their `checked`.
  ],
);

export const jobTags = pgTable('job_tags', {
  id: serial('id').primaryKey(),
  /** With its emoji, e.g. '⚙️ Engineering'. */
  name: text('name').notNull().unique(),
  nameWithoutEmoji: text('name_without_emoji').notNull(),
  slug: text('slug').notNull().unique(),
  position: smallint('position').notNull().default(0),
});

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** lower-cased locations joined by ' | ', written with the row: trigram-indexed for the 'Where' box. */
    locationsText: text('locations_text').notNull().default(''),
    jobType: text('job_type').notNull(),
    jobMode: text('job_mode').notNull(),
    salary: text('salary'),
    websiteUrl: text('website_url').notNull(),
    sourceUrl: text('source_url'),
    /** A demo posting, not a verified live opening: the UI labels it 'Sample listing' (issue 11). */
    isSample: boolean('is_sample').notNull().default(false),
    /** The department the board gives (synced postings). */
    department: text('department'),
    /** Synced from this kind of board (src/background/job-boards/); null = entered by hand or a sample. */
    boardKind: jobBoardKind('board_kind'),
    /** The board's own id of the posting: with organization_id and board_kind, one row per posting. */
    externalId: text('external_id'),
    /** When the board says it was published. */
    postedAt: optionalTimestamp('posted_at'),
    /** The first and the latest sync that saw the posting on its board. */
    firstSeen: optionalTimestamp('first_seen'),
    lastSeen: optionalTimestamp('last_seen'),
    /** Gone from its board, or its board failed for 7 days after last_seen: hidden from public lists. */
    closedAt: optionalTimestamp('closed_at'),
    ...adminColumns(),
    createdAt: createdAt(),
    searchVector: nameVector(`title`),
  },
  (t) => [
    uniqueIndex('jobs_board_posting_key')
      .on(t.organizationId, t.boardKind, t.externalId)
      .where(sql`external_id IS NOT NULL`),
    // Whether any real opening is public (sample listings show only while none is).
    index('jobs_real_open_idx')
      .on(t.id)
      .where(sql`NOT is_sample AND closed_at IS NULL AND deleted_at IS NULL`),
    check('jobs_board_posting_complete', sql`(${t.boardKind} IS NULL) = (${t.externalId} IS NULL)`),
    index('jobs_created_idx').on(t.createdAt, t.id),
    index('jobs_org_idx').on(t.organizationId, t.createdAt),
    index('jobs_search_idx').using('gin', t.searchVector),
    index('jobs_title_trgm_idx').using('gin', sql`lower(title) gin_trgm_ops`),
    index('jobs_locations_trgm_idx').using('gin', sql`locations_text gin_trgm_ops`),
  ],
);

/** The sync state of each organization's job board (src/background/job-boards/): staff read it, the public never does. */
export const jobBoardSyncs = pgTable('job_board_syncs', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The board last synced (the organization's board may change since). */
  boardKind: jobBoardKind('board_kind').notNull(),
  boardId: text('board_id').notNull(),
  lastAttemptAt: optionalTimestamp('last_attempt_at'),
  lastSuccessAt: optionalTimestamp('last_success_at'),
  lastErrorAt: optionalTimestamp('last_error_at'),
  lastError: text('last_error'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /** Open postings after the last successful sync. */
  postingsCount: integer('postings_count').notNull().default(0),
});

export const jobTagLinks = pgTable(
  'job_tag_links',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => jobTags.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.tagId] }), index('job_tag_links_tag_idx').on(t.tagId, t.jobId)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    author: text('author').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML (sanitized on write). */
    bodyHtml: text('body_html').notNull(),
    previewMedia: text('preview_media'),
    sourceUrl: text('source_url'),
    /** Only published articles are public. */
    status: articleStatus('status').notNull().default('draft'),
    ...adminColumns(),
  },
  (t) => [index('articles_date_idx').on(t.date, t.id)],
);

/** The organizations and projects an article is about (exactly one of the two per row). */
export const articleMentions = pgTable(
  'article_mentions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('article_mentions_org_key')
      .on(t.articleId, t.organizationId)
      .where(sql`organization_id IS NOT NULL`),
    uniqueIndex('article_mentions_project_key')
      .on(t.articleId, t.projectId)
      .where(sql`project_id IS NOT NULL`),
    index('article_mentions_org_idx').on(t.organizationId),
    index('article_mentions_project_idx').on(t.projectId),
    check('article_mentions_one_subject', sql`num_nonnulls(${t.organizationId}, ${t.projectId}) = 1`),
  ],
);

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: serial('id').primaryKey(),
    activityType: text('activity_type').notNull(),
    /** A design-token colour name (e.g. 'green') or a #hex value. */
    labelColor: text('label_color').notNull(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    fundingRoundId: integer('funding_round_id').references(() => fundingRounds.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id').references(() => organizations.id, { onDelete: 'cascade' }),
    jobsCount: integer('jobs_count'),
    /** A milestone met or slipped (issue 26 §3): its alert names the milestone and links to it. */
    milestoneId: integer('milestone_id').references((): AnyPgColumn => milestones.id, { onDelete: 'cascade' }),
    url: text('url'),
    createdAt: createdAt(),
    /** How precisely created_at is known: items dated by a founding or start year are 'year' (never 'Jan 1'). */
    createdAtPrecision: datePrecision('created_at_precision').notNull().default('day'),
  },
  (t) => [index('activity_logs_created_idx').on(t.createdAt, t.id)],
);

/**
 * Double opt-in (issue 22): an address is subscribed only while confirmed_at is set and
 * unsubscribed_at is not. Subscribing again after leaving clears both and asks again.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased: one subscription per address. */
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
  /** The confirmation link was followed, or the account with this address verified it. */
  confirmedAt: optionalTimestamp('confirmed_at'),
  /** The last confirmation email: a repeat request within minutes sends no second one. */
  confirmationSentAt: optionalTimestamp('confirmation_sent_at'),
  unsubscribedAt: optionalTimestamp('unsubscribed_at'),
  /** Asked for with the create-account checkbox: verifying that account's address confirms it. */
  withAccount: boolean('with_account').notNull().default(false),
});

/**
 * One newsletter issue: a draft staff edit (at most one), then frozen when sending starts — its
 * html and text are rendered once, with UNSUBSCRIBE_PLACEHOLDER for each recipient's own link.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('draft'),
    subject: text('subject').notNull(),
    intro: text('intro').notNull().default(''),
    /** The week the digest covers: [period_start, period_end). */
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'string' }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true, mode: 'string' }).notNull(),
    html: text('html'),
    text: text('text'),
    createdAt: createdAt(),
    updatedById: integer('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    sendStartedAt: optionalTimestamp('send_started_at'),
    sentAt: optionalTimestamp('sent_at'),
  },
  (t) => [
    check('newsletter_issues_status', sql`${t.status} IN ('draft', 'sending', 'sent')`),
    uniqueIndex('newsletter_issues_one_draft')
      .on(t.status)
      .where(sql`status = 'draft'`),
  ],
);

/**
 * A record per (issue, recipient): 'pending', then 'claimed' just before the message goes to the
 * mailer, then 'sent'. A crash between the two leaves 'claimed', never sent again (at most once).
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    claimedAt: optionalTimestamp('claimed_at'),
    sentAt: optionalTimestamp('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriptionId] }),
    check('newsletter_deliveries_status', sql`${t.status} IN ('pending', 'claimed', 'sent', 'skipped')`),
    index('newsletter_deliveries_pending_idx').on(t.issueId, t.status),
  ],
);

// ---------------------------------------------------------------- accounts (docs/product/account.md)

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Lower-cased; the username. */
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull().default(''),
  passwordHash: text('password_hash'),
  isVerified: boolean('is_verified').notNull().default(false),
  isStaff: boolean('is_staff').notNull().default(false),
  /** Set by staff: the account cannot sign in and its pending requests leave the review queue. */
  disabledAt: optionalTimestamp('disabled_at'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a leaked table does not leak live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** When a claim was last requested and how staff decided it (null until decided). */
const decisionColumns = () => ({
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  decidedAt: optionalTimestamp('decided_at'),
  decidedById: integer('decided_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  decisionNote: text('decision_note'),
});

export const organizationMemberships = pgTable(
  'organization_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: membershipStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    ...decisionColumns(),
  },
  (t) => [
    uniqueIndex('organization_memberships_key').on(t.userId, t.organizationId),
    index('organization_memberships_org_idx').on(t.organizationId),
    index('organization_memberships_status_idx').on(t.status, t.requestedAt),
  ],
);

export const projectMemberships = pgTable(
  'project_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: membershipStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    ...decisionColumns(),
  },
  (t) => [
    uniqueIndex('project_memberships_key').on(t.userId, t.projectId),
    index('project_memberships_project_idx').on(t.projectId),
    index('project_memberships_status_idx').on(t.status, t.requestedAt),
  ],
);

/**
 * Every change made through the contribution calls and every staff decision
 * (api/docs/contributions.md): who, when, what, and the entity before and after as JSON. Rows are only
 * ever inserted. entity_id has no foreign key: the log outlives what it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's email when it happened (kept if the account goes). */
    userEmail: text('user_email'),
    /** e.g. 'organization.edit', 'project_claim.approve' (api/docs/contributions.md). */
    action: text('action').notNull(),
    /** 'organization' | 'project'. */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    entitySlug: text('entity_slug'),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

// ---------------------------------------------------------------- affiliate payments (issue 14, src/resources/stripe/)

const billingTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One Stripe customer per organization, and its current subscription as last read from Stripe.
 * The organization's sub_status and next_billing_date are derived from this row (sync.ts).
 */
export const billingAccounts = pgTable('billing_accounts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  subscriptionId: text('subscription_id'),
  /** Stripe's `created` of that subscription (seconds): a newer running one takes over. */
  subscriptionCreated: bigint('subscription_created', { mode: 'number' }),
  planType: affiliatePlan('plan_type'),
  /** Stripe's status (active, past_due, canceled, …). */
  subscriptionStatus: text('subscription_status'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  endedAt: billingTimestamp('ended_at'),
  /** The latest end of a period covered by a paid invoice: only ever grows. */
  paidThrough: billingTimestamp('paid_through'),
  /** When the applied subscription state was read from Stripe: an earlier read never overwrites it. */
  syncedAt: billingTimestamp('synced_at'),
  createdAt: createdAt(),
  updatedAt: billingTimestamp('updated_at').notNull().defaultNow(),
});

/** Every verified Stripe event, by its id: a redelivered event is found here and changes nothing. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** Stripe's `created` of the event. */
    eventCreatedAt: billingTimestamp('event_created_at').notNull(),
    livemode: boolean('livemode').notNull(),
    /** The object it is about (a subscription, an invoice, a checkout session). */
    objectId: text('object_id'),
    /** No foreign key: the record outlives the organization. */
    organizationId: integer('organization_id'),
    /** 'applied', 'unchanged', 'ignored: …'. */
    outcome: text('outcome').notNull().default('received'),
    receivedAt: billingTimestamp('received_at').notNull().defaultNow(),
  },
  (t) => [index('stripe_events_org_idx').on(t.organizationId, t.receivedAt)],
);

/** Test mode only (no STRIPE_SECRET_KEY): the local stand-in's Stripe objects (local-stripe.ts). */
export const stripeTestObjects = pgTable('stripe_test_objects', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- caches (src/db/data-version.ts)

/**
 * The data version: one row whose counter every committed write to a tracked table bumps
 * (deferred triggers installed by installDataVersionTriggers, function data_version_bump()
 * in migration 0005), followed by NOTIFY data_version. Response caches of every API process
 * are keyed by it.
 */
export const dataVersion = pgTable(
  'data_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [check('data_version_single_row', sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------- first-party analytics (docs/product/shell.md §9)
// No cookie, no IP address, no account: a visitor is a salted hash that changes every day
// (src/resources/analytics/visitors.ts). Writes here change no public answer: the tables are
// in UNTRACKED_TABLES (src/db/data-version.ts), so page views never empty the caches.

/** Today's random salt (older ones are deleted, so yesterday's hashes can never be recomputed). */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The path only: no query string, no hash. */
    path: text('path').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_page_views_day_idx').on(t.day, t.path)],
);

export const analyticsJobClicks = pgTable(
  'analytics_job_clicks',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    jobTag: text('job_tag').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_job_clicks_day_idx').on(t.day, t.company)],
);

// ---------------------------------------------------------------- rate limits
// The counters of the rate limits shared by every API process on the database (the account,
// contribution and newsletter calls: src/http/rate-limit-store.ts); the search limit is counted
// per process. In UNTRACKED_TABLES (src/db/data-version.ts): an attempt never empties a cache.

/** One fixed window per limit and client: `hits` so far, restarting at `reset_at`. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** HMAC of the limit and the client (IP, email or user id): no address or email is stored. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

// ---------------------------------------------------------------- follows and alerts (issue 22, src/resources/follows/)
// Private to their user: in UNTRACKED_TABLES (src/db/data-version.ts), a follow never empties a cache.

/**
 * A user follows an organization, a project, a concept or a job tag (target_id: its id; no foreign
 * key across four tables, so a follow of a removed target is dropped by the queries' joins).
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'organization' | 'project' | 'concept' | 'job_tag'. */
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    /** 'instant' (at most one email per followed item a day), 'daily' (the digest), 'off' (the private feed only). */
    cadence: text('cadence').notNull().default('instant'),
    /** Activity items up to this id are emailed already (or older than the follow). */
    alertedThroughId: integer('alerted_through_id').notNull().default(0),
    /** When the last instant alert of this follow went out: the next waits for another day. */
    lastAlertedAt: optionalTimestamp('last_alerted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_user_target_key').on(t.userId, t.kind, t.targetId),
    index('follows_target_idx').on(t.kind, t.targetId),
    check('follows_kind', sql`${t.kind} IN ('organization', 'project', 'concept', 'job_tag')`),
    check('follows_cadence', sql`${t.cadence} IN ('instant', 'daily', 'off')`),
  ],
);

/** The secret token of a user's private alert feed; resetting it replaces the row's token. */
export const alertFeeds = pgTable('alert_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * What staff read on the background jobs page (src/background/): one row per task, written by
 * whichever process runs it. The queue itself (pg-boss's own tables, schema `pgboss`) holds
 * the jobs; this row is only their readable summary.
 */
export const backgroundTaskState = pgTable('background_task_state', {
  name: text('name').primaryKey(),
  /** running, succeeded, retrying (failed, runs again) or failed (retries spent). Queued runs: the queue. */
  status: text('status').notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true, mode: 'date' }),
  lastSummary: text('last_summary'),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true, mode: 'date' }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- plasma performance (issue 26, src/resources/progress/)

/** How a performance point is known: a peer-reviewed result, a company's own claim, or a design projection. */
export const performancePointKind = pgEnum('performance_point_kind', ['peer-reviewed', 'company claim', 'projection']);

/**
 * One plasma result (a shot or a set of shots) on the Lawson chart: the quantities its source
 * gives, in SI units and keV, and the triple product computed from them as the Lawson paper's
 * code does (api/src/seed/data/lawson/triple-product.ts), with which quantities it used. Rows
 * imported from the MIT-licensed dataset keep its row id; a machine the directory lacks has no
 * project yet and is named by machine_name.
 */
export const performancePoints = pgTable(
  'performance_points',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    conceptId: integer('concept_id').references(() => concepts.id, { onDelete: 'set null' }),
    machineName: text('machine_name').notNull(),
    /** The dataset's own machine slug and row id (null for points staff add). */
    datasetMachineSlug: text('dataset_machine_slug'),
    datasetRowId: integer('dataset_row_id'),
    /** The concept as the dataset names it (e.g. 'Laser Indirect Drive'). */
    datasetConcept: text('dataset_concept'),
    shot: text('shot').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    datePrecision: datePrecision('date_precision').notNull().default('day'),
    kind: performancePointKind('kind').notNull(),
    tIMaxKev: doublePrecision('t_i_max_kev'),
    tIAvgKev: doublePrecision('t_i_avg_kev'),
    tEMaxKev: doublePrecision('t_e_max_kev'),
    tEAvgKev: doublePrecision('t_e_avg_kev'),
    nIMaxM3: doublePrecision('n_i_max_m3'),
    nIAvgM3: doublePrecision('n_i_avg_m3'),
    nEMaxM3: doublePrecision('n_e_max_m3'),
    nEAvgM3: doublePrecision('n_e_avg_m3'),
    zEff: doublePrecision('z_eff'),
    tauEStarS: doublePrecision('tau_e_star_s'),
    tauES: doublePrecision('tau_e_s'),
    /** Total areal density ρR (g/cm²), yield over clean, stagnation pressure (Gbar) and burn time (s): inertial fusion. */
    rhoRGCm2: doublePrecision('rho_r_g_cm2'),
    yieldOverClean: doublePrecision('yield_over_clean'),
    pStagGbar: doublePrecision('p_stag_gbar'),
    tauStagS: doublePrecision('tau_stag_s'),
    /** Energy in and fusion energy out (J), or heating and fusion power (W). */
    eExtJ: doublePrecision('e_ext_j'),
    eFJ: doublePrecision('e_f_j'),
    pExtW: doublePrecision('p_ext_w'),
    pFW: doublePrecision('p_f_w'),
    /** The plotted ion temperature (keV) and triple product (keV·m⁻³·s); null when the quantities do not give one. */
    ionTemperatureKev: doublePrecision('ion_temperature_kev'),
    tripleProduct: doublePrecision('triple_product'),
    /** How the triple product was computed, in words (e.g. 'n_i0 = n_e0; T_i0 = ⟨T_i⟩ × 2 (tokamak peaking)'). */
    tripleProductBasis: text('triple_product_basis'),
    /** Scientific gain: fusion energy over energy in (or power over power); null unless both are given. */
    qSci: doublePrecision('q_sci'),
    qSciBasis: text('q_sci_basis'),
    qSciComment: text('q_sci_comment'),
    /** Whether the paper plots it on the Lawson chart (some rows only give Q_sci). */
    onLawsonChart: boolean('on_lawson_chart').notNull().default(true),
    /** The published source: the citation text (with the original references) and its URL. */
    citation: text('citation').notNull(),
    sourceUrl: text('source_url').notNull(),
    ...adminColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('performance_points_project_idx').on(t.projectId, t.date),
    index('performance_points_concept_idx').on(t.conceptId, t.date),
    uniqueIndex('performance_points_dataset_row_key').on(t.datasetRowId),
    check('performance_points_source_url', sql`${t.sourceUrl} ~ '^https://'`),
    check('performance_points_triple_product_positive', sql`${t.tripleProduct} > 0`),
    check('performance_points_ion_temperature_positive', sql`${t.ionTemperatureKev} > 0`),
    check('performance_points_q_sci_nonnegative', sql`${t.qSci} >= 0`),
  ],
);

// ---------------------------------------------------------------- milestone ledger (issue 26 §3, src/resources/milestones/)

/** One ladder for every concept, in order (a record is any record, described in record_description). */
export const milestoneKind = pgEnum('milestone_kind', [
  'first-plasma',
  'record',
  'fuel',
  'q-sci',
  'q-eng',
  'grid-electricity',
  'commercial-plant',
]);

/** A promised date can be as loose as a decade ('break-even in the 2030s'): stored as its first year. */
export const milestoneTargetPrecision = pgEnum('milestone_target_precision', ['day', 'month', 'year', 'decade']);

/**
 * One milestone of a developer (and/or one of its projects): the claim (what was promised, when it
 * was said, the date promised, its source) and, once reached, the achievement (date and source).
 * Whether it is met, pending or slipped is computed from the dates (milestones/status.ts), never stored.
 * An earlier promised date lives in milestone_revisions.
 */
export const milestones = pgTable(
  'milestones',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    kind: milestoneKind('kind').notNull(),
    /** What the record was (kind 'record'), or the fuel (kind 'fuel', e.g. 'D-T'); else null. */
    recordDescription: text('record_description'),
    claimText: text('claim_text'),
    saidOn: date('said_on', { mode: 'string' }),
    saidOnPrecision: datePrecision('said_on_precision').notNull().default('day'),
    targetDate: date('target_date', { mode: 'string' }),
    targetPrecision: milestoneTargetPrecision('target_precision').notNull().default('year'),
    claimSourceUrl: text('claim_source_url'),
    claimSourceName: text('claim_source_name'),
    achievedOn: date('achieved_on', { mode: 'string' }),
    achievedOnPrecision: datePrecision('achieved_on_precision').notNull().default('day'),
    achievementSourceUrl: text('achievement_source_url'),
    achievementSourceName: text('achievement_source_name'),
    /** When the followers were alerted that the promised date passed (once per claim; reset by a new date). */
    slipAlertedAt: optionalTimestamp('slip_alerted_at'),
    ...adminColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('milestones_organization_idx').on(t.organizationId, t.kind),
    index('milestones_project_idx').on(t.projectId, t.kind),
    check('milestones_subject', sql`${t.organizationId} IS NOT NULL OR ${t.projectId} IS NOT NULL`),
    check('milestones_claim_or_achievement', sql`${t.claimText} IS NOT NULL OR ${t.achievedOn} IS NOT NULL`),
    check('milestones_claim_source', sql`${t.claimText} IS NULL OR ${t.claimSourceUrl} ~ '^https?://'`),
    check('milestones_achievement_source', sql`${t.achievedOn} IS NULL OR ${t.achievementSourceUrl} ~ '^https?://'`),
  ],
);

/** An earlier promised date of a milestone, with when it was said and its source (newest last). */
export const milestoneRevisions = pgTable(
  'milestone_revisions',
  {
    id: serial('id').primaryKey(),
    milestoneId: integer('milestone_id')
      .notNull()
      .references(() => milestones.id, { onDelete: 'cascade' }),
    targetDate: date('target_date', { mode: 'string' }),
    targetPrecision: milestoneTargetPrecision('target_precision').notNull().default('year'),
    claimText: text('claim_text'),
    saidOn: date('said_on', { mode: 'string' }),
    saidOnPrecision: datePrecision('said_on_precision').notNull().default('day'),
    sourceUrl: text('source_url').notNull(),
    sourceName: text('source_name'),
    /** Why it is kept, e.g. which later source replaced it. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('milestone_revisions_milestone_idx').on(t.milestoneId)],
);
