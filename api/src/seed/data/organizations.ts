// Organizations of the demo dataset: real, publicly known facts only.
// A field is left out when the fact could not be confirmed from a public source
// (better no founding year than a wrong one). Descriptions are original text.
//
// AFFILIATE FLAGS ARE DEMO-ONLY: `is_affiliate` and `self_description` on a few
// suppliers exist to demonstrate the affiliate features of the site. They do not
// mean the company has any relationship with this site, and the self descriptions
// are placeholder copy written for the demo, not statements by the companies.
import { known, read, stored } from './sources';
import { withKindAndStatus, withListedFoundingYear } from './developer-status';
import { industryDevelopers, industryInvestors } from './industry';
import { programFunders } from './programs';
import { researchHosts } from './research-devices';
import type { SeedOrganization } from './types';

const fusionDevelopers: SeedOrganization[] = [
  {
    slug: 'commonwealth-fusion-systems',
    // Verified from stored copies (2026-11-26): cfs.energy/careers links to jobs.lever.co/cfsenergy and
    // api.lever.co/v0/postings/cfsenergy?mode=json answered with live postings (github.com/ever-jobs/ever-jobs
    // spec 1221; a public scraper's notes, confirmed live 2026-08-26). Its Greenhouse board is empty.
    job_board: { kind: 'lever', id: 'cfsenergy' },
    display_name: 'Commonwealth Fusion Systems',
    acronym_name: 'CFS',
    description:
      'MIT spin-out building compact high-field tokamaks with high-temperature superconducting magnets. It is assembling the SPARC demonstration machine in Devens and plans the ARC power plant in Virginia.',
    website_url: 'https://cfs.energy',
    founding_year: 2018,
    city: 'Devens',
    region: 'Massachusetts',
    country_code: 'US',
    founders: ['Bob Mumgaard', 'Brandon Sorbom', 'Dan Brunner'],
    leadership: [{ name: 'Bob Mumgaard', title: 'CEO' }],
    tags: ['Fusion Machine Developer', 'Component Supplier'],
    sources: [
      stored(
        'https://www.siliconrepublic.com/start-ups/commonwealth-fusion-systems-funding',
        'Silicon Republic: Commonwealth Fusion Systems raises a further $84m (May 2020)',
      ),
      known('https://en.wikipedia.org/wiki/Commonwealth_Fusion_Systems', 'Wikipedia: Commonwealth Fusion Systems'),
    ],
    funding_totals: [
      {
        as_of: '2020-05-31',
        total_usd: 200_000_000,
        source: stored(
          'https://www.siliconrepublic.com/start-ups/commonwealth-fusion-systems-funding',
          'Silicon Republic: total raised more than $200m after the Series A2',
        ),
      },
    ],
  },
  {
    slug: 'helion-energy',
    // Verified from stored copies (2026-11-26): helionenergy.com/careers embeds jobs.ashbyhq.com/helion
    // postings (a public scraper's notes, confirmed live 2026-08-26; internship lists link its postings).
    job_board: { kind: 'ashby', id: 'helion' },
    display_name: 'Helion Energy',
    acronym_name: 'Helion',
    description:
      'Develops pulsed magneto-inertial fusion generators that merge and compress field-reversed plasmas and aim to recover electricity directly. Its seventh prototype, Polaris, operates in Everett.',
    website_url: 'https://www.helionenergy.com',
    founding_year: 2013,
    city: 'Everett',
    region: 'Washington',
    country_code: 'US',
    founders: ['David Kirtley', 'Chris Pihl'],
    leadership: [{ name: 'David Kirtley', title: 'CEO' }],
    tags: ['Fusion Machine Developer'],
    sources: [known('https://en.wikipedia.org/wiki/Helion_Energy', 'Wikipedia: Helion Energy')],
  },
  {
    slug: 'tae-technologies',
    display_name: 'TAE Technologies',
    acronym_name: 'TAE',
    description:
      'One of the oldest private fusion companies, formerly Tri Alpha Energy. It works on beam-driven field-reversed configurations with the long-term goal of hydrogen-boron fuel.',
    website_url: 'https://tae.com',
    founding_year: 1998,
    city: 'Foothill Ranch',
    region: 'California',
    country_code: 'US',
    founders: ['Norman Rostoker', 'Michl Binderbauer'],
    leadership: [{ name: 'Michl Binderbauer', title: 'CEO' }],
    tags: ['Fusion Machine Developer'],
    sources: [known('https://en.wikipedia.org/wiki/TAE_Technologies', 'Wikipedia: TAE Technologies')],
    funding_totals: [
      {
        as_of: '2022-07-19',
        total_usd: 1_200_000_000,
        source: stored(
          'https://thoriumbaby.com/us-nuclear-fusion-company-tae-raises-250-million-in-latest-round/',
          'Copy of a Reuters report: TAE has raised $1.2 billion to date (19 Jul 2022)',
        ),
      },
    ],
  },
  {
    slug: 'general-fusion',
    display_name: 'General Fusion',
    description:
      'Canadian developer of magnetized target fusion, in which a plasma is compressed by a liquid-metal liner driven by pistons. It operates the LM26 demonstration machine near Vancouver.',
    website_url: 'https://generalfusion.com',
    founding_year: 2002,
    city: 'Richmond',
    region: 'British Columbia',
    country_code: 'CA',
    founders: ['Michel Laberge'],
    leadership: [{ name: 'Greg Twinney', title: 'CEO' }],
    tags: ['Fusion Machine Developer'],
    sources: [known('https://en.wikipedia.org/wiki/General_Fusion', 'Wikipedia: General Fusion')],
  },
  {
    slug: 'tokamak-energy',
    display_name: 'Tokamak Energy',
    description:
      'UK company developing spherical tokamaks with high-temperature superconducting magnets; its ST40 device reached 100 million degrees in 2022. Its TE Magnetics division sells HTS magnet technology.',
    website_url: 'https://tokamakenergy.com',
    founding_year: 2009,
    city: 'Abingdon',
    region: 'Oxfordshire',
    country_code: 'GB',
    founders: ['David Kingham', 'Alan Sykes', 'Mikhail Gryaznevich'],
    leadership: [{ name: 'Warrick Matthews', title: 'CEO' }],
    tags: ['Fusion Machine Developer', 'Component Supplier'],
    sources: [known('https://en.wikipedia.org/wiki/Tokamak_Energy', 'Wikipedia: Tokamak Energy')],
  },
  {
    slug: 'zap-energy',
    display_name: 'Zap Energy',
    acronym_name: 'Zap',
    description:
      'Develops the sheared-flow-stabilized Z-pinch, which confines plasma with its own current instead of external magnets or lasers. The approach grew out of research at the University of Washington.',
    website_url: 'https://www.zapenergy.com',
    founding_year: 2017,
    city: 'Everett',
    region: 'Washington',
    country_code: 'US',
    founders: ['Benj Conway', 'Uri Shumlak', 'Brian A. Nelson'],
    leadership: [
      { name: 'Benj Conway', title: 'CEO' },
      { name: 'Brian A. Nelson', title: 'Chief Technology Officer' },
      { name: 'Uri Shumlak', title: 'Chief Science Officer' },
    ],
    tags: ['Fusion Machine Developer'],
    sources: [known('https://en.wikipedia.org/wiki/Zap_Energy', 'Wikipedia: Zap Energy')],
    funding_totals: [
      {
        as_of: '2024-09-30',
        total_usd: 327_000_000,
        source: known(
          'https://techcrunch.com/2024/09/26/zap-energy-investors-in-recent-130m-round-included-soros-fund-and-laurene-powell-jobs-emerson-collective/',
          'TechCrunch: $130M round brings Zap’s total to $327 million',
        ),
      },
    ],
  },
  {
    slug: 'first-light-fusion',
    display_name: 'First Light Fusion',
    description:
      'University of Oxford spin-out that pioneered projectile-driven inertial fusion using gas guns and the pulsed-power Machine 3. In 2025 it moved away from building its own power plant to supply its target technology to others.',
    website_url: 'https://firstlightfusion.com',
    founding_year: 2011,
    region: 'Oxfordshire',
    country_code: 'GB',
    founders: ['Nicholas Hawker', 'Yiannis Ventikos'],
    tags: ['Fusion Machine Developer', 'Fusion Technology Developer'],
    sources: [
      known(
        'https://www.nucnet.org/news/oxford-nuclear-fusion-company-raises-usd45-million-in-new-funding-2-2-2022',
        'NucNet: First Light Fusion raises $45 million (Feb 2022)',
      ),
    ],
  },
  {
    slug: 'marvel-fusion',
    // Verified from stored copies (2026-11-26): its board is on Greenhouse's EU instance
    // (job-boards.eu.greenhouse.io/marvelfusion, in public careers-page lists), whose API host
    // (boards-api.eu.greenhouse.io) the sync does not read: linked only, as a plain careers URL.
    job_board: { kind: 'url', id: 'https://job-boards.eu.greenhouse.io/marvelfusion' },
    display_name: 'Marvel Fusion',
    description:
      'Munich company pursuing laser-driven fusion with ultra-short, high-intensity laser pulses and nanostructured fuel targets. It is building a laser facility with Colorado State University.',
    website_url: 'https://marvelfusion.com',
    founding_year: 2019,
    city: 'Munich',
    region: 'Bavaria',
    country_code: 'DE',
    founders: ['Moritz von der Linden'],
    leadership: [
      { name: 'Moritz von der Linden', title: 'CEO' },
      { name: 'Heike Freund', title: 'COO' },
    ],
    tags: ['Fusion Machine Developer'],
    sources: [
      stored(
        'https://nuklearforum.ch/de/news/deutsches-fusions-start-koennte-den-usa-bauen',
        'Nuklearforum: German fusion start-up could build in the US (Jul 2023)',
      ),
    ],
  },
  {
    slug: 'proxima-fusion',
    // Verified from a stored copy (2026-11-26): jobs.ashbyhq.com/proxima-fusion (github.com/ever-jobs/ever-jobs
    // spec 1053 and its plugin source; 34 roles at its probe).
    job_board: { kind: 'ashby', id: 'proxima-fusion' },
    display_name: 'Proxima Fusion',
    description:
      'Spin-out of the Max Planck Institute for Plasma Physics designing quasi-isodynamic stellarator power plants. It published its Stellaris concept in 2025 and plans a demonstration stellarator called Alpha.',
    website_url: 'https://www.proximafusion.com',
    founding_year: 2023,
    city: 'Munich',
    region: 'Bavaria',
    country_code: 'DE',
    founders: ['Francesco Sciortino', 'Lucio Milanese'],
    leadership: [
      { name: 'Francesco Sciortino', title: 'CEO' },
      { name: 'Lucio Milanese', title: 'COO' },
    ],
    tags: ['Fusion Machine Developer'],
    sources: [
      stored(
        'https://www.munich-startup.de/92168/proxima-fusion-startet-kooperation-mit-weiteren-fusions-startups/',
        'Munich Startup: Proxima Fusion starts cooperation with other fusion start-ups',
      ),
      stored(
        'https://sifted.eu/articles/proxima-series-a-extension-145m',
        'Sifted: Proxima Fusion extends its Series A to €145m (Sep 2025)',
      ),
    ],
  },
  {
    slug: 'type-one-energy',
    display_name: 'Type One Energy',
    description:
      'Stellarator developer cooperating with the Tennessee Valley Authority on Infinity Two, a planned 350 MWe pilot power plant, and licensing HTS magnet technology from CFS.',
    website_url: 'https://www.typeoneenergy.com',
    country_code: 'US',
    leadership: [{ name: 'Christofer Mowry', title: 'CEO' }],
    tags: ['Fusion Machine Developer'],
    sources: [
      known(
        'https://www.axios.com/pro/climate-deals/2023/03/28/type-one-energy-stellarator-nuclear-fusion-bev',
        'axios.com: page about Type One Energy',
      ),
    ],
  },
  {
    slug: 'thea-energy',
    display_name: 'Thea Energy',
    description:
      'Stellarator company, formerly Princeton Stellarators, that replaces twisted coils with arrays of planar HTS magnets tuned by software. Its next machine is the Eos testbed.',
    website_url: 'https://thea.energy',
    founding_year: 2022,
    city: 'Kearny',
    region: 'New Jersey',
    country_code: 'US',
    founders: ['Brian Berzin'],
    leadership: [{ name: 'Brian Berzin', title: 'CEO' }],
    tags: ['Fusion Machine Developer'],
    sources: [
      stored(
        'https://www.pppl.gov/news/2023/princeton-stellarators-inc-pppl-spinoff-company-receives-funding-through-doe%E2%80%99s-milestone',
        'PPPL: Princeton Stellarators (now Thea Energy) receives Milestone funding (Jun 2023)',
      ),
      known(
        'https://www.commercial-fusion.com/p/thea-energy-stands-out-among-latest-infuse-recipients',
        'Commercial Fusion: Thea Energy among INFUSE recipients',
      ),
    ],
    funding_totals: [
      {
        as_of: '2026-05-27',
        total_usd: 130_000_000,
        source: stored(
          'https://tek54.com/science/fusions-funding-boom-meets-its-cracks',
          'tek54: the Series B brings Thea’s private investment to roughly $130 million (May 2026)',
        ),
      },
    ],
  },
  {
    slug: 'realta-fusion',
    display_name: 'Realta Fusion',
    description:
      'University of Wisconsin–Madison spin-out developing compact magnetic mirror machines, first aimed at industrial process heat. It collaborates on the WHAM mirror experiment in Madison.',
    website_url: 'https://realtafusion.com',
    founding_year: 2022,
    city: 'Madison',
    region: 'Wisconsin',
    country_code: 'US',
    founders: ['Kieran Furlong', 'Cary Forest'],
    leadership: [{ name: 'Kieran Furlong', title: 'CEO' }],
    tags: ['Fusion Machine Developer'],
    sources: [
      known(
        'https://www.wisbusiness.com/2022/mon-am-news-fusion-startup-aims-to-help-offset-greenhouse-gas-emissions-feds-approve-states-electric-vehicle-charging-plan/',
        'WisBusiness: fusion startup Realta (2022)',
      ),
      stored(
        'https://clipsheet.strategiccommunication.wisc.edu/uw-madison/with-first-round-funding-in-hand-madison-startup-realta-fusion-aims-to-bring-first-reactor-online-within-a-decade',
        'UW–Madison clipsheet: Realta Fusion spun off in September',
      ),
    ],
  },
  {
    slug: 'pacific-fusion',
    // Verified from stored copies (2026-11-26): postings at job-boards.greenhouse.io/pacificfusion/jobs/…
    // (github.com/ever-jobs/ever-jobs spec 494; 2026 internship lists). An Ashby 'pacificfusion' appears only
    // in a bare list of board names, with no posting: Greenhouse is the current board.
    job_board: { kind: 'greenhouse', id: 'pacificfusion' },
    display_name: 'Pacific Fusion',
    description:
      'Pursues pulsed magnetic inertial fusion, squeezing small deuterium-tritium targets with fast, high-current electrical pulses. It launched in 2024 with one of the largest Series A rounds in the field.',
    website_url: 'https://pacificfusion.com',
    founding_year: 2023,
    city: 'Fremont',
    region: 'California',
    country_code: 'US',
    founders: ['Eric Lander', 'Will Regan'],
    leadership: [
      { name: 'Will Regan', title: 'President' },
      { name: 'Keith LeChien', title: 'CTO' },
    ],
    tags: ['Fusion Machine Developer'],
    sources: [known('https://pacificfusion.com/updates/founders-letter', 'Pacific Fusion: founders’ letter')],
  },
  {
    slug: 'xcimer-energy',
    // Verified from stored copies (2026-11-26): jobs.lever.co/xcimer postings (2027 internship lists, Sep 2026;
    // github.com/ever-jobs/ever-jobs plugin source; an ATS table listing api.lever.co/v0/postings/xcimer).
    job_board: { kind: 'lever', id: 'xcimer' },
    display_name: 'Xcimer Energy',
    description:
      'Denver company developing laser-driven inertial fusion around very large, low-cost excimer lasers. It is building a full-scale laser prototype in a Denver warehouse.',
    website_url: 'https://www.xcimer.com',
    founding_year: 2022,
    city: 'Denver',
    region: 'Colorado',
    country_code: 'US',
    founders: ['Conner Galloway', 'Alexander Valys'],
    leadership: [
      { name: 'Conner Galloway', title: 'CEO' },
      { name: 'Alexander Valys', title: 'CTO' },
    ],
    tags: ['Fusion Machine Developer'],
    sources: [
      stored(
        'https://www.axios.com/pro/climate-deals/2024/06/04/fusion-xcimer-raises-100m',
        'Axios: Xcimer raises $100M to build huge laser',
      ),
    ],
  },
  {
    slug: 'focused-energy',
    display_name: 'Focused Energy',
    description:
      'German-American laser fusion company working on direct-drive inertial fusion with fast ignition. It plans its first demonstration system, Lighthouse, at a former power plant site in Germany.',
    website_url: 'https://focused-energy.co',
    founding_year: 2021,
    city: 'Darmstadt',
    region: 'Hesse',
    country_code: 'DE',
    founders: ['Markus Roth', 'Todd Ditmire'],
    tags: ['Fusion Machine Developer'],
    sources: [
      stored(
        'https://medium.com/prime-movers-lab/why-we-invested-in-focused-energy-a7aed7886e81',
        'Prime Movers Lab: why we invested in Focused Energy (Sep 2021)',
      ),
      stored(
        'https://www.munich-startup.de/92168/proxima-fusion-startet-kooperation-mit-weiteren-fusions-startups/',
        'Munich Startup: Focused Energy co-founder Markus Roth',
      ),
    ],
  },
  {
    slug: 'avalanche-energy',
    display_name: 'Avalanche Energy',
    description:
      'Seattle startup building the Orbitron, a desk-sized electrostatic fusion device aimed first at space and defense power. It is setting up the shared FusionWERX test facility in eastern Washington.',
    website_url: 'https://www.avalanchefusion.com',
    founding_year: 2018,
    city: 'Seattle',
    region: 'Washington',
    country_code: 'US',
    founders: ['Robin Langtry', 'Brian Riordan'],
    leadership: [
      { name: 'Robin Langtry', title: 'CEO' },
      { name: 'Brian Riordan', title: 'COO' },
    ],
    tags: ['Fusion Machine Developer'],
    sources: [
      known('https://ignition-news.com/a-qa-with-brian-riordan-coo-of-avalanche-energy/', 'ignition-news.com: page about Avalanche Energy'),
      stored(
        'https://www.cleanenergyexcellence.org/?p=23399',
        'Clean Energy Excellence: Seattle Fusion Week, Avalanche Energy founded in 2018',
      ),
    ],
  },
  {
    slug: 'kyoto-fusioneering',
    display_name: 'Kyoto Fusioneering',
    description:
      'Japanese fusion engineering company developing plant technologies such as gyrotrons, breeding blankets and fuel-cycle systems, including the UNITY test loops with Canadian partners.',
    website_url: 'https://kyotofusioneering.com',
    founding_year: 2019,
    country_code: 'JP',
    tags: ['Fusion Technology Developer', 'Component Supplier'],
    sources: [
      known('https://www.ca.emb-japan.go.jp/itpr_en/Min-Furuya_visit_to_CNL.html', 'ca.emb-japan.go.jp: page about Kyoto Fusioneering'),
    ],
  },
  {
    slug: 'general-atomics',
    display_name: 'General Atomics',
    acronym_name: 'GA',
    description:
      'San Diego defense and energy company that operates the DIII-D National Fusion Facility for the US Department of Energy and built the central solenoid modules for ITER.',
    website_url: 'https://www.ga.com',
    founding_year: 1955,
    city: 'San Diego',
    region: 'California',
    country_code: 'US',
    tags: ['Fusion Technology Developer', 'Component Supplier'],
    sources: [known('https://en.wikipedia.org/wiki/General_Atomics', 'Wikipedia: General Atomics')],
  },
];

const specializedApplications: SeedOrganization[] = [
  {
    slug: 'shine-technologies',
    display_name: 'SHINE Technologies',
    description:
      'Uses fusion-driven neutron sources commercially today, for industrial inspection and medical isotope production, as steps toward fusion energy.',
    website_url: 'https://www.shinefusion.com',
    founding_year: 2010,
    city: 'Janesville',
    region: 'Wisconsin',
    country_code: 'US',
    founders: ['Greg Piefer'],
    leadership: [{ name: 'Greg Piefer', title: 'CEO' }],
    tags: ['Fusion Machine Developer', 'Fusion Spinoff', 'Fusion Technology Developer'],
    sources: [
      known('https://www.shinefusion.com', 'SHINE Technologies website'),
      stored(
        'https://xconomy.com/wisconsin/2017/07/17/wisconsin-sizes-up-recent-potential-future-changes-in-manufacturing/',
        'Xconomy: Greg Piefer formed Shine Medical Technologies, launched in 2010 (Jul 2017)',
      ),
    ],
  },
  {
    slug: 'helicity-space',
    display_name: 'Helicity Space',
    description: 'Develops a magnetized plasma fusion drive intended for fast in-space propulsion.',
    website_url: 'https://www.helicityspace.com',
    founding_year: 2018,
    city: 'Pasadena',
    region: 'California',
    country_code: 'US',
    tags: ['Fusion Machine Developer', 'Fusion Propulsion Developer'],
    sources: [
      known('https://www.helicityspace.com', 'Helicity Space website'),
      stored(
        'https://www.inc.com/kit-eaton/small-company-wins-5-million-to-invent-new-space-drive.html',
        'Inc.: Helicity Space, founded in 2018, closes a $5 million seed round (Dec 2023)',
      ),
    ],
  },
  {
    slug: 'pulsar-fusion',
    display_name: 'Pulsar Fusion',
    description: 'British company working on plasma and fusion-based rocket propulsion for spacecraft.',
    website_url: 'https://pulsarfusion.com',
    city: 'Bletchley',
    region: 'Buckinghamshire',
    country_code: 'GB',
    founders: ['Richard Dinan'],
    tags: ['Fusion Propulsion Developer'],
    sources: [
      known('https://pulsarfusion.com', 'Pulsar Fusion website'),
      read(
        'https://www.nationalgeographic.co.uk/science-and-technology/2019/09/why-reality-tv-star-and-physicist-are-building-nuclear-reactor',
        'National Geographic UK: Richard Dinan of Pulsar Fusion and its prototype reactor near Milton Keynes (Sep 2019)',
      ),
    ],
  },
  {
    slug: 'princeton-satellite-systems',
    display_name: 'Princeton Satellite Systems',
    description:
      'Spacecraft engineering firm developing the Direct Fusion Drive concept, based on a compact field-reversed configuration engine, with PPPL.',
    website_url: 'https://www.psatellite.com',
    city: 'Plainsboro',
    region: 'New Jersey',
    country_code: 'US',
    tags: ['Fusion Propulsion Developer'],
    sources: [known('https://www.psatellite.com', 'Princeton Satellite Systems website')],
  },
];

const supplyChain: SeedOrganization[] = [
  {
    slug: 'faraday-factory-japan',
    display_name: 'Faraday Factory Japan',
    description: 'Manufacturer of REBCO high-temperature superconducting tape used in fusion magnet programs.',
    website_url: 'https://www.faraday-factory.com',
    country_code: 'JP',
    tags: ['Component Supplier'],
    is_affiliate: true,
    self_description:
      'Demo affiliate profile: we produce long lengths of high-temperature superconducting tape and work with magnet builders on specifications for fusion coils.',
    sources: [known('https://www.faraday-factory.com', 'Faraday Factory Japan website')],
  },
  {
    slug: 'fujikura',
    display_name: 'Fujikura',
    description: 'Japanese cable and electronics maker that produces rare-earth high-temperature superconducting wire.',
    website_url: 'https://www.fujikura.co.jp/en/',
    founding_year: 1885,
    city: 'Tokyo',
    country_code: 'JP',
    tags: ['Component Supplier'],
    sources: [known('https://en.wikipedia.org/wiki/Fujikura', 'Wikipedia: Fujikura')],
  },
  {
    slug: 'superpower',
    display_name: 'SuperPower',
    description: 'US producer of second-generation high-temperature superconducting wire, part of Furukawa Electric.',
    website_url: 'https://www.superpower-inc.com',
    city: 'Glenville',
    region: 'New York',
    country_code: 'US',
    tags: ['Component Supplier'],
    sources: [known('https://www.superpower-inc.com', 'SuperPower website')],
  },
  {
    slug: 'asg-superconductors',
    display_name: 'ASG Superconductors',
    description: 'Italian manufacturer of superconducting magnets that produced toroidal field coils for ITER.',
    website_url: 'https://www.asgsuperconductors.com',
    city: 'Genoa',
    country_code: 'IT',
    tags: ['Component Supplier'],
    sources: [known('https://www.asgsuperconductors.com', 'ASG Superconductors website')],
  },
  {
    slug: 'mitsubishi-heavy-industries',
    display_name: 'Mitsubishi Heavy Industries',
    acronym_name: 'MHI',
    description:
      'Japanese heavy engineering group that manufactured toroidal field coils for ITER under the Japanese in-kind contribution.',
    website_url: 'https://www.mhi.com',
    city: 'Tokyo',
    country_code: 'JP',
    tags: ['Component Supplier'],
    sources: [known('https://www.mhi.com', 'Mitsubishi Heavy Industries website')],
  },
  {
    slug: 'canon-electron-tubes-and-devices',
    display_name: 'Canon Electron Tubes & Devices',
    description: 'Japanese maker of electron tubes whose high-power gyrotrons supply microwave heating for ITER.',
    website_url: 'https://etd.canon/en/',
    country_code: 'JP',
    tags: ['Component Supplier'],
    sources: [known('https://etd.canon/en/', 'Canon Electron Tubes & Devices website')],
  },
  {
    slug: 'communications-and-power-industries',
    display_name: 'Communications & Power Industries',
    acronym_name: 'CPI',
    description: 'US manufacturer of microwave and RF devices, including gyrotrons for plasma heating.',
    website_url: 'https://www.cpii.com',
    country_code: 'US',
    tags: ['Component Supplier'],
    sources: [known('https://www.cpii.com', 'Communications & Power Industries website')],
  },
  {
    slug: 'thales',
    display_name: 'Thales',
    description:
      'French technology group whose electron device and laser businesses supply gyrotrons and high-intensity laser systems to research facilities.',
    website_url: 'https://www.thalesgroup.com',
    country_code: 'FR',
    tags: ['Component Supplier'],
    sources: [
      stored(
        'https://www.stuttgarter-zeitung.de/inhalt.kernfusion-in-reichweite-eine-abkuerzung-zum-sauberen-strom.aefdc78a-3caf-4877-876c-82080e9e4106.html',
        'Stuttgarter Zeitung: Marvel Fusion partners with Siemens Energy, Trumpf and Thales',
      ),
      known('https://www.thalesgroup.com', 'Thales website'),
    ],
  },
  {
    slug: 'air-liquide',
    display_name: 'Air Liquide',
    description:
      'Industrial gases company whose advanced technologies unit designs large helium cryogenic plants, including the one for ITER.',
    website_url: 'https://www.airliquide.com',
    city: 'Paris',
    country_code: 'FR',
    tags: ['Component Supplier', 'Service Provider'],
    sources: [known('https://www.airliquide.com', 'Air Liquide website')],
  },
  {
    slug: 'linde-kryotechnik',
    display_name: 'Linde Kryotechnik',
    description: 'Swiss supplier of helium liquefiers and refrigerators for large scientific installations.',
    website_url: 'https://www.linde-kryotechnik.ch',
    country_code: 'CH',
    tags: ['Component Supplier'],
    sources: [known('https://www.linde-kryotechnik.ch', 'Linde Kryotechnik website')],
  },
  {
    slug: 'pfeiffer-vacuum',
    display_name: 'Pfeiffer Vacuum',
    description: 'German maker of vacuum pumps, gauges and leak detectors used on research and industrial vacuum systems.',
    website_url: 'https://www.pfeiffer-vacuum.com',
    city: 'Asslar',
    region: 'Hesse',
    country_code: 'DE',
    tags: ['Component Supplier'],
    is_affiliate: true,
    self_description:
      'Demo affiliate profile: we supply turbopumps, gauges and leak detection for plasma vessels and help teams size pumping systems for new machines.',
    sources: [known('https://www.pfeiffer-vacuum.com', 'Pfeiffer Vacuum website')],
  },
  {
    slug: 'plansee',
    display_name: 'Plansee',
    description: 'Austrian producer of tungsten and molybdenum parts, including plasma-facing components for fusion devices.',
    website_url: 'https://www.plansee.com',
    city: 'Reutte',
    country_code: 'AT',
    tags: ['Component Supplier'],
    sources: [known('https://www.plansee.com', 'Plansee website')],
  },
  {
    slug: 'trumpf',
    display_name: 'TRUMPF',
    description: 'German machine-tool and laser manufacturer offering high-power laser technology.',
    website_url: 'https://www.trumpf.com',
    city: 'Ditzingen',
    region: 'Baden-Württemberg',
    country_code: 'DE',
    tags: ['Component Supplier'],
    sources: [
      stored(
        'https://www.stuttgarter-zeitung.de/inhalt.kernfusion-in-reichweite-eine-abkuerzung-zum-sauberen-strom.aefdc78a-3caf-4877-876c-82080e9e4106.html',
        'Stuttgarter Zeitung: Marvel Fusion partners with Siemens Energy, Trumpf and Thales',
      ),
      known('https://www.trumpf.com', 'TRUMPF website'),
    ],
  },
  {
    slug: 'siemens-energy',
    display_name: 'Siemens Energy',
    description: 'Energy technology company supplying power conversion and grid equipment; an industrial partner of Marvel Fusion.',
    website_url: 'https://www.siemens-energy.com',
    city: 'Munich',
    region: 'Bavaria',
    country_code: 'DE',
    tags: ['Component Supplier', 'Corporate Venture Capital'],
    sources: [
      stored(
        'https://www.stuttgarter-zeitung.de/inhalt.kernfusion-in-reichweite-eine-abkuerzung-zum-sauberen-strom.aefdc78a-3caf-4877-876c-82080e9e4106.html',
        'Stuttgarter Zeitung: Marvel Fusion partners with Siemens Energy, Trumpf and Thales',
      ),
      known('https://www.siemens-energy.com', 'Siemens Energy website'),
    ],
  },
  {
    slug: 'tech-x-corporation',
    display_name: 'Tech-X Corporation',
    description: 'Boulder software company building plasma and electromagnetic simulation tools used in fusion research.',
    website_url: 'https://txcorp.com',
    city: 'Boulder',
    region: 'Colorado',
    country_code: 'US',
    tags: ['Fusion Software Developer'],
    is_affiliate: true,
    self_description:
      'Demo affiliate profile: our simulation software models plasmas, beams and RF heating so fusion teams can test designs before they build hardware.',
    sources: [known('https://txcorp.com', 'Tech-X Corporation website')],
  },
  {
    slug: 'google-deepmind',
    display_name: 'Google DeepMind',
    description:
      'AI research lab that used reinforcement learning to control plasma shape on the TCV tokamak with the Swiss Plasma Center.',
    website_url: 'https://deepmind.google',
    city: 'London',
    country_code: 'GB',
    tags: ['Fusion Software Developer'],
    sources: [known('https://www.nature.com/articles/s41586-021-04301-9', 'nature.com: page about Google DeepMind')],
  },
  {
    slug: 'jacobs',
    display_name: 'Jacobs',
    description: 'Engineering and consulting firm providing design, project management and technical services to fusion programs.',
    website_url: 'https://www.jacobs.com',
    city: 'Dallas',
    region: 'Texas',
    country_code: 'US',
    tags: ['Service Provider'],
    sources: [known('https://www.jacobs.com', 'Jacobs website')],
  },
  {
    slug: 'assystem',
    display_name: 'Assystem',
    description: 'French nuclear engineering group offering engineering, safety and project services, including to ITER.',
    website_url: 'https://www.assystem.com',
    country_code: 'FR',
    tags: ['Service Provider'],
    sources: [known('https://www.assystem.com', 'Assystem website')],
  },
  {
    slug: 'frazer-nash-consultancy',
    display_name: 'Frazer-Nash Consultancy',
    description: 'UK systems engineering consultancy that advises nuclear and fusion programs.',
    website_url: 'https://www.fnc.co.uk',
    country_code: 'GB',
    tags: ['Consulting Firm'],
    sources: [known('https://www.fnc.co.uk', 'Frazer-Nash Consultancy website')],
  },
  {
    slug: 'oxford-sigma',
    display_name: 'Oxford Sigma',
    description: 'Oxfordshire fusion engineering consultancy working on materials, components and power plant design.',
    website_url: 'https://oxfordsigma.com',
    region: 'Oxfordshire',
    country_code: 'GB',
    tags: ['Consulting Firm', 'Service Provider'],
    is_affiliate: true,
    self_description:
      'Demo affiliate profile: our engineers help fusion developers with materials selection, in-vessel component design and power plant studies.',
    sources: [known('https://oxfordsigma.com', 'Oxford Sigma website')],
  },
];

const investors: SeedOrganization[] = [
  {
    slug: 'breakthrough-energy-ventures',
    display_name: 'Breakthrough Energy Ventures',
    acronym_name: 'BEV',
    description:
      'Climate technology venture fund founded by Bill Gates and other investors; it backs several fusion companies, including CFS, Type One Energy and Xcimer.',
    website_url: 'https://www.breakthroughenergy.org',
    founding_year: 2016,
    country_code: 'US',
    tags: ['Venture Capital Firm'],
    sources: [
      known(
        'https://www.axios.com/pro/climate-deals/2023/03/28/type-one-energy-stellarator-nuclear-fusion-bev',
        'axios.com: page about Breakthrough Energy Ventures',
      ),
    ],
  },
  {
    slug: 'lowercarbon-capital',
    display_name: 'Lowercarbon Capital',
    description:
      'Climate venture firm co-founded by Chris Sacca; it led Zap Energy’s 2022 Series C and invests in Renaissance Fusion, Xcimer and other fusion companies.',
    website_url: 'https://lowercarbon.com',
    country_code: 'US',
    tags: ['Venture Capital Firm'],
    sources: [
      stored(
        'https://www.agefi.fr/corporate/actualites/quotidien/20230127/fusion-nucleaire-start-up-francaise-leve-15-357953',
        'L’Agefi: Renaissance Fusion raises €15 million with Lowercarbon Capital',
      ),
      stored(
        'https://sunyaenergy.com/?p=98178',
        'Copy of a GeekWire report: Zap’s 2022 round was led by Chris Sacca’s Lowercarbon Capital',
      ),
    ],
  },
  {
    slug: 'khosla-ventures',
    display_name: 'Khosla Ventures',
    description: 'Menlo Park venture firm and an early investor in Commonwealth Fusion Systems.',
    website_url: 'https://www.khoslaventures.com',
    city: 'Menlo Park',
    region: 'California',
    country_code: 'US',
    tags: ['Venture Capital Firm'],
    sources: [
      known(
        'https://canarymedia.com/articles/nuclear/commonwealth-fusion-pulls-in-colossal-1-8b-for-novel-nuclear-tech',
        'canarymedia.com: page about Khosla Ventures',
      ),
    ],
  },
  {
    slug: 'general-catalyst',
    display_name: 'General Catalyst',
    description: 'Venture firm that led Pacific Fusion’s milestone-based Series A.',
    website_url: 'https://www.generalcatalyst.com',
    country_code: 'US',
    tags: ['Venture Capital Firm'],
    sources: [
      known(
        'https://bnnbloomberg.ca/investing/2024/10/25/nuclear-startup-pacific-fusion-nabs-900-million-in-funding',
        'BNN Bloomberg: Pacific Fusion nabs $900 million',
      ),
    ],
  },
  {
    slug: 'lightspeed-venture-partners',
    display_name: 'Lightspeed Venture Partners',
    description: 'Venture firm that joined Helion’s Series F in 2025.',
    website_url: 'https://lsvp.com',
    country_code: 'US',
    tags: ['Venture Capital Firm'],
    sources: [
      stored(
        'https://datacenterdynamics.com/en/news/altman-backed-helion-raises-425m-for-fusion-reactors',
        'DCD: Helion raises $425M (Lightspeed, SoftBank Vision Fund 2)',
      ),
    ],
  },
  {
    slug: 'softbank-vision-fund',
    display_name: 'SoftBank Vision Fund',
    description: 'SoftBank Group’s growth investment fund; Vision Fund 2 invested in Helion’s Series F.',
    website_url: 'https://visionfund.com',
    country_code: 'JP',
    tags: ['Corporate Venture Capital'],
    sources: [
      stored(
        'https://datacenterdynamics.com/en/news/altman-backed-helion-raises-425m-for-fusion-reactors',
        'DCD: Helion raises $425M (Lightspeed, SoftBank Vision Fund 2)',
      ),
    ],
  },
  {
    slug: 'cherry-ventures',
    display_name: 'Cherry Ventures',
    description: 'Berlin venture firm that co-led Proxima Fusion’s Series A.',
    website_url: 'https://www.cherry.vc',
    city: 'Berlin',
    country_code: 'DE',
    tags: ['Venture Capital Firm'],
    sources: [
      stored(
        'https://sifted.eu/articles/proxima-series-a-extension-145m',
        'Sifted: Cherry Ventures and Balderton led Proxima’s €130m round',
      ),
    ],
  },
  {
    slug: 'balderton-capital',
    display_name: 'Balderton Capital',
    description: 'London venture firm that co-led Proxima Fusion’s Series A.',
    website_url: 'https://www.balderton.com',
    city: 'London',
    country_code: 'GB',
    tags: ['Venture Capital Firm'],
    sources: [
      stored(
        'https://sifted.eu/articles/proxima-series-a-extension-145m',
        'Sifted: Cherry Ventures and Balderton led Proxima’s €130m round',
      ),
    ],
  },
  {
    slug: 'plural',
    display_name: 'Plural',
    description: 'European venture fund that invested in Proxima Fusion at pre-seed, seed and Series A.',
    website_url: 'https://www.plural.vc',
    country_code: 'GB',
    tags: ['Venture Capital Firm'],
    sources: [
      stored('https://winfuture.de/news,136525.html', 'WinFuture: Plural co-leads Proxima Fusion’s €7 million pre-seed'),
      known(
        'https://www.ianhogarth.com/blog/2025/6/11/proxima-fusions-series-a-what-does-it-take-for-first-time-founders-to-raise-150m-for-fusion-within-two-years-of-founding',
        'Ian Hogarth (Plural): Proxima Fusion’s Series A',
      ),
    ],
  },
  {
    slug: 'earlybird-venture-capital',
    display_name: 'Earlybird Venture Capital',
    description: 'Munich and Berlin venture firm that led Marvel Fusion’s Series A.',
    website_url: 'https://earlybird.com',
    country_code: 'DE',
    tags: ['Venture Capital Firm'],
    sources: [
      stored('https://sifted.eu/articles/marvel-fusion-nuclear-america-news', 'Sifted: Marvel’s €35m Series A was led by Earlybird'),
    ],
  },
  {
    slug: 'prime-movers-lab',
    display_name: 'Prime Movers Lab',
    description: 'Venture firm focused on breakthrough science that led Focused Energy’s seed round.',
    website_url: 'https://www.primemoverslab.com',
    country_code: 'US',
    tags: ['Venture Capital Firm'],
    sources: [
      stored(
        'https://medium.com/prime-movers-lab/why-we-invested-in-focused-energy-a7aed7886e81',
        'Prime Movers Lab: we led a $15 million seed round in Focused Energy',
      ),
    ],
  },
  {
    slug: 'prelude-ventures',
    display_name: 'Prelude Ventures',
    description: 'Climate venture firm that led Thea Energy’s Series A and joined Xcimer’s Series A.',
    website_url: 'https://www.preludeventures.com',
    city: 'San Francisco',
    region: 'California',
    country_code: 'US',
    tags: ['Venture Capital Firm'],
    sources: [
      stored(
        'https://www.axios.com/pro/climate-deals/2024/06/04/fusion-xcimer-raises-100m',
        'Axios: Xcimer’s Series A included Prelude Ventures',
      ),
      known('https://www.preludeventures.com', 'Prelude Ventures website'),
    ],
  },
  {
    slug: 'new-enterprise-associates',
    display_name: 'New Enterprise Associates',
    acronym_name: 'NEA',
    description: 'Venture firm and long-time investor in TAE Technologies.',
    website_url: 'https://www.nea.com',
    country_code: 'US',
    tags: ['Venture Capital Firm'],
    sources: [known('https://www.nea.com', 'NEA website')],
  },
  {
    slug: 'mithril-capital',
    display_name: 'Mithril Capital',
    description: 'Venture firm co-founded by Peter Thiel and an existing investor in Helion.',
    country_code: 'US',
    tags: ['Venture Capital Firm'],
    sources: [
      known(
        'https://www.forbes.com/sites/christopherhelman/2022/01/02/fueled-by-billionaire-dollars-nuclear-fusion-enters-a-new-age/',
        'Forbes (2 Jan 2022): Mithril, co-founded with Peter Thiel, has invested in Helion since 2013 (read in a mirror copy)',
        '2022-01-02',
      ),
      known(
        'https://www.seattletimes.com/business/everett-clean-energy-startup-raises-500-million-for-zero-carbon-fusion-energy-generator/',
        'Seattle Times: Helion raises $500 million',
      ),
    ],
  },
  {
    slug: 'capricorn-investment-group',
    display_name: 'Capricorn Investment Group',
    description: 'Sustainability-focused investment manager and a repeat investor in Helion.',
    country_code: 'US',
    tags: ['Asset Management Firm'],
    sources: [
      stored(
        'https://datacenterdynamics.com/en/news/altman-backed-helion-raises-425m-for-fusion-reactors',
        'DCD: Helion’s existing investors include Capricorn Investment Group',
      ),
    ],
  },
  {
    slug: 'tiger-global-management',
    display_name: 'Tiger Global Management',
    description: 'Investment firm that led Commonwealth Fusion Systems’ $1.8 billion Series B in 2021.',
    website_url: 'https://www.tigerglobal.com',
    city: 'New York',
    region: 'New York',
    country_code: 'US',
    tags: ['Asset Management Firm'],
    sources: [
      stored(
        'https://globalventuring.com/university/cfs-sparks-1-8bn-series-b',
        'Global Venturing: CFS sparks $1.8bn Series B led by Tiger Global',
      ),
    ],
  },
  {
    slug: 'soros-fund-management',
    display_name: 'Soros Fund Management',
    description: 'Family office of George Soros that led Zap Energy’s 2024 round and invested in CFS.',
    city: 'New York',
    region: 'New York',
    country_code: 'US',
    tags: ['Family Office'],
    sources: [
      known(
        'https://techcrunch.com/2024/09/26/zap-energy-investors-in-recent-130m-round-included-soros-fund-and-laurene-powell-jobs-emerson-collective/',
        'TechCrunch: Zap Energy’s $130M round, led by Soros Fund Management with Mizuho and Shell Ventures',
      ),
    ],
  },
  {
    slug: 'chevron-technology-ventures',
    display_name: 'Chevron Technology Ventures',
    acronym_name: 'CTV',
    description: 'Corporate venture arm of Chevron; it has invested in Zap Energy and TAE Technologies.',
    country_code: 'US',
    tags: ['Corporate Venture Capital'],
    sources: [
      known(
        'https://www.cnbc.com/2022/07/19/google-chevron-invest-in-fusion-startup-tae-technologies.html',
        'cnbc.com: page about Chevron Technology Ventures',
      ),
    ],
  },
  {
    slug: 'equinor-ventures',
    display_name: 'Equinor Ventures',
    description: 'Venture arm of the Norwegian energy company Equinor and an investor in Commonwealth Fusion Systems.',
    country_code: 'NO',
    tags: ['Corporate Venture Capital'],
    sources: [
      known(
        'https://canarymedia.com/articles/nuclear/commonwealth-fusion-pulls-in-colossal-1-8b-for-novel-nuclear-tech',
        'canarymedia.com: page about Equinor Ventures',
      ),
    ],
  },
  {
    slug: 'shell-ventures',
    display_name: 'Shell Ventures',
    description: 'Corporate venture arm of Shell and an existing investor in Zap Energy.',
    tags: ['Corporate Venture Capital'],
    sources: [
      known(
        'https://techcrunch.com/2024/09/26/zap-energy-investors-in-recent-130m-round-included-soros-fund-and-laurene-powell-jobs-emerson-collective/',
        'TechCrunch: Zap Energy’s $130M round, led by Soros Fund Management with Mizuho and Shell Ventures',
      ),
    ],
  },
  {
    slug: 'google',
    display_name: 'Google',
    description:
      'Technology company that has worked with TAE since 2014, invested in TAE and CFS, and agreed to buy power from CFS’s planned ARC plant.',
    website_url: 'https://www.google.com',
    city: 'Mountain View',
    region: 'California',
    country_code: 'US',
    tags: ['Corporate Venture Capital'],
    sources: [
      known('https://www.cnbc.com/2022/07/19/google-chevron-invest-in-fusion-startup-tae-technologies.html', 'cnbc.com: page about Google'),
    ],
  },
  {
    slug: 'tencent',
    display_name: 'Tencent',
    description: 'Chinese technology group that invested in First Light Fusion’s Series C.',
    website_url: 'https://www.tencent.com',
    city: 'Shenzhen',
    country_code: 'CN',
    tags: ['Corporate Venture Capital'],
    sources: [
      known(
        'https://www.thetimes.co.uk/article/tencent-invests-in-oxfords-first-light-fusion-hv336jjjk',
        'thetimes.co.uk: page about Tencent',
      ),
    ],
  },
  {
    slug: 'eni',
    display_name: 'Eni',
    description:
      'Italian energy company that became an early shareholder of Commonwealth Fusion Systems in 2018 and partners with UKAEA on fusion fuels.',
    website_url: 'https://www.eni.com',
    city: 'Rome',
    country_code: 'IT',
    tags: ['Fossil Fuel Company'],
    sources: [
      stored(
        'https://www.aifi.it/it/private-capital-today/EnipartecipaalrounddiCommonwealthFusionSystems',
        'AIFI: Eni invested $50 million in CFS in March 2018 and joined later rounds via Eni Next',
      ),
    ],
  },
  {
    slug: 'cenovus-energy',
    display_name: 'Cenovus Energy',
    description: 'Canadian oil and gas producer that took part in General Fusion’s 2011 funding round.',
    website_url: 'https://www.cenovus.com',
    city: 'Calgary',
    region: 'Alberta',
    country_code: 'CA',
    tags: ['Fossil Fuel Company'],
    sources: [
      known(
        'https://generalfusion.com/post/general-fusion-wins-several-new-votes-of-confidence/',
        'General Fusion: wins several new votes of confidence (2019)',
      ),
    ],
  },
  {
    slug: 'temasek',
    display_name: 'Temasek',
    description: 'Singapore state-owned investment company that led General Fusion’s 2019 Series E and invested in CFS.',
    website_url: 'https://www.temasek.com.sg',
    country_code: 'SG',
    tags: ['Sovereign Wealth Fund'],
    sources: [
      known('https://generalfusion.com/post/general-fusion-wins-several-new-votes-of-confidence/', 'generalfusion.com: page about Temasek'),
    ],
  },
  {
    slug: 'gic',
    display_name: 'GIC',
    description: 'Singapore sovereign wealth fund that led a General Fusion financing.',
    website_url: 'https://www.gic.com.sg',
    country_code: 'SG',
    tags: ['Sovereign Wealth Fund'],
    sources: [known('https://neimagazine.com/news/more-finance-for-canadas-general-fusion-8052774', 'neimagazine.com: page about GIC')],
  },
  {
    slug: 'the-engine',
    display_name: 'The Engine',
    description: 'Venture firm founded by MIT to back tough-tech startups; an early investor in Commonwealth Fusion Systems.',
    website_url: 'https://engine.xyz',
    city: 'Cambridge',
    region: 'Massachusetts',
    country_code: 'US',
    tags: ['University Venture Capital'],
    sources: [
      known(
        'https://canarymedia.com/articles/nuclear/commonwealth-fusion-pulls-in-colossal-1-8b-for-novel-nuclear-tech',
        'canarymedia.com: page about The Engine',
      ),
    ],
  },
  {
    slug: 'oxford-science-enterprises',
    display_name: 'Oxford Science Enterprises',
    acronym_name: 'OSE',
    description: 'Investment company for University of Oxford spin-outs; it led First Light Fusion’s 2020 round.',
    website_url: 'https://www.oxfordscienceenterprises.com',
    city: 'Oxford',
    country_code: 'GB',
    tags: ['University Venture Capital'],
    sources: [
      known(
        'https://firstlightfusion.com/media/first-light-fusion-raises-25-million',
        'firstlightfusion.com: page about Oxford Science Enterprises',
      ),
    ],
  },
  {
    slug: 'ip-group',
    display_name: 'IP Group',
    description: 'London-listed investor in university spin-outs that helped found First Light Fusion in 2011.',
    website_url: 'https://www.ipgroupplc.com',
    city: 'London',
    country_code: 'GB',
    tags: ['University Venture Capital'],
    sources: [
      known(
        'https://www.sharecompare.co.uk/news/ip-group-portfolio-company-first-light-achieves-world-first-in-nuclear-fusion-353mc6er65l30lm.html',
        'sharecompare.co.uk: page about IP Group',
      ),
    ],
  },
  {
    slug: 'business-development-bank-of-canada',
    display_name: 'Business Development Bank of Canada',
    acronym_name: 'BDC',
    description: 'Canadian federal development bank whose venture arm is a long-standing investor in General Fusion.',
    website_url: 'https://www.bdc.ca',
    city: 'Montreal',
    region: 'Quebec',
    country_code: 'CA',
    tags: ['Bank'],
    sources: [
      known(
        'https://generalfusion.com/post/general-fusion-wins-several-new-votes-of-confidence/',
        'General Fusion: wins several new votes of confidence (2019)',
      ),
    ],
  },
  {
    slug: 'mizuho-financial-group',
    display_name: 'Mizuho Financial Group',
    description: 'Japanese banking group that joined Zap Energy’s 2024 funding round.',
    website_url: 'https://www.mizuhogroup.com',
    city: 'Tokyo',
    country_code: 'JP',
    tags: ['Bank'],
    sources: [
      known(
        'https://techcrunch.com/2024/09/26/zap-energy-investors-in-recent-130m-round-included-soros-fund-and-laurene-powell-jobs-emerson-collective/',
        'TechCrunch: Zap Energy’s $130M round, led by Soros Fund Management with Mizuho and Shell Ventures',
      ),
    ],
  },
];

const governmentAndPublicSector: SeedOrganization[] = [
  {
    slug: 'us-department-of-energy',
    display_name: 'U.S. Department of Energy',
    acronym_name: 'DOE',
    description:
      'US federal department that funds fusion research through its Office of Science and runs the Milestone-Based Fusion Development Program.',
    website_url: 'https://www.energy.gov',
    city: 'Washington',
    region: 'District of Columbia',
    country_code: 'US',
    tags: ['Government Agency'],
    sources: [
      known(
        'https://en.wikipedia.org/wiki/Milestone-Based_Fusion_Development_Program',
        'Wikipedia: Milestone-Based Fusion Development Program',
      ),
    ],
  },
  {
    slug: 'arpa-e',
    display_name: 'Advanced Research Projects Agency–Energy',
    acronym_name: 'ARPA-E',
    description: 'DOE agency funding high-risk energy research; its ALPHA program supported the early Z-pinch work that led to Zap Energy.',
    website_url: 'https://arpa-e.energy.gov',
    city: 'Washington',
    region: 'District of Columbia',
    country_code: 'US',
    tags: ['Government Agency'],
    sources: [known('https://arpa-e.energy.gov', 'Advanced Research Projects Agency–Energy website')],
  },
  {
    slug: 'uk-atomic-energy-authority',
    display_name: 'UK Atomic Energy Authority',
    acronym_name: 'UKAEA',
    description: 'UK government body that runs the Culham Campus, operated the JET tokamak until 2023 and operates MAST Upgrade.',
    website_url: 'https://www.gov.uk/government/organisations/uk-atomic-energy-authority',
    city: 'Culham',
    region: 'Oxfordshire',
    country_code: 'GB',
    tags: ['Government Agency', 'National Laboratory'],
    sources: [
      known('https://en.wikipedia.org/wiki/United_Kingdom_Atomic_Energy_Authority', 'Wikipedia: United Kingdom Atomic Energy Authority'),
    ],
  },
  {
    slug: 'uk-industrial-fusion-solutions',
    display_name: 'UK Industrial Fusion Solutions',
    acronym_name: 'UKIFS',
    description: 'Subsidiary of UKAEA responsible for delivering the STEP prototype fusion power plant at West Burton in Nottinghamshire.',
    country_code: 'GB',
    leadership: [{ name: 'Paul Methven', title: 'CEO' }],
    tags: ['Fusion Machine Developer', 'Government Agency'],
    sources: [
      known(
        'https://www.gov.uk/government/news/25-billion-for-world-first-prototype-fusion-energy-plant',
        'gov.uk: page about UK Industrial Fusion Solutions',
      ),
    ],
  },
  {
    slug: 'department-for-energy-security-and-net-zero',
    display_name: 'Department for Energy Security and Net Zero',
    acronym_name: 'DESNZ',
    description: 'UK government department that funds the national fusion program, including STEP.',
    website_url: 'https://www.gov.uk/government/organisations/department-for-energy-security-and-net-zero',
    city: 'London',
    country_code: 'GB',
    tags: ['Government Agency'],
    sources: [
      known(
        'https://www.gov.uk/government/organisations/department-for-energy-security-and-net-zero',
        'gov.uk: page about Department for Energy Security and Net Zero',
      ),
    ],
  },
  {
    slug: 'fusion-for-energy',
    display_name: 'Fusion for Energy',
    acronym_name: 'F4E',
    description: 'European Union agency that manages Europe’s in-kind contribution to ITER and the Broader Approach projects with Japan.',
    website_url: 'https://fusionforenergy.europa.eu',
    city: 'Barcelona',
    country_code: 'ES',
    tags: ['Government Agency'],
    sources: [known('https://fusionforenergy.europa.eu', 'Fusion for Energy website')],
  },
  {
    slug: 'cea',
    display_name: 'French Alternative Energies and Atomic Energy Commission',
    acronym_name: 'CEA',
    description: 'French public research body that operates the WEST tokamak at Cadarache and the Laser Mégajoule near Bordeaux.',
    website_url: 'https://www.cea.fr',
    country_code: 'FR',
    tags: ['Government Agency', 'National Laboratory'],
    sources: [
      known(
        'https://en.wikipedia.org/wiki/French_Alternative_Energies_and_Atomic_Energy_Commission',
        'Wikipedia: French Alternative Energies and Atomic Energy Commission',
      ),
    ],
  },
  {
    slug: 'qst',
    display_name: 'National Institutes for Quantum Science and Technology',
    acronym_name: 'QST',
    description: 'Japanese national research institute that hosts the JT-60SA tokamak at Naka and leads Japan’s ITER work.',
    website_url: 'https://www.qst.go.jp',
    country_code: 'JP',
    tags: ['National Laboratory'],
    sources: [known('https://en.wikipedia.org/wiki/JT-60', 'Wikipedia: JT-60')],
  },
  {
    slug: 'korea-institute-of-fusion-energy',
    display_name: 'Korea Institute of Fusion Energy',
    acronym_name: 'KFE',
    description: 'South Korean national institute that operates the KSTAR superconducting tokamak in Daejeon.',
    website_url: 'https://www.kfe.re.kr',
    city: 'Daejeon',
    country_code: 'KR',
    tags: ['National Laboratory'],
    sources: [known('https://en.wikipedia.org/wiki/KSTAR', 'Wikipedia: KSTAR')],
  },
  {
    slug: 'asipp',
    display_name: 'Institute of Plasma Physics, Chinese Academy of Sciences',
    acronym_name: 'ASIPP',
    description: 'Chinese research institute in Hefei that built and operates the EAST superconducting tokamak.',
    city: 'Hefei',
    region: 'Anhui',
    country_code: 'CN',
    tags: ['National Laboratory'],
    sources: [
      known(
        'https://en.wikipedia.org/wiki/Experimental_Advanced_Superconducting_Tokamak',
        'Wikipedia: Experimental Advanced Superconducting Tokamak',
      ),
    ],
  },
  {
    slug: 'southwestern-institute-of-physics',
    display_name: 'Southwestern Institute of Physics',
    acronym_name: 'SWIP',
    description: 'Chinese fusion research institute in Chengdu that operates the HL-3 tokamak.',
    city: 'Chengdu',
    region: 'Sichuan',
    country_code: 'CN',
    tags: ['National Laboratory'],
    sources: [known('https://en.wikipedia.org/wiki/HL-2M', 'Wikipedia: HL-2M')],
  },
  {
    slug: 'princeton-plasma-physics-laboratory',
    display_name: 'Princeton Plasma Physics Laboratory',
    acronym_name: 'PPPL',
    description: 'DOE national laboratory managed by Princeton University and home of the NSTX-U spherical tokamak.',
    website_url: 'https://www.pppl.gov',
    city: 'Princeton',
    region: 'New Jersey',
    country_code: 'US',
    tags: ['National Laboratory'],
    sources: [known('https://en.wikipedia.org/wiki/Princeton_Plasma_Physics_Laboratory', 'Wikipedia: Princeton Plasma Physics Laboratory')],
  },
  {
    slug: 'lawrence-livermore-national-laboratory',
    display_name: 'Lawrence Livermore National Laboratory',
    acronym_name: 'LLNL',
    description:
      'DOE national laboratory that operates the National Ignition Facility, where fusion ignition was first achieved in December 2022.',
    website_url: 'https://www.llnl.gov',
    city: 'Livermore',
    region: 'California',
    country_code: 'US',
    tags: ['National Laboratory'],
    sources: [
      known('https://en.wikipedia.org/wiki/Lawrence_Livermore_National_Laboratory', 'Wikipedia: Lawrence Livermore National Laboratory'),
    ],
  },
  {
    slug: 'oak-ridge-national-laboratory',
    display_name: 'Oak Ridge National Laboratory',
    acronym_name: 'ORNL',
    description:
      'DOE national laboratory in Tennessee with long-running programs in fusion materials, fueling and plasma-facing components.',
    website_url: 'https://www.ornl.gov',
    city: 'Oak Ridge',
    region: 'Tennessee',
    country_code: 'US',
    tags: ['National Laboratory'],
    sources: [known('https://en.wikipedia.org/wiki/Oak_Ridge_National_Laboratory', 'Wikipedia: Oak Ridge National Laboratory')],
  },
  {
    slug: 'sandia-national-laboratories',
    display_name: 'Sandia National Laboratories',
    description: 'DOE national laboratory that operates the Z pulsed-power facility in Albuquerque.',
    website_url: 'https://www.sandia.gov',
    city: 'Albuquerque',
    region: 'New Mexico',
    country_code: 'US',
    tags: ['National Laboratory'],
    sources: [known('https://en.wikipedia.org/wiki/Z_Pulsed_Power_Facility', 'Wikipedia: Z Pulsed Power Facility')],
  },
  {
    slug: 'max-planck-institute-for-plasma-physics',
    display_name: 'Max Planck Institute for Plasma Physics',
    acronym_name: 'IPP',
    description:
      'German research institute that operates the Wendelstein 7-X stellarator in Greifswald and the ASDEX Upgrade tokamak in Garching.',
    website_url: 'https://www.ipp.mpg.de',
    city: 'Garching',
    region: 'Bavaria',
    country_code: 'DE',
    tags: ['National Laboratory'],
    sources: [
      known('https://en.wikipedia.org/wiki/Max_Planck_Institute_of_Plasma_Physics', 'Wikipedia: Max Planck Institute of Plasma Physics'),
    ],
  },
  {
    slug: 'canadian-nuclear-laboratories',
    display_name: 'Canadian Nuclear Laboratories',
    acronym_name: 'CNL',
    description:
      'Canada’s national nuclear laboratory at Chalk River, with tritium expertise and fuel-cycle collaborations with fusion companies.',
    website_url: 'https://www.cnl.ca',
    city: 'Chalk River',
    region: 'Ontario',
    country_code: 'CA',
    tags: ['National Laboratory'],
    sources: [
      stored(
        'https://www.cnl.ca/stellarex-inc-and-canadian-nuclear-laboratories-sign-mou-to-collaborate-on-the-development-of-fusion-energy/',
        'CNL: Stellarex and CNL sign MOU (Mar 2024)',
      ),
      known('https://www.ca.emb-japan.go.jp/itpr_en/Min-Furuya_visit_to_CNL.html', 'Embassy of Japan in Canada: visit to CNL'),
    ],
  },
  {
    slug: 'innovation-science-and-economic-development-canada',
    display_name: 'Innovation, Science and Economic Development Canada',
    acronym_name: 'ISED',
    description: 'Canadian federal department whose Strategic Innovation Fund has supported General Fusion.',
    website_url: 'https://ised-isde.canada.ca',
    city: 'Ottawa',
    region: 'Ontario',
    country_code: 'CA',
    tags: ['Government Agency'],
    sources: [
      known(
        'https://generalfusion.com/post/general-fusion-wins-several-new-votes-of-confidence/',
        'generalfusion.com: page about Innovation, Science and Economic Development Canada',
      ),
    ],
  },
  {
    slug: 'sprind',
    display_name: 'Federal Agency for Breakthrough Innovation',
    acronym_name: 'SPRIND',
    description: 'German federal agency that funds breakthrough innovation and has backed laser fusion infrastructure at Focused Energy.',
    website_url: 'https://www.sprind.org',
    city: 'Leipzig',
    country_code: 'DE',
    tags: ['Government Agency'],
    sources: [known('https://www.sprind.org', 'SPRIND website')],
  },
  {
    slug: 'tennessee-valley-authority',
    display_name: 'Tennessee Valley Authority',
    acronym_name: 'TVA',
    description: 'Federally owned US utility cooperating with Type One Energy on the Infinity Two pilot plant.',
    website_url: 'https://www.tva.com',
    city: 'Knoxville',
    region: 'Tennessee',
    country_code: 'US',
    tags: ['Government Agency'],
    sources: [
      known(
        'https://commercial-fusion.com/p/behind-type-one-energy-s-big-week-of-partnerships',
        'commercial-fusion.com: page about Tennessee Valley Authority',
      ),
    ],
  },
  {
    slug: 'commonwealth-of-virginia',
    display_name: 'Commonwealth of Virginia',
    description: 'US state chosen by Commonwealth Fusion Systems for its first ARC fusion power plant, in Chesterfield County.',
    website_url: 'https://www.virginia.gov',
    region: 'Virginia',
    country_code: 'US',
    tags: ['State Government'],
    sources: [
      known(
        'https://commercial-fusion.com/p/tiger-global-vs-general-catalyst-the-future-of-private-investment-in-fusion',
        'commercial-fusion.com: page about Commonwealth of Virginia',
      ),
    ],
  },
  {
    slug: 'washington-state-department-of-commerce',
    display_name: 'Washington State Department of Commerce',
    description: 'State agency whose Green Jobs Grant Program awarded Avalanche Energy $10 million toward the FusionWERX facility.',
    website_url: 'https://www.commerce.wa.gov',
    city: 'Olympia',
    region: 'Washington',
    country_code: 'US',
    tags: ['State Government'],
    sources: [known('https://www.commerce.wa.gov', 'Washington State Department of Commerce website')],
  },
];

const academiaAndResearch: SeedOrganization[] = [
  {
    slug: 'mit-plasma-science-and-fusion-center',
    display_name: 'MIT Plasma Science and Fusion Center',
    acronym_name: 'PSFC',
    description: 'MIT research center behind the Alcator tokamaks and the high-field magnet research that led to CFS and SPARC.',
    website_url: 'https://www.psfc.mit.edu',
    city: 'Cambridge',
    region: 'Massachusetts',
    country_code: 'US',
    tags: ['University Department'],
    sources: [
      known('https://en.wikipedia.org/wiki/MIT_Plasma_Science_and_Fusion_Center', 'Wikipedia: MIT Plasma Science and Fusion Center'),
    ],
  },
  {
    slug: 'massachusetts-institute-of-technology',
    display_name: 'Massachusetts Institute of Technology',
    acronym_name: 'MIT',
    description: 'Research university in Cambridge, Massachusetts, and home of the Plasma Science and Fusion Center.',
    website_url: 'https://www.mit.edu',
    city: 'Cambridge',
    region: 'Massachusetts',
    country_code: 'US',
    tags: ['University'],
    sources: [known('https://www.mit.edu', 'Massachusetts Institute of Technology website')],
  },
  {
    slug: 'princeton-university',
    display_name: 'Princeton University',
    description: 'University that manages PPPL for the Department of Energy and teaches plasma physics.',
    website_url: 'https://www.princeton.edu',
    city: 'Princeton',
    region: 'New Jersey',
    country_code: 'US',
    tags: ['University'],
    sources: [known('https://en.wikipedia.org/wiki/Princeton_Plasma_Physics_Laboratory', 'Wikipedia: Princeton Plasma Physics Laboratory')],
  },
  {
    slug: 'university-of-wisconsin-madison',
    display_name: 'University of Wisconsin–Madison',
    description:
      'Public university with a long plasma physics program; it hosts the WHAM magnetic mirror experiment and spun out Realta Fusion.',
    website_url: 'https://www.wisc.edu',
    city: 'Madison',
    region: 'Wisconsin',
    country_code: 'US',
    tags: ['University'],
    sources: [
      stored(
        'https://clipsheet.strategiccommunication.wisc.edu/uw-madison/with-first-round-funding-in-hand-madison-startup-realta-fusion-aims-to-bring-first-reactor-online-within-a-decade',
        'UW–Madison clipsheet: Realta Fusion spun off from UW',
      ),
      known('https://wippl.wisc.edu/wisconsin-hts-axisymmetric-mirror/', 'WiPPL: Wisconsin HTS Axisymmetric Mirror'),
    ],
  },
  {
    slug: 'university-of-washington',
    display_name: 'University of Washington',
    description: 'Seattle university where the sheared-flow-stabilized Z-pinch was developed before Zap Energy was founded.',
    website_url: 'https://www.washington.edu',
    city: 'Seattle',
    region: 'Washington',
    country_code: 'US',
    tags: ['University'],
    sources: [
      stored('https://sunyaenergy.com/?p=98178', 'Copy of a GeekWire report: Zap was co-founded by UW professors Shumlak and Nelson'),
      known('https://www.washington.edu', 'University of Washington website'),
    ],
  },
  {
    slug: 'laboratory-for-laser-energetics',
    display_name: 'University of Rochester Laboratory for Laser Energetics',
    acronym_name: 'LLE',
    description: 'University of Rochester laboratory that operates the OMEGA laser for inertial fusion research.',
    website_url: 'https://www.lle.rochester.edu',
    city: 'Rochester',
    region: 'New York',
    country_code: 'US',
    tags: ['University Department'],
    sources: [known('https://en.wikipedia.org/wiki/Laboratory_for_Laser_Energetics', 'Wikipedia: Laboratory for Laser Energetics')],
  },
  {
    slug: 'epfl-swiss-plasma-center',
    display_name: 'EPFL Swiss Plasma Center',
    acronym_name: 'SPC',
    description: 'Plasma physics center of EPFL in Lausanne that operates the TCV tokamak.',
    website_url: 'https://www.epfl.ch/research/domains/swiss-plasma-center/',
    city: 'Lausanne',
    country_code: 'CH',
    tags: ['University Department'],
    sources: [known('https://en.wikipedia.org/wiki/Tokamak_%C3%A0_configuration_variable', 'Wikipedia: Tokamak à configuration variable')],
  },
  {
    slug: 'university-of-oxford',
    display_name: 'University of Oxford',
    description: 'University from which First Light Fusion was spun out in 2011.',
    website_url: 'https://www.ox.ac.uk',
    city: 'Oxford',
    country_code: 'GB',
    tags: ['University'],
    sources: [
      known(
        'https://www.nucnet.org/news/oxford-nuclear-fusion-company-raises-usd45-million-in-new-funding-2-2-2022',
        'nucnet.org: page about University of Oxford',
      ),
    ],
  },
];

const ecosystemAndAdvocacy: SeedOrganization[] = [
  {
    slug: 'fusion-industry-association',
    display_name: 'Fusion Industry Association',
    acronym_name: 'FIA',
    description:
      'Trade association of private fusion companies that advocates for fusion policy and publishes an annual survey of industry funding.',
    website_url: 'https://www.fusionindustryassociation.org',
    city: 'Washington',
    region: 'District of Columbia',
    country_code: 'US',
    tags: ['Industry Association', 'Industry Advocate'],
    sources: [known('https://www.fusionindustryassociation.org', 'Fusion Industry Association website')],
  },
  {
    slug: 'iter-organization',
    display_name: 'ITER Organization',
    acronym_name: 'ITER',
    description:
      'Intergovernmental organization of China, the EU, India, Japan, Korea, Russia and the US that is building the ITER tokamak in southern France.',
    website_url: 'https://www.iter.org',
    city: 'Saint-Paul-lès-Durance',
    region: 'Provence-Alpes-Côte d’Azur',
    country_code: 'FR',
    tags: ['Consortium'],
    sources: [known('https://en.wikipedia.org/wiki/ITER', 'Wikipedia: ITER')],
  },
  {
    slug: 'eurofusion',
    display_name: 'EUROfusion',
    description: 'Consortium of European fusion laboratories that coordinates the EU fusion research program and the EU DEMO design.',
    website_url: 'https://euro-fusion.org',
    country_code: 'DE',
    tags: ['Consortium'],
    sources: [known('https://euro-fusion.org', 'EUROfusion website')],
  },
  {
    slug: 'clean-air-task-force',
    display_name: 'Clean Air Task Force',
    acronym_name: 'CATF',
    description: 'Climate nonprofit with a program on fusion energy policy and regulation.',
    website_url: 'https://www.catf.us',
    city: 'Boston',
    region: 'Massachusetts',
    country_code: 'US',
    tags: ['Nonprofit Organization', 'Industry Advocate'],
    sources: [known('https://www.catf.us', 'Clean Air Task Force website')],
  },
  {
    slug: 'american-nuclear-society',
    display_name: 'American Nuclear Society',
    acronym_name: 'ANS',
    description: 'Professional society for nuclear science that publishes Nuclear News, which covers fusion developments.',
    website_url: 'https://www.ans.org',
    country_code: 'US',
    tags: ['Nonprofit Organization', 'Media'],
    sources: [stored('https://www.ans.org/news/tag-realta%20fusion%20inc/', 'ans.org: page about American Nuclear Society')],
  },
];

export const organizations: SeedOrganization[] = [
  ...fusionDevelopers,
  ...specializedApplications,
  ...supplyChain,
  ...investors,
  ...governmentAndPublicSector,
  ...academiaAndResearch,
  ...ecosystemAndAdvocacy,
  ...industryDevelopers,
  ...industryInvestors,
  ...researchHosts,
  ...programFunders,
].map((o) => withListedFoundingYear(withKindAndStatus(o)));
