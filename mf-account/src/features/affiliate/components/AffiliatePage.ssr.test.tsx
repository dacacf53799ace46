// /affiliate rendered on the server (as deploy/ calls the area) and hydrated in the browser.
import { waitFor } from '@testing-library/react';
import {
  areaContainerId,
  areaStateElementId,
  BOOT_ELEMENT_ID,
  jsonForScript,
  SERVER_RENDERED_ATTRIBUTE,
  SIGNED_OUT,
  type AreaRenderRequest,
  type SessionData,
} from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { resetStores, SIGNED_IN } from '../../../test-utils/renderArea';
import { accountArea } from '../../../app/definition';

const { render } = createAreaServer(accountArea);

const MEMBER: SessionData = { ...SIGNED_IN, organization_memberships: [{ id: 7, slug: 'helion', status: 'approved' }] };
const INFO = {
  full_name: 'Ada Fusion',
  username: 'ada@example.com',
  verified: true,
  is_staff: false,
  orgs: [
    {
      slug: 'helion',
      display_name: 'Helion',
      is_affiliate: false,
      status: 'approved',
      is_approved: true,
      sub_status: null,
      next_billing_date: null,
    },
  ],
  projects: [],
};

function request(url: string, session: SessionData) {
  const calls: string[] = [];
  const req: AreaRenderRequest = {
    url,
    origin: 'https://fusion.example',
    session,
    fetchApi: async (path) => {
      calls.push(path);
      return path === '/api/accounts/info/' && session.is_authenticated
        ? { status: 200, body: INFO }
        : { status: 401, body: { message: 'Authentication credentials were not provided.' } };
    },
  };
  return { req, calls };
}

beforeEach(() => resetStores());

it('signed out: the plans in the HTML, every button a link to /create-account, nothing loaded', async () => {
  const { req, calls } = request('/affiliate', SIGNED_OUT);
  const result = await render(req);
  expect(result.status).toBe(200);
  expect(calls).toEqual([]);
  expect(result.head).toEqual({ title: 'Affiliate membership', noindex: true });
  expect(result.chunks).toEqual(['affiliate']);
  for (const text of ['Listed Supplier', 'Affiliate (Monthly)', '$1,000', 'Affiliate (Annual)', '$9,000', 'Best Value']) {
    expect(result.html).toContain(text);
  }
  expect(result.html.match(/href="\/create-account"/g)).toHaveLength(3);
});

it("signed in: the account's organizations loaded through the visitor's fetchApi, the organization chosen, Subscribe buttons", async () => {
  const { req, calls } = request('/affiliate?org-slug=helion', MEMBER);
  const result = await render(req);
  expect(calls).toEqual(['/api/accounts/info/']);
  expect(result.html).toMatch(/<option value="helion" selected="">Helion<\/option>/);
  expect(result.html.match(/>Subscribe<\/button>/g)).toHaveLength(2);
});

it('hydrates the server HTML without refetching and without errors', async () => {
  const url = '/affiliate?org-slug=helion';
  const server = await render(request(url, MEMBER).req);
  document.body.innerHTML = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript({ registry: {}, session: MEMBER, serverDetails: null, renderedArea: 'account' })}</script>`;
  await jest.isolateModulesAsync(async () => {
    const { createArea } = require('mf-shared/area');
    const { installFakeApi } = require('mf-shared/testing');
    const { accountArea: isolatedArea } = require('../../../app/definition');
    window.history.replaceState(null, '', url);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="${areaContainerId('account')}" ${SERVER_RENDERED_ATTRIBUTE}="">${server.html}</div><script type="application/json" id="${areaStateElementId('account')}">${jsonForScript(server.state)}</script>`,
    );
    const heading = document.querySelector('h1');
    const button = document.querySelector('button');
    const errors = jest.spyOn(console, 'error');
    const api = installFakeApi(() => ({ status: 500, data: null }));
    const { mount, unmount } = createArea(isolatedArea);
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
      await waitFor(() => expect(Object.keys(heading!).some((key) => key.startsWith('__reactFiber'))).toBe(true));
      expect(document.querySelector('h1')).toBe(heading);
      expect(document.querySelector('button')).toBe(button);
      expect(errors).not.toHaveBeenCalled();
      expect(api.requests).toHaveLength(0);
      await unmount(props as never);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      api.restore();
      errors.mockRestore();
    }
  });
});
