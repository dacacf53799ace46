// Contributions on the composed site (issue 13; docs/product/account.md §9–§14): the claim control the
// account area shows inside the directory's pages, staff approving the claim from /review, the
// edit screen saving a change (and a logo) that the detail page then shows, a conflict between
// two sessions, adding an organization and going on to its edit screen, the approval visibility
// rules (browser and server HTML), the server-side edit and review rules, and axe on the add and
// edit screens and /review.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoSevereA11yViolations } from './lib/a11y';
import { linkFromOutbox } from './lib/outbox';
import { area, BASE, collectProblems, NOT_FOUND_TEXT, openBrowser, signIn, type TestBrowser, waitForHydration } from './lib/site';

const STAFF_EMAIL = process.env.STAFF_EMAIL ?? '';
const STAFF_PASSWORD = process.env.STAFF_PASSWORD ?? '';
const RUN = Date.now();
const EMAIL = `e2e-contributor-${RUN}@example.com`;
const PASSWORD = 'divertor-tungsten-contributor-5';
const CLAIMED = { slug: 'novatron-fusion-group', name: 'Novatron Fusion Group' };
const NEW_ORGANIZATION = `E2E Plasma Works ${RUN}`;
const UNDER_REVIEW = 'This page is under review for approval. It is currently only visible to you.';
// A 1×1 PNG (the API re-encodes it with sharp).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let user: TestBrowser;
let staff: TestBrowser;
let newSlug = '';

const accountOf = (page: Page) => area(page, 'account');
const directoryOf = (page: Page) => area(page, 'directory');

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies(BASE)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** A second, unverified account signed in through the API only (its own cookie jar). */
async function apiAccount(email: string): Promise<{ cookie: () => string; post(url: string, body: unknown): Promise<Response> }> {
  const jar = new Map<string, string>();
  let csrf = '';
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    return response;
  };
  const session = async () => {
    csrf = ((await keep(await fetch(`${BASE}/api/accounts/session/`, { headers: { cookie: cookie() } })).json()) as { csrf: string }).csrf;
  };
  const post = async (url: string, body: unknown) =>
    keep(
      await fetch(`${BASE}${url}`, {
        method: 'POST',
        headers: { cookie: cookie(), 'content-type': 'application/json', 'x-csrftoken': csrf },
        body: JSON.stringify(body),
        redirect: 'manual',
      }),
    );
  await session();
  const created = await post('/api/accounts/create-account/', {
    full_name: 'Bea Other',
    username: email,
    password: 'poloidal-field-coil-other-8',
  });
  assert.equal(((await created.json()) as { message: string }).message, 'Account created successfully');
  await session();
  return { cookie, post };
}

before(async () => {
  assert.ok(STAFF_EMAIL && STAFF_PASSWORD, 'the e2e server has a staff account (STAFF_EMAIL, STAFF_PASSWORD)');
  user = await openBrowser();
  staff = await openBrowser();
});

after(async () => {
  await user?.close();
  await staff?.close();
});

describe('claiming an organization', () => {
  it('signed out: the control arrives after hydration (a same-size placeholder in the server HTML) and its dialog carries the slug', async () => {
    const html = await (await fetch(`${BASE}/organizations/${CLAIMED.slug}`)).text();
    assert.match(html, /data-claim-slot="loading"/, 'the server renders the placeholder');
    assert.doesNotMatch(html, /Claim This Organization to Edit/, 'the control itself is the account area’s, loaded in the browser');

    const page = user.page;
    const watch = collectProblems(page);
    await page.goto(`${BASE}/organizations/${CLAIMED.slug}`);
    const claim = directoryOf(page).getByRole('button', { name: /^Claim This Organization to Edit/ });
    await claim.click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to claim this organization' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('link', { name: 'Sign In' }).getAttribute('href'), `/sign-in?org-slug=${CLAIMED.slug}`);
    assert.equal(
      await dialog.getByRole('link', { name: 'Create Account' }).getAttribute('href'),
      `/create-account?org-slug=${CLAIMED.slug}`,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    watch.stop();
    assert.deepEqual(
      watch.problems.filter((problem) => !/favicon|Failed to load resource/.test(problem)),
      [],
    );
  });

  it('when the account area cannot load, the detail page still works and the slot says the control is unavailable', async () => {
    const isolated = await openBrowser();
    try {
      const page = isolated.page;
      await page.route('**/releases/mf-account/**', (route) => route.abort());
      await page.goto(`${BASE}/organizations/${CLAIMED.slug}`);
      await directoryOf(page).getByText('Claiming this page is unavailable right now. Please try again later.').waitFor();
      await directoryOf(page)
        .getByRole('heading', { level: 1, name: new RegExp(CLAIMED.name) })
        .waitFor();
      await directoryOf(page).getByRole('link', { name: 'Organizations' }).click();
      await page.waitForURL((url) => url.pathname === '/organizations');
    } finally {
      await isolated.close();
    }
  });

  it('a verified account claims it: the request is sent, the item is pending, the user lands on /profile', async () => {
    const page = user.page;
    await page.goto(`${BASE}/create-account`);
    await waitForHydration(page, '[data-area="account"] h1');
    await accountOf(page).getByLabel('Full name').fill('Ada Contributor');
    await accountOf(page).getByLabel('Email').fill(EMAIL);
    await accountOf(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await accountOf(page).getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.goto(await linkFromOutbox(EMAIL, /\/api\/accounts\/verify-email\//));
    await page.waitForURL((url) => url.searchParams.get('verified') === 'true');

    await page.goto(`${BASE}/organizations/${CLAIMED.slug}`);
    await directoryOf(page)
      .getByRole('button', { name: /^Claim This Organization to Edit/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile');
    const row = accountOf(page).getByRole('link', { name: CLAIMED.name }).locator('xpath=ancestor::li');
    await row.waitFor();
    assert.match(await row.innerText(), /Under Review/);

    await page.goto(`${BASE}/organizations/${CLAIMED.slug}`);
    await directoryOf(page).getByText('Edit request pending').waitFor();
    // A pending claim opens no edit screen: the server sends the user back to the detail page.
    const edit = await fetch(`${BASE}/organizations/${CLAIMED.slug}/edit`, {
      redirect: 'manual',
      headers: { cookie: await cookieHeader(page) },
    });
    assert.equal(edit.status, 302);
    assert.equal(edit.headers.get('location'), `/organizations/${CLAIMED.slug}`);
  });

  it('/review is for staff only: a signed-in user is sent to /profile, a signed-out one to /sign-in', async () => {
    const asUser = await fetch(`${BASE}/review`, { redirect: 'manual', headers: { cookie: await cookieHeader(user.page) } });
    assert.equal(asUser.status, 302);
    assert.equal(asUser.headers.get('location'), '/profile');
    // The change history moved to /admin/history (issue 19): the old address sends there, and it asks to sign in.
    const moved = await fetch(`${BASE}/review/history?user=ada`, { redirect: 'manual' });
    assert.equal(moved.status, 302);
    assert.equal(moved.headers.get('location'), '/admin/history?actor=ada');
    const anonymous = await fetch(`${BASE}/admin/history?actor=ada`, { redirect: 'manual' });
    assert.equal(anonymous.status, 302);
    assert.equal(anonymous.headers.get('location'), `/sign-in?${new URLSearchParams({ next: '/admin/history?actor=ada' })}`);
  });

  it('staff approve the claim from /review, with a note (axe on /review)', async (t) => {
    const page = staff.page;
    await signIn(page, STAFF_EMAIL, STAFF_PASSWORD);
    await page.goto(`${BASE}/review`);
    await waitForHydration(page, '[data-area="account"] h1');
    const claims = accountOf(page).getByRole('region', { name: /^Claims/ });
    const card = claims.getByRole('listitem').filter({ hasText: EMAIL }).filter({ hasText: CLAIMED.name });
    await card.waitFor();
    await assertNoSevereA11yViolations(page, t);
    await card.getByRole('textbox', { name: 'Note to the requester (optional)' }).fill('Welcome, Ada.');
    await card.getByRole('button', { name: `Approve the claim of ${CLAIMED.name} by ${EMAIL}` }).click();
    await page.getByText('Approved.').first().waitFor();
    await card.waitFor({ state: 'detached' });

    // The decision is in the change history (/admin/history, newest first), with its note.
    await page.goto(`${BASE}/admin/history`);
    const history = accountOf(page)
      .getByRole('article')
      .filter({ hasText: /organization_claim\./ })
      .filter({ hasText: 'Welcome, Ada.' });
    await history.first().waitFor();
    assert.match(await history.first().innerText(), /organization_claim\.approve/);
  });

  it('the claimer now sees "You have claimed this organization. Edit this page", edits it and sees the change on the detail page', async (t) => {
    const page = user.page;
    await page.goto(`${BASE}/organizations/${CLAIMED.slug}`);
    await directoryOf(page).getByText('You have claimed this organization.').waitFor();
    await directoryOf(page).getByRole('link', { name: 'Edit this page' }).click();
    await page.waitForURL((url) => url.pathname === `/organizations/${CLAIMED.slug}/edit`);
    const edit = accountOf(page);
    await edit.getByRole('heading', { level: 1, name: `Edit ${CLAIMED.name}` }).waitFor();
    await waitForHydration(page, '[data-area="account"] form input');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-area="account"] button')).some(
        (b) => b.textContent === 'Save' && !(b as HTMLButtonElement).disabled,
      ),
    );
    await assertNoSevereA11yViolations(page, t);

    await edit.getByRole('textbox', { name: 'City' }).fill('Stockholm E2E');
    await edit.getByLabel('Upload a logo').setInputFiles({ name: 'novatron.png', mimeType: 'image/png', buffer: PNG });
    await edit.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save your changes?' });
    await confirm.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === `/organizations/${CLAIMED.slug}`);
    await page.getByText('Your changes were saved.').waitFor();
    await directoryOf(page)
      .getByText(/Stockholm E2E/)
      .first()
      .waitFor();
    const logo = directoryOf(page).locator(`img[src^="/api/media/"]`).first();
    await logo.waitFor();
    // The server HTML has the change too (the public, cached answer was refreshed by the write).
    const html = await (await fetch(`${BASE}/organizations/${CLAIMED.slug}`)).text();
    assert.match(html, /Stockholm E2E/);
  });

  it('two sessions editing at once: the second save gets the conflict message, can load the current version and sees its changes to copy', async () => {
    const mine = user.page;
    const theirs = staff.page;
    for (const page of [mine, theirs]) {
      await page.goto(`${BASE}/organizations/${CLAIMED.slug}/edit`);
      await waitForHydration(page, '[data-area="account"] form input');
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('[data-area="account"] button')).some(
          (b) => b.textContent === 'Save' && !(b as HTMLButtonElement).disabled,
        ),
      );
    }
    await accountOf(theirs).getByRole('textbox', { name: 'Founding year' }).fill('2019');
    await accountOf(theirs).getByRole('button', { name: 'Save' }).click();
    await theirs.getByRole('dialog', { name: 'Save your changes?' }).getByRole('button', { name: 'Save' }).click();
    await theirs.waitForURL((url) => url.pathname === `/organizations/${CLAIMED.slug}`);

    const edit = accountOf(mine);
    await edit.getByRole('textbox', { name: 'City' }).fill('Uppsala E2E');
    await edit.getByRole('button', { name: 'Save' }).click();
    await mine.getByRole('dialog', { name: 'Save your changes?' }).getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('heading', { name: 'Someone else saved this page while you were editing.' }).waitFor();
    assert.equal(await edit.getByRole('textbox', { name: 'City' }).inputValue(), 'Uppsala E2E', 'the user’s value is still there');
    assert.equal(new URL(mine.url()).pathname, `/organizations/${CLAIMED.slug}/edit`);

    await edit.getByRole('button', { name: 'Load the current version' }).click();
    await edit.getByRole('heading', { name: 'The current version is loaded.' }).waitFor();
    assert.equal(await edit.getByRole('textbox', { name: 'Founding year' }).inputValue(), '2019', 'the other session’s change is loaded');
    const kept = edit.locator('details', { hasText: 'Your unsaved changes' });
    assert.match(await kept.innerText(), /city[\s\S]*Uppsala E2E/);

    await edit.getByRole('textbox', { name: 'City' }).fill('Uppsala E2E');
    await edit.getByRole('button', { name: 'Save' }).click();
    await mine.getByRole('dialog', { name: 'Save your changes?' }).getByRole('button', { name: 'Save' }).click();
    await mine.waitForURL((url) => url.pathname === `/organizations/${CLAIMED.slug}`);
    await directoryOf(mine)
      .getByText(/Uppsala E2E/)
      .first()
      .waitFor();
    await directoryOf(mine).getByText('2019').first().waitFor();
  });
});

describe('adding an organization and the approval visibility rules', () => {
  it('/organizations/add: the name is required (error shown, focused); Next goes on to the new entry’s edit screen (axe on both)', async (t) => {
    const page = user.page;
    await page.goto(`${BASE}/organizations/add`);
    const form = accountOf(page);
    await form.getByRole('heading', { level: 1, name: 'Add an organization' }).waitFor();
    await page.waitForFunction(
      () => !(document.querySelector('[data-area="account"] button[type="submit"]') as HTMLButtonElement | null)?.disabled,
    );
    await assertNoSevereA11yViolations(page, t);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Please provide the name of the organization.').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'contrib-display_name');

    await form.getByRole('textbox', { name: 'Name' }).fill(`  ${NEW_ORGANIZATION}  `);
    await form.getByRole('button', { name: 'Fusion Machine Developer' }).click();
    await form.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => /^\/organizations\/[^/]+\/edit$/.test(url.pathname));
    newSlug = new URL(page.url()).pathname.split('/')[2]!;
    const edit = accountOf(page);
    await edit.getByRole('heading', { level: 1, name: `Edit ${NEW_ORGANIZATION}` }).waitFor();
    await edit.getByText(UNDER_REVIEW).waitFor();
    assert.equal(await edit.getByRole('textbox', { name: 'Name' }).inputValue(), NEW_ORGANIZATION, 'trimmed');
    await waitForHydration(page, '[data-area="account"] form input');
    await assertNoSevereA11yViolations(page, t);
  });

  it('/projects/add under the new organization, then its edit screen: concept, years, an image; saved to the detail page (axe on both)', async (t) => {
    const page = user.page;
    await page.goto(`${BASE}/projects/add?organization=${newSlug}`);
    const form = accountOf(page);
    await form.getByRole('heading', { level: 1, name: 'Add a project' }).waitFor();
    await waitForHydration(page, '[data-area="account"] form select');
    assert.equal(await form.getByRole('combobox', { name: 'Associated organization' }).inputValue(), newSlug, 'preselected from the query');
    const next = form.getByRole('button', { name: 'Next' });
    assert.ok(await next.isDisabled(), 'Next waits for the name and the concept');
    await assertNoSevereA11yViolations(page, t);
    await form.getByRole('textbox', { name: 'Project name' }).fill(`E2E Torus ${RUN}`);
    await form.getByRole('button', { name: 'Stellarator' }).click();
    await next.click();
    await page.waitForURL((url) => /^\/projects\/[^/]+\/edit$/.test(url.pathname));
    const projectSlug = new URL(page.url()).pathname.split('/')[2]!;

    const edit = accountOf(page);
    await edit.getByRole('heading', { level: 1, name: `Edit E2E Torus ${RUN}` }).waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-area="account"] button')).some(
        (b) => b.textContent === 'Save' && !(b as HTMLButtonElement).disabled,
      ),
    );
    assert.equal(await edit.getByText(NEW_ORGANIZATION, { exact: true }).count(), 1, 'the organization, read-only');
    await assertNoSevereA11yViolations(page, t);
    await edit.getByRole('button', { name: 'Change Confinement Concept' }).click();
    const concepts = page.getByRole('dialog', { name: 'Change Confinement Concept' });
    await concepts.getByRole('button', { name: 'Tokamak', exact: true }).click();
    await concepts.getByRole('button', { name: 'Done' }).click();
    await edit.getByRole('textbox', { name: 'Year operations started' }).fill('2031');
    await edit.getByRole('textbox', { name: 'Year operations ended' }).fill('not yet');
    await edit.getByLabel('Upload images').setInputFiles({ name: 'torus.png', mimeType: 'image/png', buffer: PNG });
    await edit.getByText('New', { exact: true }).waitFor();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Save your changes?' }).getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${projectSlug}`);
    const detail = directoryOf(page);
    await detail.getByText(UNDER_REVIEW).waitFor();
    await detail.getByRole('link', { name: 'Tokamak' }).waitFor();
    await detail.getByText('2031').first().waitFor();
    await detail.locator('img[src^="/api/media/"]').first().waitFor();
  });

  it('the creator sees the unapproved page with the purple banner (also in the server HTML); everyone else is sent to /not-found', async () => {
    const page = user.page;
    await page.goto(`${BASE}/organizations/${newSlug}`);
    await directoryOf(page).getByText(UNDER_REVIEW).waitFor();
    await directoryOf(page).getByText('You have claimed this organization.').waitFor();

    const mine = await fetch(`${BASE}/organizations/${newSlug}`, { headers: { cookie: await cookieHeader(page) } });
    assert.equal(mine.status, 200);
    assert.ok((await mine.text()).includes(UNDER_REVIEW), 'the banner is in the server HTML');

    // docs/product/directory.md §5: not approved and not an approved claimer → redirected to /not-found (a 302 from
    // the server; /not-found is the not-found view with 404). An unknown slug stays a 404 in place.
    const anonymous = await fetch(`${BASE}/organizations/${newSlug}`, { redirect: 'manual' });
    assert.equal(anonymous.status, 302);
    assert.equal(anonymous.headers.get('location'), '/not-found');
    assert.ok(!(await anonymous.text()).includes(NEW_ORGANIZATION));
    const followed = await fetch(`${BASE}/organizations/${newSlug}`);
    assert.equal(followed.status, 404);
    assert.equal(new URL(followed.url).pathname, '/not-found');
    const followedHtml = await followed.text();
    assert.ok(followedHtml.includes(NOT_FOUND_TEXT));
    assert.ok(!followedHtml.includes(NEW_ORGANIZATION));
    const unknown = await fetch(`${BASE}/organizations/no-such-org-${RUN}`, { redirect: 'manual' });
    assert.equal(unknown.status, 404);
    assert.ok((await unknown.text()).includes(NOT_FOUND_TEXT));

    const other = await apiAccount(`e2e-other-${RUN}@example.com`);
    const asOther = await fetch(`${BASE}/organizations/${newSlug}`, { redirect: 'manual', headers: { cookie: other.cookie() } });
    assert.equal(asOther.status, 302);
    assert.equal(asOther.headers.get('location'), '/not-found');
    assert.ok(!(await asOther.text()).includes(NEW_ORGANIZATION));

    const browserless = await openBrowser();
    try {
      await browserless.page.goto(`${BASE}/organizations/${newSlug}`);
      await browserless.page.getByText(NOT_FOUND_TEXT).waitFor();
      assert.equal(new URL(browserless.page.url()).pathname, '/not-found');
    } finally {
      await browserless.close();
    }
  });

  it('an unverified account is sent from an edit page to /profile, even for its own entry', async () => {
    const other = await apiAccount(`e2e-unverified-${RUN}@example.com`);
    const added = await other.post('/api/v1/organizations/', { display_name: `E2E Unverified Works ${RUN}` });
    const { slug } = (await added.json()) as { slug: string };
    const edit = await fetch(`${BASE}/organizations/${slug}/edit`, { redirect: 'manual', headers: { cookie: other.cookie() } });
    assert.equal(edit.status, 302);
    assert.equal(edit.headers.get('location'), '/profile');
  });

  it('staff see the new entry in /review and approve it: then everyone sees it', async () => {
    const page = staff.page;
    await page.goto(`${BASE}/review`);
    const entries = accountOf(page).getByRole('region', { name: /^New entries/ });
    const card = entries
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `New organization: ${NEW_ORGANIZATION}` }) });
    await card.waitFor();
    assert.match(await card.innerText(), new RegExp(EMAIL.replace(/[.+]/g, '\\$&')));
    await card.getByRole('button', { name: `Approve new organization ${NEW_ORGANIZATION}` }).click();
    await card.waitFor({ state: 'detached' });
    const anonymous = await fetch(`${BASE}/organizations/${newSlug}`);
    assert.equal(anonymous.status, 200);
    const html = await anonymous.text();
    assert.ok(html.includes(NEW_ORGANIZATION));
    assert.ok(!html.includes(UNDER_REVIEW));
  });
});
