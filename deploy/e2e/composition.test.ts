// The composed site (shell + areas + API on one origin): server rendering and hydration,
// navigation between areas, failure isolation, independent releases and the shared contract.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { promises as fs, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEPLOY_ROOT, REPO_ROOT, distDirOf } from '../src/paths';
import { assertNoSevereA11yViolations } from './lib/a11y';
import { clearBrowserCache } from './lib/browser';
import { startComposedServer, type ComposedServer } from './lib/composedServer';
import {
  area,
  BASE,
  collectProblems,
  mainNavLink,
  markWindow,
  NOT_FOUND_TEXT,
  openBrowser,
  windowMarker,
  type TestBrowser,
} from './lib/site';

const UNAVAILABLE_TEXT = 'temporarily unavailable';
/** A string only react-dom's client bundle contains (its fiber property key). */
const REACT_DOM_SIGNATURE = '__reactFiber$';
/** A hook name only the federation runtime's core contains (remotes reference the shell's). */
const RUNTIME_CORE_SIGNATURE = 'beforeInitContainer';
const CFS = '/organizations/commonwealth-fusion-systems';
/** The contract version the shell provides, and the next minor one (a newer, compatible contract). */
const CONTRACT = JSON.parse(readFileSync(path.join(REPO_ROOT, 'mf-shared', 'package.json'), 'utf8')) as { version: string };
const NEXT_MINOR = CONTRACT.version.replace(
  /^(\d+)\.(\d+)\.\d+.*$/,
  (_, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`,
);

let browser: TestBrowser;
let page: Page;

/** The directory area once its organizations list has rendered (its tag tabs). */
const waitForOrganizationsList = () => area(page, 'directory').getByRole('tab').first().waitFor();

function releaseCli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(DEPLOY_ROOT, 'src', 'cli', 'release.ts'), ...args], {
    encoding: 'utf8',
  });
}

/** True once React owns the node (hydrated), false while it is the server's inert HTML. */
const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

before(async () => {
  browser = await openBrowser();
  page = browser.page;
});

after(async () => {
  await browser?.close();
});

describe('server rendering', () => {
  it('answers curl-like requests with the page itself: name, city and funding total; 404 for an unknown path', async () => {
    const response = await fetch(`${BASE}${CFS}`, { headers: { accept: '*/*' } });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    const html = await response.text();
    const detail = (await (await fetch(`${BASE}/api/v1/organizations/commonwealth-fusion-systems/`)).json()) as {
      display_name: string;
      city: string;
      total_funding: number;
    };
    assert.ok(html.includes(detail.display_name), 'the name is in the HTML');
    assert.ok(html.includes(detail.city), 'the city is in the HTML');
    assert.match(html, /Total funding/);
    assert.equal((await fetch(`${BASE}/no-such-page`)).status, 404);
    assert.equal((await fetch(`${BASE}/organizations/no-such-organization`)).status, 404);
  });

  it('shows organizations and their funding with JavaScript disabled', async () => {
    const noJs = await openBrowser({ javaScriptEnabled: false });
    try {
      await noJs.page.goto(`${BASE}/organizations`);
      const names = await noJs.page.locator('[data-area="directory"] h2').allTextContents();
      assert.ok(names.length >= 10, `organization names on the list: ${names.length}`);
      // The first page of the list, as the API sorts it (by name).
      const first = (await (await fetch(`${BASE}/api/v1/organizations/?tag=all&sort=display_name&page_size=3`)).json()) as {
        results: { display_name: string }[];
      };
      for (const organization of first.results)
        assert.ok(
          names.some((name) => name.includes(organization.display_name)),
          organization.display_name,
        );
      await noJs.page.goto(`${BASE}${CFS}`);
      await noJs.page.getByRole('heading', { level: 1, name: /Commonwealth Fusion Systems/ }).waitFor();
      const funding = noJs.page.getByRole('region', { name: 'Funding' });
      assert.match(await funding.innerText(), /\$\d/);
    } finally {
      await noJs.close();
    }
  });

  for (const [label, pathname] of [
    ['the organizations list', '/organizations'],
    ['an organization', CFS],
  ]) {
    it(`hydrates ${label} without warnings, keeping the server's nodes`, async () => {
      const watch = collectProblems(page);
      try {
        await page.goto(`${BASE}${pathname}`, { waitUntil: 'domcontentloaded' });
        await page
          .locator('[data-area="directory"] h1')
          .evaluate((node) => ((node as unknown as { e2eServerNode: boolean }).e2eServerNode = true));
        await page.waitForFunction(() => {
          const heading = document.querySelector('[data-area="directory"] h1');
          return heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
        });
        await page.waitForLoadState('networkidle');
        assert.equal(
          await page
            .locator('[data-area="directory"] h1')
            .evaluate((node) => (node as unknown as { e2eServerNode?: boolean }).e2eServerNode),
          true,
          'the server-rendered heading was replaced',
        );
        assert.ok(await isHydrated(page, 'header'), 'the shell hydrated');
      } finally {
        watch.stop();
      }
      assert.deepEqual(
        watch.problems.filter((problem) => !/favicon|Failed to load resource/.test(problem)),
        [],
      );
    });
  }
});

describe('composed site', () => {
  it('lists organizations, filters by a tag tab (in the hash) and opens one without a reload', async () => {
    await page.goto(`${BASE}/organizations`);
    await waitForOrganizationsList();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('[data-area="directory"] h1') ?? {}).some((k) => k.startsWith('__reactFiber')),
    );
    await markWindow(page);
    await area(page, 'directory')
      .getByRole('tab', { name: /Fusion Machine Developers/i })
      .click();
    await page.waitForFunction(() => window.location.hash.length > 1);
    assert.match(new URL(page.url()).hash, /fusion-machine-developers/);

    const orgLink = area(page, 'directory')
      .locator('a[href^="/organizations/"]:not([href="/organizations/add"])')
      .filter({ hasText: /\S/ })
      .first();
    const href = (await orgLink.getAttribute('href'))!;
    const slug = href.split('/')[2];
    const detail = (await (await fetch(`${BASE}/api/v1/organizations/${slug}/`)).json()) as { display_name: string };
    await orgLink.click();
    await page.waitForURL(`**/organizations/${slug}`);
    await area(page, 'directory').getByRole('heading', { level: 1 }).filter({ hasText: detail.display_name }).waitFor();
    assert.equal(await windowMarker(page), 'kept', 'opening an organization reloaded the page');
  });

  it('shows the not-found view for an unknown organization and an unknown path', async () => {
    await page.goto(`${BASE}/organizations/no-such-organization-e2e`);
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    await page.goto(`${BASE}/no-such-page`);
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    assert.equal(await page.getByText(NOT_FOUND_TEXT).count(), 1, 'exactly one not-found view');
  });

  it('searches from the header with the keyboard', async () => {
    await page.goto(`${BASE}/about`);
    await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((k) => k.startsWith('__reactFiber')));
    const search = page.getByPlaceholder('Search orgs, projects & supply chain').filter({ visible: true }).first();
    await search.click();
    await page.keyboard.type('tok', { delay: 60 });
    await page.getByRole('option').first().waitFor();
    // The organization's logo box (a chunk of its own, loaded on focus): its monogram on its tag group's colour.
    const logo = page.getByRole('option').first().locator('[aria-label$=" logo"], img[alt$=" logo"]');
    await logo.waitFor();
    const colour = await logo.evaluate((node) => {
      if (node.tagName === 'IMG') return null;
      const token = /var\((--color-logo-[\w-]+)/.exec((node as HTMLElement).style.getPropertyValue('--logo-bg'))?.[1] ?? 'none';
      const probe = document.createElement('span');
      probe.style.backgroundColor = `var(${token})`;
      document.body.append(probe);
      const expected = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return { token, actual: getComputedStyle(node).backgroundColor, expected };
    });
    // (A fetched logo shows instead of the monogram.)
    if (colour) {
      assert.notEqual(colour.token, 'none', 'the monogram is on its tag group token');
      assert.equal(colour.actual, colour.expected, `the monogram is on ${colour.token}`);
    }
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/organizations/tokamak-energy');
    await area(page, 'directory').getByRole('heading', { level: 1 }).waitFor();
  });

  it('moves between areas through header links without reloading', async () => {
    await page.goto(`${BASE}/organizations`);
    await waitForOrganizationsList();
    await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((k) => k.startsWith('__reactFiber')));
    await markWindow(page);
    await mainNavLink(page, 'Articles').click();
    await page.waitForURL('**/articles');
    await area(page, 'content').waitFor();
    assert.equal(await area(page, 'directory').count(), 0, 'the directory area is unmounted');
    await page.getByRole('link', { name: 'Sign In', exact: true }).filter({ visible: true }).first().click();
    await page.waitForURL('**/sign-in');
    await area(page, 'account').waitFor();
    assert.equal(await area(page, 'content').count(), 0, 'the content area is unmounted');
    await mainNavLink(page, 'Organizations').click();
    await waitForOrganizationsList();
    assert.equal(await windowMarker(page), 'kept', 'a header link reloaded the page');
  });

  it('keeps the page working when an area cannot be loaded, and recovers with Retry', async () => {
    const blocked = '**/releases/mf-directory/**';
    await page.goto(`${BASE}/about`);
    await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((k) => k.startsWith('__reactFiber')));
    await page.route(blocked, (route) => route.abort());
    try {
      await markWindow(page);
      await mainNavLink(page, 'Organizations').click();
      await page.getByText(UNAVAILABLE_TEXT).waitFor();
      await page.locator('header').first().waitFor();
      await page.locator('footer').first().waitFor();
      await mainNavLink(page, 'Home').click();
      await page.waitForURL(`${BASE}/`);
      await area(page, 'content').waitFor();
      await mainNavLink(page, 'Organizations').click();
      await page.getByText(UNAVAILABLE_TEXT).waitFor();
    } finally {
      await page.unroute(blocked);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForOrganizationsList();
    assert.equal(await page.getByText(UNAVAILABLE_TEXT).count(), 0);
    assert.equal(await windowMarker(page), 'kept', 'Retry reloaded the page');
  });

  it('downloads React once for the shell and every area, and one federation runtime', async () => {
    await clearBrowserCache(page);
    const scripts = new Map<string, string>();
    const onResponse = async (response: import('playwright-core').Response) => {
      const url = response.url();
      if (!url.endsWith('.js')) return;
      try {
        scripts.set(url, (await response.body()).toString('utf8'));
      } catch {
        // redirects and aborted requests have no body
      }
    };
    page.on('response', onResponse);
    try {
      await page.goto(`${BASE}/`);
      await area(page, 'content').waitFor();
      await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((k) => k.startsWith('__reactFiber')));
      await mainNavLink(page, 'Organizations').click();
      await waitForOrganizationsList();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('response', onResponse);
    }
    const withReactDom = [...scripts].filter(([, body]) => body.includes(REACT_DOM_SIGNATURE)).map(([url]) => url);
    assert.ok(
      [...scripts.keys()].some((url) => url.includes('/releases/mf-directory/')),
      'the directory area loaded',
    );
    assert.equal(withReactDom.length, 1, `react-dom copies: ${withReactDom.join(', ')}`);
    // The federation runtime's core registers itself once; remotes use the shell's (externalRuntime).
    const runtimes = [...scripts].filter(([, body]) => body.includes(RUNTIME_CORE_SIGNATURE)).map(([url]) => url);
    assert.equal(runtimes.length, 1, `federation runtimes: ${runtimes.join(', ')}`);
  });

  it('has no remote URL in the shell build', async () => {
    const shellDist = distDirOf('shell');
    const offenders: string[] = [];
    for (const name of await fs.readdir(shellDist, { recursive: true })) {
      if (name.endsWith('.map') || name.endsWith('.LICENSE.txt')) continue;
      const file = path.join(shellDist, name);
      if (!statSync(file).isFile()) continue;
      const text = await fs.readFile(file, 'utf8');
      for (const needle of ['/releases/mf-', 'localhost:']) if (text.includes(needle)) offenders.push(`${name}: ${needle}`);
    }
    assert.deepEqual(offenders, []);
  });

  for (const [label, pathname] of [
    ['the organizations list', '/organizations'],
    ['an organization', CFS],
    ['the not-found view', '/no-such-page'],
  ]) {
    it(`has no serious or critical accessibility violations on ${label}`, async (t) => {
      await page.goto(`${BASE}${pathname}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await assertNoSevereA11yViolations(page, t);
    });
  }
});

describe('independent releases', () => {
  let outDir = '';
  let brokenDir = '';

  after(async () => {
    for (const dir of [outDir, brokenDir]) if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'serves another build of an area (built against a newer, compatible contract) after a release, and the old one after rollback; browser and server HTML alike',
    { timeout: 300_000 },
    async () => {
      const shellStamp = statSync(path.join(distDirOf('shell'), 'main.js')).mtimeMs;
      await page.goto(`${BASE}/organizations`);
      await waitForOrganizationsList();
      const firstBuild = await area(page, 'directory').getAttribute('data-build');
      assert.ok(firstBuild);

      // A second build of mf-directory, labelled, claiming the next minor contract version while
      // accepting the served one (the served shell provides the current mf-shared version).
      const label = `e2e-b${Date.now().toString(36)}`;
      outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-e2e-build-'));
      const build = spawnSync('npm', ['run', 'build', '-w', 'mf-directory'], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          BUILD_LABEL: label,
          BUILD_OUT_DIR: outDir,
          SHARED_OVERRIDES_JSON: JSON.stringify({ 'mf-shared': { version: NEXT_MINOR, requiredVersion: `^${CONTRACT.version}` } }),
        },
        encoding: 'utf8',
      });
      assert.equal(build.status, 0, `build failed:\n${build.stdout?.slice(-2000)}\n${build.stderr?.slice(-2000)}`);
      const manifest = JSON.parse(await fs.readFile(path.join(outDir, 'mf-manifest.json'), 'utf8')) as {
        shared: { name: string; version: string }[];
      };
      assert.equal(manifest.shared.find((entry) => entry.name === 'mf-shared')?.version, NEXT_MINOR);

      const release = releaseCli('mf-directory', '--from', outDir, '--label', label);
      assert.equal(release.status, 0, release.stderr);
      const registry = (await (await fetch(`${BASE}/remotes.json`)).json()) as { remotes: { directory: { version: string } } };
      assert.match(registry.remotes.directory.version, new RegExp(`-${label}-[0-9a-f]{8}$`));

      // The server renders with the new build at once...
      const html = await (await fetch(`${BASE}/organizations`)).text();
      assert.match(html, new RegExp(`data-build="${label}"`));
      // ...and the browser runs it under the old shell.
      const watch = collectProblems(page);
      await page.reload();
      await waitForOrganizationsList();
      assert.equal(await area(page, 'directory').getAttribute('data-build'), label);
      await area(page, 'directory')
        .getByRole('tab', { name: /Funders/ })
        .click();
      await page.waitForFunction(() => window.location.hash === '#funders');
      watch.stop();
      assert.deepEqual(
        watch.problems.filter((problem) => !/favicon|Failed to load resource/.test(problem)),
        [],
      );

      const rollback = releaseCli('rollback', 'mf-directory');
      assert.equal(rollback.status, 0, rollback.stderr);
      assert.match(await (await fetch(`${BASE}/organizations`)).text(), new RegExp(`data-build="${firstBuild}"`));
      await page.reload();
      await waitForOrganizationsList();
      assert.equal(await area(page, 'directory').getAttribute('data-build'), firstBuild);
      assert.equal(statSync(path.join(distDirOf('shell'), 'main.js')).mtimeMs, shellStamp, 'the shell was rebuilt');
    },
  );

  it(
    'serves a page an area adds with its own release alone (server HTML, hydration, sitemap, robots), and its rollback takes the page away on every process',
    { timeout: 600_000 },
    async () => {
      const stateDir = process.env.DEPLOY_STATE_DIR!;
      const servedShell = () =>
        (JSON.parse(readFileSync(path.join(stateDir, 'state.json'), 'utf8')) as { targets: { shell: { current: string } } }).targets.shell
          .current;
      const shellBefore = servedShell();
      const shellStamp = statSync(path.join(distDirOf('shell'), 'main.js')).mtimeMs;
      // A second server process on the same release state and releases (its own database): each
      // process re-reads the state file, so both must follow the release and the rollback.
      let second: ComposedServer | null = null;
      let served = false;
      const fixtureDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-e2e-new-page-'));
      try {
        second = await startComposedServer({
          port: 8251,
          extraEnv: { DEPLOY_STATE_DIR: stateDir, DEPLOY_RELEASES_DIR: process.env.DEPLOY_RELEASES_DIR! },
        });
        const bases = [BASE, second.baseUrl];
        for (const base of bases) assert.equal((await fetch(`${base}/e2e-new-page`)).status, 404, base);

        // mf-content with its test-only routes (E2E_FIXTURES=1): /e2e-new-page, listed in the
        // sitemap, and /e2e-new-page/members, signed-in only (a robots.txt rule).
        const label = `e2e-page${Date.now().toString(36)}`;
        const build = spawnSync('npm', ['run', 'build', '-w', 'mf-content'], {
          cwd: REPO_ROOT,
          env: { ...process.env, E2E_FIXTURES: '1', BUILD_LABEL: label, BUILD_OUT_DIR: fixtureDir },
          encoding: 'utf8',
        });
        assert.equal(build.status, 0, `build failed:\n${build.stdout?.slice(-2000)}\n${build.stderr?.slice(-2000)}`);
        const recorded = JSON.parse(await fs.readFile(path.join(fixtureDir, 'routes.json'), 'utf8')) as { routes: { pattern: string }[] };
        assert.ok(recorded.routes.some((route) => route.pattern === '/e2e-new-page'));

        const release = releaseCli('mf-content', '--from', fixtureDir, '--label', label);
        assert.equal(release.status, 0, release.stderr);
        served = true;
        assert.equal(servedShell(), shellBefore, 'the shell release changed');

        for (const base of bases) {
          const response = await fetch(`${base}/e2e-new-page`);
          assert.equal(response.status, 200, base);
          assert.match(await response.text(), /<div id="area-content" data-server-rendered="">.*<h1>E2E new page<\/h1>/s, base);
          assert.match(await (await fetch(`${base}/sitemap.xml`)).text(), /\/e2e-new-page<\/loc>/, base);
          assert.match(await (await fetch(`${base}/robots.txt`)).text(), /^Disallow: \/e2e-new-page\/members$/m, base);
        }

        // The browser hydrates it under the served shell: a click changes its state, no reload.
        const watch = collectProblems(page);
        await page.goto(`${BASE}/e2e-new-page`);
        await page.waitForFunction(() =>
          Object.keys(document.querySelector('[data-area="content"] h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
        );
        assert.equal(await area(page, 'content').getAttribute('data-build'), label);
        await area(page, 'content').getByRole('button', { name: 'Clicked 0 times' }).click();
        await area(page, 'content').getByRole('button', { name: 'Clicked 1 times' }).waitFor();
        // Client-side navigation to another area and back keeps working with the new table.
        await markWindow(page);
        await mainNavLink(page, 'Organizations').click();
        await waitForOrganizationsList();
        await page.goBack();
        await area(page, 'content').getByRole('heading', { name: 'E2E new page' }).waitFor();
        assert.equal(await windowMarker(page), 'kept', 'navigating reloaded the page');
        watch.stop();
        assert.deepEqual(
          watch.problems.filter((problem) => !/favicon|Failed to load resource/.test(problem)),
          [],
        );

        const rollback = releaseCli('rollback', 'mf-content');
        assert.equal(rollback.status, 0, rollback.stderr);
        served = false;
        for (const base of bases) {
          assert.equal((await fetch(`${base}/e2e-new-page`)).status, 404, base);
          assert.doesNotMatch(await (await fetch(`${base}/sitemap.xml`)).text(), /e2e-new-page/, base);
          assert.doesNotMatch(await (await fetch(`${base}/robots.txt`)).text(), /e2e-new-page/, base);
        }
        await page.goto(`${BASE}/e2e-new-page`);
        await page.getByText(NOT_FOUND_TEXT).waitFor();
        assert.equal(servedShell(), shellBefore);
        assert.equal(statSync(path.join(distDirOf('shell'), 'main.js')).mtimeMs, shellStamp, 'the shell was rebuilt');
      } finally {
        // The other tests expect the content area's usual build.
        if (served) releaseCli('rollback', 'mf-content');
        await second?.stop();
        await fs.rm(fixtureDir, { recursive: true, force: true });
      }
    },
  );

  it('refuses to release a build whose contract the served shell cannot satisfy, naming both versions', async () => {
    brokenDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-e2e-incompatible-'));
    await fs.cp(distDirOf('mf-directory'), brokenDir, { recursive: true });
    const file = path.join(brokenDir, 'mf-manifest.json');
    const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as {
      shared: { name: string; version: string; requiredVersion: string }[];
    };
    for (const entry of manifest.shared)
      if (entry.name === 'mf-shared') Object.assign(entry, { version: '2.0.0', requiredVersion: '^2.0.0' });
    await fs.writeFile(file, JSON.stringify(manifest));
    const release = releaseCli('mf-directory', '--from', brokenDir, '--label', 'incompatible');
    assert.notEqual(release.status, 0);
    assert.match(release.stderr, /mf-shared: .*requires \^2\.0\.0; the served shell \S+ provides 1\.\d+\.\d+/);
  });

  it('sends the chrome and a working client-rendered area when the area server bundle throws', { timeout: 120_000 }, async () => {
    const throwing = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-e2e-throwing-'));
    try {
      await fs.cp(distDirOf('mf-directory'), throwing, { recursive: true });
      // The same bundle, whose render always throws (its exports are getters: wrap, do not assign).
      await fs.rename(path.join(throwing, 'server', 'render.js'), path.join(throwing, 'server', 'original.js'));
      await fs.writeFile(
        path.join(throwing, 'server', 'render.js'),
        "const original = require('./original.js');\nmodule.exports = { ...original, render: async () => { throw new Error('e2e: broken server render'); } };\n",
      );
      const release = releaseCli('mf-directory', '--from', throwing, '--label', 'throwing');
      assert.equal(release.status, 0, release.stderr);
      const response = await fetch(`${BASE}/organizations`);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.match(html, /<header/);
      assert.doesNotMatch(html, /data-server-rendered/);
      await page.goto(`${BASE}/organizations`);
      await waitForOrganizationsList();
      assert.ok((await area(page, 'directory').locator('h2').count()) > 0, 'the area rendered in the browser');
    } finally {
      const rollback = releaseCli('rollback', 'mf-directory');
      assert.equal(rollback.status, 0, rollback.stderr);
      await fs.rm(throwing, { recursive: true, force: true });
    }
  });
});
