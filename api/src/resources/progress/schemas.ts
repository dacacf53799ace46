import { Type, type Static } from 'typebox';
import { Nullable, Slug } from '../../http/schemas';
import { ConceptRef } from '../shared-schemas';

const Quantity = (description: string) => Nullable(Type.Number({ description }));

export const PerformancePoint = Type.Object({
  id: Type.Integer(),
  machine_name: Type.String({ description: 'the machine as the source names it' }),
  project: Nullable(
    Type.Object(
      { slug: Type.String(), display_name: Type.String() },
      { description: 'null when the directory does not list the machine (yet)' },
    ),
  ),
  concept: Nullable(ConceptRef),
  dataset_concept: Nullable(Type.String({ description: "the concept as the Lawson dataset names it, e.g. 'Laser Indirect Drive'" })),
  shot: Type.String({ description: 'the shot number or label' }),
  date: Type.String({ format: 'date', description: 'the first day of the period when known only to the year' }),
  date_precision: Type.Union([Type.Literal('day'), Type.Literal('month'), Type.Literal('year')]),
  kind: Type.Union([Type.Literal('peer-reviewed'), Type.Literal('company claim'), Type.Literal('projection')]),
  t_i_max_kev: Quantity('peak ion temperature, keV'),
  t_i_avg_kev: Quantity('volume- (or burn-) averaged ion temperature, keV'),
  t_e_max_kev: Quantity('peak electron temperature, keV'),
  t_e_avg_kev: Quantity('averaged electron temperature, keV'),
  n_i_max_m3: Quantity('peak ion density, m⁻³'),
  n_i_avg_m3: Quantity('averaged ion density, m⁻³'),
  n_e_max_m3: Quantity('peak electron density, m⁻³'),
  n_e_avg_m3: Quantity('averaged electron density, m⁻³'),
  z_eff: Quantity('effective ion charge'),
  tau_e_star_s: Quantity('energy confinement time including dW/dt, s'),
  tau_e_s: Quantity('energy confinement time, s'),
  rho_r_g_cm2: Quantity('total areal density, g/cm²'),
  yield_over_clean: Quantity('yield over clean'),
  p_stag_gbar: Quantity('stagnation pressure, Gbar'),
  tau_stag_s: Quantity('burn (stagnation) time, s'),
  e_ext_j: Quantity('energy delivered to the target or plasma, J'),
  e_f_j: Quantity('fusion energy, J'),
  p_ext_w: Quantity('external heating power, W'),
  p_f_w: Quantity('fusion power, W'),
  ion_temperature_kev: Quantity('the temperature plotted on the Lawson chart, keV'),
  triple_product: Quantity('n T τ, keV·m⁻³·s, computed as the Lawson paper does'),
  triple_product_basis: Nullable(Type.String({ description: 'which quantities the triple product used' })),
  q_sci: Quantity('scientific gain (fusion energy or power over what was put in)'),
  q_sci_basis: Nullable(Type.String({ description: "'energy' or 'power'" })),
  q_sci_comment: Nullable(Type.String()),
  on_lawson_chart: Type.Boolean({ description: 'whether the Lawson paper plots it (some points give only Q_sci)' }),
  citation: Type.String(),
  source_url: Type.String(),
});
export type PerformancePoint = Static<typeof PerformancePoint>;

/** A point as a project page lists it (the page's table and compact chart). */
export const ProjectPerformancePoint = Type.Pick(PerformancePoint, [
  'id',
  'shot',
  'date',
  'date_precision',
  'kind',
  'ion_temperature_kev',
  'triple_product',
  'q_sci',
  'citation',
  'source_url',
]);
export type ProjectPerformancePoint = Static<typeof ProjectPerformancePoint>;

const PerformanceDataset = Type.Object({
  name: Type.String(),
  repository: Type.String(),
  file: Type.String(),
  commit: Type.String(),
  license: Type.String(),
  papers: Type.Array(Type.Object({ citation: Type.String(), url: Type.String() })),
});

export const PerformancePointsQuery = Type.Object({
  concept: Type.Optional(Slug),
  project: Type.Optional(Slug),
});
export type PerformancePointsQuery = Static<typeof PerformancePointsQuery>;

export const PerformancePointList = Type.Object({
  concept: Nullable(ConceptRef),
  concepts: Type.Array(Type.Object({ slug: Type.String(), display_name: Type.String(), count: Type.Integer() }), {
    description: 'every concept with points, and how many (whatever the filter)',
  }),
  dataset: PerformanceDataset,
  points: Type.Array(PerformancePoint),
});
