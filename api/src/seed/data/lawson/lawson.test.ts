// The Lawson dataset import (issue 26): the published 2025 set, read from the committed CSV,
// mapped to our projects, with the triple products the paper's code computes.
import { projects } from '../projects';
import { concepts } from '../concepts';
import { DATASET_MACHINES } from './mapping';
import { lawsonPoints, plainShot, pointFromRow, readLawsonCsv } from './points';
import { scientificGainOf, tripleProductOf, type LawsonQuantities } from './triple-product';

const none: LawsonQuantities = {
  t_i_max: null,
  t_i_avg: null,
  t_e_max: null,
  t_e_avg: null,
  n_i_max: null,
  n_i_avg: null,
  n_e_max: null,
  n_e_avg: null,
  tau_e_star: null,
  tau_e: null,
  rho_r_tot: null,
  yoc: null,
  p_stag: null,
  tau_stag: null,
  e_ext: null,
  e_f: null,
  p_ext: null,
  p_f: null,
};

const shot = (machine: string, label: string) => {
  const found = lawsonPoints().find((p) => p.dataset_machine_slug === machine && p.shot === label);
  if (!found) throw new Error(`no ${machine} ${label}`);
  return found;
};

describe('the published 2025 set', () => {
  it('has the 124 rows of 56 machines, 109 of them on the Lawson chart', () => {
    const points = lawsonPoints();
    expect(points).toHaveLength(124);
    expect(new Set(points.map((p) => p.dataset_machine_slug)).size).toBe(56);
    expect(points.filter((p) => p.on_lawson_chart && p.triple_product != null)).toHaveLength(109);
  });

  it('maps every machine either to one of our projects or to none, never twice', () => {
    const ours = new Set(projects.map((p) => p.slug));
    const targets = Object.values(DATASET_MACHINES).filter((slug): slug is string => slug != null);
    for (const slug of targets) expect(ours).toContain(slug);
    expect(new Set(targets).size).toBe(targets.length);
    const known = new Set(concepts.map((c) => c.slug));
    for (const point of lawsonPoints()) if (point.concept_slug) expect(known).toContain(point.concept_slug);
  });

  it('JET 42976 (31 October 1997, D-T): n_i0 T_i0 τ_E* and Q_sci from the powers', () => {
    const point = shot('jet', '42976');
    expect(point.project_slug).toBe('jet');
    expect(point.date).toBe('1997-10-31');
    expect(point.ion_temperature_kev).toBe(28);
    expect(point.triple_product).toBeCloseTo(3.3e19 * 28 * 0.51, -15);
    expect(point.q_sci).toBeCloseTo(16.1e6 / 25.7e6, 6);
    expect(point.q_sci_basis).toBe('power');
    expect(point.kind).toBe('peer-reviewed');
    expect(point.citation).toContain('Keilhacker_1999');
    expect(point.source_url).toBe('https://doi.org/10.1063/5.0083990'); // unchanged since the 2022 paper
  });

  it('NIF N221204 (5 December 2022): Q_sci = 3.1 MJ / 2.05 MJ; like the paper, not on the Lawson chart', () => {
    const point = shot('nif', 'N221204');
    expect(point.project_slug).toBe('national-ignition-facility');
    expect(point.concept_slug).toBe('inertial-confinement-laser');
    expect(point.date).toBe('2022-12-05');
    expect(point.q_sci).toBeCloseTo(3.1e6 / 2.05e6, 6);
    expect(point.q_sci_basis).toBe('energy');
    expect(point.on_lawson_chart).toBe(false);
    expect(point.triple_product).toBeNull();
    expect(point.source_url).toBe('https://doi.org/10.1063/5.0297357');
  });

  it('NIF N210808 (August 2021, ignition): p τ from stagnation pressure and burn time', () => {
    const point = shot('nif', 'N210808');
    expect(point.ion_temperature_kev).toBe(10.9);
    const ptauAtmS = 561 * 986923169.31427 * 89e-12;
    expect(point.triple_product).toBeCloseTo(0.5 * ptauAtmS * 6.325e20, -18);
    expect(point.triple_product_basis).toContain('p_stag × τ_stag');
  });

  it('W7-X 20171207.006 (the stellarator record): n_i0 taken from n_e0', () => {
    const point = shot('w7-x', 'W7X 20171207.006');
    expect(point.project_slug).toBe('wendelstein-7-x');
    expect(point.triple_product).toBeCloseTo(8e19 * 3.5 * 0.22, -14);
    expect(point.triple_product_basis).toContain('n_i0 = n_e0');
  });

  it('marks SPARC and ITER as projections, dated by year', () => {
    expect(shot('sparc', 'Projected')).toMatchObject({ kind: 'projection', date: '2027', project_slug: 'sparc' });
    expect(shot('iter', 'Projected')).toMatchObject({ kind: 'projection', date: '2039', project_slug: 'iter' });
  });

  it('rejects a row whose machine is not in the mapping table', () => {
    const row = { ...readLawsonCsv()[0]!, project_slug: 'new-machine' };
    expect(() => pointFromRow(row)).toThrow("machine 'new-machine' is not in mapping.ts");
  });

  it('writes the LaTeX shot labels as text', () => {
    expect(plainShot('$H_z=25$kOe, $I_z=85$kA discharges')).toBe('Hz=25kOe, Iz=85kA discharges');
  });
});

describe("tripleProductOf (the paper's inference)", () => {
  it('infers tokamak peak values from averages with the tokamak peaking factors', () => {
    const result = tripleProductOf({ ...none, t_i_avg: 5, n_e_avg: 4e19, tau_e: 0.5 }, 'Tokamak');
    expect(result!.ionTemperatureKev).toBe(10);
    expect(result!.tripleProduct).toBeCloseTo(4e19 * 1.5 * 10 * 0.5, -14);
    expect(result!.basis).toContain('τ_E* = τ_E');
  });

  it('uses Betti 2010 when only ρR, ⟨T_i⟩ and the yield over clean are given', () => {
    const result = tripleProductOf({ ...none, rho_r_tot: 0.2, t_i_avg: 2, yoc: 0.25 }, 'Laser Direct Drive');
    expect(result!.tripleProduct).toBeCloseTo(0.5 * 8 * (0.2 * 2) ** 0.8 * 0.25 ** 0.5 * 6.325e20, -15);
  });

  it("gives none without a confinement time, or for a concept outside the paper's groups", () => {
    expect(tripleProductOf({ ...none, t_i_max: 5, n_i_max: 1e20 }, 'Tokamak')).toBeNull();
    expect(tripleProductOf({ ...none, t_i_max: 5, n_i_max: 1e20, tau_e_star: 1 }, 'Levitated Dipole')).toBeNull();
  });

  it('prefers energies to powers for Q_sci and needs both of a pair', () => {
    expect(scientificGainOf({ ...none, e_f: 2, e_ext: 1, p_f: 1, p_ext: 4 })).toEqual({ qSci: 2, basis: 'energy' });
    expect(scientificGainOf({ ...none, e_f: 2, p_ext: 4 })).toBeNull();
  });
});
