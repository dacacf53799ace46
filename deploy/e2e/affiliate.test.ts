// Affiliate membership on the composed site in payments' test mode (issue 14; docs/product/account.md §9, §15,
// §16): create an account and claim an organization, staff approve the claim through the
// review API, subscribe on /affiliate, complete the local test payment (its events go through
// the real webhook endpoint), see the gold check in search and on the organization's page,
// cancel on the profile and see 'ends on {date}', then — with the billing clock moved past that
// date — see the organization lose the gold check, with nothing written in between.
//
// This file starts a composed server of its own (the shared one has neither a staff account nor
// the test clock): NODE_ENV=test, API_TEST_CLOCK_FILE (the billing clock, honoured only with
// NODE_ENV=test; api/docs/payments.md), STAFF_EMAIL/STAFF_PASSWORD.
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoSevereA11yViolations } from './lib/a11y';
import { startComposedServer, type ComposedServer } from './lib/composedServer';
import { area, collectProblems, openBrowser, type TestBrowser } from './lib/site';

const SLUG = 'gauss-fusion';
const NAME = 'Gauss Fusion';
const EMAIL = `e2e-affiliate-${Date.now()}@example.com`;
const PASSWORD = 'stellarator-giga-hanau-42';
const STAFF_EMAIL = 'e2e-staff@example.com';
const STAFF_PASSWORD = 'review-queue-staff-password-17';
const TEST_MODE_LABEL = 'Test mode — no card is charged';

let server: ComposedServer;
let base = '';
let clockFile = '';
let browser: TestBrowser;
let page: Page;

const account = () => area(page, 'account');
const directory = () => area(page, 'directory');
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** Moves the server's billing clock (the file is read on every use while NODE_ENV=test). */
const setClock = (instant: Date) => fs.writeFile(clockFile, instant.toISOString());

/** A signed-in API client with its own cookie jar (the staff reviewer). */
async function apiClient(email: string, password: string) {
  const cookies = new Map<string, string>();
  let csrf = '';
  const call = async (method: string, url: string, body?: { form?: Record<string, string>; json?: unknown }) => {
    const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (csrf) headers['x-csrftoken'] = csrf;
    let payload: string | undefined;
    if (body?.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    } else if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    const response = await fetch(`${base}${url}`, { method, headers, body: payload, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0/i.test(line)) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value.join('='));
    }
    return response;
  };
  const refresh = async () => {
    csrf = ((await (await call('GET', '/api/accounts/session/')).json()) as { csrf: string }).csrf;
  };
  await refresh();
  const login = await call('POST', '/api/accounts/login/', { form: { username: email, password } });
  assert.equal(login.status, 302, 'the staff account signs in');
  await refresh();
  return call;
}

/** The header search: type, wait for the organization's option. */
async function searchFor(text: string) {
  const header = page.locator('header');
  const box = header.getByPlaceholder('Search orgs, projects & supply chain');
  await box.fill('');
  await box.fill(text);
  const option = header.getByRole('option', { name: new RegExp(NAME) });
  await option.waitFor();
  return option;
}

before(async () => {
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-affiliate-'));
  clockFile = path.join(tempDir, 'billing-clock');
  // The billing clock starts at the real now (standing still from there).
  await setClock(new Date());
  server = await startComposedServer({
    port: 8288,
    quiet: process.env.E2E_SERVER_LOGS !== '1',
    extraEnv: {
      NODE_ENV: 'test',
      API_TEST_CLOCK_FILE: clockFile,
      STAFF_EMAIL,
      STAFF_PASSWORD,
      STAFF_NAME: 'E2E Staff',
      // Test mode: no Stripe key, whatever the shell exports.
      STRIPE_SECRET_KEY: '',
    },
  });
  base = server.baseUrl;
  browser = await openBrowser();
  page = browser.page;
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('affiliate membership in test mode', () => {
  let nextBillingDate = '';

  it('signed out, /affiliate is server-rendered with the three plans, and its buttons go to /create-account', async (t) => {
    const html = await (await fetch(`${base}/affiliate`)).text();
    assert.match(html, /Affiliate \(Monthly\)/);
    assert.match(html, /\$9,000/);
    assert.match(html, /Best Value/);
    await page.goto(`${base}/affiliate?org-slug=${SLUG}`);
    await account().getByRole('heading', { level: 1, name: 'Affiliate membership' }).waitFor();
    const annual = account().getByRole('article', { name: 'Affiliate (Annual)' });
    assert.equal(await annual.getByRole('link', { name: 'Subscribe' }).getAttribute('href'), `/create-account?org-slug=${SLUG}`);
    await assertNoSevereA11yViolations(page, t);
  });

  it('create an account claiming the organization; staff approve the claim through the review API', async () => {
    await page.goto(`${base}/create-account?org-slug=${SLUG}`);
    await account().getByLabel('Full name').fill('Milena Affiliate');
    await account().getByLabel('Email').fill(EMAIL);
    await account().getByLabel('Password', { exact: true }).fill(PASSWORD);
    await account().getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await account().getByRole('link', { name: NAME }).waitFor();
    assert.match(await account().getByRole('link', { name: NAME }).locator('xpath=ancestor::li').innerText(), /Under Review/);

    const staff = await apiClient(STAFF_EMAIL, STAFF_PASSWORD);
    const queue = (await (await staff('GET', '/api/v1/review/')).json()) as {
      claims: { type: string; id: number; requester: { email: string }; entity: { slug: string } }[];
    };
    const claim = queue.claims.find((entry) => entry.requester.email === EMAIL && entry.entity.slug === SLUG);
    assert.ok(claim, 'the claim is in the review queue');
    const decision = await staff('POST', '/api/v1/review/decisions/', { json: { type: claim.type, id: claim.id, decision: 'approve' } });
    assert.equal(decision.status, 200);
  });

  it('subscribe on /affiliate → the local test checkout → Complete test payment → back with a thank-you', async (t) => {
    const problems = collectProblems(page);
    await page.goto(`${base}/affiliate?org-slug=${SLUG}`);
    await account().getByRole('combobox', { name: 'Organization' }).waitFor();
    assert.equal(await account().getByRole('combobox', { name: 'Organization' }).inputValue(), SLUG);
    const monthly = account().getByRole('article', { name: 'Affiliate (Monthly)' });
    // Hydrated: the button is a real button (server HTML has it too, React owns it after hydration).
    await page.waitForFunction(() => {
      const node = document.querySelector('[data-area="account"] h1');
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    });
    await monthly.getByRole('button', { name: 'Subscribe' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/api/v1/stripe/test-checkout/cs_test_'));
    await page.getByText(TEST_MODE_LABEL).waitFor();
    assert.ok(await page.getByText(NAME).isVisible());
    assert.ok(await page.getByText('$1,000 / month').isVisible());
    await assertNoSevereA11yViolations(page, t);
    await page.getByRole('button', { name: 'Complete test payment' }).click();

    await page.waitForURL((url) => url.pathname === '/affiliate' && url.searchParams.get('checkout') === 'success');
    await account()
      .getByText(/Thank you! Your payment was received/)
      .waitFor();
    await account()
      .getByText(new RegExp(`${NAME} is an Affiliate member. Your subscription renews on`))
      .waitFor();
    problems.stop();
    assert.deepEqual(problems.problems, []);
  });

  it('the gold check in search and on the organization page', async () => {
    const option = await searchFor('Gauss');
    assert.equal(await option.getByRole('img', { name: 'Affiliate member' }).count(), 1);
    await page.goto(`${base}/organizations/${SLUG}`);
    await directory().getByRole('heading', { level: 1, name: NAME }).waitFor();
    assert.equal(await directory().getByRole('img', { name: 'Affiliate member' }).count(), 1);
    // Anonymous visitors, through the shared response cache, see it too.
    const anonymous = (await (await fetch(`${base}/api/v1/search/?query=gauss`)).json()) as {
      results: { slug: string; is_affiliate: boolean }[];
    };
    assert.equal(anonymous.results.find((row) => row.slug === SLUG)?.is_affiliate, true);
  });

  it("cancel on the profile: the toast, then 'Your subscription ends on {date}' and 'RENEW MEMBERSHIP'", async () => {
    await page.goto(`${base}/profile`);
    const info = (await (await page.request.get(`${base}/api/accounts/info/`)).json()) as {
      orgs: { slug: string; next_billing_date: string; sub_status: string }[];
    };
    const org = info.orgs.find((row) => row.slug === SLUG)!;
    assert.equal(org.sub_status, 'active');
    nextBillingDate = org.next_billing_date;
    const row = account().getByRole('link', { name: NAME }).locator('xpath=ancestor::li');
    await row.getByText(`Your subscription renews on ${longDate(nextBillingDate)}`).waitFor();
    await row.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the subscription?' });
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page
      .getByText(`Your subscription has been cancelled. ${NAME} stays an Affiliate member until ${longDate(nextBillingDate)}.`)
      .waitFor();
    await row.getByText(`Your subscription ends on ${longDate(nextBillingDate)}`).waitFor();
    assert.equal(await row.getByRole('link', { name: `RENEW MEMBERSHIP: ${NAME}` }).count(), 1);
    // Still an affiliate until then. (Each search text is new: the header keeps earlier answers.)
    const option = await searchFor('Gauss Fu');
    assert.equal(await option.getByRole('img', { name: 'Affiliate member' }).count(), 1);
  });

  it('after that date (billing clock moved), the organization is no longer an affiliate: search, its page, the shared cache', async () => {
    // Warm the shared cache just before the end…
    await setClock(new Date(Date.parse(nextBillingDate) - 60_000));
    const before = await fetch(`${base}/api/v1/search/?query=gauss`);
    const warm = (await before.json()) as { results: { slug: string; is_affiliate: boolean }[] };
    assert.equal(warm.results.find((row) => row.slug === SLUG)?.is_affiliate, true);
    assert.equal((await fetch(`${base}/api/v1/search/?query=gauss`)).headers.get('x-cache'), 'hit');

    // …then a day after it.
    await setClock(new Date(Date.parse(nextBillingDate) + 86_400_000));
    const cold = await fetch(`${base}/api/v1/search/?query=gauss`);
    assert.equal(cold.headers.get('x-cache'), 'miss');
    const answer = (await cold.json()) as { results: { slug: string; is_affiliate: boolean }[] };
    assert.equal(answer.results.find((row) => row.slug === SLUG)?.is_affiliate, false);

    const option = await searchFor('Gauss Fusion');
    assert.equal(await option.getByRole('img', { name: 'Affiliate member' }).count(), 0);
    await page.goto(`${base}/organizations/${SLUG}`);
    await directory().getByRole('heading', { level: 1, name: NAME }).waitFor();
    assert.equal(await directory().getByRole('img', { name: 'Affiliate member' }).count(), 0);
    const detail = (await (await fetch(`${base}/api/v1/organizations/${SLUG}/`)).json()) as { is_affiliate: boolean };
    assert.equal(detail.is_affiliate, false);
  });
});
