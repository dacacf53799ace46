import { loadRemote } from '@module-federation/enhanced/runtime';
import { getAppStatus, triggerAppChange, unloadApplication, type AppProps, type LifeCycles } from 'single-spa';
import { setServedRoutes } from 'mf-shared';
import { SERVED_ROUTES } from '../../test/servedRoutes';
import { useAreaStatusStore } from '../../lib/areaStatusStore';
import { hasLoadFailure, loadAreaLifecycles, reloadArea } from './areaLifecycles';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('single-spa', () => ({
  NOT_MOUNTED: 'NOT_MOUNTED',
  getAppStatus: jest.fn(() => 'NOT_MOUNTED'),
  triggerAppChange: jest.fn(() => Promise.resolve([])),
  unloadApplication: jest.fn(() => Promise.resolve()),
}));

const props = { name: 'content', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;
const statusOf = (area: 'content' | 'directory') => useAreaStatusStore.getState().areas[area];

async function run(lifecycle: LifeCycles['mount']) {
  if (Array.isArray(lifecycle)) for (const fn of lifecycle) await fn(props);
  else await lifecycle(props);
}

beforeEach(() => {
  jest.clearAllMocks();
  useAreaStatusStore.setState({ areas: {} });
  setServedRoutes(SERVED_ROUTES);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/');
});

describe('area lifecycles', () => {
  it('loads the remote ./spa and passes its lifecycles through', async () => {
    const remote = { bootstrap: jest.fn(async () => {}), mount: jest.fn(async () => {}), unmount: jest.fn(async () => {}) };
    (loadRemote as jest.Mock).mockResolvedValue(remote);
    const lifecycles = await loadAreaLifecycles('content');
    expect(loadRemote).toHaveBeenCalledWith('content/spa');
    await run(lifecycles.bootstrap);
    await run(lifecycles.mount);
    expect(remote.mount).toHaveBeenCalledWith(props);
    expect(statusOf('content')).toBeUndefined();
    await run(lifecycles.unmount);
    expect(remote.unmount).toHaveBeenCalledWith(props);
    expect(hasLoadFailure('content')).toBe(false);
  });

  it('falls back to lifecycles showing the unavailable view when the remote fails to load', async () => {
    (loadRemote as jest.Mock).mockRejectedValue(new Error('RUNTIME-003 manifest failed'));
    const lifecycles = await loadAreaLifecycles('content');
    expect(statusOf('content')).toBe('loading');
    await run(lifecycles.bootstrap);
    await run(lifecycles.mount);
    expect(statusOf('content')).toBe('unavailable');
    expect(hasLoadFailure('content')).toBe(true);
  });

  it('treats a module without lifecycles as a load failure', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({ default: () => null });
    const lifecycles = await loadAreaLifecycles('content');
    await run(lifecycles.mount);
    expect(statusOf('content')).toBe('unavailable');
  });

  it('shows the unavailable view when mount rejects, instead of breaking the app', async () => {
    const remote = {
      bootstrap: jest.fn(async () => {}),
      mount: jest.fn(async () => {
        throw new Error('mount exploded');
      }),
      unmount: jest.fn(async () => {
        throw new Error('nothing to unmount');
      }),
    };
    (loadRemote as jest.Mock).mockResolvedValue(remote);
    const lifecycles = await loadAreaLifecycles('content');
    await run(lifecycles.bootstrap);
    await expect(run(lifecycles.mount)).resolves.toBeUndefined();
    expect(statusOf('content')).toBe('unavailable');
    await expect(run(lifecycles.unmount)).resolves.toBeUndefined();
    expect(statusOf('content')).toBeUndefined();
  });

  it('Retry unloads the area and triggers a reroute so single-spa loads it again', async () => {
    await reloadArea('content');
    expect(unloadApplication).toHaveBeenCalledWith('content');
    expect(triggerAppChange).toHaveBeenCalled();
    expect((unloadApplication as jest.Mock).mock.invocationCallOrder[0]).toBeLessThan(
      (triggerAppChange as jest.Mock).mock.invocationCallOrder[0]!,
    );
    expect(statusOf('content')).toBe('loading');
  });

  it('forgets a failed load when the visitor leaves the area, so the next visit tries again', async () => {
    jest.useFakeTimers();
    try {
      (loadRemote as jest.Mock).mockRejectedValue(new Error('offline'));
      const lifecycles = await loadAreaLifecycles('content');
      await run(lifecycles.mount);
      window.history.replaceState(null, '', '/organizations');
      (getAppStatus as jest.Mock).mockReturnValue('NOT_MOUNTED');
      await run(lifecycles.unmount);
      jest.runAllTimers();
      expect(unloadApplication).toHaveBeenCalledWith('content');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not unload by itself when the fallback unmounts while the area is still active (Retry does that)', async () => {
    jest.useFakeTimers();
    try {
      (loadRemote as jest.Mock).mockRejectedValue(new Error('offline'));
      const lifecycles = await loadAreaLifecycles('content');
      await run(lifecycles.mount);
      await run(lifecycles.unmount);
      jest.runAllTimers();
      expect(unloadApplication).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
