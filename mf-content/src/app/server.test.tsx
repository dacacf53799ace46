// The content area's pages rendered on the server (createAreaServer, as deploy/ calls it) and
// hydrated in the browser (createArea, as the shell mounts it): the same first render on both
// sides (no hydration error, no refetch), statuses, and the <head> each page gets.
import { SIGNED_OUT, type AreaRenderResult } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { hydrateServerHtml } from 'mf-shared/testing';
import { answer, JOBS, REAL_JOB, type FakeData } from '../test-utils/fixtures';
import { contentArea } from './definition';

const ORIGIN = 'https://fusion.example';
const { render } = createAreaServer(contentArea);

async function serverRender(url: string, data: FakeData = {}): Promise<AreaRenderResult & { asked: string[] }> {
  const asked: string[] = [];
  const result = await render({
    url,
    origin: ORIGIN,
    session: SIGNED_OUT,
    fetchApi: async (path) => {
      asked.push(path);
      return answer(path, data);
    },
  });
  return { ...result, asked };
}

const jsonLdTypes = (result: AreaRenderResult) => (result.head.jsonLd ?? []).map((item) => (item as { '@type': string })['@type']);

describe('server render', () => {
  it('/ : hero, 5 articles, 8 updates and the machine developers, with every feed announced', async () => {
    const result = await serverRender('/?verified=true');
    expect(result.status).toBe(200);
    expect(result.html).toContain('Opening Up Access to Fusion Energy Development');
    expect(result.html).toContain('Your email address has been verified.');
    expect(result.html.match(/href="\/articles\/article-\d+"/g)).toHaveLength(5);
    // The first machine developers (the browser adds the rest), and a link to all of them.
    expect(result.html).toContain('Developer 12');
    expect(result.html).not.toContain('Developer 13<');
    expect(result.html).toContain('38 more machine developers');
    expect(result.asked.sort()).toEqual([
      '/api/v1/activity-logs/?page_size=8',
      '/api/v1/articles/?page_size=5',
      '/api/v1/organizations/?tag=fusion-machine-developers&page_size=9999&minimal=true',
      '/api/v1/stats/',
    ]);
    // The hero's search works without JavaScript, and its totals are in the server's HTML.
    expect(result.html).toMatch(/<form[^>]*action="\/organizations"[^>]*method="get"/);
    expect(result.html).toContain('name="q"');
    expect(result.html).toMatch(/href="\/funding"[^>]*>.*\$6\.3B/);
    expect(result.head.alternates?.map((feed) => feed.href)).toEqual(['/feeds/articles.xml', '/feeds/updates.xml', '/feeds/jobs.xml']);
    expect(result.head.title).toBeUndefined(); // just the site name
    expect(result.chunks).toEqual(['home']);
  });

  it('/articles/{slug}: the article, NewsArticle JSON-LD, share links on the request origin', async () => {
    const result = await serverRender('/articles/inside-the-build');
    expect(result.status).toBe(200);
    expect(result.html).toContain('Inside the Build: SPARC Takes Shape');
    expect(result.html).toContain(encodeURIComponent(`${ORIGIN}/articles/inside-the-build`));
    expect(result.head).toMatchObject({
      title: 'Inside the Build: SPARC Takes Shape',
      type: 'article',
      description: 'A look at the magnet hall.',
    });
    expect(result.head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: 'Inside the Build: SPARC Takes Shape',
        datePublished: '2025-09-15',
        author: [{ '@type': 'Person', name: 'Jane Doe' }],
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/articles/inside-the-build` },
        image: ['https://media.example/sparc.jpg'],
      }),
    ]);
    expect(result.head.alternates?.map((feed) => feed.href)).toEqual(['/feeds/articles.xml']);
  });

  it('/articles/{unknown}: 404 with the not-found view', async () => {
    const result = await serverRender('/articles/no-such-article');
    expect(result.status).toBe(404);
    expect(result.html).toContain('This page could not be found.');
  });

  it('/jobs: JobPosting JSON-LD for real postings only, never for a sample listing', async () => {
    const result = await serverRender('/jobs', { jobs: [REAL_JOB, ...JOBS.slice(0, 3)] });
    expect(result.status).toBe(200);
    expect(result.html).toContain('Displaying 4 jobs');
    expect(result.html.match(/Sample listing/g)).toHaveLength(3);
    expect(jsonLdTypes(result)).toEqual(['JobPosting']);
    expect(result.head.jsonLd?.[0]).toMatchObject({
      title: 'Magnet Engineer',
      datePosted: '2026-11-20',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Tokamak Energy', sameAs: `${ORIGIN}/organizations/tokamak-energy` },
      jobLocation: [{ '@type': 'Place', address: { addressLocality: 'Milton Park', addressRegion: 'Oxfordshire', addressCountry: 'UK' } }],
      description: expect.stringContaining('Magnet Engineer at Tokamak Energy'),
    });
    const onlySamples = await serverRender('/jobs');
    expect(onlySamples.head.jsonLd).toEqual([]);
  });

  it.each([
    ['/articles', 'Articles', '/feeds/articles.xml'],
    ['/updates', 'Updates', '/feeds/updates.xml'],
    ['/jobs', 'Jobs', '/feeds/jobs.xml'],
  ])('%s announces its feed', async (url, title, feed) => {
    const result = await serverRender(url);
    expect(result.head.title).toBe(title);
    expect(result.head.alternates).toEqual([expect.objectContaining({ type: 'application/rss+xml', href: feed })]);
  });

  it.each([
    ['/about', 'info@fusionenergydirectory.com', '2019'],
    ['/terms-of-use', 'Effective September 15, 2025', 'State of New York'],
    ['/privacy-policy', 'Effective September 15, 2025', 'Do-Not-Track'],
  ])('%s renders its text', async (url, first, second) => {
    const result = await serverRender(url);
    expect(result.status).toBe(200);
    expect(result.html).toContain(first);
    expect(result.html).toContain(second);
  });
});

describe('/jobs facets (issue 24)', () => {
  const REMOTE = { ...REAL_JOB, id: 100, title: 'Remote Plasma Physicist', job_mode: 'Remote' };

  it('/jobs?mode=Remote, served without JavaScript, lists only remote jobs, with the counts, a chip and the GET form', async () => {
    const result = await serverRender('/jobs?mode=Remote', { jobs: [REMOTE, ...JOBS.slice(0, 3)] });
    expect(result.asked).toEqual(
      expect.arrayContaining(['/api/v1/jobs/?tag=all&mode=Remote&page_size=20', '/api/v1/jobs/facets/?tag=all&mode=Remote']),
    );
    expect(result.html).toContain('Remote Plasma Physicist');
    expect(result.html).not.toContain('Engineer 1<');
    expect(result.html).toContain('Displaying 1 jobs');
    expect(result.html).toMatch(/<form[^>]*action="\/jobs" method="get"/);
    expect(result.html).toMatch(/<option value="Remote" selected="">Remote \(1\)<\/option>/);
    expect(result.html).toContain('On-site (3)');
    expect(result.html).toContain('href="/jobs" aria-label="Remove filter Workplace: Remote"');
  });

  it('an empty result offers to remove the last filter', async () => {
    const result = await serverRender('/jobs?mode=Remote&type=Internship', { jobs: [REMOTE] });
    expect(result.html).toContain('No jobs match these filters.');
    expect(result.html).toContain('href="/jobs?mode=Remote">Remove the last filter: Type: Internship');
  });

  it('the filtered page hydrates with no error and no refetch', async () => {
    const url = '/jobs?mode=Remote';
    const server = await serverRender(url, { jobs: [REMOTE, ...JOBS.slice(0, 3)] });
    const requests = await hydrateServerHtml({
      area: 'content',
      loadDefinition: () => require('./definition').contentArea,
      url,
      server,
      api: () => ({ status: 500, data: { message: 'no refetch expected' } }),
    });
    expect(requests.map((request) => request.url)).toEqual([]);
  });
});

describe('hydration of the server HTML', () => {
  it.each([
    '/?verified=true',
    '/articles',
    '/articles/inside-the-build',
    '/updates',
    '/jobs',
    '/about',
    '/terms-of-use',
    '/privacy-policy',
  ])('%s hydrates with no error and no refetch', async (url) => {
    const server = await serverRender(url);
    const requests = await hydrateServerHtml({
      area: 'content',
      loadDefinition: () => require('./definition').contentArea,
      url,
      server,
      api: () => ({ status: 500, data: { message: 'no refetch expected' } }),
    });
    expect(requests.map((request) => request.url)).toEqual([]);
  });
});
