import { installFakeApi, type FakeApi } from 'mf-shared/testing';
import { applyEnvironmentFavicon, faviconDataUrl, faviconFill } from './environmentFavicon';

let api: FakeApi | undefined;

afterEach(() => {
  api?.restore();
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

const iconHref = () => document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href');

describe('environment favicon', () => {
  it('maps environment colours to distinct fills (white on localhost, grey on staging, blue, green)', () => {
    const fills = ['white', 'grey', 'blue', 'green'].map(faviconFill);
    expect(fills[0]).toBe('#ffffff');
    expect(new Set(fills).size).toBe(4);
    expect(faviconFill('#123abc')).toBe('#123abc');
    expect(faviconFill('url(javascript:alert(1))')).toBe('#ffffff');
  });

  it('draws the icon with the server colour', async () => {
    api = installFakeApi((request) => {
      expect(request.url).toBe('/api/server-details');
      return { data: { color: 'green', githash: 'abc', deploytime: '2025-01-01' } };
    });
    await applyEnvironmentFavicon();
    expect(iconHref()).toBe(faviconDataUrl(faviconFill('green')));
    expect(decodeURIComponent(iconHref()!)).toContain(`fill="${faviconFill('green')}"`);
  });

  it('only logs a failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    api = installFakeApi(() => ({ status: 404, data: { message: 'nope' } }));
    await expect(applyEnvironmentFavicon()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
    expect(iconHref()).toBeUndefined();
  });
});
