import path from 'node:path';
import { releaseAll } from '../lib/build-and-release.mjs';
import { readRegistry } from '../lib/registry.mjs';
import { makeDist, makeTempDir } from './helpers.mjs';

async function setup() {
  const root = await makeTempDir();
  const dists = {};
  for (const pkg of ['mf-directory', 'mf-content', 'mf-account']) dists[pkg] = await makeDist(path.join(root, pkg), 'one');
  const options = {
    releasesDir: path.join(root, 'releases'),
    stateDir: path.join(root, 'state'),
    distDirFor: (pkg) => dists[pkg],
    versionFor: () => '0.1.0',
  };
  return { root, dists, options };
}

describe('npm start: releaseAll', () => {
  it('releases every remote and writes the registry the first time', async () => {
    const { options } = await setup();
    const log = [];
    await releaseAll(options, (line) => log.push(line));
    const registry = await readRegistry(options.stateDir);
    expect(Object.keys(registry.remotes).sort()).toEqual(['account', 'content', 'directory']);
    expect(registry.remotes.directory.entry).toMatch(/^\/remotes\/mf-directory\/0\.1\.0-[0-9a-f]{8}\/mf-manifest\.json$/);
    expect(log.filter((line) => line.startsWith('Released'))).toHaveLength(3);
  });

  it('keeps the registry as deployed when a dist/ changes, and says how to promote it', async () => {
    const { root, dists, options } = await setup();
    await releaseAll(options, () => {});
    const before = await readRegistry(options.stateDir);

    dists['mf-directory'] = await makeDist(path.join(root, 'rebuilt'), 'two');
    const log = [];
    await releaseAll(options, (line) => log.push(line));
    expect(await readRegistry(options.stateDir)).toEqual(before);
    expect(log.join('\n')).toMatch(/npm run release -w deploy -- mf-directory/);
  });
});
