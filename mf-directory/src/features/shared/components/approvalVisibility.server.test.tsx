// Spec 001 §4 "Approval visibility" in the server render: the purple banner and the claim slot's
// placeholder are in the HTML for those the API answers; for everyone else the API's 404 makes
// the page a 404.
import { SIGNED_OUT, type AreaRenderResult } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { directoryArea } from '../../../app/definition';
import { projectDetail } from '../../../test-utils/directoryFixtures';
import { organizationDetail } from '../../../test-utils/fixtures';
import { UNDER_REVIEW_TEXT } from './UnderReviewBanner';

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

it('an organization under review: the banner and the claim placeholder in the HTML; 404 for others', async () => {
  const shown = await serverRender('/organizations/new-org', {
    '/api/v1/organizations/new-org/': { status: 200, body: organizationDetail({ slug: 'new-org', is_approved: false }) },
  });
  expect(shown.status).toBe(200);
  expect(shown.html).toContain(UNDER_REVIEW_TEXT);
  expect(shown.html).toContain('data-claim-slot="loading"');
  const hidden = await serverRender('/organizations/new-org', {});
  expect(hidden.status).toBe(404);
  expect(hidden.html).not.toContain(UNDER_REVIEW_TEXT);
});

it('an approved organization: no banner', async () => {
  const shown = await serverRender('/organizations/commonwealth-fusion-systems', {
    '/api/v1/organizations/commonwealth-fusion-systems/': { status: 200, body: organizationDetail() },
  });
  expect(shown.status).toBe(200);
  expect(shown.html).not.toContain(UNDER_REVIEW_TEXT);
  expect(shown.html).toContain('data-claim-slot="loading"');
});

it('a project under review: the banner and the claim placeholder in the HTML; 404 for others', async () => {
  const shown = await serverRender('/projects/new-machine', {
    '/api/v1/projects/new-machine/': { status: 200, body: projectDetail({ slug: 'new-machine', is_approved: false }) },
  });
  expect(shown.status).toBe(200);
  expect(shown.html).toContain(UNDER_REVIEW_TEXT);
  expect(shown.html).toContain('data-claim-slot="loading"');
  expect((await serverRender('/projects/new-machine', {})).status).toBe(404);
});
