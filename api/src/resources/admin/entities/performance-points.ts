// Staff add and correct the Lawson chart's points (issue 26): each with its kind and its source.
// The triple product, the plotted temperature and Q_sci are never typed in: they are computed
// from the quantities as the Lawson paper's code does (seed/data/lawson/triple-product.ts).
import { performancePointKind } from '../../../db/schema';
import { QUANTITY_RANGES } from '../../../seed/check/performance-points';
import { scientificGainOf, tripleProductOf, PAPER_CONCEPTS, type LawsonQuantities } from '../../../seed/data/lawson/triple-product';
import { DATE_PRECISIONS, optionsOf, type EntityDef, type FieldDef, type WriteContext } from '../definition';
import { fieldError } from '../engine';

/** Each quantity's field: API name (unit in the name), the dataset's key and its label. */
const QUANTITY_FIELDS: [string, keyof typeof QUANTITY_RANGES, string][] = [
  ['t_i_max_kev', 't_i_max', 'Peak ion temperature T_i0 (keV)'],
  ['t_i_avg_kev', 't_i_avg', 'Average ion temperature ⟨T_i⟩ (keV)'],
  ['t_e_max_kev', 't_e_max', 'Peak electron temperature T_e0 (keV)'],
  ['t_e_avg_kev', 't_e_avg', 'Average electron temperature ⟨T_e⟩ (keV)'],
  ['n_i_max_m3', 'n_i_max', 'Peak ion density n_i0 (m⁻³)'],
  ['n_i_avg_m3', 'n_i_avg', 'Average ion density ⟨n_i⟩ (m⁻³)'],
  ['n_e_max_m3', 'n_e_max', 'Peak electron density n_e0 (m⁻³)'],
  ['n_e_avg_m3', 'n_e_avg', 'Average electron density ⟨n_e⟩ (m⁻³)'],
  ['z_eff', 'z_eff', 'Z_eff'],
  ['tau_e_star_s', 'tau_e_star', 'Confinement time τ_E* (s)'],
  ['tau_e_s', 'tau_e', 'Confinement time τ_E (s)'],
  ['rho_r_g_cm2', 'rho_r_tot', 'Areal density ρR (g/cm²)'],
  ['yield_over_clean', 'yoc', 'Yield over clean'],
  ['p_stag_gbar', 'p_stag', 'Stagnation pressure (Gbar)'],
  ['tau_stag_s', 'tau_stag', 'Burn time τ_stag (s)'],
  ['e_ext_j', 'e_ext', 'Energy in (J)'],
  ['e_f_j', 'e_f', 'Fusion energy (J)'],
  ['p_ext_w', 'p_ext', 'Heating power (W)'],
  ['p_f_w', 'p_f', 'Fusion power (W)'],
];

const quantityFields: FieldDef[] = QUANTITY_FIELDS.map(([name, key, label]) => {
  const [min, max] = QUANTITY_RANGES[key];
  // (a lower bound of 0 is exclusive: checked in derive())
  return { name, label, type: 'number', column: name, ...(min > 0 ? { min } : {}), max };
});

const computed = (name: string, label: string, type: 'number' | 'text' = 'number'): FieldDef => ({
  name,
  label,
  type,
  column: name,
  readOnly: true,
});

const FIRST_DAY: Record<string, (date: string) => string> = {
  year: (date) => `${date.slice(0, 4)}-01-01`,
  month: (date) => `${date.slice(0, 7)}-01`,
  day: (date) => date,
};

/** The computed columns from the point as it will be; the date as the first day of its period. */
function derive(context: WriteContext): void {
  const { merged, columns } = context;
  const value = (name: string) => (typeof merged[name] === 'number' ? (merged[name] as number) : null);
  for (const [name, key, label] of QUANTITY_FIELDS) {
    const quantity = value(name);
    if (quantity !== null && QUANTITY_RANGES[key][0] === 0 && quantity <= 0) throw fieldError(name, `${label} must be more than 0.`);
  }
  const quantities = Object.fromEntries(QUANTITY_FIELDS.map(([name, key]) => [key, value(name)])) as unknown as LawsonQuantities;
  const concept = String(merged.dataset_concept ?? '');
  const triple = merged.on_lawson_chart === false ? null : tripleProductOf(quantities, concept);
  if (merged.on_lawson_chart !== false && !triple) {
    throw fieldError(
      'dataset_concept',
      'These quantities give no triple product for this concept: add the missing ones, or take the point off the chart.',
    );
  }
  const gain = scientificGainOf(quantities);
  columns.ion_temperature_kev = triple?.ionTemperatureKev ?? null;
  columns.triple_product = triple?.tripleProduct ?? null;
  columns.triple_product_basis = triple?.basis ?? null;
  columns.q_sci = gain?.qSci ?? null;
  columns.q_sci_basis = gain?.basis ?? null;
  if (typeof merged.date === 'string') columns.date = FIRST_DAY[String(merged.date_precision ?? 'day')]!(merged.date);
}

export const performancePointsEntity: EntityDef = {
  name: 'performance-points',
  label: 'Performance point',
  labelPlural: 'Performance points',
  table: 'performance_points',
  auditType: 'performance_point',
  title: (t) => `${t}.machine_name || ' ' || ${t}.shot`,
  titleField: 'machine_name',
  listColumns: ['machine_name', 'shot', 'date', 'kind', 'triple_product'],
  sortFields: ['date', 'machine_name', 'triple_product', 'id'],
  defaultSort: '-date',
  search: ['t.machine_name', 't.shot', 't.citation'],
  publicPath: '/progress',
  publicUrl: "CASE WHEN t.deleted_at IS NULL THEN '/progress' END",
  deletion: 'soft',
  versioned: true,
  fields: [
    { name: 'machine_name', label: 'Machine', type: 'text', column: 'machine_name', required: true, maxLength: 200 },
    {
      name: 'project',
      label: 'Project',
      type: 'relation',
      column: 'project_id',
      relation: 'projects',
      help: 'The machine’s page here, if listed.',
    },
    { name: 'concept', label: 'Concept', type: 'relation', column: 'concept_id', relation: 'concepts' },
    {
      name: 'dataset_concept',
      label: 'Concept group of the Lawson paper',
      type: 'select',
      column: 'dataset_concept',
      options: optionsOf(PAPER_CONCEPTS),
      required: true,
      help: 'Decides how the triple product is computed (peaking factors; p τ for inertial fusion).',
    },
    { name: 'shot', label: 'Shot', type: 'text', column: 'shot', required: true, maxLength: 200 },
    { name: 'date', label: 'Date', type: 'date', column: 'date', required: true },
    {
      name: 'date_precision',
      label: 'Date precision',
      type: 'date-precision',
      column: 'date_precision',
      options: DATE_PRECISIONS,
      default: 'day',
    },
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      column: 'kind',
      options: optionsOf(performancePointKind.enumValues),
      required: true,
      default: 'peer-reviewed',
      help: 'Peer-reviewed: published in a journal. Company claim: a developer’s own announcement. Projection: a design target.',
    },
    ...quantityFields,
    { name: 'on_lawson_chart', label: 'On the Lawson chart', type: 'boolean', column: 'on_lawson_chart', default: true },
    computed('ion_temperature_kev', 'Plotted temperature (keV, computed)'),
    computed('triple_product', 'n T τ (keV·m⁻³·s, computed)'),
    computed('triple_product_basis', 'Quantities used (computed)', 'text'),
    computed('q_sci', 'Q_sci (computed)'),
    { name: 'citation', label: 'Citation', type: 'textarea', column: 'citation', required: true, maxLength: 2000 },
    { name: 'source_url', label: 'Source URL', type: 'url', column: 'source_url', required: true, maxLength: 2000, pattern: '^https://' },
  ],
  hooks: { prepare: derive },
};
