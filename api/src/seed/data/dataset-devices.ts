// Machines added so that the map (/map, issue 26 §4) shows more than 100 machines, as devices of
// issue 23: machines of the fusion-world dataset whose status a page confirms, and machines of the
// Lawson dataset (lawson/mapping.ts), mostly closed ones, that stood at a laboratory whose place we
// have. Each status and year rests on a page read in a stored copy on 2026-11-27 (readForMap,
// published_on where the page gives its date) or, for long-closed public machines, on what is
// publicly reported (cited, not read). A year no source gives is left out. Coordinates and
// parameters come from fusion-world.ts (the machine's own entry, or the entry of a machine at the
// same site) and site-coordinates.ts. Descriptions are original text.
import { device, host, none, wiki } from './more-devices';
import { known as cited, readForMap } from './sources';
import type { SeedOrganization, SeedProject } from './types';

/**
 * The Italian article on RFX, read in stored copies of earlier revisions on a mirror and cited at
 * Wikipedia itself: RFX at the CNR's Istituto Gas Ionizzati in Padua, ETA-BETA I before it.
 */
export const rfxItalianWikipedia = readForMap(
  'https://it.wikipedia.org/wiki/Reversed_Field_eXperiment',
  'Wikipedia (Italian): Reversed Field eXperiment, at the CNR’s Istituto Gas Ionizzati in Padua; ETA-BETA I active 1974–1978',
);

// Sources shared by several machines or by a machine and its host.
const S = {
  t11mIsla: readForMap(
    'https://news.myseldon.com/ru/news/index/319683282',
    'Seldon.News: TRINITI presents its T-11M liquid-lithium results at ISLA-2024 in Hefei',
  ),
  t11mLithium: readForMap(
    'https://journals.rcsi.science/1063-780X/article/view/186818',
    'Plasma Physics Reports: devices for diagnostics and lithium collection on the T-11M and T-10 tokamaks',
  ),
  smola2024: readForMap(
    'https://www.cambridge.org/core/journals/journal-of-plasma-physics/article/improved-axial-confinement-in-the-open-trap-by-the-combination-of-helical-and-short-mirrors/C1D436016CB47FC7705080EACC29836C',
    'Journal of Plasma Physics: improved axial confinement in the open trap SMOLA by helical and short mirrors',
    '2024-09-18',
  ),
  northIter: readForMap(
    'https://www.iter.org/newsline/-/3330',
    'ITER Newsline: A new tokamak in town (NORTH at DTU, first official plasma on 23 August 2019)',
  ),
  northDtu: readForMap(
    'https://www.fysik.dtu.dk/english/research-sections/ppfe/research-at-ppfe/north-tokamak-and-plasma-laboratory',
    'DTU Physics: NORTH Tokamak and Plasma Laboratory',
  ),
  relaxIcc: readForMap(
    'https://www.iccworkshops.org/icc2011/abstract.php?view=186',
    'ICC 2011 abstract: low-aspect-ratio RFP plasma properties in RELAX (R/a = 0.5 m/0.25 m)',
  ),
  // Read in a stored copy of a Wikipedia mirror; cited at Wikipedia itself.
  plt: readForMap(
    'https://en.wikipedia.org/wiki/Princeton_Large_Torus',
    'Wikipedia: Princeton Large Torus (PPPL, 1975–1986; preceded by the Symmetrical Tokamak, the converted Model C)',
  ),
  asdex: readForMap(
    'https://www.ipp.mpg.de/3870124/asdex',
    'IPP: ASDEX, operated in Garching from 1980 to 1990, continued in China as HL-2A',
  ),
  igiHistory: readForMap(
    'https://www.igi.cnr.it/?q=content/reversed-field-pinch-historical-review-3',
    'CNR Istituto Gas Ionizzati: Reversed Field Pinch historical review (3): ETA-BETA I (1974–78) and Culham’s HBTX-1',
  ),
  rfxIt: rfxItalianWikipedia,
  lanlMtf: readForMap(
    'https://fusionenergy.lanl.gov/Physics/Magnetized_Target_Fusion.htm',
    'Los Alamos National Laboratory: magnetized target fusion programme (FRX-L)',
  ),
  /** The Lawson dataset's paper, which lists each machine's result with its reference. */
  lawson2022: cited(
    'https://doi.org/10.1063/5.0083990',
    'Wurzel & Hsu (2022), Physics of Plasmas 29, 062103: the machines of the Lawson dataset',
  ),
};

export const datasetDeviceHosts: SeedOrganization[] = [
  host(
    'triniti',
    'Troitsk Institute for Innovation and Fusion Research',
    'Russian state research centre in Troitsk, Moscow, working on plasma physics and fusion, which operates the T-11M tokamak.',
    'RU',
    ['National Laboratory'],
    { acronym_name: 'TRINITI', city: 'Troitsk', sources: [S.t11mIsla, S.t11mLithium] },
  ),
  host(
    'technical-university-of-denmark',
    'Technical University of Denmark',
    'Danish university near Copenhagen whose plasma physics and fusion energy section runs NORTH, Scandinavia’s only tokamak.',
    'DK',
    ['University'],
    { acronym_name: 'DTU', city: 'Kongens Lyngby', website_url: 'https://www.dtu.dk', sources: [S.northDtu, S.northIter] },
  ),
  host(
    'kyoto-institute-of-technology',
    'Kyoto Institute of Technology',
    'Japanese national university in Kyoto whose electronics department built RELAX, a low-aspect-ratio reversed-field pinch.',
    'JP',
    ['University'],
    { city: 'Kyoto', sources: [S.relaxIcc] },
  ),
  host(
    'cnr-istituto-gas-ionizzati',
    'Istituto Gas Ionizzati (CNR)',
    'Institute of Italy’s National Research Council in Padua where the ETA-BETA pinch experiments were built and which hosted RFX.',
    'IT',
    ['National Laboratory'],
    { acronym_name: 'IGI', city: 'Padua', sources: [S.igiHistory, S.rfxIt] },
  ),
  host(
    'los-alamos-national-laboratory',
    'Los Alamos National Laboratory',
    'US Department of Energy national laboratory in New Mexico whose fusion work includes field-reversed configuration and magnetized target fusion experiments.',
    'US',
    ['National Laboratory'],
    { acronym_name: 'LANL', city: 'Los Alamos', region: 'New Mexico', website_url: 'https://www.lanl.gov', sources: [S.lanlMtf] },
  ),
];

/** Machines of the fusion-world dataset (their coordinates are fusion-world's). */
const fusionWorldMachines: SeedProject[] = [
  device(
    't-11m',
    'T-11M',
    'tokamak',
    'Operating',
    ['triniti'],
    'RU',
    none,
    'T-11M is a tokamak at TRINITI in Troitsk, Moscow, used to test lithium plasma-facing components, such as liquid-lithium limiters, for a steady-state tokamak or fusion neutron source. Its results were presented at the ISLA-2024 symposium on liquid metals in fusion devices.',
    [
      S.t11mIsla,
      S.t11mLithium,
      readForMap(
        'https://conferences.iaea.org/event/10/contributions/449/',
        'IAEA Fusion Energy Conference 2012: recent achievements of the T-11M lithium program',
        '2012-10-11',
      ),
    ],
  ),
  device(
    'ft-2',
    'FT-2',
    'tokamak',
    'Operating',
    ['ioffe-institute'],
    'RU',
    none,
    'FT-2 is a small, large-aspect-ratio tokamak at the Ioffe Institute in St Petersburg. It is used for lower-hybrid heating and current-drive experiments.',
    [
      readForMap(
        'https://journals.ioffe.ru/articles/56064',
        'Ioffe Institute journals: lower-hybrid frequency range wave emission in the ohmic discharge of the FT-2 tokamak',
      ),
    ],
  ),
  device(
    'tuman-3m',
    'TUMAN-3M',
    'tokamak',
    'Operating',
    ['ioffe-institute'],
    'RU',
    none,
    'TUMAN-3M is a compact tokamak at the Ioffe Institute in St Petersburg, with a major radius of 0.5 m, a 1 T field and up to 180 kA of plasma current. It is used to study Alfvén waves and ion cyclotron emission from fast ions during neutral-beam heating.',
    [
      readForMap(
        'https://link.springer.com/article/10.1134/S1063785021020176',
        'Technical Physics Letters (2021): polarization of Alfvén oscillations in the TUMAN-3M tokamak',
      ),
      readForMap(
        'https://m.mathnet.ru/pjtf5637',
        'Pisma v ZhTF: ion cyclotron emission in the TUMAN-3M tokamak (R0 = 0.5 m, BT = 1 T, Ip ≤ 180 kA)',
      ),
    ],
  ),
  device(
    'gol-nb',
    'GOL-NB',
    'magnetic-mirror',
    'Operating',
    ['budker-institute-of-nuclear-physics'],
    'RU',
    none,
    'GOL-NB is an axisymmetric multiple-mirror trap at the Budker Institute in Novosibirsk, into which fast hydrogen atoms are injected. In 2023 its team reported that biasing electrodes inside the chamber improved the trapping of the injected atoms and lengthened plasma decay.',
    [
      readForMap(
        'https://journals.rcsi.science/0367-2921/issue/view/14475',
        'Fizika Plazmy 49(11) (2023): control of plasma potential in the GOL-NB axisymmetric multiple-mirror trap',
      ),
    ],
  ),
  device(
    'smola',
    'SMOLA',
    'magnetic-mirror',
    'Operating',
    ['budker-institute-of-nuclear-physics'],
    'RU',
    none,
    'SMOLA is a linear device at the Budker Institute in Novosibirsk, the first with a helical mirror section, built to test whether a helical field acting on a rotating plasma can hold back the axial losses of an open trap. Experiments reported in 2024 combined the helical section with a short, stronger mirror.',
    [
      S.smola2024,
      readForMap(
        'https://www.cambridge.org/core/journals/journal-of-plasma-physics/article/plasma-flow-suppression-by-the-linear-helical-mirror-system/2747E18EF37D4BD65C692B9E9E57B34D',
        'Journal of Plasma Physics: plasma flow suppression by the linear helical mirror system (SMOLA)',
        '2022-01-14',
      ),
    ],
  ),
  device(
    'north',
    'NORTH',
    'spherical-tokamak',
    'Operating',
    ['technical-university-of-denmark', 'tokamak-energy'],
    'DK',
    [2019, null],
    'NORTH is a small spherical tokamak at the Technical University of Denmark near Copenhagen, on permanent loan from Tokamak Energy, whose ST25 prototype it was. It made its first official plasma at its inauguration on 23 August 2019 and serves student projects on waves, turbulence and diagnostics.',
    [
      S.northIter,
      S.northDtu,
      readForMap('https://www.euro-fusion.org/index.php?id=392', 'EUROfusion: highlights from 2019 (NORTH inaugurated at DTU)'),
    ],
  ),
  device(
    'relax',
    'RELAX',
    'reversed-field-pinch',
    'Operating',
    ['kyoto-institute-of-technology'],
    'JP',
    none,
    'RELAX is a reversed-field pinch with a low aspect ratio (major radius 0.5 m, minor radius 0.25 m) at the Kyoto Institute of Technology, built to explore what a low aspect ratio brings to the configuration. A 2017 study with Consorzio RFX compared theory with its helical states.',
    [
      S.relaxIcc,
      readForMap(
        'https://eventi.cnism.it/fismat2017/submission/view/1941',
        'FisMat 2017 abstract: relaxation models for single-helicity RFP plasmas at low aspect ratio, tested on RELAX',
      ),
    ],
  ),
];

/** Machines of the Lawson dataset (lawson/mapping.ts maps their points to them). */
const lawsonMachines: SeedProject[] = [
  device(
    'nstx',
    'NSTX',
    'spherical-tokamak',
    'Shut Down',
    ['princeton-plasma-physics-laboratory'],
    'US',
    [1999, null],
    'NSTX, the National Spherical Torus Experiment, was PPPL’s spherical tokamak in Princeton, which made its first plasma in 1999. It was rebuilt in place as NSTX-U, listed separately.',
    [wiki('National_Spherical_Torus_Experiment', 'National Spherical Torus Experiment')],
  ),
  device(
    'plt',
    'Princeton Large Torus',
    'tokamak',
    'Shut Down',
    ['princeton-plasma-physics-laboratory'],
    'US',
    [1975, 1986],
    'The Princeton Large Torus was one of the first large tokamaks, built at PPPL to test whether confinement improves with size and later used for plasma heating experiments. It ran from 1975 to 1986 and was followed by TFTR.',
    [S.plt],
  ),
  device(
    'model-c',
    'Model C stellarator',
    'stellarator',
    'Shut Down',
    ['princeton-plasma-physics-laboratory'],
    'US',
    none,
    'The Model C was one of Princeton’s early stellarators. After the Soviet tokamak results of 1968, PPPL converted it into a tokamak, the Symmetrical Tokamak.',
    [S.plt, wiki('Stellarator', 'Stellarator')],
  ),
  device(
    'symmetrical-tokamak',
    'Symmetrical Tokamak',
    'tokamak',
    'Shut Down',
    ['princeton-plasma-physics-laboratory'],
    'US',
    none,
    'The Symmetrical Tokamak (ST) was PPPL’s Model C stellarator rebuilt as a tokamak, which confirmed the Soviet tokamak results. The Princeton Large Torus followed it.',
    [S.plt],
  ),
  device(
    'start',
    'START',
    'spherical-tokamak',
    'Shut Down',
    ['uk-atomic-energy-authority'],
    'GB',
    [null, 1998],
    'START, the Small Tight Aspect Ratio Tokamak, was the first full-sized spherical tokamak, built at Culham largely from parts already at hand. It reached a record plasma beta with neutral-beam heating; its experiments ended in March 1998 and MAST succeeded it.',
    [
      // Read in stored copies of Wikipedia mirrors (scientificlib, a 2024 offline copy); cited at Wikipedia itself.
      readForMap(
        'https://en.wikipedia.org/wiki/Small_Tight_Aspect_Ratio_Tokamak',
        'Wikipedia: Small Tight Aspect Ratio Tokamak (Culham, finished in March 1998, moved to ENEA Frascati)',
      ),
    ],
  ),
  device(
    'asdex',
    'ASDEX',
    'tokamak',
    'Shut Down',
    ['max-planck-institute-for-plasma-physics'],
    'DE',
    [1980, 1990],
    'ASDEX, the Axially Symmetric Divertor Experiment, was IPP’s divertor tokamak in Garching from 1980 to 1990, on which the high-confinement mode (H-mode) was discovered in 1982. Given to China in 1995, it has run since 2002 at the Southwestern Institute of Physics as HL-2A, listed separately.',
    [
      S.asdex,
      readForMap(
        'https://www.ipp.mpg.de/ippcms/de/presse/archiv/06_95_pi?c=630421',
        'IPP press release: ASDEX, run in Garching from 1980 to 1990, is given to China',
        '1995-11-13',
      ),
    ],
  ),
  device(
    'pulsator',
    'Pulsator',
    'tokamak',
    'Shut Down',
    ['max-planck-institute-for-plasma-physics'],
    'DE',
    none,
    'Pulsator was the IPP tokamak in Garching that preceded ASDEX. Its plasma was bounded by a material limiter, which ASDEX replaced with a divertor.',
    [S.asdex],
  ),
  device(
    'wendelstein-7-a',
    'Wendelstein 7-A',
    'stellarator',
    'Shut Down',
    ['max-planck-institute-for-plasma-physics'],
    'DE',
    none,
    'Wendelstein 7-A was an IPP stellarator in Garching. Its experiments around 1980 showed that a stellarator can confine a hot plasma without a net plasma current, a line Wendelstein 7-AS and 7-X continued.',
    [S.lawson2022],
  ),
  device(
    't-3',
    'T-3',
    'tokamak',
    'Shut Down',
    ['kurchatov-institute'],
    'RU',
    none,
    'T-3 was a tokamak at the Kurchatov Institute in Moscow. Its high electron temperatures, confirmed in 1969 by a British team using laser scattering, made the tokamak the leading line of magnetic fusion research.',
    [wiki('Tokamak', 'Tokamak')],
  ),
  device(
    'nova-laser',
    'Nova laser',
    'inertial-confinement-laser',
    'Shut Down',
    ['lawrence-livermore-national-laboratory'],
    'US',
    [1984, 1999],
    'Nova was LLNL’s ten-beam laser for inertial confinement fusion research and the predecessor of the National Ignition Facility. It operated from 1984 to 1999.',
    [wiki('Nova_(laser)', 'Nova (laser)')],
  ),
  device(
    'tmx-u',
    'TMX-U',
    'magnetic-mirror',
    'Shut Down',
    ['lawrence-livermore-national-laboratory'],
    'US',
    none,
    'TMX-U, the upgraded Tandem Mirror Experiment, was a tandem mirror at LLNL in the 1980s. It tested end plugs with thermal barriers for confining the plasma of its central cell.',
    [wiki('Magnetic_mirror', 'Magnetic mirror')],
  ),
  device(
    'alcator-a',
    'Alcator A',
    'tokamak',
    'Shut Down',
    ['massachusetts-institute-of-technology'],
    'US',
    none,
    'Alcator A was MIT’s first compact high-field tokamak. It started the Alcator line that ended with Alcator C-Mod.',
    [wiki('Alcator_C-Mod', 'Alcator C-Mod')],
  ),
  device(
    'alcator-c',
    'Alcator C',
    'tokamak',
    'Shut Down',
    ['massachusetts-institute-of-technology'],
    'US',
    none,
    'Alcator C was MIT’s second high-field tokamak, between Alcator A and Alcator C-Mod. It was known for dense plasmas with good confinement.',
    [wiki('Alcator_C-Mod', 'Alcator C-Mod')],
  ),
  device(
    'eta-beta-i',
    'ETA-BETA I',
    'reversed-field-pinch',
    'Shut Down',
    ['cnr-istituto-gas-ionizzati'],
    'IT',
    [1974, 1978],
    'ETA-BETA I was the first toroidal pinch experiment of the Padua fusion group, at the CNR’s Centro di Studi sui Gas Ionizzati, with Euratom support. Active from 1974 to 1978, it studied the stabilized pinch, the configuration later called the reversed-field pinch.',
    [S.igiHistory, S.rfxIt],
  ),
  device(
    'eta-beta-ii',
    'ETA-BETA II',
    'reversed-field-pinch',
    'Shut Down',
    ['cnr-istituto-gas-ionizzati'],
    'IT',
    none,
    'ETA-BETA II was the second reversed-field pinch of the Padua fusion group. It followed ETA-BETA I and preceded RFX.',
    [S.lawson2022, wiki('Reversed_field_pinch', 'Reversed field pinch')],
  ),
  device(
    'zeta',
    'ZETA',
    'z-pinch',
    'Shut Down',
    ['uk-atomic-energy-authority'],
    'GB',
    [1957, null],
    'ZETA, the Zero Energy Thermonuclear Assembly, was the first large fusion machine, a toroidal pinch built at the Atomic Energy Research Establishment at Harwell. It went into operation in August 1957; its neutrons, first announced as fusion, were later traced to instabilities.',
    [
      // Read in stored copies of Wikipedia mirrors (HandWiki, an IPFS copy); cited at Wikipedia itself.
      readForMap(
        'https://en.wikipedia.org/wiki/ZETA_(fusion_reactor)',
        'Wikipedia: ZETA (fusion reactor), at Harwell, in operation from August 1957',
      ),
    ],
  ),
  device(
    'zt-40m',
    'ZT-40M',
    'reversed-field-pinch',
    'Shut Down',
    ['los-alamos-national-laboratory'],
    'US',
    none,
    'ZT-40M was a reversed-field pinch at Los Alamos National Laboratory. Its results of the 1980s are among the reversed-field pinch points of the Lawson dataset.',
    [S.lawson2022],
  ),
];

/** Other closed machines at those laboratories. */
const otherClosedMachines: SeedProject[] = [
  device(
    'atc',
    'Adiabatic Toroidal Compressor',
    'tokamak',
    'Shut Down',
    ['princeton-plasma-physics-laboratory'],
    'US',
    none,
    'The Adiabatic Toroidal Compressor was an early tokamak at PPPL. It heated its plasma by compressing it with a rising magnetic field.',
    [S.plt, wiki('Adiabatic_Toroidal_Compressor', 'Adiabatic Toroidal Compressor')],
  ),
  device(
    'hbtx-1',
    'HBTX-1',
    'reversed-field-pinch',
    'Shut Down',
    ['uk-atomic-energy-authority'],
    'GB',
    none,
    'HBTX-1 was a pinch experiment at Culham Laboratory. It was built in the 1970s, at the same time as Padua’s ETA-BETA I, to study the same stabilized-pinch configuration.',
    [S.igiHistory],
  ),
  device(
    'shiva-laser',
    'Shiva laser',
    'inertial-confinement-laser',
    'Shut Down',
    ['lawrence-livermore-national-laboratory'],
    'US',
    none,
    'Shiva was a twenty-beam infrared laser for inertial confinement fusion research at LLNL. It was dismantled to make way for the Nova laser.',
    [wiki('Shiva_laser', 'Shiva laser')],
  ),
  device(
    'novette-laser',
    'Novette laser',
    'inertial-confinement-laser',
    'Shut Down',
    ['lawrence-livermore-national-laboratory'],
    'US',
    none,
    'Novette was a laser at LLNL. It was built as a test bed for the design of the Nova laser.',
    [wiki('Novette_laser', 'Novette laser')],
  ),
  device(
    'argus-laser',
    'Argus laser',
    'inertial-confinement-laser',
    'Shut Down',
    ['lawrence-livermore-national-laboratory'],
    'US',
    none,
    'Argus was a two-beam laser at LLNL for inertial confinement fusion experiments. It came before the Shiva laser, in the 1970s.',
    [wiki('Argus_laser', 'Argus laser')],
  ),
  device(
    'frascati-tokamak',
    'Frascati Tokamak',
    'tokamak',
    'Shut Down',
    ['enea'],
    'IT',
    none,
    'The Frascati Tokamak (FT) was a high-field tokamak at the Frascati research centre near Rome. The Frascati Tokamak Upgrade succeeded it.',
    [wiki('Frascati_Tokamak_Upgrade', 'Frascati Tokamak Upgrade')],
  ),
];

export const datasetDevices: SeedProject[] = [...fusionWorldMachines, ...lawsonMachines, ...otherClosedMachines];
