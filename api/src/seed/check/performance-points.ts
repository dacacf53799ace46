// data:check rules for the Lawson chart's points (issue 26), part of checkData:
//   sources  every point has a citation and an https source URL
//   units    every quantity lies in the range its unit allows (keV, m⁻³, s, g/cm², Gbar, J, W):
//            a temperature in eV or a density in cm⁻³ falls outside and is reported
//   ranges   a computed triple product, ion temperature and Q_sci are physically plausible
//   dates    a point is dated by a day or a year, never after today unless it is a projection
import { parseDateWithPrecision } from '../../db/date-precision';
import type { SeedPerformancePoint } from '../data/lawson/points';

/** Allowed [min, max] of each quantity, in its column's unit (min exclusive when 0). */
export const QUANTITY_RANGES: Record<keyof SeedPerformancePoint['quantities'], [number, number, string]> = {
  t_i_max: [0, 1000, 'keV'],
  t_i_avg: [0, 1000, 'keV'],
  t_e_max: [0, 1000, 'keV'],
  t_e_avg: [0, 1000, 'keV'],
  // From thin magnetic-confinement plasmas (~10¹⁶ m⁻³) to compressed inertial fuel (~10³² m⁻³).
  n_i_max: [1e15, 1e33, 'm⁻³'],
  n_i_avg: [1e15, 1e33, 'm⁻³'],
  n_e_max: [1e15, 1e33, 'm⁻³'],
  n_e_avg: [1e15, 1e33, 'm⁻³'],
  z_eff: [1, 20, ''],
  tau_e_star: [1e-12, 1e4, 's'],
  tau_e: [1e-12, 1e4, 's'],
  rho_r_tot: [0, 10, 'g/cm²'],
  yoc: [0, 10, ''],
  p_stag: [0, 1e4, 'Gbar'],
  tau_stag: [1e-12, 1e-6, 's'],
  e_ext: [0, 1e12, 'J'],
  e_f: [0, 1e12, 'J'],
  p_ext: [0, 1e10, 'W'],
  p_f: [0, 1e10, 'W'],
};
const TRIPLE_PRODUCT_RANGE: [number, number] = [1e10, 1e24];
const KINDS = ['peer-reviewed', 'company claim', 'projection'];

export function checkPerformancePoints(points: readonly SeedPerformancePoint[], today: string): string[] {
  const problems: string[] = [];
  for (const point of points) {
    const where = `performance point ${point.machine_name} ${point.shot}`;
    if (!point.citation?.trim()) problems.push(`sources: ${where} has no citation`);
    if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(point.source_url ?? '')) problems.push(`sources: ${where} has no https source URL`);
    if (!KINDS.includes(point.kind)) problems.push(`taxonomy: ${where} has unknown kind '${point.kind}'`);
    for (const [name, [min, max, unit]] of Object.entries(QUANTITY_RANGES)) {
      const value = point.quantities[name as keyof typeof QUANTITY_RANGES];
      if (value == null) continue;
      if (!Number.isFinite(value) || value <= min || value > max) {
        problems.push(`units: ${where} has ${name} = ${value}, outside (${min}, ${max}] ${unit}`.trimEnd());
      }
    }
    if (point.triple_product != null) {
      const [min, max] = TRIPLE_PRODUCT_RANGE;
      if (!(point.triple_product >= min && point.triple_product <= max)) {
        problems.push(`ranges: ${where} has a triple product of ${point.triple_product} keV·m⁻³·s, outside [${min}, ${max}]`);
      }
      if (point.ion_temperature_kev == null || !point.triple_product_basis) {
        problems.push(`ranges: ${where} has a triple product without its temperature or basis`);
      }
    }
    if (point.q_sci != null && !(point.q_sci >= 0 && point.q_sci <= 1000)) problems.push(`ranges: ${where} has Q_sci = ${point.q_sci}`);
    const date = parseDateWithPrecision(point.date);
    if (!date || date.precision === 'month') problems.push(`dates: ${where} has a bad date '${point.date}'`);
    else if (date.date > today && point.kind !== 'projection')
      problems.push(`dates: ${where} is dated after today and is not a projection`);
  }
  return problems;
}
