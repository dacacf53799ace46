// Test data shaped like the API's answers (docs/product/api.md §2), and a fake API that answers paths with
// their query strings, for component tests (mocked getJson) and server renders (fetchApi).
import type { ActivityLog, ArticleDetail, ArticleListItem, JobTag, OrganizationMinimal } from 'mf-shared';
import type { SiteStats } from '../features/home/api/homeApi';
import type { ListedJob } from '../features/jobs/api/jobsApi';
import type { ArticleWithMentions } from '../lib/api/articlesApi';

const ARTICLES: ArticleListItem[] = Array.from({ length: 12 }, (_, index) => {
  const n = index + 1;
  const month = String(12 - (index % 12)).padStart(2, '0');
  return {
    slug: `article-${n}`,
    title: `Article number ${n}`,
    date: `2025-${month}-15`,
    author: n % 2 ? 'Policy Desk' : 'Jane Doe',
    preview_media: null,
    summary: `Summary of article ${n}.`,
  };
});

export const ARTICLE: ArticleDetail = {
  ...ARTICLES[0]!,
  slug: 'inside-the-build',
  title: 'Inside the Build: SPARC Takes Shape',
  date: '2025-09-15',
  author: 'Jane Doe',
  preview_media: 'https://media.example/sparc.jpg',
  summary: 'A look at the magnet hall.',
  body: `<p>${'Fusion '.repeat(460)}</p><h2>Magnets</h2><p>High-temperature superconducting tape.</p>`,
};

const ACTIVITY_LOGS: ActivityLog[] = Array.from({ length: 30 }, (_, index) => {
  const id = 100 - index;
  const kind = index % 4;
  const base = {
    id,
    organization: {
      slug: `org-${id}`,
      logo: null,
      tag_group: 'Fusion Developers',
      display_name: `Organization ${id}`,
      is_affiliate: index === 0,
    },
    project: null,
    funding_round: null,
    recipient_organization: null,
    jobs_count: null,
    url: null,
    created_at: `2026-11-${String(28 - (index % 28)).padStart(2, '0')}T10:00:00.000Z`,
    created_at_precision: 'day' as const,
  };
  if (kind === 0)
    return {
      ...base,
      activity_type: 'Funding',
      label_color: 'success',
      funding_round: { amount_usd: 240_000_000, round_name: 'Series A' },
      recipient_organization: { slug: `org-${id}`, display_name: `Organization ${id}` },
      url: 'https://news.example/round',
    };
  if (kind === 1) return { ...base, activity_type: 'New Jobs', label_color: 'info', jobs_count: 2, url: `/jobs?organization=org-${id}` };
  if (kind === 2)
    return {
      ...base,
      activity_type: 'New Project',
      label_color: 'review',
      project: { slug: `project-${id}`, display_name: `Project ${id}`, media: [] },
      url: `/projects/project-${id}`,
    };
  // Dated by a founding year (api/src/seed/load.ts): shown as the year alone.
  return {
    ...base,
    activity_type: 'New Organization',
    label_color: 'accent',
    url: `/organizations/org-${id}`,
    created_at: `${1990 + index}-01-01T00:00:00.000Z`,
    created_at_precision: 'year' as const,
  };
});

/** GET /api/v1/stats/ */
const STATS: SiteStats = { organizations: 172, projects: 83, funding: { amount_usd: 6_312_000_000, rounds: 57 } };

const JOB_TAGS: JobTag[] = [
  { tag: '⚙️ Engineering', tag_without_emoji: 'Engineering', encoded_url: 'engineering', count: 2 },
  { tag: '🔬 Science & Research', tag_without_emoji: 'Science & Research', encoded_url: 'science-research', count: 1 },
];

const job = (id: number, overrides: Partial<ListedJob> = {}): ListedJob => ({
  id,
  title: `Engineer ${id}`,
  locations: ['Devens, MA, USA'],
  job_type: 'Full-time',
  job_mode: 'On-site',
  tags: '⚙️ Engineering',
  website_url: `https://careers.example/${id}`,
  created_at: '2026-11-20T10:00:00.000Z',
  salary: null,
  organization: {
    slug: 'commonwealth-fusion-systems',
    display_name: 'Commonwealth Fusion Systems',
    logo: null,
    tag_group: 'Fusion Developers',
    is_affiliate: true,
    country_flag_url: '/api/flags/us.svg',
    country_flag_emoji: '🇺🇸',
  },
  is_sample: true,
  ...overrides,
});

export const JOBS: ListedJob[] = Array.from({ length: 25 }, (_, index) => job(index + 1));
export const REAL_JOB = job(99, {
  title: 'Magnet Engineer',
  is_sample: false,
  job_mode: 'Hybrid',
  salary: '$120k–$150k',
  organization: { ...job(0).organization, slug: 'tokamak-energy', display_name: 'Tokamak Energy', is_affiliate: false },
  locations: ['Milton Park, Oxfordshire, UK'],
});

const DEVELOPERS: OrganizationMinimal[] = Array.from({ length: 50 }, (_, index) => ({
  id: index + 1,
  slug: `developer-${index + 1}`,
  display_name: `Developer ${index + 1}`,
  acronym_name: null,
  logo: null,
  is_affiliate: index === 0,
  country: 'United States',
  country_flag_emoji: '🇺🇸',
  country_flag_url: '/api/flags/us.svg',
  total_funding: index === 0 ? 2_000_000_000 : 0,
  tag_group: 'Fusion Developers',
  // The second one is defunct: its card is labelled (issue 19).
  status: index === 1 ? { status: 'defunct', date: '2024-01-01', date_precision: 'year', merged_into: null, ticker: null } : null,
}));

/** A page of `items` as the API pages them (page, page_size in the query; `next` keeps the query). */
function paged<T>(url: URL, items: T[], extra: object = {}) {
  const pageSize = Number(url.searchParams.get('page_size') ?? 20);
  const page = Number(url.searchParams.get('page') ?? 1);
  const results = items.slice((page - 1) * pageSize, page * pageSize);
  let next: string | null = null;
  if (page * pageSize < items.length) {
    const params = new URLSearchParams(url.searchParams);
    params.set('page', String(page + 1));
    next = `${url.pathname}?${params.toString()}`;
  }
  return { results, next, ...extra };
}

/** Jobs filtered as the API does (search in title or company, location substring, tag, organization). */
function filterJobs(url: URL, jobs: ListedJob[]): ListedJob[] {
  const search = url.searchParams.get('search')?.toLowerCase();
  const location = url.searchParams.get('location')?.toLowerCase();
  const tag = url.searchParams.get('tag');
  const organization = url.searchParams.get('organization');
  const mode = url.searchParams.get('mode');
  const type = url.searchParams.get('type');
  return jobs.filter(
    (item) =>
      (!search || `${item.title} ${item.organization.display_name}`.toLowerCase().includes(search)) &&
      (!location || item.locations.join(' ').toLowerCase().includes(location)) &&
      (!tag || tag === 'all' || JOB_TAGS.find((t) => t.encoded_url === tag)?.tag === item.tags) &&
      (!organization || item.organization.slug === organization) &&
      (!mode || item.job_mode === mode) &&
      (!type || item.job_type === type),
  );
}

/** The facet counts as the API computes them: each facet counted without its own filter. */
function jobFacets(url: URL, jobs: ListedJob[]) {
  const count = (facet: string, value: (item: ListedJob) => string, label: (item: ListedJob) => string = value) => {
    const without = new URL(url);
    without.searchParams.delete(facet);
    const counts = new Map<string, { value: string; label: string; count: number }>();
    for (const item of filterJobs(without, jobs)) {
      const entry = counts.get(value(item)) ?? { value: value(item), label: label(item), count: 0 };
      entry.count += 1;
      counts.set(value(item), entry);
    }
    return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  };
  return {
    total: filterJobs(url, jobs).length,
    mode: count('mode', (item) => item.job_mode),
    type: count('type', (item) => item.job_type),
    country: [],
    organization: count(
      'organization',
      (item) => item.organization.slug,
      (item) => item.organization.display_name,
    ),
  };
}

export interface FakeData {
  articles?: ArticleListItem[];
  article?: ArticleWithMentions;
  logs?: ActivityLog[];
  jobs?: ListedJob[];
}

/** The fake API: path (with query) → { status, body }. */
export function answer(pathWithQuery: string, data: FakeData = {}): { status: number; body: unknown } {
  const url = new URL(pathWithQuery, 'http://site.example');
  const articles = data.articles ?? ARTICLES;
  const article = data.article ?? ARTICLE;
  const jobs = data.jobs ?? JOBS;
  switch (url.pathname) {
    case '/api/v1/articles/':
      return { status: 200, body: paged(url, articles) };
    case '/api/v1/articles/recent-articles/': {
      const current = url.searchParams.get('current_article_slug');
      return { status: 200, body: [article, ...articles].filter((item) => item.slug !== current).slice(0, 5) };
    }
    case `/api/v1/articles/${article.slug}/`:
      return { status: 200, body: article };
    case '/api/v1/activity-logs/':
      return { status: 200, body: paged(url, data.logs ?? ACTIVITY_LOGS) };
    case '/api/v1/stats/':
      return { status: 200, body: STATS };
    case '/api/v1/jobs/get-tags/':
      return { status: 200, body: JOB_TAGS };
    case '/api/v1/jobs/': {
      const matching = filterJobs(url, jobs);
      return { status: 200, body: paged(url, matching, { count: matching.length }) };
    }
    case '/api/v1/jobs/facets/':
      return { status: 200, body: jobFacets(url, jobs) };
    case '/api/v1/organizations/':
      return { status: 200, body: paged(url, DEVELOPERS) };
    default:
      return { status: 404, body: { message: 'Not found.' } };
  }
}
