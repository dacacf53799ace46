// The account area on the composed site (docs/product/account.md §2–§8; issue 12): create an account,
// verify it from the emailed link, sign out and in, reset the password from the emailed link,
// the protected-route and signed-in rules (server 302s and browser redirects), the header
// following the session without a reload, accessibility and hydration.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoSevereA11yViolations } from './lib/a11y';
import { linkFromOutbox } from './lib/outbox';
import { area, BASE, collectProblems, markWindow, openBrowser, windowMarker, type TestBrowser } from './lib/site';

const EMAIL = `e2e-account-${Date.now()}@example.com`;
const FULL_NAME = 'Ada Fusion';
const PASSWORD = 'stellarator-lithium-blanket-7';
const NEW_PASSWORD = 'tokamak-divertor-tungsten-9';

let browser: TestBrowser;
let page: Page;

const account = () => area(page, 'account');
const header = () => page.locator('header');
const headerLink = (name: string) => header().getByRole('link', { name, exact: true });

/** True once React owns the node (hydrated), false while it is the server's inert HTML. */
const isHydrated = (selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** Waits until the account area has hydrated its page (the submit button is enabled only then). */
async function waitForAccountPage(heading: string): Promise<void> {
  await account().getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForFunction(() => {
    const node = document.querySelector('[data-area="account"] h1');
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
}

async function waitForPath(pathname: string, search?: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search));
}

// ---------------------------------------------------------------- the outbox

// ---------------------------------------------------------------- steps

async function signOutFromHeader(): Promise<void> {
  await headerLink('Profile').hover();
  await header().getByRole('button', { name: 'Sign out' }).click();
  await waitForPath('/sign-in', '?signedoutsuccess=true');
  await account().getByText('You have successfully signed out.').waitFor();
  await headerLink('Sign In').waitFor();
}

async function signIn(email: string, password: string): Promise<void> {
  await account().getByLabel('Email').fill(email);
  await account().getByLabel('Password', { exact: true }).fill(password);
  await account().getByLabel('Password', { exact: true }).press('Enter');
}

before(async () => {
  browser = await openBrowser();
  page = browser.page;
});

after(async () => {
  await browser?.close();
});

describe('account routes on the server', () => {
  it('answers a signed-out visit to /profile and to the other protected routes with a 302 to /sign-in keeping next', async () => {
    const profile = await fetch(`${BASE}/profile`, { redirect: 'manual' });
    assert.equal(profile.status, 302);
    assert.equal(profile.headers.get('location'), '/sign-in?next=%2Fprofile');
    for (const [pathname, next] of [
      ['/organizations/add', '/organizations/add'],
      ['/organizations/cfs/edit', '/organizations/cfs/edit'],
      ['/projects/add?organization=cfs', '/projects/add?organization=cfs'],
      ['/projects/sparc/edit', '/projects/sparc/edit'],
    ] as const) {
      const response = await fetch(`${BASE}${pathname}`, { redirect: 'manual' });
      assert.equal(response.status, 302, pathname);
      assert.equal(response.headers.get('location'), `/sign-in?${new URLSearchParams({ next })}`, pathname);
    }
    const affiliate = await fetch(`${BASE}/affiliate`, { redirect: 'manual' });
    assert.equal(affiliate.status, 200, '/affiliate is public');
  });

  it('renders the sign-in, create-account and reset pages with their titles, noindex and form fields', async () => {
    for (const [pathname, title, field] of [
      ['/sign-in', 'Sign in', 'Forgot your password?'],
      ['/create-account', 'Create an account', 'Subscribe to the newsletter'],
      ['/reset-password', 'Reset password', 'Send reset link'],
    ] as const) {
      const response = await fetch(`${BASE}${pathname}`);
      assert.equal(response.status, 200, pathname);
      const html = await response.text();
      assert.match(html, new RegExp(`<title>${title} \\| `), pathname);
      assert.match(html, /<meta name="robots" content="noindex">/, pathname);
      assert.ok(html.includes(field), `${pathname} is server-rendered`);
    }
    const signedOut = await (await fetch(`${BASE}/sign-in?signedoutsuccess=true`)).text();
    assert.ok(signedOut.includes('You have successfully signed out.'));
  });
});

describe('signed out in the browser', () => {
  it('sends /profile to /sign-in and hydrates /sign-in without warnings', async () => {
    const watch = collectProblems(page);
    try {
      await page.goto(`${BASE}/profile`);
      await waitForPath('/sign-in', '?next=%2Fprofile');
      await waitForAccountPage('Sign in');
      await page.waitForLoadState('networkidle');
      assert.ok(await isHydrated('header'), 'the shell hydrated');
      assert.ok(await account().getByRole('button', { name: 'Submit' }).isEnabled(), 'the form is live after hydration');
    } finally {
      watch.stop();
    }
    assert.deepEqual(
      watch.problems.filter((problem) => !/favicon|Failed to load resource/.test(problem)),
      [],
    );
  });

  it('/sign-in is accessible: axe, show/hide password with aria-pressed, the first invalid field focused', async (t) => {
    await page.goto(`${BASE}/sign-in`);
    await waitForAccountPage('Sign in');
    await assertNoSevereA11yViolations(page, t);

    const password = account().getByLabel('Password', { exact: true });
    const toggle = account().getByRole('button', { name: 'Show password' });
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    await password.fill('secret-value');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await password.getAttribute('type'), 'text');
    await toggle.click();
    assert.equal(await password.getAttribute('type'), 'password');

    await password.fill('');
    await account().getByRole('button', { name: 'Submit' }).click();
    await account().getByText('Please enter a valid email address').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'email', 'focus on the email field');
    assert.equal(await account().getByLabel('Email').getAttribute('aria-invalid'), 'true');
  });

  it('/create-account is accessible and shows the validation messages', async (t) => {
    await page.goto(`${BASE}/create-account`);
    await waitForAccountPage('Create an account');
    await assertNoSevereA11yViolations(page, t);
    assert.ok(await account().getByLabel('Subscribe to the newsletter').isChecked(), 'newsletter checked by default');
    await account().getByRole('button', { name: 'Create Account' }).click();
    await account().getByText('Please provide your full name').waitFor();
    await account().getByText('Please enter a valid email address').waitFor();
    await account().getByText('Please provide a password').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'name', 'focus on the full name');
  });
});

describe('an account from creation to password reset', () => {
  it('creates an account: signed in at once, the header changes without a reload, /profile shows the unverified notice', async (t) => {
    await page.goto(`${BASE}/create-account`);
    await waitForAccountPage('Create an account');
    await markWindow(page);
    await account().getByLabel('Full name').fill(FULL_NAME);
    await account().getByLabel('Email').fill(EMAIL);
    await account().getByLabel('Password', { exact: true }).fill(PASSWORD);
    await account().getByLabel('Password', { exact: true }).press('Enter');

    await waitForPath('/profile');
    await account().getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await headerLink('Profile').waitFor();
    assert.equal(await headerLink('Sign In').count(), 0);
    assert.equal(await windowMarker(page), 'kept', 'no reload');

    const details = account().locator('dl');
    await details.getByText(EMAIL).waitFor();
    assert.match(await details.innerText(), new RegExp(`Full name\\s+${FULL_NAME}`));
    assert.match(await details.innerText(), /Verified\s+No/);
    assert.ok(await account().getByRole('button', { name: 'Resend email.' }).isVisible());
    await assertNoSevereA11yViolations(page, t);

    // A signed-in user on /sign-in or /create-account goes to /profile (server and browser).
    const cookies = await page.context().cookies(BASE);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const pathname of ['/sign-in', '/create-account']) {
      const response = await fetch(`${BASE}${pathname}`, { redirect: 'manual', headers: { cookie } });
      assert.equal(response.status, 302, pathname);
      assert.equal(response.headers.get('location'), '/profile', pathname);
    }
    const profile = await fetch(`${BASE}/profile`, { headers: { cookie } });
    assert.equal(profile.status, 200);
    assert.ok((await profile.text()).includes(EMAIL), '/profile is server-rendered with the account');
  });

  it('resends the verification email from the notice (toast)', async () => {
    const sentAt = Date.now();
    await account().getByRole('button', { name: 'Resend email.' }).click();
    await page.getByText('Verification email resent').waitFor();
    await linkFromOutbox(EMAIL, /\/api\/accounts\/verify-email\//, { newerThan: sentAt - 1000 });
  });

  it('verifies the email from the emailed link, landing on /?verified=true', async (t) => {
    const link = await linkFromOutbox(EMAIL, /\/api\/accounts\/verify-email\//);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('verified') === 'true');
    // The home page's banner belongs to the content area (another issue): checked when it is there.
    const banner = page.getByText('Your email address has been verified.');
    if ((await banner.count()) > 0) assert.ok(await banner.first().isVisible());
    else t.diagnostic('the home banner is not built yet');

    await page.goto(`${BASE}/profile`);
    await account().locator('dl').getByText(EMAIL).waitFor();
    assert.match(await account().locator('dl').innerText(), /Verified\s+Yes/);
    assert.equal(await account().getByRole('button', { name: 'Resend email.' }).count(), 0);
  });

  it('signs out from the header on /profile: /sign-in with the banner, header back to Sign In, no reload', async () => {
    await markWindow(page);
    await signOutFromHeader();
    assert.equal(await windowMarker(page), 'kept');
    const response = await fetch(`${BASE}/profile`, { redirect: 'manual' });
    assert.equal(response.status, 302);
  });

  it('signs in: a wrong password shows the error, the right one lands on /profile with the header changed', async () => {
    await waitForAccountPage('Sign in');
    await markWindow(page);
    await signIn(EMAIL, 'not-the-password-1');
    await account().getByRole('alert').getByText('Invalid email or password').waitFor();
    await signIn(EMAIL, PASSWORD);
    await waitForPath('/profile');
    await account().locator('dl').getByText(EMAIL).waitFor();
    await headerLink('Profile').waitFor();
    assert.equal(await windowMarker(page), 'kept', 'no reload');
  });

  it('honours next after sign-in for a same-site path only', async () => {
    await signOutFromHeader();
    await page.goto(`${BASE}/projects/add`);
    await waitForPath('/sign-in', `?${new URLSearchParams({ next: '/projects/add' })}`);
    await waitForAccountPage('Sign in');
    await signIn(EMAIL, PASSWORD);
    await waitForPath('/projects/add');

    await signOutFromHeader();
    await page.goto(`${BASE}/sign-in?next=${encodeURIComponent('//evil.example/profile')}`);
    await waitForAccountPage('Sign in');
    await signIn(EMAIL, PASSWORD);
    await waitForPath('/profile');
    await signOutFromHeader();
  });

  it('resets the password from the emailed link, which signs in; the link works once', async () => {
    await page.goto(`${BASE}/reset-password`);
    await waitForAccountPage('Reset your password');
    await account().getByLabel('Email').fill('nobody-here@example.com');
    await account().getByRole('button', { name: 'Send reset link' }).click();
    await account().getByRole('alert').getByText('Email not found').waitFor();

    const requestedAt = Date.now();
    await account().getByLabel('Email').fill(EMAIL);
    await account().getByRole('button', { name: 'Send reset link' }).click();
    await account().getByText('Reset link sent, check your email.').waitFor();

    const link = await linkFromOutbox(EMAIL, /\/reset-password\?hash=/, { newerThan: requestedAt - 1000 });
    await page.goto(link);
    await waitForAccountPage('Choose a new password');
    await markWindow(page);
    await account().getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await account().getByLabel('New password', { exact: true }).press('Enter');
    await waitForPath('/profile');
    await account().locator('dl').getByText(EMAIL).waitFor();
    await headerLink('Profile').waitFor();
    assert.equal(await windowMarker(page), 'kept', 'no reload');

    await signOutFromHeader();
    await page.goto(link);
    await waitForAccountPage('Choose a new password');
    await account().getByLabel('New password', { exact: true }).fill('another-new-password-3');
    await account().getByRole('button', { name: 'Save new password' }).click();
    await account().getByRole('alert').getByText('Hash is invalid').waitFor();

    await page.goto(`${BASE}/sign-in`);
    await waitForAccountPage('Sign in');
    await signIn(EMAIL, PASSWORD);
    await account().getByRole('alert').getByText('Invalid email or password').waitFor();
    await signIn(EMAIL, NEW_PASSWORD);
    await waitForPath('/profile');
  });
});
