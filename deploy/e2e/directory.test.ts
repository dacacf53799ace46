// The directory area on the composed site (issue 10): projects and a project, the supply chain,
// /funding without JavaScript, a CSV download, a comparison of three organizations, axe, and
// hydration without warnings.
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoSevereA11yViolations } from './lib/a11y';
import { area, BASE, collectProblems, markWindow, openBrowser, windowMarker, type TestBrowser } from './lib/site';

let browser: TestBrowser;
let page: Page;

const directory = () => area(page, 'directory');

/** True once React owns the area's heading (the page hydrated). */
const waitForHydration = (target: Page = page) =>
  target.waitForFunction(() => {
    const heading = document.querySelector('[data-area="directory"] h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });

/**
 * Problems worth failing on. Left aside: the browser's resource noise, and Chromium's notice that a
 * preloaded script of the shell was not used within seconds of load (the server's preload list,
 * not this area's rendering; it can also arrive late from the previous page).
 */
const relevant = (problems: string[]) =>
  problems.filter((problem) => !/favicon|Failed to load resource|was preloaded using link preload but not used/.test(problem));

before(async () => {
  browser = await openBrowser();
  page = browser.page;
});

after(async () => {
  await browser?.close();
});

describe('projects', () => {
  it('lists projects, filters by a concept tab (in the hash) and opens a project without a reload', async () => {
    await page.goto(`${BASE}/projects`);
    await waitForHydration();
    await markWindow(page);
    const all = await directory().getByRole('tab', { name: /^All/ }).textContent();
    const allCount = Number(/\d+/.exec(all ?? '')?.[0]);
    assert.ok(allCount >= 20, `projects: ${allCount}`);

    const tokamak = directory().getByRole('tab', { name: /^Tokamak\s*\d/ });
    const tokamakCount = Number(/\d+/.exec((await tokamak.textContent()) ?? '')?.[0]);
    await tokamak.click();
    await page.waitForFunction(() => window.location.hash === '#tokamak');
    assert.equal(await tokamak.getAttribute('aria-selected'), 'true');
    await page.waitForFunction(
      (count) => document.querySelector('[data-area="directory"] [role="tabpanel"] p')?.textContent?.startsWith(`${count} `),
      tokamakCount,
    );
    const cards = directory().getByRole('tabpanel').getByRole('article');
    assert.ok((await cards.count()) > 0);
    for (const text of await cards.allTextContents()) assert.match(text, /Tokamak/);

    await cards.first().getByRole('link').click();
    const heading = directory().getByRole('heading', { level: 1 });
    await heading.waitFor();
    assert.match(page.url(), /\/projects\/[a-z0-9-]+$/);
    assert.equal(await windowMarker(page), 'kept', 'client-side navigation, no reload');
    const concept = directory().getByRole('link', { name: 'Tokamak', exact: true });
    assert.equal(await concept.getAttribute('href'), '/projects/#tokamak');
    assert.match(await page.title(), new RegExp(`^${await heading.textContent()} \\|`));
  });

  it('a project page arrives as HTML (status 200, name and sources); an unknown one is a 404', async () => {
    const response = await fetch(`${BASE}/projects/sparc`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<h1[^>]*>SPARC<\/h1>/);
    // Each source says how it was checked: 'verified on {date}' when read, else 'cited'.
    assert.match(html, /verified on|cited/);
    assert.match(html, /"@type":"ResearchProject"/);
    assert.equal((await fetch(`${BASE}/projects/no-such-project`)).status, 404);
  });

  it('with ?showProjectStatus=true shows statuses and sorts by status', async () => {
    await page.goto(`${BASE}/projects?showProjectStatus=true`);
    await waitForHydration();
    const sortButton = directory().getByRole('button', { name: /Sort by/ });
    assert.equal(await sortButton.isEnabled(), true);
    await sortButton.click();
    await directory().getByRole('option', { name: 'Status', exact: true }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-area="directory"] [role="tabpanel"] article')?.textContent?.includes('Planned'),
    );
  });
});

describe('organizations', () => {
  it("the browser's find reaches a card far down the list: every card is in the page, none virtualised away (issue 24)", async () => {
    await page.goto(`${BASE}/organizations`);
    await waitForHydration();
    // The list loads its first page, then the rest: wait until every card the tab counts is in the DOM.
    const cards = directory().getByRole('tabpanel').getByRole('article');
    await page.waitForFunction(() => {
      const count = Number(
        /\d+/.exec(document.querySelector('[data-area="directory"] [role="tab"][aria-selected="true"]')?.textContent ?? '')?.[0],
      );
      return count > 100 && document.querySelectorAll('[data-area="directory"] [role="tabpanel"] article').length === count;
    });
    const total = await cards.count();
    const last = cards.nth(total - 1);
    const name = (await last.getByRole('heading').first().textContent())?.trim() ?? '';
    assert.ok(name.length > 0, 'the last card has a name');

    await page.evaluate(() => window.scrollTo(0, 0));
    const found = await page.evaluate((text) => {
      // window.find is non-standard but Chromium's; it searches the page as Ctrl+F does, from the top.
      const find = (window as unknown as { find(text: string, caseSensitive?: boolean): boolean }).find;
      const hit = find.call(window, text, true);
      const node = window.getSelection()?.anchorNode ?? null;
      const card = (node instanceof Element ? node : node?.parentElement)?.closest('article');
      const cardsInList = [...document.querySelectorAll('[data-area="directory"] [role="tabpanel"] article')];
      return { hit, index: card ? cardsInList.indexOf(card) : -1 };
    }, name);
    assert.equal(found.hit, true, `window.find('${name}')`);
    assert.equal(found.index, total - 1, 'the selection is in the last card');
    // Far beyond a screenful: a virtualised list would not hold it until scrolled to.
    assert.ok(total > 100, `cards: ${total}`);
  });
});

describe('supply chain', () => {
  it('filters as you type, and the Affiliates tab keeps affiliates only with a note linking to /affiliate', async () => {
    await page.goto(`${BASE}/supply-chain`);
    await waitForHydration();
    const tabs = await directory().getByRole('tab').allTextContents();
    assert.match(tabs[0] ?? '', /^All/);
    assert.match(tabs[1] ?? '', /^Affiliates/);
    const categoryCount = async () => directory().getByRole('tabpanel').getByRole('heading', { level: 2 }).count();
    const before = await categoryCount();
    assert.ok(before >= 5, `categories: ${before}`);

    await directory().getByRole('searchbox', { name: 'Search the supply chain' }).fill('gyrotron');
    await page.waitForFunction(() => document.querySelectorAll('[data-area="directory"] [role="tabpanel"] h2').length === 1);
    assert.match((await directory().getByRole('tabpanel').innerText()) ?? '', /Gyrotrons/i);
    await directory().getByRole('searchbox', { name: 'Search the supply chain' }).fill('zzzz-nothing');
    await directory().getByText('No results found for zzzz-nothing.').waitFor();
    await directory().getByRole('searchbox', { name: 'Search the supply chain' }).fill('');

    await directory()
      .getByRole('tab', { name: /^Affiliates/ })
      .click();
    await page.waitForFunction(() => window.location.hash === '#affiliates');
    assert.equal(await directory().getByRole('link', { name: 'Become an affiliate' }).getAttribute('href'), '/affiliate');
    const panel = directory().getByRole('tabpanel');
    const organizations = panel.locator('li a[href^="/organizations/"]');
    const checks = panel.getByRole('link', { name: /is an affiliate member/ });
    assert.ok((await organizations.count()) > 0);
    assert.equal(await checks.count(), await organizations.count(), 'every listed organization is an affiliate');
    assert.equal(await checks.first().getAttribute('href'), '/affiliate');
  });
});

describe('funding', () => {
  it('/funding reads without JavaScript: totals, SVG charts, tables, and filters by a GET form', async () => {
    const noJs = await openBrowser({ javaScriptEnabled: false });
    try {
      const response = await noJs.page.goto(`${BASE}/funding`);
      assert.equal(response?.status(), 200);
      const main = area(noJs.page, 'directory');
      await main.getByRole('heading', { level: 1, name: 'Funding' }).waitFor();
      assert.match(await main.getByText('Disclosed funding', { exact: true }).first().locator('..').innerText(), /\$\d/);
      assert.ok((await main.locator('figure svg').count()) >= 6, 'three charts drawn by the server');
      assert.ok((await main.getByRole('figure').count()) === 3);
      const rounds = main.getByRole('region', { name: 'Largest rounds' }).getByRole('row');
      assert.ok((await rounds.count()) > 5);

      await main.getByRole('combobox', { name: 'Type' }).selectOption('non-dilutive');
      await main.getByRole('button', { name: 'Apply' }).click();
      await noJs.page.waitForURL(/\/funding\?type=non-dilutive/);
      const types = await area(noJs.page, 'directory')
        .getByRole('region', { name: 'Largest rounds' })
        .locator('td[data-label="Type"]')
        .allTextContents();
      assert.ok(types.length > 0);
      assert.deepEqual([...new Set(types)], ['Non-dilutive']);
    } finally {
      await noJs.close();
    }
  });

  it('the sitemap lists /funding and /compare', async () => {
    const xml = await (await fetch(`${BASE}/sitemap.xml`)).text();
    assert.match(xml, /<loc>[^<]*\/funding<\/loc>/);
    assert.match(xml, /<loc>[^<]*\/compare<\/loc>/);
  });
});

describe('exports', () => {
  it('downloads the organizations of the current tab as a CSV a spreadsheet opens', async () => {
    await page.goto(`${BASE}/organizations#fusion-machine-developers`);
    await waitForHydration();
    await page.waitForFunction(() =>
      document
        .querySelector('[data-area="directory"] a[href*="organizations.csv"]')
        ?.getAttribute('href')
        ?.includes('tag=fusion-machine-developers'),
    );
    const [download] = await Promise.all([page.waitForEvent('download'), directory().getByRole('link', { name: 'Download CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^organizations-fusion-machine-developers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await fs.readFile((await download.path())!, 'utf8');
    assert.ok(text.startsWith('\uFEFF'), 'a byte-order mark (UTF-8 for spreadsheets)');
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    assert.equal(
      lines[0],
      'Name,Acronym,Page,Website,Country,Country code,Region,City,Founded,Tags,Affiliate,Total funding (USD),Projects,Jobs,Supply chain offerings,Sources,Verified on',
    );
    const tab = await directory()
      .getByRole('tab', { name: /Fusion Machine Developers/ })
      .textContent();
    assert.equal(lines.length - 1, Number(/\d+/.exec(tab ?? '')?.[0]), 'one row per organization of the tab');
    assert.ok(lines.slice(1).every((line) => line.includes('Fusion Machine Developer')));
  });
});

describe('compare', () => {
  it('compares three organizations: Compare on a card, then two added by search; the URL is the state', async () => {
    await page.goto(`${BASE}/organizations#fusion-machine-developers`);
    await waitForHydration();
    await directory().getByRole('link', { name: 'Compare Commonwealth Fusion Systems' }).click();
    await page.waitForURL(/\/compare\?orgs=commonwealth-fusion-systems$/);
    const search = directory().getByRole('searchbox', { name: 'Add an organization' });
    for (const [query, name] of [
      ['helion', 'Helion Energy'],
      ['tokamak energy', 'Tokamak Energy'],
    ]) {
      await search.fill(query!);
      await directory()
        .getByRole('button', { name: `Add ${name}` })
        .click();
      await directory()
        .getByRole('columnheader', { name: new RegExp(name!) })
        .waitFor();
    }
    assert.match(page.url(), /\/compare\?orgs=commonwealth-fusion-systems,helion-energy,tokamak-energy$/);
    const headers = directory().getByRole('table', { name: 'Compared organizations' }).getByRole('columnheader');
    assert.equal(await headers.count(), 3);

    // Shared as a link: the server renders the same comparison.
    const html = await (await fetch(page.url())).text();
    for (const name of ['Commonwealth Fusion Systems', 'Helion Energy', 'Tokamak Energy', 'Total funding', 'Machines'])
      assert.ok(html.includes(name), name);
    assert.match(html, /<title>Compare Commonwealth Fusion Systems, Helion Energy, Tokamak Energy \|/);
  });
});

describe('accessibility and hydration', () => {
  for (const pathname of ['/projects', '/projects/sparc', '/supply-chain', '/funding']) {
    it(`${pathname} has no serious or critical axe violation`, async (t) => {
      await page.goto(`${BASE}${pathname}`);
      await waitForHydration();
      await page.waitForLoadState('networkidle');
      await assertNoSevereA11yViolations(page, t);
    });
  }

  for (const pathname of ['/projects', '/supply-chain']) {
    it(`${pathname} hydrates without warnings, keeping the server's nodes`, async () => {
      const watch = collectProblems(page);
      try {
        await page.goto(`${BASE}${pathname}`, { waitUntil: 'domcontentloaded' });
        await page
          .locator('[data-area="directory"] h1')
          .evaluate((node) => ((node as unknown as { e2eServerNode: boolean }).e2eServerNode = true));
        await waitForHydration();
        await page.waitForLoadState('networkidle');
        assert.equal(
          await page
            .locator('[data-area="directory"] h1')
            .evaluate((node) => (node as unknown as { e2eServerNode?: boolean }).e2eServerNode),
          true,
          'the server-rendered heading was replaced',
        );
      } finally {
        watch.stop();
      }
      assert.deepEqual(relevant(watch.problems), []);
    });
  }
});
