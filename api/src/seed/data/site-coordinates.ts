// Coordinates of machines that fusion-world does not locate (or misplaces), from the site's
// coordinates in a stored copy of the encyclopedia article (or power-plant database entry) about the
// laboratory or site that houses them (read on 2026-11-26 or 2026-11-27, cited by their canonical
// address). Only where the machine stands, stood, or is to be built at that laboratory's one site: a
// laboratory with several sites, or a machine whose building we could not place, is left out
// (api/docs/data.md, "Coordinates and parameters"). Rounded to 4 decimals.
import { read, readForMap } from './sources';
import type { SeedProject, SeedSource } from './types';

interface SiteCoordinates {
  latitude: number;
  longitude: number;
  /** The page giving the site's coordinates (and, with `siteOf`, that the machine is there). */
  source: SeedSource;
}

const site = (url: string, title: string): SeedSource => ({ ...read(url, title), fact: 'location-parameters' });
const siteReadForMap = (url: string, title: string): SeedSource => ({ ...readForMap(url, title), fact: 'location-parameters' });

const CULHAM = site('https://en.wikipedia.org/wiki/Culham_Science_Centre', 'Culham Centre for Fusion Energy (Wikipedia)');
const IPP_GARCHING = site(
  'https://de.wikipedia.org/wiki/Max-Planck-Institut_f%C3%BCr_Plasmaphysik',
  'Max-Planck-Institut für Plasmaphysik (Wikipedia, German)',
);
const FZ_JULICH = site('https://de.wikipedia.org/wiki/Forschungszentrum_J%C3%BClich', 'Forschungszentrum Jülich (Wikipedia, German)');
const SANDIA = site('https://en.wikipedia.org/wiki/Sandia_National_Laboratories', 'Sandia National Laboratories (Wikipedia)');
const RAL = site('https://en.wikipedia.org/wiki/Rutherford_Appleton_Laboratory', 'Rutherford Appleton Laboratory (Wikipedia)');
const WEST_BURTON = site('https://en.wikipedia.org/wiki/West_Burton_power_stations', 'West Burton power stations (Wikipedia)');
const PPPL = site(
  'https://fr.wikipedia.org/wiki/Laboratoire_de_physique_des_plasmas_de_Princeton',
  'Laboratoire de physique des plasmas de Princeton (Wikipedia, French)',
);
// Read in stored copies of mirrors of these articles (earlier revisions of the Italian one, copies
// of the German ones); cited at Wikipedia itself.
const CNR_PADOVA = siteReadForMap(
  'https://it.wikipedia.org/wiki/Reversed_Field_eXperiment',
  'Reversed Field eXperiment, at the CNR research area in Padua (Wikipedia, Italian)',
);
const LANL = siteReadForMap(
  'https://de.wikipedia.org/wiki/Los_Alamos_National_Laboratory',
  'Los Alamos National Laboratory (Wikipedia, German)',
);
const GUNDREMMINGEN = siteReadForMap(
  'https://de.wikipedia.org/wiki/Kernkraftwerk_Gundremmingen',
  'Kernkraftwerk Gundremmingen (Wikipedia, German)',
);
const BULL_RUN = siteReadForMap('https://www.gem.wiki/Bull_Run_Fossil_Plant', 'Global Energy Monitor: Bull Run Fossil Plant');

/** By project slug: the coordinates of the laboratory the machine stands (or stood) at. */
export const SITE_COORDINATES: Record<string, SiteCoordinates> = {
  // "the site of … JET, MAST": Culham Science Centre, 51°39′32″N 1°13′42″W.
  mast: { latitude: 51.6588, longitude: -1.2282, source: CULHAM },
  // IPP Garching, 48°15′49″N 11°40′18″E; W7-AS ran in Garching (W7-X stands in Greifswald).
  'wendelstein-7-as': { latitude: 48.2636, longitude: 11.6717, source: IPP_GARCHING },
  // Forschungszentrum Jülich, 50°54′18″N 6°24′43″E, TEXTOR's home.
  textor: { latitude: 50.905, longitude: 6.4119, source: FZ_JULICH },
  // Sandia, Albuquerque site, 35.050657°N 106.543136°W, "home to the Z Machine".
  'z-machine': { latitude: 35.0507, longitude: -106.5431, source: SANDIA },
  // RAL, 51°34′24″N 1°18′53″W, home of the Central Laser Facility that runs Vulcan.
  vulcan: { latitude: 51.5733, longitude: -1.3147, source: RAL },
  // PPPL, 40°20′56″N 74°36′08″W, which ran TFTR until 1997.
  tftr: { latitude: 40.3489, longitude: -74.6022, source: PPPL },
  // STEP is to be built on the West Burton power station site (its record's sources), 53°21′54″N 0°49′10″W.
  step: { latitude: 53.365, longitude: -0.8194, source: WEST_BURTON },

  // Added for the map (dataset-devices.ts, issue 26 §4).
  // Culham: START ran there until 1998, HBTX-1 was built there in the 1970s, and ST80-HTS is to be
  // built on the Culham Campus (its record's sources).
  start: { latitude: 51.6588, longitude: -1.2282, source: CULHAM },
  'hbtx-1': { latitude: 51.6588, longitude: -1.2282, source: CULHAM },
  'st80-hts': { latitude: 51.6588, longitude: -1.2282, source: CULHAM },
  // IPP Garching, where ASDEX (1980–1990), its predecessor Pulsator and Wendelstein 7-A ran.
  asdex: { latitude: 48.2636, longitude: 11.6717, source: IPP_GARCHING },
  pulsator: { latitude: 48.2636, longitude: 11.6717, source: IPP_GARCHING },
  'wendelstein-7-a': { latitude: 48.2636, longitude: 11.6717, source: IPP_GARCHING },
  // PPPL, which ran the Model C, its conversion the Symmetrical Tokamak, the ATC and PLT.
  plt: { latitude: 40.3489, longitude: -74.6022, source: PPPL },
  'model-c': { latitude: 40.3489, longitude: -74.6022, source: PPPL },
  'symmetrical-tokamak': { latitude: 40.3489, longitude: -74.6022, source: PPPL },
  atc: { latitude: 40.3489, longitude: -74.6022, source: PPPL },
  // ZETA stood at the Atomic Energy Research Establishment at Harwell, the campus where RAL stands.
  zeta: { latitude: 51.5733, longitude: -1.3147, source: RAL },
  // RFX stands at the CNR research area in Padua, 45.391237°N 11.929790°E, home of the Istituto Gas
  // Ionizzati where ETA-BETA I and II ran (fusion-world puts RFX in central Padua, 5 km west).
  'rfx-mod': { latitude: 45.3912, longitude: 11.9298, source: CNR_PADOVA },
  'eta-beta-i': { latitude: 45.3912, longitude: 11.9298, source: CNR_PADOVA },
  'eta-beta-ii': { latitude: 45.3912, longitude: 11.9298, source: CNR_PADOVA },
  // Los Alamos National Laboratory, 35°52′32″N 106°19′22″W, which ran ZT-40M.
  'zt-40m': { latitude: 35.8756, longitude: -106.3228, source: LANL },
  // Stellaris is to be built at the former Gundremmingen nuclear site (its record's source),
  // 48°30′53″N 10°24′8″E; Infinity One at TVA's retired Bull Run plant, 36.021069°N 84.156478°W.
  stellaris: { latitude: 48.5147, longitude: 10.4022, source: GUNDREMMINGEN },
  'infinity-one': { latitude: 36.0211, longitude: -84.1565, source: BULL_RUN },
};

/** The project with its laboratory's coordinates, when it has none of its own (fusion-world's come first). */
export function withSiteCoordinates(project: SeedProject): SeedProject {
  const entry = SITE_COORDINATES[project.slug];
  if (!entry || project.location) return project;
  return {
    ...project,
    location: { latitude: entry.latitude, longitude: entry.longitude },
    sources: [...(project.sources ?? []), entry.source],
  };
}
