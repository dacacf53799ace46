// From the Lawson dataset's machine slugs and concept names to this directory's (issue 26).
// A machine is mapped only when our project is the same machine; an upgrade or successor we
// list separately (NSTX → NSTX-U, the University of Washington's ZaP → Zap Energy's Century)
// is not the same machine. Unmapped machines keep their points, named by the dataset, with no
// project until the data issue adds them with sources (UNMAPPED-MACHINES.md lists them); those it
// added are in ../dataset-devices.ts.

/** Dataset machine slug → our project slug, or null when we have no such project yet. */
export const DATASET_MACHINES: Record<string, string | null> = {
  'alcator-a': 'alcator-a',
  'alcator-c': 'alcator-c',
  asdex: 'asdex',
  'asdex-u': 'asdex-upgrade',
  'c-2u': 'c-2u',
  'c-2w': 'c-2w-norman',
  'c-mod': 'alcator-c-mod',
  ctx: null,
  'diii-d': 'diii-d',
  east: 'east',
  'eta-beta-i': 'eta-beta-i',
  'eta-beta-ii': 'eta-beta-ii',
  firex: null,
  'frx-l': null,
  fuze: 'fuze',
  gdt: 'gdt',
  'globus-m2': 'globus-m2',
  'gol-3': null,
  hsx: 'hsx',
  ipa: null,
  iter: 'iter',
  jet: 'jet',
  'jt-60u': 'jt-60u',
  kstar: 'kstar',
  lhd: 'lhd',
  lsx: null,
  mast: 'mast',
  'model-c': 'model-c',
  mst: 'mst',
  nif: 'national-ignition-facility',
  nova: 'nova-laser',
  nstx: 'nstx',
  omega: 'omega-laser',
  pcs: null,
  pi3: null,
  plt: 'plt',
  'rfx-mod': 'rfx-mod',
  sparc: 'sparc',
  sspx: null,
  st: 'symmetrical-tokamak',
  st40: 'st40',
  start: 'start',
  't-3': 't-3',
  tcs: null,
  tcsu: null,
  tfr: null,
  tftr: 'tftr',
  'tmx-u': 'tmx-u',
  'w7-a': 'wendelstein-7-a',
  'w7-as': 'wendelstein-7-as',
  'w7-x': 'wendelstein-7-x',
  'yingguang-i': null,
  'z-facility': 'z-machine',
  zap: null,
  zeta: 'zeta',
  'zt-40m': 'zt-40m',
};

/**
 * The dataset's concept names → our concept slugs. The stabilized pinch (ZETA) and the
 * spheromak have no concept of ours: their points stay in the chart for all concepts only.
 */
export const DATASET_CONCEPTS: Record<string, string | null> = {
  Tokamak: 'tokamak',
  'Spherical Tokamak': 'spherical-tokamak',
  Stellarator: 'stellarator',
  'Field Reversed Configuration': 'field-reversed-configuration',
  'Reverse Field Pinch': 'reversed-field-pinch',
  'Stabilized Pinch': null,
  Spheromak: null,
  Mirror: 'magnetic-mirror',
  'Z Pinch': 'z-pinch',
  'Magnetized Target Fusion': 'magnetized-target-fusion',
  'Laser Direct Drive': 'inertial-confinement-laser',
  'Laser Indirect Drive': 'inertial-confinement-laser',
  'Magnetized Liner Inertial Fusion': 'pulsed-power-inertial-fusion',
};
