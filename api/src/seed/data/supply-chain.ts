// Supply chain categories and the organizations offering each sub-category.
// Every offering points at a public page of (or about) the organization that shows the offering.
import type { SeedSupplyChainCategory } from './types';

export const supplyChain: SeedSupplyChainCategory[] = [
  {
    name: 'Magnets',
    slug: 'magnets',
    sub_categories: [
      {
        name: 'HTS Tape',
        slug: 'hts-tape',
        offerings: [
          {
            organization_slug: 'faraday-factory-japan',
            offering_url: 'https://www.faraday-factory.com',
            source_url: 'https://www.faraday-factory.com',
          },
          {
            organization_slug: 'fujikura',
            offering_url: 'https://www.fujikura.co.jp/en/',
            source_url: 'https://en.wikipedia.org/wiki/Fujikura',
          },
          { organization_slug: 'superpower', offering_url: 'https://www.superpower-inc.com', source_url: 'https://www.superpower-inc.com' },
        ],
      },
      {
        name: 'Superconducting Magnet Systems',
        slug: 'superconducting-magnet-systems',
        offerings: [
          {
            organization_slug: 'commonwealth-fusion-systems',
            source_url: 'https://commercial-fusion.com/p/behind-type-one-energy-s-big-week-of-partnerships',
          },
          {
            organization_slug: 'tokamak-energy',
            source_url:
              'https://californiatimes.us/fusion-company-tokamak-energys-reactor-design-which-resembles-an-egg-has-drawn-125-million',
          },
          {
            organization_slug: 'asg-superconductors',
            offering_url: 'https://www.asgsuperconductors.com',
            source_url: 'https://www.asgsuperconductors.com',
          },
          { organization_slug: 'mitsubishi-heavy-industries', source_url: 'https://www.mhi.com' },
          { organization_slug: 'general-atomics', source_url: 'https://en.wikipedia.org/wiki/General_Atomics' },
        ],
      },
    ],
  },
  {
    name: 'Heating & Current Drive',
    slug: 'heating-and-current-drive',
    sub_categories: [
      {
        name: 'Gyrotrons',
        slug: 'gyrotrons',
        offerings: [
          { organization_slug: 'canon-electron-tubes-and-devices', source_url: 'https://etd.canon/en/' },
          { organization_slug: 'communications-and-power-industries', source_url: 'https://www.cpii.com' },
          { organization_slug: 'thales', source_url: 'https://www.thalesgroup.com' },
          { organization_slug: 'kyoto-fusioneering', source_url: 'https://kyotofusioneering.com' },
        ],
      },
      {
        name: 'RF Power Tubes',
        slug: 'rf-power-tubes',
        offerings: [
          { organization_slug: 'communications-and-power-industries', source_url: 'https://www.cpii.com' },
          { organization_slug: 'thales', source_url: 'https://www.thalesgroup.com' },
        ],
      },
    ],
  },
  {
    name: 'Vacuum & Cryogenics',
    slug: 'vacuum-and-cryogenics',
    sub_categories: [
      {
        name: 'Cryogenic Plants',
        slug: 'cryogenic-plants',
        offerings: [
          { organization_slug: 'air-liquide', source_url: 'https://www.airliquide.com' },
          { organization_slug: 'linde-kryotechnik', source_url: 'https://www.linde-kryotechnik.ch' },
        ],
      },
      {
        name: 'Vacuum Pumps & Gauges',
        slug: 'vacuum-pumps-and-gauges',
        offerings: [
          {
            organization_slug: 'pfeiffer-vacuum',
            offering_url: 'https://www.pfeiffer-vacuum.com',
            source_url: 'https://www.pfeiffer-vacuum.com',
          },
        ],
      },
    ],
  },
  {
    name: 'Materials & Components',
    slug: 'materials-and-components',
    sub_categories: [
      {
        name: 'Plasma-Facing Components',
        slug: 'plasma-facing-components',
        offerings: [{ organization_slug: 'plansee', source_url: 'https://www.plansee.com' }],
      },
      {
        name: 'Breeding Blankets',
        slug: 'breeding-blankets',
        offerings: [{ organization_slug: 'kyoto-fusioneering', source_url: 'https://kyotofusioneering.com' }],
      },
    ],
  },
  {
    name: 'Lasers & Optics',
    slug: 'lasers-and-optics',
    sub_categories: [
      {
        name: 'Industrial High-Power Lasers',
        slug: 'industrial-high-power-lasers',
        offerings: [{ organization_slug: 'trumpf', source_url: 'https://www.trumpf.com' }],
      },
      {
        name: 'Ultra-Intense Laser Systems',
        slug: 'ultra-intense-laser-systems',
        offerings: [{ organization_slug: 'thales', source_url: 'https://www.thalesgroup.com' }],
      },
    ],
  },
  {
    name: 'Power Systems',
    slug: 'power-systems',
    sub_categories: [
      {
        name: 'Power Conversion & Grid Equipment',
        slug: 'power-conversion-and-grid-equipment',
        offerings: [{ organization_slug: 'siemens-energy', source_url: 'https://www.siemens-energy.com' }],
      },
      {
        name: 'Pulsed Power Systems',
        slug: 'pulsed-power-systems',
        offerings: [{ organization_slug: 'general-atomics', source_url: 'https://www.ga.com' }],
      },
    ],
  },
  {
    name: 'Software & Controls',
    slug: 'software-and-controls',
    sub_categories: [
      {
        name: 'Plasma Simulation Software',
        slug: 'plasma-simulation-software',
        offerings: [{ organization_slug: 'tech-x-corporation', offering_url: 'https://txcorp.com', source_url: 'https://txcorp.com' }],
      },
      {
        name: 'AI Plasma Control',
        slug: 'ai-plasma-control',
        offerings: [{ organization_slug: 'google-deepmind', source_url: 'https://www.nature.com/articles/s41586-021-04301-9' }],
      },
    ],
  },
  {
    name: 'Engineering & Services',
    slug: 'engineering-and-services',
    sub_categories: [
      {
        name: 'Engineering & Design Services',
        slug: 'engineering-and-design-services',
        offerings: [
          { organization_slug: 'jacobs', source_url: 'https://www.jacobs.com' },
          { organization_slug: 'assystem', source_url: 'https://www.assystem.com' },
          { organization_slug: 'oxford-sigma', offering_url: 'https://oxfordsigma.com', source_url: 'https://oxfordsigma.com' },
        ],
      },
      {
        name: 'Technical Consulting',
        slug: 'technical-consulting',
        offerings: [
          { organization_slug: 'frazer-nash-consultancy', source_url: 'https://www.fnc.co.uk' },
          { organization_slug: 'oxford-sigma', offering_url: 'https://oxfordsigma.com', source_url: 'https://oxfordsigma.com' },
        ],
      },
    ],
  },
  {
    name: 'Fuel Cycle & Testing',
    slug: 'fuel-cycle-and-testing',
    sub_categories: [
      {
        name: 'Tritium & Fuel-Cycle Systems',
        slug: 'tritium-and-fuel-cycle-systems',
        offerings: [
          { organization_slug: 'kyoto-fusioneering', source_url: 'https://www.ca.emb-japan.go.jp/itpr_en/Min-Furuya_visit_to_CNL.html' },
          {
            organization_slug: 'canadian-nuclear-laboratories',
            source_url: 'https://www.ca.emb-japan.go.jp/itpr_en/Min-Furuya_visit_to_CNL.html',
          },
        ],
      },
      {
        name: 'Neutron Sources & Test Facilities',
        slug: 'neutron-sources-and-test-facilities',
        offerings: [
          { organization_slug: 'shine-technologies', source_url: 'https://www.shinefusion.com' },
          { organization_slug: 'avalanche-energy', source_url: 'https://www.avalanchefusion.com' },
        ],
      },
    ],
  },
];
