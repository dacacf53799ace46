// Funding rounds and grants as publicly reported.
// - amount_usd is filled only when the source reports the amount in US dollars;
//   rounds reported in another currency keep amount_usd null and state the amount in the headline.
// - announcement_date is the reported day; where only the month is known the 1st is used
//   and the entry carries a "month only" comment.
// - source_slugs lists only investors present in organizations.ts (lead investors first),
//   so it is a subset of each round's investors, never the full list.
import { industryFunding } from './industry';
import { programAwards } from './programs';
import { known, stored } from './sources';
import type { SeedFunding } from './types';

const investmentRounds: SeedFunding[] = [
  // Commonwealth Fusion Systems. Eni's $50M of March 2018 was part of the $115M Series A
  // (its first close), so it is not a round of its own; the Series A2 of May 2020 added $84M.
  {
    recipient_slug: 'commonwealth-fusion-systems',
    source_slugs: ['breakthrough-energy-ventures', 'eni', 'khosla-ventures', 'the-engine'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 115_000_000,
    announcement_date: '2019-06-01', // month only
    headline: 'CFS closes a $115 million Series A, including the $50 million Eni-led first close of 2018',
    announcement_url: 'https://www.axios.com/commercial-fusion-systems-nuclear-fusion-series-a-25c1853d-d5be-4a2d-8526-26fb9845ac23.html',
    sources: [
      stored(
        'https://www.axios.com/commercial-fusion-systems-nuclear-fusion-series-a-25c1853d-d5be-4a2d-8526-26fb9845ac23.html',
        'Axios: Commonwealth Fusion Systems raises $115 million Series A',
      ),
      stored(
        'https://www.aifi.it/it/private-capital-today/EnipartecipaalrounddiCommonwealthFusionSystems',
        'AIFI: Eni’s $50M of March 2018 and the $115M first round of 2019',
      ),
    ],
  },
  {
    recipient_slug: 'commonwealth-fusion-systems',
    source_slugs: ['temasek', 'equinor-ventures', 'breakthrough-energy-ventures', 'the-engine', 'eni', 'khosla-ventures'],
    funding_type: 'investment',
    round_name: 'Series A2',
    amount_usd: 84_000_000,
    announcement_date: '2020-05-26',
    headline: 'CFS raises $84 million in a Series A2 led by Temasek, bringing its total to more than $200 million',
    announcement_url: 'https://www.siliconrepublic.com/start-ups/commonwealth-fusion-systems-funding',
    sources: [
      stored(
        'https://www.siliconrepublic.com/start-ups/commonwealth-fusion-systems-funding',
        'Silicon Republic: Commonwealth Fusion Systems raises a further $84m (29 May 2020)',
      ),
      stored(
        'https://www.aifi.it/it/private-capital-today/EnipartecipaalrounddiCommonwealthFusionSystems',
        'AIFI: Eni Next joins CFS’s $84M round led by Temasek',
      ),
    ],
  },
  {
    recipient_slug: 'commonwealth-fusion-systems',
    source_slugs: [
      'tiger-global-management',
      'google',
      'breakthrough-energy-ventures',
      'the-engine',
      'eni',
      'equinor-ventures',
      'khosla-ventures',
      'lowercarbon-capital',
      'soros-fund-management',
      'temasek',
    ],
    funding_type: 'investment',
    round_name: 'Series B',
    amount_usd: 1_800_000_000,
    announcement_date: '2021-12-01',
    headline: 'CFS raises $1.8 billion Series B led by Tiger Global to build SPARC',
    announcement_url: 'https://canarymedia.com/articles/nuclear/commonwealth-fusion-pulls-in-colossal-1-8b-for-novel-nuclear-tech',
    sources: [
      stored(
        'https://globalventuring.com/university/cfs-sparks-1-8bn-series-b',
        'Global Venturing: CFS sparks $1.8bn Series B led by Tiger Global',
      ),
      known(
        'https://canarymedia.com/articles/nuclear/commonwealth-fusion-pulls-in-colossal-1-8b-for-novel-nuclear-tech',
        'Canary Media: CFS pulls in $1.8B',
      ),
    ],
  },
  {
    recipient_slug: 'commonwealth-fusion-systems',
    source_slugs: ['google', 'breakthrough-energy-ventures'],
    funding_type: 'investment',
    round_name: 'Series B2',
    amount_usd: 863_000_000,
    announcement_date: '2025-08-28',
    headline: 'CFS raises $863 million Series B2 to finish SPARC and advance ARC',
    announcement_url: 'https://blog.cfs.energy/?p=302',
    sources: [known('https://blog.cfs.energy/?p=302', 'CFS blog: $863 million Series B2')],
  },
  // Helion Energy
  {
    recipient_slug: 'helion-energy',
    source_slugs: ['mithril-capital', 'capricorn-investment-group'],
    funding_type: 'investment',
    round_name: 'Series E',
    amount_usd: 500_000_000,
    announcement_date: '2021-11-05',
    headline: 'Helion raises $500 million led by Sam Altman, with $1.7 billion more tied to milestones',
    announcement_url:
      'https://www.seattletimes.com/business/everett-clean-energy-startup-raises-500-million-for-zero-carbon-fusion-energy-generator/',
  },
  {
    recipient_slug: 'helion-energy',
    source_slugs: ['lightspeed-venture-partners', 'softbank-vision-fund', 'mithril-capital', 'capricorn-investment-group'],
    funding_type: 'investment',
    round_name: 'Series F',
    amount_usd: 425_000_000,
    announcement_date: '2025-01-28',
    headline: 'Helion closes $425 million Series F to scale manufacturing',
    announcement_url: 'https://siliconangle.com/2025/01/28/fusion-power-startup-helion-raises-425m-funding',
    sources: [
      stored(
        'https://datacenterdynamics.com/en/news/altman-backed-helion-raises-425m-for-fusion-reactors',
        'DCD: Altman-backed Helion raises $425M',
      ),
      known('https://siliconangle.com/2025/01/28/fusion-power-startup-helion-raises-425m-funding', 'SiliconANGLE: Helion raises $425M'),
    ],
  },
  // TAE Technologies
  {
    recipient_slug: 'tae-technologies',
    source_slugs: ['chevron-technology-ventures', 'google'],
    funding_type: 'investment',
    round_name: 'Growth round',
    amount_usd: 250_000_000,
    announcement_date: '2022-07-19',
    headline: 'TAE raises $250 million with Chevron and Google to build Copernicus',
    announcement_url: 'https://www.cnbc.com/2022/07/19/google-chevron-invest-in-fusion-startup-tae-technologies.html',
  },
  {
    recipient_slug: 'tae-technologies',
    source_slugs: ['google', 'chevron-technology-ventures', 'new-enterprise-associates'],
    funding_type: 'investment',
    round_name: 'Growth round',
    amount_usd: 150_000_000,
    announcement_date: '2025-06-01', // month only
    headline: 'TAE raises $150 million from existing investors including Google and Chevron',
    announcement_url: 'https://techcrunch.com/2025/06/02/google-places-another-fusion-power-bet-on-tae-technologies/',
    sources: [
      known(
        'https://techcrunch.com/2025/06/02/google-places-another-fusion-power-bet-on-tae-technologies/',
        'TechCrunch: Google places another fusion power bet on TAE Technologies',
      ),
    ],
  },
  // General Fusion
  {
    recipient_slug: 'general-fusion',
    source_slugs: ['innovation-science-and-economic-development-canada'],
    funding_type: 'non-dilutive',
    round_name: 'Strategic Innovation Fund',
    amount_usd: null,
    announcement_date: '2018-11-01', // month only (first tranche)
    headline: 'Canada’s Strategic Innovation Fund commits CAD 50 million to General Fusion',
    announcement_url: 'https://generalfusion.com/post/general-fusion-wins-several-new-votes-of-confidence/',
  },
  {
    recipient_slug: 'general-fusion',
    source_slugs: ['temasek', 'business-development-bank-of-canada'],
    funding_type: 'investment',
    round_name: 'Series E',
    amount_usd: 65_000_000,
    announcement_date: '2019-12-16',
    headline: 'General Fusion closes $65 million Series E led by Temasek',
    announcement_url: 'https://generalfusion.com/post/general-fusion-wins-several-new-votes-of-confidence/',
  },
  {
    recipient_slug: 'general-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Bridge financing',
    amount_usd: 22_000_000,
    announcement_date: '2025-08-01', // month only
    headline: 'General Fusion secures $22 million from existing investors to continue LM26',
    announcement_url:
      'https://betakit.com/general-fusion-staves-off-funding-crunch-with-30-million-cad-to-fuel-quest-for-commercial-fusion-power',
  },
  // Tokamak Energy
  {
    recipient_slug: 'tokamak-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Growth round',
    amount_usd: null,
    announcement_date: '2020-01-20',
    headline: 'Tokamak Energy raises £67 million, its largest round at the time',
    announcement_url: 'https://www.cityam.com/nuclear-startup-tokamak-raises-67m-in-funding-round/',
  },
  {
    recipient_slug: 'tokamak-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series C',
    amount_usd: 125_000_000,
    announcement_date: '2024-11-01', // month only
    headline: 'Tokamak Energy raises $125 million and launches TE Magnetics',
    announcement_url:
      'https://thenationalnews.com/business/uk/2024/11/21/tokamak-raises-125-million-to-commercialise-fusion-energy-technology',
  },
  // Zap Energy
  {
    recipient_slug: 'zap-energy',
    source_slugs: ['chevron-technology-ventures'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: null,
    announcement_date: '2020-08-12',
    headline: 'Chevron Technology Ventures invests in Zap Energy’s Series A',
    announcement_url:
      'https://techstartups.com/2020/08/13/chevron-invests-nuclear-fusion-startup-zap-energy-reduce-worlds-carbon-footprint',
  },
  {
    recipient_slug: 'zap-energy',
    source_slugs: ['lowercarbon-capital', 'breakthrough-energy-ventures'],
    funding_type: 'investment',
    round_name: 'Series C',
    amount_usd: 160_000_000,
    announcement_date: '2022-06-01', // month only (late June 2022)
    headline: 'Zap Energy closes $160 million Series C alongside first plasmas in FuZE-Q',
    announcement_url:
      'https://businesswire.com/news/home/20220620005546/en/Zap-Energy-Advances-Fusion-Reactor-Technology-With-First-Plasmas-in-Next-Generation-Device-and-New-Funding',
    sources: [
      known(
        'https://businesswire.com/news/home/20220620005546/en/Zap-Energy-Advances-Fusion-Reactor-Technology-With-First-Plasmas-in-Next-Generation-Device-and-New-Funding',
        'Business Wire: Zap Energy first plasmas and new funding',
      ),
      stored('https://sunyaenergy.com/?p=98178', 'Copy of a GeekWire report: Zap’s $160 million 2022 round led by Lowercarbon Capital'),
    ],
  },
  {
    recipient_slug: 'zap-energy',
    source_slugs: [
      'soros-fund-management',
      'mizuho-financial-group',
      'breakthrough-energy-ventures',
      'chevron-technology-ventures',
      'lowercarbon-capital',
      'shell-ventures',
    ],
    funding_type: 'investment',
    round_name: 'Venture round',
    amount_usd: 130_000_000,
    announcement_date: '2024-09-01', // month only
    headline: 'Zap Energy raises $130 million in a round led by Soros Fund Management',
    announcement_url:
      'https://techcrunch.com/2024/09/26/zap-energy-investors-in-recent-130m-round-included-soros-fund-and-laurene-powell-jobs-emerson-collective/',
    sources: [
      known(
        'https://techcrunch.com/2024/09/26/zap-energy-investors-in-recent-130m-round-included-soros-fund-and-laurene-powell-jobs-emerson-collective/',
        'TechCrunch: Zap Energy investors in recent $130M round',
      ),
      stored('https://sunyaenergy.com/?p=98178', 'Copy of a GeekWire report: Zap raising nearly $130 million per an SEC filing'),
    ],
  },
  // Pacific Fusion
  {
    recipient_slug: 'pacific-fusion',
    source_slugs: ['general-catalyst', 'breakthrough-energy-ventures', 'lowercarbon-capital'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 900_000_000,
    announcement_date: '2024-10-25',
    headline: 'Pacific Fusion emerges with a $900 million milestone-based Series A led by General Catalyst',
    announcement_url: 'https://pacificfusion.com/updates/founders-letter',
  },
  // Proxima Fusion
  {
    recipient_slug: 'proxima-fusion',
    source_slugs: ['plural'],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: null,
    announcement_date: '2024-04-01', // month only
    headline: 'Proxima Fusion raises a €20 million seed round',
    announcement_url:
      'https://techcrunch.com/2025/06/11/proxima-fusion-joins-the-club-of-well-funded-nuclear-contenders-with-e130m-series-a/',
    sources: [
      known(
        'https://techcrunch.com/2025/06/11/proxima-fusion-joins-the-club-of-well-funded-nuclear-contenders-with-e130m-series-a/',
        'TechCrunch (Jun 2025): Proxima’s April 2024 seed round was €20 million',
      ),
    ],
  },
  {
    recipient_slug: 'proxima-fusion',
    source_slugs: ['cherry-ventures', 'balderton-capital', 'plural'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: null,
    announcement_date: '2025-06-11',
    headline: 'Proxima Fusion raises €130 million, Europe’s largest private fusion round',
    announcement_url: 'https://sifted.eu/articles/proxima-series-a-extension-145m',
    sources: [
      stored(
        'https://sifted.eu/articles/proxima-series-a-extension-145m',
        'Sifted: Cherry Ventures and Balderton led Proxima’s €130m raise in June 2025',
      ),
      stored(
        'https://newsnreleases.com/2025/06/11/proxima-fusion-develop-fusion-power-plant',
        'Wire report: Proxima Fusion raises €130 million (11 Jun 2025)',
      ),
    ],
  },
  {
    recipient_slug: 'proxima-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series A extension',
    amount_usd: null,
    announcement_date: '2025-09-09',
    headline: 'Proxima Fusion extends its Series A to €145 million with CDP Venture Capital, the EIC Fund and Brevan Howard',
    announcement_url: 'https://sifted.eu/articles/proxima-series-a-extension-145m',
    sources: [
      stored('https://sifted.eu/articles/proxima-series-a-extension-145m', 'Sifted: Proxima Fusion extends Series A to €145m (9 Sep 2025)'),
    ],
  },
  {
    recipient_slug: 'proxima-fusion',
    source_slugs: ['plural'],
    funding_type: 'investment',
    round_name: 'Pre-seed',
    amount_usd: null,
    announcement_date: '2023-05-01', // month only
    headline: 'Proxima Fusion raises €7 million from Plural and UVC Partners',
    announcement_url: 'https://winfuture.de/news,136525.html',
    sources: [stored('https://winfuture.de/news,136525.html', 'WinFuture: Proxima Fusion secures seed financing (May 2023)')],
  },
  // Marvel Fusion
  {
    recipient_slug: 'marvel-fusion',
    source_slugs: ['earlybird-venture-capital'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: null,
    announcement_date: '2022-02-01', // month only
    headline: 'Marvel Fusion raises a €35 million Series A led by Earlybird',
    announcement_url: 'https://sifted.eu/articles/marvel-fusion-nuclear-america-news',
    sources: [
      stored(
        'https://sifted.eu/articles/marvel-fusion-nuclear-america-news',
        'Sifted: Marvel’s last round was a €35m Series A in February 2022 led by Earlybird',
      ),
    ],
  },
  // Type One Energy
  {
    recipient_slug: 'type-one-energy',
    source_slugs: ['breakthrough-energy-ventures'],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: 29_000_000,
    announcement_date: '2023-03-28',
    headline: 'Type One Energy emerges from stealth with a $29 million seed round',
    announcement_url: 'https://www.axios.com/pro/climate-deals/2023/03/28/type-one-energy-stellarator-nuclear-fusion-bev',
    sources: [
      stored(
        'https://www.axios.com/pro/climate-deals/2023/03/28/type-one-energy-stellarator-nuclear-fusion-bev',
        'Axios Pro: Type One Energy’s $29M seed round, co-led by Breakthrough Energy Ventures (28 Mar 2023)',
      ),
    ],
  },
  // Thea Energy. Its $20 million Series A (led by Prelude Ventures) is not listed: no stored
  // page gave its date.
  {
    recipient_slug: 'thea-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series B',
    amount_usd: 100_000_000,
    announcement_date: '2026-05-27',
    headline: 'Thea Energy closes an oversubscribed $100 million Series B led by Thomas Tull’s U.S. Innovative Technology Fund',
    announcement_url: 'https://tek54.com/science/fusions-funding-boom-meets-its-cracks',
    sources: [
      stored(
        'https://tek54.com/science/fusions-funding-boom-meets-its-cracks',
        'tek54: Thea Energy closed a $100 million Series B on 27 May (2026)',
      ),
    ],
  },
  // Xcimer Energy
  {
    recipient_slug: 'xcimer-energy',
    source_slugs: ['breakthrough-energy-ventures', 'lowercarbon-capital', 'prelude-ventures'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 100_000_000,
    announcement_date: '2024-06-04',
    headline: 'Xcimer Energy raises $100 million Series A to build a laser prototype',
    announcement_url: 'https://www.axios.com/pro/climate-deals/2024/06/04/fusion-xcimer-raises-100m',
  },
  // Focused Energy
  {
    recipient_slug: 'focused-energy',
    source_slugs: ['prime-movers-lab'],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: 15_000_000,
    announcement_date: '2021-09-23',
    headline: 'Focused Energy raises a $15 million seed round led by Prime Movers Lab',
    announcement_url: 'https://medium.com/prime-movers-lab/why-we-invested-in-focused-energy-a7aed7886e81',
    sources: [
      stored(
        'https://medium.com/prime-movers-lab/why-we-invested-in-focused-energy-a7aed7886e81',
        'Prime Movers Lab: we led a $15 million seed round in Focused Energy (23 Sep 2021)',
      ),
    ],
  },
  {
    recipient_slug: 'focused-energy',
    source_slugs: ['sprind'],
    funding_type: 'non-dilutive',
    round_name: 'SPRIND grant',
    amount_usd: 50_000_000,
    announcement_date: '2023-03-01', // month only
    headline: 'SPRIND commits $50 million over five years for laser fusion infrastructure',
    announcement_url: 'https://focused-energy.co',
    sources: [known('https://focused-energy.co', 'Focused Energy website')],
  },
  {
    recipient_slug: 'focused-energy',
    source_slugs: ['prime-movers-lab'],
    funding_type: 'investment',
    round_name: 'Seed extension',
    amount_usd: 11_000_000,
    announcement_date: '2023-06-22',
    headline: 'Focused Energy’s first investors add $11 million after early milestones',
    announcement_url: 'https://focused-energy.co',
    sources: [known('https://focused-energy.co', 'Focused Energy website')],
  },
  {
    recipient_slug: 'focused-energy',
    source_slugs: ['sprind', 'prime-movers-lab'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 240_000_000,
    announcement_date: '2026-06-01', // month only
    headline: 'Focused Energy raises $240 million Series A led by RWE',
    announcement_url: 'https://thenextweb.com/news/focused-energy-240m-laser-fusion-nif-rwe',
    sources: [
      known('https://thenextweb.com/news/focused-energy-240m-laser-fusion-nif-rwe', 'The Next Web: Focused Energy raises $240M led by RWE'),
    ],
  },
  // Helicity Space
  {
    recipient_slug: 'helicity-space',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: 5_000_000,
    announcement_date: '2023-12-01', // month only (Inc. reported it on 12 Dec 2023)
    headline: 'Helicity Space closes a $5 million seed round led by Airbus Ventures for its fusion drive',
    announcement_url: 'https://www.inc.com/kit-eaton/small-company-wins-5-million-to-invent-new-space-drive.html',
    sources: [
      stored(
        'https://www.inc.com/kit-eaton/small-company-wins-5-million-to-invent-new-space-drive.html',
        'Inc.: Helicity Space wins $5 million, investors headed by Airbus Ventures (12 Dec 2023)',
      ),
    ],
  },
  // First Light Fusion
  {
    recipient_slug: 'first-light-fusion',
    source_slugs: ['oxford-science-enterprises', 'ip-group'],
    funding_type: 'investment',
    round_name: 'Venture round',
    amount_usd: 25_000_000,
    announcement_date: '2021-01-01', // month only
    headline: 'First Light Fusion raises $25 million led by Oxford Sciences Innovation',
    announcement_url: 'https://firstlightfusion.com/media/first-light-fusion-raises-25-million',
  },
  {
    recipient_slug: 'first-light-fusion',
    source_slugs: ['tencent', 'oxford-science-enterprises', 'ip-group'],
    funding_type: 'investment',
    round_name: 'Series C',
    amount_usd: 45_000_000,
    announcement_date: '2022-02-15',
    headline: 'First Light Fusion closes $45 million Series C with Tencent joining',
    announcement_url: 'https://www.nucnet.org/news/oxford-nuclear-fusion-company-raises-usd45-million-in-new-funding-2-2-2022',
  },
];

const governmentGrants: SeedFunding[] = [
  {
    recipient_slug: 'uk-atomic-energy-authority',
    source_slugs: ['department-for-energy-security-and-net-zero'],
    funding_type: 'non-dilutive',
    round_name: 'UK government fusion funding',
    amount_usd: null,
    announcement_date: '2025-01-16',
    headline: 'UK government announces a record £410 million for fusion in 2025–26',
    announcement_url:
      'https://www.wired-gov.net/wg/news.nsf/articles/plan+for+change+to+deliver+jobs+and+growth+in+uk+leading+fusion+industry+16012025110500?open',
  },
];

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** Entries reviewed without a stored copy cite their announcement as a reviewer-knowledge source. */
const withSources = (entry: SeedFunding): SeedFunding =>
  entry.sources ? entry : { ...entry, sources: [known(entry.announcement_url, `${hostOf(entry.announcement_url)}: ${entry.headline}`)] };

export const funding: SeedFunding[] = [...investmentRounds, ...governmentGrants, ...industryFunding, ...programAwards].map(withSources);
