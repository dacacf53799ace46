// Test helper (mf-shared/testing): an area's server render as deploy/ calls it, then the
// browser's hydration of that HTML, as the shell mounts the area (createArea). Every area's
// server-render tests use it, so "hydrates with no error and no refetch" means one thing.
import { waitFor } from '@testing-library/react';
import {
  areaContainerId,
  areaStateElementId,
  BOOT_ELEMENT_ID,
  jsonForScript,
  SERVER_RENDERED_ATTRIBUTE,
  SIGNED_OUT,
  type AreaName,
  type AreaRenderRequest,
  type AreaRenderResult,
  type SessionData,
} from '../contract';
import type { AreaDefinition } from '../area/types';
import type { FakeApi, FakeHandler } from './fakeApi';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** The origin the test server renders with (the browser's is jsdom's, as a proxy's may differ). */
const SERVER_ORIGIN = 'https://fusion.example';

/** A render request whose fetchApi answers with `answer` and records the paths it was asked for. */
export function serverRequest(
  url: string,
  session: SessionData,
  answer: (path: string) => ApiAnswer | Promise<ApiAnswer>,
): { req: AreaRenderRequest; calls: string[] } {
  const calls: string[] = [];
  const req: AreaRenderRequest = {
    url,
    origin: SERVER_ORIGIN,
    session,
    fetchApi: async (path) => {
      calls.push(path);
      return answer(path);
    },
  };
  return { req, calls };
}

/**
 * Lets everything already scheduled run to its end: React's passive effects, the requests they
 * start and those requests' promise chains. Not a wait for time: each round is one turn of the
 * event loop, so "no request was made" is checked after the work that would make one.
 */
export async function settle(rounds = 3): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

export interface HydrationOptions {
  area: AreaName;
  /** Called inside the isolated module registry, so the area and the contract are fresh, as in a page. */
  loadDefinition(): AreaDefinition;
  url: string;
  /** The session of the page's boot JSON. */
  session?: SessionData;
  /** The boot JSON says the area's HTML was rendered for nobody (a signed-in visitor's cached public page). */
  areaRenderedSignedOut?: boolean;
  server: Pick<AreaRenderResult, 'html' | 'state'>;
  /** What the browser's API calls get; the tests check that none are made (default: 500). */
  api?: FakeHandler;
}

/**
 * Puts the server's HTML and dehydrated state in the page as deploy/'s document does, mounts the
 * area over it (createArea, in a fresh module registry whose auth store starts from the boot
 * session) and checks that hydration adopted it: the server's <h1> stays, no error is logged.
 * `inspect` runs on the server HTML before the mount and returns the checks to run once the page
 * is hydrated and settled. Returns the API requests the browser made.
 */
export async function hydrateServerHtml(
  {
    area,
    loadDefinition,
    url,
    session = SIGNED_OUT,
    areaRenderedSignedOut,
    server,
    api: answer = () => ({ status: 500, data: null }),
  }: HydrationOptions,
  inspect: () => () => Promise<void> | void = () => () => {},
): Promise<FakeApi['requests']> {
  document.body.innerHTML = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript({ registry: {}, session, serverDetails: null, renderedArea: area, origin: SERVER_ORIGIN, areaRenderedSignedOut })}</script>`;
  let requests: FakeApi['requests'] = [];
  await jest.isolateModulesAsync(async () => {
    const { createArea } = require('../area/createArea') as typeof import('../area/createArea');
    const { installFakeApi } = require('./fakeApi') as typeof import('./fakeApi');
    const definition = loadDefinition();
    window.history.replaceState(null, '', url);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="${areaContainerId(area)}" ${SERVER_RENDERED_ATTRIBUTE}="">${server.html}</div><script type="application/json" id="${areaStateElementId(area)}">${jsonForScript(server.state)}</script>`,
    );
    const heading = document.querySelector('h1');
    const check = inspect();
    const errors = jest.spyOn(console, 'error');
    const api = installFakeApi(answer);
    const { mount, unmount } = createArea(definition);
    const props = {
      name: area,
      domElementGetter: () => document.getElementById(areaContainerId(area))!,
      singleSpa: {},
      mountParcel: jest.fn(),
    };
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const step of mount) await step(props as never);
      await waitFor(() => expect(isHydrated(heading)).toBe(true));
      await settle();
      // Hydration's follow-up renders are transitions, done in slices: on a loaded machine they
      // can take more than a few macrotasks, so the checks are retried until they pass.
      await waitFor(() => check(), { timeout: 5000 });
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
