// Test data shaped like the API's answers (mf-shared/src/types/entities.ts).
import type { FundingEntry, OrganizationDetail, OrganizationListItem, OrganizationRef, OrganizationTagTab } from 'mf-shared';

export const TAG_TABS: OrganizationTagTab[] = [
  { tag: 'All', encoded_url: 'all', count: 3 },
  { tag: 'Fusion Machine Developers', encoded_url: 'fusion-machine-developers', count: 2 },
  { tag: 'Technology Developers', encoded_url: 'technology-developers', count: 1 },
  { tag: 'Funders', encoded_url: 'funders', count: 1 },
  { tag: 'Research Organizations', encoded_url: 'research-organizations', count: 0 },
];

export function listItem(
  overrides: Partial<OrganizationListItem> & Pick<OrganizationListItem, 'id' | 'slug' | 'display_name'>,
): OrganizationListItem {
  return {
    acronym_name: null,
    logo: null,
    is_affiliate: false,
    country: 'United States',
    country_flag_emoji: '🇺🇸',
    country_flag_url: null,
    total_funding: 0,
    city: null,
    region: null,
    founding_year: null,
    description: null,
    organization_tags: [],
    tag_group: null,
    is_approved: true,
    total_projects: 0,
    total_jobs: 0,
    total_funding_undisclosed: false,
    ...overrides,
  };
}

export const ORGANIZATIONS: OrganizationListItem[] = [
  listItem({
    id: 1,
    slug: 'commonwealth-fusion-systems',
    display_name: 'Commonwealth Fusion Systems',
    acronym_name: 'CFS',
    is_affiliate: true,
    city: 'Devens',
    region: 'Massachusetts',
    total_funding: 2_000_000_000,
    description: 'Building ARC, a compact tokamak power plant.',
    organization_tags: [{ name: 'Fusion Machine Developer' }],
    tag_group: 'Fusion Developers',
  }),
  listItem({
    id: 2,
    slug: 'tokamak-energy',
    display_name: 'Tokamak Energy',
    country: 'United Kingdom',
    country_flag_emoji: '🇬🇧',
    city: 'Abingdon',
    total_funding: 250_000_000,
  }),
];

export function ref(id: number, name: string): OrganizationRef {
  return { id, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), display_name: name, acronym_name: null };
}

export function fundingEntry(overrides: Partial<FundingEntry> & Pick<FundingEntry, 'id'>): FundingEntry {
  return {
    announcement_date: '2021-12-01',
    round_name: 'Series B',
    amount_usd: 1_800_000_000,
    headline: 'CFS raises $1.8B',
    announcement_url: 'https://example.com/news/cfs-series-b',
    source_organizations: [],
    recipient_organization: ref(1, 'Commonwealth Fusion Systems'),
    ...overrides,
  };
}

export function organizationDetail(overrides: Partial<OrganizationDetail> = {}): OrganizationDetail {
  return {
    id: 1,
    slug: 'commonwealth-fusion-systems',
    display_name: 'Commonwealth Fusion Systems',
    acronym_name: 'CFS',
    logo: null,
    description: 'Our description of CFS.',
    self_description: null,
    contact_email: null,
    website_url: 'https://cfs.energy',
    jobs_url: null,
    founding_year: 2018,
    city: 'Devens',
    region: 'Massachusetts',
    country: 'United States',
    country_flag_emoji: '🇺🇸',
    country_flag_url: null,
    founders: [{ id: 1, name: 'Bob Mumgaard' }],
    leadership: [{ id: 2, name: 'Bob Mumgaard', title: 'CEO' }],
    organization_tags: [{ name: 'Fusion Machine Developer' }],
    tag_group: 'Fusion Developers',
    is_affiliate: false,
    is_approved: true,
    total_funding: 2_000_000_000,
    total_projects: 1,
    total_jobs: 12,
    total_supply_chain_offerings: 1,
    total_funding_received_investment: 1_800_000_000,
    total_funding_received_nondilutive: 15_000_000,
    total_funding_undisclosed: false,
    projects: [
      {
        id: 10,
        slug: 'sparc',
        display_name: 'SPARC',
        project_status: 'Under Construction',
        is_approved: true,
        concept: { display_name: 'Tokamak', slug: 'tokamak' },
      },
    ],
    projects_supplied: [
      {
        id: 11,
        slug: 'iter',
        display_name: 'ITER',
        supply_chain_category: { name: 'Magnets' },
        description: 'HTS magnet test coils.',
        announcement_url: 'https://example.com/iter-magnets',
      },
    ],
    supply_chain: [
      {
        id: 20,
        name: 'HTS Magnets',
        slug: 'hts-magnets',
        supply_chain_link: '/supply-chain#magnets',
        offering_link: 'https://cfs.energy/magnets',
      },
    ],
    funding_received_investment: [
      fundingEntry({
        id: 100,
        source_organizations: [ref(2, 'Tiger Global'), ref(3, 'Google'), ref(4, 'Bill Gates Ventures'), ref(5, 'Eni')],
      }),
    ],
    funding_received_nondilutive: [
      fundingEntry({
        id: 101,
        round_name: 'DOE Milestone Award',
        amount_usd: 15_000_000,
        headline: 'DOE milestone programme',
        announcement_date: '2023-05-31',
        source_organizations: [ref(6, 'US Department of Energy')],
      }),
    ],
    funding_provided_investment: [],
    funding_provided_nondilutive: [],
    source_url: 'https://example.com/source/cfs',
    ...overrides,
  };
}
