import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, start, triggerAppChange, unloadApplication } from 'single-spa';
import { SERVED_ROUTES } from '../../test/servedRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('single-spa', () => ({
  NOT_MOUNTED: 'NOT_MOUNTED',
  registerApplication: jest.fn(),
  start: jest.fn(),
  getAppStatus: jest.fn(),
  triggerAppChange: jest.fn(() => Promise.resolve([])),
  unloadApplication: jest.fn(() => Promise.resolve()),
}));

const REGISTRY = {
  remotes: {
    directory: { entry: '/remotes/mf-directory/1/mf-manifest.json', version: '1' },
    content: { entry: '/remotes/mf-content/1/mf-manifest.json', version: '1' },
    account: { entry: '/remotes/mf-account/1/mf-manifest.json', version: '1' },
  },
  routes: SERVED_ROUTES,
};

let fetchMock: jest.Mock;
// composeAreas keeps module state (started once), so each test loads a fresh copy.
let compose: typeof import('./composeAreas');
let statusStore: typeof import('../../lib/areaStatusStore');
const status = () => statusStore.useAreaStatusStore.getState();

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => REGISTRY });
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.isolateModules(() => {
    compose = require('./composeAreas');
    statusStore = require('../../lib/areaStatusStore');
  });
});

describe('connectRemotes', () => {
  it('registers the fetched remotes, one single-spa application per area, then starts', async () => {
    await compose.connectRemotes();
    expect(registerRemotes).toHaveBeenCalledWith(
      Object.entries(REGISTRY.remotes).map(([name, remote]) => ({ name, entry: remote.entry })),
      { force: false },
    );
    const names = (registerApplication as jest.Mock).mock.calls.map(([config]) => config.name);
    expect(names).toEqual(['directory', 'content', 'account']);
    expect(start).toHaveBeenCalledWith({ urlRerouteOnly: true });
    expect(status().registry).toBe('ready');
  });

  it("registers the contract's area-module loader before the areas start (loadAreaModule works)", async () => {
    let contract!: typeof import('mf-shared');
    jest.isolateModules(() => {
      contract = require('mf-shared');
      compose = require('./composeAreas');
    });
    await expect(contract.loadAreaModule('account', 'claim')).rejects.toThrow('No area module loader');
    await compose.connectRemotes();
    const { loadRemote } = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };
    loadRemote.mockResolvedValue({ mount: jest.fn() });
    await expect(contract.loadAreaModule('account', 'claim')).resolves.toHaveProperty('mount');
    expect(loadRemote).toHaveBeenCalledWith('account/claim');
  });

  it('activates each area on exactly the paths it owns in the served route table and gives it a container', async () => {
    await compose.connectRemotes();
    const config = (name: string) => (registerApplication as jest.Mock).mock.calls.find(([c]) => c.name === name)[0];
    const at = (pathname: string) => ({ pathname }) as Location;
    expect(config('content').activeWhen(at('/'))).toBe(true);
    expect(config('content').activeWhen(at('/organizations'))).toBe(false);
    expect(config('directory').activeWhen(at('/organizations/helion'))).toBe(true);
    expect(config('account').activeWhen(at('/organizations/add'))).toBe(true);
    expect(config('directory').activeWhen(at('/organizations/add'))).toBe(false);
    expect(typeof config('content').customProps.domElementGetter).toBe('function');
    // A page only the served table knows (released with its area alone) activates that area.
    expect(config('content').activeWhen(at('/e2e-new-page'))).toBe(false);
  });

  it('routes with the table inlined in the page, without fetching /remotes.json', async () => {
    let contract!: typeof import('mf-shared');
    jest.isolateModules(() => {
      contract = require('mf-shared');
      compose = require('./composeAreas');
    });
    await compose.connectRemotes({ registry: REGISTRY.remotes, routes: [...SERVED_ROUTES, { area: 'content', pattern: '/e2e-new-page' }] });
    expect(fetchMock).not.toHaveBeenCalled();
    const config = (name: string) => (registerApplication as jest.Mock).mock.calls.find(([c]) => c.name === name)[0];
    expect(config('content').activeWhen({ pathname: '/e2e-new-page' } as Location)).toBe(true);
    expect(contract.areaForPath('/e2e-new-page')).toBe('content');
  });

  it('shows the failed state and starts nothing when the registry cannot be read; Retry recovers', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await compose.connectRemotes();
    expect(status().registry).toBe('failed');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();

    await compose.connectRemotes();
    expect(status().registry).toBe('ready');
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('retryArea', () => {
  it('after a load failure, re-reads the registry, re-registers that remote with force, then reloads it', async () => {
    const { loadRemote } = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };
    await compose.connectRemotes();
    loadRemote.mockRejectedValueOnce(new Error('remoteEntry failed'));
    const contentApp = (registerApplication as jest.Mock).mock.calls.find(([c]) => c.name === 'content')[0];
    const lifecycles = await contentApp.app();
    await lifecycles.mount({});
    expect(status().areas.content).toBe('unavailable');

    (registerRemotes as jest.Mock).mockClear();
    fetchMock.mockClear();
    await compose.retryArea('content');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'content', entry: REGISTRY.remotes.content.entry }], { force: true });
    expect(unloadApplication).toHaveBeenCalledWith('content');
    expect(triggerAppChange).toHaveBeenCalled();
  });
});
