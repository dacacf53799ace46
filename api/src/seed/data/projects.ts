// Fusion machines and programs. Years are given only where they are well documented;
// statuses reflect the latest public information found. Descriptions are original text.
import { known, read, stored } from './sources';
import { industryProjects } from './industry';
import { researchDevices } from './research-devices';
import { moreDevices, newerStatusSources } from './more-devices';
import { datasetDevices } from './dataset-devices';
import { withFusionWorldData } from './fusion-world';
import { withSiteCoordinates } from './site-coordinates';
import type { SeedProject } from './types';

const landmarkProjects: SeedProject[] = [
  {
    slug: 'iter',
    display_name: 'ITER',
    description_html:
      '<p>ITER is the international tokamak under construction at Saint-Paul-lès-Durance in southern France. It is designed to show a burning deuterium-tritium plasma that releases about ten times the heating power put into it. Components are supplied in kind by the seven members.</p>',
    concept_slug: 'tokamak',
    project_status: 'Under Construction',
    organization_slugs: ['iter-organization', 'fusion-for-energy', 'qst', 'korea-institute-of-fusion-energy', 'us-department-of-energy'],
    country_code: 'FR',
    providers: [
      {
        supplier_slug: 'mitsubishi-heavy-industries',
        product_categories: ['Superconducting Magnet Systems'],
        description: 'Toroidal field coils for the Japanese share of the magnet system.',
      },
      {
        supplier_slug: 'asg-superconductors',
        product_categories: ['Superconducting Magnet Systems'],
        description: 'Toroidal field coils for the European share of the magnet system.',
      },
      {
        supplier_slug: 'general-atomics',
        product_categories: ['Superconducting Magnet Systems'],
        description: 'Central solenoid modules, the US contribution at the heart of the machine.',
      },
      {
        supplier_slug: 'air-liquide',
        product_categories: ['Cryogenic Plants'],
        description: 'Design and supply of the helium cryoplant.',
      },
      {
        supplier_slug: 'canon-electron-tubes-and-devices',
        product_categories: ['Gyrotrons'],
        description: 'High-power gyrotrons for electron cyclotron heating in the Japanese share.',
      },
    ],
    sources: [known('https://en.wikipedia.org/wiki/ITER', 'Wikipedia: ITER')],
  },
  {
    slug: 'sparc',
    display_name: 'SPARC',
    description_html:
      '<p>SPARC is a compact, high-field tokamak being built by Commonwealth Fusion Systems in Devens, Massachusetts. Its high-temperature superconducting magnets are meant to let a small machine reach net fusion energy, with Q greater than one as the headline goal.</p>',
    concept_slug: 'tokamak',
    project_status: 'Under Construction',
    organization_slugs: ['commonwealth-fusion-systems', 'mit-plasma-science-and-fusion-center'],
    country_code: 'US',
    publications: [
      {
        title: 'Overview of the SPARC tokamak',
        publication_url: 'https://doi.org/10.1017/S0022377820001257',
        publication_type: 'Journal article',
      },
    ],
    sources: [known('https://en.wikipedia.org/wiki/SPARC_(tokamak)', 'Wikipedia: SPARC (tokamak)')],
  },
  {
    slug: 'arc',
    display_name: 'ARC',
    description_html:
      '<p>ARC is the first grid-scale fusion power plant planned by Commonwealth Fusion Systems, sited in Chesterfield County, Virginia. It is designed for about 400 MW of electricity in the early 2030s, and Google has agreed to buy part of its output.</p>',
    concept_slug: 'tokamak',
    project_status: 'Planned',
    organization_slugs: ['commonwealth-fusion-systems', 'commonwealth-of-virginia', 'google'],
    country_code: 'US',
    sources: [known('https://en.wikipedia.org/wiki/ARC_fusion_reactor', 'Wikipedia: ARC fusion reactor')],
  },
  {
    slug: 'national-ignition-facility',
    display_name: 'National Ignition Facility',
    description_html:
      '<p>The National Ignition Facility at Lawrence Livermore National Laboratory focuses 192 laser beams onto a tiny fuel capsule. In December 2022 it produced more fusion energy than the laser energy delivered to the target, the first laboratory ignition.</p>',
    concept_slug: 'inertial-confinement-laser',
    project_status: 'Operating',
    year_operations_started: 2009,
    organization_slugs: ['lawrence-livermore-national-laboratory', 'us-department-of-energy'],
    country_code: 'US',
    publications: [
      {
        title: 'Lawson criterion for ignition exceeded in an inertial fusion experiment',
        publication_url: 'https://doi.org/10.1103/PhysRevLett.129.075001',
        publication_type: 'Journal article',
      },
    ],
    sources: [known('https://en.wikipedia.org/wiki/National_Ignition_Facility', 'Wikipedia: National Ignition Facility')],
  },
  {
    slug: 'jet',
    display_name: 'Joint European Torus',
    description_html:
      '<p>JET at Culham was for four decades the largest operating tokamak and the only one able to run with deuterium-tritium fuel in Europe. It set fusion energy records before its final experiments in December 2023 and is now being decommissioned.</p>',
    concept_slug: 'tokamak',
    project_status: 'Shut Down',
    year_operations_started: 1983,
    year_operations_ended: 2023,
    organization_slugs: ['uk-atomic-energy-authority', 'eurofusion'],
    country_code: 'GB',
    sources: [known('https://en.wikipedia.org/wiki/Joint_European_Torus', 'Wikipedia: Joint European Torus')],
  },
  {
    slug: 'wendelstein-7-x',
    display_name: 'Wendelstein 7-X',
    description_html:
      '<p>Wendelstein 7-X in Greifswald is the world’s largest stellarator, with fifty non-planar superconducting coils. It tests whether an optimized stellarator can confine hot plasma steadily and is the scientific basis for several stellarator startups.</p>',
    concept_slug: 'stellarator',
    project_status: 'Operating',
    year_operations_started: 2015,
    organization_slugs: ['max-planck-institute-for-plasma-physics'],
    country_code: 'DE',
    sources: [known('https://en.wikipedia.org/wiki/Wendelstein_7-X', 'Wikipedia: Wendelstein 7-X')],
  },
  {
    slug: 'wendelstein-7-as',
    display_name: 'Wendelstein 7-AS',
    description_html:
      '<p>Wendelstein 7-AS was the first modular stellarator with an advanced, partially optimized coil design. Its results in Garching paved the way for Wendelstein 7-X.</p>',
    concept_slug: 'stellarator',
    project_status: 'Shut Down',
    year_operations_started: 1988,
    year_operations_ended: 2002,
    organization_slugs: ['max-planck-institute-for-plasma-physics'],
    country_code: 'DE',
    sources: [known('https://en.wikipedia.org/wiki/Wendelstein_7-X', 'Wikipedia: Wendelstein 7-X')],
  },
  {
    slug: 'east',
    display_name: 'EAST',
    description_html:
      '<p>The Experimental Advanced Superconducting Tokamak in Hefei was one of the first fully superconducting tokamaks. It specializes in long-pulse operation and in 2025 held a high-confinement plasma for over 1,000 seconds.</p>',
    concept_slug: 'tokamak',
    project_status: 'Operating',
    year_operations_started: 2006,
    organization_slugs: ['asipp'],
    country_code: 'CN',
    sources: [
      known(
        'https://en.wikipedia.org/wiki/Experimental_Advanced_Superconducting_Tokamak',
        'Wikipedia: Experimental Advanced Superconducting Tokamak',
      ),
    ],
  },
  {
    slug: 'kstar',
    display_name: 'KSTAR',
    description_html:
      '<p>The Korea Superconducting Tokamak Advanced Research device in Daejeon studies long, high-temperature plasmas with superconducting magnets. Its results feed directly into ITER operating scenarios.</p>',
    concept_slug: 'tokamak',
    project_status: 'Operating',
    year_operations_started: 2008,
    organization_slugs: ['korea-institute-of-fusion-energy'],
    country_code: 'KR',
    sources: [known('https://en.wikipedia.org/wiki/KSTAR', 'Wikipedia: KSTAR')],
  },
  {
    slug: 'jt-60sa',
    display_name: 'JT-60SA',
    description_html:
      '<p>JT-60SA at Naka is a large superconducting tokamak built jointly by Japan and Europe under the Broader Approach agreement. It achieved first plasma in 2023 and is designed to explore advanced regimes that support ITER and future demonstration plants.</p>',
    concept_slug: 'tokamak',
    project_status: 'Operating',
    year_operations_started: 2023,
    organization_slugs: ['qst', 'fusion-for-energy'],
    country_code: 'JP',
    sources: [known('https://en.wikipedia.org/wiki/JT-60', 'Wikipedia: JT-60')],
  },
  {
    slug: 'diii-d',
    display_name: 'DIII-D',
    description_html:
      '<p>DIII-D is the largest magnetic fusion facility in the United States, operated by General Atomics in San Diego for the Department of Energy. Its flexible plasma shaping has made it a workhorse for tokamak physics and ITER preparation.</p>',
    concept_slug: 'tokamak',
    project_status: 'Operating',
    year_operations_started: 1986,
    organization_slugs: ['general-atomics', 'us-department-of-energy'],
    country_code: 'US',
    sources: [known('https://en.wikipedia.org/wiki/DIII-D_(tokamak)', 'Wikipedia: DIII-D (tokamak)')],
  },
  {
    slug: 'nstx-u',
    display_name: 'NSTX-U',
    description_html:
      '<p>The National Spherical Torus Experiment Upgrade at PPPL is a major US spherical tokamak. After a short first campaign in 2016 it has been under repair and recovery work before resuming experiments.</p>',
    concept_slug: 'spherical-tokamak',
    project_status: 'Upgrading / Maintenance',
    year_operations_started: 2015,
    organization_slugs: ['princeton-plasma-physics-laboratory', 'us-department-of-energy'],
    country_code: 'US',
    sources: [known('https://en.wikipedia.org/wiki/National_Spherical_Torus_Experiment', 'Wikipedia: National Spherical Torus Experiment')],
  },
  {
    slug: 'mast-upgrade',
    display_name: 'MAST Upgrade',
    description_html:
      '<p>MAST Upgrade at Culham is UKAEA’s spherical tokamak. It tests the Super-X divertor, an exhaust design that spreads heat loads, and informs the STEP power plant program.</p>',
    concept_slug: 'spherical-tokamak',
    project_status: 'Operating',
    year_operations_started: 2020,
    organization_slugs: ['uk-atomic-energy-authority'],
    country_code: 'GB',
    sources: [known('https://en.wikipedia.org/wiki/Mega_Ampere_Spherical_Tokamak', 'Wikipedia: Mega Ampere Spherical Tokamak')],
  },
  {
    slug: 'mast',
    display_name: 'MAST',
    description_html:
      '<p>The original Mega Ampere Spherical Tokamak operated at Culham and helped establish the spherical tokamak as a serious confinement concept. It was rebuilt as MAST Upgrade.</p>',
    concept_slug: 'spherical-tokamak',
    project_status: 'Shut Down',
    year_operations_started: 1999,
    year_operations_ended: 2013,
    organization_slugs: ['uk-atomic-energy-authority'],
    country_code: 'GB',
    sources: [known('https://en.wikipedia.org/wiki/Mega_Ampere_Spherical_Tokamak', 'Wikipedia: Mega Ampere Spherical Tokamak')],
  },
  {
    slug: 'west',
    display_name: 'WEST',
    description_html:
      '<p>WEST is the former Tore Supra tokamak at Cadarache, converted to test an ITER-like tungsten divertor under long pulses. It has set records for plasma duration in a tokamak.</p>',
    concept_slug: 'tokamak',
    project_status: 'Operating',
    year_operations_started: 2016,
    organization_slugs: ['cea'],
    country_code: 'FR',
    sources: [known('https://en.wikipedia.org/wiki/Tore_Supra', 'Wikipedia: Tore Supra')],
  },
  {
    slug: 'polaris',
    display_name: 'Polaris',
    description_html:
      '<p>Polaris is Helion’s seventh-generation pulsed fusion prototype in Everett, Washington. It merges and compresses field-reversed plasmas and is intended to demonstrate electricity recovered directly from fusion.</p>',
    concept_slug: 'field-reversed-configuration',
    project_status: 'Operating',
    year_operations_started: 2024,
    organization_slugs: ['helion-energy'],
    country_code: 'US',
    sources: [
      stored(
        'https://datacenterdynamics.com/en/news/altman-backed-helion-raises-425m-for-fusion-reactors',
        'DCD: Helion deployed Polaris (Jan 2025)',
      ),
      known('https://neimagazine.com/?p=92747', 'Nuclear Engineering International: Helion'),
    ],
  },
  {
    slug: 'orion',
    display_name: 'Orion',
    description_html:
      '<p>Orion is Helion’s planned first commercial fusion power plant near Malaga in central Washington. Its 50 MW output is contracted to Microsoft, and construction started in 2025.</p>',
    concept_slug: 'field-reversed-configuration',
    project_status: 'Under Construction',
    organization_slugs: ['helion-energy'],
    country_code: 'US',
    sources: [
      known(
        'https://www.world-nuclear-news.org/articles/helion-begins-work-on-fusion-power-plant',
        'World Nuclear News: Helion begins work on fusion power plant (Jul 2025)',
      ),
    ],
  },
  {
    slug: 'norm',
    display_name: 'Norm',
    description_html:
      '<p>Norm is a TAE Technologies device that forms and sustains a field-reversed plasma using neutral beams alone. The simplification, announced in 2025, points toward smaller and cheaper reactors.</p>',
    concept_slug: 'field-reversed-configuration',
    project_status: 'Operating',
    organization_slugs: ['tae-technologies'],
    country_code: 'US',
    sources: [
      read(
        'https://pmc.ncbi.nlm.nih.gov/articles/PMC11993635',
        'Nature Communications (12 Apr 2025): TAE forms field-reversed configurations by neutral beam injection alone',
        '2025-04-12',
      ),
    ],
  },
  {
    slug: 'st40',
    display_name: 'ST40',
    description_html:
      '<p>ST40 is Tokamak Energy’s high-field spherical tokamak at Milton Park. In 2022 it became the first privately funded machine to reach ion temperatures of 100 million degrees.</p>',
    concept_slug: 'spherical-tokamak',
    project_status: 'Operating',
    year_operations_started: 2018,
    organization_slugs: ['tokamak-energy'],
    country_code: 'GB',
    sources: [
      known('https://en.wikipedia.org/wiki/Tokamak_Energy', 'Wikipedia: Tokamak Energy'),
      read(
        'https://www.newswise.com/doescience/doe-partners-with-uk-s-desnz-and-tokamak-energy-ltd-to-accelerate-fusion-energy-development-through-a-52m-upgrade-to-the-privately-owned-st40-facility/?article_id=820954',
        'US DOE release on Newswise: a $52 million upgrade of the existing ST40 facility, whose research US and UK researchers will share (6 Dec 2024)',
        '2024-12-06',
      ),
    ],
  },
  {
    slug: 'fuze-q',
    display_name: 'FuZE-Q',
    description_html:
      '<p>FuZE-Q is Zap Energy’s fourth-generation sheared-flow-stabilized Z-pinch, built to pursue scientific breakeven. It produced its first plasmas in June 2022.</p>',
    concept_slug: 'z-pinch',
    project_status: 'Operating',
    year_operations_started: 2022,
    organization_slugs: ['zap-energy'],
    country_code: 'US',
    sources: [
      known(
        'https://businesswire.com/news/home/20220620005546/en/Zap-Energy-Advances-Fusion-Reactor-Technology-With-First-Plasmas-in-Next-Generation-Device-and-New-Funding',
        'businesswire.com: page about FuZE-Q',
      ),
    ],
  },
  {
    slug: 'lm26',
    display_name: 'Lawson Machine 26',
    description_html:
      '<p>LM26 is General Fusion’s half-scale magnetized target fusion demonstration machine in British Columbia. It compresses a magnetized plasma with a lithium liner to pursue 10 million degree and then 100 million degree milestones.</p>',
    concept_slug: 'magnetized-target-fusion',
    project_status: 'Operating',
    organization_slugs: ['general-fusion'],
    country_code: 'CA',
    sources: [
      stored(
        'https://www.stocktitan.net/sec-filings/SVAC/8-k-spring-valley-acquisition-corp-iii-reports-material-event-2838f457879f.html',
        'Stock Titan: SVAC 8-K on General Fusion and LM26',
      ),
      known(
        'https://betakit.com/general-fusion-staves-off-funding-crunch-with-30-million-cad-to-fuel-quest-for-commercial-fusion-power',
        'BetaKit: General Fusion staves off funding crunch',
      ),
    ],
  },
  {
    slug: 'infinity-two',
    display_name: 'Infinity Two',
    description_html:
      '<p>Infinity Two is a planned 350 MWe stellarator pilot power plant designed by Type One Energy. The Tennessee Valley Authority is cooperating on siting, permitting and financing studies.</p>',
    concept_slug: 'stellarator',
    project_status: 'Planned',
    organization_slugs: ['type-one-energy', 'tennessee-valley-authority'],
    country_code: 'US',
    sources: [
      known(
        'https://commercial-fusion.com/p/behind-type-one-energy-s-big-week-of-partnerships',
        'commercial-fusion.com: page about Infinity Two',
      ),
    ],
  },
  {
    slug: 'stellaris',
    display_name: 'Stellaris',
    description_html:
      '<p>Stellaris is Proxima Fusion’s peer-reviewed design for a quasi-isodynamic stellarator power plant, published in 2025. It builds on the physics validated at Wendelstein 7-X, and a February 2026 agreement places the first plant at the former Gundremmingen nuclear site, after the Alpha demonstrator.</p>',
    concept_slug: 'stellarator',
    project_status: 'Planned',
    organization_slugs: ['proxima-fusion'],
    country_code: 'DE',
    sources: [
      stored(
        'https://www.businesswire.com/news/home/20260226876017/en/Proxima-Fusion-RWE-the-Free-State-of-Bavaria-and-Max-Planck-Institute-for-Plasma-Physics-Sign-Agreement-to-Build-the-Worlds-First-Commercial-Fusion-Power-Plant-in-Europe',
        'Business Wire: Proxima Fusion, RWE, Bavaria and IPP sign agreement (26 Feb 2026)',
      ),
    ],
  },
  {
    slug: 'proxima-alpha',
    display_name: 'Alpha',
    description_html:
      '<p>Alpha is the demonstration stellarator Proxima Fusion plans to build next to the Max Planck Institute for Plasma Physics in Garching, at a cost of about two billion euros under a February 2026 agreement with Bavaria, RWE and IPP. It is meant to operate in the 2030s and be the first stellarator to show net energy gain.</p>',
    concept_slug: 'stellarator',
    project_status: 'Planned',
    organization_slugs: ['proxima-fusion', 'max-planck-institute-for-plasma-physics'],
    country_code: 'DE',
    sources: [
      stored(
        'https://www.businesswire.com/news/home/20260226876017/en/Proxima-Fusion-RWE-the-Free-State-of-Bavaria-and-Max-Planck-Institute-for-Plasma-Physics-Sign-Agreement-to-Build-the-Worlds-First-Commercial-Fusion-Power-Plant-in-Europe',
        'Business Wire: Alpha to be built in Garching, operating in the 2030s (26 Feb 2026)',
      ),
      stored('https://tass.com/world/2092393', 'TASS: the Alpha demonstration reactor will cost €2 billion (26 Feb 2026)'),
      stored(
        'https://www.insuedthueringen.de/inhalt.energie-startschuss-fuer-zwei-milliarden-fusionsreaktor-in-bayern.7f4845c3-31cc-4841-8444-d3ddeb0cafba.html',
        'dpa via inSüdthüringen: two-billion-euro research reactor in Garching',
      ),
    ],
  },
  {
    slug: 'hl-3',
    display_name: 'HL-3',
    description_html:
      '<p>HL-3, first operated as HL-2M, is China’s largest copper-coil tokamak, run by the Southwestern Institute of Physics in Chengdu. It studies high-current, high-performance plasmas.</p>',
    concept_slug: 'tokamak',
    project_status: 'Operating',
    year_operations_started: 2020,
    organization_slugs: ['southwestern-institute-of-physics'],
    country_code: 'CN',
    sources: [known('https://en.wikipedia.org/wiki/HL-2M', 'Wikipedia: HL-2M')],
  },
  {
    slug: 'tcv',
    display_name: 'TCV',
    description_html:
      '<p>The Tokamak à Configuration Variable at EPFL in Lausanne can shape its plasma in unusually many ways. It was used in 2022 to demonstrate plasma control by a deep reinforcement learning system.</p>',
    concept_slug: 'tokamak',
    project_status: 'Operating',
    year_operations_started: 1992,
    organization_slugs: ['epfl-swiss-plasma-center', 'eurofusion'],
    country_code: 'CH',
    providers: [
      {
        supplier_slug: 'google-deepmind',
        product_categories: ['AI Plasma Control'],
        description: 'Reinforcement-learning controller for magnetic plasma shaping.',
        announcement_url: 'https://www.nature.com/articles/s41586-021-04301-9',
      },
    ],
    publications: [
      {
        title: 'Magnetic control of tokamak plasmas through deep reinforcement learning',
        publication_url: 'https://www.nature.com/articles/s41586-021-04301-9',
        publication_type: 'Journal article',
      },
    ],
    sources: [known('https://en.wikipedia.org/wiki/Tokamak_%C3%A0_configuration_variable', 'Wikipedia: Tokamak à configuration variable')],
  },
  {
    slug: 'asdex-upgrade',
    display_name: 'ASDEX Upgrade',
    description_html:
      '<p>ASDEX Upgrade in Garching is a mid-size tokamak with a tungsten wall. It explores exhaust and plasma scenarios for ITER and future power plants.</p>',
    concept_slug: 'tokamak',
    project_status: 'Operating',
    year_operations_started: 1991,
    organization_slugs: ['max-planck-institute-for-plasma-physics', 'eurofusion'],
    country_code: 'DE',
    sources: [known('https://en.wikipedia.org/wiki/ASDEX_Upgrade', 'Wikipedia: ASDEX Upgrade')],
  },
  {
    slug: 'z-machine',
    display_name: 'Z Pulsed Power Facility',
    description_html:
      '<p>The Z machine at Sandia National Laboratories is the world’s most powerful pulsed-power facility. Its huge current pulses drive magnetized liner inertial fusion experiments among many other studies.</p>',
    concept_slug: 'pulsed-power-inertial-fusion',
    project_status: 'Operating',
    year_operations_started: 1996,
    organization_slugs: ['sandia-national-laboratories', 'us-department-of-energy'],
    country_code: 'US',
    sources: [known('https://en.wikipedia.org/wiki/Z_Pulsed_Power_Facility', 'Wikipedia: Z Pulsed Power Facility')],
  },
  {
    slug: 'omega-laser',
    display_name: 'OMEGA Laser',
    description_html:
      '<p>OMEGA is a 60-beam ultraviolet laser at the University of Rochester. It is the main US facility for direct-drive inertial fusion experiments.</p>',
    concept_slug: 'inertial-confinement-laser',
    project_status: 'Operating',
    year_operations_started: 1995,
    organization_slugs: ['laboratory-for-laser-energetics', 'us-department-of-energy'],
    country_code: 'US',
    sources: [known('https://en.wikipedia.org/wiki/Laboratory_for_Laser_Energetics', 'Wikipedia: Laboratory for Laser Energetics')],
  },
  {
    slug: 'laser-megajoule',
    display_name: 'Laser Mégajoule',
    description_html:
      '<p>The Laser Mégajoule near Bordeaux is France’s large laser facility for inertial confinement experiments. It is comparable in scale to the National Ignition Facility.</p>',
    concept_slug: 'inertial-confinement-laser',
    project_status: 'Operating',
    year_operations_started: 2014,
    organization_slugs: ['cea'],
    country_code: 'FR',
    sources: [known('https://en.wikipedia.org/wiki/Laser_M%C3%A9gajoule', 'Wikipedia: Laser Mégajoule')],
  },
  {
    slug: 'levitated-dipole-experiment',
    display_name: 'Levitated Dipole Experiment',
    description_html:
      '<p>LDX was an MIT and Columbia University experiment that suspended a superconducting ring inside a vacuum chamber to confine plasma like a planetary magnetosphere. It showed that such a plasma can pinch itself toward the ring.</p>',
    concept_slug: 'levitated-dipole',
    project_status: 'Shut Down',
    organization_slugs: ['mit-plasma-science-and-fusion-center'],
    country_code: 'US',
    sources: [known('https://en.wikipedia.org/wiki/Levitated_Dipole_Experiment', 'Wikipedia: Levitated Dipole Experiment')],
  },
  {
    slug: 'wham',
    display_name: 'WHAM',
    description_html:
      '<p>The Wisconsin HTS Axisymmetric Mirror in Madison is a magnetic mirror experiment built with high-temperature superconducting magnets. It is a collaboration between the university, Realta Fusion and Commonwealth Fusion Systems, which supplied the magnets.</p>',
    concept_slug: 'magnetic-mirror',
    project_status: 'Operating',
    year_operations_started: 2024,
    organization_slugs: ['university-of-wisconsin-madison', 'realta-fusion', 'commonwealth-fusion-systems'],
    country_code: 'US',
    providers: [
      {
        supplier_slug: 'commonwealth-fusion-systems',
        product_categories: ['Superconducting Magnet Systems'],
        description: 'High-temperature superconducting mirror magnets.',
      },
    ],
    sources: [
      known('https://wippl.wisc.edu/wisconsin-hts-axisymmetric-mirror/', 'WiPPL: Wisconsin HTS Axisymmetric Mirror'),
      stored(
        'https://beeble.com/en/blog/the-era-of-boiling-water-to-make-power-is-finally-coming-to-an-end',
        'Realta draws electricity directly from plasma in WHAM',
      ),
    ],
  },
  {
    slug: 'step',
    display_name: 'STEP',
    description_html:
      '<p>The Spherical Tokamak for Energy Production is the UK’s prototype fusion power plant, to be built at the former West Burton A coal station in Nottinghamshire. First operations are targeted for 2040, and the government committed £2.5 billion over five years in 2025.</p>',
    concept_slug: 'spherical-tokamak',
    project_status: 'Planned',
    organization_slugs: ['uk-industrial-fusion-solutions', 'uk-atomic-energy-authority', 'department-for-energy-security-and-net-zero'],
    country_code: 'GB',
    announcement_url: 'https://www.gov.uk/government/news/25-billion-for-world-first-prototype-fusion-energy-plant',
    sources: [
      known('https://www.gov.uk/government/news/25-billion-for-world-first-prototype-fusion-energy-plant', 'gov.uk: page about STEP'),
    ],
  },
  {
    slug: 'tftr',
    display_name: 'Tokamak Fusion Test Reactor',
    description_html:
      '<p>TFTR at Princeton was one of the first tokamaks to run on deuterium-tritium fuel. It produced record fusion power in the 1990s before closing in 1997.</p>',
    concept_slug: 'tokamak',
    project_status: 'Shut Down',
    year_operations_started: 1982,
    year_operations_ended: 1997,
    organization_slugs: ['princeton-plasma-physics-laboratory'],
    country_code: 'US',
    sources: [known('https://en.wikipedia.org/wiki/Tokamak_Fusion_Test_Reactor', 'Wikipedia: Tokamak Fusion Test Reactor')],
  },
  {
    slug: 'alcator-c-mod',
    display_name: 'Alcator C-Mod',
    description_html:
      '<p>Alcator C-Mod was MIT’s compact high-field tokamak, which set a record plasma pressure in its last campaign. Its results underpin the high-field approach behind SPARC.</p>',
    concept_slug: 'tokamak',
    project_status: 'Shut Down',
    year_operations_ended: 2016,
    organization_slugs: ['mit-plasma-science-and-fusion-center'],
    country_code: 'US',
    sources: [known('https://en.wikipedia.org/wiki/Alcator_C-Mod', 'Wikipedia: Alcator C-Mod')],
  },
  {
    slug: 'eu-demo',
    display_name: 'EU DEMO',
    description_html:
      '<p>DEMO is the European design for a demonstration fusion power plant to follow ITER. EUROfusion coordinates the conceptual design work.</p>',
    concept_slug: 'tokamak',
    project_status: 'Planned',
    organization_slugs: ['eurofusion'],
    sources: [known('https://en.wikipedia.org/wiki/DEMOnstration_Power_Plant', 'Wikipedia: DEMOnstration Power Plant')],
  },
  {
    slug: 'lighthouse',
    display_name: 'Lighthouse',
    description_html:
      '<p>Lighthouse is the first demonstration system planned by Focused Energy, on the site of a decommissioned nuclear power plant operated by RWE in Germany. It is meant to show laser fusion at a high repetition rate.</p>',
    concept_slug: 'inertial-confinement-laser',
    project_status: 'Planned',
    organization_slugs: ['focused-energy'],
    country_code: 'DE',
    sources: [known('https://thenextweb.com/news/focused-energy-240m-laser-fusion-nif-rwe', 'The Next Web: Focused Energy raises $240M')],
  },
  {
    slug: 'eos',
    display_name: 'Eos',
    description_html:
      '<p>Eos is Thea Energy’s planned stellarator testbed. It is meant to prove the performance and manufacturability of planar HTS coil arrays before the Helios power plant.</p>',
    concept_slug: 'stellarator',
    project_status: 'Planned',
    organization_slugs: ['thea-energy'],
    country_code: 'US',
    sources: [
      known(
        'https://www.commercial-fusion.com/p/thea-energy-stands-out-among-latest-infuse-recipients',
        'Commercial Fusion: Thea Energy and its Eos device',
      ),
    ],
  },
];

/** A project with the newer sources found for its status (issue 23), after its own. */
const withNewerStatusSources = (project: SeedProject): SeedProject => {
  const newer = newerStatusSources[project.slug];
  return newer ? { ...project, sources: [...(project.sources ?? []), ...newer] } : project;
};

export const projects: SeedProject[] = [...landmarkProjects, ...industryProjects, ...researchDevices, ...moreDevices, ...datasetDevices]
  .map(withNewerStatusSources)
  .map(withFusionWorldData)
  .map(withSiteCoordinates);
