import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { DeployPaths } from '../src/paths';
import { releaseBuild } from '../src/releases/release';
import { copyIntoRelease } from '../src/releases/store';
import { promote, readState } from '../src/state/releaseState';
import { composeRouteTable, ownershipOf, servedRouteFor, type ServedRoute } from '../src/state/routeTable';
import { disallowedPaths, robotsTxt, sitemapEntries } from '../src/server/seo';
import { makeBuild, makeTempDir } from './helpers';

async function freshDeploy(): Promise<{ root: string; paths: DeployPaths }> {
  const root = await makeTempDir();
  return { root, paths: { releasesDir: path.join(root, 'releases'), stateDir: path.join(root, 'state') } };
}

const TABLE: ServedRoute[] = [
  { area: 'directory', pattern: '/organizations', sitemap: 'self' },
  { area: 'directory', pattern: '/organizations/:slug', sitemap: 'api' },
  { area: 'directory', pattern: '/projects/:slug', sitemap: 'api' },
  { area: 'content', pattern: '/', sitemap: 'self' },
  { area: 'content', pattern: '/article' },
  { area: 'account', pattern: '/profile', noindex: true, access: 'signed-in' },
  { area: 'account', pattern: '/organizations/add', noindex: true, access: 'signed-in' },
  { area: 'account', pattern: '/organizations/:slug/edit', noindex: true, access: 'signed-in' },
  { area: 'account', pattern: '/review', noindex: true, access: 'staff' },
  { area: 'account', pattern: '/review/history', noindex: true, access: 'staff' },
];

describe('the served route table', () => {
  it("is every area's current release's routes.json; a release of one area changes only its part", async () => {
    const { root, paths } = await freshDeploy();
    await releaseBuild({ paths, pkg: 'mf-directory', distDir: await makeBuild(root, { name: 'directory' }) });
    await releaseBuild({ paths, pkg: 'mf-account', distDir: await makeBuild(root, { name: 'account' }) });
    const before = await composeRouteTable(paths, await readState(paths.stateDir));
    assert.deepEqual(ownershipOf(before), [
      { area: 'directory', pattern: '/organizations' },
      { area: 'directory', pattern: '/organizations/:slug' },
      { area: 'account', pattern: '/sign-in' },
      { area: 'account', pattern: '/profile' },
    ]);
    const newPage = { pattern: '/e2e-new-page', sitemap: 'self' as const, query: ['b', 'a'] };
    await releaseBuild({
      paths,
      pkg: 'mf-directory',
      distDir: await makeBuild(root, { name: 'directory', marker: 'new', routes: ['/organizations', newPage] }),
    });
    const after = await composeRouteTable(paths, await readState(paths.stateDir));
    assert.deepEqual(
      after.filter((route) => route.area === 'directory'),
      [
        { area: 'directory', pattern: '/organizations' },
        { area: 'directory', pattern: '/e2e-new-page', sitemap: 'self', query: ['a', 'b'] }, // its query parameters, sorted
      ],
    );
  });

  it('reads a release made before builds wrote routes.json from its server bundle (no metadata)', async () => {
    const { root, paths } = await freshDeploy();
    const legacy = await makeBuild(root, { name: 'content', withoutRoutesFile: true });
    const { version } = await copyIntoRelease({
      pkg: 'mf-content',
      distDir: legacy,
      releasesDir: paths.releasesDir,
      packageVersion: '0.1.0',
    });
    await promote({ stateDir: paths.stateDir, target: 'content', version });
    assert.deepEqual(await composeRouteTable(paths, await readState(paths.stateDir)), [
      { area: 'content', pattern: '/' },
      { area: 'content', pattern: '/articles' },
    ]);
  });

  it('gives a path to its most literal pattern, whichever area declared it first', () => {
    assert.equal(servedRouteFor(TABLE, '/organizations/add')?.route.area, 'account');
    assert.equal(servedRouteFor(TABLE, '/organizations/cfs')?.route.area, 'directory');
    assert.equal(servedRouteFor(TABLE, '/organizations/cfs/edit')?.route.area, 'account');
    assert.equal(servedRouteFor(TABLE, '/nope'), null);
  });
});

describe('robots.txt and sitemap.xml from the route metadata', () => {
  it('disallows protected routes, a parameter as *, without rules a shorter one covers', () => {
    assert.deepEqual(disallowedPaths(TABLE), ['/profile', '/organizations/add', '/organizations/*/edit', '/review']);
    assert.match(
      robotsTxt('https://x.example', TABLE),
      /Disallow: \/api\/\nDisallow: \/profile\n[^]*Sitemap: https:\/\/x\.example\/sitemap\.xml/,
    );
  });

  it("lists 'self' routes and the API's paths whose route is listed as 'api'", () => {
    const api = [
      { path: '/organizations/cfs', lastmod: '2026-01-02' },
      { path: '/projects/iter', lastmod: '2026-01-03' },
      { path: '/articles/gone', lastmod: '2026-01-04' }, // no served route: left out
      { path: '/organizations/add', lastmod: '2026-01-05' }, // the account page answers it: left out
    ];
    assert.deepEqual(sitemapEntries(TABLE, api), [
      { path: '/organizations' },
      { path: '/' },
      { path: '/organizations/cfs', lastmod: '2026-01-02' },
      { path: '/projects/iter', lastmod: '2026-01-03' },
    ]);
  });
});
