// Issue 19: a merged company's page answers a 301 to the company it merged into (server render);
// a merger into an unpublished company (slug null) keeps the page, as does any other status.
import { SIGNED_OUT, type AreaRenderResult, type OrganizationStatus } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { directoryArea } from './definition';
import { organizationDetail } from '../test-utils/fixtures';

const global = globalThis as unknown as { __SERVER__: boolean };

async function serverRender(status: OrganizationStatus | null): Promise<AreaRenderResult> {
  global.__SERVER__ = true;
  try {
    return await createAreaServer(directoryArea).render({
      url: '/organizations/helion',
      origin: 'https://directory.example',
      session: SIGNED_OUT,
      fetchApi: async (path) =>
        path === '/api/v1/organizations/helion/'
          ? { status: 200, body: organizationDetail({ slug: 'helion', display_name: 'Helion', status }) }
          : { status: 404, body: { message: 'Not found.' } },
    });
  } finally {
    global.__SERVER__ = false;
  }
}

const merged = (slug: string | null): OrganizationStatus => ({
  status: 'merged',
  date: '2025-06-01',
  date_precision: 'month',
  merged_into: { slug, name: 'Commonwealth Fusion Systems' },
  ticker: null,
});

it('a merged company: 301 to the company it merged into, nothing rendered', async () => {
  expect(await serverRender(merged('commonwealth-fusion-systems'))).toEqual({
    status: 301,
    redirect: '/organizations/commonwealth-fusion-systems',
    html: '',
    head: {},
    state: null,
    chunks: [],
  });
});

it('merged into an unpublished company, defunct, or no status: the page itself', async () => {
  for (const status of [merged(null), { ...merged(null), status: 'defunct' as const, merged_into: null }, null]) {
    const result = await serverRender(status);
    expect(result.status).toBe(200);
    expect(result.redirect).toBeUndefined();
    expect(result.html).toContain('Helion');
  }
});
