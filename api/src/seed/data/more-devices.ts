// Devices added for issue 23 (item 4): the public machines and company prototypes that the
// audit of 26 Nov 2026 (§2b) found missing, with their host institutions. Each status and year
// rests on a page read in a stored copy on READ_ON (published_on where the page gives its date),
// or, for long-closed public machines, on what is publicly reported (cited, not read). A year or
// status no source confirmed is left out; the devices of the audit's list left out entirely are
// listed in api/docs/data.md ("Devices"). Coordinates and parameters come from fusion-world.ts.
// Descriptions are original text.
import { known as cited, read, readLastPass } from './sources';
import type { SeedOrganization, SeedProject, SeedProjectStatus, SeedSource } from './types';

/** A Wikipedia article, cited (not read). */
export const wiki = (article: string, title: string) => cited(`https://en.wikipedia.org/wiki/${article}`, `Wikipedia: ${title}`);

type Tag = SeedOrganization['tags'][number];
/** A research machine's host institution (research-devices.ts uses it too). */
export const host = (
  slug: string,
  display_name: string,
  description: string,
  country_code: string,
  tags: Tag[],
  extra: Partial<SeedOrganization> & { sources: SeedSource[] },
): SeedOrganization => ({ slug, display_name, description, country_code, tags, ...extra });

// Sources shared by a device and its host.
const S = {
  jText: read(
    'https://pst.hfcas.ac.cn/article/doi/10.1088/2058-6272/acd997?viewType=HTML',
    'Plasma Science and Technology (2023): new resonant magnetic perturbation coils on the J-TEXT tokamak',
  ),
  sunist: read('https://grokipedia.com/page/sunist', 'Grokipedia: SUNIST (SUNIST-2 first plasma in 2023)'),
  tsinghuaLab: read('https://www.ep.tsinghua.edu.cn/en/info/1025/1012.htm', 'Tsinghua University: Plasma Science and Fusion Laboratory'),
  ktmStartUp: read(
    'https://www.neimagazine.com/news/kazakhstan-begins-physical-start-up-of-tokamak-5847804/',
    'NEI Magazine: Kazakhstan begins physical start-up of tokamak',
  ),
  ktmFirstPlasma: read(
    'https://en.tengrinews.kz/kazakhstan_news/kazakhstans-pm-massimov-meets-world-renown-plasma-physicist-3114',
    'Tengrinews: Kazakhstan–Russian tokamak in Kurchatov, first plasma in September 2010',
  ),
  ktmSecondStage: read(
    'https://old.qazaqtv.com/en/view/news_kazakhstan/page_189250_',
    'Qazaq TV: Kazakhstan’s Tokamak is underway for second stage',
  ),
  ete: read('https://www.knowpia.com/knowpedia/ETE_(tokamak)', 'Knowpia: ETE (tokamak), operating since late 2000'),
  eteInpe: read(
    'https://www.plasma.inpe.br/LAP_Portal/LAP_Sitio/Texto/Tokamak_Esferico_ETE.htm',
    'INPE Associated Plasma Laboratory: O Experimento Tokamak Esférico ETE',
  ),
  irT1: read('https://scp-plasma.blogsky.com', 'IAU Plasma Physics Research Center: the IR-T1 tokamak (in Persian)'),
  uragan3m: read(
    'https://m.mathnet.ru/eng/jtf5607',
    'Zhurnal Tekhnicheskoi Fiziki (2019): magnetic plasma fluctuations in the Uragan-3M torsatron',
  ),
  cfqs: read(
    'https://ouci.dntb.gov.ua/?backlinks_to=10.1088%2F1741-4326%2Fabd3ec',
    'OUCI: Chinese First Quasi-axisymmetric Stellarator (CFQS), under construction at Southwest Jiaotong University',
  ),
  cth: read('https://en.wikipedia.org/wiki/Compact_Toroidal_Hybrid', 'Wikipedia: Compact Toroidal Hybrid'),
  hidraFirstPlasma: read('https://cpmi.illinois.edu/2016/04/22/hidra-first-plasma/', 'Illinois CPMI: HIDRA first plasma', '2016-04-22'),
  hidraIpp: read('https://www.ipp.mpg.de/4058132/hidra_16', 'IPP: Fusionsanlage HIDRA – vormals WEGA – in Betrieb', '2016-05-24'),
  tjk: read('https://fusionwiki.ciemat.es/wiki/TJ-IU', 'CIEMAT FusionWiki: the TJ-IU torsatron, now TJ-K at the University of Stuttgart'),
  h1: read('https://grokipedia.com/page/h_1nf', 'Grokipedia: H-1NF heliac (operated 1997–2017)'),
  gdt: read('https://en.wikipedia.org/wiki/Gas_Dynamic_Trap', 'Wikipedia: Gas Dynamic Trap'),
  gamma10: read('https://grokipedia.com/page/Gamma_10', 'Grokipedia: Gamma 10 tandem mirror'),
  gamma10Pdx: read(
    'https://doaj.org/article/6d9998b1cc6a42b4804416bb6a81209d',
    'AIP Advances (Dec 2021): detached plasma in the divertor module of GAMMA 10/PDX',
  ),
  rt1: read(
    'https://www.ans.org/pubs/journals/fst/a_1308',
    'Fusion Science and Technology (2007): RT-1 project, magnetosphere-like plasma',
  ),
  // Read in a stored copy on a look-alike host (arcxiv.org); cited at arXiv itself.
  rt1Belt: read('https://arxiv.org/abs/1507.03692', 'arXiv 1507.03692: particle acceleration in the RT-1 laboratory magnetosphere'),
  ktx: read(
    'https://en.people.cn/n/2015/1104/c90000-8971690-2.html',
    'People’s Daily: USTC’s KTX reversed field pinch put into operation',
    '2015-11-04',
  ),
  ktxTrial: read('https://www.ecns.cn/2015/04-10/161302.shtml', 'ECNS: KTX installed and in trials since March 2015', '2015-04-10'),
  sg3: cited(
    'https://www.cambridge.org/core/product/4E9D5D0025FEF84F60793737E44E9CFE/core-reader',
    'High Power Laser Science and Engineering: the SG-III laser facility reached 180 kJ in 2015',
  ),
  orion: read('https://grokipedia.com/page/orion_laser', 'Grokipedia: Orion (laser) at AWE Aldermaston'),
  orionWiki: read(
    'https://alem.dynip.sapo.pt/wiki/content/wikipedia_en_all_maxi_2024-01/A/Orion_(laser)',
    'Wikipedia (2024 offline copy): Orion (laser), first shot in 2010',
  ),
  vulcan: read('https://optics.org/news/14/9/38', 'optics.org: UK’s Vulcan laser set for £85M upgrade to 20 PW output', '2023-09-27'),
  vulcanBuild: read('https://www.clf.stfc.ac.uk/Pages/Vulcan-GroundBreaking.aspx', 'Central Laser Facility: Vulcan 20-20 groundbreaking'),
  tt1First: read(
    'https://english.hf.cas.cn/nr/ps/202207/t20220729_310015.html',
    'Hefei Institutes of Physical Science: first TT-1 discharge by the Thai team',
    '2022-07-29',
  ),
  tt1Thailand: read(
    'https://interestingengineering.com/science/thailands-gets-first-tokamak',
    'Interesting Engineering: Thailand turns on its first tokamak',
  ),
};

export const deviceHosts: SeedOrganization[] = [
  host(
    'huazhong-university-of-science-and-technology',
    'Huazhong University of Science and Technology',
    'Chinese university in Wuhan whose fusion laboratory operates the J-TEXT tokamak.',
    'CN',
    ['University'],
    { acronym_name: 'HUST', city: 'Wuhan', website_url: 'https://www.hust.edu.cn', sources: [S.jText] },
  ),
  host(
    'tsinghua-university',
    'Tsinghua University',
    'Chinese university in Beijing whose Department of Engineering Physics runs the SUNIST spherical tokamaks.',
    'CN',
    ['University'],
    { city: 'Beijing', website_url: 'https://www.tsinghua.edu.cn', sources: [S.tsinghuaLab, S.sunist] },
  ),
  host(
    'national-nuclear-center-of-kazakhstan',
    'National Nuclear Center of the Republic of Kazakhstan',
    'Kazakh national nuclear research centre in Kurchatov that built the KTM tokamak for testing fusion materials.',
    'KZ',
    ['National Laboratory'],
    { acronym_name: 'NNC RK', city: 'Kurchatov', sources: [S.ktmStartUp, S.ktmFirstPlasma] },
  ),
  host(
    'inpe',
    'National Institute for Space Research (INPE)',
    'Brazilian research institute in São José dos Campos whose Associated Plasma Laboratory designed and built the ETE spherical tokamak.',
    'BR',
    ['National Laboratory'],
    { acronym_name: 'INPE', city: 'São José dos Campos', website_url: 'https://www.gov.br/inpe', sources: [S.eteInpe, S.ete] },
  ),
  host(
    'islamic-azad-university',
    'Islamic Azad University',
    'Iranian university whose Plasma Physics Research Center in Tehran operates the IR-T1 tokamak.',
    'IR',
    ['University'],
    { city: 'Tehran', sources: [S.irT1] },
  ),
  host(
    'forschungszentrum-julich',
    'Forschungszentrum Jülich',
    'German national research centre in Jülich that operated the TEXTOR tokamak for plasma-wall research.',
    'DE',
    ['National Laboratory'],
    { city: 'Jülich', website_url: 'https://www.fz-juelich.de', sources: [wiki('TEXTOR', 'TEXTOR')] },
  ),
  host(
    'kharkiv-institute-of-physics-and-technology',
    'Kharkiv Institute of Physics and Technology',
    'Ukrainian national science centre in Kharkiv whose Institute of Plasma Physics runs the Uragan torsatrons.',
    'UA',
    ['National Laboratory'],
    { acronym_name: 'KIPT', city: 'Kharkiv', sources: [S.uragan3m] },
  ),
  host(
    'southwest-jiaotong-university',
    'Southwest Jiaotong University',
    'Chinese university in Chengdu that is building the CFQS quasi-axisymmetric stellarator with Japan’s NIFS.',
    'CN',
    ['University'],
    { acronym_name: 'SWJTU', city: 'Chengdu', sources: [S.cfqs] },
  ),
  host(
    'auburn-university',
    'Auburn University',
    'US university in Alabama that operates the Compact Toroidal Hybrid stellarator.',
    'US',
    ['University'],
    { city: 'Auburn', region: 'Alabama', website_url: 'https://www.auburn.edu', sources: [S.cth] },
  ),
  host(
    'university-of-illinois-urbana-champaign',
    'University of Illinois Urbana-Champaign',
    'US university whose Center for Plasma-Material Interactions operates HIDRA, the former WEGA stellarator.',
    'US',
    ['University'],
    { city: 'Urbana', region: 'Illinois', website_url: 'https://illinois.edu', sources: [S.hidraFirstPlasma, S.hidraIpp] },
  ),
  host(
    'university-of-stuttgart',
    'University of Stuttgart',
    'German university whose plasma research institute operates the TJ-K torsatron for turbulence studies.',
    'DE',
    ['University'],
    { city: 'Stuttgart', website_url: 'https://www.uni-stuttgart.de', sources: [S.tjk] },
  ),
  host(
    'australian-national-university',
    'Australian National University',
    'Australian university in Canberra that operated the H-1 heliac, Australia’s national plasma fusion research facility.',
    'AU',
    ['University'],
    { acronym_name: 'ANU', city: 'Canberra', website_url: 'https://www.anu.edu.au', sources: [S.h1] },
  ),
  host(
    'budker-institute-of-nuclear-physics',
    'Budker Institute of Nuclear Physics',
    'Russian research institute in Novosibirsk that operates the Gas Dynamic Trap and other open-trap plasma experiments.',
    'RU',
    ['National Laboratory'],
    { acronym_name: 'BINP', city: 'Novosibirsk', website_url: 'https://www.inp.nsk.su', sources: [S.gdt] },
  ),
  host(
    'university-of-tsukuba',
    'University of Tsukuba',
    'Japanese university whose Plasma Research Center operates the GAMMA 10/PDX tandem mirror.',
    'JP',
    ['University'],
    { city: 'Tsukuba', region: 'Ibaraki', website_url: 'https://www.tsukuba.ac.jp', sources: [S.gamma10, S.gamma10Pdx] },
  ),
  host(
    'university-of-science-and-technology-of-china',
    'University of Science and Technology of China',
    'Chinese university in Hefei that designed and built KTX, the country’s first large reversed-field pinch.',
    'CN',
    ['University'],
    { acronym_name: 'USTC', city: 'Hefei', website_url: 'https://www.ustc.edu.cn', sources: [S.ktx, S.ktxTrial] },
  ),
  host(
    'caep-laser-fusion-research-center',
    'Laser Fusion Research Center, China Academy of Engineering Physics',
    'Chinese laboratory in Mianyang that designed and integrated the Shenguang-III laser facility.',
    'CN',
    ['National Laboratory'],
    { city: 'Mianyang', sources: [S.sg3] },
  ),
  host(
    'atomic-weapons-establishment',
    'Atomic Weapons Establishment',
    'UK defence research establishment at Aldermaston that operates the Orion high-power laser, part of whose time goes to academic research.',
    'GB',
    ['National Laboratory'],
    { acronym_name: 'AWE', city: 'Aldermaston', website_url: 'https://www.awe.co.uk', sources: [S.orion, S.orionWiki] },
  ),
  host(
    'stfc-central-laser-facility',
    'Central Laser Facility (STFC)',
    'UK national laser facility at the Rutherford Appleton Laboratory, part of the Science and Technology Facilities Council, home of the Vulcan laser.',
    'GB',
    ['National Laboratory'],
    { acronym_name: 'CLF', city: 'Didcot', website_url: 'https://www.clf.stfc.ac.uk', sources: [S.vulcan, S.vulcanBuild] },
  ),
  host(
    'thailand-institute-of-nuclear-technology',
    'Thailand Institute of Nuclear Technology',
    'Thai public research institute in Nakhon Nayok that operates Thailand Tokamak-1, donated by China’s Institute of Plasma Physics.',
    'TH',
    ['National Laboratory'],
    { acronym_name: 'TINT', sources: [S.tt1First, S.tt1Thailand] },
  ),
];

/** A research machine, its years as [started, ended] (research-devices.ts uses it too). */
export const device = (
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

export const none: [null, null] = [null, null];

/** Company prototypes and facilities. */
const companyDevices: SeedProject[] = [
  device(
    'c-2w-norman',
    'C-2W (Norman)',
    'field-reversed-configuration',
    'Operating',
    ['tae-technologies'],
    'US',
    [2017, null],
    'C-2W, named Norman after TAE co-founder Norman Rostoker, is TAE Technologies’ fifth-generation beam-driven field-reversed configuration machine in California. It began operating in 2017 and has held stable plasmas above 75 million degrees Celsius.',
    [
      read(
        'https://www.ans.org/news/article-4148/tae-technologies-secures-investments-to-fund-fusion-research-reactor/',
        'ANS Nuclear News: TAE secures investments to fund Copernicus (Norman began operation in 2017)',
        '2022-07-21',
      ),
      read('https://tae.com/step-inside-taes-fusion-research-lab/', 'TAE: Step inside TAE’s fusion research lab (Norman)'),
    ],
  ),
  device(
    'c-2u',
    'C-2U',
    'field-reversed-configuration',
    'Shut Down',
    ['tae-technologies'],
    'US',
    [2014, 2016],
    'C-2U was the Tri Alpha Energy (now TAE) field-reversed configuration experiment that sustained hot plasmas for more than five milliseconds with neutral beams. It ran from 2014 to 2016 and was followed by C-2W.',
    [read('https://www.fusionenergynews.com/wiki/mfx-c-2u', 'Fusion Energy News wiki: C-2U (2014–2016)')],
  ),
  device(
    'copernicus',
    'Copernicus',
    'field-reversed-configuration',
    'Planned',
    ['tae-technologies'],
    'US',
    none,
    'Copernicus is TAE Technologies’ planned sixth-generation machine, meant to show that its beam-driven field-reversed configuration can reach net energy conditions. TAE said in 2022 that it would be built in a 100,000-square-foot facility in Irvine, California.',
    [
      read(
        'https://www.ans.org/news/article-4148/tae-technologies-secures-investments-to-fund-fusion-research-reactor/',
        'ANS Nuclear News: TAE secures investments to fund fusion research reactor Copernicus',
        '2022-07-21',
      ),
    ],
  ),
  device(
    'fuze',
    'FuZE',
    'z-pinch',
    'Operating',
    ['zap-energy', 'university-of-washington'],
    'US',
    none,
    'FuZE, the Fusion Z-pinch Experiment, is the sheared-flow-stabilized Z-pinch from which Zap Energy was founded after results in ARPA-E’s ALPHA program. Zap ran it alongside FuZE-Q in 2023.',
    [
      read('https://zapenergy.com/blog/2023-by-the-numbers', 'Zap Energy: 2023 by the numbers (FuZE and FuZE-Q)'),
      wiki('Zap_Energy', 'Zap Energy'),
    ],
  ),
  device(
    'zap-century',
    'Century',
    'z-pinch',
    'Operating',
    ['zap-energy'],
    'US',
    [2024, null],
    'Century is Zap Energy’s test platform for the engineering of a Z-pinch power plant: repetitive pulsed power, flowing liquid-metal walls and durable electrodes. It was commissioned in 2024 and in 2025 sustained more than 100 plasma shots at one every five seconds.',
    [
      read(
        'https://www.spacedaily.com/reports/Lightning_Strikes_12_Times_a_Minute_Inside_Zap_Energy_Fusion_Platform_999.html',
        'Space Daily: Lightning strikes 12 times a minute inside Zap Energy’s Century platform',
        '2025-10-01',
      ),
    ],
  ),
  device(
    'st80-hts',
    'ST80-HTS',
    'spherical-tokamak',
    'Planned',
    ['tokamak-energy'],
    'GB',
    none,
    'ST80-HTS is Tokamak Energy’s planned high-field spherical tokamak with high-temperature superconducting magnets, to be built at the Culham Campus near Oxford. It is meant to show long pulses and inform the company’s ST-E1 pilot plant.',
    [
      read(
        'https://world-nuclear-news.org/Articles/Tokamak-to-construct-demo-fusion-reactor-at-Culham',
        'World Nuclear News: Tokamak to construct demo fusion reactor at Culham',
        '2023-02-10',
      ),
      read(
        'https://www.world-nuclear-news.org/Articles/Fusion-demonstrator-proposed-by-Tokamak-Energy',
        'World Nuclear News: Fusion demonstrator proposed by Tokamak Energy',
        '2022-11-01',
      ),
    ],
  ),
  device(
    'infinity-one',
    'Infinity One',
    'stellarator',
    'Planned',
    ['type-one-energy', 'tennessee-valley-authority'],
    'US',
    none,
    'Infinity One is Type One Energy’s planned stellarator prototype at TVA’s retired Bull Run coal plant in Clinton, Tennessee. It is meant to verify the design of the Infinity Two power plant; Type One filed its first licensing application for it in January 2026.',
    [
      read(
        'https://world-nuclear-news.org/Articles/Prototype-fusion-reactor-planned-for-TVA-site?feed=feed',
        'World Nuclear News: Prototype fusion reactor planned for TVA site',
        '2024-02-23',
      ),
      read(
        'https://www.thehansindia.com/tech/bill-gates-building-artificial-sun-that-could-replace-coal-1051329',
        'The Hans India: Type One’s Infinity One licensing application (29 Jan 2026)',
        '2026-02-24',
      ),
    ],
  ),
  device(
    'pacific-fusion-demonstration-system',
    'Pacific Fusion Demonstration System',
    'pulsed-power-inertial-fusion',
    'Planned',
    ['pacific-fusion'],
    'US',
    none,
    'The Demonstration System is Pacific Fusion’s pulser-driven inertial fusion machine, to be housed at its $1 billion research and manufacturing campus at Mesa del Sol in Albuquerque. It aims for net facility gain by 2030; facility construction is to start in 2026.',
    [
      read(
        'https://www.world-nuclear-news.org/articles/pacific-fusion-to-open-facility-in-new-mexico',
        'World Nuclear News: Pacific Fusion to open facility in New Mexico',
      ),
      read(
        'https://www.dailylobo.com/article/2025/09/1-billion-fusion-center-coming-to-albuquerque',
        'Daily Lobo: $1 billion fusion center coming to Albuquerque',
      ),
    ],
  ),
  device(
    'machine-3',
    'Machine 3',
    'projectile-inertial-fusion',
    'Operating',
    ['first-light-fusion'],
    'GB',
    [2019, null],
    'Machine 3 is First Light Fusion’s pulsed-power projectile launcher near Oxford, able to discharge up to 200,000 volts within two microseconds. The company finished building and testing it in February 2019.',
    [read('https://sp-edge.com/companies/308003', 'S&P Edge: First Light Fusion profile (Machine 3 completed in February 2019)')],
  ),
  device(
    'nt-tao-c3',
    'C3',
    'tokamak',
    'Operating',
    ['nt-tao'],
    'IL',
    [2026, null],
    'C3 is nT-Tao’s compact prototype combining magnetic confinement with pulsed power to reach high plasma densities. It produced its first plasma pulses in January 2026, a little over two months after assembly began.',
    [
      read(
        'https://www.enerzine.com/fusion-nucleaire-compacte-nt-tao-franchit-une-etape-decisive-avec-son-prototype-c3/180758-2026-01',
        'Enerzine: nT-Tao’s C3 prototype produces first plasma (Jan 2026)',
      ),
      read(
        'https://soha.vn/israel-vua-lam-nen-dieu-ky-dieu-198260116114741372.htm',
        'Soha: nT-Tao’s C3 fires its first plasma pulses',
        '2026-01-16',
      ),
      read(
        'https://apkrig.com/fusion-startup-nt-tao-raises-22-million',
        'Apkrig: nT-Tao has built a kind of tokamak with a much denser plasma',
      ),
    ],
  ),
  device(
    'orbitron',
    'Orbitron',
    'electrostatic-confinement',
    'Operating',
    ['avalanche-energy'],
    'US',
    none,
    'The Orbitron is Avalanche Energy’s hand-sized fusion core, which confines ions electrostatically in orbits around a cathode while a weak magnetic field holds the electrons. Avalanche has built and tested successive Orbitrons in its Seattle lab since about 2021.',
    [
      read(
        'https://www.avalanchefusion.com/blog/cwfest2023/',
        'Avalanche Energy: Avalanche peels back the curtain on its fusion microreactor',
        '2023-10-24',
      ),
      read(
        'https://www.generation-nt.com/actualites/avalanche-energy-fusion-nucleaire-reacteur-miniature-2070143',
        'Génération NT: Avalanche Energy’s miniature fusion reactor',
        '2026-02-07',
      ),
    ],
  ),
  device(
    'fusionwerx',
    'FusionWERX',
    'electrostatic-confinement',
    'Planned',
    ['avalanche-energy', 'washington-state-department-of-commerce'],
    'US',
    none,
    'FusionWERX is a shared fusion test facility that Avalanche Energy is setting up in Richland, Washington, with neutron sources, blanket test beds, hot cells and tritium handling. It is a public-private partnership open to universities, companies and laboratories, and Avalanche plans to run its own deuterium-tritium machine there.',
    [
      read(
        'https://kpq.com/ixp/1135/p/fusionwerx-richland-research-development/',
        'KPQ: How FusionWERX in Richland could change energy',
        '2025-04-24',
      ),
    ],
  ),
];

/** Public tokamaks. */
const tokamaks: SeedProject[] = [
  device(
    'sst-1',
    'SST-1',
    'tokamak',
    'Operating',
    ['institute-for-plasma-research'],
    'IN',
    none,
    'SST-1, the Steady State Superconducting Tokamak, is a medium-sized tokamak with superconducting magnets and a D-shaped plasma at the Institute for Plasma Research near Gandhinagar. It was built for long, steady-state discharges.',
    [
      read('https://wikimili.com/en/SST-1_(tokamak)', 'WikiMili (Wikipedia copy): SST-1 (tokamak)'),
      read(
        'https://www.thebetterindia.com/146867/steady-state-superconducting-tokamak-reactor-india/amp/',
        'The Better India: India to reboot its superconducting fusion tokamak',
      ),
    ],
  ),
  device(
    'hl-2a',
    'HL-2A',
    'tokamak',
    'Operating',
    ['southwestern-institute-of-physics'],
    'CN',
    [2002, null],
    'HL-2A is a medium-sized tokamak at the Southwestern Institute of Physics in Chengdu and was China’s first tokamak with a divertor. It was commissioned in 2002 and obtained China’s first H-mode plasma in 2009.',
    [
      read('https://probsee.com/p/hl_2a', 'Probsee: HL-2A tokamak'),
      read('https://cpb.iphy.ac.cn/EN/10.1088/1009-1963/15/3/019', 'Chinese Physics (2006): edge plasma characteristics in HL-2A'),
    ],
  ),
  device(
    'j-text',
    'J-TEXT',
    'tokamak',
    'Operating',
    ['huazhong-university-of-science-and-technology'],
    'CN',
    none,
    'J-TEXT is a tokamak at Huazhong University of Science and Technology in Wuhan. It is used to study resonant magnetic perturbations and divertor configurations.',
    [
      S.jText,
      read(
        'https://fx361.cc/page/2022/0110/11895268.shtml',
        'Plasma Science and Technology (2021): X-point divertor experiments on J-TEXT',
      ),
    ],
  ),
  device(
    'sunist-2',
    'SUNIST-2',
    'spherical-tokamak',
    'Operating',
    ['tsinghua-university'],
    'CN',
    [2023, null],
    'SUNIST-2 is the successor of Tsinghua University’s SUNIST spherical tokamak in Beijing. It made its first plasma in 2023 and is designed for higher fields and ion heating by magnetic reconnection.',
    [S.sunist, S.tsinghuaLab],
  ),
  device(
    'ktm',
    'KTM',
    'tokamak',
    'Under Construction',
    ['national-nuclear-center-of-kazakhstan'],
    'KZ',
    none,
    'KTM is a tokamak in Kurchatov, Kazakhstan, built with Russia to test materials under heat loads of up to 20 MW per square metre. It made a test plasma in 2010 and an official first plasma in June 2017; its physical start-up has proceeded in stages since.',
    [S.ktmStartUp, S.ktmFirstPlasma, S.ktmSecondStage],
  ),
  device(
    'ete',
    'ETE',
    'spherical-tokamak',
    'Operating',
    ['inpe'],
    'BR',
    [2000, null],
    'ETE, the Experimento Tokamak Esférico, is a spherical tokamak designed and built at INPE’s Associated Plasma Laboratory in São José dos Campos. It began operating in late 2000.',
    [S.ete, S.eteInpe],
  ),
  device(
    'ir-t1',
    'IR-T1',
    'tokamak',
    'Operating',
    ['islamic-azad-university'],
    'IR',
    none,
    'IR-T1 is a small tokamak at the Plasma Physics Research Center of Islamic Azad University in Tehran, installed in the Iranian year 1373 (1994–95) for hot-plasma research. Its diagnostics include electron cyclotron emission, soft X-ray detectors, Mirnov coils and Langmuir probes.',
    [S.irT1],
  ),
  device(
    'tt-1',
    'Thailand Tokamak-1',
    'tokamak',
    'Operating',
    ['thailand-institute-of-nuclear-technology', 'asipp'],
    'TH',
    [2023, null],
    'Thailand Tokamak-1 is the refurbished HT-6M tokamak, donated by China’s Institute of Plasma Physics and rebuilt in Nakhon Nayok. Thai engineers made their first plasma on it in Hefei in 2022, and it was switched on in Thailand in July 2023.',
    [S.tt1First, S.tt1Thailand],
  ),
  device(
    'ht-7',
    'HT-7',
    'tokamak',
    'Shut Down',
    ['asipp'],
    'CN',
    [1995, 2012],
    'HT-7 was China’s first superconducting tokamak, rebuilt in Hefei from the Soviet T-7. It ran from 1995 to its last discharge in 2012 and prepared the ground for EAST.',
    [read('https://grokipedia.com/page/ht_7', 'Grokipedia: HT-7 (1995–2012)')],
  ),
  device(
    'jt-60u',
    'JT-60U',
    'tokamak',
    'Shut Down',
    ['qst'],
    'JP',
    [1991, 2008],
    'JT-60U was Japan’s large tokamak at Naka, an upgrade of JT-60 that set records for fusion triple product. It ran from 1991 to 2008 and was rebuilt as JT-60SA.',
    [wiki('JT-60', 'JT-60')],
  ),
  device(
    'textor',
    'TEXTOR',
    'tokamak',
    'Shut Down',
    ['forschungszentrum-julich'],
    'DE',
    [null, 2013],
    'TEXTOR was a medium-sized tokamak at Forschungszentrum Jülich devoted to plasma-wall interaction. It was shut down in 2013.',
    [wiki('TEXTOR', 'TEXTOR')],
  ),
  device(
    'tore-supra',
    'Tore Supra',
    'tokamak',
    'Shut Down',
    ['cea'],
    'FR',
    [1988, 2011],
    'Tore Supra was CEA’s superconducting tokamak at Cadarache, which set records for long plasma discharges. It ran from 1988 to 2011 and was then converted into WEST.',
    [wiki('Tore_Supra', 'Tore Supra')],
  ),
  device(
    't-10',
    'T-10',
    'tokamak',
    'Shut Down',
    ['kurchatov-institute'],
    'RU',
    [1975, 2018],
    'T-10 was a tokamak at the Kurchatov Institute in Moscow used for decades for electron cyclotron heating studies. It ran from 1975 to 2018.',
    [wiki('T-10_(tokamak)', 'T-10 (tokamak)')],
  ),
];

/** Stellarators and heliacs. */
const stellarators: SeedProject[] = [
  device(
    'uragan-3m',
    'Uragan-3M',
    'stellarator',
    'Operating',
    ['kharkiv-institute-of-physics-and-technology'],
    'UA',
    none,
    'Uragan-3M is an l=3 torsatron at the Kharkiv Institute of Physics and Technology, in which hydrogen plasma is made and heated by radio-frequency waves. Its magnetic fluctuations were still being studied in 2019.',
    [S.uragan3m],
  ),
  device(
    'cfqs',
    'CFQS',
    'stellarator',
    'Under Construction',
    ['southwest-jiaotong-university', 'national-institute-for-fusion-science'],
    'CN',
    none,
    'CFQS, the Chinese First Quasi-axisymmetric Stellarator, is being built by Southwest Jiaotong University with Japan’s National Institute for Fusion Science. It is meant to test quasi-axisymmetry, an advanced stellarator concept.',
    [S.cfqs],
  ),
  device(
    'cth',
    'Compact Toroidal Hybrid',
    'stellarator',
    'Operating',
    ['auburn-university'],
    'US',
    [2005, null],
    'The Compact Toroidal Hybrid at Auburn University is a torsatron whose plasma can also carry a tokamak-like current. It is used to study disruptions in current-carrying stellarator plasmas and has run since 2005.',
    [S.cth],
  ),
  device(
    'hidra',
    'HIDRA',
    'stellarator',
    'Operating',
    ['university-of-illinois-urbana-champaign'],
    'US',
    [2016, null],
    'HIDRA, the Hybrid Illinois Device for Research and Applications, is the former WEGA stellarator of IPP Greifswald, rebuilt at the University of Illinois. It made its first plasma there in April 2016 and is used for plasma-material interaction studies.',
    [S.hidraFirstPlasma, S.hidraIpp],
  ),
  device(
    'tj-k',
    'TJ-K',
    'stellarator',
    'Operating',
    ['university-of-stuttgart'],
    'DE',
    none,
    'TJ-K is a small torsatron, built in Spain as TJ-IU and lent to Germany in 1999, now at the University of Stuttgart. Its cool plasmas can be probed throughout, which makes it a test bed for turbulence studies.',
    [
      S.tjk,
      read(
        'https://elib.uni-stuttgart.de/browse/author?value=Mahdizadeh%2C+Navid',
        'University of Stuttgart repository: turbulence in the torsatron TJ-K (2007)',
      ),
    ],
  ),
  device(
    'h-1',
    'H-1 heliac',
    'stellarator',
    'Shut Down',
    ['australian-national-university'],
    'AU',
    [1997, 2017],
    'The H-1 heliac at the Australian National University in Canberra was Australia’s national plasma fusion research facility. It operated as H-1NF from 1997 until 2017, when the device was transferred to a partner institution in China.',
    [S.h1],
  ),
];

/** Mirrors, dipoles and pinches. */
const otherConfinement: SeedProject[] = [
  device(
    'gdt',
    'Gas Dynamic Trap',
    'magnetic-mirror',
    'Operating',
    ['budker-institute-of-nuclear-physics'],
    'RU',
    none,
    'The Gas Dynamic Trap is a 7-metre axisymmetric magnetic mirror at the Budker Institute in Novosibirsk, heated by neutral beams and microwaves. It has reached a plasma beta of 0.6 and is studied as a possible fusion neutron source.',
    [
      S.gdt,
      read('https://www.ans.org/store/j_16919', 'Fusion Science and Technology (2013): advances in confinement in the Gas Dynamic Trap'),
    ],
  ),
  device(
    'gamma-10-pdx',
    'GAMMA 10/PDX',
    'magnetic-mirror',
    'Operating',
    ['university-of-tsukuba'],
    'JP',
    [1983, null],
    'GAMMA 10 is a 27-metre tandem mirror at the University of Tsukuba, the largest of its kind; it made its first plasma in 1983. Rebuilt as GAMMA 10/PDX, it also simulates divertor conditions with its open field lines.',
    [S.gamma10, S.gamma10Pdx],
  ),
  device(
    'rt-1',
    'RT-1',
    'levitated-dipole',
    'Operating',
    ['university-of-tokyo'],
    'JP',
    none,
    'RT-1, the Ring Trap 1, levitates a superconducting ring magnet at the University of Tokyo to make a laboratory magnetosphere. It has confined high-beta plasmas and produced a laboratory radiation belt.',
    [S.rt1, S.rt1Belt],
  ),
  device(
    'ktx',
    'KTX',
    'reversed-field-pinch',
    'Operating',
    ['university-of-science-and-technology-of-china'],
    'CN',
    [2015, null],
    'KTX, the Keda Torus eXperiment, is a reversed-field pinch at the University of Science and Technology of China in Hefei, with a major radius of 1.4 m. It was put into operation in 2015.',
    [S.ktx, S.ktxTrial],
  ),
];

/** Laser facilities. */
const lasers: SeedProject[] = [
  device(
    'shenguang-iii',
    'Shenguang-III',
    'inertial-confinement-laser',
    'Operating',
    ['caep-laser-fusion-research-center'],
    'CN',
    [2015, null],
    'Shenguang-III is China’s largest laser driver for inertial confinement fusion research, in Mianyang. Built from 2007, it reached its design output of 180 kJ of ultraviolet light in 2015.',
    [S.sg3],
  ),
  device(
    'orion-laser-facility',
    'Orion Laser Facility',
    'inertial-confinement-laser',
    'Operating',
    ['atomic-weapons-establishment'],
    'GB',
    [2010, null],
    'Orion is a high-power laser at AWE Aldermaston with ten long-pulse and two petawatt short-pulse beams. It fired its first shot in 2010 and gives part of its time to academic high-energy-density research.',
    [S.orion, S.orionWiki],
  ),
  device(
    'vulcan',
    'Vulcan',
    'inertial-confinement-laser',
    'Upgrading / Maintenance',
    ['stfc-central-laser-facility'],
    'GB',
    none,
    'Vulcan, the flagship petawatt laser of the Central Laser Facility near Oxford, is being rebuilt as Vulcan 20-20 with an £85 million grant. The upgrade will add a 20-petawatt beam and eight high-energy beams of up to 20 kJ.',
    [S.vulcan, S.vulcanBuild],
  ),
];

/**
 * Newer sources for the status of projects added earlier whose status rested on fusion-world
 * alone (audit of 26 Nov 2026, P22), by project slug.
 */
export const newerStatusSources: Record<string, SeedSource[]> = {
  east: [
    read(
      'https://qz.com/china-artificial-sun-nuclear-fusion-1851747191',
      'Quartz: China’s EAST holds a high-confinement plasma for 1,066 seconds',
      '2025-01-24',
    ),
  ],
  west: [
    read(
      'https://www.slashgear.com/1972775/france-fusion-reactor-running-22-minutes-new-world-record/',
      'SlashGear: France’s WEST holds a plasma for 1,337 seconds (February 2025)',
      '2025-09-20',
    ),
  ],
  // Read in a stored copy of IPP's release on idw; cited at its canonical address.
  'wendelstein-7-x': [
    read(
      'https://nachrichten.idw-online.de/2025/06/03/wendelstein-7-x-sets-new-performance-records-in-fusion-research',
      'idw (IPP): Wendelstein 7-X sets new performance records at the end of its OP 2.3 campaign',
      '2025-06-03',
    ),
  ],
  // Read in a stored copy of Helion's release; cited at its canonical address.
  polaris: [
    read(
      'https://www.helionenergy.com/articles/helion-achieves-new-fusion-energy-milestones/',
      'Helion: Polaris demonstrates D-T fusion and 150 million °C (Feb 13, 2026)',
      '2026-02-13',
    ),
  ],
  lm26: [
    read(
      'https://www.fusionconclusion.com/Claim-Check-2026-07-02/',
      'Fusion Conclusion: claim check of LM26’s first eleven compression shots',
      '2026-07-02',
    ),
  ],
  wham: [
    read(
      'https://newsparlor.com/article/realta-fusion-direct-electricity-conversion',
      'News Parlor: Realta draws electricity directly from fusion on WHAM',
      '2026-06-30',
    ),
  ],
  hh70: [
    read(
      'https://www.energysingularity.cn/en/hh70-tokamak-sustains-120-second-steady-state-plasma',
      'Energy Singularity: HH70 sustains a 120-second steady-state plasma',
      '2026-01-06',
    ),
  ],
  'fuze-q': [read('https://zapenergy.com/blog/a-look-back-at-2024', 'Zap Energy: 2024 in review (FuZE and FuZE-Q)', '2024-12-17')],
  fuze: [read('https://zapenergy.com/blog/a-look-back-at-2024', 'Zap Energy: 2024 in review (FuZE and FuZE-Q)', '2024-12-17')],
  // Issue 23's last pass (read on 2026-11-27).
  kstar: [
    readLastPass(
      'https://www.iter.org/print/whatsnew/496',
      'ITER news digest of 7–13 April 2026: ITER’s plasma control system ran 38 pulses on KSTAR, “a fully operational superconducting tokamak”, between 9 and 20 March 2026',
      '2026-04-13',
    ),
  ],
  'hl-3': [
    readLastPass(
      'https://journalofdailypages.blogspot.com/2025/04/on-way-to-harnessing-nuclear-fusion.html',
      'Journal of Daily Pages (a re-post of a news report): HL-3 reaches ion temperatures of 117 million °C and electron temperatures of 160 million °C (10 Apr 2025)',
      '2025-04-10',
    ),
  ],
  smart: [
    readLastPass(
      'https://fundaciondescubre.es/noticias/el-reactor-de-fusion-nuclear-tokamak-smart-de-la-universidad-de-sevilla-genera-su-primer-plasma',
      'Fundación Descubre (source: University of Seville): the SMART tokamak generates its first plasma and enters its operational phase (21 Jan 2025)',
      '2025-01-21',
    ),
  ],
  'globus-m2': [
    read(
      'https://ie.spbstu.ru/en/news/studenty_elektroenergetiki_posetili_fti_im_a_f_ioffe',
      'Peter the Great St. Petersburg Polytechnic University: students visit the Globus-M2 tokamak (Dec 2025)',
      '2026-01-16',
    ),
  ],
};

export const moreDevices: SeedProject[] = [...companyDevices, ...tokamaks, ...stellarators, ...otherConfinement, ...lasers];
