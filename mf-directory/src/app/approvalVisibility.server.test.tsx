// docs/product/directory.md §5 in the server render: the purple banner and the claim slot's
// placeholder are in the HTML for those the API answers; everyone else gets the API's 404
// { reason: 'unapproved' } and the page a 302 to /not-found. An unknown slug stays a 404 page.
import { SIGNED_OUT, type AreaRenderResult } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { directoryArea } from './definition';
import { projectDetail } from '../test-utils/directoryFixtures';
import { organizationDetail } from '../test-utils/fixtures';
import { UNDER_REVIEW_TEXT } from '../components/UnderReviewBanner';

const global = globalThis as unknown as { __SERVER__: boolean };

async function serverRender(url: string, answers: Record<string, { status: number; body: unknown }>): Promise<AreaRenderResult> {
  global.__SERVER__ = true;
  try {
    return await createAreaServer(directoryArea).render({
      url,
      origin: 'https://directory.example',
      session: { ...SIGNED_OUT, is_authenticated: true },
      fetchApi: async (path) => answers[path] ?? { status: 404, body: { message: 'Not found.' } },
    });
  } finally {
    global.__SERVER__ = false;
  }
}

const unapproved = (message: string) => ({ status: 404, body: { message, reason: 'unapproved' } });
const NOTHING_RENDERED = { html: '', head: {}, state: null, chunks: [] };

it('an organization under review: the banner and the claim placeholder in the HTML; a 302 to /not-found for others', async () => {
  const shown = await serverRender('/organizations/new-org', {
    '/api/v1/organizations/new-org/': { status: 200, body: organizationDetail({ slug: 'new-org', is_approved: false }) },
  });
  expect(shown.status).toBe(200);
  expect(shown.html).toContain(UNDER_REVIEW_TEXT);
  expect(shown.html).toContain('data-claim-slot="loading"');
  const hidden = await serverRender('/organizations/new-org', {
    '/api/v1/organizations/new-org/': unapproved('Organization not found.'),
  });
  expect(hidden).toEqual({ status: 302, redirect: '/not-found', ...NOTHING_RENDERED });
});

it('an unknown organization or project: the not-found view in place, 404', async () => {
  for (const url of ['/organizations/no-such-org', '/projects/no-such-project']) {
    const unknown = await serverRender(url, {});
    expect(unknown.status).toBe(404);
    expect(unknown.redirect).toBeUndefined();
    expect(unknown.head).toEqual({ title: 'Not found', noindex: true });
    expect(unknown.html).toContain('This page could not be found.');
  }
});

it('an approved organization: no banner', async () => {
  const shown = await serverRender('/organizations/commonwealth-fusion-systems', {
    '/api/v1/organizations/commonwealth-fusion-systems/': { status: 200, body: organizationDetail() },
  });
  expect(shown.status).toBe(200);
  expect(shown.html).not.toContain(UNDER_REVIEW_TEXT);
  expect(shown.html).toContain('data-claim-slot="loading"');
});

it('a project under review: the banner and the claim placeholder in the HTML; a 302 to /not-found for others', async () => {
  const shown = await serverRender('/projects/new-machine', {
    '/api/v1/projects/new-machine/': { status: 200, body: projectDetail({ slug: 'new-machine', is_approved: false }) },
  });
  expect(shown.status).toBe(200);
  expect(shown.html).toContain(UNDER_REVIEW_TEXT);
  expect(shown.html).toContain('data-claim-slot="loading"');
  expect(await serverRender('/projects/new-machine', { '/api/v1/projects/new-machine/': unapproved('Project not found.') })).toEqual({
    status: 302,
    redirect: '/not-found',
    ...NOTHING_RENDERED,
  });
});
