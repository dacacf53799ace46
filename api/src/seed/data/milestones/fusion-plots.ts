// The break-even year each company gave, as alfkoehn/fusion_plots lists it (MIT licence, LICENSE here),
// read in a stored copy of the repository (fusion_companies/fusion_companies.md at commit 91ce2e8, its
// last change, and its history of 36 versions). The list cites a source for each year; that cited
// source is the claim's source here. The list gives no date for the statements: a date is kept only
// where the cited source itself carries one (its title or address); otherwise said_on stays empty.
// "Break-even" is read as Q_sci > 1 (the list does not say which gain); api/docs/data.md explains.
import type { SeedSource } from '../types';

const FUSION_PLOTS_REPOSITORY = 'https://github.com/alfkoehn/fusion_plots';
const FUSION_PLOTS_COMMIT = '91ce2e8aae033f1a20885e4a1680e304b9a51185';

/** A reference the list cites, with the date the reference itself shows (null when it shows none). */
interface CitedReference {
  url: string;
  title: string;
  said_on: string | null;
}

const cited = (url: string, title: string, said_on: string | null = null): CitedReference => ({ url, title, said_on });

/** The list's references, by their number in fusion_companies.md (commit 91ce2e8). */
const REFERENCES: Record<number, CitedReference> = {
  1: cited('https://arpa-e.energy.gov/sites/default/files/5_PARK.pdf', 'ARPA-E: Park, EMC2 presentation'),
  // The report's title dates it to 2022 (year only: the list gives no day).
  2: cited(
    'https://202e0f23-02b6-4124-8ddc-80f6b1109b43.usrfiles.com/ugd/202e0f_4c69219a702646929d8d45ee358d9780.pdf',
    'Fusion Industry Association: The global fusion industry in 2022',
    '2022',
  ),
  3: cited('https://www.hornetechnologies.com/', 'Horne Technologies website'),
  4: cited('https://doi.org/10.1088%2F978-0-7503-2719-0ch5', 'IOP ebook chapter (doi:10.1088/978-0-7503-2719-0ch5)'),
  5: cited(
    'https://news.yahoo.com/lockheed-says-makes-breakthrough-fusion-energy-project-123840986--finance.html',
    'Yahoo News: Lockheed says makes breakthrough on fusion energy project',
  ),
  // The GeekWire address carries the year (/2022/).
  6: cited(
    'https://www.geekwire.com/2022/fusion-energy-industry-preps-policymakers-for-one-of-the-biggest-technological-game-changers-ever/',
    'GeekWire: Fusion energy industry preps policymakers for one of the biggest technological game-changers ever',
    '2022',
  ),
  // The address carries the day (/2022/02/23/).
  7: cited(
    'https://www.technologyreview.com/2022/02/23/1045122/fusion-power-mit-startup-commonwealth/',
    'MIT Technology Review: fusion power, the MIT startup Commonwealth',
    '2022-02-23',
  ),
  8: cited('https://golden.com/wiki/Compact_Fusion_Systems-3949PG6', 'Golden: Compact Fusion Systems'),
  9: cited('https://www.startengine.com/offering/nearstarfusion', 'StartEngine: NearStar Fusion offering'),
  10: cited('https://www.youtube.com/watch?v=aulbz5kJNAI', 'YouTube: Realta Fusion talk'),
  11: cited(
    'https://www.neimagazine.com/news/newsnovatron-fusion-group-secures-investment-to-develop-fusion-10419422',
    'Nuclear Engineering International: Novatron Fusion Group secures investment to develop fusion',
  ),
  12: cited(
    'https://www.riffreporter.de/de/technik/energie-kernfusion-reaktor-in-zwanzig-jahren-deutschland-frank-laukien-gauss',
    'RiffReporter: Kernfusion-Reaktor in zwanzig Jahren (Frank Laukien, Gauss Fusion)',
  ),
  13: cited('https://www.longviewfusion.com/', 'Longview Fusion Energy Systems website'),
  // The file name carries the day of the talk (081222, "Dec 8_ 2022").
  14: cited(
    'https://www.filo.kit.edu/downloads/Forum%20FUSION%20Dtl/Event_FFD_081222/Presentationen/7-Proxima_Fusion_JL%20-%20Dec%208_%202022.pdf',
    'Proxima Fusion presentation at Forum Fusion Deutschland, 8 December 2022',
    '2022-12-08',
  ),
  15: cited('https://www.linkedin.com/company/kronosfusionenergy', 'LinkedIn: Kronos Fusion Energy'),
  16: cited('https://generalfusion.com/fusion-demo-plant/', 'General Fusion: fusion demo plant'),
};

/**
 * One row of the list with a break-even year: the company as the list names it, our organization
 * (null: not in the directory, see UNMAPPED-COMPANIES.md), the year as written ('2025' or '2030s'), the
 * reference number, and the column's heading when the row was added (until 2023-01-13 it was
 * 'Break-even or Reactor Date').
 */
interface ListRow {
  company: string;
  organization_slug: string | null;
  year: string;
  reference: number;
  heading: 'Break-even' | 'Break-even or Reactor Date';
}

const row = (
  company: string,
  organization_slug: string | null,
  year: string,
  reference: number,
  heading: ListRow['heading'] = 'Break-even',
): ListRow => ({ company, organization_slug, year, reference, heading });

const EITHER = 'Break-even or Reactor Date' as const;

/** Every company with a year in the list at commit 91ce2e8, in its order. */
const FUSION_PLOTS_ROWS: ListRow[] = [
  row('LPPFusion', 'lppfusion', '2025', 2),
  row('Energy Matter Conversion Corporation (EMC2)', null, '2027', 1, EITHER),
  row('TAE Technolgies (formerly Tri Alpha Energy)', 'tae-technologies', '2025', 2),
  row('General Fusion', 'general-fusion', '2027', 16),
  row('Horne Technologies', 'horne-technologies', '2023', 3, EITHER),
  row('Magneto-Intertial Fusion Technolgies, Inc (MIFTI)', 'mifti', '2030', 2),
  row('Tokamak Energy', 'tokamak-energy', '2025', 4, EITHER),
  row('Lockheed Martin Compact Fusion Reactor (CFR)', 'lockheed-martin', '2019', 5, EITHER),
  row('Helion Energy, Inc.', 'helion-energy', '2024', 6, EITHER),
  row('Compact Fusion Systems', 'compact-fusion-systems', '2030', 8, EITHER),
  row('Commonwealth Fusion Systems (CFS)', 'commonwealth-fusion-systems', '2025', 7, EITHER),
  row('HB11 Energy', 'hb11-energy', '2030s', 2),
  row('Electric Fusion Systems', null, '2023', 2),
  row('Renaissance Fusion', 'renaissance-fusion', '2027', 2),
  row('EX-Fusion', 'ex-fusion', '2030s', 2),
  row('Focused Energy GmbH', 'focused-energy', '2035', 2),
  row('Longview Fusion Energy Systems', 'longview-fusion-energy-systems', '2030s', 13, EITHER),
  row('NearStar Fusion', 'nearstar-fusion', '2026', 9, EITHER),
  row('Gauss Fusion GmbH', 'gauss-fusion', '2045', 12, EITHER),
  row('Kronos Fusion Energy', 'kronos-fusion-energy', '2036', 15, EITHER),
  row('Novatron', 'novatron-fusion-group', '2040', 11, EITHER),
  row('Realta Fusion', 'realta-fusion', '2032', 10, EITHER),
  row('Proxima Fusion', 'proxima-fusion', '2030s', 14, EITHER),
  row('CTFusion', 'ct-fusion', '2030s', 2),
];

export interface SeedMilestoneClaim {
  text: string;
  /** When the promise was made: 'YYYY-MM-DD' | 'YYYY-MM' | 'YYYY'; null when no source dates it. */
  said_on: string | null;
  /** The promised date: 'YYYY-MM-DD' | 'YYYY-MM' | 'YYYY' | 'YYYYs' (a decade, e.g. '2030s'). */
  target: string | null;
  source: SeedSource;
}

export interface SeedMilestone {
  organization_slug: string;
  project_slug?: string | null;
  kind: 'first-plasma' | 'record' | 'fuel' | 'q-sci' | 'q-eng' | 'grid-electricity' | 'commercial-plant';
  record_description?: string | null;
  claim?: SeedMilestoneClaim | null;
  /** Earlier promises it replaced, oldest first, each with why it is kept. */
  revisions?: (SeedMilestoneClaim & { note: string })[];
  achievement?: { date: string; source: SeedSource } | null;
}

const sourceOf = (reference: CitedReference): SeedSource => ({
  url: reference.url,
  title: `${reference.title} (cited for the year by ${FUSION_PLOTS_REPOSITORY.replace('https://github.com/', '')} at ${FUSION_PLOTS_COMMIT.slice(0, 7)})`,
  verified_on: null,
  checked: 'cited',
});

const claimOf = (r: ListRow): SeedMilestoneClaim => {
  const reference = REFERENCES[r.reference]!;
  return {
    text: `${r.heading}: ${r.year} (alfkoehn/fusion_plots list of fusion companies, reference [${r.reference}])`,
    said_on: reference.said_on,
    target: r.year,
    source: sourceOf(reference),
  };
};

/**
 * TAE's year moved in the list's history: the first version (400d5d4, 2023-01-10) gave 2030 citing an
 * EE Times article; 3941bef (2023-01-15) changed it to 2025 and the reference to the FIA 2022 report.
 */
const REVISIONS: Record<string, SeedMilestone['revisions']> = {
  'tae-technologies': [
    {
      text: 'Break-even or Reactor Date: 2030 (first version of the alfkoehn/fusion_plots list, citing EE Times)',
      said_on: null,
      target: '2030',
      source: {
        url: 'https://www.eetimes.com/carbon-free-energy-by-fusion-technology/',
        title: 'EE Times: Carbon-free energy by fusion technology (cited by alfkoehn/fusion_plots, commit 400d5d4)',
        verified_on: null,
        checked: 'cited',
      },
      note: 'The list gave 2030 from 2023-01-10 (commit 400d5d4) until 2023-01-15 (commit 3941bef, "Change TAE breakeven date"), when it cited the FIA 2022 report for 2025 instead.',
    },
  ],
};

/** The Q_sci > 1 claim of every listed company that is one of our organizations. */
export function fusionPlotsMilestones(): SeedMilestone[] {
  return FUSION_PLOTS_ROWS.filter((r) => r.organization_slug).map((r) => ({
    organization_slug: r.organization_slug!,
    kind: 'q-sci',
    claim: claimOf(r),
    revisions: REVISIONS[r.organization_slug!] ?? [],
  }));
}
