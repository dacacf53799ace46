// /progress rendered by the server (issue 26): the charts arrive as SVG with a <title> per point
// and the table in the HTML, for the concept of the URL, readable without JavaScript.
import { SIGNED_OUT, type AreaRenderResult } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { hydrateServerHtml } from 'mf-shared/testing';
import { directoryArea } from './definition';
import { STELLARATOR_POINTS } from '../features/progress/components/progressFixtures';

const global = globalThis as unknown as { __SERVER__: boolean };
const requested: string[] = [];

async function serverRender(url: string): Promise<AreaRenderResult> {
  global.__SERVER__ = true;
  try {
    return await createAreaServer(directoryArea).render({
      url,
      origin: 'https://directory.example',
      session: SIGNED_OUT,
      fetchApi: async (path) => {
        requested.push(path);
        return path.startsWith('/api/v1/progress/points/')
          ? { status: 200, body: STELLARATOR_POINTS }
          : { status: 404, body: { message: 'Not found.' } };
      },
    });
  } finally {
    global.__SERVER__ = false;
  }
}

describe('/progress on the server', () => {
  it("renders the concept's charts with a <title> per point, the table and the methodology", async () => {
    const result = await serverRender('/progress?concept=stellarator');
    expect(result.status).toBe(200);
    expect(result.chunks).toEqual(['progress']);
    expect(requested).toContain('/api/v1/progress/points/?concept=stellarator');
    expect(result.html.match(/<svg[^>]*role="img"/g)).toHaveLength(4); // two charts, two drawings each
    expect(result.html.match(/<title>W7-X W7X 20171207\.006, Dec 7, 2017/g)).toHaveLength(4);
    expect(result.html).toContain('<table');
    expect(result.html).toContain('https://doi.org/10.1063/5.0083990');
    expect(result.html).toContain('MIT (Copyright (c) 2022 Samuel E. Wurzel)');
    expect(result.head.title).toBe('Fusion progress: Stellarator');
  });

  it('is hydrated keeping the server SVG: no refetch, no redraw', async () => {
    const result = await serverRender('/progress?concept=stellarator');
    const requests = await hydrateServerHtml(
      {
        area: 'directory',
        loadDefinition: () => require('./definition').directoryArea,
        url: '/progress?concept=stellarator',
        server: result,
        api: () => ({ data: STELLARATOR_POINTS }),
      },
      () => {
        const serverSvg = document.querySelector('figure svg');
        expect(serverSvg).not.toBeNull();
        return () => expect(document.querySelector('figure svg')).toBe(serverSvg);
      },
    );
    expect(requests).toHaveLength(0);
  });
});
