// Entity shapes served by the API (docs/product/api.md §2).
// This file is the contract between api/ and every area: the API's OpenAPI
// document is checked against it in api/ tests, so the two cannot drift.

/** Every paged list: `next` is an absolute-path URL of the next page, or null. */
export interface Paged<T> {
  results: T[];
  next: string | null;
}

export type ProjectStatus = 'Planned' | 'Under Construction' | 'Operating' | 'Upgrading / Maintenance' | 'Shut Down';

export const PROJECT_STATUSES: readonly ProjectStatus[] = [
  'Planned',
  'Under Construction',
  'Operating',
  'Upgrading / Maintenance',
  'Shut Down',
];

export interface SearchResult {
  display_name: string;
  slug: string;
  is_organization: boolean;
  is_affiliate: boolean;
  /** an organization's current status (always sent): null for projects and when none is recorded */
  status?: OrganizationStatus | null;
  /** an organization's logo: null for projects, supply chain results and an organization without one */
  logo: string | null;
  /** the group of its first tag in catalogue order ('Fusion Developers'…): what it mainly is, its logo placeholder's colour; null without tags */
  tag_group: string | null;
}

export type NewsletterResponse = [{ result: 'success' | 'error'; msg: string }];

export interface ServerDetails {
  color: string;
  githash: string;
  deploytime: string;
}

export interface Membership {
  id: number;
  slug: string;
  status: 'pending' | 'approved';
}

/** Initial page data: GET /api/accounts/session/ */
export interface SessionData {
  is_authenticated: boolean;
  organization_memberships: Membership[];
  project_memberships: Membership[];
  csrf: string;
}

export interface TagName {
  name: string;
}

/** GET /api/v1/organizations/get-tags/: one entry per tab; encoded_url is the tab slug ('all' first). */
export interface OrganizationTagTab {
  tag: string;
  encoded_url: string;
  count: number;
}

export interface OrganizationRef {
  id: number;
  /** null when that organization is unpublished: show the name without a link */
  slug: string | null;
  display_name: string;
  acronym_name: string | null;
  /** the organization's current status: a pill labels a defunct, merged or acquired one; null = none recorded */
  status?: OrganizationStatus | null;
}

/** How precisely a date is known: 'month'/'year' dates are the period's first day, shown 'June 2025' / '2025'. */
export type DatePrecision = 'day' | 'month' | 'year';

/** A funding amount as announced and where its USD figure comes from (issue 19; always sent). */
export interface FundingAmountFields {
  /** in `currency`; null = undisclosed */
  amount?: number | null;
  currency?: string | null;
  /** 'converted from €20M', 'no rate for 2025-06' (amount_usd null), or null */
  amount_usd_note?: string | null;
  date_precision?: DatePrecision;
  /** no amount was disclosed: show 'undisclosed', never $0 */
  is_undisclosed?: boolean;
}

export type OrganizationKind =
  'private-company' | 'corporate-program' | 'state-program' | 'university' | 'laboratory' | 'investor' | 'nonprofit';

/** An organization's current status (its latest status event). */
export interface OrganizationStatus {
  status: 'active' | 'acquired' | 'merged' | 'defunct' | 'public';
  date: string; // YYYY-MM-DD
  date_precision: DatePrecision;
  /** slug null: that organization is unpublished (name without a link) */
  merged_into: { slug: string | null; name: string } | null;
  ticker: string | null;
}

/** The organization fields of issue 19 (always sent; optional here until every area uses them). */
export interface OrganizationModelFields {
  kind?: OrganizationKind | null;
  /** null = no status recorded */
  status?: OrganizationStatus | null;
}

export interface FundingEntry extends FundingAmountFields {
  id: number;
  announcement_date: string; // YYYY-MM-DD
  round_name: string;
  amount_usd: number | null;
  headline: string;
  announcement_url: string | null;
  source_organizations: OrganizationRef[];
  recipient_organization: OrganizationRef;
}

export interface ConceptRef {
  display_name: string;
  slug: string;
}

/** GET /api/v1/organizations/?minimal=true : lean rows for page_size 9999 lists. */
export interface OrganizationMinimal extends OrganizationModelFields {
  id: number;
  slug: string;
  display_name: string;
  acronym_name: string | null;
  logo: string | null;
  is_affiliate: boolean;
  country: string | null;
  country_flag_emoji: string | null;
  country_flag_url: string | null;
  total_funding: number;
  /** the group of its first tag in catalogue order ('Fusion Developers'…): what it mainly is, its logo placeholder's colour; null without tags */
  tag_group: string | null;
}

/** GET /api/v1/organizations/ (not minimal). */
export interface OrganizationListItem extends OrganizationMinimal {
  city: string | null;
  region: string | null;
  founding_year: number | null;
  /** self_description for affiliates, else description; plain text, may be long: clamp it. */
  description: string | null;
  organization_tags: TagName[];
  is_approved: boolean;
  total_projects: number;
  total_jobs: number;
  /** it received rounds but none has a USD figure: show the total as 'undisclosed', never $0 */
  total_funding_undisclosed: boolean;
}

export interface OrganizationProject {
  id: number;
  slug: string;
  display_name: string;
  project_status: ProjectStatus | null;
  is_approved: boolean;
  concept: ConceptRef | null;
}

export interface ProjectSupplied {
  id: number;
  slug: string;
  display_name: string;
  supply_chain_category: { name: string } | null;
  description: string | null;
  announcement_url: string | null;
}

export interface SupplyChainOffering {
  id: number;
  /** sub-category name */
  name: string;
  slug: string;
  /** site link to the category on /supply-chain (e.g. '/supply-chain#magnets') */
  supply_chain_link: string;
  /** the supplier's own page for this offering, or null */
  offering_link: string | null;
}

export interface Person {
  id: number;
  name: string;
  title?: string | null;
}

/** GET /api/v1/organizations/{slug}/ */
export interface OrganizationDetail extends OrganizationModelFields {
  id: number;
  slug: string;
  display_name: string;
  acronym_name: string | null;
  logo: string | null;
  /** plain text or sanitized HTML */
  description: string | null;
  /** affiliates only (null otherwise); shown instead of description */
  self_description: string | null;
  /** affiliates only (null otherwise) */
  contact_email: string | null;
  website_url: string | null;
  jobs_url: string | null;
  founding_year: number | null;
  city: string | null;
  region: string | null;
  country: string | null;
  country_flag_emoji: string | null;
  country_flag_url: string | null;
  founders: Person[];
  leadership: Person[];
  organization_tags: TagName[];
  /** the group of its first tag in catalogue order ('Fusion Developers'…): what it mainly is; null without tags */
  tag_group: string | null;
  is_affiliate: boolean;
  is_approved: boolean;
  total_funding: number;
  total_projects: number;
  total_jobs: number;
  total_supply_chain_offerings: number;
  total_funding_received_investment: number;
  total_funding_received_nondilutive: number;
  /** It received rounds but none has a USD figure: show the total as 'undisclosed', never $0. */
  total_funding_undisclosed: boolean;
  projects: OrganizationProject[];
  projects_supplied: ProjectSupplied[];
  supply_chain: SupplyChainOffering[];
  funding_received_investment: FundingEntry[];
  funding_received_nondilutive: FundingEntry[];
  funding_provided_investment: FundingEntry[];
  funding_provided_nondilutive: FundingEntry[];
  source_url: string | null;
}

export interface ProjectMedia {
  id: number;
  image_url: string;
}

export interface ProjectProvider {
  supplier: { is_approved: boolean; slug: string; display_name: string; status?: OrganizationStatus | null };
  product_categories: TagName[];
  description: string | null;
  announcement_url: string | null;
}

export interface Publication {
  id: number;
  title: string;
  publication_url: string;
  publication_type?: string | null;
  authors?: string[];
}

/** GET /api/v1/projects/ rows */
export interface ProjectListItem {
  id: number;
  slug: string;
  display_name: string;
  is_approved: boolean;
  project_status: ProjectStatus | null;
  year_operations_started: number | null;
  year_operations_ended: number | null;
  /** Where the machine stands, WGS 84 degrees; null when unknown or not yet sited. */
  latitude: number | null;
  longitude: number | null;
  /** Main parameters of a magnetic-confinement machine; null where they do not apply or are unsourced. */
  major_radius_m: number | null;
  toroidal_field_t: number | null;
  plasma_current_ma: number | null;
  concept: ConceptRef | null;
  affiliated_organizations: OrganizationRef[];
  media: ProjectMedia[];
  country: string | null;
  country_flag_emoji: string | null;
  country_flag_url: string | null;
}

/** GET /api/v1/projects/{slug}/ */
export interface ProjectDetail extends ProjectListItem {
  /** sanitized HTML */
  description: string | null;
  providers: ProjectProvider[];
  publications: Publication[];
  supply_chain_category: { name: string } | null;
  announcement_url: string | null;
  source_url: string | null;
  /** its plasma performance points, oldest first (/api/v1/projects/{slug}/progress.svg charts them) */
  performance_points: ProjectPerformancePoint[];
}

/** GET /api/v1/projects/by-concept/ */
export interface ConceptTab {
  display_name: string;
  slug: string;
  count: number;
}

/** One plasma result on the Lawson chart (GET /api/v1/progress/points/, issue 26): quantities in keV, m⁻³, s, g/cm², Gbar, J, W. */
export interface PerformancePoint {
  id: number;
  machine_name: string;
  /** null when the directory does not list the machine (yet) */
  project: { slug: string; display_name: string } | null;
  concept: ConceptRef | null;
  dataset_concept: string | null;
  shot: string;
  date: string;
  date_precision: DatePrecision;
  kind: 'peer-reviewed' | 'company claim' | 'projection';
  t_i_max_kev: number | null;
  t_i_avg_kev: number | null;
  t_e_max_kev: number | null;
  t_e_avg_kev: number | null;
  n_i_max_m3: number | null;
  n_i_avg_m3: number | null;
  n_e_max_m3: number | null;
  n_e_avg_m3: number | null;
  z_eff: number | null;
  tau_e_star_s: number | null;
  tau_e_s: number | null;
  rho_r_g_cm2: number | null;
  yield_over_clean: number | null;
  p_stag_gbar: number | null;
  tau_stag_s: number | null;
  e_ext_j: number | null;
  e_f_j: number | null;
  p_ext_w: number | null;
  p_f_w: number | null;
  /** the plotted temperature (keV) and triple product n T τ (keV·m⁻³·s) */
  ion_temperature_kev: number | null;
  triple_product: number | null;
  triple_product_basis: string | null;
  q_sci: number | null;
  q_sci_basis: string | null;
  q_sci_comment: string | null;
  on_lawson_chart: boolean;
  citation: string;
  source_url: string;
}

/** A point as a project page lists it. */
export type ProjectPerformancePoint = Pick<
  PerformancePoint,
  'id' | 'shot' | 'date' | 'date_precision' | 'kind' | 'ion_temperature_kev' | 'triple_product' | 'q_sci' | 'citation' | 'source_url'
>;

/** GET /api/v1/progress/points/: the points (of a concept) and the dataset they come from. */
export interface PerformancePointList {
  concept: ConceptRef | null;
  /** every concept with points, and how many (whatever the filter) */
  concepts: ConceptTab[];
  dataset: {
    name: string;
    repository: string;
    file: string;
    commit: string;
    license: string;
    papers: { citation: string; url: string }[];
  };
  points: PerformancePoint[];
}

/** The milestone ladder, in order (issue 26 §3). */
export type MilestoneKind = 'first-plasma' | 'record' | 'fuel' | 'q-sci' | 'q-eng' | 'grid-electricity' | 'commercial-plant';
export type MilestoneStatus = 'met' | 'pending' | 'slipped';
/** A promised date's precision: 'decade' for 'the 2030s' (stored as the decade's first year). */
export type MilestoneTargetPrecision = 'day' | 'month' | 'year' | 'decade';

/** An earlier promised date of a milestone. */
export interface MilestoneRevision {
  claim_text: string | null;
  target_date: string | null;
  target_precision: MilestoneTargetPrecision;
  said_on: string | null;
  said_on_precision: DatePrecision;
  source_url: string;
  source_name: string | null;
  note: string | null;
}

/** One milestone of the ledger (GET /api/v1/milestones/): the claim, the achievement and the status for today. */
export interface Milestone {
  id: number;
  kind: MilestoneKind;
  organization: { slug: string; display_name: string } | null;
  project: { slug: string; display_name: string } | null;
  concept: ConceptRef | null;
  record_description: string | null;
  claim_text: string | null;
  said_on: string | null;
  said_on_precision: DatePrecision;
  target_date: string | null;
  target_precision: MilestoneTargetPrecision;
  claim_source_url: string | null;
  claim_source_name: string | null;
  achieved_on: string | null;
  achieved_on_precision: DatePrecision;
  achievement_source_url: string | null;
  achievement_source_name: string | null;
  status: MilestoneStatus;
  months_slipped: number | null;
  deadline: string | null;
  revisions: MilestoneRevision[];
}

/** GET /api/v1/milestones/ */
export interface MilestoneList {
  today: string;
  kinds: MilestoneKind[];
  concepts: ConceptRef[];
  milestones: Milestone[];
}

export interface SupplyChainOrganization {
  slug: string;
  display_name: string;
  is_affiliate: boolean;
  /** the organization's current status: a pill labels a defunct, merged or acquired one; null = none recorded */
  status?: OrganizationStatus | null;
}

/** GET /api/v1/supply-chain/ → { results: SupplyChainCategory[] } */
export interface SupplyChainCategory {
  name: string;
  slug: string;
  sub_categories: { name: string; slug: string; organizations: SupplyChainOrganization[] }[];
}

/** GET /api/v1/supply-chain/get-categories/ */
export interface SupplyChainCategoryTab {
  tag: string;
  count: number;
}

export interface JobOrganization {
  slug: string;
  display_name: string;
  logo: string | null;
  /** the group of its first tag in catalogue order ('Fusion Developers'…): what it mainly is, its logo placeholder's colour; null without tags */
  tag_group: string | null;
  is_affiliate: boolean;
  country_flag_url: string | null;
  country_flag_emoji: string | null;
  /** the organization's current status: a pill labels a defunct, merged or acquired one; null = none recorded */
  status?: OrganizationStatus | null;
}

export interface Job {
  id: number;
  title: string;
  locations: string[];
  job_type: string;
  job_mode: string;
  /** comma-separated tag names, each may start with an emoji */
  tags: string;
  website_url: string;
  created_at: string; // ISO timestamp
  salary: string | null;
  organization: JobOrganization;
}

/** GET /api/v1/jobs/get-tags/ */
export interface JobTag {
  tag: string;
  tag_without_emoji: string;
  encoded_url: string;
  count: number;
}

export interface ArticleListItem {
  slug: string;
  title: string;
  date: string; // YYYY-MM-DD
  author: string;
  preview_media: string | null;
  summary: string;
}

export interface ArticleDetail extends ArticleListItem {
  /** sanitized HTML */
  body: string;
}

export interface ActivityLog {
  id: number;
  activity_type: string;
  label_color: string;
  /** tag_group: as OrganizationMinimal's (its logo placeholder's colour) */
  organization: { slug: string; logo: string | null; tag_group: string | null; display_name: string; is_affiliate: boolean } | null;
  project: { slug: string; display_name: string; media: ProjectMedia[] } | null;
  funding_round:
    | ({ amount_usd: number | null; round_name: string } & Pick<
        FundingAmountFields,
        'amount' | 'currency' | 'amount_usd_note' | 'is_undisclosed'
      >)
    | null;
  recipient_organization: { slug: string; display_name: string } | null;
  /** a 'New Article' item's article */
  article?: { slug: string; title: string } | null;
  jobs_count: number | null;
  url: string | null;
  created_at: string; // ISO timestamp
  /** how precisely created_at is known: a 'year' item reads '2025', never 'Jan 1, 2025' */
  created_at_precision: DatePrecision;
}

export type OrganizationSort = 'display_name' | 'country' | '-total_funding';
