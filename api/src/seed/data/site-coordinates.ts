// Coordinates of machines that fusion-world does not locate, from the site's coordinates in a
// stored copy of the encyclopedia article about the laboratory (or site) that houses them (read on
// 2026-11-26, cited by their canonical address). Only where the machine stands, or stood, at that
// laboratory's one site: a laboratory with several sites, or a machine whose building we could not
// place, is left out (api/docs/data.md, "Coordinates and parameters"). Rounded to 4 decimals.
import { read } from './sources';
import type { SeedProject, SeedSource } from './types';

interface SiteCoordinates {
  latitude: number;
  longitude: number;
  /** The page giving the site's coordinates (and, with `siteOf`, that the machine is there). */
  source: SeedSource;
}

const site = (url: string, title: string): SeedSource => ({ ...read(url, title), fact: 'location-parameters' });

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
