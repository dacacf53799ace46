import { AREA_WIDGETS, hasAreaModuleLoader, loadAreaModule, registerAreaModuleLoader } from './areaModules';

afterEach(() => registerAreaModuleLoader(null));

it('rejects when no loader is registered (standalone pages, tests, server renders)', async () => {
  expect(hasAreaModuleLoader()).toBe(false);
  await expect(loadAreaModule('account', 'claim')).rejects.toThrow("No area module loader: 'account/claim' cannot be loaded here");
});

it('asks the registered loader for the area and the exposed name', async () => {
  const widget = { mount: jest.fn() };
  const loader = jest.fn().mockResolvedValue(widget);
  registerAreaModuleLoader(loader);
  expect(hasAreaModuleLoader()).toBe(true);
  await expect(loadAreaModule(AREA_WIDGETS.claimControl.area, AREA_WIDGETS.claimControl.name)).resolves.toBe(widget);
  expect(loader).toHaveBeenCalledWith('account', 'claim');
});

it('passes a failed load on, and refuses an empty module', async () => {
  registerAreaModuleLoader(() => Promise.reject(new Error('remoteEntry.js failed')));
  await expect(loadAreaModule('account', 'claim')).rejects.toThrow('remoteEntry.js failed');
  registerAreaModuleLoader(() => Promise.resolve(undefined));
  await expect(loadAreaModule('account', 'claim')).rejects.toThrow("'account/claim' is empty");
});
