// Coordinates and main parameters of fusion devices, taken from the fusion-world dataset
// (github.com/RemDelaporteMathurin/fusion-world, tokamaks.json at commit f6a5424, April 2022),
// used under its MIT licence:
//
//   MIT License
//
//   Copyright (c) 2021 Rémi Delaporte-Mathurin
//
//   Permission is hereby granted, free of charge, to any person obtaining a copy
//   of this software and associated documentation files (the "Software"), to deal
//   in the Software without restriction, including without limitation the rights
//   to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
//   copies of the Software, and to permit persons to whom the Software is
//   furnished to do so, subject to the following conditions:
//
//   The above copyright notice and this permission notice shall be included in all
//   copies or substantial portions of the Software.
//
//   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
//   IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
//   FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
//   AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
//   LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
//   OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
//   SOFTWARE.
//
// Values are copied as the dataset gives them (coordinates rounded to 4 decimals, about 10 m),
// and only where they are right as far as we can tell (api/docs/data.md, "Coordinates and
// parameters"). Left out: coordinates that put a machine in the wrong city or part of it (JT-60SA
// in Tokyo rather than Naka, CFQS in Shanghai rather than Chengdu, Z north of Sandia, Heliotron J
// at Kyoto's Yoshida campus rather than Uji, TT-1 in Bangkok while it was still in Hefei, RFX in
// central Padua rather than the CNR research area (site-coordinates.ts), RT-1 and TST-2 whose
// campus we could not confirm); parameters that are out of date or wrong (T-15MD's are the old
// T-15's, SPARC's predate its 2020 design, ISTTOK's and LTX-β's fields, Pegasus-III's and TST-2's
// currents, SUNIST's are not SUNIST-2's, TUMAN-3M's radius and field differ from its 2021
// letter's); zeros, which the dataset uses for "unknown" (and for stellarators' plasma current,
// which does not apply). fusion-world has no status or years.
import { FUSION_WORLD } from './industry';
import type { SeedProject, SeedSource } from './types';

export interface FusionWorldEntry {
  /** The device's name in fusion-world. */
  name: string;
  latitude?: number;
  longitude?: number;
  major_radius_m?: number;
  toroidal_field_t?: number;
  plasma_current_ma?: number;
}

/** fusion-world's data for our projects, by project slug. */
export const FUSION_WORLD_DEVICES: Record<string, FusionWorldEntry> = {
  wham: { name: 'WHAM', latitude: 42.9596, longitude: -89.2899 },
  iter: { name: 'ITER', latitude: 43.7088, longitude: 5.777, major_radius_m: 6.2, toroidal_field_t: 5.3, plasma_current_ma: 15 },
  cth: { name: 'CTH', latitude: 32.5951, longitude: -85.4951, major_radius_m: 0.75, toroidal_field_t: 0.7, plasma_current_ma: 0.08 },
  hidra: { name: 'HIDRA', latitude: 40.1101, longitude: -88.2287, major_radius_m: 0.72, toroidal_field_t: 0.5 },
  hsx: { name: 'HSX', latitude: 43.0789, longitude: -89.4126, major_radius_m: 1.2, toroidal_field_t: 1.25 },
  lhd: { name: 'LHD', latitude: 35.3257, longitude: 137.1678, major_radius_m: 3.9 },
  'heliotron-j': { name: 'Heliotron J', major_radius_m: 1.2, toroidal_field_t: 1.5 },
  'scr-1': { name: 'SCR-1', latitude: 9.8567, longitude: -83.9124, major_radius_m: 0.238, toroidal_field_t: 0.0878 },
  'tj-ii': { name: 'TJ-II', latitude: 40.4544, longitude: -3.729, major_radius_m: 1.5, toroidal_field_t: 0.95 },
  'wendelstein-7-x': { name: 'Wendelstein 7-X', latitude: 54.0744, longitude: 13.4266, major_radius_m: 5.5, toroidal_field_t: 3 },
  'aditya-u': {
    name: 'ADITYA-U',
    latitude: 23.0987,
    longitude: 72.625,
    major_radius_m: 0.75,
    toroidal_field_t: 1.5,
    plasma_current_ma: 0.25,
  },
  'ir-t1': { name: 'IR-T1', latitude: 35.6763, longitude: 51.4697, major_radius_m: 0.456, toroidal_field_t: 0.8, plasma_current_ma: 0.035 },
  compass: { name: 'COMPASS', latitude: 50.081, longitude: 14.436, major_radius_m: 0.56, toroidal_field_t: 2.1, plasma_current_ma: 0.4 },
  'diii-d': { name: 'DIII-D', latitude: 32.8952, longitude: -117.2368, major_radius_m: 1.7, toroidal_field_t: 2.17, plasma_current_ma: 2 },
  east: { name: 'EAST', latitude: 31.8576, longitude: 117.1711, toroidal_field_t: 3.5 },
  ete: { name: 'ETE', latitude: -23.2068, longitude: -45.8602, major_radius_m: 0.3, plasma_current_ma: 0.045 },
  'exl-50': { name: 'EXL-50', latitude: 39.561, longitude: 116.7353, major_radius_m: 0.58, toroidal_field_t: 0.402 },
  'globus-m2': {
    name: 'Globus-M2',
    latitude: 60.0087,
    longitude: 30.3783,
    major_radius_m: 0.36,
    toroidal_field_t: 1,
    plasma_current_ma: 0.5,
  },
  golem: { name: 'GOLEM', latitude: 50.1032, longitude: 14.3914, major_radius_m: 0.4, toroidal_field_t: 0.8, plasma_current_ma: 0.008 },
  'hbt-ep': { name: 'HBT-EP', latitude: 40.8223, longitude: -73.9514, major_radius_m: 0.94 },
  'hl-3': { name: 'HL-2M', latitude: 30.6324, longitude: 104.03, major_radius_m: 1.78, toroidal_field_t: 2.2, plasma_current_ma: 2.5 },
  'hl-2a': { name: 'HL-2A', latitude: 30.6425, longitude: 104.0979, major_radius_m: 1.65, toroidal_field_t: 2.8 },
  isttok: { name: 'ISTTOK', latitude: 38.7371, longitude: -9.1387, major_radius_m: 0.46, plasma_current_ma: 0.007 },
  'j-text': { name: 'J-TEXT', latitude: 30.5132, longitude: 114.4202, major_radius_m: 1.05, toroidal_field_t: 2, plasma_current_ma: 0.2 },
  jet: { name: 'JET', latitude: 51.6593, longitude: -1.225, major_radius_m: 2.96, toroidal_field_t: 3.4 },
  'jt-60sa': { name: 'JT-60SA', major_radius_m: 2.96, toroidal_field_t: 2.25, plasma_current_ma: 5.5 },
  kstar: { name: 'KSTAR', latitude: 36.3727, longitude: 127.352, major_radius_m: 1.8, toroidal_field_t: 3.5, plasma_current_ma: 2 },
  ktm: { name: 'KTM', latitude: 50.8163, longitude: 78.5077, major_radius_m: 0.86, toroidal_field_t: 1, plasma_current_ma: 0.75 },
  'ltx-beta': { name: 'LTX-beta', latitude: 40.3481, longitude: -74.6024, major_radius_m: 0.4 },
  st40: { name: 'ST40', latitude: 51.6233, longitude: -1.2818, toroidal_field_t: 3, plasma_current_ma: 2 },
  'mast-upgrade': { name: 'MAST-U', latitude: 51.658, longitude: -1.2295, major_radius_m: 0.85 },
  'nstx-u': { name: 'NSTX-U', latitude: 40.3502, longitude: -74.6031, major_radius_m: 0.934, toroidal_field_t: 1, plasma_current_ma: 2 },
  'pegasus-iii': { name: 'Pegasus-III', latitude: 43.0754, longitude: -89.4038, major_radius_m: 0.45 },
  quest: { name: 'QUEST', latitude: 33.6232, longitude: 130.4253, major_radius_m: 0.68, toroidal_field_t: 0.25, plasma_current_ma: 0.1 },
  'sst-1': { name: 'SST-1', latitude: 23.0972, longitude: 72.6224, major_radius_m: 1.1, toroidal_field_t: 3, plasma_current_ma: 0.2 },
  'stor-m': {
    name: 'STOR-M',
    latitude: 52.1538,
    longitude: -106.6348,
    major_radius_m: 0.46,
    toroidal_field_t: 0.7,
    plasma_current_ma: 0.06,
  },
  'sunist-2': { name: 'SUNIST', latitude: 40.0002, longitude: 116.3265 },
  tcabr: { name: 'TCABR', latitude: -23.5615, longitude: -46.7313, major_radius_m: 0.61, toroidal_field_t: 1.07, plasma_current_ma: 0.1 },
  tcv: { name: 'TCV', latitude: 46.5178, longitude: 6.5648, major_radius_m: 0.89, toroidal_field_t: 1.54, plasma_current_ma: 1.2 },
  'tst-2': { name: 'TST-2', major_radius_m: 0.37 },
  vest: { name: 'VEST', latitude: 37.4569, longitude: 126.9501, major_radius_m: 0.45, toroidal_field_t: 0.1, plasma_current_ma: 0.1 },
  west: { name: 'WEST', latitude: 43.7048, longitude: 5.7637, major_radius_m: 2.5, toroidal_field_t: 3.7, plasma_current_ma: 1 },
  // WEST is Tore Supra rebuilt in its hall at Cadarache: the same machine, so the same place (WEST's parameters are not Tore Supra's).
  'tore-supra': { name: 'WEST', latitude: 43.7048, longitude: 5.7637 },
  'compass-upgrade': { name: 'COMPASS-U', latitude: 50.105, longitude: 14.3943 },
  // Machines that stand (or stood) where a fusion-world device does, so they take its place, never
  // its parameters: EXL-50U is EXL-50 upgraded in place in Langfang (its record's source); T-10 ran
  // at the Kurchatov Institute in Moscow, where T-15MD stands; HT-7 ran at ASIPP on Hefei's Science
  // Island, where EAST stands (ASIPP: "two experimental devices, HT-7 and EAST",
  // english.hf.cas.cn, read 2026-11-26); LDX stood at MIT's Plasma Science and Fusion Center, as
  // Alcator C-Mod did; fusion-world's "First Light" entry is the company's site near Oxford, where
  // Machine 3 stands. Precision: the host site (a campus or a company's premises), not the hall.
  'exl-50u': { name: 'EXL-50', latitude: 39.561, longitude: 116.7353 },
  't-10': { name: 'T-15MD', latitude: 55.8013, longitude: 37.477 },
  'ht-7': { name: 'EAST', latitude: 31.8576, longitude: 117.1711 },
  'levitated-dipole-experiment': { name: 'Alcator C-Mod', latitude: 42.36, longitude: -71.0946 },
  'machine-3': { name: 'First Light', latitude: 51.805, longitude: -1.3002 },

  't-15md': { name: 'T-15MD', latitude: 55.8013, longitude: 37.477 },
  'tt-1': { name: 'TT-1', major_radius_m: 0.65, toroidal_field_t: 1.52 },
  'laser-megajoule': { name: 'LMJ', latitude: 44.6586, longitude: -0.8074 },
  'asdex-upgrade': {
    name: 'ASDEX Upgrade',
    latitude: 48.263,
    longitude: 11.6718,
    major_radius_m: 1.65,
    toroidal_field_t: 3.2,
    plasma_current_ma: 1.4,
  },
  'tj-k': { name: 'TJ-K', latitude: 48.7819, longitude: 9.1737, major_radius_m: 0.6 },
  sparc: { name: 'SPARC', latitude: 42.5422, longitude: -71.6118 },
  cfqs: { name: 'CFQS', major_radius_m: 1, toroidal_field_t: 1 },
  dtt: { name: 'DTT', latitude: 41.821, longitude: 12.6728, major_radius_m: 2.14, toroidal_field_t: 6, plasma_current_ma: 5.5 },
  ftu: { name: 'FTU', latitude: 41.8205, longitude: 12.6621, major_radius_m: 0.935, toroidal_field_t: 8, plasma_current_ma: 1.6 },
  smart: { name: 'SMART', latitude: 37.3807, longitude: -5.9911, major_radius_m: 0.4, toroidal_field_t: 1, plasma_current_ma: 0.5 },
  'national-ignition-facility': { name: 'NIF', latitude: 37.6802, longitude: -121.7163 },
  'alcator-c-mod': { name: 'Alcator C-Mod', latitude: 42.36, longitude: -71.0946 },
  polaris: { name: 'Polaris', latitude: 47.9309, longitude: -122.2523 },
  'c-2w-norman': { name: 'C2-W', latitude: 33.6764, longitude: -117.6513 },
  'omega-laser': { name: 'OMEGA', latitude: 43.1132, longitude: -77.632 },
  mst: { name: 'MST', latitude: 43.074, longitude: -89.4055 },
  'gamma-10-pdx': { name: 'GAMMA 10/PDX', latitude: 36.1114, longitude: 140.0972 },
  lfex: { name: 'LFEX', latitude: 34.8205, longitude: 135.5236 },
  'gekko-xii': { name: 'GEKKO XII', latitude: 34.8232, longitude: 135.5253 },
  gdt: { name: 'GDT', latitude: 54.849, longitude: 83.1135 },

  'uragan-3m': { name: 'Uragan-3M', latitude: 50.0912, longitude: 36.2477, major_radius_m: 1, toroidal_field_t: 0.7 },

  // Machines added for the map (dataset-devices.ts), with their own entries.
  't-11m': { name: 'T-11M', latitude: 55.487, longitude: 37.3045, major_radius_m: 0.7, toroidal_field_t: 1, plasma_current_ma: 0.1 },
  'ft-2': { name: 'FT-2', latitude: 60.0076, longitude: 30.3725, major_radius_m: 0.55, toroidal_field_t: 2.3, plasma_current_ma: 0.04 },
  'tuman-3m': { name: 'TUMAN-3M', latitude: 60.0046, longitude: 30.3931, plasma_current_ma: 0.18 },
  'gol-nb': { name: 'GOL-NB', latitude: 54.8475, longitude: 83.1141 },
  smola: { name: 'SMOLA', latitude: 54.8519, longitude: 83.1073 },
  north: { name: 'NORTH', latitude: 55.7854, longitude: 12.5216, major_radius_m: 0.25, toroidal_field_t: 0.3 },
  relax: { name: 'RELAX', latitude: 35.0503, longitude: 135.7821 },
  // Closed machines of the Lawson dataset (and others) at a site where a fusion-world device stands,
  // as T-10 above: NSTX was rebuilt in place as NSTX-U; T-3 ran at the Kurchatov Institute, as
  // T-15MD; Nova, TMX-U, Shiva, Novette and Argus at LLNL, where NIF stands; Alcator A and C at MIT,
  // as Alcator C-Mod; the Frascati Tokamak at ENEA Frascati, where FTU ran. Place only.
  nstx: { name: 'NSTX-U', latitude: 40.3502, longitude: -74.6031 },
  't-3': { name: 'T-15MD', latitude: 55.8013, longitude: 37.477 },
  'nova-laser': { name: 'NIF', latitude: 37.6802, longitude: -121.7163 },
  'tmx-u': { name: 'NIF', latitude: 37.6802, longitude: -121.7163 },
  'shiva-laser': { name: 'NIF', latitude: 37.6802, longitude: -121.7163 },
  'novette-laser': { name: 'NIF', latitude: 37.6802, longitude: -121.7163 },
  'argus-laser': { name: 'NIF', latitude: 37.6802, longitude: -121.7163 },
  'alcator-a': { name: 'Alcator C-Mod', latitude: 42.36, longitude: -71.0946 },
  'alcator-c': { name: 'Alcator C-Mod', latitude: 42.36, longitude: -71.0946 },
  'frascati-tokamak': { name: 'FTU', latitude: 41.8205, longitude: 12.6621 },
};

/** fusion-world, cited for the location and parameters only (not for status or years). */
const FUSION_WORLD_LOCATION: SeedSource = { ...FUSION_WORLD, fact: 'location-parameters' };

/**
 * The project with fusion-world's coordinates and parameters, and fusion-world cited for them
 * only: a citation of fusion-world for the whole record is narrowed to these facts, since the
 * dataset carries no status or years (audit of 26 Nov 2026, P22).
 */
export function withFusionWorldData(project: SeedProject): SeedProject {
  const entry = FUSION_WORLD_DEVICES[project.slug];
  if (!entry) return project;
  const { latitude, longitude, major_radius_m, toroidal_field_t, plasma_current_ma } = entry;
  const hasParameters = major_radius_m != null || toroidal_field_t != null || plasma_current_ma != null;
  const otherSources = (project.sources ?? []).filter((source) => source.url !== FUSION_WORLD.url);
  return {
    ...project,
    location: latitude != null && longitude != null ? { latitude, longitude } : (project.location ?? null),
    parameters: hasParameters ? { major_radius_m, toroidal_field_t, plasma_current_ma } : (project.parameters ?? null),
    sources: [...otherSources, FUSION_WORLD_LOCATION],
  };
}
