// Public research machines added for issue 11, with their host institutions. The list starts
// from the MIT-licensed fusion-world dataset (device, place, configuration, website) and adds
// status and years only where they are well documented; a year no source confirmed is left out.
// Descriptions are original text.
import { FUSION_WORLD } from './industry';
import { known } from './sources';
import type { SeedOrganization, SeedProject, SeedProjectStatus, SeedSource } from './types';

const wiki = (article: string, title: string) => known(`https://en.wikipedia.org/wiki/${article}`, `Wikipedia: ${title}`);

type Tag = SeedOrganization['tags'][number];
const host = (
  slug: string,
  display_name: string,
  description: string,
  country_code: string,
  tags: Tag[],
  extra: Partial<SeedOrganization> & { sources: SeedSource[] },
): SeedOrganization => ({ slug, display_name, description, country_code, tags, ...extra });

export const researchHosts: SeedOrganization[] = [
  host('national-institute-for-fusion-science', 'National Institute for Fusion Science', 'Japanese inter-university institute in Toki that operates the Large Helical Device.', 'JP', ['National Laboratory'], {
    acronym_name: 'NIFS', city: 'Toki', region: 'Gifu', website_url: 'https://www.nifs.ac.jp', sources: [FUSION_WORLD, wiki('Large_Helical_Device', 'Large Helical Device')],
  }),
  host('kyoto-university', 'Kyoto University', 'Japanese research university whose Institute of Advanced Energy operates the Heliotron J stellarator.', 'JP', ['University'], {
    city: 'Kyoto', website_url: 'https://www.kyoto-u.ac.jp', sources: [FUSION_WORLD, wiki('Kyoto_University', 'Kyoto University')],
  }),
  host('kyushu-university', 'Kyushu University', 'Japanese university that operates the QUEST spherical tokamak.', 'JP', ['University'], {
    city: 'Fukuoka', website_url: 'https://www.kyushu-u.ac.jp', sources: [FUSION_WORLD, wiki('Kyushu_University', 'Kyushu University')],
  }),
  host('university-of-tokyo', 'University of Tokyo', 'Japanese university whose plasma groups operate the TST-2 spherical tokamak.', 'JP', ['University'], {
    city: 'Tokyo', website_url: 'https://www.u-tokyo.ac.jp', sources: [FUSION_WORLD, wiki('University_of_Tokyo', 'University of Tokyo')],
  }),
  host('osaka-university-institute-of-laser-engineering', 'Institute of Laser Engineering, Osaka University', 'Osaka University laboratory for high-power lasers and laser fusion that operates GEKKO XII and LFEX.', 'JP', ['University Department'], {
    acronym_name: 'ILE', city: 'Suita', region: 'Osaka', website_url: 'https://www.ile.osaka-u.ac.jp', sources: [FUSION_WORLD, wiki('Gekko_XII', 'Gekko XII')],
  }),
  host('institute-for-plasma-research', 'Institute for Plasma Research', 'Indian national institute near Gandhinagar that operates the ADITYA-U tokamak and leads India’s ITER work.', 'IN', ['National Laboratory'], {
    acronym_name: 'IPR', city: 'Gandhinagar', region: 'Gujarat', website_url: 'https://www.ipr.res.in', sources: [FUSION_WORLD, wiki('Institute_for_Plasma_Research', 'Institute for Plasma Research')],
  }),
  host('ciemat', 'CIEMAT', 'Spanish public research centre for energy and environment whose national fusion laboratory operates the TJ-II stellarator in Madrid.', 'ES', ['National Laboratory'], {
    city: 'Madrid', website_url: 'https://www.ciemat.es', sources: [FUSION_WORLD, wiki('TJ-II', 'TJ-II')],
  }),
  host('ipp-prague', 'Institute of Plasma Physics of the Czech Academy of Sciences', 'Czech research institute in Prague that operated COMPASS and is building COMPASS Upgrade.', 'CZ', ['National Laboratory'], {
    acronym_name: 'IPP Prague', city: 'Prague', website_url: 'https://www.ipp.cas.cz', sources: [FUSION_WORLD, wiki('COMPASS_tokamak', 'COMPASS tokamak')],
  }),
  host('czech-technical-university', 'Czech Technical University in Prague', 'Czech university that runs GOLEM, a small tokamak used for teaching, including remotely.', 'CZ', ['University'], {
    acronym_name: 'CTU', city: 'Prague', website_url: 'https://www.cvut.cz', sources: [FUSION_WORLD, wiki('GOLEM_(tokamak)', 'GOLEM tokamak')],
  }),
  host('enea', 'ENEA', 'Italian national agency for new technologies, energy and sustainable development; its Frascati centre hosted FTU and is building the Divertor Tokamak Test facility.', 'IT', ['Government Agency', 'National Laboratory'], {
    city: 'Frascati', website_url: 'https://www.enea.it', sources: [FUSION_WORLD, wiki('Divertor_Tokamak_Test_facility', 'Divertor Tokamak Test facility')],
  }),
  host('consorzio-rfx', 'Consorzio RFX', 'Italian research consortium in Padua that operates the RFX reversed-field pinch and hosts the ITER neutral beam test facility.', 'IT', ['Consortium'], {
    city: 'Padua', website_url: 'https://www.igi.cnr.it', sources: [FUSION_WORLD, wiki('Reversed_field_pinch', 'Reversed field pinch')],
  }),
  host('instituto-superior-tecnico', 'Instituto Superior Técnico', 'Engineering school of the University of Lisbon whose plasma institute operates the ISTTOK tokamak.', 'PT', ['University'], {
    acronym_name: 'IST', city: 'Lisbon', website_url: 'https://tecnico.ulisboa.pt', sources: [FUSION_WORLD],
  }),
  host('university-of-seville', 'University of Seville', 'Spanish university whose plasma science laboratory built the SMART spherical tokamak.', 'ES', ['University'], {
    city: 'Seville', website_url: 'https://www.us.es', sources: [FUSION_WORLD, wiki('SMART_(tokamak)', 'SMART tokamak')],
  }),
  host('columbia-university', 'Columbia University', 'New York university whose plasma laboratory operates the HBT-EP tokamak.', 'US', ['University'], {
    city: 'New York', region: 'New York', website_url: 'https://www.columbia.edu', sources: [FUSION_WORLD],
  }),
  host('kurchatov-institute', 'Kurchatov Institute', 'Russian national research centre in Moscow where the tokamak was invented; it operates T-15MD.', 'RU', ['National Laboratory'], {
    city: 'Moscow', website_url: 'https://www.nrcki.ru', sources: [FUSION_WORLD, wiki('T-15_(reactor)', 'T-15')],
  }),
  host('ioffe-institute', 'Ioffe Institute', 'Russian physics institute in Saint Petersburg that operates the Globus-M2 spherical tokamak.', 'RU', ['National Laboratory'], {
    city: 'Saint Petersburg', website_url: 'https://www.ioffe.ru', sources: [FUSION_WORLD, wiki('Ioffe_Institute', 'Ioffe Institute')],
  }),
  host('university-of-sao-paulo', 'University of São Paulo', 'Brazilian university whose Institute of Physics operates the TCABR tokamak.', 'BR', ['University'], {
    acronym_name: 'USP', city: 'São Paulo', website_url: 'https://www5.usp.br', sources: [FUSION_WORLD],
  }),
  host('university-of-saskatchewan', 'University of Saskatchewan', 'Canadian university that operates the STOR-M tokamak.', 'CA', ['University'], {
    city: 'Saskatoon', region: 'Saskatchewan', website_url: 'https://www.usask.ca', sources: [FUSION_WORLD],
  }),
  host('costa-rica-institute-of-technology', 'Costa Rica Institute of Technology', 'Costa Rican public university in Cartago whose plasma laboratory built SCR-1, the first stellarator in Latin America.', 'CR', ['University'], {
    acronym_name: 'TEC', city: 'Cartago', website_url: 'https://www.tec.ac.cr', sources: [FUSION_WORLD, wiki('SCR-1', 'SCR-1')],
  }),
  host('seoul-national-university', 'Seoul National University', 'Korean university that operates the VEST spherical tokamak.', 'KR', ['University'], {
    acronym_name: 'SNU', city: 'Seoul', website_url: 'https://www.snu.ac.kr', sources: [FUSION_WORLD],
  }),
];

const device = (
  slug: string,
  display_name: string,
  concept_slug: string,
  project_status: SeedProjectStatus,
  organization_slugs: string[],
  country_code: string,
  years: [number | null, number | null],
  text: string,
  sources: SeedSource[],
): SeedProject => ({
  slug,
  display_name,
  description_html: `<p>${text}</p>`,
  concept_slug,
  project_status,
  year_operations_started: years[0],
  year_operations_ended: years[1],
  organization_slugs,
  country_code,
  sources,
});

const none: [null, null] = [null, null];

export const researchDevices: SeedProject[] = [
  device('lhd', 'Large Helical Device', 'stellarator', 'Operating', ['national-institute-for-fusion-science'], 'JP', [1998, null],
    'The Large Helical Device is a superconducting heliotron, a stellarator-type machine, at NIFS in Toki. It has run since 1998 and is one of the largest stellarators in the world.',
    [FUSION_WORLD, wiki('Large_Helical_Device', 'Large Helical Device')]),
  device('heliotron-j', 'Heliotron J', 'stellarator', 'Operating', ['kyoto-university'], 'JP', none,
    'Heliotron J is a helical-axis heliotron at Kyoto University. It studies how the magnetic configuration affects confinement.',
    [FUSION_WORLD]),
  device('tj-ii', 'TJ-II', 'stellarator', 'Operating', ['ciemat'], 'ES', [1997, null],
    'TJ-II is a flexible heliac stellarator at CIEMAT in Madrid. It has operated since 1997.',
    [FUSION_WORLD, wiki('TJ-II', 'TJ-II')]),
  device('hsx', 'Helically Symmetric Experiment', 'stellarator', 'Operating', ['university-of-wisconsin-madison'], 'US', [1999, null],
    'HSX at the University of Wisconsin–Madison was the first quasi-helically symmetric stellarator. It tests how symmetry in the magnetic field reduces losses.',
    [FUSION_WORLD, wiki('Helically_Symmetric_Experiment', 'Helically Symmetric Experiment')]),
  device('scr-1', 'SCR-1', 'stellarator', 'Operating', ['costa-rica-institute-of-technology'], 'CR', [2016, null],
    'SCR-1 is a small modular stellarator at the Costa Rica Institute of Technology in Cartago. It made its first plasma in 2016.',
    [FUSION_WORLD, wiki('SCR-1', 'SCR-1')]),
  device('quest', 'QUEST', 'spherical-tokamak', 'Operating', ['kyushu-university'], 'JP', none,
    'QUEST is a spherical tokamak at Kyushu University. It studies steady-state operation with radio-frequency current drive.',
    [FUSION_WORLD]),
  device('tst-2', 'TST-2', 'spherical-tokamak', 'Operating', ['university-of-tokyo'], 'JP', none,
    'TST-2 is a spherical tokamak at the University of Tokyo. It is used to study plasma start-up without a central solenoid.',
    [FUSION_WORLD]),
  device('gekko-xii', 'GEKKO XII', 'inertial-confinement-laser', 'Operating', ['osaka-university-institute-of-laser-engineering'], 'JP', [1983, null],
    'GEKKO XII is a twelve-beam high-power laser at the Institute of Laser Engineering in Osaka. It has been used for inertial fusion and high-energy-density research since 1983.',
    [FUSION_WORLD, wiki('Gekko_XII', 'Gekko XII')]),
  device('lfex', 'LFEX', 'inertial-confinement-laser', 'Operating', ['osaka-university-institute-of-laser-engineering'], 'JP', none,
    'LFEX is a petawatt-class short-pulse laser at Osaka University’s Institute of Laser Engineering. It is used with GEKKO XII for fast-ignition experiments.',
    [FUSION_WORLD]),
  device('aditya-u', 'ADITYA-U', 'tokamak', 'Operating', ['institute-for-plasma-research'], 'IN', none,
    'ADITYA-U is the upgraded ADITYA tokamak at the Institute for Plasma Research near Gandhinagar. It studies plasma shaping and disruption control.',
    [FUSION_WORLD, wiki('ADITYA_(tokamak)', 'ADITYA tokamak')]),
  device('compass', 'COMPASS', 'tokamak', 'Shut Down', ['ipp-prague'], 'CZ', [2008, 2021],
    'COMPASS was a compact tokamak with an ITER-like plasma shape, moved from Culham to Prague where it ran from 2008. It was shut down in 2021 to make room for COMPASS Upgrade.',
    [FUSION_WORLD, wiki('COMPASS_tokamak', 'COMPASS tokamak')]),
  device('compass-upgrade', 'COMPASS Upgrade', 'tokamak', 'Under Construction', ['ipp-prague'], 'CZ', none,
    'COMPASS Upgrade is a compact, high-field tokamak being built in Prague. It is designed to study plasma exhaust at conditions close to those of future reactors.',
    [FUSION_WORLD, wiki('COMPASS_tokamak', 'COMPASS tokamak')]),
  device('golem', 'GOLEM', 'tokamak', 'Operating', ['czech-technical-university'], 'CZ', none,
    'GOLEM is a small tokamak at the Czech Technical University in Prague. Students around the world can operate it remotely for training.',
    [FUSION_WORLD, wiki('GOLEM_(tokamak)', 'GOLEM tokamak')]),
  device('dtt', 'Divertor Tokamak Test facility', 'tokamak', 'Under Construction', ['enea', 'eurofusion'], 'IT', none,
    'DTT is a superconducting tokamak under construction at ENEA Frascati. It will test solutions for exhausting heat and particles in future power plants.',
    [FUSION_WORLD, wiki('Divertor_Tokamak_Test_facility', 'Divertor Tokamak Test facility')]),
  device('ftu', 'Frascati Tokamak Upgrade', 'tokamak', 'Shut Down', ['enea'], 'IT', [1990, 2019],
    'FTU was a compact high-field tokamak at ENEA Frascati. It operated from 1990 to 2019.',
    [FUSION_WORLD, wiki('Frascati_Tokamak_Upgrade', 'Frascati Tokamak Upgrade')]),
  device('rfx-mod', 'RFX-mod', 'reversed-field-pinch', 'Upgrading / Maintenance', ['consorzio-rfx'], 'IT', none,
    'RFX-mod is the reversed-field pinch of Consorzio RFX in Padua, the largest of its kind. It is being rebuilt as RFX-mod2.',
    [FUSION_WORLD, wiki('Reversed_field_pinch', 'Reversed field pinch')]),
  device('mst', 'Madison Symmetric Torus', 'reversed-field-pinch', 'Operating', ['university-of-wisconsin-madison'], 'US', [1988, null],
    'The Madison Symmetric Torus is a reversed-field pinch at the University of Wisconsin–Madison. It studies magnetic self-organisation in plasmas.',
    [FUSION_WORLD, wiki('Madison_Symmetric_Torus', 'Madison Symmetric Torus')]),
  device('isttok', 'ISTTOK', 'tokamak', 'Operating', ['instituto-superior-tecnico'], 'PT', none,
    'ISTTOK is a small tokamak at Instituto Superior Técnico in Lisbon. It is used for diagnostics development and training.',
    [FUSION_WORLD]),
  device('smart', 'SMART', 'spherical-tokamak', 'Operating', ['university-of-seville'], 'ES', [2024, null],
    'SMART is a compact spherical tokamak at the University of Seville that can run with positive and negative triangularity. It produced its first plasma in 2024.',
    [FUSION_WORLD, wiki('SMART_(tokamak)', 'SMART tokamak')]),
  device('pegasus-iii', 'Pegasus-III', 'spherical-tokamak', 'Operating', ['university-of-wisconsin-madison'], 'US', none,
    'Pegasus-III is a spherical tokamak at the University of Wisconsin–Madison. It studies starting plasmas without a central solenoid.',
    [FUSION_WORLD]),
  device('ltx-beta', 'LTX-β', 'tokamak', 'Operating', ['princeton-plasma-physics-laboratory'], 'US', none,
    'The Lithium Tokamak Experiment-β at PPPL studies lithium-coated walls. Such walls can improve confinement by absorbing escaping particles.',
    [FUSION_WORLD]),
  device('hbt-ep', 'HBT-EP', 'tokamak', 'Operating', ['columbia-university'], 'US', none,
    'HBT-EP is a tokamak at Columbia University. It studies the active control of magnetohydrodynamic instabilities.',
    [FUSION_WORLD]),
  device('t-15md', 'T-15MD', 'tokamak', 'Operating', ['kurchatov-institute'], 'RU', [2021, null],
    'T-15MD is a modernised tokamak at the Kurchatov Institute in Moscow. It was launched in 2021.',
    [FUSION_WORLD, wiki('T-15_(reactor)', 'T-15')]),
  device('globus-m2', 'Globus-M2', 'spherical-tokamak', 'Operating', ['ioffe-institute'], 'RU', none,
    'Globus-M2 is a compact spherical tokamak at the Ioffe Institute in Saint Petersburg. It is an upgrade of Globus-M with a stronger magnetic field.',
    [FUSION_WORLD]),
  device('tcabr', 'TCABR', 'tokamak', 'Operating', ['university-of-sao-paulo'], 'BR', none,
    'TCABR is a tokamak at the University of São Paulo. It is Brazil’s main tokamak for plasma physics research.',
    [FUSION_WORLD]),
  device('stor-m', 'STOR-M', 'tokamak', 'Operating', ['university-of-saskatchewan'], 'CA', none,
    'STOR-M is a small tokamak at the University of Saskatchewan. It has been used to study compact torus injection and plasma fuelling.',
    [FUSION_WORLD]),
  device('vest', 'VEST', 'spherical-tokamak', 'Operating', ['seoul-national-university'], 'KR', none,
    'VEST, the Versatile Experiment Spherical Torus, is a spherical tokamak at Seoul National University. It is used for start-up and confinement studies.',
    [FUSION_WORLD]),
  device('best', 'BEST', 'tokamak', 'Under Construction', ['asipp'], 'CN', none,
    'BEST, the Burning plasma Experimental Superconducting Tokamak, is being built in Hefei. It is meant to study burning deuterium-tritium plasmas.',
    [known('https://english.cas.cn', 'Chinese Academy of Sciences website (BEST in Hefei)')]),
  device('cfetr', 'CFETR', 'tokamak', 'Planned', ['asipp'], 'CN', none,
    'The China Fusion Engineering Test Reactor is a planned Chinese tokamak to bridge ITER and a demonstration power plant. It would test tritium breeding and long-pulse operation.',
    [wiki('China_Fusion_Engineering_Test_Reactor', 'China Fusion Engineering Test Reactor')]),
  device('k-demo', 'K-DEMO', 'tokamak', 'Planned', ['korea-institute-of-fusion-energy'], 'KR', none,
    'K-DEMO is South Korea’s planned demonstration fusion power plant. It would follow KSTAR and ITER in the national program.',
    [wiki('K-DEMO', 'K-DEMO')]),
  device('ja-demo', 'JA DEMO', 'tokamak', 'Planned', ['qst'], 'JP', none,
    'JA DEMO is the Japanese design of a demonstration fusion power plant. It is being developed by QST with Japanese industry.',
    [known('https://www.qst.go.jp', 'QST website')]),
];
