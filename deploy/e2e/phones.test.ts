// Phones (issue 25): at 390 × 844 no page of the list is wider than the screen (tab bars scroll in
// one row, /compare scrolls inside its own box), and on /jobs the first job starts above the fold.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { area, BASE, openBrowser, signIn, type TestBrowser } from './lib/site';

const PHONE = { width: 390, height: 844 };
const STAFF_EMAIL = process.env.STAFF_EMAIL ?? '';
const STAFF_PASSWORD = process.env.STAFF_PASSWORD ?? '';

let browser: TestBrowser;
let page: Page;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE}${path}`);
  assert.equal(response.status, 200, path);
  return (await response.json()) as T;
}

/** How wide the document is once the page has settled (its areas hydrated, fonts laid out). */
async function documentWidth(path: string): Promise<number> {
  const response = await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  assert.equal(response?.status(), 200, path);
  return page.evaluate(() => document.documentElement.scrollWidth);
}

before(async () => {
  browser = await openBrowser();
  page = browser.page;
  await page.setViewportSize(PHONE);
});

after(async () => {
  await browser?.close();
});

describe('at 390 px', () => {
  it('no public page of the list is wider than the screen', async () => {
    const organizations = await api<{ results: { slug: string }[] }>('/api/v1/organizations/?page_size=4&sort=-total_funding');
    const projects = await api<{ results: { slug: string }[] }>('/api/v1/projects/?page_size=1');
    const articles = await api<{ results: { slug: string }[] }>('/api/v1/articles/?page_size=1');
    const slugs = organizations.results.map((organization) => organization.slug);
    assert.equal(slugs.length, 4);
    const paths = [
      '/',
      '/organizations',
      `/organizations/${slugs[0]}`,
      '/projects',
      `/projects/${projects.results[0]!.slug}`,
      '/jobs',
      '/supply-chain',
      '/funding',
      '/articles',
      `/articles/${articles.results[0]!.slug}`,
      '/updates',
      `/compare?orgs=${slugs.join(',')}`,
    ];
    const tooWide: string[] = [];
    for (const path of paths) {
      const width = await documentWidth(path);
      if (width > PHONE.width) tooWide.push(`${path}: ${width} px`);
    }
    assert.deepEqual(tooWide, []);
  });

  it('tab bars are one row that scrolls sideways, not rows of tabs', async () => {
    const tallBars: string[] = [];
    for (const path of ['/organizations', '/projects', '/jobs', '/supply-chain']) {
      await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
      const bar = page.getByRole('tablist').first();
      const box = await bar.boundingBox();
      assert.ok(box, `${path} has a tab bar`);
      const tab = await bar.getByRole('tab').first().boundingBox();
      // One row: the bar is no taller than one tab (and the rule under it).
      if (box.height > tab!.height + 2) tallBars.push(`${path}: ${Math.round(box.height)} px for tabs of ${Math.round(tab!.height)} px`);
    }
    assert.deepEqual(tallBars, []);
  });

  it('on /jobs the first job card starts above the fold', async () => {
    await page.goto(`${BASE}/jobs`, { waitUntil: 'networkidle' });
    const first = area(page, 'content').locator('article').first();
    const box = await first.boundingBox();
    assert.ok(box, 'a job card is shown');
    assert.ok(box.y < PHONE.height, `the first job starts at ${Math.round(box.y)} px`);
  });

  it('neither /profile nor the two edit screens are wider than the screen', async () => {
    assert.ok(STAFF_EMAIL && STAFF_PASSWORD, 'the e2e server has a staff account (STAFF_EMAIL, STAFF_PASSWORD)');
    const organization = (await api<{ results: { slug: string }[] }>('/api/v1/organizations/?page_size=1')).results[0]!.slug;
    const project = (await api<{ results: { slug: string }[] }>('/api/v1/projects/?page_size=1')).results[0]!.slug;
    await signIn(page, STAFF_EMAIL, STAFF_PASSWORD);
    const tooWide: string[] = [];
    for (const path of ['/profile', `/organizations/${organization}/edit`, `/projects/${project}/edit`]) {
      const width = await documentWidth(path);
      if (width > PHONE.width) tooWide.push(`${path}: ${width} px`);
    }
    assert.deepEqual(tooWide, []);
  });

  it('on an edit screen the logo drop-zone fits, a long modal keeps its actions in view, and Discard changes is red', async () => {
    // Signed in as staff by the test before (same page).
    const organization = (await api<{ results: { slug: string }[] }>('/api/v1/organizations/?page_size=1')).results[0]!.slug;
    await page.setViewportSize({ width: PHONE.width, height: 560 });
    try {
      await page.goto(`${BASE}/organizations/${organization}/edit`, { waitUntil: 'networkidle' });
      const edit = area(page, 'account');
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('[data-area="account"] button')).some(
          (b) => b.textContent === 'Save' && !(b as HTMLButtonElement).disabled,
        ),
      );
      const zone = edit.getByLabel(/^(Upload a logo|Replace logo)$/).locator('..');
      const zoneBox = (await zone.boundingBox())!;
      assert.ok(
        zoneBox.x >= 0 && zoneBox.x + zoneBox.width <= PHONE.width,
        `the drop-zone spans ${zoneBox.x}–${zoneBox.x + zoneBox.width} px`,
      );

      // 'Edit Tags' lists every tag: taller than the screen, it scrolls under its title and its Done button.
      await edit.getByRole('button', { name: 'Edit Tags' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Tags' });
      await dialog.waitFor();
      const scrolls = await dialog.evaluate((node) => node.scrollHeight > node.clientHeight);
      assert.ok(scrolls, 'the tag list is longer than the screen (the case the sticky footer is for)');
      await dialog.evaluate((node) => node.scrollTo(0, node.scrollHeight / 2));
      const done = (await dialog.getByRole('button', { name: 'Done' }).boundingBox())!;
      const frame = (await dialog.boundingBox())!;
      assert.ok(done.y >= frame.y && done.y + done.height <= frame.y + frame.height, 'Done stays inside the visible dialog');
      assert.ok(done.y + done.height <= 560, `Done ends at ${Math.round(done.y + done.height)} px, within the 560 px screen`);
      await dialog.getByRole('button', { name: 'Done' }).click();

      await edit.getByRole('button', { name: 'Cancel' }).click();
      const discard = page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' });
      const colours = await discard.evaluate((node) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--color-danger)';
        document.body.append(probe);
        const danger = getComputedStyle(probe).color;
        probe.remove();
        return { background: getComputedStyle(node).backgroundColor, danger };
      });
      assert.equal(colours.background, colours.danger, 'the danger colour, not the accent');
      await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Keep editing' }).click();
    } finally {
      await page.setViewportSize(PHONE);
    }
  });
});
