// Each board's posting becomes one shape the sync writes into jobs: the title, locations, mode
// and type (our vocabulary, src/resources/jobs/vocabulary.ts), department, tags, salary when
// the board publishes one, the apply URL and the board's posted date.
import type { JobModeValue, JobTypeValue } from '../../resources/jobs/vocabulary';
import type { AshbyJob, GreenhouseJob, LeverPosting } from './formats';
import { classifyJob } from './classify';

export interface BoardPosting {
  externalId: string;
  title: string;
  locations: string[];
  mode: JobModeValue;
  type: JobTypeValue;
  department: string | null;
  /** job_tags names without their emoji, e.g. 'Engineering'. */
  tags: string[];
  salary: string | null;
  /** Where a visitor applies (the posting's page on the board). */
  applyUrl: string;
  /** ISO timestamp, or null when the board gives none (or nonsense). */
  postedAt: string | null;
}

const MAX_TITLE = 300;
const MAX_LOCATIONS = 10;
const MAX_TEXT = 200;

const clean = (text: string | null | undefined, max = MAX_TEXT) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

function uniqueLocations(values: (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const location = clean(value);
    if (!location || seen.has(location.toLowerCase())) continue;
    seen.add(location.toLowerCase());
    result.push(location);
    if (result.length === MAX_LOCATIONS) break;
  }
  return result;
}

/** An http(s) URL, else null: a board's link becomes an href on our pages. */
function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function isoDate(value: string | number | null | undefined): string | null {
  if (value == null || value === '') return null;
  const date = new Date(value);
  const time = date.getTime();
  // Before 2000 or unreadable: not a posting date.
  return Number.isFinite(time) && time > Date.UTC(2000, 0, 1) ? date.toISOString() : null;
}

/** Mode from the words of a location or a workplace field. */
function modeFromText(...texts: (string | null | undefined)[]): JobModeValue | null {
  const text = texts.filter(Boolean).join(' ').toLowerCase();
  if (/\bhybrid\b/.test(text)) return 'Hybrid';
  if (/\bremote\b/.test(text)) return 'Remote';
  if (/\bon-?\s?site\b|\bin[- ]office\b/.test(text)) return 'On-site';
  return null;
}

/** Type from an employment-type word ('FullTime', 'Full-time', 'Intern', 'Contractor'…), else from the title. */
function typeFromText(employment: string | null | undefined, title: string): JobTypeValue {
  const words = (employment ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  if (/intern|coop|student|trainee|apprentice/.test(words)) return 'Internship';
  if (/parttime/.test(words)) return 'Part-time';
  if (/contract|freelance|consult/.test(words)) return 'Contract';
  if (/temp|fixedterm|seasonal/.test(words)) return 'Temporary';
  if (/fulltime|permanent|regular/.test(words)) return 'Full-time';
  const lower = title.toLowerCase();
  if (/\bintern(ship)?\b|\bco-?op\b|working student|werkstudent/.test(lower)) return 'Internship';
  if (/\bpart[- ]time\b/.test(lower)) return 'Part-time';
  if (/\bcontract(or)?\b/.test(lower)) return 'Contract';
  return 'Full-time';
}

const INTERVALS: [RegExp, string][] = [
  [/year|annual/i, 'a year'],
  [/month/i, 'a month'],
  [/week/i, 'a week'],
  [/day/i, 'a day'],
  [/hour/i, 'an hour'],
];

/** Lever's salaryRange → 'USD 120,000–150,000 a year'. */
function salaryFromRange(range: LeverPosting['salaryRange']): string | null {
  if (!range || (range.min == null && range.max == null)) return null;
  const amount = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
  const { min, max } = range;
  const span = min != null && max != null && min !== max ? `${amount(min)}–${amount(max)}` : amount((min ?? max)!);
  const currency = clean(range.currency, 10).toUpperCase();
  const interval = INTERVALS.find(([pattern]) => pattern.test(range.interval ?? ''))?.[1];
  return clean([currency, span, interval].filter(Boolean).join(' '));
}

function finish(posting: Omit<BoardPosting, 'tags'>): BoardPosting {
  return { ...posting, tags: classifyJob(posting.title, posting.department, posting.type) };
}

export function fromGreenhouse(job: GreenhouseJob): BoardPosting | null {
  const url = webUrl(job.absolute_url);
  const title = clean(job.title, MAX_TITLE);
  if (!url || !title) return null;
  const locations = uniqueLocations([job.location?.name, ...(job.offices ?? []).map((office) => office.location || office.name)]);
  const employment = (job.metadata ?? []).find((field) => /employment|job type|commitment/i.test(field.name))?.value;
  return finish({
    externalId: String(job.id),
    title,
    locations,
    mode: modeFromText(job.location?.name) ?? 'On-site',
    type: typeFromText(typeof employment === 'string' ? employment : null, title),
    department: clean(job.departments?.[0]?.name) || null,
    // The list does not carry pay (only one job's page does, with pay_transparency).
    salary: null,
    applyUrl: url,
    postedAt: isoDate(job.first_published) ?? isoDate(job.updated_at),
  });
}

export function fromLever(posting: LeverPosting): BoardPosting | null {
  const url = webUrl(posting.hostedUrl) ?? webUrl(posting.applyUrl);
  const title = clean(posting.text, MAX_TITLE);
  if (!url || !title) return null;
  const { categories } = posting;
  const workplace = { 'on-site': 'On-site', remote: 'Remote', hybrid: 'Hybrid' }[posting.workplaceType ?? ''] as JobModeValue | undefined;
  return finish({
    externalId: posting.id,
    title,
    locations: uniqueLocations([categories.location, ...(categories.allLocations ?? [])]),
    mode: workplace ?? modeFromText(categories.location, ...(categories.allLocations ?? [])) ?? 'On-site',
    type: typeFromText(categories.commitment, title),
    department: clean(categories.department) || clean(categories.team) || null,
    salary: salaryFromRange(posting.salaryRange),
    applyUrl: url,
    postedAt: isoDate(posting.createdAt),
  });
}

export function fromAshby(job: AshbyJob): BoardPosting | null {
  if (job.isListed === false) return null;
  const url = webUrl(job.jobUrl) ?? webUrl(job.applyUrl);
  const title = clean(job.title, MAX_TITLE);
  if (!url || !title) return null;
  const workplace = { onsite: 'On-site', remote: 'Remote', hybrid: 'Hybrid' }[
    (job.workplaceType ?? '').toLowerCase().replace(/[\s_-]/g, '')
  ] as JobModeValue | undefined;
  return finish({
    externalId: clean(job.id, 200) || url,
    title,
    locations: uniqueLocations([job.location, ...(job.secondaryLocations ?? []).map((entry) => entry.location)]),
    mode: workplace ?? (job.isRemote ? 'Remote' : null) ?? modeFromText(job.location) ?? 'On-site',
    type: typeFromText(job.employmentType, title),
    department: clean(job.department) || clean(job.team) || null,
    salary: clean(job.compensation?.scrapeableCompensationSalarySummary) || null,
    applyUrl: url,
    postedAt: isoDate(job.publishedAt),
  });
}
