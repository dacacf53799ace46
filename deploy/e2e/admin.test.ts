// The staff admin on the composed site (issue 19), in a real browser: a €20M round added in
// /admin/funding/new (with its source) shows converted to US dollars on the organization's page,
// on /funding, on /updates and in the updates feeds; an article published from the admin is
// listed on /articles and in the sitemap, and answers 404 once unpublished; a company marked
// defunct (a status event) says so in the admin, on its page and on its card, and no longer once
// the change is reverted from /admin/history; the relation pickers and the subscription panel of
// a loaded record; who may open /admin at all; and the data after these edits passes
// npm run data:check -- --db.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { REPO_ROOT } from '../src/paths';
import { area, BASE, NOT_FOUND_TEXT, openBrowser, signIn, type TestBrowser, waitForHydration } from './lib/site';

const STAFF_EMAIL = process.env.STAFF_EMAIL ?? '';
const STAFF_PASSWORD = process.env.STAFF_PASSWORD ?? '';
const RUN = Date.now();
// A French developer: with country=FR and 2024, /funding's largest-rounds table is short.
const RECIPIENT = { slug: 'renaissance-fusion', name: 'Renaissance Fusion' };
const HEADLINE = `Renaissance Fusion raises €20M (e2e ${RUN})`;
// 2024-05 is in the rate table (api/src/seed/data/fx-rates.ts): 1 EUR = 1.081 USD, so €20M = $21.62M.
const ANNOUNCED_ON = '2024-05-15';
const USD_SHOWN = '$21.6M';
// On the reserved .test domain (never resolves), unique per run: finds this round's update item.
const ANNOUNCEMENT_URL = `https://renaissance-fusion.e2e.test/news/series-a-${RUN}`;
const DEFUNCT = { slug: 'gauss-fusion', name: 'Gauss Fusion' };
const ARTICLE_TITLE = `Admin e2e article ${RUN}`;

let staff: TestBrowser;
/** The status event that marks DEFUNCT defunct (the revert test undoes its creation). */
let defunctEventId = '';
const accountOf = (page: Page) => area(page, 'account');

/** Opens an admin form and waits until it is hydrated (its submit button works). */
async function openForm(page: Page, path: string, submit: string): Promise<void> {
  await page.goto(`${BASE}${path}`);
  const button = accountOf(page).getByRole('button', { name: submit });
  await button.waitFor();
  await waitForHydration(page, '[data-area="account"] form button[type="submit"]');
  await page.waitForFunction(
    () => !(document.querySelector('[data-area="account"] form button[type="submit"]') as HTMLButtonElement | null)?.disabled,
  );
}

/** Picks a record in a search-as-you-type relation picker. */
async function pick(page: Page, label: string, search: string, option: string): Promise<void> {
  const form = accountOf(page);
  await form.getByRole('combobox', { name: label }).fill(search);
  await form
    .getByRole('listbox', { name: `${label.replace(/ \(required\)$/, '')}: results` })
    .getByRole('option', { name: option })
    .click();
  await form
    .getByRole('list', { name: `Chosen: ${label.replace(/ \(required\)$/, '')}` })
    .getByText(option)
    .waitFor();
}

/** The id of the record the admin form shows (/admin/{entity}/{id}). */
async function savedRecordId(page: Page, entity: string): Promise<string> {
  try {
    await page.waitForURL((url) => new RegExp(`^/admin/${entity}/\\d+$`).test(url.pathname));
  } catch (error) {
    // Not saved: say what the form says (its field errors and problem area).
    const said = await accountOf(page).locator('[role="alert"], [id$="-error"]').allInnerTexts();
    throw new Error(`${entity} was not saved: ${JSON.stringify(said)} (${(error as Error).message})`);
  }
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

const asPattern = (text: string) => new RegExp(text.replace(/[$.()]/g, '\\$&'));

/** The status pill of an organization (OrganizationStatusPill: its title says status and date). */
const defunctPill = (scope: Locator) => scope.locator('[title^="Defunct,"]');

/**
 * The organization's card on /organizations (sorted by name): the list is windowed, so it is
 * scrolled until the card is rendered.
 */
async function organizationCard(page: Page, slug: string): Promise<Locator> {
  await page.goto(`${BASE}/organizations`);
  const card = area(page, 'directory')
    .getByRole('list', { name: 'Organizations' })
    .locator('article')
    .filter({ has: page.locator(`a[href="/organizations/${slug}"]`) });
  await waitForHydration(page, '[data-area="directory"] h1');
  for (let step = 0; step < 80; step += 1) {
    if ((await card.count()) > 0) return card;
    await page.mouse.wheel(0, 600);
    // The windowing code renders the rows scrolled to: give it a moment to show the card.
    await card.waitFor({ timeout: 250 }).catch(() => {});
  }
  throw new Error(`no card links to /organizations/${slug}`);
}

/** An account signed in through the API only (its own cookies), for the rules about who may open /admin. */
async function ordinaryAccount(): Promise<{ cookies: Map<string, string>; cookie: () => string }> {
  const cookies = new Map<string, string>();
  let csrf = '';
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    return response;
  };
  const session = async () => {
    csrf = ((await keep(await fetch(`${BASE}/api/accounts/session/`, { headers: { cookie: cookie() } })).json()) as { csrf: string }).csrf;
  };
  await session();
  const created = keep(
    await fetch(`${BASE}/api/accounts/create-account/`, {
      method: 'POST',
      headers: { cookie: cookie(), 'content-type': 'application/json', 'x-csrftoken': csrf },
      body: JSON.stringify({
        full_name: 'Orla Ordinary',
        username: `e2e-ordinary-${RUN}@example.com`,
        password: 'stellarator-coil-ordinary-4',
      }),
    }),
  );
  assert.equal(((await created.json()) as { message: string }).message, 'Account created successfully');
  return { cookies, cookie };
}

before(async () => {
  assert.ok(STAFF_EMAIL && STAFF_PASSWORD, 'the e2e server has a staff account (STAFF_EMAIL, STAFF_PASSWORD)');
  staff = await openBrowser();
  await signIn(staff.page, STAFF_EMAIL, STAFF_PASSWORD);
});

after(async () => {
  await staff?.close();
});

describe('staff edit the directory in /admin', () => {
  it('a €20M round added in /admin/funding/new shows in US dollars on the organization’s page, on /funding, on /updates and in the updates feeds', async () => {
    const page = staff.page;
    await openForm(page, '/admin/funding/new', 'Create funding round');
    const form = accountOf(page);
    await pick(page, 'Recipient (required)', 'Renaissance', RECIPIENT.name);
    await form.getByRole('combobox', { name: 'Type (required)' }).selectOption('investment');
    await form.getByRole('textbox', { name: 'Round (required)' }).fill('Series A');
    await form.getByRole('textbox', { name: 'Headline (required)' }).fill(HEADLINE);
    await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('20000000');
    await form.getByRole('textbox', { name: 'Currency', exact: true }).fill('EUR');
    await form.getByLabel('Announced on (required)').fill(ANNOUNCED_ON);
    await form.getByRole('textbox', { name: 'Announcement', exact: true }).fill(ANNOUNCEMENT_URL);
    await form.getByRole('button', { name: 'Create funding round' }).click();
    const fundingId = await savedRecordId(page, 'funding');

    // Its source (data:check: every round cites one), a separate record pointing at the round.
    await openForm(page, '/admin/sources/new', 'Create source');
    await pick(page, 'Funding round', `e2e ${RUN}`, HEADLINE);
    await form.getByRole('textbox', { name: 'URL (required)' }).fill(ANNOUNCEMENT_URL);
    await form.getByRole('textbox', { name: 'Title (required)' }).fill(HEADLINE);
    await form.getByRole('button', { name: 'Create source' }).click();
    await savedRecordId(page, 'sources');
    await page.goto(`${BASE}/admin/funding/${fundingId}`);

    // The saved record: the USD figure converted at the month's rate; reloaded, the picker names the recipient.
    await page.reload();
    await form.getByRole('textbox', { name: 'Amount (USD)' }).waitFor();
    assert.equal(await form.getByRole('textbox', { name: 'Amount (USD)' }).inputValue(), '21620000');
    await form.getByRole('list', { name: 'Chosen: Recipient' }).getByText(RECIPIENT.name).waitFor();
    const publicLink = form.getByRole('link', { name: 'View the public page' });
    assert.equal(await publicLink.getAttribute('href'), `/organizations/${RECIPIENT.slug}`);

    await page.goto(`${BASE}/organizations/${RECIPIENT.slug}`);
    const round = area(page, 'directory').getByText(HEADLINE);
    await round.waitFor();
    const row = round.locator('xpath=ancestor::tr[1]');
    assert.match(await row.innerText(), asPattern(USD_SHOWN));

    const response = await page.goto(`${BASE}/funding?from=2024&to=2024&country=FR`);
    assert.equal(response?.status(), 200);
    const largest = area(page, 'directory').getByRole('table', { name: 'Largest disclosed rounds' });
    const listed = largest.getByRole('row').filter({ hasText: HEADLINE });
    await listed.waitFor();
    assert.match(await listed.innerText(), asPattern(USD_SHOWN));

    // /updates: the activity item the admin wrote with the round (newest first), linking its announcement.
    await page.goto(`${BASE}/updates`);
    const update = area(page, 'content')
      .getByRole('region', { name: 'Updates' })
      .getByRole('article')
      .filter({ has: page.locator(`a[href="${ANNOUNCEMENT_URL}"]`) });
    await update.waitFor();
    const updateText = await update.innerText();
    assert.match(updateText, /Funding/);
    assert.match(updateText, new RegExp(RECIPIENT.name));
    assert.match(updateText, asPattern(`${USD_SHOWN} (converted from €20M) Series A`));

    // The updates feeds (RSS and Atom, published at /feeds/updates.*) carry it too.
    const rss = await fetch(`${BASE}/feeds/updates.xml`);
    assert.equal(rss.status, 200);
    const rssItem = (await rss.text()).split('<item>').find((item) => item.includes(`<link>${ANNOUNCEMENT_URL}</link>`));
    assert.ok(rssItem, `the RSS feed has an item linking ${ANNOUNCEMENT_URL}`);
    assert.match(rssItem, asPattern(`Funding: ${RECIPIENT.name} (${USD_SHOWN} Series A)`));
    const atom = await fetch(`${BASE}/feeds/updates.atom`);
    assert.equal(atom.status, 200);
    const atomEntry = (await atom.text()).split('<entry>').find((entry) => entry.includes(`href="${ANNOUNCEMENT_URL}"`));
    assert.ok(atomEntry, `the Atom feed has an entry linking ${ANNOUNCEMENT_URL}`);
    assert.match(atomEntry, asPattern(`Funding: ${RECIPIENT.name} (${USD_SHOWN} Series A)`));
  });

  it('an article published from the admin is on /articles and in the sitemap; unpublished, its page answers 404', async () => {
    const page = staff.page;
    await openForm(page, '/admin/articles/new', 'Create article');
    const form = accountOf(page);
    await form.getByRole('textbox', { name: 'Title (required)' }).fill(ARTICLE_TITLE);
    await form.getByRole('combobox', { name: 'Status' }).selectOption('published');
    await form.getByLabel('Date (required)').fill(new Date().toISOString().slice(0, 10));
    await form.getByRole('textbox', { name: 'Author (required)' }).fill('E2E Staff');
    await form.getByRole('textbox', { name: 'Summary' }).fill('Written by the admin browser test.');
    await form.getByRole('textbox', { name: /^Body/ }).fill('A **published** article from the admin.');
    await form.getByRole('button', { name: 'Create article' }).click();
    await savedRecordId(page, 'articles');
    const publicLink = form.getByRole('link', { name: 'View the public page' });
    await publicLink.waitFor();
    const path = (await publicLink.getAttribute('href'))!;
    assert.match(path, /^\/articles\/[a-z0-9-]+$/);

    await page.goto(`${BASE}/articles`);
    await page.getByRole('link', { name: ARTICLE_TITLE }).first().waitFor();
    const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
    assert.ok(sitemap.includes(`${path}</loc>`), `the sitemap lists ${path}`);
    assert.equal((await fetch(`${BASE}${path}`)).status, 200);

    await page.goBack();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/articles/'));
    await waitForHydration(page, '[data-area="account"] form button[type="submit"]');
    await form.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('dialog', { name: 'Unpublish this record?' }).getByRole('button', { name: 'Unpublish' }).click();
    await form.getByRole('button', { name: 'Restore' }).waitFor();

    const gone = await page.goto(`${BASE}${path}`);
    assert.equal(gone?.status(), 404);
    await page.getByText(NOT_FOUND_TEXT).first().waitFor();
    assert.ok(!(await (await fetch(`${BASE}/sitemap.xml`)).text()).includes(`${path}</loc>`), 'the sitemap no longer lists it');
  });

  it('a company marked defunct (a status event) says so in the admin, on its page and its card; its organization form shows the subscription panel', async () => {
    const page = staff.page;
    await page.goto(`${BASE}/organizations/${DEFUNCT.slug}`);
    await area(page, 'directory').getByRole('heading', { level: 1, name: DEFUNCT.name }).waitFor();
    assert.equal(await defunctPill(area(page, 'directory')).count(), 0, `${DEFUNCT.name} is not defunct yet`);

    await openForm(page, '/admin/status-events/new', 'Create status event');
    const form = accountOf(page);
    await pick(page, 'Organization (required)', 'Gauss', DEFUNCT.name);
    await form.getByRole('combobox', { name: 'Status (required)' }).selectOption('defunct');
    await form.getByLabel('Date (required)').fill('2025-09-30');
    await form.getByRole('button', { name: 'Create status event' }).click();
    defunctEventId = await savedRecordId(page, 'status-events');

    await page.goto(`${BASE}/admin/status-events?status=defunct`);
    const table = form.getByRole('table', { name: 'Status events' });
    const row = table.getByRole('row').filter({ hasText: DEFUNCT.name });
    await row.waitFor();
    assert.match(await row.innerText(), /defunct/);
    assert.match(await row.innerText(), /2025-09-30|Sep(tember)? 30, 2025/);
    const editLink = (await row.getByRole('link', { name: /^Edit / }).getAttribute('href'))!;

    // The public side: the organization's page and its card on /organizations.
    await page.goto(`${BASE}/organizations/${DEFUNCT.slug}`);
    const pill = defunctPill(area(page, 'directory'));
    await pill.waitFor();
    assert.match((await pill.getAttribute('title'))!, /2025/);
    const card = await organizationCard(page, DEFUNCT.slug);
    await defunctPill(card).waitFor();

    // Its organization form: the relation's title rather than an id, and the read-only subscription panel.
    await page.goto(`${BASE}${editLink}`);
    await form.getByRole('list', { name: 'Chosen: Organization' }).getByText(DEFUNCT.name).waitFor();
    const organizations = await (
      await fetch(`${BASE}/api/v1/admin/organizations/lookup/?q=${encodeURIComponent(DEFUNCT.name)}`, {
        headers: { cookie: (await page.context().cookies(BASE)).map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).json();
    const organizationId = (organizations as { results: { id: number; label: string }[] }).results.find(
      (result) => result.label === DEFUNCT.name,
    )!.id;
    await page.goto(`${BASE}/admin/organizations/${organizationId}`);
    const panel = form.getByRole('region', { name: 'Affiliate subscription' });
    await panel.getByText('No subscription.').waitFor();
  });

  it('reverting the defunct status event from /admin/history takes the label off its page and card again', async () => {
    assert.ok(defunctEventId, 'the previous test created the status event');
    const page = staff.page;
    await page.goto(`${BASE}/admin/history?entity_type=status-events&entity_id=${defunctEventId}`);
    const changes = accountOf(page).getByRole('list', { name: 'Changes' });
    const creation = changes.getByRole('article').filter({ hasText: /\.create\b/ });
    await creation.waitFor();
    assert.match(await creation.innerText(), new RegExp(DEFUNCT.name));
    await waitForHydration(page, '[data-area="account"] [aria-label="Changes"] button');
    await creation.getByRole('button', { name: 'Revert' }).click();
    await page.getByRole('dialog', { name: 'Revert this change?' }).getByRole('button', { name: 'Revert' }).click();
    // The revert is itself a change of the record, listed above the creation once done.
    const creationId = (await creation.getAttribute('aria-label'))!.replace('Change #', '');
    await changes
      .getByRole('article')
      .filter({ hasText: `reverts #${creationId}` })
      .waitFor();

    await page.goto(`${BASE}/organizations/${DEFUNCT.slug}`);
    await area(page, 'directory').getByRole('heading', { level: 1, name: DEFUNCT.name }).waitFor();
    await waitForHydration(page, '[data-area="directory"] h1');
    assert.equal(await defunctPill(area(page, 'directory')).count(), 0, 'the page shows no defunct label');
    const card = await organizationCard(page, DEFUNCT.slug);
    assert.equal(await defunctPill(card).count(), 0, 'the card shows no defunct label');
  });
});

describe('who may open /admin', () => {
  it('an ordinary user is sent to /profile and the API answers 403; signed out, /sign-in and 401', async () => {
    const ordinary = await ordinaryAccount();
    assert.equal((await fetch(`${BASE}/api/v1/admin/meta/`, { headers: { cookie: ordinary.cookie() } })).status, 403);
    assert.equal((await fetch(`${BASE}/api/v1/admin/funding/`, { headers: { cookie: ordinary.cookie() } })).status, 403);
    assert.equal((await fetch(`${BASE}/api/v1/admin/meta/`)).status, 401);

    const browser = await openBrowser();
    try {
      await browser.page.goto(`${BASE}/admin`);
      await browser.page.waitForURL((url) => url.pathname === '/sign-in');
      assert.equal(new URL(browser.page.url()).searchParams.get('next'), '/admin');

      await browser.context.addCookies([...ordinary.cookies].map(([name, value]) => ({ name, value, url: BASE })));
      await browser.page.goto(`${BASE}/admin`);
      await browser.page.waitForURL((url) => url.pathname === '/profile');
      await browser.page.goto(`${BASE}/admin/funding/new`);
      await browser.page.waitForURL((url) => url.pathname === '/profile');
    } finally {
      await browser.close();
    }
  });
});

describe('the data after the admin’s edits', () => {
  // After the tests above (node:test runs a file's tests in order). It reads the e2e server's
  // database from another process while the server runs, which only PostgreSQL allows: PGlite
  // is one process per data directory (the server holds it), and a file copy of a live PGlite
  // directory may be torn. So it runs when the e2e server uses PostgreSQL (E2E_DATABASE_URL).
  it('passes npm run data:check -w api -- --db', async (t) => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) return t.skip('the e2e server uses PGlite: set E2E_DATABASE_URL to a PostgreSQL server to run it');
    const check = await promisify(execFile)('npm', ['run', 'data:check', '-w', 'api', '--', '--db'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: Error & { stdout?: string; stderr?: string }) => {
      throw new Error(`data:check --db failed:\n${error.stderr ?? ''}\n${error.stdout?.slice(-2000) ?? ''}`);
    });
    assert.match(check.stdout, /Data check of the database at DATABASE_URL/);
    assert.match(check.stdout, /No violations\./);
  });
});
