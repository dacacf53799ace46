// Shapes of the hand-compiled demo dataset (api/src/seed/data/*.ts).
// The loader (api/src/seed/) turns these into database rows; this file is the
// contract between the data files and the loader.
//
// Rules for the data: real, publicly known facts only; every record carries the
// URL of a public source for its facts; when a fact is unsure, leave the field
// out (null / empty) rather than guess. Descriptions and articles are original
// text written for this site, never copied.

export type OrganizationTagName =
  // Fusion Developers
  | 'Fusion Machine Developer'
  | 'Fusion Technology Developer'
  // Supply Chain & Services
  | 'Component Supplier'
  | 'Consulting Firm'
  | 'Fusion Software Developer'
  | 'Service Provider'
  // Investors & Capital Providers
  | 'Asset Management Firm'
  | 'Bank'
  | 'Corporate Venture Capital'
  | 'Crowdfunding Platform'
  | 'Family Office'
  | 'Fossil Fuel Company'
  | 'Sovereign Wealth Fund'
  | 'University Venture Capital'
  | 'Venture Capital Firm'
  // Government & Public Sector
  | 'Government Agency'
  | 'National Laboratory'
  | 'State Government'
  // Academia & Research
  | 'University'
  | 'University Department'
  // Ecosystem & Advocacy
  | 'Consortium'
  | 'Industry Advocate'
  | 'Industry Association'
  | 'Media'
  | 'Nonprofit Organization'
  // Specialized Applications
  | 'Fusion Spinoff'
  | 'Fusion Propulsion Developer';

/**
 * A public source of a record's facts. `checked` says how (api/docs/data.md): 'live' = a
 * person read the page on the web, 'stored-copy' = a person read a stored copy of it, 'cited'
 * (or its older name 'reviewer-knowledge', reviewed against what is publicly reported) = cited
 * without reading the page; absent = 'cited'. verified_on: the day it was read (YYYY-MM-DD);
 * the loader keeps it only when the source was read.
 */
export interface SeedSource {
  url: string; // https://...
  title: string;
  verified_on: string | null;
  checked?: 'live' | 'stored-copy' | 'cited' | 'reviewer-knowledge';
  /** The page's own date (YYYY-MM-DD), where known. */
  published_on?: string | null;
  /** The one fact of its record this source backs (a funding amount, a status, a device's years); absent = the whole record. */
  fact?: 'amount' | 'date' | 'status' | 'operating-years' | 'location-parameters';
}

/** A date known to the day ('2025-06-11'), the month ('2025-06') or the year ('2025'). */
type SeedDate = string;

/** What an organization is (separate from its tags); absent = derived from unambiguous tags (src/seed/kind.ts). */
export type SeedOrganizationKind =
  'private-company' | 'corporate-program' | 'state-program' | 'university' | 'laboratory' | 'investor' | 'nonprofit';

/** One event of an organization's status history; the latest is its current status. */
export interface SeedStatusEvent {
  status: 'active' | 'acquired' | 'merged' | 'defunct' | 'public';
  date: SeedDate;
  /** For 'merged': the organization it merged into. */
  merged_into_slug?: string;
  /** For 'public': its ticker, e.g. 'NASDAQ: XYZ'. */
  ticker?: string;
  sources?: SeedSource[];
}

/** A monthly average exchange rate (fx-rates.ts). */
export interface SeedFxRate {
  currency: string; // ISO 4217
  month: string; // YYYY-MM
  usd_per_unit: number;
  source_name: string;
  source_url: string;
}

export type SeedProjectStatus = 'Planned' | 'Under Construction' | 'Operating' | 'Upgrading / Maintenance' | 'Shut Down';

export interface SeedOrganization {
  slug: string; // kebab-case, e.g. 'commonwealth-fusion-systems'
  display_name: string;
  acronym_name?: string | null; // e.g. 'CFS'
  description: string; // 1-3 original sentences, plain text
  website_url?: string | null; // https://...
  jobs_url?: string | null;
  founding_year?: number | null;
  city?: string | null;
  region?: string | null; // state / province
  country_code?: string | null; // ISO 3166-1 alpha-2, e.g. 'US'
  founders?: string[];
  leadership?: { name: string; title: string }[];
  tags: OrganizationTagName[];
  /** Demo affiliates only: a handful of suppliers, flagged so the UI can show the gold check. */
  is_affiliate?: boolean;
  kind?: SeedOrganizationKind | null;
  status_events?: SeedStatusEvent[];
  /** Where its openings are read; absent = derived from jobs_url (src/seed/kind.ts jobBoardFromUrl). */
  job_board?: { kind: 'greenhouse' | 'lever' | 'ashby' | 'url'; id: string } | null;
  self_description?: string | null;
  contact_email?: string | null; // only a publicly listed general address, else omit
  /** The first source; optional when `sources` is given. */
  source_url?: string;
  sources?: SeedSource[];
  /**
   * Totals the organization was publicly reported to have raised (investment) by a day: the
   * data check fails when the rounds announced by then add up to more (a round counted twice).
   */
  funding_totals?: { as_of: string; total_usd: number; source: SeedSource }[];
}

export interface SeedConcept {
  slug: string; // e.g. 'tokamak'
  display_name: string; // e.g. 'Tokamak'
  description: string;
}

export interface SeedProject {
  slug: string;
  display_name: string;
  description_html: string; // original text, simple <p>, <ul>, <a href> only
  concept_slug: string;
  project_status: SeedProjectStatus;
  year_operations_started?: number | null;
  year_operations_ended?: number | null;
  organization_slugs: string[]; // affiliated organizations
  country_code?: string | null;
  /** Where the machine stands (WGS 84 degrees); absent for a design without a site. */
  location?: { latitude: number; longitude: number } | null;
  /** Main parameters of a magnetic-confinement machine; each absent where it does not apply or no source gives it. */
  parameters?: { major_radius_m?: number | null; toroidal_field_t?: number | null; plasma_current_ma?: number | null } | null;
  providers?: {
    supplier_slug: string;
    product_categories: string[]; // supply chain sub-category names
    description?: string | null;
    announcement_url?: string | null;
  }[];
  publications?: { title: string; publication_url: string; publication_type?: string; authors?: string[] }[];
  announcement_url?: string | null;
  /** The first source; optional when `sources` is given. */
  source_url?: string;
  sources?: SeedSource[];
}

export interface SeedSupplyChainCategory {
  name: string; // e.g. 'Magnets'
  slug: string;
  sub_categories: {
    name: string; // e.g. 'HTS Tape'
    slug: string;
    offerings: { organization_slug: string; offering_url?: string | null; source_url: string }[];
  }[];
}

export interface SeedFunding {
  recipient_slug: string;
  source_slugs: string[]; // investors / funders, each an organization in the dataset (may be empty)
  funding_type: 'investment' | 'non-dilutive';
  round_name: string; // e.g. 'Series B', 'DOE Milestone Program award'
  /**
   * The USD figure. With `amount` + `currency` absent it is also the amount as announced (in
   * USD); with a non-USD amount it is computed from fx-rates.ts when null, and a figure given here
   * is kept as set by hand.
   */
  amount_usd: number | null;
  /** The amount as announced, in `currency` (ISO 4217); both absent = amount_usd in USD, or undisclosed. */
  amount?: number | null;
  currency?: string | null;
  announcement_date: SeedDate; // YYYY-MM-DD, or YYYY-MM / YYYY when the day is not known
  headline: string;
  announcement_url: string; // the public announcement (also the first source when `sources` is absent)
  sources?: SeedSource[];
  /** Slug of the public program (programs.ts) this award belongs to, if any. */
  program_slug?: string;
  /** A dated plan or commitment announced for a later day (a date after today is allowed only then). */
  is_announced_plan?: boolean;
}

/**
 * A public funding program (non-dilutive). Its awards are funding entries with
 * program_slug set; the data check verifies that their amounts add up to no more than
 * the program's announced total (total_usd, when announced in US dollars).
 */
export interface SeedProgram {
  slug: string;
  name: string;
  funder_slug: string; // the organization that runs it
  country_code: string | null;
  description: string;
  total_usd: number | null;
  /** The announced total in words when not in US dollars, e.g. '£2.5 billion over five years'. */
  total_note?: string | null;
  announced_on: string; // YYYY-MM-DD
  sources: SeedSource[];
}

export interface SeedJob {
  organization_slug: string;
  title: string;
  locations: string[];
  job_type: 'Full-time' | 'Part-time' | 'Internship' | 'Contract';
  job_mode: 'On-site' | 'Hybrid' | 'Remote';
  tags: string[]; // from JOB_TAGS below
  salary?: string | null;
  website_url: string; // the organization's careers page
  created_at: string; // ISO date
  source_url: string;
  /** A demo posting, not a verified live opening (served as is_sample; the UI labels it). */
  is_sample?: boolean;
  /** For a real posting: the day it was seen open at source_url. */
  verified_on?: string | null;
}

export const JOB_TAGS = [
  '⚙️ Engineering',
  '🔬 Science & Research',
  '💻 Software & Data',
  '🏗️ Operations & Construction',
  '💼 Business & Finance',
  '📣 Communications & Policy',
  '🎓 Internships',
] as const;

export interface SeedArticle {
  slug: string;
  /** Absent = 'published'. */
  status?: 'draft' | 'published';
  /** Slugs of the organizations and projects the article is about. */
  mentions?: { organization_slugs?: string[]; project_slugs?: string[] };
  title: string;
  date: string; // YYYY-MM-DD
  author: string;
  summary: string; // one original sentence
  body_html: string; // original text written for this site: <p>, <h2>, <ul>, <a href>, <blockquote>
  preview_media?: string | null;
}
