// /organizations with facets in the query string, rendered by the server as a visitor without
// JavaScript gets it (issue 24): the API is asked for the filters, only its answer is listed, the
// facet counts are in the form, the active filters are chips, and `?tag=` picks the tab.
import { SIGNED_OUT, type AreaRenderResult } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { hydrateServerHtml } from 'mf-shared/testing';
import { directoryArea } from './definition';
import { listItem, TAG_TABS } from '../test-utils/fixtures';

const global = globalThis as unknown as { __SERVER__: boolean };

const GERMAN = listItem({ id: 7, slug: 'proxima-fusion', display_name: 'Proxima Fusion', country: 'Germany', country_flag_emoji: '🇩🇪' });
const AMERICAN = listItem({ id: 8, slug: 'helion', display_name: 'Helion' });

const FACETS = {
  total: 1,
  country: [
    { value: 'US', label: 'United States', count: 5 },
    { value: 'DE', label: 'Germany', count: 1 },
  ],
  kind: [{ value: 'private-company', label: 'Private company', count: 1 }],
  status: [{ value: 'none', label: 'Not recorded', count: 1 }],
  founding_year: { min: 2023, max: 2023 },
  total_funding: { max: 30_000_000 },
};

/** Renders `url` on the server; returns the result and the API paths it asked for. */
const COUNTRY_NAMES: Record<string, string> = { DE: 'Germany', US: 'United States' };

/** The organizations the fake API lists for a query: those of `country` when it names one. */
function answerList(path: string, organizations: (typeof GERMAN)[]) {
  const country = new URL(path, 'http://api').searchParams.get('country');
  return organizations.filter((organization) => !country || organization.country === COUNTRY_NAMES[country]);
}

async function serverRender(url: string, organizations = [GERMAN, AMERICAN]): Promise<{ result: AreaRenderResult; calls: string[] }> {
  const calls: string[] = [];
  global.__SERVER__ = true;
  try {
    const result = await createAreaServer(directoryArea).render({
      url,
      origin: 'https://directory.example',
      session: SIGNED_OUT,
      fetchApi: async (path) => {
        calls.push(path);
        if (path.startsWith('/api/v1/organizations/get-tags/')) return { status: 200, body: TAG_TABS };
        if (path.startsWith('/api/v1/organizations/facets/'))
          return { status: 200, body: { ...FACETS, total: answerList(path, organizations).length } };
        if (path.startsWith('/api/v1/organizations/?'))
          return { status: 200, body: { results: answerList(path, organizations), next: null } };
        return { status: 404, body: { message: 'Not found.' } };
      },
    });
    return { result, calls };
  } finally {
    global.__SERVER__ = false;
  }
}

const queryOf = (calls: string[], prefix: string) => {
  const call = calls.find((path) => path.startsWith(prefix));
  return call === undefined ? undefined : Object.fromEntries(new URL(call, 'http://api').searchParams);
};

it('/organizations?country=DE lists what the API answers for Germany, with the facet counts and a chip', async () => {
  const { result, calls } = await serverRender('/organizations?country=DE');
  expect(result.status).toBe(200);
  expect(queryOf(calls, '/api/v1/organizations/?')).toMatchObject({ tag: 'all', country: 'DE' });
  expect(queryOf(calls, '/api/v1/organizations/facets/')).toEqual({ tag: 'all', country: 'DE' });

  expect(result.html).toContain('Proxima Fusion');
  expect(result.html).not.toContain('Helion');
  // A GET form that works without JavaScript, the chosen country selected, each value with its count.
  expect(result.html).toMatch(/<form[^>]*action="\/organizations" method="get"/);
  expect(result.html).toMatch(/<option value="DE" selected="">Germany \(1\)<\/option>/);
  expect(result.html).toContain('United States (5)');
  // The chip removes the filter; Clear all goes back to the whole list.
  expect(result.html).toContain('href="/organizations" aria-label="Remove filter Country: Germany"');
  expect(result.html).toMatch(/href="\/organizations"[^>]*>Clear all</);
  expect(result.html).toMatch(/aria-live="polite"><span class="tabular-nums">1<\/span> <!-- -->organization</);
  // The downloads carry the facets too.
  expect(result.html).toContain('/api/v1/exports/organizations.csv?tag=all&amp;country=DE&amp;sort=display_name');
});

it('?tag= renders that tab, and the form keeps it', async () => {
  const { result, calls } = await serverRender('/organizations?tag=funders&q=prox');
  expect(queryOf(calls, '/api/v1/organizations/?')).toMatchObject({ tag: 'funders', q: 'prox' });
  expect(result.html).toMatch(/<button[^>]*aria-selected="true"[^>]*>[^]*?Funders/);
  expect(result.html).toContain('<input type="hidden" name="tag" value="funders"/>');
  expect(result.html).toContain('href="/organizations?tag=funders">Clear all');
});

it('an empty result offers to remove the last filter', async () => {
  const { result } = await serverRender('/organizations?country=DE&founded_from=2030', []);
  expect(result.html).toContain('No organizations match these filters.');
  expect(result.html).toContain('href="/organizations?country=DE">Remove the last filter: Founded from 2030');
});

it('ignores an unknown tab and values the API would refuse', async () => {
  const { calls } = await serverRender('/organizations?tag=nope&founded_from=20x&funding_min=abc&country=DE');
  expect(queryOf(calls, '/api/v1/organizations/?')).toEqual(expect.objectContaining({ tag: 'all', country: 'DE' }));
  expect(queryOf(calls, '/api/v1/organizations/?')).not.toHaveProperty('founded_from');
  expect(queryOf(calls, '/api/v1/organizations/?')).not.toHaveProperty('funding_min');
});

it('hydrates the filtered page without a mismatch, keeping the tabs and facet counts of the server', async () => {
  const { result } = await serverRender('/organizations?country=DE&q=prox');
  const requests = await hydrateServerHtml({
    area: 'directory',
    loadDefinition: () => require('./definition').directoryArea,
    url: '/organizations?country=DE&q=prox',
    server: result,
    api: () => ({ data: { results: [GERMAN], next: null } }),
  });
  // Only the whole list may follow (the server sent its first page); tabs and facets are not fetched again.
  expect(requests.filter((request) => request.url !== '/api/v1/organizations/')).toEqual([]);
});

describe('a signed-in visitor given the page rendered for nobody (a route the same for everyone)', () => {
  const member = {
    ...SIGNED_OUT,
    is_authenticated: true,
    project_memberships: [{ id: 3, slug: 'pending-reactor', status: 'approved' as const }],
    csrf: 'token',
  };
  const addOrganization = () => document.querySelector('[data-area] a[href="/organizations/add"]');
  /** The browser's API: what the server's fake answered, per path. */
  const browserApi = ({ url = '' }: { url?: string }): { data: unknown } => {
    if (url.startsWith('/api/v1/organizations/get-tags/')) return { data: TAG_TABS };
    if (url.startsWith('/api/v1/organizations/facets/')) return { data: { ...FACETS, total: 1 } };
    return { data: { results: [GERMAN], next: null } };
  };

  it('hydrates it as signed out, then shows their Add link and asks the list again as them', async () => {
    const { result } = await serverRender('/organizations?country=DE');
    expect(result.html).not.toContain('href="/organizations/add"');
    const requests = await hydrateServerHtml(
      {
        area: 'directory',
        loadDefinition: () => require('./definition').directoryArea,
        url: '/organizations?country=DE',
        session: member,
        areaRenderedSignedOut: true,
        server: result,
        api: browserApi,
      },
      () => () => expect(addOrganization()).not.toBeNull(),
    );
    // An approved claimer's lists add their entries under review: the list is asked again.
    expect(requests.some((request) => request.url === '/api/v1/organizations/')).toBe(true);
  });
});
