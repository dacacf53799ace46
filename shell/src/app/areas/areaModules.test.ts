import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadAreaModule, registerAreaModuleLoader } from 'mf-shared';
import { loadExposedModule, registerAreaModules } from './areaModules';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

afterEach(() => {
  registerAreaModuleLoader(null);
  jest.useRealTimers();
  jest.clearAllMocks();
});

it("answers the contract's loadAreaModule with the federation runtime's loadRemote('<area>/<name>')", async () => {
  const widget = { mount: jest.fn() };
  (loadRemote as jest.Mock).mockResolvedValue(widget);
  registerAreaModules();
  await expect(loadAreaModule('account', 'claim')).resolves.toBe(widget);
  expect(loadRemote).toHaveBeenCalledWith('account/claim');
});

it('passes a failed remote on, so the consumer shows its unavailable state', async () => {
  (loadRemote as jest.Mock).mockRejectedValue(new Error('RUNTIME-008 remoteEntry failed'));
  registerAreaModules();
  await expect(loadAreaModule('account', 'claim')).rejects.toThrow('RUNTIME-008');
});

it('gives up on a remote that neither loads nor fails in time', async () => {
  jest.useFakeTimers();
  (loadRemote as jest.Mock).mockReturnValue(new Promise(() => {}));
  const loading = loadExposedModule('account', 'claim', 1000);
  jest.advanceTimersByTime(1000);
  await expect(loading).rejects.toThrow("'account/claim' did not load within 1000 ms");
});
