import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { DeployPaths } from '../src/paths';
import { findIncompatibilities } from '../src/releases/compatibility';
import { promoteVersion, releaseBuild, rollbackPackage } from '../src/releases/release';
import { readState } from '../src/state/releaseState';
import { makeBuild, makeTempDir } from './helpers';

async function freshDeploy(): Promise<{ root: string; paths: DeployPaths }> {
  const root = await makeTempDir();
  return { root, paths: { releasesDir: path.join(root, 'releases'), stateDir: path.join(root, 'state') } };
}

const manifest = (shared: { name: string; version: string; requiredVersion?: string }[]) => ({
  name: 'x',
  exposes: [],
  shared: shared.map((entry) => ({ ...entry, singleton: true, assets: { js: { sync: [] } } })),
});

describe('contract compatibility', () => {
  it('accepts a consumer whose ranges the provider meets (a newer, compatible contract included)', () => {
    const shell = manifest([
      { name: 'mf-shared', version: '1.0.0' },
      { name: 'react', version: '19.3.1' },
    ]);
    const area = manifest([
      { name: 'mf-shared', version: '1.1.0', requiredVersion: '^1.0.0' },
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    ]);
    assert.deepEqual(findIncompatibilities(shell, area), []);
  });

  it('names the module, the required range and the provided version when it does not', () => {
    const shell = manifest([{ name: 'mf-shared', version: '1.0.0' }]);
    const area = manifest([
      { name: 'mf-shared', version: '2.0.0', requiredVersion: '^2.0.0' },
      { name: 'zustand', version: '5.1.0', requiredVersion: '^5.0.0' },
    ]);
    assert.deepEqual(findIncompatibilities(shell, area), [
      { module: 'mf-shared', required: '^2.0.0', provided: '1.0.0' },
      { module: 'zustand', required: '^5.0.0', provided: null },
    ]);
  });
});

describe('release', () => {
  it('releases a build into an immutable version folder and serves it; a retry changes nothing', async () => {
    const { root, paths } = await freshDeploy();
    const dist = await makeBuild(root, { name: 'directory' });
    const first = await releaseBuild({ paths, pkg: 'mf-directory', distDir: dist });
    assert.deepEqual([first.created, first.changed], [true, true]);
    assert.match(first.version, /^0\.1\.0-[0-9a-f]{8}$/);
    const again = await releaseBuild({ paths, pkg: 'mf-directory', distDir: dist });
    assert.deepEqual([again.version, again.created, again.changed], [first.version, false, false]);
    assert.equal((await readState(paths.stateDir)).targets.directory?.history.length, 1);
    assert.ok((await fs.readdir(path.join(paths.releasesDir, 'mf-directory'))).includes(first.version));
  });

  it('refuses a build of another area (its manifest names it)', async () => {
    const { root, paths } = await freshDeploy();
    const contentBuild = await makeBuild(root, { name: 'content' });
    await assert.rejects(releaseBuild({ paths, pkg: 'mf-directory', distDir: contentBuild }), /a build of 'content', not of 'directory'/);
    assert.deepEqual((await readState(paths.stateDir)).targets, {});
  });

  it('refuses an incomplete build', async () => {
    const { root, paths } = await freshDeploy();
    const dist = await makeBuild(root, { name: 'directory' });
    await fs.rm(path.join(dist, 'server'), { recursive: true });
    await assert.rejects(releaseBuild({ paths, pkg: 'mf-directory', distDir: dist }), /server\/render\.js is missing/);
  });

  it('refuses an area whose contract the served shell cannot satisfy, naming both versions', async () => {
    const { root, paths } = await freshDeploy();
    await releaseBuild({ paths, pkg: 'shell', distDir: await makeBuild(root, { name: 'shell' }) });
    const newer = await makeBuild(root, { name: 'directory', contract: { version: '2.0.0', requiredVersion: '^2.0.0' } });
    await assert.rejects(releaseBuild({ paths, pkg: 'mf-directory', distDir: newer }), (error: Error) =>
      /mf-shared: .* requires \^2\.0\.0; the served shell 0\.1\.0-[0-9a-f]{8} provides 1\.0\.0/.test(error.message),
    );
    assert.equal((await readState(paths.stateDir)).targets.directory, undefined);
  });

  it('accepts an area built against a newer, compatible contract', async () => {
    const { root, paths } = await freshDeploy();
    await releaseBuild({ paths, pkg: 'shell', distDir: await makeBuild(root, { name: 'shell' }) });
    const newer = await makeBuild(root, { name: 'directory', contract: { version: '1.1.0', requiredVersion: '^1.0.0' } });
    const release = await releaseBuild({ paths, pkg: 'mf-directory', distDir: newer });
    assert.equal(release.changed, true);
  });

  it('refuses a shell that would break a served area', async () => {
    const { root, paths } = await freshDeploy();
    await releaseBuild({
      paths,
      pkg: 'shell',
      distDir: await makeBuild(root, { name: 'shell', contract: { version: '1.1.0', requiredVersion: '^1.1.0' } }),
    });
    await releaseBuild({
      paths,
      pkg: 'mf-directory',
      distDir: await makeBuild(root, { name: 'directory', contract: { version: '1.1.0', requiredVersion: '^1.1.0' } }),
    });
    const olderShell = await makeBuild(root, { name: 'shell', marker: 'old', contract: { version: '1.0.0', requiredVersion: '^1.0.0' } });
    await assert.rejects(
      releaseBuild({ paths, pkg: 'shell', distDir: olderShell }),
      /mf-directory .* requires \^1\.1\.0; shell .* provides 1\.0\.0/,
    );
  });

  it('refuses an area claiming a pattern another served area owns at the same precedence, naming both areas', async () => {
    const { root, paths } = await freshDeploy();
    await releaseBuild({ paths, pkg: 'mf-directory', distDir: await makeBuild(root, { name: 'directory' }) });
    const greedy = await makeBuild(root, { name: 'content', routes: ['/', '/organizations/:id'] });
    await assert.rejects(
      releaseBuild({ paths, pkg: 'mf-content', distDir: greedy }),
      /content .* claims routes the served directory 0\.1\.0-[0-9a-f]{8} owns at the same precedence: \/organizations\/:id \(directory has \/organizations\/:slug\)/,
    );
    assert.equal((await readState(paths.stateDir)).targets.content, undefined);
  });

  it('accepts a more literal pattern over another area’s parameter, and an area replacing its own patterns', async () => {
    const { root, paths } = await freshDeploy();
    await releaseBuild({ paths, pkg: 'mf-directory', distDir: await makeBuild(root, { name: 'directory' }) });
    const account = await releaseBuild({
      paths,
      pkg: 'mf-account',
      distDir: await makeBuild(root, { name: 'account', routes: ['/sign-in', '/organizations/add', '/organizations/:slug/edit'] }),
    });
    assert.equal(account.changed, true);
    const renamed = await makeBuild(root, { name: 'directory', marker: 'renamed', routes: ['/organizations', '/organizations/:id'] });
    assert.equal((await releaseBuild({ paths, pkg: 'mf-directory', distDir: renamed })).changed, true);
  });

  it('refuses a rollback that would bring back a pattern another area has taken since', async () => {
    const { root, paths } = await freshDeploy();
    await releaseBuild({
      paths,
      pkg: 'mf-content',
      distDir: await makeBuild(root, { name: 'content', marker: 'a', routes: ['/', '/jobs'] }),
    });
    await releaseBuild({ paths, pkg: 'mf-content', distDir: await makeBuild(root, { name: 'content', marker: 'b', routes: ['/'] }) });
    await releaseBuild({
      paths,
      pkg: 'mf-directory',
      distDir: await makeBuild(root, { name: 'directory', routes: ['/organizations', '/jobs'] }),
    });
    await assert.rejects(
      rollbackPackage({ paths, pkg: 'mf-content' }),
      /content .* claims routes the served directory .*: \/jobs \(directory has \/jobs\)/,
    );
  });

  it('refuses a build without routes.json, or whose routes.json is not its routes', async () => {
    const { root, paths } = await freshDeploy();
    const without = await makeBuild(root, { name: 'directory', withoutRoutesFile: true });
    await assert.rejects(releaseBuild({ paths, pkg: 'mf-directory', distDir: without }), /routes\.json is missing/);
    const other = await makeBuild(root, { name: 'directory' });
    await fs.writeFile(path.join(other, 'routes.json'), JSON.stringify({ name: 'directory', routes: [{ pattern: '/organizations' }] }));
    await assert.rejects(
      releaseBuild({ paths, pkg: 'mf-directory', distDir: other }),
      /lists \/organizations but the server render answers/,
    );
    const listed = await makeBuild(root, { name: 'directory', routes: [{ pattern: '/organizations/:slug', sitemap: 'self' }] });
    await assert.rejects(
      releaseBuild({ paths, pkg: 'mf-directory', distDir: listed }),
      /has parameters: its sitemap entries come from the API/,
    );
    const twice = await makeBuild(root, { name: 'directory', routes: ['/a/:x', '/a/:y'] });
    await assert.rejects(releaseBuild({ paths, pkg: 'mf-directory', distDir: twice }), /match the same paths: \/a\/:x and \/a\/:y/);
    const badQuery = await makeBuild(root, { name: 'directory', routes: [{ pattern: '/organizations', query: ['tag', 'a b'] }] });
    await assert.rejects(
      releaseBuild({ paths, pkg: 'mf-directory', distDir: badQuery }),
      /\/organizations: query must list up to 20 parameter names/,
    );
    const personalShared = await makeBuild(root, {
      name: 'directory',
      routes: [{ pattern: '/organizations', access: 'signed-in', sameForEveryone: true }],
    });
    await assert.rejects(
      releaseBuild({ paths, pkg: 'mf-directory', distDir: personalShared }),
      /\/organizations: a page for signed-in visitors only cannot be the same for everyone/,
    );
  });

  it('rolls back and promotes again, checking each against what is served', async () => {
    const { root, paths } = await freshDeploy();
    const a = await releaseBuild({ paths, pkg: 'mf-directory', distDir: await makeBuild(root, { name: 'directory', marker: 'a' }) });
    const b = await releaseBuild({ paths, pkg: 'mf-directory', distDir: await makeBuild(root, { name: 'directory', marker: 'b' }) });
    const back = await rollbackPackage({ paths, pkg: 'mf-directory' });
    assert.deepEqual([back.from, back.to], [b.version, a.version]);
    await promoteVersion({ paths, pkg: 'mf-directory', version: b.version });
    assert.equal((await readState(paths.stateDir)).targets.directory?.current, b.version);
    await assert.rejects(promoteVersion({ paths, pkg: 'mf-directory', version: '0.1.0-deadbeef' }), /is not released/);
  });
});
