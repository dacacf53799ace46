// Browser tests of the composed site: shell + remotes + API on one origin (run by e2e/run.mjs,
// which sets E2E_BASE_URL and the temporary DEPLOY_STATE_DIR / DEPLOY_RELEASES_DIR).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { promises as fs, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { DEPLOY_ROOT, REPO_ROOT, deployPaths } from '../lib/paths.mjs';
import { clearBrowserCache, launchBrowser } from './lib/browser.mjs';

const BASE = process.env.E2E_BASE_URL;
if (!BASE) throw new Error('E2E_BASE_URL is not set: run these tests with npm run test:e2e');

const NOT_FOUND_TEXT = 'This page could not be found.';
const UNAVAILABLE_TEXT = 'temporarily unavailable';
/** A string only react-dom's client bundle contains (its fiber property key). */
const REACT_DOM_SIGNATURE = '__reactFiber$';

let browser;
/** @type {import('playwright-core').Page} */
let page;

const area = (name) => page.locator(`[data-area="${name}"]`);
const mainNavLink = (name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Marks the window: if the marker is still there later, the page was never reloaded. */
async function markWindow() {
  await page.evaluate(() => {
    window.__e2eMarker = 'kept';
  });
}
const windowMarker = () => page.evaluate(() => window.__e2eMarker ?? null);

/** The directory area once its organizations list has rendered (its tag tabs). */
async function waitForOrganizationsList() {
  await area('directory').getByRole('tab').first().waitFor();
}

before(async () => {
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.setDefaultTimeout(20_000);
});

after(async () => {
  await browser?.close();
});

describe('composed site', () => {
  it('lists organizations, filters by a tag tab (in the hash) and opens one', async () => {
    await page.goto(`${BASE}/organizations`);
    await waitForOrganizationsList();
    await markWindow();

    await area('directory').getByRole('tab', { name: /Fusion Machine Developers/i }).click();
    await page.waitForFunction(() => window.location.hash.length > 1);
    assert.match(new URL(page.url()).hash, /fusion-machine-developers/);

    const orgLink = area('directory')
      .locator('a[href^="/organizations/"]:not([href="/organizations/add"])')
      .filter({ hasText: /\S/ })
      .first();
    const href = await orgLink.getAttribute('href');
    const slug = href.split('/')[2];
    const detail = await (await fetch(`${BASE}/api/v1/organizations/${slug}/`)).json();
    await orgLink.click();

    await page.waitForURL(`**/organizations/${slug}`);
    const heading = area('directory').getByRole('heading', { level: 1 });
    await heading.filter({ hasText: detail.display_name }).waitFor();
    assert.equal(await windowMarker(), 'kept', 'opening an organization reloaded the page');
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
    const search = page.getByPlaceholder('Search orgs, projects & supply chain').filter({ visible: true }).first();
    await search.click();
    await page.keyboard.type('tok', { delay: 60 });
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/organizations/tokamak-energy');
    await area('directory').getByRole('heading', { level: 1 }).waitFor();
  });

  it('keeps the page working when a remote cannot be loaded, and recovers with Retry', async () => {
    const blocked = '**/remotes/mf-directory/**';
    await page.route(blocked, (route) => route.abort());
    try {
      await page.goto(`${BASE}/organizations`);
      await page.getByText(UNAVAILABLE_TEXT).waitFor();
      await page.locator('header').first().waitFor();
      await page.locator('footer').first().waitFor();
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      await markWindow();

      // Another area still works.
      await mainNavLink('Home').click();
      await page.waitForURL(`${BASE}/`);
      await area('content').waitFor();

      await mainNavLink('Organizations').click();
      await page.getByText(UNAVAILABLE_TEXT).waitFor();
    } finally {
      await page.unroute(blocked);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForOrganizationsList();
    assert.equal(await page.getByText(UNAVAILABLE_TEXT).count(), 0);
    assert.equal(await windowMarker(), 'kept', 'Retry reloaded the page');
  });

  it('downloads React once for the shell and every remote', async () => {
    await clearBrowserCache(page);
    const scripts = new Map();
    const onResponse = async (response) => {
      const url = response.url();
      if (!url.endsWith('.js') && !url.includes('.js?')) return;
      try {
        scripts.set(url.split('?')[0], (await response.body()).toString('utf8'));
      } catch {
        // redirects and aborted requests have no body
      }
    };
    page.on('response', onResponse);
    try {
      await page.goto(`${BASE}/`);
      await area('content').waitFor();
      await mainNavLink('Organizations').click();
      await waitForOrganizationsList();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('response', onResponse);
    }
    const withReactDom = [...scripts].filter(([, body]) => body.includes(REACT_DOM_SIGNATURE)).map(([url]) => url);
    assert.ok(scripts.size > 3, `expected the shell and remote scripts, saw ${scripts.size}`);
    assert.ok([...scripts.keys()].some((url) => url.includes('/remotes/mf-directory/')), 'the directory remote loaded');
    assert.deepEqual(withReactDom.length, 1, `react-dom copies: ${withReactDom.join(', ')}`);
  });

  it('has no remote URL in the shell build', async () => {
    const { shellDir: shellDist } = deployPaths();
    const offenders = [];
    for (const name of await fs.readdir(shellDist, { recursive: true })) {
      if (name.endsWith('.map') || name.endsWith('.LICENSE.txt')) continue;
      const file = path.join(shellDist, name);
      if (!statSync(file).isFile()) continue;
      const text = await fs.readFile(file, 'utf8');
      for (const needle of ['/remotes/mf-', 'localhost:']) if (text.includes(needle)) offenders.push(`${name}: ${needle}`);
    }
    assert.deepEqual(offenders, []);
  });

  it('moves between areas through header links without reloading', async () => {
    await page.goto(`${BASE}/organizations`);
    await waitForOrganizationsList();
    await markWindow();

    await mainNavLink('Articles').click();
    await page.waitForURL('**/articles');
    await area('content').waitFor();
    assert.equal(await area('directory').count(), 0, 'the directory area is unmounted');

    await page.getByRole('link', { name: 'Sign In', exact: true }).filter({ visible: true }).first().click();
    await page.waitForURL('**/sign-in');
    await area('account').waitFor();
    assert.equal(await area('content').count(), 0, 'the content area is unmounted');

    await mainNavLink('Organizations').click();
    await waitForOrganizationsList();
    assert.equal(await windowMarker(), 'kept', 'a header link reloaded the page');
  });

  for (const [label, pathname] of [
    ['the organizations list', '/organizations'],
    ['an organization', '/organizations/tokamak-energy'],
  ]) {
    it(`has no serious or critical accessibility violations on ${label}`, async (t) => {
      await page.goto(`${BASE}${pathname}`);
      await area('directory').getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const { violations, passes } = await new AxeBuilder({ page }).analyze();
      assert.ok(passes.length > 0, 'axe checked nothing');
      t.diagnostic(`axe: ${violations.length} rule(s) violated on ${pathname}`);
      for (const v of violations) t.diagnostic(`axe ${v.impact}: ${v.id} (${v.nodes.length}) ${v.help}`);
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(
        severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`),
        [],
      );
    });
  }

  it('serves another build of a remote after a registry swap, and the old one after rollback', { timeout: 300_000 }, async () => {
    const shellFiles = ['index.html', 'main.js'].map((name) => path.join(deployPaths().shellDir, name));
    const shellStamps = shellFiles.map((file) => statSync(file).mtimeMs);

    await page.goto(`${BASE}/organizations`);
    await waitForOrganizationsList();
    const firstBuild = await area('directory').getAttribute('data-build');
    assert.ok(firstBuild);

    // A second build of mf-directory, labelled, into its own folder (dist/ stays as it is).
    const label = `e2e-b${Date.now().toString(36)}`;
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fusion-e2e-build-'));
    try {
      const build = spawnSync('npm', ['run', 'build', '-w', 'mf-directory', '--', '--output-path', outDir], {
        cwd: REPO_ROOT,
        env: { ...process.env, BUILD_LABEL: label },
        encoding: 'utf8',
      });
      assert.equal(build.status, 0, `build failed:\n${build.stdout?.slice(-2000)}\n${build.stderr?.slice(-2000)}`);

      const releaseCli = path.join(DEPLOY_ROOT, 'scripts', 'release.mjs');
      const release = spawnSync(process.execPath, [releaseCli, 'mf-directory', '--from', outDir, '--label', label], {
        encoding: 'utf8',
      });
      assert.equal(release.status, 0, release.stderr);

      const registry = await (await fetch(`${BASE}/remotes.json`)).json();
      assert.match(registry.remotes.directory.version, new RegExp(`-${label}-[0-9a-f]{8}$`));

      await page.reload();
      await waitForOrganizationsList();
      assert.equal(await area('directory').getAttribute('data-build'), label);

      const rollback = spawnSync(process.execPath, [releaseCli, 'rollback', 'mf-directory'], { encoding: 'utf8' });
      assert.equal(rollback.status, 0, rollback.stderr);
      await page.reload();
      await waitForOrganizationsList();
      assert.equal(await area('directory').getAttribute('data-build'), firstBuild);
    } finally {
      await fs.rm(outDir, { recursive: true, force: true });
    }
    assert.deepEqual(
      shellFiles.map((file) => statSync(file).mtimeMs),
      shellStamps,
      'the shell was rebuilt',
    );
  });
});
