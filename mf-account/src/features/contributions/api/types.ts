// The contribution calls' shapes (api/README.md "Contributions"; spec 001 §3).
import type { ConceptRef, ProjectStatus, TagName } from 'mf-shared';

export interface ContributionOptions {
  /** Spec 001 §3 tag buttons, by group, in order. */
  organization_tags: { group: string; tags: string[] }[];
  project_statuses: ProjectStatus[];
  concepts: ConceptRef[];
  limits: { max_upload_bytes: number; accepted_types: string[]; projects_supplied_description: number; project_images: number };
}

export interface EditPerson {
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
  organization_tags: TagName[];
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
    supply_chain_category: TagName | null;
    supply_chain_categories: { name: string; slug: string }[];
    description: string | null;
    announcement_url: string | null;
  }[];
  jobs_url: string | null;
}

export interface Publication {
  id: number;
  title: string;
  publication_url: string;
  publication_type: string | null;
  authors: string[];
}

export interface ProjectEditView {
  id: number;
  slug: string;
  version: number;
  is_approved: boolean;
  display_name: string;
  concept: ConceptRef | null;
  markdown: string;
  project_status: ProjectStatus | null;
  year_operations_started: number | null;
  year_operations_ended: number | null;
  affiliated_organizations: { id: number; slug: string; display_name: string; acronym_name: string | null }[];
  publications: Publication[];
  media: { id: number; image_url: string }[];
  providers: {
    supplier: { slug: string; display_name: string; is_approved: boolean };
    product_categories: TagName[];
    description: string | null;
    announcement_url: string | null;
  }[];
}

/** GET /api/v1/supply-chain/: categories and their sub-categories (what an offering names). */
export interface SupplyChainCategory {
  name: string;
  slug: string;
  sub_categories: { name: string; slug: string }[];
}

export interface OrganizationChoice {
  slug: string;
  display_name: string;
}

export interface ProjectChoice {
  slug: string;
  display_name: string;
}
