// /funding rendered by the server, then hydrated in the browser: the charts arrive as SVG in the
// HTML, and hydration keeps that SVG without loading the chart code.
import { waitFor } from '@testing-library/react';
import {
  areaContainerId,
  areaStateElementId,
  jsonForScript,
  SERVER_RENDERED_ATTRIBUTE,
  SIGNED_OUT,
  type AreaRenderResult,
} from 'mf-shared';
import { createArea } from 'mf-shared/area';
import { createAreaServer } from 'mf-shared/area/server';
import { installFakeApi } from 'mf-shared/testing';
import { directoryArea } from '../../../app/definition';
import { FUNDING_SUMMARY } from '../../../test-utils/directoryFixtures';

const global = globalThis as unknown as { __SERVER__: boolean; IS_REACT_ACT_ENVIRONMENT?: boolean };

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
    window.history.replaceState(null, '', '/funding?type=investment');
    const result = await serverRender('/funding?type=investment');
    document.body.innerHTML = `<div id="${areaContainerId('directory')}" ${SERVER_RENDERED_ATTRIBUTE}="">${result.html}</div><script type="application/json" id="${areaStateElementId('directory')}">${jsonForScript(result.state)}</script>`;
    const serverSvg = document.querySelector('figure svg');
    const serverHeading = document.querySelector('h1');
    expect(serverSvg).not.toBeNull();
    const errors = jest.spyOn(console, 'error');
    const api = installFakeApi(() => ({ data: FUNDING_SUMMARY }));
    const { mount } = createArea(directoryArea);
    const props = {
      name: 'directory',
      domElementGetter: () => document.getElementById(areaContainerId('directory'))!,
      singleSpa: {},
      mountParcel: jest.fn(),
    };
    const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const step of mount) await step(props as never);
      await waitFor(() => expect(Object.keys(serverHeading!).some((key) => key.startsWith('__reactFiber'))).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(document.querySelector('h1')).toBe(serverHeading);
    // The server's drawing is the one on the page: kept, not redrawn.
    expect(document.querySelector('figure svg')).toBe(serverSvg);
    expect(errors).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
    api.restore();
    errors.mockRestore();
  });
});
