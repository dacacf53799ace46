// /funding rendered by the server, then hydrated in the browser: the charts arrive as SVG in the
// HTML, and hydration keeps that SVG without loading the chart code.
import { SIGNED_OUT, type AreaRenderResult } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { hydrateServerHtml } from 'mf-shared/testing';
import { directoryArea } from './definition';
import { FUNDING_SUMMARY } from '../test-utils/directoryFixtures';

const global = globalThis as unknown as { __SERVER__: boolean };

async function serverRender(url: string): Promise<AreaRenderResult> {
  global.__SERVER__ = true;
  try {
    return await createAreaServer(directoryArea).render({
      url,
      origin: 'https://directory.example',
      session: SIGNED_OUT,
      fetchApi: async (path) =>
        path.startsWith('/api/v1/funding/summary/')
          ? { status: 200, body: FUNDING_SUMMARY }
          : { status: 404, body: { message: 'Not found.' } },
    });
  } finally {
    global.__SERVER__ = false;
  }
}

describe('/funding on the server', () => {
  it('renders the figures, the SVG charts and their tables into the HTML, with a Dataset in the head', async () => {
    const result = await serverRender('/funding?type=investment');
    expect(result.status).toBe(200);
    expect(result.chunks).toEqual(['funding']);
    expect(result.html).toContain('$1.9B');
    expect(result.html.match(/<svg/g)?.length).toBeGreaterThanOrEqual(6); // three charts, two drawings each
    expect(result.html).toContain('<table');
    expect(result.head.title).toBe('Funding');
    expect(result.head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Dataset',
        distribution: [
          expect.objectContaining({ contentUrl: 'https://directory.example/api/v1/exports/funding-rounds.csv?type=investment' }),
          expect.objectContaining({ contentUrl: 'https://directory.example/api/v1/exports/funding-rounds.json?type=investment' }),
        ],
      }),
    ]);
  });

  it('is hydrated keeping the server SVG: no refetch, no hydration error', async () => {
    const result = await serverRender('/funding?type=investment');
    const requests = await hydrateServerHtml(
      {
        area: 'directory',
        loadDefinition: () => require('./definition').directoryArea,
        url: '/funding?type=investment',
        server: result,
        api: () => ({ data: FUNDING_SUMMARY }),
      },
      () => {
        const serverSvg = document.querySelector('figure svg');
        expect(serverSvg).not.toBeNull();
        // The server's drawing is the one on the page: kept, not redrawn.
        return () => expect(document.querySelector('figure svg')).toBe(serverSvg);
      },
    );
    expect(requests).toHaveLength(0);
  });
});
