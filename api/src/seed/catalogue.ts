// Fixed vocabularies: organization tag groups (docs/product/api.md §3), the organization-list tabs
// (docs/architecture.md) and the job tags (seed/data/types.ts).
import { JOB_TAGS } from './data/types';

export const ORGANIZATION_TAG_GROUPS: { name: string; tags: string[] }[] = [
  { name: 'Fusion Developers', tags: ['Fusion Machine Developer', 'Fusion Technology Developer'] },
  {
    name: 'Supply Chain & Services',
    tags: ['Component Supplier', 'Consulting Firm', 'Fusion Software Developer', 'Service Provider'],
  },
  {
    name: 'Investors & Capital Providers',
    tags: [
      'Asset Management Firm',
      'Bank',
      'Corporate Venture Capital',
      'Crowdfunding Platform',
      'Family Office',
      'Fossil Fuel Company',
      'Sovereign Wealth Fund',
      'University Venture Capital',
      'Venture Capital Firm',
    ],
  },
  { name: 'Government & Public Sector', tags: ['Government Agency', 'National Laboratory', 'State Government'] },
  { name: 'Academia & Research', tags: ['University', 'University Department'] },
  {
    name: 'Ecosystem & Advocacy',
    tags: ['Consortium', 'Industry Advocate', 'Industry Association', 'Media', 'Nonprofit Organization'],
  },
  { name: 'Specialized Applications', tags: ['Fusion Spinoff', 'Fusion Propulsion Developer'] },
];

/** Organization-list tabs in display order ('all' is every approved organization). */
export const ORGANIZATION_TABS: { slug: string; label: string; tags: string[] }[] = [
  { slug: 'fusion-machine-developers', label: 'Fusion Machine Developers', tags: ['Fusion Machine Developer'] },
  { slug: 'technology-developers', label: 'Technology Developers', tags: ['Fusion Technology Developer'] },
  {
    slug: 'supply-chain',
    label: 'Supply Chain',
    tags: ['Component Supplier', 'Consulting Firm', 'Fusion Software Developer', 'Service Provider'],
  },
  { slug: 'funders', label: 'Funders', tags: ORGANIZATION_TAG_GROUPS[2]!.tags },
  {
    slug: 'research-organizations',
    label: 'Research Organizations',
    tags: ['University', 'University Department', 'National Laboratory'],
  },
  { slug: 'government', label: 'Government', tags: ['Government Agency', 'State Government'] },
  { slug: 'ngos', label: 'NGOs', tags: ORGANIZATION_TAG_GROUPS[5]!.tags },
  {
    slug: 'specialized-applications',
    label: 'Specialized Applications',
    tags: ['Fusion Spinoff', 'Fusion Propulsion Developer'],
  },
];

export const ORGANIZATION_TAB_SLUGS = ['all', ...ORGANIZATION_TABS.map((tab) => tab.slug)];

export function tabSlugOfTag(tagName: string): string | null {
  return ORGANIZATION_TABS.find((tab) => tab.tags.includes(tagName))?.slug ?? null;
}

/** '⚙️ Engineering' → 'Engineering' (drops the leading emoji and its joiners). */
export function withoutEmoji(tag: string): string {
  return tag.replace(/^[^\p{L}\p{N}]+/u, '').trim();
}

/** 'Science & Research' → 'science-research' */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export const JOB_TAG_NAMES: readonly string[] = JOB_TAGS;

/** Activity label colours: mf-shared design-token names (use as var(--color-<name>)). */
export const ACTIVITY_TYPES = {
  funding: { type: 'Funding', color: 'success' },
  jobs: { type: 'New Jobs', color: 'info' },
  project: { type: 'New Project', color: 'review' },
  organization: { type: 'New Organization', color: 'accent' },
  article: { type: 'New Article', color: 'info' },
} as const;

/** The activity label of a milestone of the ledger met (an achievement added) or slipped (issue 26 §3). */
export const MILESTONE_ACTIVITY_TYPES = {
  met: { type: 'Milestone Met', color: 'success' },
  slipped: { type: 'Milestone Slipped', color: 'danger' },
} as const;

/** The activity label of a status change (written by the staff admin), by the new status. */
export const STATUS_ACTIVITY_TYPES = {
  active: { type: 'Active Again', color: 'success' },
  acquired: { type: 'Acquired', color: 'review' },
  merged: { type: 'Merged', color: 'review' },
  defunct: { type: 'Defunct', color: 'danger' },
  public: { type: 'Went Public', color: 'success' },
} as const;
