// Answers of the contribution calls for the account area's tests (shapes: api/docs/contributions.md).
import type { ContributionOptions, OrganizationEditView, ProjectEditView, SupplyChainCategory } from '../features/contributions/api/types';

export const ORGANIZATION_VIEW: OrganizationEditView = {
  id: 1,
  slug: 'cfs',
  version: 3,
  is_approved: true,
  display_name: 'Commonwealth Fusion Systems',
  acronym_name: 'CFS',
  website_url: 'https://cfs.energy',
  description: 'Our description.',
  self_description: null,
  is_affiliate: false,
  organization_tags: [{ name: 'Fusion Machine Developer' }],
  logo: null,
  founding_year: 2018,
  city: 'Devens',
  region: 'Massachusetts',
  country: 'United States',
  country_code: 'US',
  founders: [{ id: 1, name: 'Bob Mumgaard', title: null }],
  leadership: [{ id: 4, name: 'Bob Mumgaard', title: 'CEO' }],
  contact_email: null,
  projects: [{ id: 2, slug: 'sparc', display_name: 'SPARC', is_approved: true }],
  supply_chain: [
    {
      id: 4,
      name: 'Superconducting Magnet Systems',
      slug: 'superconducting-magnet-systems',
      offering_link: null,
      supply_chain_link: '/supply-chain#magnets',
    },
  ],
  projects_supplied: [
    {
      id: 7,
      slug: 'wham',
      display_name: 'WHAM',
      supply_chain_category: { name: 'Superconducting Magnet Systems' },
      supply_chain_categories: [{ name: 'Superconducting Magnet Systems', slug: 'superconducting-magnet-systems' }],
      description: 'HTS mirror magnets.',
      announcement_url: 'http://example.com/wham',
      review_status: 'pending',
    },
  ],
  jobs_url: null,
};

export const PROJECT_VIEW: ProjectEditView = {
  id: 2,
  slug: 'sparc',
  version: 5,
  is_approved: true,
  display_name: 'SPARC',
  concept: { display_name: 'Tokamak', slug: 'tokamak' },
  markdown: 'A compact tokamak.',
  project_status: 'Under Construction',
  year_operations_started: null,
  year_operations_ended: null,
  affiliated_organizations: [
    { id: 1, slug: 'cfs', display_name: 'Commonwealth Fusion Systems', acronym_name: 'CFS' },
    { id: 96, slug: 'mit-psfc', display_name: 'MIT Plasma Science and Fusion Center', acronym_name: 'PSFC' },
  ],
  publications: [
    {
      id: 1,
      title: 'Overview of SPARC',
      publication_url: 'https://doi.org/x',
      publication_type: 'Journal article',
      authors: ['A. Creely'],
    },
  ],
  media: [
    { id: 3, image_url: '/api/media/a.png' },
    { id: 5, image_url: '/api/media/b.png' },
  ],
  providers: [],
};

export const OPTIONS: ContributionOptions = {
  organization_tags: [
    { group: 'Fusion Developers', tags: ['Fusion Machine Developer', 'Fusion Technology Developer'] },
    { group: 'Supply Chain & Services', tags: ['Component Supplier', 'Consulting Firm', 'Fusion Software Developer', 'Service Provider'] },
    {
      group: 'Investors & Capital Providers',
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
    { group: 'Government & Public Sector', tags: ['Government Agency', 'National Laboratory', 'State Government'] },
    { group: 'Academia & Research', tags: ['University', 'University Department'] },
    { group: 'Ecosystem & Advocacy', tags: ['Consortium', 'Industry Advocate', 'Industry Association', 'Media', 'Nonprofit Organization'] },
    { group: 'Specialized Applications', tags: ['Fusion Spinoff', 'Fusion Propulsion Developer'] },
  ],
  project_statuses: ['Planned', 'Under Construction', 'Operating', 'Upgrading / Maintenance', 'Shut Down'],
  concepts: [
    { display_name: 'Stellarator', slug: 'stellarator' },
    { display_name: 'Tokamak', slug: 'tokamak' },
    { display_name: 'Z-Pinch', slug: 'z-pinch' },
  ],
  limits: {
    max_upload_bytes: 10485760,
    accepted_types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    projects_supplied_description: 160,
    project_images: 20,
  },
};

export const SUPPLY_CHAIN: { results: (SupplyChainCategory & { sub_categories: { name: string; slug: string; organizations: [] }[] })[] } =
  {
    results: [
      {
        name: 'Magnets',
        slug: 'magnets',
        sub_categories: [
          { name: 'HTS Tape', slug: 'hts-tape', organizations: [] },
          { name: 'Superconducting Magnet Systems', slug: 'superconducting-magnet-systems', organizations: [] },
        ],
      },
      { name: 'Vacuum', slug: 'vacuum', sub_categories: [{ name: 'Vacuum Pumps', slug: 'vacuum-pumps', organizations: [] }] },
    ],
  };

export const ORGANIZATION_CHOICES = {
  results: [
    { id: 1, slug: 'cfs', display_name: 'Commonwealth Fusion Systems' },
    { id: 2, slug: 'helion', display_name: 'Helion' },
  ],
  next: null,
};

export const PROJECT_CHOICES = {
  results: [
    { id: 2, slug: 'sparc', display_name: 'SPARC' },
    { id: 7, slug: 'wham', display_name: 'WHAM' },
    { id: 8, slug: 'iter', display_name: 'ITER' },
  ],
  next: null,
};
