import { registerRemotes } from '@module-federation/enhanced/runtime';
import { SERVED_ROUTES } from '../../test/servedRoutes';
import { fetchRegistry, parseRegistry, parseRoutes, registerRegistry } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const REGISTRY = {
  remotes: {
    directory: { entry: '/remotes/mf-directory/0.1.0-aaa/mf-manifest.json', version: '0.1.0-aaa' },
    content: { entry: '/remotes/mf-content/0.1.0-bbb/mf-manifest.json', version: '0.1.0-bbb' },
    account: { entry: '/remotes/mf-account/0.1.0-ccc/mf-manifest.json', version: '0.1.0-ccc' },
  },
  routes: SERVED_ROUTES,
};

function mockFetch(response: { ok: boolean; status?: number; json?: () => Promise<unknown> }) {
  const fetchMock = jest.fn().mockResolvedValue({ status: 200, json: async () => ({}), ...response });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => (registerRemotes as jest.Mock).mockClear());

describe('remote registry', () => {
  it('fetches /remotes.json without the HTTP cache: the registry and the served route table', async () => {
    const fetchMock = mockFetch({ ok: true, json: async () => REGISTRY });
    await expect(fetchRegistry()).resolves.toEqual({ registry: REGISTRY.remotes, routes: SERVED_ROUTES });
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('rejects when the registry answers an error', async () => {
    mockFetch({ ok: false, status: 503 });
    await expect(fetchRegistry()).rejects.toThrow('503');
  });

  it('keeps only known areas with a well-formed entry', () => {
    expect(
      parseRegistry({
        remotes: {
          content: { entry: '/remotes/mf-content/1/mf-manifest.json', version: '1' },
          account: { entry: 42, version: '1' },
          intruder: { entry: '/evil/mf-manifest.json', version: '1' },
        },
      }),
    ).toEqual({ content: { entry: '/remotes/mf-content/1/mf-manifest.json', version: '1' } });
    expect(() => parseRegistry({ nothing: true })).toThrow('no "remotes"');
  });

  it('keeps only well-formed routes of known areas', () => {
    expect(
      parseRoutes({
        routes: [
          { area: 'content', pattern: '/e2e-new-page' },
          { area: 'intruder', pattern: '/x' },
          { area: 'content', pattern: 'no-slash' },
          null,
        ],
      }),
    ).toEqual([{ area: 'content', pattern: '/e2e-new-page' }]);
    expect(() => parseRoutes({ remotes: {} })).toThrow('no "routes"');
  });

  it('registers every entry with the federation runtime', () => {
    registerRegistry(REGISTRY.remotes);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'directory', entry: REGISTRY.remotes.directory.entry },
        { name: 'content', entry: REGISTRY.remotes.content.entry },
        { name: 'account', entry: REGISTRY.remotes.account.entry },
      ],
      { force: false },
    );
  });

  it('re-registers one area with force', () => {
    registerRegistry(REGISTRY.remotes, ['content'], true);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'content', entry: REGISTRY.remotes.content.entry }], { force: true });
  });
});
