// Test data for projects, supply chain and funding, shaped like the API's answers.
import type { ConceptTab, ProjectListItem, SupplyChainCategory, SupplyChainCategoryTab } from 'mf-shared';
import type { FundingRound, FundingSummary } from '../features/funding/api/fundingApi';
import type { Project } from '../features/projects/api/projectsApi';
import { ref } from './fixtures';

export const CONCEPT_TABS: ConceptTab[] = [
  { display_name: 'Field-Reversed Configuration', slug: 'frc', count: 1 },
  { display_name: 'Stellarator', slug: 'stellarator', count: 0 },
  { display_name: 'Tokamak', slug: 'tokamak', count: 2 },
];

export function projectItem(overrides: Partial<ProjectListItem> & Pick<ProjectListItem, 'id' | 'slug' | 'display_name'>): ProjectListItem {
  return {
    is_approved: true,
    project_status: 'Operating',
    year_operations_started: null,
    year_operations_ended: null,
    latitude: null,
    longitude: null,
    major_radius_m: null,
    toroidal_field_t: null,
    plasma_current_ma: null,
    concept: { display_name: 'Tokamak', slug: 'tokamak' },
    affiliated_organizations: [],
    media: [],
    country: 'United States',
    country_flag_emoji: '🇺🇸',
    country_flag_url: null,
    ...overrides,
  };
}

export const PROJECTS: ProjectListItem[] = [
  projectItem({
    id: 1,
    slug: 'arc',
    display_name: 'ARC',
    project_status: 'Planned',
    affiliated_organizations: [ref(1, 'Commonwealth Fusion Systems')],
  }),
  projectItem({
    id: 2,
    slug: 'polaris',
    display_name: 'Polaris',
    project_status: 'Shut Down',
    year_operations_started: 2021,
    year_operations_ended: 2024,
    concept: { display_name: 'Field-Reversed Configuration', slug: 'frc' },
  }),
  projectItem({ id: 3, slug: 'new-machine', display_name: 'New Machine', is_approved: false, project_status: 'Planned' }),
];

export function projectDetail(overrides: Partial<Project> = {}): Project {
  return {
    ...projectItem({
      id: 10,
      slug: 'sparc',
      display_name: 'SPARC',
      project_status: 'Under Construction',
      year_operations_started: null,
      affiliated_organizations: [ref(1, 'Commonwealth Fusion Systems'), ref(7, 'MIT Plasma Science and Fusion Center')],
      media: [{ id: 5, image_url: 'https://example.com/sparc.jpg' }],
    }),
    description: '<p>A compact <strong>high-field</strong> tokamak.</p>',
    providers: [
      {
        supplier: { is_approved: true, slug: 'faraday-factory-japan', display_name: 'Faraday Factory Japan' },
        product_categories: [{ name: 'HTS Tape' }],
        description: 'Supplies HTS tape.',
        announcement_url: 'https://example.com/ffj',
      },
      {
        supplier: { is_approved: false, slug: 'secret-supplier', display_name: 'Secret Supplier' },
        product_categories: [],
        description: null,
        announcement_url: null,
      },
    ],
    publications: [{ id: 1, title: 'Overview of SPARC', publication_url: 'https://example.com/pub', authors: ['A. Creely'] }],
    supply_chain_category: null,
    announcement_url: 'https://example.com/sparc',
    source_url: 'https://example.com/sparc-source',
    sources: [{ url: 'https://example.com/sparc-source', title: 'SPARC overview', verified_on: '2025-05-21' }],
    performance_points: [],
    ...overrides,
  };
}

export const SUPPLY_CHAIN_TABS: SupplyChainCategoryTab[] = [
  { tag: 'All', count: 4 },
  { tag: 'Magnets', count: 3 },
  { tag: 'Heating & Current Drive', count: 1 },
  { tag: 'Vacuum Systems', count: 1 },
];

export const SUPPLY_CHAIN: SupplyChainCategory[] = [
  {
    name: 'Magnets',
    slug: 'magnets',
    sub_categories: [
      {
        name: 'HTS Tape',
        slug: 'hts-tape',
        organizations: [
          { slug: 'tokamak-components', display_name: 'Tokamak Components', is_affiliate: true },
          { slug: 'faraday-factory-japan', display_name: 'Faraday Factory Japan', is_affiliate: false },
        ],
      },
      {
        name: 'Superconducting Magnet Systems',
        slug: 'superconducting-magnet-systems',
        organizations: [{ slug: 'commonwealth-fusion-systems', display_name: 'Commonwealth Fusion Systems', is_affiliate: false }],
      },
    ],
  },
  {
    name: 'Heating & Current Drive',
    slug: 'heating-and-current-drive',
    sub_categories: [
      { name: 'Gyrotrons', slug: 'gyrotrons', organizations: [{ slug: 'thales', display_name: 'Thales', is_affiliate: false }] },
    ],
  },
  {
    name: 'Vacuum Systems',
    slug: 'vacuum-systems',
    sub_categories: [
      {
        name: 'Vacuum Pumps',
        slug: 'vacuum-pumps',
        organizations: [{ slug: 'tokamak-components', display_name: 'Tokamak Components', is_affiliate: true }],
      },
      { name: 'Gauges', slug: 'gauges', organizations: [] },
    ],
  },
];

function fundingRound(overrides: Partial<FundingRound> & Pick<FundingRound, 'id'>): FundingRound {
  return {
    announcement_date: '2021-12-01',
    round_name: 'Series B',
    funding_type: 'investment',
    amount_usd: 1_800_000_000,
    headline: 'CFS raises a Series B',
    announcement_url: 'https://example.com/cfs-b',
    recipient_organization: ref(1, 'Commonwealth Fusion Systems'),
    source_organizations: [ref(2, 'Breakthrough Energy Ventures')],
    concept: { display_name: 'Tokamak', slug: 'tokamak' },
    country: 'United States',
    country_flag_emoji: '🇺🇸',
    country_flag_url: null,
    sources: [{ url: 'https://example.com/cfs-b', title: 'CFS announcement', verified_on: '2025-05-22' }],
    ...overrides,
  };
}

export const FUNDING_SUMMARY: FundingSummary = {
  totals: { amount_usd: 1_930_000_000, rounds: 3, disclosed_rounds: 3, organizations: 2 },
  by_year: [
    { year: 2021, investment_usd: 1_800_000_000, non_dilutive_usd: 0, rounds: 1 },
    { year: 2022, investment_usd: 0, non_dilutive_usd: 0, rounds: 0 },
    { year: 2023, investment_usd: 0, non_dilutive_usd: 5_000_000, rounds: 1 },
    { year: 2024, investment_usd: 125_000_000, non_dilutive_usd: 0, rounds: 1 },
  ],
  by_concept: [{ concept: { display_name: 'Tokamak', slug: 'tokamak' }, amount_usd: 1_930_000_000, rounds: 3 }],
  by_country: [
    { country_code: 'US', country: 'United States', amount_usd: 1_805_000_000, rounds: 2 },
    { country_code: 'GB', country: 'United Kingdom', amount_usd: 125_000_000, rounds: 1 },
  ],
  largest_rounds: [
    fundingRound({ id: 1 }),
    fundingRound({
      id: 3,
      round_name: 'Series C',
      amount_usd: 125_000_000,
      announcement_date: '2024-11-05',
      headline: 'Tokamak Energy raises a Series C',
      recipient_organization: ref(3, 'Tokamak Energy'),
      country: 'United Kingdom',
    }),
    fundingRound({
      id: 2,
      round_name: 'Milestone award',
      funding_type: 'non-dilutive',
      amount_usd: 5_000_000,
      announcement_date: '2023-05-31',
    }),
  ],
  counting_rule: {
    text: 'Investment rounds and non-dilutive awards to private fusion developers; committed amounts only.',
    announced_by: '2025-07-31',
    total_usd: 7_468_000_000,
    rounds: 120,
    rounds_without_usd: 23,
    organizations: 48,
    known_gaps: ['SHINE’s rounds after 2021', 'public grants whose per-company amounts were not published'],
    reference: { name: 'FIA 2025 report', total_usd: 9_766_000_000, url: 'https://example.org/fia-2025' },
  },
  options: {
    first_year: 2021,
    last_year: 2024,
    concepts: [{ display_name: 'Tokamak', slug: 'tokamak' }],
    countries: [
      { code: 'GB', name: 'United Kingdom' },
      { code: 'US', name: 'United States' },
    ],
  },
};
