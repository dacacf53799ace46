// Two stellarator points of the Lawson dataset (published 2025 set) as the API answers them.
import type { PerformancePoint, PerformancePointList } from 'mf-shared';

const QUANTITIES_NONE = {
  t_i_max_kev: null,
  t_i_avg_kev: null,
  t_e_max_kev: null,
  t_e_avg_kev: null,
  n_i_max_m3: null,
  n_i_avg_m3: null,
  n_e_max_m3: null,
  n_e_avg_m3: null,
  z_eff: null,
  tau_e_star_s: null,
  tau_e_s: null,
  rho_r_g_cm2: null,
  yield_over_clean: null,
  p_stag_gbar: null,
  tau_stag_s: null,
  e_ext_j: null,
  e_f_j: null,
  p_ext_w: null,
  p_f_w: null,
  q_sci: null,
  q_sci_basis: null,
  q_sci_comment: null,
};
const STELLARATOR = { slug: 'stellarator', display_name: 'Stellarator' };
const PAPER_2022 =
  'S. E. Wurzel and S. C. Hsu, “Progress toward fusion energy breakeven and gain as measured against the Lawson criterion”, Phys. Plasmas 29, 062103 (2022)';

const W7X_POINT: PerformancePoint = {
  ...QUANTITIES_NONE,
  id: 2,
  machine_name: 'W7-X',
  project: { slug: 'wendelstein-7-x', display_name: 'Wendelstein 7-X' },
  concept: STELLARATOR,
  dataset_concept: 'Stellarator',
  shot: 'W7X 20171207.006',
  date: '2017-12-07',
  date_precision: 'day',
  kind: 'peer-reviewed',
  t_i_max_kev: 3.5,
  n_e_max_m3: 8e19,
  tau_e_star_s: 0.22,
  ion_temperature_kev: 3.5,
  triple_product: 6.16e19,
  triple_product_basis: 'n_i0 T_i0 τ_E*: T_i0; n_i0 = n_e0; τ_E*',
  on_lawson_chart: true,
  citation: `${PAPER_2022}; original references: Baldzuhn_2020; Wolf_2019; Bozhenkov_2020`,
  source_url: 'https://doi.org/10.1063/5.0083990',
};

const LHD_POINT: PerformancePoint = {
  ...QUANTITIES_NONE,
  id: 1,
  machine_name: 'LHD',
  project: null,
  concept: STELLARATOR,
  dataset_concept: 'Stellarator',
  shot: 'High triple product',
  date: '2008-01-01',
  date_precision: 'year',
  kind: 'peer-reviewed',
  ion_temperature_kev: 0.47,
  triple_product: 5.17e19,
  triple_product_basis: 'n_i0 T_i0 τ_E*: T_i0; n_i0 = n_e0; τ_E*',
  on_lawson_chart: true,
  citation: `${PAPER_2022}; original reference: Komori_2010`,
  source_url: 'https://doi.org/10.1063/5.0083990',
};

export const STELLARATOR_POINTS: PerformancePointList = {
  concept: STELLARATOR,
  concepts: [
    { ...STELLARATOR, count: 2 },
    { slug: 'tokamak', display_name: 'Tokamak', count: 40 },
  ],
  dataset: {
    name: 'lawson-criterion-paper, published 2025 set',
    repository: 'https://github.com/swurzel/lawson-criterion-paper',
    file: 'data/experimental_results_published_2025.pkl',
    commit: '4ae563b',
    license: 'MIT (Copyright (c) 2022 Samuel E. Wurzel)',
    papers: [
      {
        citation: 'S. E. Wurzel and S. C. Hsu, “Continuing progress …”, Phys. Plasmas 32, 112106 (2025)',
        url: 'https://doi.org/10.1063/5.0297357',
      },
      { citation: PAPER_2022, url: 'https://doi.org/10.1063/5.0083990' },
    ],
  },
  points: [LHD_POINT, W7X_POINT],
};
