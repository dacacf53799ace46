// The triple product n·T·τ of one dataset row, computed as the Lawson paper's code does
// (swurzel/lawson-criterion-paper, MIT; lawson-criterion-paper.py, "Adjust, infer, and
// calculate MCF values" and "Infer, and calculate ICF and MIF values"). Pure: no I/O.
//
// Magnetic confinement: n_i0 · T_i0 · τ_E*, peak values; a missing peak is inferred from the
// volume average times the concept's peaking factor, or taken from the electrons' value.
// Inertial and magneto-inertial: from p·τ (stagnation pressure × burn time, or Betti 2010
// from ρR, ⟨T_i⟩ and the yield over clean), nTτ = p·τ / 2.

export interface LawsonQuantities {
  t_i_max: number | null;
  t_i_avg: number | null;
  t_e_max: number | null;
  t_e_avg: number | null;
  n_i_max: number | null;
  n_i_avg: number | null;
  n_e_max: number | null;
  n_e_avg: number | null;
  tau_e_star: number | null;
  tau_e: number | null;
  rho_r_tot: number | null;
  yoc: number | null;
  p_stag: number | null;
  tau_stag: number | null;
  e_ext: number | null;
  e_f: number | null;
  p_ext: number | null;
  p_f: number | null;
}

export interface TripleProduct {
  /** Plotted ion temperature (keV): T_i0 for magnetic confinement, ⟨T_i⟩ (or ⟨T_e⟩) for inertial. */
  ionTemperatureKev: number;
  /** keV·m⁻³·s */
  tripleProduct: number;
  /** Which quantities were used, in words. */
  basis: string;
}

/** The paper's concept groups (its names). */
const MAGNETIC_CONCEPTS = [
  'Tokamak',
  'Spherical Tokamak',
  'Stellarator',
  'Reverse Field Pinch',
  'Stabilized Pinch',
  'Spheromak',
  'Mirror',
  'Z Pinch',
  'Field Reversed Configuration',
  'Magnetized Target Fusion',
];
const INERTIAL_CONCEPTS = ['Laser Direct Drive', 'Laser Indirect Drive', 'Magnetized Liner Inertial Fusion'];

/**
 * Peak over volume-average temperature and density per concept (the paper's "peaking values"
 * table). Tokamak, spherical tokamak and stellarator come from its profiles n ∝ (1−x²)^a,
 * T ∝ (1−x²)^b, whose peaking is a+1 or b+1 (lib/plasmaprofile.py: Angioni 2009, Buxton 2019,
 * Sheffield 2016); the others are quoted (Slough 1995 and Steinhauer 2018; Chapman 2002; Hill 2000).
 */
const PEAKING: Record<string, { temperature: number; density: number }> = {
  Tokamak: { temperature: 2, density: 1.5 },
  'Spherical Tokamak': { temperature: 2.1, density: 1.7 },
  Stellarator: { temperature: 3, density: 1 },
  'Field Reversed Configuration': { temperature: 1, density: 1.3 },
  'Reverse Field Pinch': { temperature: 1.2, density: 1.2 },
  Spheromak: { temperature: 2, density: 1.5 },
};

/** lib/conversions.py */
const ATM_PER_GBAR = 986923169.31427;
const ATM_S_TO_KEV_PER_M3_S = 6.325e20;

function magnetic(q: LawsonQuantities, concept: string): TripleProduct | null {
  const peaking = PEAKING[concept];
  const used: string[] = [];
  let tI = q.t_i_max;
  if (tI != null) used.push('T_i0');
  else if (q.t_i_avg != null && peaking) {
    tI = q.t_i_avg * peaking.temperature;
    used.push(`T_i0 = ⟨T_i⟩ × ${peaking.temperature}`);
  } else if (q.t_e_max != null) {
    tI = q.t_e_max;
    used.push('T_i0 = T_e0');
  } else if (q.t_e_avg != null && peaking) {
    tI = q.t_e_avg * peaking.temperature;
    used.push(`T_i0 = ⟨T_e⟩ × ${peaking.temperature}`);
  }
  let nI = q.n_i_max;
  if (nI != null) used.push('n_i0');
  else if (q.n_i_avg != null && peaking) {
    nI = q.n_i_avg * peaking.density;
    used.push(`n_i0 = ⟨n_i⟩ × ${peaking.density}`);
  } else if (q.n_e_max != null) {
    nI = q.n_e_max;
    used.push('n_i0 = n_e0');
  } else if (q.n_e_avg != null && peaking) {
    nI = q.n_e_avg * peaking.density;
    used.push(`n_i0 = ⟨n_e⟩ × ${peaking.density}`);
  }
  // τ_E* (energy confinement time with dW/dt) or, when only τ_E is given, τ_E* = τ_E (steady state).
  const tau = q.tau_e_star ?? q.tau_e;
  if (tau != null) used.push(q.tau_e_star != null ? 'τ_E*' : 'τ_E* = τ_E');
  if (tI == null || nI == null || tau == null) return null;
  return { ionTemperatureKev: tI, tripleProduct: nI * tI * tau, basis: `n_i0 T_i0 τ_E*: ${used.join('; ')}` };
}

function inertial(q: LawsonQuantities): TripleProduct | null {
  let ptau: number;
  let basis: string;
  if (q.p_stag != null && q.tau_stag != null) {
    ptau = q.p_stag * ATM_PER_GBAR * q.tau_stag;
    basis = 'p τ = p_stag × τ_stag';
  } else if (q.rho_r_tot != null && q.t_i_avg != null && q.yoc != null) {
    // Betti et al. 2010 (doi:10.1063/1.3380857), μ = 0.5: only for the OMEGA shots of 2007–2009.
    ptau = 8 * (q.rho_r_tot * q.t_i_avg) ** 0.8 * q.yoc ** 0.5;
    basis = 'p τ from ρR, ⟨T_i⟩ and YOC (Betti 2010)';
  } else return null;
  // FIREX reports no ion temperature: the electrons' stands in.
  const temperature = q.t_i_avg ?? q.t_e_avg;
  if (temperature == null) return null;
  return {
    ionTemperatureKev: temperature,
    tripleProduct: 0.5 * ptau * ATM_S_TO_KEV_PER_M3_S,
    basis: `n T τ = p τ / 2: ${basis}; T = ${q.t_i_avg != null ? '⟨T_i⟩' : '⟨T_e⟩'}`,
  };
}

/** The point's triple product, or null when its quantities (or concept) give none. */
export function tripleProductOf(q: LawsonQuantities, concept: string): TripleProduct | null {
  if (MAGNETIC_CONCEPTS.includes(concept)) return magnetic(q, concept);
  if (INERTIAL_CONCEPTS.includes(concept)) return inertial(q);
  return null;
}

/** Every concept group the paper computes a triple product for. */
export const PAPER_CONCEPTS = [...MAGNETIC_CONCEPTS, ...INERTIAL_CONCEPTS];

/** Q_sci = fusion energy / energy in, else fusion power / heating power (the paper's order). */
export function scientificGainOf(q: LawsonQuantities): { qSci: number; basis: 'energy' | 'power' } | null {
  if (q.e_f != null && q.e_ext != null && q.e_ext > 0) return { qSci: q.e_f / q.e_ext, basis: 'energy' };
  if (q.p_f != null && q.p_ext != null && q.p_ext > 0) return { qSci: q.p_f / q.p_ext, basis: 'power' };
  return null;
}
