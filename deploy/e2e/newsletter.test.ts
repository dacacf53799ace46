// The newsletter on the composed site (issue 22), in a real browser: subscribing from the footer
// sends a confirmation email whose link confirms the address (signed out); staff send the digest
// from /admin/newsletter and the outbox has it, with RFC 8058 List-Unsubscribe headers; leaving
// from the digest's link (signed out) keeps that address out of the next digest, and the
// header's one-click POST works without a session.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { isTo, linkIn, readOutbox, waitForMails, type Mail } from './lib/outbox';
import { area, BASE, openBrowser, type TestBrowser, waitForHydration } from './lib/site';

/** The emails to `to` whose subject contains `subject`, waiting (up to 20 s) until there are `count`. */
const mailsTo = (to: string, subject: string, count = 1): Promise<Mail[]> =>
  waitForMails((mail) => isTo(mail, to) && (mail.headers.subject ?? '').includes(subject), { count });

const STAFF_EMAIL = process.env.STAFF_EMAIL ?? '';
const STAFF_PASSWORD = process.env.STAFF_PASSWORD ?? '';
const RUN = Date.now();
const LEAVER = `e2e-news-leaver-${RUN}@example.com`;
const STAYER = `e2e-news-stayer-${RUN}@example.com`;
const FIRST_SUBJECT = `E2E digest one ${RUN}`;
const SECOND_SUBJECT = `E2E digest two ${RUN}`;

let reader: TestBrowser;
let staff: TestBrowser;

/** Subscribes from the footer, then confirms from the emailed link — signed out. */
async function subscribeAndConfirm(page: Page, email: string): Promise<void> {
  await page.goto(`${BASE}/about`);
  const footer = page.locator('footer');
  await waitForHydration(page, 'footer form');
  await footer.getByLabel('Subscribe to our newsletter').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('Thank you for subscribing!').waitFor();

  const [confirmation] = await mailsTo(email, 'Confirm your subscription');
  assert.ok(confirmation, `a confirmation email to ${email}`);
  await page.goto(linkIn(confirmation, /\/newsletter\/confirm\?/));
  const content = area(page, 'content');
  await content.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor();
  // Enabled once hydrated (the click waits for that).
  await content.getByRole('button', { name: 'Confirm my subscription' }).click();
  await content.getByText('Your subscription is confirmed.').waitFor();
}

/** Staff send the draft with this subject from /admin/newsletter. */
async function sendDigest(subject: string): Promise<void> {
  const page = staff.page;
  await page.goto(`${BASE}/admin/newsletter`);
  const admin = area(page, 'account');
  await admin.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
  await waitForHydration(page, '[data-area="account"] h1');
  await admin.getByLabel('Subject').fill(subject);
  await admin.getByLabel(/^Introduction/).fill(`Hello from the browser test ${RUN}.`);
  await admin.getByRole('button', { name: /^Send to \d+ subscriber/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await admin.getByText(/^Sending to \d+ subscribers\.$/).waitFor();
}

before(async () => {
  assert.ok(STAFF_EMAIL && STAFF_PASSWORD, 'STAFF_EMAIL and STAFF_PASSWORD are set for the e2e server');
  reader = await openBrowser();
  staff = await openBrowser();
  await staff.page.goto(`${BASE}/sign-in`);
  await waitForHydration(staff.page, '[data-area="account"] h1');
  await staff.page.waitForFunction(
    () => !(document.querySelector('[data-area="account"] button[type="submit"]') as HTMLButtonElement | null)?.disabled,
  );
  const form = area(staff.page, 'account');
  await form.getByLabel('Email').fill(STAFF_EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await form.getByLabel('Password', { exact: true }).press('Enter');
  await staff.page.waitForURL((url) => url.pathname === '/profile');
});

after(async () => {
  await reader?.close();
  await staff?.close();
});

describe('the newsletter', () => {
  it('subscribe → confirmation email → confirm (signed out); the pages are noindex', async () => {
    await subscribeAndConfirm(reader.page, LEAVER);
    await subscribeAndConfirm(reader.page, STAYER);
    const page = await fetch(`${BASE}/newsletter/unsubscribe?s=1&token=x`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<meta name="robots" content="noindex/);
  });

  it('staff send the digest: each confirmed address gets it, with RFC 8058 List-Unsubscribe headers', async () => {
    await sendDigest(FIRST_SUBJECT);
    for (const email of [LEAVER, STAYER]) {
      const [digest] = await mailsTo(email, FIRST_SUBJECT);
      assert.ok(digest, `the digest reached ${email}`);
      assert.match(
        digest.headers['list-unsubscribe'] ?? '',
        /^<https?:\/\/[^>]+\/api\/v1\/newsletter\/unsubscribe\/\?s=\d+&token=[0-9a-f]{64}>$/,
      );
      assert.equal(digest.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
      assert.match(digest.body, new RegExp(`Hello from the browser test ${RUN}\\.`));
    }
  });

  it('unsubscribe from the digest (signed out) → the next digest skips that address', async () => {
    const [digest] = await mailsTo(LEAVER, FIRST_SUBJECT);
    const fresh = await openBrowser();
    try {
      await fresh.page.goto(linkIn(digest!, /\/newsletter\/unsubscribe\?/));
      const content = area(fresh.page, 'content');
      await content.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }).waitFor();
      await waitForHydration(fresh.page, '[data-area="content"] h1');
      await content.getByRole('button', { name: 'Unsubscribe' }).click();
      await content.getByText('You have unsubscribed.').waitFor();
    } finally {
      await fresh.close();
    }

    await sendDigest(SECOND_SUBJECT);
    assert.equal((await mailsTo(STAYER, SECOND_SUBJECT)).length, 1, 'the one who stayed gets the next digest');
    // Deliveries go out in subscription order and the leaver subscribed first: had the leaver been
    // on this list, their copy would have been written before the stayer's.
    assert.equal(
      (await readOutbox()).filter((mail) => mail.headers.to?.includes(LEAVER) && mail.headers.subject?.includes(SECOND_SUBJECT)).length,
      0,
    );
  });

  it("the header's one-click POST works with no session and no CSRF token", async () => {
    const [digest] = await mailsTo(STAYER, SECOND_SUBJECT);
    const url = new URL(/^<(.+)>$/.exec(digest!.headers['list-unsubscribe'] ?? '')![1]!);
    const response = await fetch(`${BASE}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(response.status, 200);
    assert.match(((await response.json()) as { message: string }).message, /unsubscribed/);
  });
});
