// Follows and alerts on the composed site (issue 22): a user follows an organization from its
// page, staff adds a funding round, the alert task runs (the queue's 'run now',
// POST /api/v1/admin/background-jobs/{name}/run/), the alert
// email in the outbox links to the organization and its unsubscribe link works signed out; the
// private feed shows the event and resetting its token makes the old URL 404; deleting the
// account removes its follows and its sign-in.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoSevereA11yViolations } from './lib/a11y';
import { E2E_STAFF } from './lib/composedServer';
import { isTo, waitForMail } from './lib/outbox';
import { area, BASE, collectProblems, openBrowser, signIn, type TestBrowser, waitForHydration } from './lib/site';

const RUN = Date.now();
const EMAIL = `e2e-follows-${RUN}@example.com`;
const PASSWORD = 'stellarator-follow-alerts-5';
const ORGANIZATION = { slug: 'tokamak-energy', name: 'Tokamak Energy' };
const ROUND = `Series Follow-${RUN}`;

let user: TestBrowser;
let staff: TestBrowser;
/** The alert email, read once. */
let alert = '';
let feedUrl = '';

const account = (page: Page) => area(page, 'account');

/** The same path on this test's server (the mailer's SITE_URL is another origin here). */
const local = (link: string) => {
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${BASE}${url.pathname}${url.search}`;
};

/** A JSON API call from the page, with its session's CSRF token (what the site's own client does). */
async function apiCall(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const session = await (await fetch('/api/accounts/session/')).json();
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrftoken': session.csrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, url, body },
  );
}

describe('follows, alerts, the private feed and account deletion', () => {
  before(async () => {
    user = await openBrowser();
    staff = await openBrowser();
  });
  after(async () => {
    await user?.close();
    await staff?.close();
  });

  it('a verified user follows an organization from its page (axe on the page and on /profile)', async (t) => {
    const page = user.page;
    await page.goto(`${BASE}/create-account`);
    await waitForHydration(page, '[data-area="account"] h1');
    await account(page).getByLabel('Full name').fill('Fiona Follower');
    await account(page).getByLabel('Email').fill(EMAIL);
    await account(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await account(page).getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/profile');
    // Alerts go to verified addresses only: follow the emailed link.
    const verification = (
      await waitForMail(
        (mail) => isTo(mail, EMAIL) && /\/api\/accounts\/verify-email\//.test(mail.body),
        `to ${EMAIL} with its verify link`,
      )
    ).body;
    const link = verification.match(/https?:\/\/[^\s<>"']*\/api\/accounts\/verify-email\/[^\s<>"']+/)![0];
    await page.goto(local(link));

    // The server HTML is the same for everyone: no Follow button in it, the box is filled after hydration.
    const html = await (await fetch(`${BASE}/organizations/${ORGANIZATION.slug}`)).text();
    assert.ok(!html.includes(`Follow ${ORGANIZATION.name}`), 'the public page is not personalised');
    await page.goto(`${BASE}/organizations/${ORGANIZATION.slug}`);
    const follow = page.getByRole('button', { name: `Follow ${ORGANIZATION.name}`, exact: true });
    await follow.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-follow-state="not-following"]') !== null);
    await follow.click();
    await page.locator('[data-follow-state="following"]').waitFor();
    await assertNoSevereA11yViolations(page, t);

    await page.goto(`${BASE}/profile#following`);
    const row = account(page).locator(`[data-follow="organization:${ORGANIZATION.slug}"]`);
    await row.getByRole('link', { name: ORGANIZATION.name }).waitFor();
    await assertNoSevereA11yViolations(page, t);
  });

  it('a signed-in visitor gets the cached public page in their own chrome, hydrated without a warning (issue 27)', async () => {
    const page = user.page;
    const watch = collectProblems(page);
    try {
      await page.goto(`${BASE}/organizations/${ORGANIZATION.slug}`); // renders it again if the follow moved the data version
      const response = await page.goto(`${BASE}/organizations/${ORGANIZATION.slug}`);
      assert.equal(response?.headers()['x-page-cache'], 'hit', 'the area came from the page cache');
      const boot = await page.evaluate(() => document.getElementById('fusion-boot')?.textContent ?? '');
      assert.match(boot, /"areaRenderedSignedOut":true/);
      assert.match(boot, /"is_authenticated":true/, 'their own session is in the boot payload');
      await waitForHydration(page, '[data-area="directory"] h1');
      // Their own parts after hydration: the Follow button knows they follow it.
      await page.locator('[data-follow-state="following"]').waitFor();
      assert.deepEqual(watch.problems, []);
    } finally {
      watch.stop();
    }
    // Back where the first test left them: the next tests read their follows on /profile.
    await page.goto(`${BASE}/profile#following`);
    await account(page).locator(`[data-follow="organization:${ORGANIZATION.slug}"]`).waitFor();
  });

  it('staff adds a funding round; the alert email links to the organization and unsubscribes signed out', async () => {
    const page = staff.page;
    await signIn(page, E2E_STAFF.email, E2E_STAFF.password);
    const lookup = await apiCall(page, 'GET', `/api/v1/admin/organizations/lookup/?q=${encodeURIComponent(ORGANIZATION.name)}`);
    const recipient = lookup.body.results.find((row: { label: string }) => row.label.startsWith(ORGANIZATION.name))?.id;
    assert.ok(recipient, `${ORGANIZATION.name} found: ${JSON.stringify(lookup.body)}`);
    const round = await apiCall(page, 'POST', '/api/v1/admin/funding/', {
      recipient,
      funding_type: 'investment',
      round_name: ROUND,
      headline: `${ORGANIZATION.name} raises a ${ROUND}`,
      amount: 15_000_000,
      currency: 'USD',
      announcement_date: '2025-06-01',
    });
    assert.equal(round.status, 201, JSON.stringify(round.body));
    const run = await apiCall(page, 'POST', '/api/v1/admin/background-jobs/follow-alerts-instant/run/', {});
    assert.equal(run.status, 202, JSON.stringify(run.body));

    const mail = await waitForMail((candidate) => isTo(candidate, EMAIL) && candidate.body.includes(ROUND), `to ${EMAIL} about ${ROUND}`);
    alert = mail.body;
    assert.match(alert, new RegExp(`https?://[^\\s"]+/organizations/${ORGANIZATION.slug}`), 'links to the organization');
    assert.equal(mail.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
    const header = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '');
    assert.ok(header, 'List-Unsubscribe header');
    const unsubscribe = local(header[1]!);

    // Signed out (no cookie at all): the link shows a page; the one-click POST unsubscribes.
    const landing = await fetch(unsubscribe);
    assert.equal(landing.status, 200);
    assert.match(await landing.text(), /Unsubscribe from alert emails/);
    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(oneClick.status, 200);
    assert.match(await oneClick.text(), /Unsubscribed/);

    // A fresh load (the page is on /profile#following already: goto alone would only scroll).
    await user.page.reload();
    const cadence = account(user.page).getByLabel(`How often you hear about ${ORGANIZATION.name}`);
    await user.page.waitForFunction(() => (document.querySelector('[id^="follow-cadence-"]') as HTMLSelectElement | null)?.value === 'off');
    assert.equal(await cadence.inputValue(), 'off');
  });

  it('the private feed shows the event; resetting its address makes the old one 404', async () => {
    const page = user.page;
    const atom = account(page).locator('a[data-feed="atom"]');
    await atom.waitFor();
    feedUrl = local((await atom.getAttribute('href'))!);
    const feed = await fetch(feedUrl);
    assert.equal(feed.status, 200);
    assert.match(feed.headers.get('content-type') ?? '', /atom/);
    assert.ok((await feed.text()).includes(ROUND), 'the feed has the funding round');

    await waitForHydration(page, '[data-area="account"] h1');
    await account(page).getByRole('button', { name: 'Reset the feed address' }).click();
    await page.waitForFunction((old) => {
      const link = document.querySelector('a[data-feed="atom"]') as HTMLAnchorElement | null;
      return link !== null && new URL(link.href).pathname !== new URL(old).pathname;
    }, feedUrl);
    assert.equal((await fetch(feedUrl)).status, 404, 'the old address is gone');
    feedUrl = local((await atom.getAttribute('href'))!);
    assert.equal((await fetch(feedUrl)).status, 200, 'the new address works');
  });

  it('deleting the account (with its password) removes its follows and its sign-in', async () => {
    const page = user.page;
    await account(page).getByText('Delete your account').click();
    await account(page).getByLabel('Your password').fill(PASSWORD);
    await account(page).getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The follows and the feed went with the account.
    assert.equal((await fetch(feedUrl)).status, 404, 'the feed of a deleted account is gone');
    const follows = await page.evaluate(async () => (await fetch('/api/v1/follows/')).status);
    assert.equal(follows, 401, 'signed out');

    await page.goto(`${BASE}/sign-in`);
    await waitForHydration(page, '[data-area="account"] h1');
    await page.waitForFunction(
      () => !(document.querySelector('[data-area="account"] button[type="submit"]') as HTMLButtonElement | null)?.disabled,
    );
    await account(page).getByLabel('Email').fill(EMAIL);
    await account(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await account(page).getByLabel('Password', { exact: true }).press('Enter');
    await account(page).getByText('Invalid email or password').waitFor();
    assert.equal(new URL(page.url()).pathname, '/sign-in');
  });
});
