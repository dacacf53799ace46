// The D-T ignition and scientific-breakeven curves of the Lawson chart, computed as the Lawson
// paper's code does (swurzel/lawson-criterion-paper, MIT: lib/fusionlib.py
// DT_adjusted_lawson_parameter, lib/experiment.py, lib/plasmaprofile.py; S. E. Wurzel and
// S. C. Hsu, Phys. Plasmas 29, 062103 (2022) and 32, 112106 (2025)). Pure functions.
//
// Required triple product at peak ion temperature T (keV) for a gain Q_fuel:
//   nTτ = T · (3/2) λ_κ T (1 + Z̄ ξ) / [ λ_F (f_c + 1/Q_fuel) ⟨σv⟩(T) E_F / 4 − λ_B b C_B Z_eff Z̄² √(ξ T) ]
// (infinite when the denominator is not positive), with Q_fuel = Q_sci / (η_abs η_hs).
// ⟨σv⟩ is Bosch & Hale's D-T fit, Nucl. Fusion 32, 611 (1992), valid for 0.2–100 keV. The profile
// averages use Simpson's rule on 400 intervals (the paper: scipy's quad); they agree to < 0.1%.

/** Bosch & Hale 1992, T(d,n)4He (lib/reactions.ini). */
const BH = {
  BG: 34.3827,
  mc2: 1124656,
  C: [1.17302e-9, 1.51361e-2, 7.51886e-2, 4.60643e-3, 1.35e-2, -1.0675e-4, 1.366e-5] as const,
  minKev: 0.2,
  maxKev: 100,
};

/** D-T reactivity ⟨σv⟩ in m³/s; 0 below the fit's range when `zeroBelow` (profile integrals), else NaN outside it. */
export function dtReactivity(tKev: number, zeroBelow = false): number {
  if (tKev < BH.minKev) return zeroBelow ? 0 : Number.NaN;
  if (tKev > BH.maxKev) return Number.NaN;
  const [c1, c2, c3, c4, c5, c6, c7] = BH.C;
  const theta = tKev / (1 - (tKev * (c2 + tKev * (c4 + tKev * c6))) / (1 + tKev * (c3 + tKev * (c5 + tKev * c7))));
  const xi = (BH.BG ** 2 / (4 * theta)) ** (1 / 3);
  return c1 * theta * Math.sqrt(xi / (BH.mc2 * tKev ** 3)) * Math.exp(-3 * xi) * 1e-6;
}

/** Bremsstrahlung constant (NRL Plasma Formulary 2004), in m³ keV^½ s⁻¹ units as fusionlib.py converts it. */
const C_BREMSSTRAHLUNG = (1.69e-32 * 1e-6 * 6.24e18) / Math.sqrt(1000);
const E_FUSION_KEV = 17.6e3;
const CHARGED_FRACTION = 0.2;

/** A radial profile n(x), T(x) on 0 ≤ x ≤ 1, normalised to 1 at the centre. */
interface Profile {
  density(x: number): number;
  temperature(x: number): number;
}

const UNIFORM: Profile = { density: () => 1, temperature: () => 1 };
/** plasmaprofile.PeakedAndBroadProfile: n = (1 − x²)^0.2, T = (1 − x²)^3. */
const PEAKED_AND_BROAD: Profile = { density: (x) => (1 - x * x) ** 0.2, temperature: (x) => (1 - x * x) ** 3 };

interface Experiment {
  profile: Profile;
  xi: number;
  zEff: number;
  zBar: number;
  /** Multiplier on the bremsstrahlung loss (0 for inertial fusion). */
  bremsstrahlung: number;
  etaAbs: number;
  etaHotSpot?: number;
  /** Betti's τ correction of the indirect-drive ignition curve. */
  tauAdjustment?: number;
}

/** lib/experiment.py: the MCF band's two bounds and the inertial-fusion curve the chart draws. */
export const EXPERIMENTS = {
  /** LowImpurityPeakedAndBroadDTExperiment: Z_eff 1.5, Z̄ 1.2, η_abs 0.9. */
  mcfLowImpurity: { profile: PEAKED_AND_BROAD, xi: 1, zEff: 1.5, zBar: 1.2, bremsstrahlung: 1, etaAbs: 0.9 },
  /** HighImpurityPeakedAndBroadDTExperiment: Z_eff 3.4, Z̄ 1.2, η_abs 0.9. */
  mcfHighImpurity: { profile: PEAKED_AND_BROAD, xi: 1, zEff: 3.4, zBar: 1.2, bremsstrahlung: 1, etaAbs: 0.9 },
  /** IndirectDriveICFDTBettiCorrectionExperiment: NIF N191007 efficiencies, τ × 2·1.4/0.93. */
  icfIndirectDrive: {
    profile: UNIFORM,
    xi: 1,
    zEff: 1,
    zBar: 1,
    bremsstrahlung: 0,
    etaAbs: 0.0087,
    etaHotSpot: 0.65,
    tauAdjustment: 1 / (0.93 / (2 * 1.4)),
  },
  /** UniformProfileDTExperiment: the textbook case. */
  uniform: { profile: UNIFORM, xi: 1, zEff: 1, zBar: 1, bremsstrahlung: 1, etaAbs: 1 },
} satisfies Record<string, Experiment>;

/** Required n T τ (keV·m⁻³·s) at peak ion temperature T (keV) for a scientific gain Q_sci (Infinity: ignition). */
export function requiredTripleProduct(experiment: Experiment, tKev: number, qSci: number): number {
  const sigmaV = dtReactivity(tKev);
  if (!Number.isFinite(sigmaV)) return Number.NaN;
  const { lambdaF, lambdaB, lambdaKappa } = profileFactors(experiment.profile, tKev, sigmaV);
  const qFuel = qSci / (experiment.etaAbs * (experiment.etaHotSpot ?? 1)) / (experiment.etaHotSpot ?? 1);
  const { xi, zEff, zBar } = experiment;
  const denominator =
    lambdaF * (CHARGED_FRACTION + 1 / qFuel) * sigmaV * E_FUSION_KEV * 0.25 -
    lambdaB * experiment.bremsstrahlung * C_BREMSSTRAHLUNG * zEff * zBar ** 2 * Math.sqrt(xi * tKev);
  if (denominator <= 0) return Number.POSITIVE_INFINITY;
  const lawsonParameter = (1.5 * lambdaKappa * tKev * (1 + zBar * xi)) / denominator;
  return tKev * lawsonParameter * (experiment.tauAdjustment ?? 1);
}

/** Simpson nodes of a profile: each x's weight (rule × 2x) and n(x)², T(x), computed once. */
interface ProfileNodes {
  weight: Float64Array;
  densitySquared: Float64Array;
  temperature: Float64Array;
  lambdaB: number;
  lambdaKappa: number;
  lambdaF: Map<number, number>;
}
const nodeCache = new Map<Profile, ProfileNodes>();
const INTERVALS = 400;

function nodesOf(profile: Profile): ProfileNodes {
  let nodes = nodeCache.get(profile);
  if (nodes) return nodes;
  const size = INTERVALS + 1;
  const weight = new Float64Array(size);
  const densitySquared = new Float64Array(size);
  const temperature = new Float64Array(size);
  const h = 1 / INTERVALS;
  let lambdaB = 0;
  let lambdaKappa = 0;
  for (let i = 0; i < size; i += 1) {
    const x = i * h;
    const rule = i === 0 || i === INTERVALS ? 1 : i % 2 ? 4 : 2;
    weight[i] = ((rule * h) / 3) * 2 * x;
    densitySquared[i] = profile.density(x) ** 2;
    temperature[i] = profile.temperature(x);
    lambdaB += weight[i]! * densitySquared[i]! * Math.sqrt(temperature[i]!);
    lambdaKappa += weight[i]! * profile.density(x) * temperature[i]!;
  }
  nodes = { weight, densitySquared, temperature, lambdaB, lambdaKappa, lambdaF: new Map() };
  nodeCache.set(profile, nodes);
  return nodes;
}

/** λ_F (fusion power), λ_B (bremsstrahlung) and λ_κ (conduction): ∫₀¹ … 2x dx of the profile over the uniform case's. */
function profileFactors(profile: Profile, tKev: number, sigmaV: number) {
  if (profile === UNIFORM) return { lambdaF: 1, lambdaB: 1, lambdaKappa: 1 };
  const nodes = nodesOf(profile);
  let lambdaF = nodes.lambdaF.get(tKev);
  if (lambdaF === undefined) {
    let sum = 0;
    for (let i = 0; i < nodes.weight.length; i += 1) {
      if (nodes.weight[i] !== 0 && nodes.densitySquared[i] !== 0)
        sum += nodes.weight[i]! * nodes.densitySquared[i]! * dtReactivity(tKev * nodes.temperature[i]!, true);
    }
    lambdaF = sum / sigmaV;
    nodes.lambdaF.set(tKev, lambdaF);
  }
  return { lambdaF, lambdaB: nodes.lambdaB, lambdaKappa: nodes.lambdaKappa };
}

export interface CurvePoint {
  tKev: number;
  tripleProduct: number;
}

/** The curve sampled at `count` log-spaced temperatures from `fromKev` to `toKev` (finite values only). */
export function sampleCurve(experiment: Experiment, qSci: number, fromKev = 0.5, toKev = 100, count = 120): CurvePoint[] {
  const points: CurvePoint[] = [];
  const step = (Math.log10(toKev) - Math.log10(fromKev)) / (count - 1);
  for (let i = 0; i < count; i += 1) {
    const tKev = 10 ** (Math.log10(fromKev) + i * step);
    const tripleProduct = requiredTripleProduct(experiment, tKev, qSci);
    if (Number.isFinite(tripleProduct)) points.push({ tKev, tripleProduct });
  }
  return points;
}
