// The account area's server render as deploy/ calls it, and the browser's hydration of its HTML:
// for the *.ssr tests.
import { waitFor } from '@testing-library/react';
import {
  areaContainerId,
  areaStateElementId,
  BOOT_ELEMENT_ID,
  jsonForScript,
  SERVER_RENDERED_ATTRIBUTE,
  type AreaRenderRequest,
  type AreaRenderResult,
  type SessionData,
} from 'mf-shared';
import type { createArea } from 'mf-shared/area';
import type { FakeApi, FakeHandler, installFakeApi } from 'mf-shared/testing';
import type { accountArea } from '../app/definition';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A render request whose fetchApi answers with `answer` and records the paths it was asked for. */
export function serverRequest(
  url: string,
  session: SessionData,
  answer: (path: string) => ApiAnswer,
): { req: AreaRenderRequest; calls: string[] } {
  const calls: string[] = [];
  const req: AreaRenderRequest = {
    url,
    origin: 'https://fusion.example',
    session,
    fetchApi: async (path) => {
      calls.push(path);
      return answer(path);
    },
  };
  return { req, calls };
}

export interface HydrationOptions {
  url: string;
  /** The session of the page's boot JSON. */
  session: SessionData;
  server: Pick<AreaRenderResult, 'html' | 'state'>;
  /** What the browser's API calls get; the tests check that none are made (default: 500). */
  api?: FakeHandler;
}

/**
 * Puts the server's HTML and dehydrated state in the page as deploy/'s document does, mounts the
 * area over it (createArea in a fresh module registry whose auth store starts from the boot session,
 * as in the browser) and checks that hydration adopted it: the server's <h1> stays, no error is
 * logged. `inspect` runs on the server HTML before the mount and returns the checks to run once
 * the heading is hydrated (e.g. that the server's button is the live one). Returns the API
 * requests the browser made.
 */
export async function hydrateServerHtml(
  { url, session, server, api: answer = () => ({ status: 500, data: null }) }: HydrationOptions,
  inspect: () => () => Promise<void> | void = () => () => {},
): Promise<FakeApi['requests']> {
  document.body.innerHTML = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript({ registry: {}, session, serverDetails: null, renderedArea: 'account' })}</script>`;
  let requests: FakeApi['requests'] = [];
  await jest.isolateModulesAsync(async () => {
    const isolated: { createArea: typeof createArea; installFakeApi: typeof installFakeApi; accountArea: typeof accountArea } = {
      createArea: require('mf-shared/area').createArea,
      installFakeApi: require('mf-shared/testing').installFakeApi,
      accountArea: require('../app/definition').accountArea,
    };
    window.history.replaceState(null, '', url);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="${areaContainerId('account')}" ${SERVER_RENDERED_ATTRIBUTE}="">${server.html}</div><script type="application/json" id="${areaStateElementId('account')}">${jsonForScript(server.state)}</script>`,
    );
    const heading = document.querySelector('h1');
    const check = inspect();
    const errors = jest.spyOn(console, 'error');
    const api = isolated.installFakeApi(answer);
    const { mount, unmount } = isolated.createArea(isolated.accountArea);
    const props = {
      name: 'account',
      domElementGetter: () => document.getElementById(areaContainerId('account'))!,
      singleSpa: {},
      mountParcel: jest.fn(),
    };
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const step of mount) await step(props as never);
      await waitFor(() => expect(isHydrated(heading)).toBe(true));
      await check();
      expect(document.querySelector('h1')).toBe(heading);
      expect(errors).not.toHaveBeenCalled();
      requests = [...api.requests];
      await unmount(props as never);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      api.restore();
      errors.mockRestore();
    }
  });
  return requests;
}

/** Whether React has taken over a server-rendered element. */
export function isHydrated(element: Element | null): boolean {
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}
