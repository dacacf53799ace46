// Funding rounds and grants as publicly reported (api/docs/data.md).
// - The amount as announced: amount_usd alone for a US-dollar amount; amount + currency for
//   another currency, converted at the announcement month's rate (fx-rates.ts); an amount_usd
//   given with a non-USD amount is the USD figure the cited source itself states (no rate for
//   that month in the table). Nothing at all = undisclosed, shown as such, never $0.
// - Committed amounts only: an amount tied to later milestones stays in the headline, not in
//   the amount (Helion's $1.7 billion).
// - announcement_date has the precision the sources give: '2025-06-02', '2025-06' or '2025'.
// - source_slugs lists only investors present in organizations.ts (lead investors first),
//   so it is a subset of each round's investors, never the full list.
import { industryFunding } from './industry';
import { programAwards } from './programs';
import { known, read, readLastPass, stored } from './sources';
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
    announcement_date: '2019-06',
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
  {
    recipient_slug: 'helion-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Financing round',
    amount_usd: 40_000_000,
    announcement_date: '2020',
    headline: 'Helion raises $40 million, its last financing before the 2021 Series E',
    announcement_url:
      'https://www.seattletimes.com/business/everett-clean-energy-startup-raises-500-million-for-zero-carbon-fusion-energy-generator/',
    sources: [
      read(
        'https://www.seattletimes.com/business/everett-clean-energy-startup-raises-500-million-for-zero-carbon-fusion-energy-generator/',
        'Seattle Times: Helion’s last financing, in 2020, raised $40 million (Nov 2021)',
      ),
    ],
  },
  {
    // Reported totals, not rounds: $78 million before the Series E, less the 2020 round.
    recipient_slug: 'helion-energy',
    source_slugs: ['mithril-capital'],
    funding_type: 'investment',
    round_name: 'Earlier rounds, 2013–2019 (aggregate)',
    amount_usd: 38_000_000,
    announcement_date: '2019',
    headline: 'Helion’s rounds before 2020 add up to about $38 million: $78 million raised before the Series E, $40 million of it in 2020',
    announcement_url: 'https://www.canarymedia.com/articles/nuclear/helion-brings-in-500m-for-its-novel-approach-to-nuclear-fusion',
    sources: [
      read(
        'https://www.canarymedia.com/articles/nuclear/helion-brings-in-500m-for-its-novel-approach-to-nuclear-fusion',
        'Canary Media: the $500 million Series E adds to the $78 million Helion had already raised',
      ),
      read(
        'https://www.seattletimes.com/business/everett-clean-energy-startup-raises-500-million-for-zero-carbon-fusion-energy-generator/',
        'Seattle Times: Helion’s last financing, in 2020, raised $40 million',
      ),
    ],
  },
  // TAE Technologies
  {
    // The rounds before July 2022 are not public one by one: the total reported with the July
    // 2022 round ($1.2 billion, that round included) less that round.
    recipient_slug: 'tae-technologies',
    source_slugs: ['new-enterprise-associates'],
    funding_type: 'investment',
    round_name: 'Earlier rounds, 1998–2022 (aggregate)',
    amount_usd: 950_000_000,
    announcement_date: '2022-07-19',
    headline: 'TAE’s rounds before July 2022 add up to about $950 million: $1.2 billion raised to date, including the $250 million round',
    announcement_url: 'https://www.cnbc.com/2022/07/19/google-chevron-invest-in-fusion-startup-tae-technologies.html',
    sources: [
      read(
        'https://en.wikipedia.org/wiki/TAE_Technologies',
        'Wikipedia: TAE had raised over $880 million by 2021 and $1.2 billion as of 2022',
      ),
      read(
        'https://www.ocbj.com/technology/fusion-firm-tae-plans-250m-funding-round/',
        'Orange County Business Journal: private capital raised to date about $1.2 billion (Nov 2023)',
      ),
      known(
        'https://www.cnbc.com/2022/07/19/google-chevron-invest-in-fusion-startup-tae-technologies.html',
        'CNBC: TAE raises $250 million, $1.2 billion in all (19 Jul 2022)',
        '2022-07-19',
      ),
    ],
  },
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
    announcement_date: '2025-06-02',
    headline: 'TAE raises $150 million from existing investors including Google and Chevron',
    announcement_url: 'https://techcrunch.com/2025/06/02/google-places-another-fusion-power-bet-on-tae-technologies/',
    sources: [
      read(
        'https://www.ocbj.com/oc-homepage/tae-technologies-2025/',
        'Orange County Business Journal: TAE raises another $150 million, per its 2 June 2025 statement; $1.35 billion raised in all',
        '2025-07-07',
      ),
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
    amount: 50_000_000,
    currency: 'CAD',
    announcement_date: '2018-11', // first tranche
    headline: 'Canada’s Strategic Innovation Fund commits CAD 50 million to General Fusion',
    announcement_url: 'https://generalfusion.com/post/general-fusion-wins-several-new-votes-of-confidence/',
  },
  {
    // The rounds before the Series E are not public one by one: "more than $200m" raised to date
    // when the Series E and the Strategic Innovation Fund money were announced (Dec 2019), less
    // those two (US$65M and CAD 50M, about US$37.9M at the table's rate).
    recipient_slug: 'general-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Earlier rounds and grants, 2002–2019 (aggregate)',
    amount_usd: 97_000_000,
    announcement_date: '2019-12-20',
    headline:
      'General Fusion’s funding before its 2019 Series E adds up to about $97 million: more than $200 million raised to date in December 2019, less the Series E and the Strategic Innovation Fund award',
    announcement_url: 'https://www.siliconrepublic.com/machines/jeff-bezos-nuclear-general-fusion-investment',
    sources: [
      read(
        'https://www.siliconrepublic.com/machines/jeff-bezos-nuclear-general-fusion-investment',
        'Silicon Republic: to date General Fusion has raised more than $200m (20 Dec 2019, with the $65m Series E and $38m from the Strategic Innovation Fund)',
        '2019-12-20',
      ),
    ],
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
    sources: [
      read(
        'https://www.siliconrepublic.com/start-ups/jeff-bezos-nuclear-general-fusion-investment',
        'Silicon Republic: Bezos invests in General Fusion’s $65m Series E led by Temasek, announced 16 Dec 2019',
        '2019-12-20',
      ),
    ],
  },
  {
    recipient_slug: 'general-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Financing round (reported as Series E)',
    amount_usd: 130_000_000,
    announcement_date: '2021-11-30',
    headline: 'General Fusion closes an oversubscribed $130 million round',
    announcement_url: 'https://www.commercial-fusion.com/p/general-fusion-s-22m-lifeline',
    sources: [
      read(
        'https://www.commercial-fusion.com/p/general-fusion-s-22m-lifeline',
        'Commercial Fusion: in 2021 General Fusion closed an oversubscribed $130 million Series E; a $25 million Series F followed in 2023',
      ),
      read(
        'https://energycommongood.org/author/ecg/page/4',
        'Energy Common Good: the week CFS announced $1.8 billion, General Fusion closed an oversubscribed $130 million round',
      ),
    ],
  },
  {
    recipient_slug: 'general-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series F',
    amount_usd: 25_000_000,
    announcement_date: '2023',
    headline: 'General Fusion raises a $25 million Series F to support LM26',
    announcement_url: 'https://www.commercial-fusion.com/p/general-fusion-s-22m-lifeline',
    sources: [
      read(
        'https://www.commercial-fusion.com/p/general-fusion-s-22m-lifeline',
        'Commercial Fusion: a $25 million Series F in 2023 to support LM26',
      ),
    ],
  },
  {
    recipient_slug: 'general-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Bridge financing',
    amount_usd: 22_000_000,
    announcement_date: '2025-08',
    headline: 'General Fusion secures $22 million from existing investors to continue LM26',
    announcement_url:
      'https://betakit.com/general-fusion-staves-off-funding-crunch-with-30-million-cad-to-fuel-quest-for-commercial-fusion-power',
    sources: [
      read(
        'https://betakit.com/general-fusion-staves-off-funding-crunch-with-30-million-cad-to-fuel-quest-for-commercial-fusion-power',
        'BetaKit: General Fusion secures $22 million USD ($30 million CAD) in a pay-to-play round',
      ),
    ],
  },
  {
    recipient_slug: 'general-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'SAFE financing',
    amount_usd: null,
    amount: 51_500_000,
    currency: 'CAD',
    announcement_date: '2025-11',
    headline: 'General Fusion raises CAD 51.5 million, mostly in SAFEs, per a securities filing of 27 Nov 2025',
    announcement_url: 'https://betakit.com/general-fusion-reportedly-faces-pressure-to-go-public-after-51-5-million-raise',
    sources: [
      read(
        'https://betakit.com/general-fusion-reportedly-faces-pressure-to-go-public-after-51-5-million-raise',
        'BetaKit: General Fusion quietly secures CAD 51.5 million, per a 27 Nov 2025 filing',
      ),
    ],
  },
  // Tokamak Energy
  {
    recipient_slug: 'tokamak-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Growth round',
    amount_usd: null,
    amount: 67_000_000,
    currency: 'GBP',
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
    announcement_date: '2024-11-20',
    headline: 'Tokamak Energy raises $125 million and launches TE Magnetics',
    announcement_url:
      'https://thenationalnews.com/business/uk/2024/11/21/tokamak-raises-125-million-to-commercialise-fusion-energy-technology',
  },
  {
    // Reported totals, not rounds: $200 million of private money by January 2023 (no round
    // between 2020 and then), less the £67 million of 2020 at January 2020's rate.
    recipient_slug: 'tokamak-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Earlier private rounds, 2009–2019 (aggregate)',
    amount_usd: 112_000_000,
    announcement_date: '2019',
    headline: 'Tokamak Energy’s private rounds before 2020 add up to about $112 million: $200 million raised privately by January 2023',
    announcement_url: 'https://digestwire.com/?p=291255',
    sources: [
      read(
        'https://digestwire.com/?p=291255',
        'Copy of a Sky News report (Jan 2023): Tokamak Energy last raised in 2020 and has raised $250m, $200m from private investors and $50m from the UK and US governments',
      ),
      read(
        'https://emc2fusion.com/post/uk-nuclear-fusion-startup-tokamak-energy-raises-50m',
        'Copy of a Sifted report: before its Series C, Tokamak Energy had $200m from private investors and $50m from the UK and US governments',
      ),
    ],
  },
  {
    recipient_slug: 'tokamak-energy',
    source_slugs: [],
    funding_type: 'non-dilutive',
    round_name: 'UK and US government funding, to 2022 (aggregate)',
    amount_usd: 50_000_000,
    announcement_date: '2022',
    headline: 'Tokamak Energy had received $50 million from the UK and US governments by January 2023',
    announcement_url: 'https://digestwire.com/?p=291255',
    sources: [
      read(
        'https://digestwire.com/?p=291255',
        'Copy of a Sky News report (Jan 2023): $50m of Tokamak Energy’s funding came from the UK and US governments',
      ),
    ],
  },
  // Avalanche Energy
  {
    recipient_slug: 'avalanche-energy',
    source_slugs: ['lowercarbon-capital'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 40_000_000,
    announcement_date: '2023-04', // announced in the week to 30 April 2023
    headline: 'Avalanche Energy raises a $40 million Series A led by Lowercarbon Capital for its fusion microreactor',
    announcement_url: 'https://workweek.com/2023/04/30/making-fission-and-fusion-smalle/',
    sources: [
      read(
        'https://workweek.com/2023/04/30/making-fission-and-fusion-smalle/',
        'Workweek (Keep Cool): Avalanche Energy announced a $40M Series A led by Lowercarbon Capital this week (30 Apr 2023)',
        '2023-04-30',
      ),
    ],
  },
  // Realta Fusion. WisBusiness's morning roundup has no date in the stored copy: "yesterday" and
  // its other item (the study of restarting the Kewaunee nuclear plant) place it in May 2025.
  {
    recipient_slug: 'realta-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 36_000_000,
    announcement_date: '2025-05',
    headline:
      'Realta Fusion raises a $36 million Series A with TitletownTech, Bascom Ventures and WARF, bringing its total to about $50 million',
    announcement_url: 'https://www.wisbusiness.com/?p=1506779',
    sources: [
      read(
        'https://www.wisbusiness.com/?p=1506779',
        'WisBusiness: Realta Fusion raises $36M in a Series A, bringing its total raised to about $50 million',
      ),
    ],
  },
  // Zap Energy
  {
    recipient_slug: 'zap-energy',
    source_slugs: ['chevron-technology-ventures'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 6_500_000,
    announcement_date: '2020-08-12',
    headline: 'Chevron Technology Ventures invests in Zap Energy’s $6.5 million Series A',
    announcement_url:
      'https://techstartups.com/2020/08/13/chevron-invests-nuclear-fusion-startup-zap-energy-reduce-worlds-carbon-footprint',
    sources: [
      read(
        'https://www.channelnewsasia.com/news/business/oil-major-chevron-invests-in-nuclear-fusion-startup-zap-energy-13016084',
        'Reuters on CNA: Chevron invests in Zap Energy, which raised US$6.5 million in its Series A (13 Aug 2020)',
        '2020-08-13',
      ),
    ],
  },
  {
    recipient_slug: 'zap-energy',
    source_slugs: ['lowercarbon-capital', 'breakthrough-energy-ventures'],
    funding_type: 'investment',
    round_name: 'Series C',
    amount_usd: 160_000_000,
    announcement_date: '2022-06-20',
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
    announcement_date: '2024-09',
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
    // Committed up front and paid in tranches as milestones are met: counted in full, as the FIA does.
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
    amount: 20_000_000,
    currency: 'EUR',
    announcement_date: '2024-04',
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
    amount: 130_000_000,
    currency: 'EUR',
    announcement_date: '2025-06-11',
    headline: 'Proxima Fusion raises €130 million, Europe’s largest private fusion round',
    announcement_url: 'https://sifted.eu/articles/proxima-series-a-extension-145m',
    sources: [
      read(
        'https://www.wallstreet-online.de/nachricht/19461597-proxima-fusion-130-millionen-euro-europas-erstes-fusionskraftwerk',
        'wallstreet:online: Proxima Fusion raises €130 million ($150 million) in a Series A led by Cherry Ventures and Balderton',
      ),
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
    amount: 15_000_000,
    currency: 'EUR',
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
    amount: 7_000_000,
    currency: 'EUR',
    announcement_date: '2023-05',
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
    amount: 35_000_000,
    currency: 'EUR',
    announcement_date: '2022-02',
    headline: 'Marvel Fusion raises a €35 million Series A led by Earlybird',
    announcement_url: 'https://sifted.eu/articles/marvel-fusion-nuclear-america-news',
    sources: [
      stored(
        'https://sifted.eu/articles/marvel-fusion-nuclear-america-news',
        'Sifted: Marvel’s last round was a €35m Series A in February 2022 led by Earlybird',
      ),
    ],
  },
  {
    recipient_slug: 'marvel-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series B',
    amount_usd: 132_000_000, // as stated by NEI (no EUR rate for the month in the table)
    amount: 113_000_000,
    currency: 'EUR',
    announcement_date: '2025', // counted in the FIA's year to July 2025; the month is not in the sources read
    headline: 'Marvel Fusion raises a €113 million Series B, one of the largest rounds in the FIA’s 2025 survey year',
    announcement_url: 'https://www.neimagazine.com/news/fusion-funding-hits-record-high/',
    sources: [
      read(
        'https://www.neimagazine.com/news/fusion-funding-hits-record-high/',
        'Nuclear Engineering International: the FIA 2025 total includes Marvel Fusion’s €113m ($132m) Series B',
      ),
      read(
        'https://smr.nucnet.org/news/fusion-industry-sees-significant-increase-in-funding-but-says-investment-remains-a-major-challenge-7-4-2025',
        'NucNet: €113m Series B for Germany-based Marvel Fusion in the 12 months to July 2025 (24 Jul 2025)',
        '2025-07-24',
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
  {
    recipient_slug: 'type-one-energy',
    source_slugs: ['breakthrough-energy-ventures'],
    funding_type: 'investment',
    round_name: 'Seed extension',
    amount_usd: 53_500_000,
    announcement_date: '2024', // the year after the March 2023 first close; the day is not in the pages read
    headline:
      'Type One Energy closes a $53.5 million seed extension co-led by Breakthrough Energy Ventures, GD1 and Centaurus, for $82.5 million in all',
    announcement_url: 'https://heatmap.news/technology/type-one-fusion-seed-round',
    sources: [
      read(
        'https://heatmap.news/technology/type-one-fusion-seed-round',
        'Heatmap: Type One Energy raised $82.5 million, its $29 million first close of March last year plus a $53.5 million extension',
      ),
      read(
        'https://gi-review.com/?p=8317',
        'Copy of a TechCrunch report: Type One Energy secures $53.5 million, led by Breakthrough Energy Ventures',
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
    source_slugs: ['sprind', 'prime-movers-lab'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 240_000_000,
    announcement_date: '2026-05-27',
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
    announcement_date: '2023-12-12', // the day Inc. reported it
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
    announcement_date: '2021-01-06',
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

/** Rounds added from stored pages read for issue 23 (the audit of 2026-11-26, §2a). */
const auditRounds: SeedFunding[] = [
  // SHINE Technologies: its rounds fund the isotope business that leads toward fusion.
  {
    recipient_slug: 'shine-technologies',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Financing round (SEC filing)',
    amount_usd: 29_300_000,
    announcement_date: '2017-04-05',
    headline: 'SHINE’s 2017 financing reaches $29.3 million from 217 investors, per a securities filing',
    announcement_url: 'https://legacy.xconomy.com/2017/04/05/shine-medical-raises-2-2m-to-stay-in-race-for-vital-imaging-isotope',
    sources: [
      read(
        'https://legacy.xconomy.com/2017/04/05/shine-medical-raises-2-2m-to-stay-in-race-for-vital-imaging-isotope',
        'Xconomy: Shine Medical raises another $2.2 million, bringing the round to $29.3 million (5 Apr 2017)',
        '2017-04-05',
      ),
    ],
  },
  {
    // Deerfield's up to $150 million of the same day, paid in stages as milestones are met, is
    // contingent and not counted.
    recipient_slug: 'shine-technologies',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series B',
    amount_usd: 30_000_000,
    announcement_date: '2018-11-27',
    headline:
      'SHINE closes a Series B of more than $30 million; Deerfield agrees to invest up to $150 million more in stages tied to milestones',
    announcement_url: 'https://xconomy.com/wisconsin/2018/11/27/shine-raises-30m-could-add-150m-more-after-inking-deerfield-deal/',
    sources: [
      read(
        'https://xconomy.com/wisconsin/2018/11/27/shine-raises-30m-could-add-150m-more-after-inking-deerfield-deal/',
        'Xconomy: Shine raises $30M, could add $150M more after inking Deerfield deal (27 Nov 2018)',
        '2018-11-27',
      ),
    ],
  },
  {
    recipient_slug: 'shine-technologies',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Financing round',
    amount_usd: 18_000_000,
    announcement_date: '2019-06',
    headline: 'SHINE adds $18 million in June 2019, before its Oaktree financing',
    announcement_url: 'https://www.massdevice.com/isotope-maker-shine-medical-raises-50m-from-oaktree-capital/',
    sources: [
      read(
        'https://www.massdevice.com/isotope-maker-shine-medical-raises-50m-from-oaktree-capital/',
        'MassDevice: Shine adds the Oaktree $50 million to the $18 million it added in June (Oct 2019)',
      ),
    ],
  },
  {
    recipient_slug: 'shine-technologies',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Financing led by Oaktree',
    amount_usd: 50_000_000,
    announcement_date: '2019-10-07',
    headline: 'SHINE closes a $50 million financing with funds managed by Oaktree Capital Management',
    announcement_url:
      'https://www.biospace.com/shine-closes-50-million-financing-with-oaktree-to-support-execution-of-construction-and-commercialization-plans',
    sources: [
      read(
        'https://www.biospace.com/shine-closes-50-million-financing-with-oaktree-to-support-execution-of-construction-and-commercialization-plans',
        'Business Wire release on BioSpace: SHINE closes $50 million financing with Oaktree (7 Oct 2019)',
        '2019-10-07',
      ),
    ],
  },
  {
    // A round of its own, before the Koch-led one: BizTimes reports both SEC filings of 2021
    // (this $131.7M of April, and $94.6M raised of the $150M Koch-led offering). The page was read
    // only on the publisher's staging host, which is not cited, so the article is cited unread.
    recipient_slug: 'shine-technologies',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Financing round (SEC filing of Illuminated Holdings)',
    amount_usd: 131_700_000,
    announcement_date: '2021-04',
    headline:
      'SHINE’s parent company Illuminated Holdings raises $131.7 million in April 2021 for its Mo-99 and therapeutics business, after the merger with Phoenix',
    announcement_url: 'https://biztimes.com/shine-medical-technologies-raises-94-6-million',
    sources: [
      known(
        'https://biztimes.com/shine-medical-technologies-raises-94-6-million',
        'BizTimes Milwaukee: SHINE’s parent raised $131.7 million in an April round, and $94.6 million of a $150 million offering (2021)',
      ),
    ],
  },
  {
    recipient_slug: 'shine-technologies',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Private financing led by Koch Disruptive Technologies',
    amount_usd: 150_000_000,
    announcement_date: '2021-06-29',
    headline: 'SHINE raises $150 million in a private financing led by Koch Disruptive Technologies',
    announcement_url:
      'https://www.gazettextra.com/news/local/shine-medical-technologies-lands-major-funding-from-a-koch-industries-company/article_20db220f-bbec-5f17-b720-a7f9a0dade47.html',
    sources: [
      read(
        'https://www.gazettextra.com/news/local/shine-medical-technologies-lands-major-funding-from-a-koch-industries-company/article_20db220f-bbec-5f17-b720-a7f9a0dade47.html',
        'Janesville Gazette: SHINE lands a $150 million private financing led by Koch Disruptive Technologies (29 Jun 2021)',
        '2021-06-29',
      ),
    ],
  },
  // Kyoto Fusioneering's Series C: the round the FIA's 2023 report counts as $79m.
  {
    recipient_slug: 'kyoto-fusioneering',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Series C',
    amount_usd: null,
    amount: 10_500_000_000,
    currency: 'JPY',
    announcement_date: '2023-05-17',
    headline: 'Kyoto Fusioneering raises ¥10.5 billion from 17 companies, including JIC Venture Growth Investments, Mitsubishi and Mitsui',
    announcement_url: 'https://www3.nhk.or.jp/nhkworld/en/news/20230517_28/',
    sources: [
      read(
        'https://www3.nhk.or.jp/nhkworld/en/news/20230517_28/',
        'NHK World: Kyoto Fusioneering raises a total of ¥10.5 billion (nearly $77 million) from 17 companies (17 May 2023)',
        '2023-05-17',
      ),
      read(
        'https://www.fusionindustryassociation.org/fusion-industry-investment-passes-6bn/',
        'Fusion Industry Association: Fusion Industry Investment Passes $6bn (12 Jul 2023), naming $79m for Kyoto Fusioneering',
        '2023-07-12',
      ),
    ],
  },
  // Amounts the FIA's annual reports name for their survey year (July to June); the day of each
  // round is not in the pages read, so the date is the year the report was published.
  {
    recipient_slug: 'energy-singularity',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Funding counted by the FIA 2023 report',
    amount_usd: 55_000_000,
    announcement_date: '2023',
    headline: 'The FIA’s 2023 report counts $55 million of new funding for Energy Singularity in its survey year',
    announcement_url: 'https://www.fusionindustryassociation.org/fusion-industry-investment-passes-6bn/',
    sources: [
      read(
        'https://www.fusionindustryassociation.org/fusion-industry-investment-passes-6bn/',
        'Fusion Industry Association: Fusion Industry Investment Passes $6bn (12 Jul 2023), naming $55m for Energy Singularity',
        '2023-07-12',
      ),
      read(
        'https://neimagazine.com/news/fusion-industry-investment-exceeds-6bn-11014795',
        'Nuclear Engineering International: fusion industry investment exceeds $6bn',
      ),
    ],
  },
  {
    // ENN is counted as a private company (developer-status.ts): the FIA counts its fusion arm.
    recipient_slug: 'enn',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Funding counted by the FIA 2023 report',
    amount_usd: 200_000_000,
    announcement_date: '2023',
    headline: 'The FIA’s 2023 report counts $200 million of new funding for ENN’s fusion program in its survey year',
    announcement_url: 'https://www.fusionindustryassociation.org/fusion-industry-investment-passes-6bn/',
    sources: [
      read(
        'https://www.fusionindustryassociation.org/fusion-industry-investment-passes-6bn/',
        'Fusion Industry Association: Fusion Industry Investment Passes $6bn (12 Jul 2023), naming $200m for ENN',
        '2023-07-12',
      ),
      read(
        'https://neimagazine.com/news/fusion-industry-investment-exceeds-6bn-11014795',
        'Nuclear Engineering International: $200m for China’s ENN among the 27 investments of the FIA’s 2023 survey year',
      ),
    ],
  },
  {
    recipient_slug: 'shine-technologies',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Funding counted by the FIA 2024 report',
    amount_usd: 90_000_000,
    announcement_date: '2024',
    headline:
      'The FIA’s 2024 report counts $90 million raised by SHINE in its survey year, the second-largest raise after Xcimer’s $100 million',
    announcement_url:
      'https://theminingdigest.com/resources-materials/precious-metals/gold/challenges-in-funding-nuclear-fusion-total-investment-reaches-7-1-billion',
    sources: [
      read(
        'https://theminingdigest.com/resources-materials/precious-metals/gold/challenges-in-funding-nuclear-fusion-total-investment-reaches-7-1-billion',
        'The Mining Digest on the FIA’s 2024 report: notable deals such as $100m for Xcimer, $90m for SHINE and $65m for Helion',
      ),
      read(
        'https://ignition-news.com/?p=330',
        'Ignition on the FIA’s 2024 report: the largest raise of the year was Xcimer’s $100M, followed by $90M raised by SHINE Technologies',
      ),
    ],
  },
  {
    recipient_slug: 'helion-energy',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Funding counted by the FIA 2024 report',
    amount_usd: 65_000_000,
    announcement_date: '2024',
    headline: 'The FIA’s 2024 report counts $65 million for Helion in its survey year',
    announcement_url:
      'https://theminingdigest.com/resources-materials/precious-metals/gold/challenges-in-funding-nuclear-fusion-total-investment-reaches-7-1-billion',
    sources: [
      read(
        'https://theminingdigest.com/resources-materials/precious-metals/gold/challenges-in-funding-nuclear-fusion-total-investment-reaches-7-1-billion',
        'The Mining Digest on the FIA’s 2024 report: notable deals such as $100m for Xcimer, $90m for SHINE and $65m for Helion',
      ),
    ],
  },
  {
    // Reported totals, not rounds: about $50 million from investors and government sources by
    // January 2016, before any round listed here.
    recipient_slug: 'shine-technologies',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Investor and government funding, 2010–2015 (aggregate)',
    amount_usd: 50_000_000,
    announcement_date: '2016-01-06',
    headline: 'SHINE had raised about $50 million from investors and government sources by January 2016',
    announcement_url:
      'https://archive.jsonline.com/business/shine-medical-technologies-raises-115-million-in-additional-financing-to-build-janesville-plant-b996-364390891.html/',
    sources: [
      read(
        'https://archive.jsonline.com/business/shine-medical-technologies-raises-115-million-in-additional-financing-to-build-janesville-plant-b996-364390891.html/',
        'Milwaukee Journal Sentinel: the new money brings to about $50 million the total SHINE has raised from investors and government sources (6 Jan 2016)',
        '2016-01-06',
      ),
      read(
        'https://legacy.xconomy.com/2017/04/05/shine-medical-raises-2-2m-to-stay-in-race-for-vital-imaging-isotope',
        'Xconomy: in 2016 SHINE said it had raised a total of nearly $50 million since launching in 2010',
        '2017-04-05',
      ),
    ],
  },
  {
    recipient_slug: 'energy-singularity',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'First round (angel)',
    amount_usd: null,
    amount: 400_000_000,
    currency: 'CNY',
    announcement_date: '2022-02-25',
    headline:
      'Energy Singularity closes its first round, of nearly ¥400 million, co-led by NIO Capital and miHoYo with Sequoia China Seed Fund and BlueRun Ventures',
    announcement_url: 'https://cnevpost.com/2022/02/25/nio-capital-invests-in-nuclear-fusion-technology-startup/',
    sources: [
      read(
        'https://cnevpost.com/2022/02/25/nio-capital-invests-in-nuclear-fusion-technology-startup/',
        'CnEVPost: Energy Singularity closes nearly RMB 400 million ($63 million), its first round since inception (25 Feb 2022)',
        '2022-02-25',
      ),
      read(
        'https://newsminimalist.com/articles/chinese-start-up-targets-affordable-nuclear-fusion-technology-d5a3d104',
        'News Minimalist on a Financial Times report (8 Sep 2024): Energy Singularity has raised $110 million',
        '2024-09-08',
      ),
    ],
  },
  {
    recipient_slug: 'openstar-technologies',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Rounds to November 2024 (aggregate)',
    amount_usd: 12_000_000,
    announcement_date: '2024-11-14',
    headline: 'OpenStar Technologies had raised US$12 million in two years by November 2024',
    announcement_url:
      'https://www.nzherald.co.nz/business/markets-with-madison/inside-wellingtons-nuclear-fusion-reactor-experiment/JIL4HYFIENE6XPKR754KFQHPWU/',
    sources: [
      read(
        'https://www.nzherald.co.nz/business/markets-with-madison/inside-wellingtons-nuclear-fusion-reactor-experiment/JIL4HYFIENE6XPKR754KFQHPWU/',
        'NZ Herald: OpenStar had raised US$12 million (NZ$20.4m) in two years (14 Nov 2024)',
        '2024-11-14',
      ),
    ],
  },
  {
    // A reported total less the listed rounds: over €185 million of public and private funding
    // with the Series A, of which €157 million in the pre-seed, seed and Series A.
    recipient_slug: 'proxima-fusion',
    source_slugs: [],
    funding_type: 'non-dilutive',
    round_name: 'Public funding to June 2025 (aggregate)',
    amount_usd: null,
    amount: 28_000_000,
    currency: 'EUR',
    announcement_date: '2025-06-11',
    headline:
      'Proxima Fusion’s public funding adds up to about €28 million: over €185 million raised in all with its €130 million Series A',
    announcement_url:
      'https://techcrunch.com/2025/06/11/proxima-fusion-joins-the-club-of-well-funded-nuclear-contenders-with-e130m-series-a/',
    sources: [
      // Read in a copy on another host (not citable): the original is cited, without a reading date.
      known(
        'https://techcrunch.com/2025/06/11/proxima-fusion-joins-the-club-of-well-funded-nuclear-contenders-with-e130m-series-a/',
        'TechCrunch: the Series A brings Proxima’s private and public funding to date over €185 million',
        '2025-06-11',
      ),
    ],
  },
  // NEO Fusion: the shares NIO and NIO Capital took; the half held by Anhui's state-owned
  // companies is registered capital, not a disclosed payment, and is left out.
  {
    recipient_slug: 'neo-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Founding investment by NIO and NIO Capital',
    amount_usd: null,
    amount: 1_500_000_000,
    currency: 'CNY',
    announcement_date: '2023-05-19',
    headline: 'NIO invests ¥995 million and NIO Capital ¥505 million in NEO Fusion, a company with ¥5 billion of registered capital',
    announcement_url: 'https://www.tipranks.com/news/nio-invests-in-nuclear-fusion-startup',
    sources: [
      read(
        'https://www.tipranks.com/news/nio-invests-in-nuclear-fusion-startup',
        'TipRanks: NIO invests in nuclear fusion startup (19 May 2023)',
        '2023-05-19',
      ),
      read(
        'https://dunyanews.tv/index.php/en/Technology/725172-Chinese-EV-maker-Nio-invests-in-nuclear-fusion-startup',
        'Copy of a Reuters report: Nio invested ¥995 million for 19.9% and Nio Capital ¥505 million for 10.1% of Neo Fusion',
      ),
    ],
  },
  {
    recipient_slug: 'inertia-enterprises',
    source_slugs: ['bessemer-venture-partners'],
    funding_type: 'investment',
    round_name: 'Series A',
    amount_usd: 450_000_000,
    announcement_date: '2026-02',
    headline: 'Inertia Enterprises raises a $450 million Series A led by Bessemer Venture Partners',
    announcement_url:
      'https://coworking.nanabianca.it/round-col-botto-per-la-startup-di-fusione-inertia-enterprises-raccolti-450-milioni-di-dollari-per-la-costruzione-di-un-laser-molto-potente',
    sources: [
      read(
        'https://coworking.nanabianca.it/round-col-botto-per-la-startup-di-fusione-inertia-enterprises-raccolti-450-milioni-di-dollari-per-la-costruzione-di-un-laser-molto-potente',
        'Nana Bianca: Inertia Enterprises closes a $450 million Series A led by Bessemer, with GV and Threshold Ventures',
      ),
      read(
        'https://khoboria.com/2026/02/11/article-20260211173128',
        'Khoboria: Inertia Enterprises raises $450 million in a Series A led by Bessemer (11 Feb 2026)',
        '2026-02-11',
      ),
    ],
  },
  {
    recipient_slug: 'maritime-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Seed',
    amount_usd: 4_500_000,
    announcement_date: '2025-11', // reported on 24 Nov 2025; the day of the round is not given
    headline: 'Maritime Fusion raises a $4.5 million seed round led by Trucks VC for its ship-borne tokamak',
    announcement_url:
      'https://www.hwupgrade.it/news/scienza-tecnologia/una-nave-a-fusione-nucleare-entro-il-2032-il-progetto-di-questa-startup-e-ambizioso-ma-non-folle_146679.html',
    sources: [
      read(
        'https://www.hwupgrade.it/news/scienza-tecnologia/una-nave-a-fusione-nucleare-entro-il-2032-il-progetto-di-questa-startup-e-ambizioso-ma-non-folle_146679.html',
        'Hardware Upgrade: Maritime Fusion’s $4.5 million seed round led by Trucks VC (24 Nov 2025)',
        '2025-11-24',
      ),
    ],
  },
  // Issue 23's last pass (read on 2026-11-27): rounds and awards of the FIA-counted developers
  // that the earlier passes lacked.
  {
    // A reported total, not a round: what the company had raised when it announced its plant plan.
    recipient_slug: 'kyoto-fusioneering',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Rounds to February 2022 (aggregate)',
    amount_usd: null,
    amount: 1_300_000_000,
    currency: 'JPY',
    announcement_date: '2022-02-14',
    headline: 'Kyoto Fusioneering had raised ¥1.3 billion from funds including JIC’s and MUFG Bank’s by February 2022',
    announcement_url: 'https://www.ilmetropolitano.it/2022/02/14/giappone-nucleare-startup-annuncia-prima-centrale-sperimentale-a-fusione/',
    sources: [
      readLastPass(
        'https://www.ilmetropolitano.it/2022/02/14/giappone-nucleare-startup-annuncia-prima-centrale-sperimentale-a-fusione/',
        'Il Metropolitano (DIRE agency): Kyoto Fusioneering has already raised ¥1.3 billion from various funds (14 Feb 2022)',
        '2022-02-14',
      ),
    ],
  },
  {
    recipient_slug: 'novatron-fusion-group',
    source_slugs: ['eit-innoenergy'],
    funding_type: 'investment',
    round_name: 'Seed (EIT InnoEnergy and KTH)',
    amount_usd: null,
    amount: 3_000_000,
    currency: 'EUR',
    announcement_date: '2022-12-08',
    headline: 'Novatron Fusion Group confirms a €3 million seed round from EIT InnoEnergy and KTH Royal Institute of Technology',
    announcement_url: 'https://tech.eu/2022/12/08/luminescent/',
    sources: [
      readLastPass(
        'https://tech.eu/2022/12/08/luminescent/',
        'Tech.eu: Novatron raises €3 million seed round from EIT InnoEnergy and KTH (8 Dec 2022)',
        '2022-12-08',
      ),
    ],
  },
  {
    // The venture part of the $12 million reported when DOE picked Realta for its Milestone
    // program; the $3 million DOE part is that award (programs.ts).
    recipient_slug: 'realta-fusion',
    source_slugs: [],
    funding_type: 'investment',
    round_name: 'Venture funding to May 2023 (aggregate)',
    amount_usd: 9_000_000,
    announcement_date: '2023-05-31',
    headline: 'Realta Fusion had $9 million in venture capital funding alongside its $3 million DOE award (May 2023)',
    announcement_url:
      'https://madison.com/news/local/environment/two-madison-area-companies-get-federal-money-to-help-curb-climate-change-through-fusion-energy/article_1cf0862c-ffd8-11ed-aef2-77699459e256.html',
    sources: [
      readLastPass(
        'https://wisconsintechnologycouncil.com/cap-times-madison-startup-gains-federal-backing-to-continue-nuclear-fusion-research/',
        'Wisconsin Technology Council, quoting the Cap Times: a $3 million DOE grant, in concert with another $9 million in venture capital funding',
      ),
      readLastPass(
        'https://madison.com/news/local/environment/two-madison-area-companies-get-federal-money-to-help-curb-climate-change-through-fusion-energy/article_1cf0862c-ffd8-11ed-aef2-77699459e256.html',
        'Wisconsin State Journal: Realta Fusion received $12 million from the federal government and other organizations (31 May 2023)',
        '2023-05-31',
      ),
    ],
  },
  {
    recipient_slug: 'renaissance-fusion',
    source_slugs: [],
    funding_type: 'non-dilutive',
    round_name: 'Bpifrance grant',
    amount_usd: null,
    amount: 10_000_000,
    currency: 'EUR',
    announcement_date: '2023-11',
    headline: 'Renaissance Fusion receives a €10 million grant from Bpifrance',
    announcement_url: 'https://www.lyon-entreprises.com/?p=379517',
    sources: [
      readLastPass(
        'https://www.lyon-entreprises.com/?p=379517',
        'Lyon Entreprises: Renaissance Fusion’s funding includes a €10 million Bpifrance grant in November 2023',
      ),
    ],
  },
];

const governmentGrants: SeedFunding[] = [
  {
    recipient_slug: 'uk-atomic-energy-authority',
    source_slugs: ['department-for-energy-security-and-net-zero'],
    funding_type: 'non-dilutive',
    round_name: 'UK government fusion funding',
    amount_usd: null,
    amount: 410_000_000,
    currency: 'GBP',
    announcement_date: '2025-01-16',
    headline: 'UK government announces a record £410 million for fusion in 2025–26',
    announcement_url:
      'https://www.wired-gov.net/wg/news.nsf/articles/plan+for+change+to+deliver+jobs+and+growth+in+uk+leading+fusion+industry+16012025110500?open',
  },
];

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** Entries reviewed without a stored copy cite their announcement, as a source cited without reading. */
const withSources = (entry: SeedFunding): SeedFunding =>
  entry.sources ? entry : { ...entry, sources: [known(entry.announcement_url, `${hostOf(entry.announcement_url)}: ${entry.headline}`)] };

export const funding: SeedFunding[] = [...investmentRounds, ...auditRounds, ...governmentGrants, ...industryFunding, ...programAwards].map(
  withSources,
);
