// What the chart and the table say about a point: its colour (by the dataset's concept), its
// marker (by kind), and its one-line description (the SVG <title> and the tooltip).
import type { PerformancePoint } from 'mf-shared';
import { formatDateAsKnown } from 'mf-shared/kit';
import { formatScientific, KIND_LABELS, shortSource } from '../../../lib/performance';

/** A colour per concept of the Lawson dataset (distinct on white; the table and legend name them too). */
export const CONCEPT_COLOURS: Record<string, string> = {
  Tokamak: '#0a7282',
  'Spherical Tokamak': '#1d4f91',
  Stellarator: '#b42318',
  'Reverse Field Pinch': '#5b2a86',
  'Stabilized Pinch': '#6b4f1d',
  Spheromak: '#a0527a',
  Mirror: '#3d6b1e',
  'Z Pinch': '#c2410c',
  'Field Reversed Configuration': '#8a6d00',
  'Magnetized Target Fusion': '#4a5568',
  'Laser Direct Drive': '#d6336c',
  'Laser Indirect Drive': '#0f1b2d',
  'Magnetized Liner Inertial Fusion': '#7c3aed',
};
const OTHER_COLOUR = '#5f6b7a';

export const conceptColour = (point: Pick<PerformancePoint, 'dataset_concept'>) =>
  (point.dataset_concept && CONCEPT_COLOURS[point.dataset_concept]) || OTHER_COLOUR;

export const pointDate = (point: Pick<PerformancePoint, 'date' | 'date_precision'>) =>
  formatDateAsKnown(point.date, point.date_precision, 'short');

/** "JET 42976, 31 Oct 1997: n T τ 4.7 × 10²⁰ keV·m⁻³·s at 28 keV. Source: …" */
export function pointSummary(point: PerformancePoint): string {
  const value =
    point.triple_product != null && point.ion_temperature_kev != null
      ? `: n T τ ${formatScientific(point.triple_product)} keV·m⁻³·s at ${point.ion_temperature_kev} keV`
      : '';
  const kind = point.kind === 'peer-reviewed' ? '' : ` (${KIND_LABELS[point.kind].toLowerCase()})`;
  return `${point.machine_name} ${point.shot}, ${pointDate(point)}${kind}${value}. Source: ${shortSource(point)}`;
}

/** Fractional year of a point's date (the middle of the year when only the year is known). */
export function yearOf(point: Pick<PerformancePoint, 'date' | 'date_precision'>): number {
  const [year, month, day] = point.date.split('-').map(Number) as [number, number, number];
  if (point.date_precision === 'year') return year + 0.5;
  return year + (month - 1) / 12 + (day - 1) / 365;
}
