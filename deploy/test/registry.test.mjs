import { promises as fs } from 'node:fs';
import path from 'node:path';
import { releaseDist } from '../lib/releases.mjs';
import {
  entryUrl,
  historyFile,
  packageOf,
  promote,
  readRegistry,
  registryFile,
  rollback,
  status,
  writeJsonAtomic,
} from '../lib/registry.mjs';
import { makeDist, makeTempDir } from './helpers.mjs';

async function setup() {
  const root = await makeTempDir();
  const dirs = { releasesDir: path.join(root, 'releases'), stateDir: path.join(root, 'state') };
  const release = async (build) =>
    (await releaseDist({ pkg: 'mf-directory', distDir: await makeDist(root, build), ...dirs, packageVersion: '0.1.0' })).version;
  return { root, ...dirs, release };
}

describe('promote', () => {
  it('points the area at the release with its versioned manifest URL', async () => {
    const { releasesDir, stateDir, release } = await setup();
    const version = await release('a');
    await promote({ stateDir, releasesDir, pkg: 'mf-directory', version });
    expect(await readRegistry(stateDir)).toEqual({
      remotes: { directory: { entry: `/remotes/mf-directory/${version}/mf-manifest.json`, version } },
    });
  });

  it('keeps the other areas as they are', async () => {
    const { releasesDir, stateDir, release } = await setup();
    await writeJsonAtomic(registryFile(stateDir), {
      remotes: { content: { entry: entryUrl('mf-content', '0.1.0-aaaaaaaa'), version: '0.1.0-aaaaaaaa' } },
    });
    await promote({ stateDir, releasesDir, pkg: 'mf-directory', version: await release('a') });
    const registry = await readRegistry(stateDir);
    expect(Object.keys(registry.remotes).sort()).toEqual(['content', 'directory']);
    expect(registry.remotes.content.version).toBe('0.1.0-aaaaaaaa');
  });

  it('refuses a version that was never released', async () => {
    const { releasesDir, stateDir } = await setup();
    await expect(promote({ stateDir, releasesDir, pkg: 'mf-directory', version: '0.1.0-deadbeef' })).rejects.toThrow(
      /not released/,
    );
    expect(await readRegistry(stateDir)).toBeNull();
  });

  it('refuses an unknown package', async () => {
    expect(() => packageOf('mf-nothing')).toThrow(/Unknown remote/);
    expect(packageOf('directory')).toBe('mf-directory');
  });
});

describe('rollback', () => {
  it('points the area back at the previous version, then the one before', async () => {
    const { releasesDir, stateDir, release } = await setup();
    const [a, b, c] = [await release('a'), await release('b'), await release('c')];
    for (const version of [a, b, c]) await promote({ stateDir, releasesDir, pkg: 'mf-directory', version });

    expect(await rollback({ stateDir, releasesDir, pkg: 'mf-directory' })).toEqual({ from: c, to: b });
    expect((await readRegistry(stateDir)).remotes.directory.version).toBe(b);
    expect(await rollback({ stateDir, releasesDir, pkg: 'mf-directory' })).toEqual({ from: b, to: a });
    await expect(rollback({ stateDir, releasesDir, pkg: 'mf-directory' })).rejects.toThrow(/no earlier version/);
    expect((await readRegistry(stateDir)).remotes.directory.version).toBe(a);
  });

  it('goes to a named version with --to and drops the later history', async () => {
    const { releasesDir, stateDir, release } = await setup();
    const [a, b, c] = [await release('a'), await release('b'), await release('c')];
    for (const version of [a, b, c]) await promote({ stateDir, releasesDir, pkg: 'mf-directory', version });
    expect(await rollback({ stateDir, releasesDir, pkg: 'mf-directory', to: a })).toEqual({ from: c, to: a });
    const [directory] = (await status(stateDir)).filter((area) => area.area === 'directory');
    expect(directory).toEqual({ pkg: 'mf-directory', area: 'directory', current: a, history: [a] });
  });

  it('refuses --to a version that was never released', async () => {
    const { releasesDir, stateDir, release } = await setup();
    await promote({ stateDir, releasesDir, pkg: 'mf-directory', version: await release('a') });
    await expect(rollback({ stateDir, releasesDir, pkg: 'mf-directory', to: '0.1.0-deadbeef' })).rejects.toThrow(/not released/);
  });

  it('records every promotion in history.json', async () => {
    const { releasesDir, stateDir, release } = await setup();
    const a = await release('a');
    await promote({ stateDir, releasesDir, pkg: 'mf-directory', version: a, now: new Date('2026-01-02T03:04:05Z') });
    await promote({ stateDir, releasesDir, pkg: 'mf-directory', version: a });
    const history = JSON.parse(await fs.readFile(historyFile(stateDir), 'utf8'));
    expect(history).toEqual({ directory: [{ version: a, at: '2026-01-02T03:04:05.000Z' }] });
  });
});

describe('writeJsonAtomic', () => {
  it('replaces the file whole and leaves no temporary file', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'nested', 'remotes.json');
    await writeJsonAtomic(file, { remotes: { a: 1 } });
    await writeJsonAtomic(file, { remotes: { b: 2 } });
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual({ remotes: { b: 2 } });
    expect(await fs.readdir(path.dirname(file))).toEqual(['remotes.json']);
  });

  it('keeps the old file when the new content cannot be written', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'remotes.json');
    await writeJsonAtomic(file, { remotes: { a: 1 } });
    // A BigInt cannot be serialized: the write fails before the rename.
    await expect(writeJsonAtomic(file, { remotes: { a: 1n } })).rejects.toThrow();
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual({ remotes: { a: 1 } });
    expect(await fs.readdir(dir)).toEqual(['remotes.json']);
  });
});
