// Two developers' ledgers as GET /api/v1/milestones/ answers them (shapes of the real seed; test values).
import type { Milestone, MilestoneList } from 'mf-shared';

const base = {
  project: null,
  concept: { slug: 'tokamak', display_name: 'Tokamak' },
  record_description: null,
  claim_text: null,
  said_on: null,
  said_on_precision: 'day',
  target_date: null,
  target_precision: 'year',
  claim_source_url: null,
  claim_source_name: null,
  achieved_on: null,
  achieved_on_precision: 'day',
  achievement_source_url: null,
  achievement_source_name: null,
  months_slipped: null,
  deadline: null,
  revisions: [],
} satisfies Partial<Milestone>;

export const CFS_Q_SCI: Milestone = {
  ...base,
  id: 1,
  kind: 'q-sci',
  organization: { slug: 'commonwealth-fusion-systems', display_name: 'Commonwealth Fusion Systems' },
  project: { slug: 'sparc', display_name: 'SPARC' },
  claim_text: 'Net fusion energy (Q > 1) from SPARC in 2027',
  said_on: '2026-03-03',
  target_date: '2027-01-01',
  claim_source_url: 'https://cwmetz.com/signal-deep-dive-commonwealth-fusion-systems',
  claim_source_name: 'Signal deep-dive',
  status: 'pending',
  deadline: '2027-12-31',
  revisions: [
    {
      claim_text: 'Break-even: 2025',
      target_date: '2025-01-01',
      target_precision: 'year',
      said_on: '2022-02-23',
      said_on_precision: 'day',
      source_url: 'https://www.technologyreview.com/2022/02/23/1045122/fusion-power-mit-startup-commonwealth/',
      source_name: 'MIT Technology Review',
      note: null,
    },
  ],
};

const TAE_Q_SCI: Milestone = {
  ...base,
  id: 2,
  kind: 'q-sci',
  organization: { slug: 'tae-technologies', display_name: 'TAE Technologies' },
  concept: { slug: 'frc', display_name: 'Field-Reversed Configuration' },
  claim_text: 'Break-even: 2025 (alfkoehn/fusion_plots list of fusion companies, reference [2])',
  said_on: '2022-01-01',
  said_on_precision: 'year',
  target_date: '2025-01-01',
  claim_source_url: 'https://202e0f23-02b6-4124-8ddc-80f6b1109b43.usrfiles.com/ugd/202e0f_4c69219a702646929d8d45ee358d9780.pdf',
  claim_source_name: 'Fusion Industry Association: The global fusion industry in 2022',
  status: 'slipped',
  months_slipped: 10,
  deadline: '2025-12-31',
};

const ES_FIRST_PLASMA: Milestone = {
  ...base,
  id: 3,
  kind: 'first-plasma',
  organization: { slug: 'energy-singularity', display_name: 'Energy Singularity' },
  project: { slug: 'hh70', display_name: 'HH70' },
  achieved_on: '2024-06-01',
  achieved_on_precision: 'month',
  achievement_source_url: 'https://www.energysingularity.cn/en/hh70-tokamak-sustains-120-second-steady-state-plasma',
  achievement_source_name: 'Energy Singularity',
  status: 'met',
};

export const LEDGER: MilestoneList = {
  today: '2026-11-26',
  kinds: ['first-plasma', 'record', 'fuel', 'q-sci', 'q-eng', 'grid-electricity', 'commercial-plant'],
  concepts: [
    { slug: 'frc', display_name: 'Field-Reversed Configuration' },
    { slug: 'tokamak', display_name: 'Tokamak' },
  ],
  milestones: [CFS_Q_SCI, ES_FIRST_PLASMA, TAE_Q_SCI],
};
