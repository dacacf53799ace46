// The data check behind `npm run data:check -w api` (issue 11). Pure: it takes a dataset
// and a day, and returns the violations and the counts it prints. Rules:
//   sources    every organization, project, funding entry, offering and job cites an https
//              source from no denylisted host; every source has a title and a verified_on day
//              that is not in the future
//   duplicates no two organizations share a name (case, punctuation and legal suffixes
//              ignored) or a website host
//   references every slug a record names exists (organizations, concepts, programs,
//              supply chain sub-categories)
//   totals     a round's headline amount matches its amount_usd; a program's awards add up to
//              no more than its total; investment rounds announced by a day add up to no more
//              than a total the organization was publicly reported to have raised by then
//   dates      nothing is dated after today unless it is an announced plan; founding years
//              and years of operation make sense for the status
//   taxonomy   every organization has a known tag; every project a known concept and a status
//   jobs       a job is flagged is_sample, or it is a real posting verified in the last 60 days
// and, from the audit of issue 23 (docs/data.md, "Data check"):
//   honesty    a source read (live or stored copy) has its verified_on; a source cited without
//              reading has none; no source comes from an origin, CDN, mirror or look-alike host;
//              a bare homepage is never the only source of a project, a round or an organization
//              that states more than its existence
//   freshness  an 'Operating' project cites a source published within 24 months of the as-of
//              day, other than the 2022 fusion-world map
//   amounts    an organization with rounds never shows $0: each round's amount is converted or
//              undisclosed; a reported total is no more than 50% above its listed rounds
//   jobs copy  no article says the board lists openings while every job is a sample
// and, from issue 26, the Lawson chart's points (performance-points.ts): sources, units, ranges, dates.
import { ORGANIZATION_TAG_GROUPS } from '../catalogue';
import type { SeedData } from '../load';
import type { SeedProgram, SeedProjectStatus, SeedSource } from '../data/types';
import { convertToUsd, fxRateTable, monthOf } from '../../db/money';
import { parseDateWithPrecision } from '../../db/date-precision';
import { checkMilestones } from './milestones';
import { checkPerformancePoints } from './performance-points';
import { denylistedHost, isBareHomepage, notCanonicalHost } from './source-denylist';

export interface CheckedData extends SeedData {
  programs: SeedProgram[];
}

export interface DataCheckResult {
  problems: string[];
  /**
   * Findings printed but not failing the check yet: 'Operating' statuses without a recent dated
   * source (most device sources carry no published_on so far; OPERATING_SOURCE_RULE_FAILS).
   */
  warnings: string[];
  counts: {
    records: Record<string, number>;
    tagGroups: Record<string, number>;
    tags: Record<string, number>;
    concepts: Record<string, number>;
    statuses: Record<string, number>;
    sourceChecks: Record<string, number>;
  };
}

const STATUSES: SeedProjectStatus[] = ['Planned', 'Under Construction', 'Operating', 'Upgrading / Maintenance', 'Shut Down'];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An 'Operating' status needs a source published this recently (months before the as-of day). */
const OPERATING_SOURCE_MAX_AGE_MONTHS = 24;
/**
 * Whether that rule fails the check or only warns. It warns until the devices' sources carry
 * their published_on (issue 23 §4 adds them); then set it to true.
 */
const OPERATING_SOURCE_RULE_FAILS = false;
/** A reported total more than this far above the listed rounds means rounds are missing. */
const REPORTED_TOTAL_MAX_GAP = 0.5;
/** The 2022 crowd-sourced device map: it carries no status or year, so it cannot date a status. */
const FUSION_WORLD = /github\.com\/RemDelaporteMathurin\/fusion-world|remdelaportemathurin\.github\.io/i;
/** Copy that promises real openings on the jobs board. */
const OPENINGS_CLAIM = /\b(lists?|listing|shows?|carries|features?|has)\b[^.<]{0,60}\b(openings|open positions|vacancies|open roles)\b/i;
/** A real (non-sample) job must have been seen open this recently. */
const JOB_MAX_AGE_DAYS = 60;
/** Reported totals are often rounded ('more than $200 million'): allow this much over. */
const REPORTED_TOTAL_TOLERANCE = 0.05;

const LEGAL_SUFFIXES = /\b(inc|incorporated|llc|ltd|limited|gmbh|ag|sa|sas|plc|corp|corporation|co|kk|pty|bv)\b/g;

/** 'Zap Energy, Inc.' → 'zap energy' */
export function normalizedName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(LEGAL_SUFFIXES, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'https://www.cfs.energy/' → 'cfs.energy'; 'https://www.gov.uk/government/organisations/x' keeps its path. */
function websiteHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/\/+$/, '').toLowerCase();
    return parsed.hostname.toLowerCase().replace(/^www\./, '') + path;
  } catch {
    return null;
  }
}

/**
 * US-dollar figures written in a headline: '$84 million' → 84e6, '$1.8 billion' → 1.8e9, '$900M' →
 * 9e8, 'US$12 million' → 12e6; other dollars ('A$4.6 million', 'CA$50M') are not US dollars.
 */
export function dollarFigures(text: string): number[] {
  const figures: number[] = [];
  for (const match of text.matchAll(/(?:\bUS\$|(?<![A-Za-z])\$)\s?(\d+(?:[.,]\d+)?)\s*(billion|million|bn|m|b)?\b/gi)) {
    const value = Number(match[1]!.replace(',', '.'));
    const unit = (match[2] ?? '').toLowerCase();
    const factor = unit === 'billion' || unit === 'bn' || unit === 'b' ? 1e9 : unit === 'million' || unit === 'm' ? 1e6 : 1;
    figures.push(value * factor);
  }
  return figures;
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** '2026-11-26' minus 24 months → '2024-11-26'. */
const addMonths = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

const increment = (map: Record<string, number>, key: string, by = 1) => {
  map[key] = (map[key] ?? 0) + by;
};

export interface CheckOptions {
  /**
   * The data comes from a database (data:check --db), which keeps verified_on only for a source a
   * person read: a source cited without reading has none there, and is not reported for it.
   */
  fromDatabase?: boolean;
  /** Overrides OPERATING_SOURCE_RULE_FAILS (tests). */
  operatingSourceRuleFails?: boolean;
}

export function checkData(data: CheckedData, today: string, options: CheckOptions = {}): DataCheckResult {
  const problems: string[] = [];
  const warnings: string[] = [];
  const currentYear = Number(today.slice(0, 4));
  const sourceChecks: Record<string, number> = {};

  // ---- sources
  const checkUrl = (url: string | null | undefined, where: string) => {
    if (!url) {
      problems.push(`sources: ${where} has no source URL`);
      return;
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`sources: ${where} has an invalid URL '${url}'`);
      return;
    }
    if (parsed.protocol !== 'https:') problems.push(`sources: ${where} cites a non-https URL '${url}'`);
    const banned = denylistedHost(url);
    if (banned) problems.push(`sources: ${where} cites ${url} (denylisted host ${banned.host}: ${banned.reason})`);
    const notCanonical = notCanonicalHost(url);
    if (notCanonical) problems.push(`honesty: ${where} cites ${url} (${notCanonical})`);
  };
  const checkSources = (sources: SeedSource[] | undefined, where: string) => {
    if (!sources || sources.length === 0) {
      problems.push(`sources: ${where} has no sources`);
      return;
    }
    for (const source of sources) {
      checkUrl(source.url, where);
      if (!source.title || source.title.trim() === '') problems.push(`sources: ${where} has a source without a title (${source.url})`);
      const wasRead = source.checked === 'live' || source.checked === 'stored-copy';
      increment(sourceChecks, wasRead ? source.checked! : 'cited');
      if (!wasRead) {
        // "Verified on" is shown only for a reading: a cited source carries no day.
        if (source.verified_on) problems.push(`honesty: ${where} has a cited source with a verified_on day (${source.url})`);
        continue;
      }
      if (!source.verified_on) {
        problems.push(`sources: ${where} has a source without verified_on (${source.url})`);
      } else if (!ISO_DAY.test(source.verified_on) || Number.isNaN(Date.parse(source.verified_on))) {
        problems.push(`dates: ${where} has a bad verified_on '${source.verified_on}'`);
      } else if (source.verified_on > today) {
        problems.push(`dates: ${where} claims verification on ${source.verified_on}, after today (${today})`);
      }
    }
  };
  /** Only bare homepages: enough for the existence of an organization, not for any other fact. */
  const onlyHomepages = (sources: SeedSource[] | undefined) => !!sources?.length && sources.every((s) => isBareHomepage(s.url));

  // ---- references
  const organizationSlugs = new Set(data.organizations.map((o) => o.slug));
  const conceptSlugs = new Set(data.concepts.map((c) => c.slug));
  const programSlugs = new Set(data.programs.map((p) => p.slug));
  const subCategoryNames = new Set(data.supplyChain.flatMap((c) => c.sub_categories.map((s) => s.name)));
  const organizationRef = (slug: string, where: string) => {
    if (!organizationSlugs.has(slug)) problems.push(`references: ${where} names unknown organization '${slug}'`);
  };

  // ---- organizations
  const knownTags = new Set(ORGANIZATION_TAG_GROUPS.flatMap((g) => g.tags));
  const byName = new Map<string, string>();
  const byHost = new Map<string, string>();
  for (const o of data.organizations) {
    const where = `organization ${o.slug}`;
    checkSources(o.sources, where);
    if (o.tags.length === 0) problems.push(`taxonomy: ${where} has no tag`);
    for (const tag of o.tags) if (!knownTags.has(tag)) problems.push(`taxonomy: ${where} has unknown tag '${tag}'`);
    const name = normalizedName(o.display_name);
    if (byName.has(name)) problems.push(`duplicates: ${where} has the same name as ${byName.get(name)}`);
    else byName.set(name, o.slug);
    if (o.website_url) {
      checkUrl(o.website_url, `${where} website`);
      const host = websiteHost(o.website_url);
      if (host && byHost.has(host)) problems.push(`duplicates: ${where} has the same website as ${byHost.get(host)}`);
      else if (host) byHost.set(host, o.slug);
    }
    if (o.founding_year != null && o.founding_year > currentYear) {
      problems.push(`dates: ${where} was founded in ${o.founding_year}, after this year`);
    }
    for (const total of o.funding_totals ?? []) checkSources([total.source], `${where} reported total`);
    const statesMore =
      o.founding_year != null || (o.founders?.length ?? 0) > 0 || (o.leadership?.length ?? 0) > 0 || (o.funding_totals?.length ?? 0) > 0;
    if (statesMore && onlyHomepages(o.sources)) {
      problems.push(`honesty: ${where} states founding, people or totals on a bare homepage alone`);
    }
    for (const event of o.status_events ?? []) {
      checkSources(event.sources, `${where} status '${event.status}' (${event.date})`);
      if (onlyHomepages(event.sources)) problems.push(`honesty: ${where} status '${event.status}' rests on a bare homepage alone`);
    }
  }

  // ---- projects
  for (const p of data.projects) {
    const where = `project ${p.slug}`;
    checkSources(p.sources, where);
    if (!p.concept_slug) problems.push(`taxonomy: ${where} has no concept`);
    else if (!conceptSlugs.has(p.concept_slug)) problems.push(`references: ${where} names unknown concept '${p.concept_slug}'`);
    if (!p.project_status) problems.push(`taxonomy: ${where} has no status`);
    else if (!STATUSES.includes(p.project_status)) problems.push(`taxonomy: ${where} has unknown status '${p.project_status}'`);
    if (p.organization_slugs.length === 0) problems.push(`references: ${where} has no host organization`);
    p.organization_slugs.forEach((slug) => organizationRef(slug, where));
    for (const provider of p.providers ?? []) {
      organizationRef(provider.supplier_slug, `${where} provider`);
      for (const name of provider.product_categories) {
        if (!subCategoryNames.has(name)) problems.push(`references: ${where} names unknown sub-category '${name}'`);
      }
    }
    const started = p.year_operations_started;
    const ended = p.year_operations_ended;
    const planned = p.project_status === 'Planned' || p.project_status === 'Under Construction';
    if (started != null && started > currentYear && !planned) {
      problems.push(`dates: ${where} started in ${started}, after this year, but is '${p.project_status}'`);
    }
    if (started != null && started <= currentYear && p.project_status === 'Planned') {
      // A planned machine with a past start year is stale data.
      problems.push(`dates: ${where} is Planned but says operations started in ${started}`);
    }
    if (ended != null && (ended > currentYear || p.project_status !== 'Shut Down')) {
      problems.push(`dates: ${where} ended in ${ended} but is '${p.project_status}'`);
    }
    if (started != null && ended != null && ended < started) problems.push(`dates: ${where} ended before it started`);
    if (onlyHomepages(p.sources)) problems.push(`honesty: ${where} rests on a bare homepage alone`);
    if (p.project_status === 'Operating') {
      const since = addMonths(today, -OPERATING_SOURCE_MAX_AGE_MONTHS);
      const fresh = (p.sources ?? []).some((s) => !FUSION_WORLD.test(s.url) && !!s.published_on && s.published_on >= since);
      if (!fresh) {
        ((options.operatingSourceRuleFails ?? OPERATING_SOURCE_RULE_FAILS) ? problems : warnings).push(
          `freshness: ${where} is 'Operating' but cites no source published since ${since} (other than fusion-world)`,
        );
      }
    }
  }

  // ---- supply chain
  for (const category of data.supplyChain) {
    for (const sub of category.sub_categories) {
      for (const offering of sub.offerings) {
        const where = `offering ${sub.slug}/${offering.organization_slug}`;
        organizationRef(offering.organization_slug, where);
        checkUrl(offering.source_url, where);
      }
    }
  }

  // ---- programs and funding
  for (const program of data.programs) {
    const where = `program ${program.slug}`;
    organizationRef(program.funder_slug, where);
    checkSources(program.sources, where);
    if (program.announced_on > today) problems.push(`dates: ${where} is announced on ${program.announced_on}, after today`);
  }
  const awardsByProgram = new Map<string, number>();
  data.funding.forEach((f, index) => {
    const where = `funding #${index + 1} (${f.recipient_slug}, ${f.round_name}, ${f.announcement_date})`;
    checkSources(f.sources, where);
    checkUrl(f.announcement_url, `${where} announcement`);
    organizationRef(f.recipient_slug, where);
    f.source_slugs.forEach((slug) => organizationRef(slug, where));
    if (f.source_slugs.includes(f.recipient_slug)) problems.push(`references: ${where} lists its recipient as a funder`);
    if (f.program_slug && !programSlugs.has(f.program_slug)) {
      problems.push(`references: ${where} names unknown program '${f.program_slug}'`);
    }
    if (onlyHomepages(f.sources)) problems.push(`honesty: ${where} rests on a bare homepage alone`);
    if (!parseDateWithPrecision(f.announcement_date)) {
      problems.push(`dates: ${where} has a bad date`);
    } else if (f.announcement_date > today && !f.is_announced_plan) {
      problems.push(`dates: ${where} is dated after today and is not an announced plan`);
    }
    if (f.amount_usd != null) {
      if (!(f.amount_usd > 0)) problems.push(`totals: ${where} has a non-positive amount`);
      const figures = dollarFigures(f.headline);
      if (figures.length > 0 && !figures.some((figure) => Math.abs(figure - f.amount_usd!) <= f.amount_usd! * 0.005)) {
        problems.push(`totals: ${where} headline says ${figures.map((x) => `$${x / 1e6}M`).join(', ')} but amount_usd is ${f.amount_usd}`);
      }
      if (f.program_slug) awardsByProgram.set(f.program_slug, (awardsByProgram.get(f.program_slug) ?? 0) + f.amount_usd);
    }
  });
  for (const program of data.programs) {
    const awarded = awardsByProgram.get(program.slug) ?? 0;
    if (program.total_usd != null && awarded > program.total_usd) {
      problems.push(`totals: program ${program.slug} awards add up to $${awarded}, more than its total $${program.total_usd}`);
    }
  }
  const duplicateRounds = new Set<string>();
  for (const f of data.funding) {
    const key = `${f.recipient_slug}|${f.round_name}|${f.announcement_date}`;
    if (duplicateRounds.has(key)) problems.push(`duplicates: funding round ${key} appears twice`);
    duplicateRounds.add(key);
  }
  for (const o of data.organizations) {
    for (const total of o.funding_totals ?? []) {
      const raised = data.funding
        .filter((f) => f.recipient_slug === o.slug && f.funding_type === 'investment' && f.announcement_date <= total.as_of)
        .reduce((sum, f) => sum + (f.amount_usd ?? 0), 0);
      if (total.total_usd > raised * (1 + REPORTED_TOTAL_MAX_GAP)) {
        problems.push(
          `amounts: organization ${o.slug} was reported to have raised $${total.total_usd} by ${total.as_of}, ` +
            `more than 50% above its listed rounds ($${raised}): rounds are missing`,
        );
      }
      if (raised > total.total_usd * (1 + REPORTED_TOTAL_TOLERANCE)) {
        problems.push(
          `totals: organization ${o.slug} rounds up to ${total.as_of} add up to $${raised}, ` +
            `more than the $${total.total_usd} reported raised by then (a round counted twice?)`,
        );
      }
    }
  }

  // An organization's total is the sum of its USD figures: a round with an amount but no USD
  // figure (no rate for its month) would make it read $0 instead of 'undisclosed'.
  const rates = fxRateTable(data.fxRates ?? []);
  const roundsByRecipient = new Map<string, typeof data.funding>();
  for (const f of data.funding) roundsByRecipient.set(f.recipient_slug, [...(roundsByRecipient.get(f.recipient_slug) ?? []), f]);
  for (const [slug, rounds] of roundsByRecipient) {
    const usdOf = (f: (typeof rounds)[number]) => {
      if (f.amount_usd != null) return f.amount_usd;
      if (f.amount == null || !f.currency) return null;
      return convertToUsd(f.amount, f.currency, monthOf(f.announcement_date), rates).amount_usd;
    };
    const total = rounds.reduce((sum, f) => sum + (usdOf(f) ?? 0), 0);
    const disclosed = rounds.filter((f) => f.amount != null || f.amount_usd != null);
    // Every amount undisclosed: the total is 'undisclosed'. Some amount known but none in USD:
    // the organization would read $0.
    if (total === 0 && disclosed.length > 0) {
      problems.push(
        `amounts: organization ${slug} has rounds with amounts (${disclosed.map((f) => `${f.amount ?? f.amount_usd} ${f.currency ?? 'USD'}`).join(', ')}) but totals $0: give each a rate or its USD figure`,
      );
    }
  }

  // ---- jobs
  const everyJobIsASample = data.jobs.length > 0 && data.jobs.every((job) => job.is_sample);
  if (everyJobIsASample || data.jobs.length === 0) {
    for (const article of data.articles) {
      const claim = OPENINGS_CLAIM.exec(article.body_html.replace(/<[^>]+>/g, ' '));
      if (claim) problems.push(`jobs: article ${article.slug} says the board ${claim[0]}, but every job is a sample`);
    }
  }
  data.jobs.forEach((job, index) => {
    const where = `job #${index + 1} (${job.title})`;
    organizationRef(job.organization_slug, where);
    checkUrl(job.source_url, where);
    if (job.created_at.slice(0, 10) > today) problems.push(`dates: ${where} is posted after today`);
    if (!job.is_sample) {
      if (!job.verified_on) problems.push(`jobs: ${where} is shown as a real opening but is neither is_sample nor verified`);
      else if (job.verified_on < addDays(today, -JOB_MAX_AGE_DAYS) || job.verified_on > today) {
        problems.push(`jobs: ${where} was verified on ${job.verified_on}, not within the last ${JOB_MAX_AGE_DAYS} days`);
      }
    }
  });

  // ---- articles
  for (const article of data.articles) {
    if (article.date > today) problems.push(`dates: article ${article.slug} is dated after today`);
    for (const match of article.body_html.matchAll(/href="([^"]+)"/g)) {
      checkUrl(match[1], `article ${article.slug} link`);
    }
  }

  // ---- plasma performance points (performance-points.ts)
  problems.push(...checkPerformancePoints(data.performancePoints ?? [], today));
  problems.push(...checkMilestones(data.milestones ?? [], today));

  return { problems, warnings, counts: countsOf(data, sourceChecks) };
}

function countsOf(data: CheckedData, sourceChecks: Record<string, number>): DataCheckResult['counts'] {
  const tagGroups: Record<string, number> = {};
  const tags: Record<string, number> = {};
  for (const group of ORGANIZATION_TAG_GROUPS) {
    tagGroups[group.name] = data.organizations.filter((o) => o.tags.some((tag) => group.tags.includes(tag))).length;
    for (const tag of group.tags) tags[tag] = data.organizations.filter((o) => (o.tags as string[]).includes(tag)).length;
  }
  const concepts: Record<string, number> = {};
  for (const concept of data.concepts) concepts[concept.display_name] = 0;
  const conceptName = new Map(data.concepts.map((c) => [c.slug, c.display_name]));
  const statuses: Record<string, number> = Object.fromEntries(STATUSES.map((s) => [s, 0]));
  for (const p of data.projects) {
    increment(concepts, conceptName.get(p.concept_slug) ?? p.concept_slug);
    increment(statuses, p.project_status);
  }
  const records = {
    organizations: data.organizations.length,
    'fusion machine developers': data.organizations.filter((o) => o.tags.includes('Fusion Machine Developer')).length,
    projects: data.projects.length,
    'funding entries': data.funding.length,
    'investment rounds': data.funding.filter((f) => f.funding_type === 'investment').length,
    'non-dilutive awards': data.funding.filter((f) => f.funding_type === 'non-dilutive').length,
    programs: data.programs.length,
    jobs: data.jobs.length,
    'sample jobs': data.jobs.filter((j) => j.is_sample).length,
    articles: data.articles.length,
    'performance points': data.performancePoints?.length ?? 0,
    milestones: data.milestones?.length ?? 0,
  };
  return { records, tagGroups, tags, concepts, statuses, sourceChecks };
}
