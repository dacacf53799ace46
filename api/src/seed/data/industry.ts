// Fusion machine developers added for issue 11 (the FIA 2025 survey's publicly identifiable
// companies and notable state-backed developers), their investors, funding rounds and
// machines. Facts come from the cited pages (sources.ts says how each was checked); a field
// no source confirmed is left out. Amounts in other currencies keep amount_usd null and
// state the amount in the headline. Descriptions are original text.
import { FUSION_COMPANIES_LIST } from './fusion-companies-list';
import { known, read, stored } from './sources';
import type { SeedFunding, SeedOrganization, SeedProject, SeedSource } from './types';

/** The MIT-licensed fusion-world dataset (github.com/RemDelaporteMathurin/fusion-world). */
export const FUSION_WORLD = stored(
  'https://github.com/RemDelaporteMathurin/fusion-world/blob/main/tokamaks.json',
  'fusion-world dataset (MIT licence), tokamaks.json',
);

type Org = Omit<SeedOrganization, 'tags' | 'sources'> & { sources: SeedSource[] };
const developer = (o: Org): SeedOrganization => ({ ...o, tags: ['Fusion Machine Developer'] });

export const industryDevelopers: SeedOrganization[] = [
  developer({
    slug: 'energy-singularity',
    display_name: 'Energy Singularity',
    description:
      'Shanghai company building compact tokamaks with high-temperature superconducting magnets. Its HH70, commissioned in June 2024, was the first fully HTS tokamak; the larger HH170 aims at net energy gain.',
    website_url: 'https://www.energysingularity.cn',
    founding_year: 2021,
    city: 'Shanghai',
    country_code: 'CN',
    founders: ['Dong Ge', 'Ye Yuming'],
    leadership: [
      { name: 'Ye Yuming', title: 'Co-founder and COO' },
      { name: 'Guo Houyang', title: 'CTO' },
    ],
    sources: [
      stored(
        'https://en.people.cn/n3/2026/0207/c90000-20423623.html',
        "People's Daily (Xinhua): HH70 sustains a 1,337-second plasma (Feb 2026)",
        '2026-02-07',
      ),
      stored('https://startorus.com/company-news/156.html', 'Startorus Fusion news: panel with Energy Singularity CTO Guo Houyang (2023)'),
    ],
  }),
  developer({
    slug: 'startorus-fusion',
    display_name: 'Startorus Fusion',
    description:
      'Xi’an company founded by Tsinghua University alumni that develops spherical tokamaks with high-temperature superconducting magnets and merging-compression heating. Its 2026 Series A was a record for a private Chinese fusion company.',
    website_url: 'https://startorus.com',
    founding_year: 2021,
    city: 'Xi’an',
    region: 'Shaanxi',
    country_code: 'CN',
    founders: ['Chen Rui', 'Tan Yi'],
    leadership: [{ name: 'Chen Rui', title: 'CEO' }],
    sources: [
      stored(
        'https://www.dealstreetasia.com/stories/startorus-funding-468930',
        'DealStreetAsia: Startorus Fusion raises over $143m in Series A (Jan 2026)',
      ),
      stored('https://startorus.com/company-news/242.html', 'Startorus Fusion news: Xinhua visit (spherical tokamak, 2024)'),
    ],
  }),
  developer({
    slug: 'enn',
    display_name: 'ENN Group',
    acronym_name: 'ENN',
    description:
      'Chinese energy group whose Langfang research arm develops spherical tokamaks aimed at proton-boron fusion. It built EXL-50 and its upgrade EXL-50U and has designed the larger EHL-2.',
    website_url: 'https://www.enn.cn',
    city: 'Langfang',
    region: 'Hebei',
    country_code: 'CN',
    sources: [
      stored('https://arxiv.org/html/2401.11338v3', 'ENN’s Roadmap for Proton-Boron Fusion Based on Spherical Torus (arXiv 2401.11338)'),
      stored('https://nbn.media/china-aim-to-commercialize-fusion-energy-in-30-years/', 'NBN: ENN launches the EXL-50 spherical tokamak'),
    ],
  }),
  developer({
    slug: 'gauss-fusion',
    display_name: 'Gauss Fusion',
    description:
      'Industrial initiative of European companies, based in Hanau, that is designing GIGA, a gigawatt-class stellarator power plant to be built in Europe in the 2040s.',
    website_url: 'https://gauss-fusion.com',
    city: 'Hanau',
    region: 'Hesse',
    country_code: 'DE',
    leadership: [
      { name: 'Milena Roveda', title: 'CEO' },
      { name: 'Frédéric Bordry', title: 'CTO' },
      { name: 'Frank H. Laukien', title: 'Chairman of the Supervisory Board' },
    ],
    sources: [
      stored(
        'https://innovations-intelligenz.de/gauss-fusion-sichert-finanzierung-f-r-die-erzeugung-von-tritium-f-r-die-fusionsenergie-2140426.html',
        'Gauss Fusion secures €10 million from BMBF for tritium breeding (Dec 2024)',
      ),
      stored(
        'https://www.munich-startup.de/92168/proxima-fusion-startet-kooperation-mit-weiteren-fusions-startups/',
        'Munich Startup: Proxima Fusion, Gauss Fusion and Focused Energy cooperate',
      ),
      stored(
        'https://www.thenews.com.pk/amp/1350257-german-company-gauss-aims-for-first-nuclear-fusion-power-plant-design',
        'The News: Gauss Fusion to hand over its power plant design (CTO Frederic Bordry)',
      ),
    ],
  }),
  developer({
    slug: 'renaissance-fusion',
    display_name: 'Renaissance Fusion',
    description:
      'Grenoble-area company simplifying the stellarator with wide high-temperature superconducting magnets and flowing liquid-metal walls.',
    website_url: 'https://stellarator.energy',
    city: 'Grenoble',
    country_code: 'FR',
    founders: ['Francesco Volpe'],
    leadership: [{ name: 'Francesco Volpe', title: 'Founder and CTO' }],
    sources: [
      stored(
        'https://www.agefi.fr/corporate/actualites/quotidien/20230127/fusion-nucleaire-start-up-francaise-leve-15-357953',
        'L’Agefi: Renaissance Fusion raises €15 million (Jan 2023)',
      ),
      stored('https://innovations.fr/?p=26088', 'Innovations.fr: Renaissance Fusion, €32M to simplify fusion'),
      FUSION_WORLD,
    ],
  }),
  developer({
    slug: 'novatron-fusion-group',
    display_name: 'Novatron Fusion Group',
    acronym_name: 'NFG',
    description:
      'Swedish company developing a stable axisymmetric magnetic mirror. Its first machine, Novatron 1, was built at KTH Royal Institute of Technology in Stockholm.',
    website_url: 'https://novatronfusion.com',
    city: 'Stockholm',
    country_code: 'SE',
    founders: ['Jan Jäderberg', 'Erik Odén'],
    leadership: [
      { name: 'Peter Roos', title: 'CEO' },
      { name: 'Jan Jäderberg', title: 'CTO' },
    ],
    sources: [
      stored(
        'https://www.novatronfusion.com/news/2024-novatron-fusion-groups-welcomes-the-leader-of-the-swedish-social-democratic-party-former-prime-minister-and-leader-of-the-opposition-to-the-novatron-fusion-lab',
        'Novatron Fusion Group news: visit to the Novatron Fusion Lab at KTH (2024)',
      ),
      stored(
        'https://energizemedia.co.uk/nordic-breakthrough-for-unlimited-fossil-free-energy-novatron-1-officially-inaugurated/',
        'Novatron 1 officially inaugurated at KTH',
      ),
    ],
  }),
  developer({
    slug: 'openstar-technologies',
    display_name: 'OpenStar Technologies',
    acronym_name: 'OpenStar',
    description:
      'New Zealand company reviving the levitated dipole with high-temperature superconducting magnets. Its Junior experiment made first plasma in Wellington in late 2024.',
    website_url: 'https://openstar.tech',
    founding_year: 2021,
    city: 'Wellington',
    country_code: 'NZ',
    founders: ['Ratu Mataira'],
    leadership: [{ name: 'Ratu Mataira', title: 'Founder and CEO' }],
    sources: [
      stored('https://openstar.tech/team', 'OpenStar Technologies: team'),
      stored(
        'https://www.nzherald.co.nz/business/markets-with-madison/inside-wellingtons-nuclear-fusion-reactor-experiment/JIL4HYFIENE6XPKR754KFQHPWU/',
        'NZ Herald: inside Wellington’s fusion experiment (Nov 2024)',
      ),
    ],
  }),
  developer({
    slug: 'hb11-energy',
    display_name: 'HB11 Energy',
    description: 'Sydney company pursuing laser-driven, non-thermal hydrogen-boron fusion based on the work of physicist Heinrich Hora.',
    website_url: 'https://www.hb11.energy',
    founding_year: 2019,
    city: 'Sydney',
    region: 'New South Wales',
    country_code: 'AU',
    founders: ['Warren McKenzie', 'Heinrich Hora'],
    leadership: [{ name: 'Warren McKenzie', title: 'Managing Director' }],
    sources: [
      stored('https://www.hb11.energy/our-story', 'HB11 Energy: our story'),
      stored(
        'https://www.businessnewsaustralia.com/articles/hb11-energy-awarded--22-million-project-to-develop-australian-nuclear-fusion-industry.html',
        'Business News Australia: HB11 Energy awarded A$22 million laser project',
      ),
    ],
  }),
  developer({
    slug: 'nt-tao',
    display_name: 'nT-Tao',
    description:
      'Israeli company developing a compact, high-density magnetic confinement device with pulsed power, aimed at container-sized 10–20 MW plants. Its C3 prototype made first plasma in early 2026.',
    website_url: 'https://www.nt-tao.com',
    founding_year: 2016,
    country_code: 'IL',
    founders: ['Oded Gour-Lavie', 'Doron Weinfeld', 'Boaz Weinfeld'],
    leadership: [{ name: 'Oded Gour-Lavie', title: 'CEO' }],
    sources: [
      stored(
        'https://itrade.gov.il/brazil/2023/04/04/poderia-a-fusao-de-energia-de-israel-alimentar-nossas-futuras-fabricas-e-cidades/',
        'Israel Trade mission: nT-Tao, Israel’s fusion start-up (founders, 2016)',
      ),
      stored(
        'https://www.enerzine.com/fusion-nucleaire-compacte-nt-tao-franchit-une-etape-decisive-avec-son-prototype-c3/180758-2026-01',
        'Enerzine: nT-Tao’s C3 prototype produces first plasma (Jan 2026)',
      ),
    ],
  }),
  developer({
    slug: 'helical-fusion',
    display_name: 'Helical Fusion',
    description:
      'Tokyo company that inherits the helical (heliotron) stellarator research of Japan’s National Institute for Fusion Science. It tested a full-scale HTS coil in 2025 and plans the Helix HARUKA and Helix KANATA devices.',
    website_url: 'https://www.helicalfusion.com',
    founding_year: 2021,
    city: 'Tokyo',
    country_code: 'JP',
    founders: ['Takaya Taguchi'],
    leadership: [{ name: 'Takaya Taguchi', title: 'CEO' }],
    sources: [
      stored(
        'https://energynews.oedigital.com/energy-markets/2025/10/27/japans-first-fusion-energy-company-achieves-key-milestone-towards-commercial-reactor',
        'Reuters via OE Digital: Helical Fusion completes HTS coil test (Oct 2025)',
      ),
      stored(
        'https://www1.brasilemfolhas.com.br/2024/08/startup-quer-lancar-reator-de-fusao-nuclear-estacionario-em-ate-10-anos',
        'Helical Fusion formed in 2021 by Taguchi and two NIFS scientists',
      ),
    ],
  }),
  developer({
    slug: 'ex-fusion',
    display_name: 'EX-Fusion',
    description:
      'Osaka University spin-out developing laser fusion, starting with continuous target injection and laser tracking systems for high-repetition laser plasma.',
    website_url: 'https://ex-fusion.com',
    city: 'Suita',
    region: 'Osaka',
    country_code: 'JP',
    founders: ['Kazuki Matsuo', 'Shinsuke Fujioka', 'Yoshitaka Mori'],
    leadership: [{ name: 'Kazuki Matsuo', title: 'CEO' }],
    sources: [
      stored(
        'https://scenarieconomici.it/la-fusione-nucleare-laser-giapponese-raccoglie-i-primi-fondi-per-lo-sviluppo-dellenergia-inesauribile/',
        'Scenari Economici: EX-Fusion closes a ¥130 million pre-seed round (Mar 2022)',
      ),
      stored(
        'https://japannews.yomiuri.co.jp/politics/political-series/20231105-147588/',
        'Yomiuri: EX-Fusion in Suita, Osaka aims at a demonstration reactor in 2035',
      ),
    ],
  }),
  developer({
    slug: 'fuse-energy-technologies',
    // Verified from stored copies (2026-11-26): jobs.ashbyhq.com/fuse, Fuse Energy's board (pulsed power,
    // San Leandro and Montreal; github.com/ever-jobs/ever-jobs spec 1094, 17 roles at its probe).
    job_board: { kind: 'ashby', id: 'fuse' },
    display_name: 'Fuse Energy Technologies',
    acronym_name: 'Fuse',
    // Its founder and its testing business were read only in a copy of a newsletter on another
    // host (denylisted): left out until a citable page confirms them.
    description: 'Pulsed-power company working toward pulsed fusion, with teams in San Leandro and Montreal.',
    country_code: 'CA',
    sources: [read('https://jobs.ashbyhq.com/fuse', 'Fuse’s job board: pulsed-power roles in San Leandro, California, and Montreal')],
  }),
  developer({
    slug: 'blue-laser-fusion',
    display_name: 'Blue Laser Fusion',
    acronym_name: 'BLF',
    description:
      'Laser fusion company co-founded by Nobel laureate Shuji Nakamura, developing high-repetition lasers and hydrogen-boron targets, with research in California and Japan.',
    founding_year: 2022,
    city: 'Palo Alto',
    region: 'California',
    country_code: 'US',
    founders: ['Shuji Nakamura', 'Hiroaki Ohta', 'Richard Ogawa'],
    leadership: [{ name: 'Shuji Nakamura', title: 'CEO' }],
    sources: [
      stored('https://optics.org/news/14/7/44', 'optics.org: Blue Laser Fusion claims $25M seed round (Aug 2023)'),
      stored(
        'https://www.itochu.co.jp/en/news/press/2024/240307.html',
        'ITOCHU: capital and business alliance with Blue Laser Fusion (Mar 2024)',
      ),
    ],
  }),
  developer({
    slug: 'nearstar-fusion',
    display_name: 'NearStar Fusion',
    description:
      'Virginia company developing impact-driven magneto-inertial fusion, firing fuel at hypervelocity through a strong magnetic field; a sister company of HyperJet Fusion.',
    city: 'Chantilly',
    region: 'Virginia',
    country_code: 'US',
    leadership: [
      { name: 'Amit Singh', title: 'CEO' },
      { name: 'Chris Faranetta', title: 'Vice President' },
    ],
    sources: [
      stored(
        'https://www.fairfaxtimes.com/articles/fairfax_county/local-fusion-energy-company-commissions-new-experiment/article_3502601e-c9aa-11ed-a58e-2f47833ebb2d.html',
        'Fairfax Times: NearStar Fusion commissions its plasma gun experiment (Mar 2023)',
      ),
      stored(
        'https://wonderfulengineering.com/this-u-s-startup-is-aiming-for-nuclear-fusion-using-plasma-railguns/',
        'Wonderful Engineering: NearStar Fusion and plasma railguns',
      ),
    ],
  }),
  developer({
    slug: 'lppfusion',
    display_name: 'LPPFusion',
    acronym_name: 'LPP',
    description:
      'New Jersey company, formerly Lawrenceville Plasma Physics, developing Focus Fusion: hydrogen-boron fusion in a dense plasma focus device.',
    website_url: 'https://lppfusion.com',
    city: 'Middlesex',
    region: 'New Jersey',
    country_code: 'US',
    founders: ['Eric J. Lerner'],
    leadership: [{ name: 'Eric J. Lerner', title: 'President and Chief Scientist' }],
    sources: [
      stored(
        'https://lppfusion.com/lppfusions-lerner-to-speak-at-fusion-energy-symposium-on-a-faster-route-to-fusion/',
        'LPPFusion: Lerner to speak at Fusion Energy Symposium (May 2019)',
      ),
      stored(
        'https://www.lppfusion.com/1-2-million-project-funded-by-the-abell-foundation-and-individual-investors/',
        'LPPFusion: $1.2 million project funded by the Abell Foundation and individual investors',
      ),
    ],
  }),
  developer({
    slug: 'china-fusion-energy',
    display_name: 'China Fusion Energy Co.',
    description:
      'State-backed company set up in Shanghai in July 2025 by China National Nuclear Corporation with other state-owned investors to lead China’s push toward commercial fusion power.',
    city: 'Shanghai',
    country_code: 'CN',
    sources: [
      read(
        'https://www.caixinglobal.com/2025-07-24/china-launches-national-fusion-energy-firm-with-16-billion-investment-from-soes-102344438.html',
        'Caixin: China launches China Fusion Energy Co., led by CNNC with 15 billion yuan of capital (24 Jul 2025)',
        '2025-07-24',
      ),
      read(
        'https://www.ans.org/news/2025-07-30/article-7244/china-launches-fusionfocused-company',
        'ANS Nuclear Cafe: China launches fusion-focused company (30 Jul 2025)',
        '2025-07-30',
      ),
    ],
  }),
  developer({
    slug: 'inertia-enterprises',
    display_name: 'Inertia Enterprises',
    acronym_name: 'Inertia',
    description:
      'Livermore company founded to turn the laser-driven ignition results of the National Ignition Facility into a power plant, starting with a far more powerful high-repetition laser.',
    city: 'Livermore',
    region: 'California',
    country_code: 'US',
    founders: ['Andrea Kritcher', 'Mike Dunne', 'Jeff Lawson'],
    sources: [
      stored(
        'https://briefly.co/anchor/Science/story/a-national-lab-made-a-nuclear-fusion-breakthrough-a-new-startup-wants-to-make-it-into-a-power-plant',
        'Summary of a Fast Company report: a new startup, Inertia, spins off from LLNL',
      ),
      stored(
        'https://coworking.nanabianca.it/round-col-botto-per-la-startup-di-fusione-inertia-enterprises-raccolti-450-milioni-di-dollari-per-la-costruzione-di-un-laser-molto-potente',
        'Nana Bianca: Inertia Enterprises closes a $450 million round',
      ),
      read(
        'https://khoboria.com/2026/02/11/article-20260211173128',
        'Khoboria: Inertia Enterprises raises a $450 million Series A led by Bessemer (11 Feb 2026)',
        '2026-02-11',
      ),
    ],
  }),
  developer({
    slug: 'astral-systems',
    display_name: 'Astral Systems',
    description:
      'Bristol company using compact multi-state fusion reactors, based on lattice confinement, as neutron sources to make medical isotopes.',
    city: 'Bristol',
    country_code: 'GB',
    founders: ['Talmon Firestone', 'Tom Wallace-Smith'],
    leadership: [
      { name: 'Talmon Firestone', title: 'CEO' },
      { name: 'Mahmoud Bakr', title: 'Chief Scientist' },
    ],
    sources: [
      stored(
        'https://www.bristol-business.net/bristol-academics-launch-business-to-tap-into-the-power-of-fusion-technology-for-cancer-treatment/',
        'Bristol Business News: Astral Systems launches (Dec 2023)',
      ),
      stored(
        'https://www.maddyness.com/uk/2025/04/28/how-astral-systems-plans-to-turn-nuclear-waste-into-clean-energy/',
        'Maddyness: how Astral Systems works (Apr 2025)',
      ),
    ],
  }),
  developer({
    slug: 'longview-fusion-energy-systems',
    display_name: 'Longview Fusion Energy Systems',
    acronym_name: 'Longview',
    description:
      'Laser fusion company led by former National Ignition Facility director Ed Moses, designing 1,000–1,600 MW laser fusion plants with Fluor as engineering partner.',
    country_code: 'US',
    leadership: [{ name: 'Ed Moses', title: 'CEO' }],
    sources: [
      stored(
        'https://www.world-nuclear-news.org/articles/fluor-and-longview-to-partner-in-laser-fusion-deve',
        'World Nuclear News: Fluor and Longview MoU for laser fusion development',
      ),
    ],
  }),
  developer({
    slug: 'stellarex',
    display_name: 'Stellarex',
    description:
      'Princeton company designing stellarator fusion power plants; it collaborates with Canadian Nuclear Laboratories on tritium and fuel-cycle technology.',
    city: 'Princeton',
    region: 'New Jersey',
    country_code: 'US',
    leadership: [{ name: 'Amitava Bhattacharjee', title: 'Co-founder and Chief Science Officer' }],
    sources: [
      stored(
        'https://www.cnl.ca/stellarex-inc-and-canadian-nuclear-laboratories-sign-mou-to-collaborate-on-the-development-of-fusion-energy/',
        'CNL: Stellarex and Canadian Nuclear Laboratories sign MOU (Mar 2024)',
      ),
    ],
  }),
  developer({
    slug: 'acceleron-fusion',
    display_name: 'Acceleron Fusion',
    description:
      'Boston company pursuing muon-catalyzed fusion, in which heavy muons replace electrons so that hydrogen nuclei can fuse without stellar temperatures; its early work had an ARPA-E grant.',
    city: 'Boston',
    region: 'Massachusetts',
    country_code: 'US',
    sources: [
      stored(
        'https://investmentweek.com/junges-fusions-startup-acceleron-fusion-sammelt-beeindruckende-15-millionen-ein',
        'InvestmentWeek: Acceleron Fusion raises $15 million (Dec 2024)',
      ),
      stored(
        'https://thenorthlines.com/cold-fusion-startup-acceleron-fusion-raises-15-million-for-research/',
        'The Northlines: Boston-based Acceleron Fusion and its 2020 ARPA-E grant',
      ),
    ],
  }),
  developer({
    slug: 'kronos-fusion-energy',
    display_name: 'Kronos Fusion Energy',
    description:
      'Virginia company working on tokamak power plant designs with deep-learning simulation, and on compact fusion generators for defense.',
    city: 'Arlington',
    region: 'Virginia',
    country_code: 'US',
    founders: ['Priyanca Ford'],
    leadership: [{ name: 'Paul E. Owen', title: 'CEO, Kronos Fusion Energy Defense Systems' }],
    sources: [
      stored(
        'https://www.globenewswire.com/news-release/2022/03/14/2402763/0/en/White-House-Summit-US-Government-Reflects-Kronos-Fusion-Energy-s-Existing-Approach.html',
        'GlobeNewswire: Kronos Fusion Energy on the White House fusion summit (14 Mar 2022)',
      ),
    ],
  }),
  // From the fusion-world dataset: private machines listed with their builder.
  developer({
    slug: 'compact-fusion-systems',
    display_name: 'Compact Fusion Systems',
    description: 'Albuquerque company developing the Fusion Power Core, a compact pulsed fusion concept.',
    website_url: 'https://www.compactfusionsystems.com',
    city: 'Albuquerque',
    region: 'New Mexico',
    country_code: 'US',
    sources: [FUSION_WORLD],
  }),
  developer({
    slug: 'horne-technologies',
    display_name: 'Horne Technologies',
    description: 'Company in Elliston, Montana, developing the Horne Hybrid Reactor, a compact fusion device.',
    website_url: 'https://www.hornetechnologies.com',
    city: 'Elliston',
    region: 'Montana',
    country_code: 'US',
    sources: [FUSION_WORLD],
  }),
  developer({
    slug: 'innoven-energy',
    display_name: 'Innoven Energy',
    description: 'Colorado Springs company working on an inertial fusion energy concept.',
    website_url: 'https://innoven-energy.com',
    city: 'Colorado Springs',
    region: 'Colorado',
    country_code: 'US',
    sources: [FUSION_WORLD],
  }),
  developer({
    slug: 'princeton-fusion-systems',
    display_name: 'Princeton Fusion Systems',
    description:
      'New Jersey company commercialising the Princeton Field-Reversed Configuration (PFRC) developed with PPPL, for power and space propulsion.',
    website_url: 'https://www.princetonfusionsystems.com',
    city: 'Plainsboro',
    region: 'New Jersey',
    country_code: 'US',
    sources: [FUSION_WORLD],
  }),
  developer({
    slug: 'mifti',
    display_name: 'Magneto-Inertial Fusion Technologies',
    acronym_name: 'MIFTI',
    description: 'California company developing the staged Z-pinch, a magneto-inertial fusion concept.',
    website_url: 'https://miftec.com',
    city: 'Tustin',
    region: 'California',
    country_code: 'US',
    sources: [FUSION_WORLD],
  }),
  developer({
    slug: 'ct-fusion',
    display_name: 'CTFusion',
    description:
      'Seattle company developing the Imposed-Dynamo Current Drive (IDCD) spheromak concept that came out of the University of Washington.',
    website_url: 'https://ctfusion.net',
    city: 'Seattle',
    region: 'Washington',
    country_code: 'US',
    sources: [FUSION_WORLD],
  }),
  developer({
    slug: 'hyperjet-fusion',
    display_name: 'HyperJet Fusion',
    description: 'Virginia company developing plasma-jet-driven magneto-inertial fusion (PJMIF); NearStar Fusion is its sister company.',
    city: 'Chantilly',
    region: 'Virginia',
    country_code: 'US',
    sources: [
      FUSION_WORLD,
      stored(
        'https://wonderfulengineering.com/this-u-s-startup-is-aiming-for-nuclear-fusion-using-plasma-railguns/',
        'Wonderful Engineering: NearStar Fusion, a sister concern of HyperJet Fusion',
      ),
    ],
  }),
  developer({
    slug: 'agni-fusion-energy',
    display_name: 'AGNI Fusion Energy',
    description: 'US company developing a beam-target fusion concept, listed among private machines in the fusion-world dataset.',
    country_code: 'US',
    sources: [FUSION_WORLD],
  }),
  {
    slug: 'lockheed-martin',
    display_name: 'Lockheed Martin',
    description:
      'Aerospace and defense company whose Skunk Works developed the Compact Fusion Reactor (CFR) concept in Palmdale, California.',
    website_url: 'https://www.lockheedmartin.com',
    country_code: 'US',
    tags: ['Fusion Machine Developer', 'Component Supplier'],
    sources: [FUSION_WORLD, known('https://www.lockheedmartin.com/en-us/products/compact-fusion.html', 'Lockheed Martin: Compact Fusion')],
  },
  // Developers confirmed from stored pages for issue 23 (the audit's §2a).
  developer({
    slug: 'neo-fusion',
    display_name: 'NEO Fusion',
    description:
      'Hefei company founded in 2023 with ¥5 billion of registered capital, half held by Anhui’s state-owned energy and investment companies and 30% by NIO and NIO Capital. It leads the construction of the BEST tokamak.',
    founding_year: 2023,
    city: 'Hefei',
    region: 'Anhui',
    country_code: 'CN',
    leadership: [{ name: 'Yan Jianwen', title: 'Chairman' }],
    sources: [
      read(
        'https://www.tipranks.com/news/nio-invests-in-nuclear-fusion-startup',
        'TipRanks: NIO invests in nuclear fusion startup Neo Fusion (19 May 2023)',
        '2023-05-19',
      ),
      read(
        'https://www.scmp.com/news/china/science/article/3309037/china-speed-accelerates-drive-towards-next-step-nuclear-fusion',
        'SCMP: BEST enters final assembly in Hefei; Yan Jianwen, chairman of Neo Fusion, the state-backed company leading the project',
      ),
    ],
  }),
  developer({
    slug: 'maritime-fusion',
    display_name: 'Maritime Fusion',
    description:
      'San Francisco company founded in 2024 that is designing Yinsen, a high-temperature-superconducting tokamak of 25–70 MW meant to power ships, and testing its superconducting cables.',
    founding_year: 2024,
    city: 'San Francisco',
    region: 'California',
    country_code: 'US',
    leadership: [{ name: 'Justin Cohen', title: 'CEO and co-founder' }],
    sources: [
      read(
        'https://www.hwupgrade.it/news/scienza-tecnologia/una-nave-a-fusione-nucleare-entro-il-2032-il-progetto-di-questa-startup-e-ambizioso-ma-non-folle_146679.html',
        'Hardware Upgrade: Maritime Fusion develops Yinsen, an HTS tokamak for ships (24 Nov 2025)',
        '2025-11-24',
      ),
      read('https://m.smi24.net/foreign/418098790', 'Copy of a French report: Maritime Fusion, founded in 2024 in San Francisco'),
    ],
  }),
  developer({
    slug: 'genf',
    display_name: 'GenF',
    description:
      'Company created by Thales in January 2025 to develop an inertial-confinement fusion reactor driven by high-power lasers, with the CEA, the CNRS and École polytechnique as scientific partners. It was inaugurated at Le Barp, near Bordeaux, on 15 May 2025.',
    founding_year: 2025,
    city: 'Le Barp',
    region: 'Nouvelle-Aquitaine',
    country_code: 'FR',
    leadership: [{ name: 'Yann Gérard', title: 'President' }],
    sources: [
      read(
        'https://www.polytechnique.edu/actualites/inauguration-de-genf-dont-lx-est-un-des-partenaires-scientifiques',
        'École polytechnique: GenF, created in January 2025 by Thales, inaugurated at Le Barp on 15 May 2025',
      ),
      read(
        'https://www.lejournaldesentreprises.com/article/fusion-nucleaire-thales-inaugure-genf-pour-developper-une-energie-nouvelle-depuis-la-gironde-2119776',
        'Le Journal des Entreprises: Thales inaugurates GenF; Yann Gérard, its president',
      ),
    ],
  }),
  {
    slug: 'marathon-fusion',
    display_name: 'Marathon Fusion',
    description:
      'San Francisco company founded in 2023 that builds fuel-processing systems for fusion power plants, starting with superpermeable hydrogen pumps that recycle deuterium and tritium.',
    founding_year: 2023,
    city: 'San Francisco',
    region: 'California',
    country_code: 'US',
    leadership: [
      { name: 'Kyle Schiller', title: 'CEO and co-founder' },
      { name: 'Adam Rutkowski', title: 'CTO and co-founder' },
    ],
    tags: ['Fusion Technology Developer'],
    sources: [
      read(
        'https://sharedfuture.xyz/blog/a-q-and-a-with-kyle-of-marathon-fusion',
        'Shared Future: a Q&A with Kyle Schiller of Marathon Fusion, founded in 2023',
      ),
    ],
  },
  developer({
    slug: 'deutelio',
    display_name: 'Deutelio',
    description: 'Company in Varese, Italy, started in 2022, that develops a magnetic-confinement concept it calls the polomak.',
    website_url: 'https://www.deutelio.com',
    founding_year: 2022,
    city: 'Varese',
    country_code: 'IT',
    sources: [FUSION_COMPANIES_LIST],
  }),
];

/** Investors named in the rounds below that were not yet in the directory. */
export const industryInvestors: SeedOrganization[] = [
  {
    slug: 'cicc-capital',
    display_name: 'CICC Capital',
    description: 'Private equity arm of China International Capital Corporation; it co-led Startorus Fusion’s Series A.',
    country_code: 'CN',
    tags: ['Asset Management Firm'],
    sources: [
      stored(
        'https://www.dealstreetasia.com/stories/startorus-funding-468930',
        'DealStreetAsia: Startorus Fusion raises over $143m in Series A',
      ),
    ],
  },
  {
    slug: 'shanghai-stvc-group',
    display_name: 'Shanghai Science and Technology Innovation Group',
    acronym_name: 'Shanghai STVC',
    description: 'State-owned Shanghai investment group whose funds led Startorus Fusion’s pre-Series A and co-led its Series A.',
    city: 'Shanghai',
    country_code: 'CN',
    tags: ['Venture Capital Firm', 'Sovereign Wealth Fund'],
    sources: [
      stored(
        'https://www.dealstreetasia.com/stories/startorus-funding-468930',
        'DealStreetAsia: Startorus Fusion raises over $143m in Series A',
      ),
    ],
  },
  {
    slug: 'hcvc',
    display_name: 'HCVC',
    description: 'Paris venture firm investing in hardware deep tech; an investor in Renaissance Fusion.',
    city: 'Paris',
    country_code: 'FR',
    tags: ['Venture Capital Firm'],
    sources: [
      stored(
        'https://www.agefi.fr/corporate/actualites/quotidien/20230127/fusion-nucleaire-start-up-francaise-leve-15-357953',
        'L’Agefi: Renaissance Fusion raises €15 million with Lowercarbon and HCVC',
      ),
    ],
  },
  {
    slug: 'eit-innoenergy',
    display_name: 'EIT InnoEnergy',
    description: 'EU-backed sustainable energy investor; an early funder of Novatron Fusion Group.',
    country_code: 'NL',
    tags: ['Venture Capital Firm'],
    sources: [stored('https://www.energieleben.at/tag/novatron/', 'Energieleben: Novatron backed by EIT InnoEnergy and KTH')],
  },
  {
    slug: 'jafco',
    display_name: 'JAFCO Group',
    acronym_name: 'JAFCO',
    description: 'Japanese venture capital firm; an investor in Blue Laser Fusion’s seed round.',
    city: 'Tokyo',
    country_code: 'JP',
    tags: ['Venture Capital Firm'],
    sources: [stored('https://optics.org/news/14/7/44', 'optics.org: Blue Laser Fusion claims $25M seed round')],
  },
  {
    slug: 'sparx-group',
    display_name: 'SPARX Group',
    acronym_name: 'SPARX',
    description: 'Japanese investment manager whose Toyota-backed Mirai Creation Fund III invested in Blue Laser Fusion.',
    city: 'Tokyo',
    country_code: 'JP',
    tags: ['Asset Management Firm'],
    sources: [stored('https://optics.org/news/14/7/44', 'optics.org: Blue Laser Fusion claims $25M seed round')],
  },
  {
    slug: 'itochu',
    display_name: 'ITOCHU Corporation',
    acronym_name: 'ITOCHU',
    description: 'Japanese trading house that took shares in Blue Laser Fusion and signed a business alliance with it in 2024.',
    city: 'Tokyo',
    country_code: 'JP',
    tags: ['Corporate Venture Capital'],
    sources: [
      stored('https://www.itochu.co.jp/en/news/press/2024/240307.html', 'ITOCHU: capital and business alliance with Blue Laser Fusion'),
    ],
  },
  {
    slug: 'anri',
    display_name: 'ANRI',
    description: 'Tokyo venture capital firm that led EX-Fusion’s pre-seed round.',
    city: 'Tokyo',
    country_code: 'JP',
    tags: ['Venture Capital Firm'],
    sources: [
      stored(
        'https://scenarieconomici.it/la-fusione-nucleare-laser-giapponese-raccoglie-i-primi-fondi-per-lo-sviluppo-dellenergia-inesauribile/',
        'EX-Fusion pre-seed round led by ANRI',
      ),
    ],
  },
  {
    slug: 'honda',
    display_name: 'Honda',
    description: 'Japanese carmaker that invested in Israeli fusion developer nT-Tao.',
    country_code: 'JP',
    tags: ['Corporate Venture Capital'],
    sources: [
      stored(
        'https://www.world-today-journal.com/honda-is-investing-in-compact-fusion-reactors-to-charge-electric-cars/',
        'Honda-backed nT-Tao: compact fusion reactors',
      ),
    ],
  },
  {
    slug: 'bessemer-venture-partners',
    display_name: 'Bessemer Venture Partners',
    description: 'Venture firm that led Inertia Enterprises’ Series A.',
    country_code: 'US',
    tags: ['Venture Capital Firm'],
    sources: [stored('https://thinc.blog/', 'Inertia Enterprises raises $450 million, led by Bessemer Venture Partners')],
  },
  {
    slug: 'spring-valley-acquisition-corp-iii',
    display_name: 'Spring Valley Acquisition Corp. III',
    acronym_name: 'SVAC',
    description: 'Nasdaq-listed special purpose acquisition company that agreed in January 2026 to combine with General Fusion.',
    country_code: 'US',
    tags: ['Asset Management Firm'],
    sources: [
      known(
        'https://www.sec.gov/Archives/edgar/data/2074850/000110465926005601/tm263812d1_8k.htm',
        'SEC 8-K of Spring Valley Acquisition Corp. III (22 Jan 2026)',
      ),
    ],
  },
];

export const industryFunding: SeedFunding[] = [
  {
    recipient_slug: 'startorus-fusion',
    source_slugs: ['shanghai-stvc-group'],
    funding_type: 'investment',
    round_name: 'Pre-Series A',
    amount_usd: null,
    announcement_date: '2024-03',
    headline: 'Startorus Fusion closes a pre-Series A led by Shanghai STVC Group’s intellectual property fund',
    announcement_url: 'https://www.dealstreetasia.com/stories/startorus-funding-468930',
    sources: [
      stored(
        'https://www.dealstreetasia.com/stories/startorus-funding-468930',
        'DealStreetAsia: Startorus Fusion raises over $143m in Series A (mentions the March 2024 pre-Series A)',
      ),
    ],
  },
  {
    recipient_slug: 'startorus-fusion',
    source_slugs: ['cicc-capital', 'shanghai-stvc-group'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: null,
    amount: 1_000_000_000,
    currency: 'CNY',
    announcement_date: '2026-01-12',
    headline: 'Startorus Fusion raises a 1 billion yuan Series A, a record for a private Chinese fusion company',
    announcement_url: 'https://www.dealstreetasia.com/stories/startorus-funding-468930',
    sources: [
      stored(
        'https://www.dealstreetasia.com/stories/startorus-funding-468930',
        'DealStreetAsia: Startorus Fusion raises over $143m in Series A',
      ),
      stored(
        'https://scmp.com/business/china-business/article/3340430/chinas-nuclear-fusion-start-ups-power-record-funding-round',
        'SCMP: China’s nuclear fusion start-ups power up with record funding round',
      ),
    ],
  },
  {
    recipient_slug: 'renaissance-fusion',
    source_slugs: ['lowercarbon-capital', 'hcvc'],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: null,
    amount: 15_000_000,
    currency: 'EUR',
    announcement_date: '2023-01-26',
    headline: 'Renaissance Fusion raises €15 million from Lowercarbon Capital, HCVC, Positron Ventures and Norrsken',
    announcement_url: 'https://www.agefi.fr/corporate/actualites/quotidien/20230126/fusion-nucleaire-start-up-francaise-leve-15-357928',
    sources: [
      stored(
        'https://www.agefi.fr/corporate/actualites/quotidien/20230126/fusion-nucleaire-start-up-francaise-leve-15-357928',
        'L’Agefi: French fusion start-up raises €15 million',
      ),
      stored(
        'https://quantstreams.com/2023/01/26/renaissance-fusion-le-fleuron-francais-de-la-fusion-nucleaire',
        'Quantstreams: Renaissance Fusion seed round of €15 million',
      ),
    ],
  },
  {
    recipient_slug: 'novatron-fusion-group',
    source_slugs: ['eit-innoenergy'],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: null,
    amount: 5_000_000,
    currency: 'EUR',
    announcement_date: '2023-08',
    headline: 'Novatron Fusion Group secures €5 million, including from the Santander InnoEnergy Climate Fund',
    announcement_url:
      'https://energizemedia.co.uk/novatron-fusion-groups-joins-50th-edition-of-european-physical-societys-conference-on-plasma-physics/',
    sources: [
      stored(
        'https://energizemedia.co.uk/novatron-fusion-groups-joins-50th-edition-of-european-physical-societys-conference-on-plasma-physics/',
        'Energize Media: Novatron secured €5 million in August 2023',
      ),
    ],
  },
  {
    recipient_slug: 'hb11-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Pre-seed',
    amount_usd: null,
    amount: 4_600_000,
    currency: 'AUD',
    announcement_date: '2021-02-25',
    headline: 'HB11 Energy closes an oversubscribed A$4.6 million pre-seed round',
    announcement_url: 'https://www.nuclear-exchange.com/news/93867/hb11-start-to-begin-experimental-programme.html',
    sources: [
      stored(
        'https://www.nuclear-exchange.com/news/93867/hb11-start-to-begin-experimental-programme.html',
        'Nuclear Exchange: HB11 to begin experimental programme (Feb 2021)',
      ),
    ],
  },
  {
    recipient_slug: 'nt-tao',
    source_slugs: ['honda'],
    funding_type: 'investment',
    round_name: 'Venture round',
    amount_usd: null,
    announcement_date: '2023-02',
    headline: 'nT-Tao raises new funding with Honda among its investors',
    announcement_url: 'https://www.trendsderzukunft.de/neuer-fusionsreaktor-soll-klein-wie-ein-container-sein-und-1-mio-mal-effektiver/',
    sources: [
      stored(
        'https://www.trendsderzukunft.de/neuer-fusionsreaktor-soll-klein-wie-ein-container-sein-und-1-mio-mal-effektiver/',
        'Trends der Zukunft: Honda invests in nT-Tao (Feb 2023 funding)',
      ),
    ],
  },
  {
    // The rounds' own amounts are not public: the total reported in January 2024 (Nikkei's story,
    // read in tech360's report of it) stands for all of them, the 2023 round above included (listed
    // without an amount, so nothing is counted twice).
    recipient_slug: 'nt-tao',
    source_slugs: ['honda'],
    funding_type: 'investment',
    round_name: 'Funding to January 2024 (aggregate, including the 2023 round)',
    amount_usd: 28_000_000,
    announcement_date: '2024-01',
    headline: 'nT-Tao has raised $28 million in all from investors including Honda and Mitsui Sumitomo Insurance',
    announcement_url: 'https://www.tech360.tv/honda-backed-israeli-startup-nuclear-fusion-electric-vehicles',
    sources: [
      read(
        'https://www.tech360.tv/honda-backed-israeli-startup-nuclear-fusion-electric-vehicles',
        'tech360.tv: Honda-backed nT-Tao has raised a total of $28 million, from investors including Honda and Mitsui Sumitomo Insurance',
      ),
      read(
        'https://carscoops.com/2024/01/honda-backed-israeli-firm-developing-nuclear-fusion-tech-that-could-be-used-for-ev-charging',
        'Carscoops: Honda-backed nT-Tao, as reported by Nikkei Asia (January 2024)',
      ),
    ],
  },
  {
    recipient_slug: 'ex-fusion',
    source_slugs: ['anri'],
    funding_type: 'investment',
    round_name: 'Pre-seed',
    amount_usd: null,
    amount: 130_000_000,
    currency: 'JPY',
    announcement_date: '2022-03-31',
    headline: 'EX-Fusion closes a ¥130 million pre-seed round led by ANRI with Osaka University Venture Capital',
    announcement_url:
      'https://scenarieconomici.it/la-fusione-nucleare-laser-giapponese-raccoglie-i-primi-fondi-per-lo-sviluppo-dellenergia-inesauribile/',
    sources: [
      stored(
        'https://scenarieconomici.it/la-fusione-nucleare-laser-giapponese-raccoglie-i-primi-fondi-per-lo-sviluppo-dellenergia-inesauribile/',
        'Scenari Economici: EX-Fusion pre-seed round',
      ),
    ],
  },
  // Helical Fusion: its Series A of July 2025 (about ¥2.3 billion) brought the cumulative amount
  // raised to about ¥5.2 billion; the earlier rounds are not public one by one, so they are one
  // aggregate entry (the cumulative amount less the Series A).
  {
    recipient_slug: 'helical-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Earlier rounds, 2021–2025 (aggregate)',
    amount_usd: null,
    amount: 2_900_000_000,
    currency: 'JPY',
    announcement_date: '2025-07-11',
    headline:
      'Helical Fusion’s funding before its Series A adds up to about ¥2.9 billion: about ¥5.2 billion raised in all, less the ¥2.3 billion Series A',
    announcement_url: 'https://www.media-ir.com/news/?p=140884',
    sources: [
      read(
        'https://www.media-ir.com/news/?p=140884',
        'Media-IR: with the new ¥2.3 billion, Helical Fusion’s cumulative funding reaches about ¥5.2 billion (July 2025)',
      ),
    ],
  },
  {
    recipient_slug: 'helical-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: null,
    amount: 2_300_000_000,
    currency: 'JPY',
    announcement_date: '2025-07-11',
    headline:
      'Helical Fusion raises about ¥2.3 billion in a Series A (SBI Investment, KDDI, Keio Innovation Initiative, Nissay Capital, Toyoda Gosei, Daiwa House Ventures) and announces its Helix Program',
    announcement_url: 'https://www.media-ir.com/news/?p=140884',
    sources: [
      read(
        'https://www.media-ir.com/news/?p=140884',
        'Media-IR: Helical Fusion announces the Helix Program on 11 July and raises about ¥2.3 billion in its Series A',
      ),
    ],
  },
  {
    // The yen amount and the investors were not read: the USD figure is the one optics.org states.
    recipient_slug: 'ex-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Financing round',
    amount_usd: 13_000_000,
    announcement_date: '2023-07', // "less than a month" before 1 Aug 2023
    headline: 'EX-Fusion raises $13 million for laser fusion',
    announcement_url: 'https://optics.org/news/14/7/44',
    sources: [
      read(
        'https://optics.org/news/14/7/44',
        'optics.org: Blue Laser Fusion’s seed round comes less than a month after EX-Fusion raised $13 million (1 Aug 2023)',
        '2023-08-01',
      ),
    ],
  },
  {
    recipient_slug: 'blue-laser-fusion',
    source_slugs: ['jafco', 'sparx-group'],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: 25_000_000,
    announcement_date: '2023-07',
    headline: 'Blue Laser Fusion raises a $25 million seed round from JAFCO and SPARX',
    announcement_url: 'https://optics.org/news/14/7/44',
    sources: [
      stored('https://optics.org/news/14/7/44', 'optics.org: Blue Laser Fusion claims $25M seed round'),
      stored('https://www.asahi.com/ajw/articles/14966151', 'Asahi Shimbun: start-up raised $25 million earlier this month (Jul 2023)'),
    ],
  },
  {
    recipient_slug: 'blue-laser-fusion',
    source_slugs: ['itochu'],
    funding_type: 'investment',
    round_name: 'Strategic investment',
    amount_usd: null,
    announcement_date: '2024-03-07',
    headline: 'ITOCHU takes shares in Blue Laser Fusion and signs a business alliance',
    announcement_url: 'https://www.itochu.co.jp/en/news/press/2024/240307.html',
    sources: [stored('https://www.itochu.co.jp/en/news/press/2024/240307.html', 'ITOCHU press release (7 Mar 2024)')],
  },
  {
    recipient_slug: 'acceleron-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Venture round',
    amount_usd: 15_000_000,
    announcement_date: '2024-12',
    headline: 'Acceleron Fusion raises $15 million of a targeted $23.7 million round, an SEC filing shows',
    announcement_url: 'https://investmentweek.com/junges-fusions-startup-acceleron-fusion-sammelt-beeindruckende-15-millionen-ein',
    sources: [
      stored(
        'https://investmentweek.com/junges-fusions-startup-acceleron-fusion-sammelt-beeindruckende-15-millionen-ein',
        'InvestmentWeek: Acceleron Fusion raises $15 million (21 Dec 2024)',
      ),
    ],
  },
  {
    recipient_slug: 'lppfusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Project funding',
    amount_usd: 1_200_000,
    announcement_date: '2008-12-18',
    headline: 'LPP starts a $1.2 million experimental project funded by the Abell Foundation and individual investors',
    announcement_url: 'https://www.lppfusion.com/1-2-million-project-funded-by-the-abell-foundation-and-individual-investors/',
    sources: [
      stored(
        'https://www.lppfusion.com/1-2-million-project-funded-by-the-abell-foundation-and-individual-investors/',
        'LPPFusion: $1.2 million project',
      ),
    ],
  },
  {
    recipient_slug: 'general-fusion',
    source_slugs: ['spring-valley-acquisition-corp-iii'],
    funding_type: 'investment',
    round_name: 'SPAC business combination and PIPE (announced)',
    amount_usd: null,
    announcement_date: '2026-01-22',
    headline:
      'General Fusion agrees to go public on Nasdaq through Spring Valley Acquisition Corp. III, at about $1 billion pro-forma equity value with a PIPE',
    announcement_url: 'https://www.sec.gov/Archives/edgar/data/2074850/000110465926005601/tm263812d1_8k.htm',
    sources: [
      known(
        'https://www.sec.gov/Archives/edgar/data/2074850/000110465926005601/tm263812d1_8k.htm',
        'SEC 8-K of Spring Valley Acquisition Corp. III (22 Jan 2026)',
      ),
      stored(
        'https://www.stocktitan.net/sec-filings/SVAC/8-k-spring-valley-acquisition-corp-iii-reports-material-event-2838f457879f.html',
        'Stock Titan summary of the SVAC 8-K',
      ),
    ],
  },
];

/** Machines of the developers above (and a few of the existing ones). */
export const industryProjects: SeedProject[] = [
  {
    slug: 'hh70',
    display_name: 'HH70',
    description_html:
      '<p>HH70 is Energy Singularity’s high-temperature superconducting tokamak in Shanghai, commissioned in June 2024. In early 2026 the company reported a steady plasma current sustained for 1,337 seconds.</p>',
    concept_slug: 'tokamak',
    project_status: 'Operating',
    year_operations_started: 2024,
    organization_slugs: ['energy-singularity'],
    country_code: 'CN',
    sources: [
      stored('https://en.people.cn/n3/2026/0207/c90000-20423623.html', "People's Daily (Xinhua): HH70 record (Feb 2026)", '2026-02-07'),
    ],
  },
  {
    slug: 'hh170',
    display_name: 'HH170',
    description_html: '<p>HH170 is Energy Singularity’s next, larger HTS tokamak. It is designed to reach net energy gain.</p>',
    concept_slug: 'tokamak',
    project_status: 'Planned',
    organization_slugs: ['energy-singularity'],
    country_code: 'CN',
    sources: [
      stored(
        'https://en.people.cn/n3/2026/0207/c90000-20423623.html',
        "People's Daily (Xinhua): HH170 next-generation device",
        '2026-02-07',
      ),
    ],
  },
  {
    slug: 'startorus-next-generation-device',
    display_name: 'Startorus next-generation device',
    description_html:
      '<p>Startorus Fusion is using its 2026 Series A to build its next spherical tokamak in Xi’an. The company targets technical verification by 2028 and a pilot plant by 2032.</p>',
    concept_slug: 'spherical-tokamak',
    project_status: 'Planned',
    organization_slugs: ['startorus-fusion'],
    country_code: 'CN',
    sources: [
      stored(
        'https://scmp.com/business/china-business/article/3340430/chinas-nuclear-fusion-start-ups-power-record-funding-round',
        'SCMP: record funding round, next-generation reactor plans',
      ),
    ],
  },
  {
    slug: 'exl-50',
    display_name: 'EXL-50 (XuanLong-50)',
    description_html:
      '<p>EXL-50 was ENN’s first medium-size spherical torus in Langfang, built from October 2018, which studied solenoid-free current drive with electron cyclotron waves. It was upgraded into EXL-50U.</p>',
    concept_slug: 'spherical-tokamak',
    project_status: 'Shut Down',
    year_operations_started: 2019,
    organization_slugs: ['enn'],
    country_code: 'CN',
    sources: [
      stored(
        'https://arxivlens.com/PaperView/Details/overview-of-exl-50-research-progress-and-future-plan-8384-651bcbff',
        'Overview of EXL-50 research progress and future plan',
      ),
      stored('https://nbn.media/china-aim-to-commercialize-fusion-energy-in-30-years/', 'NBN: ENN launches XuanLong-50'),
    ],
  },
  {
    slug: 'exl-50u',
    display_name: 'EXL-50U',
    description_html:
      '<p>EXL-50U is the upgrade of ENN’s EXL-50 spherical tokamak in Langfang. It reached megaampere-level plasma current in 2025 and prepares hydrogen-boron experiments.</p>',
    concept_slug: 'spherical-tokamak',
    project_status: 'Operating',
    organization_slugs: ['enn'],
    country_code: 'CN',
    sources: [
      read(
        'https://www.emergentmind.com/topics/exl-50u-spherical-tokamak',
        'Emergent Mind: EXL-50U spherical tokamak, a summary of its papers (updated 25 Jan 2026)',
        '2026-01-25',
      ),
    ],
  },
  {
    slug: 'ehl-2',
    display_name: 'EHL-2 (Helong-2)',
    description_html:
      '<p>EHL-2 is the next spherical torus designed by ENN for proton-boron fusion studies. It is the step after EXL-50U on ENN’s published roadmap.</p>',
    concept_slug: 'spherical-tokamak',
    project_status: 'Planned',
    organization_slugs: ['enn'],
    country_code: 'CN',
    sources: [
      stored('https://arxiv.org/html/2401.11338v3', 'ENN’s Roadmap for Proton-Boron Fusion Based on Spherical Torus (arXiv 2401.11338)'),
    ],
  },
  {
    slug: 'gauss-giga',
    display_name: 'GIGA',
    description_html:
      '<p>GIGA is the gigawatt-class stellarator power plant designed by Gauss Fusion. The company aims to build it in Europe by the early 2040s.</p>',
    concept_slug: 'stellarator',
    project_status: 'Planned',
    organization_slugs: ['gauss-fusion'],
    country_code: 'DE',
    sources: [
      stored(
        'https://innovations-intelligenz.de/gauss-fusion-sichert-finanzierung-f-r-die-erzeugung-von-tritium-f-r-die-fusionsenergie-2140426.html',
        'Gauss Fusion: GAUSS GIGA power plant, first plant by the early 2040s',
      ),
    ],
  },
  {
    slug: 'novatron-1',
    display_name: 'Novatron 1 (N1)',
    description_html:
      '<p>Novatron 1 is Novatron Fusion Group’s first mirror machine, built at KTH Royal Institute of Technology in Stockholm. It made its first plasma in 2025 and was inaugurated in June that year.</p>',
    concept_slug: 'magnetic-mirror',
    project_status: 'Operating',
    year_operations_started: 2025,
    organization_slugs: ['novatron-fusion-group'],
    country_code: 'SE',
    sources: [
      stored(
        'https://novatronfusion.com/news/2025-nine-months-ago-it-was-an-empty-floor-here-in-the-lab-at-kth?format=amp',
        'Novatron Fusion Group: first plasma in Novatron 1 (2025)',
      ),
      stored(
        'https://energizemedia.co.uk/nordic-breakthrough-for-unlimited-fossil-free-energy-novatron-1-officially-inaugurated/',
        'Novatron 1 officially inaugurated',
      ),
    ],
  },
  {
    slug: 'openstar-junior',
    display_name: 'Junior',
    description_html:
      '<p>Junior is OpenStar Technologies’ levitated dipole experiment near Wellington, with a 5.6 tesla REBCO magnet inside a 5.2 metre vacuum chamber. It made its first plasmas in late 2024.</p>',
    concept_slug: 'levitated-dipole',
    project_status: 'Operating',
    year_operations_started: 2024,
    organization_slugs: ['openstar-technologies'],
    country_code: 'NZ',
    sources: [
      stored(
        'https://morningoverview.com/new-zealand-fusion-startup-touts-significant-step-toward-next-gen-energy',
        'Morning Overview: OpenStar’s Junior experiment (paper in Fusion Engineering and Design)',
      ),
      stored(
        'https://www.nzherald.co.nz/business/markets-with-madison/inside-wellingtons-nuclear-fusion-reactor-experiment/JIL4HYFIENE6XPKR754KFQHPWU/',
        'NZ Herald: inside Wellington’s fusion experiment (Nov 2024)',
      ),
    ],
  },
  {
    slug: 'helix-haruka',
    display_name: 'Helix HARUKA',
    description_html:
      '<p>Helix HARUKA is Helical Fusion’s integrated demonstration device, meant to show stable, continuous operation of a helical stellarator. The company decided to build it after its 2025 HTS coil test.</p>',
    concept_slug: 'stellarator',
    project_status: 'Planned',
    organization_slugs: ['helical-fusion'],
    country_code: 'JP',
    sources: [
      stored(
        'https://energynews.oedigital.com/energy-markets/2025/10/27/japans-first-fusion-energy-company-achieves-key-milestone-towards-commercial-reactor',
        'Reuters via OE Digital: Helix HARUKA next',
      ),
    ],
  },
  {
    slug: 'helix-kanata',
    display_name: 'Helix KANATA',
    description_html:
      '<p>Helix KANATA is the first power-generating helical fusion plant planned by Helical Fusion. It follows the Helix HARUKA demonstration.</p>',
    concept_slug: 'stellarator',
    project_status: 'Planned',
    organization_slugs: ['helical-fusion'],
    country_code: 'JP',
    sources: [
      stored(
        'https://hive.blog/tech/@arraymedia/a-new-dawn-for-fusion-power-japans-groundbreaking-hts-coil-test',
        'Helical Fusion roadmap: HARUKA then KANATA',
      ),
    ],
  },
  {
    slug: 'longview-laser-fusion-plant',
    display_name: 'Longview laser fusion plant',
    description_html:
      '<p>Longview Fusion Energy Systems is designing laser fusion power plants of 1,000–1,600 MW based on the National Ignition Facility’s physics. Fluor provides preliminary design and engineering, and a pilot plant is aimed at the early 2030s.</p>',
    concept_slug: 'inertial-confinement-laser',
    project_status: 'Planned',
    organization_slugs: ['longview-fusion-energy-systems'],
    country_code: 'US',
    sources: [
      stored(
        'https://www.world-nuclear-news.org/articles/fluor-and-longview-to-partner-in-laser-fusion-deve',
        'World Nuclear News: Fluor and Longview MoU',
      ),
    ],
  },
  {
    slug: 'xcimer-laser-prototype',
    display_name: 'Xcimer laser prototype',
    description_html:
      '<p>Xcimer Energy is building a full-scale prototype of its excimer laser system in a Denver warehouse, funded by its 2024 Series A. The prototype is about 100 feet long.</p>',
    concept_slug: 'inertial-confinement-laser',
    project_status: 'Under Construction',
    organization_slugs: ['xcimer-energy'],
    country_code: 'US',
    sources: [
      stored(
        'https://www.axios.com/pro/climate-deals/2024/06/04/fusion-xcimer-raises-100m',
        'Axios: Xcimer raises $100M to build huge laser',
      ),
    ],
  },
  {
    slug: 'marvel-csu-laser-facility',
    display_name: 'Marvel Fusion and CSU laser facility',
    description_html:
      '<p>Marvel Fusion and Colorado State University are building a $150 million short-pulse laser facility on the CSU campus in Fort Collins. It is to host several multi-petawatt, high-repetition lasers and is targeted for completion in 2026.</p>',
    concept_slug: 'laser-driven-ion-fusion',
    project_status: 'Under Construction',
    organization_slugs: ['marvel-fusion'],
    country_code: 'US',
    sources: [
      stored(
        'https://www.handelsblatt.com/unternehmen/energie/marvel-fusion-die-usa-sind-einfach-deutlich-weiter-/29306592.html',
        'Handelsblatt: Marvel Fusion builds its next facility with Colorado State University',
      ),
    ],
  },
];
