// Checks the hand-compiled demo jobs and articles against the rules of the
// dataset (types.ts) and the brief: counts, allowed organizations, https
// sources, job tags, date ranges, article length and the HTML subset.

import { articles } from './articles';
import { jobs } from './jobs';
import { organizations } from './organizations';
import { JOB_TAGS } from './types';

/** Jobs may only point at organizations of the dataset. */
const ALLOWED_ORGANIZATION_SLUGS = new Set(organizations.map((organization) => organization.slug));

/** Demo postings are dated within the 60 days before the dataset's reference day. */
const JOBS_WINDOW_START = Date.parse('2026-09-22T00:00:00.000Z');
const JOBS_WINDOW_END = Date.parse('2026-11-21T00:00:00.000Z');

const ARTICLES_FIRST_DAY = '2024-01-01';
const ARTICLES_LAST_DAY = '2026-11-30';

const ALLOWED_HTML_TAGS = new Set(['p', 'h2', 'ul', 'li', 'a', 'blockquote']);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const HTTPS_URL = /^https:\/\/[^\s"<>]+$/;

function isHttpsUrl(value: string): boolean {
  if (!HTTPS_URL.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Kebab-case of a title: lower case, apostrophes dropped, other non-alphanumerics become single dashes. */
function kebabCase(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A real calendar day written as YYYY-MM-DD (rejects e.g. 2025-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

function wordCount(html: string): number {
  return plainText(html)
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

interface HtmlTag {
  name: string;
  closing: boolean;
  attributes: string;
}

function htmlTags(html: string): HtmlTag[] {
  return [...html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)].map((match) => ({
    closing: match[1] === '/',
    name: (match[2] ?? '').toLowerCase(),
    attributes: match[3] ?? '',
  }));
}

/** Problems with an article body, as readable messages (empty when the body is fine). */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  if (/<\s*script/i.test(html)) problems.push('contains <script>');
  if (/\son[a-z]+\s*=/i.test(html)) problems.push('contains an on* event attribute');
  if (/javascript:/i.test(html)) problems.push('contains a javascript: URL');
  if (/&(?![a-z]+;|#\d+;)/i.test(html)) problems.push('contains an unescaped &');

  const openTags: string[] = [];
  for (const tag of htmlTags(html)) {
    if (!ALLOWED_HTML_TAGS.has(tag.name)) {
      problems.push(`tag <${tag.name}> is not allowed`);
      continue;
    }
    if (tag.closing) {
      if (openTags.pop() !== tag.name) problems.push(`</${tag.name}> does not close the open tag`);
      continue;
    }
    openTags.push(tag.name);
    if (tag.name === 'a') {
      const href = /^\s+href="([^"]*)"$/.exec(tag.attributes)?.[1];
      if (href === undefined) problems.push(`<a${tag.attributes}> must have exactly one href attribute`);
      else if (!isHttpsUrl(href)) problems.push(`link ${href} is not an https URL`);
    } else if (tag.attributes.trim() !== '') {
      problems.push(`<${tag.name}> must not have attributes`);
    }
  }
  if (openTags.length > 0) problems.push(`unclosed tags: ${openTags.join(', ')}`);
  return problems;
}

describe('demo jobs', () => {
  it('flags every demo posting as a sample, never as a real opening (issue 11)', () => {
    expect(jobs.filter((job) => job.is_sample !== true).map((job) => job.title)).toEqual([]);
  });

  it('has 30 postings', () => {
    expect(jobs).toHaveLength(30);
  });

  it('has no duplicate posting (same organization and title)', () => {
    const keys = jobs.map((job) => `${job.organization_slug}|${job.title}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('only uses the allowed organizations', () => {
    const unknown = jobs.map((job) => job.organization_slug).filter((slug) => !ALLOWED_ORGANIZATION_SLUGS.has(slug));
    expect(unknown).toEqual([]);
  });

  it('links every posting to an https careers page and source', () => {
    for (const job of jobs) {
      expect(isHttpsUrl(job.website_url)).toBe(true);
      expect(isHttpsUrl(job.source_url)).toBe(true);
    }
  });

  it('uses one employer careers page per organization', () => {
    const pageByOrganization = new Map<string, string>();
    for (const job of jobs) {
      const known = pageByOrganization.get(job.organization_slug);
      if (known !== undefined) expect(job.website_url).toBe(known);
      pageByOrganization.set(job.organization_slug, job.website_url);
    }
  });

  it('gives every posting a title and at least one location', () => {
    for (const job of jobs) {
      expect(job.title.trim().length).toBeGreaterThan(0);
      expect(job.locations.length).toBeGreaterThan(0);
      for (const location of job.locations) expect(location.trim().length).toBeGreaterThan(0);
    }
  });

  it('tags each posting with 1-2 distinct tags from JOB_TAGS', () => {
    const allowed = new Set<string>(JOB_TAGS);
    for (const job of jobs) {
      expect(job.tags.length).toBeGreaterThanOrEqual(1);
      expect(job.tags.length).toBeLessThanOrEqual(2);
      expect(new Set(job.tags).size).toBe(job.tags.length);
      for (const tag of job.tags) expect(allowed.has(tag)).toBe(true);
    }
  });

  it('uses every job tag at least once', () => {
    const used = new Set(jobs.flatMap((job) => job.tags));
    const unused = JOB_TAGS.filter((tag) => !used.has(tag));
    expect(unused).toEqual([]);
  });

  it('tags internships consistently', () => {
    for (const job of jobs) {
      expect(job.tags.includes('🎓 Internships')).toBe(job.job_type === 'Internship');
    }
    expect(jobs.filter((job) => job.job_type === 'Internship').length).toBeGreaterThanOrEqual(3);
  });

  it('mixes every job type and job mode', () => {
    const types = new Set(jobs.map((job) => job.job_type));
    const modes = new Set(jobs.map((job) => job.job_mode));
    expect([...types].sort()).toEqual(['Contract', 'Full-time', 'Internship', 'Part-time']);
    expect([...modes].sort()).toEqual(['Hybrid', 'On-site', 'Remote']);
  });

  it('dates postings with ISO timestamps in the 60 days before 2026-11-21', () => {
    for (const job of jobs) {
      expect(job.created_at).toMatch(ISO_DATE_TIME);
      const time = Date.parse(job.created_at);
      expect(Number.isNaN(time)).toBe(false);
      expect(time).toBeGreaterThanOrEqual(JOBS_WINDOW_START);
      expect(time).toBeLessThan(JOBS_WINDOW_END);
    }
  });

  it('only shows a salary as a published range', () => {
    for (const job of jobs) {
      if (job.salary != null) expect(job.salary).toMatch(/^\$\d{1,3}(,\d{3})+ – \$\d{1,3}(,\d{3})+$/);
    }
  });
});

describe('articles', () => {
  it('has 12 articles', () => {
    expect(articles).toHaveLength(12);
  });

  it('has unique slugs that are the kebab-case of the title', () => {
    const slugs = articles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const article of articles) {
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.slug).toBe(kebabCase(article.title));
    }
  });

  it('dates articles with real days between 2024-01 and 2026-11', () => {
    for (const article of articles) {
      expect(isCalendarDate(article.date)).toBe(true);
      expect(article.date >= ARTICLES_FIRST_DAY).toBe(true);
      expect(article.date <= ARTICLES_LAST_DAY).toBe(true);
    }
    const years = new Set(articles.map((article) => article.date.slice(0, 4)));
    expect([...years].sort()).toEqual(['2024', '2025', '2026']);
  });

  it('uses generic staff bylines', () => {
    for (const article of articles) {
      expect(article.author).toMatch(/^(Editorial Team|Staff Writer|[A-Z][a-z]+ Desk)$/);
    }
  });

  it('summarises each article in one sentence', () => {
    for (const article of articles) {
      expect(article.summary).toMatch(/^[A-Z][^.!?]*[.!?]$/);
      expect(article.summary.length).toBeLessThanOrEqual(300);
    }
  });

  it.each(articles.map((article) => [article.slug, article] as const))('%s is 350-700 words of allowed HTML', (_slug, article) => {
    const words = wordCount(article.body_html);
    expect(words).toBeGreaterThanOrEqual(350);
    expect(words).toBeLessThanOrEqual(700);
    expect(htmlProblems(article.body_html)).toEqual([]);
    expect(article.body_html).toMatch(/<a href="https:\/\//);
    expect(article.preview_media ?? null).toBeNull();
  });
});

describe('the HTML checker used above', () => {
  // Guards the guard: each sample must be rejected, or the article checks prove nothing.
  it.each([
    ['<p>ok</p><script>alert(1)</script>', 'contains <script>'],
    ['<p onclick="x()">hi</p>', 'contains an on* event attribute'],
    ['<p><a href="http://example.com">x</a></p>', 'link http://example.com is not an https URL'],
    ['<p><img src="https://example.com/a.png"></p>', 'tag <img> is not allowed'],
    ['<p>unclosed', 'unclosed tags: p'],
    ['<p>R&D</p>', 'contains an unescaped &'],
  ])('rejects %s', (html, problem) => {
    expect(htmlProblems(html)).toContain(problem);
  });

  it('accepts the allowed subset', () => {
    const html = '<h2>T</h2><p>A <a href="https://example.com/x">link</a>.</p><ul><li>i</li></ul><blockquote>q</blockquote>';
    expect(htmlProblems(html)).toEqual([]);
  });
});

describe('article sources', () => {
  it('never cite a page published after the article’s own date (the DOE Milestone article of issue 11)', () => {
    // ans.org news URLs carry their publication day: /news/YYYY-MM-DD/...
    const problems = articles.flatMap((article) =>
      [...article.body_html.matchAll(/href="https:\/\/www\.ans\.org\/news\/(\d{4}-\d{2}-\d{2})\//g)]
        .filter((match) => match[1]! > article.date)
        .map((match) => `${article.slug} cites a page of ${match[1]}`),
    );
    expect(problems).toEqual([]);
  });
});
