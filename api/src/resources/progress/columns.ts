// The columns of the performance-point files (/api/v1/exports/performance-points.{csv,json}).
import type { Column } from '../exports/csv';
import type { PerformancePoint } from './schemas';

/** Very large or small numbers in CSV as 6.16e+19 (every digit kept), not 61600000000000000000. */
function scientific(value: unknown): string | number | null {
  if (typeof value !== 'number') return null;
  const size = Math.abs(value);
  return size !== 0 && (size >= 1e6 || size < 1e-3) ? value.toExponential() : value;
}

const quantity = (key: keyof PerformancePoint & string, header: string): Column<PerformancePoint> => ({
  key,
  header,
  value: (point) => point[key],
  csv: (point) => scientific(point[key]),
});

export const performancePointColumns: Column<PerformancePoint>[] = [
  { key: 'machine', header: 'Machine', value: (point) => point.machine_name },
  { key: 'project_slug', header: 'Project', value: (point) => point.project?.slug ?? null },
  { key: 'concept', header: 'Concept', value: (point) => point.concept?.display_name ?? null },
  { key: 'dataset_concept', header: 'Concept (dataset)', value: (point) => point.dataset_concept },
  { key: 'shot', header: 'Shot', value: (point) => point.shot },
  { key: 'date', header: 'Date', value: (point) => (point.date_precision === 'year' ? point.date.slice(0, 4) : point.date) },
  { key: 'kind', header: 'Kind', value: (point) => point.kind },
  quantity('ion_temperature_kev', 'T_i plotted (keV)'),
  quantity('triple_product', 'n T tau (keV m^-3 s)'),
  { key: 'triple_product_basis', header: 'Triple product basis', value: (point) => point.triple_product_basis },
  quantity('q_sci', 'Q_sci'),
  { key: 'q_sci_basis', header: 'Q_sci basis', value: (point) => point.q_sci_basis },
  quantity('t_i_max_kev', 'T_i0 (keV)'),
  quantity('t_i_avg_kev', '<T_i> (keV)'),
  quantity('t_e_max_kev', 'T_e0 (keV)'),
  quantity('t_e_avg_kev', '<T_e> (keV)'),
  quantity('n_i_max_m3', 'n_i0 (m^-3)'),
  quantity('n_i_avg_m3', '<n_i> (m^-3)'),
  quantity('n_e_max_m3', 'n_e0 (m^-3)'),
  quantity('n_e_avg_m3', '<n_e> (m^-3)'),
  quantity('z_eff', 'Z_eff'),
  quantity('tau_e_star_s', 'tau_E* (s)'),
  quantity('tau_e_s', 'tau_E (s)'),
  quantity('rho_r_g_cm2', 'rhoR (g/cm^2)'),
  quantity('yield_over_clean', 'YOC'),
  quantity('p_stag_gbar', 'p_stag (Gbar)'),
  quantity('tau_stag_s', 'tau_stag (s)'),
  quantity('e_ext_j', 'E_in (J)'),
  quantity('e_f_j', 'E_fusion (J)'),
  quantity('p_ext_w', 'P_in (W)'),
  quantity('p_f_w', 'P_fusion (W)'),
  { key: 'on_lawson_chart', header: 'On the Lawson chart', value: (point) => point.on_lawson_chart },
  { key: 'citation', header: 'Citation', value: (point) => point.citation },
  { key: 'source_url', header: 'Source', value: (point) => point.source_url },
];
