import { promises as fs } from 'node:fs';
import path from 'node:path';
import { assertValidVersion, contentHash, listReleases, releaseDist, versionName } from '../lib/releases.mjs';
import { makeDist, makeTempDir } from './helpers.mjs';

describe('version names', () => {
  it('is <package version>-<8 hex hash>', () => {
    expect(versionName('0.1.0', '1a2b3c4d')).toBe('0.1.0-1a2b3c4d');
  });

  it('puts a label between the package version and the hash', () => {
    expect(versionName('0.1.0', '1a2b3c4d', 'e2e-b')).toBe('0.1.0-e2e-b-1a2b3c4d');
  });

  it.each(['../evil', 'a/b', '', '-x', 'x'.repeat(41), 'spa ce'])('refuses the label %j', (label) => {
    expect(() => versionName('0.1.0', '1a2b3c4d', label || '\u0000')).toThrow(/Invalid label/);
  });

  it('refuses a hash that is not 8 hex characters', () => {
    expect(() => versionName('0.1.0', 'xyz')).toThrow(/Invalid content hash/);
  });

  it.each(['..', '../x', 'a/b', ''])('refuses %j as a version folder', (version) => {
    expect(() => assertValidVersion(version)).toThrow(/Invalid version/);
  });
});

describe('content hash', () => {
  it('is the same for the same files and changes when any byte changes', async () => {
    const root = await makeTempDir();
    const a = await makeDist(root, 'a');
    const again = await makeDist(path.join(root, 'copy'), 'a');
    const b = await makeDist(root, 'b');
    const hashA = await contentHash(a);
    expect(hashA).toMatch(/^[0-9a-f]{8}$/);
    expect(await contentHash(again)).toBe(hashA);
    expect(await contentHash(b)).not.toBe(hashA);
  });

  it('changes when a file is renamed', async () => {
    const root = await makeTempDir();
    const dist = await makeDist(root, 'a');
    const before = await contentHash(dist);
    await fs.rename(path.join(dist, 'remoteEntry.js'), path.join(dist, 'remoteEntry2.js'));
    expect(await contentHash(dist)).not.toBe(before);
  });
});

describe('releaseDist', () => {
  it('copies dist/ into releases/<package>/<version>/', async () => {
    const root = await makeTempDir();
    const releasesDir = path.join(root, 'releases');
    const dist = await makeDist(root, 'a');
    const release = await releaseDist({ pkg: 'mf-directory', distDir: dist, releasesDir, packageVersion: '0.1.0' });
    expect(release.created).toBe(true);
    expect(release.version).toBe(`0.1.0-${await contentHash(dist)}`);
    expect(release.dir).toBe(path.join(releasesDir, 'mf-directory', release.version));
    expect(await fs.readFile(path.join(release.dir, 'chunks/main.1a2b3c4d.js'), 'utf8')).toBe('console.log("a");');
  });

  it('never overwrites an existing version', async () => {
    const root = await makeTempDir();
    const releasesDir = path.join(root, 'releases');
    const dist = await makeDist(root, 'a');
    const first = await releaseDist({ pkg: 'mf-directory', distDir: dist, releasesDir, packageVersion: '0.1.0' });
    // Mark the released folder: a second release of the same content must leave it as is.
    await fs.writeFile(path.join(first.dir, 'marker.txt'), 'untouched');
    const second = await releaseDist({ pkg: 'mf-directory', distDir: dist, releasesDir, packageVersion: '0.1.0' });
    expect(second).toEqual({ ...first, created: false });
    expect(await fs.readFile(path.join(first.dir, 'marker.txt'), 'utf8')).toBe('untouched');
  });

  it('makes a new version for new content and keeps the old one', async () => {
    const root = await makeTempDir();
    const releasesDir = path.join(root, 'releases');
    const a = await releaseDist({ pkg: 'mf-directory', distDir: await makeDist(root, 'a'), releasesDir, packageVersion: '0.1.0' });
    const b = await releaseDist({ pkg: 'mf-directory', distDir: await makeDist(root, 'b'), releasesDir, packageVersion: '0.1.0' });
    expect(b.version).not.toBe(a.version);
    expect((await listReleases(releasesDir, 'mf-directory')).sort()).toEqual([a.version, b.version].sort());
  });

  it('leaves no temporary folder behind', async () => {
    const root = await makeTempDir();
    const releasesDir = path.join(root, 'releases');
    await releaseDist({ pkg: 'mf-directory', distDir: await makeDist(root, 'a'), releasesDir, packageVersion: '0.1.0' });
    const entries = await fs.readdir(path.join(releasesDir, 'mf-directory'));
    expect(entries.filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses a folder that is not a federated build', async () => {
    const root = await makeTempDir();
    await expect(
      releaseDist({ pkg: 'mf-directory', distDir: root, releasesDir: path.join(root, 'r'), packageVersion: '0.1.0' }),
    ).rejects.toThrow(/no mf-manifest.json/);
  });

  it('lists no versions for a package never released', async () => {
    expect(await listReleases(await makeTempDir(), 'mf-account')).toEqual([]);
  });
});
