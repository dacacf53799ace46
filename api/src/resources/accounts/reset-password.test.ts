// GET /api/accounts/resetpwlink/ and POST /api/accounts/resetpassword/: the emailed link, every
// answer of docs/product/account.md §14, expiry, single use, and the end of every other session.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { json, startTestApp, TEST_CONFIG, type TestApp } from '../../../test/app';
import { Browser, createUser, mailTo, uniqueEmail } from '../../../test/accounts';
import { extractLinks } from '../../mail/outbox';
import { RESET_LINK_SECONDS, resetHash } from './links';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'inertial-confinement-77';

async function requestLink(browser: Browser, email: string) {
  if (!browser.csrf) await browser.session();
  return browser.call('GET', `/api/accounts/resetpwlink/?email=${encodeURIComponent(email)}`);
}

/** What the new-password page does (docs/product/account.md §6): split `hash` at the dash, send the parts with the email. */
function linkParts(link: string) {
  const url = new URL(link);
  const hash = url.searchParams.get('hash')!;
  const dash = hash.indexOf('-');
  return { unix_time: hash.slice(0, dash), hashvalue: hash.slice(dash + 1), email: url.searchParams.get('email')! };
}

async function resetPassword(browser: Browser, body: Record<string, unknown>, form = false) {
  if (!browser.csrf) await browser.session();
  return form
    ? browser.call('POST', '/api/accounts/resetpassword/', { form: body as Record<string, string> })
    : browser.call('POST', '/api/accounts/resetpassword/', { json: body });
}

async function emailedLink(email: string): Promise<string> {
  const mails = mailTo(t.outboxDir, email);
  return extractLinks(mails.at(-1)!.text).find((link) => link.includes('/reset-password'))!;
}

test('resetpwlink: 200 and an email with the link /reset-password?hash={unix_time}-{hash}&email=…', async () => {
  const user = await createUser(t.database.db, { fullName: 'Reset Me' });
  const before = Math.floor(Date.now() / 1000);
  const response = await requestLink(new Browser(t.app), user.email.toUpperCase());
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ message: 'Reset link sent, check your email.' });
  expect(response.headers['cache-control']).toBe('private, no-store');

  const mails = mailTo(t.outboxDir, user.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.headers.subject).toBe('Reset your password for the Fusion Energy Directory');
  const link = await emailedLink(user.email);
  expect(link).toMatch(/^http:\/\/localhost:8080\/reset-password\?hash=\d{10}-[0-9a-f]{64}&email=user-[\w-]+%40example\.org$/);
  const parts = linkParts(link);
  expect(parts.email).toBe(user.email);
  expect(Number(parts.unix_time)).toBeGreaterThanOrEqual(before);
  expect(mails[0]!.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
});

test("resetpwlink: 401 { message: 'User not found' } for an unknown email; 400 without one; CSRF-checked", async () => {
  const browser = new Browser(t.app);
  const unknown = await requestLink(browser, 'nobody-at-all@example.org');
  expect([unknown.statusCode, json(unknown)]).toEqual([401, { message: 'User not found' }]);
  const malformed = await requestLink(browser, 'not an email');
  expect(malformed.statusCode).toBe(401);
  const missing = await browser.call('GET', '/api/accounts/resetpwlink/');
  expect([missing.statusCode, json(missing)]).toEqual([400, { message: 'Please enter a valid email address' }]);

  const user = await createUser(t.database.db);
  const forged = await browser.call('GET', `/api/accounts/resetpwlink/?email=${encodeURIComponent(user.email)}`, { noCsrf: true });
  expect([forged.statusCode, json(forged)]).toEqual([403, { message: 'CSRF token missing or incorrect.', code: 'csrf_failed' }]);
  expect(mailTo(t.outboxDir, user.email)).toHaveLength(0);
});

test("the emailed link resets the password: 'Password reset successfully', signed in, the new password works", async () => {
  const user = await createUser(t.database.db, { verified: false });
  const browser = new Browser(t.app);
  await requestLink(browser, user.email);
  const response = await resetPassword(browser, { ...linkParts(await emailedLink(user.email)), newpassword: NEW_PASSWORD });
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ message: 'Password reset successfully' });
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(browser.sessionCookie()).toBeDefined();
  expect((await browser.session()).is_authenticated).toBe(true);
  // The link came by email: the address is now verified.
  expect(json(await browser.call('GET', '/api/accounts/info/')).verified).toBe(true);

  expect((await new Browser(t.app).login(user.email, user.password)).statusCode).toBe(200);
  expect((await new Browser(t.app).login(user.email, NEW_PASSWORD)).statusCode).toBe(302);
});

test('the link works once', async () => {
  const user = await createUser(t.database.db);
  await requestLink(new Browser(t.app), user.email);
  const parts = linkParts(await emailedLink(user.email));
  expect(json(await resetPassword(new Browser(t.app), { ...parts, newpassword: NEW_PASSWORD }))).toEqual({
    message: 'Password reset successfully',
  });
  const again = await resetPassword(new Browser(t.app), { ...parts, newpassword: 'another-new-password-9' });
  expect([again.statusCode, json(again)]).toEqual([200, { message: 'The hashes do not match' }]);
  expect((await new Browser(t.app).login(user.email, NEW_PASSWORD)).statusCode).toBe(302);
});

test('a link made before the password changed no longer works (even a link not yet used)', async () => {
  const user = await createUser(t.database.db);
  await requestLink(new Browser(t.app), user.email);
  const first = linkParts(await emailedLink(user.email));
  await requestLink(new Browser(t.app), user.email);
  const second = linkParts(await emailedLink(user.email));
  expect(json(await resetPassword(new Browser(t.app), { ...second, newpassword: NEW_PASSWORD })).message).toBe(
    'Password reset successfully',
  );
  expect(json(await resetPassword(new Browser(t.app), { ...first, newpassword: 'yet-another-password-3' })).message).toBe(
    'The hashes do not match',
  );
});

test(`the link expires ${RESET_LINK_SECONDS} s after it was made: 'This link has expired'`, async () => {
  const user = await createUser(t.database.db);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  const now = Math.floor(Date.now() / 1000);
  const expired = resetHash(TEST_CONFIG.sessionSecret, row!, now - RESET_LINK_SECONDS - 1);
  const response = await resetPassword(new Browser(t.app), {
    unix_time: expired.unixTime,
    hashvalue: expired.hash,
    email: user.email,
    newpassword: NEW_PASSWORD,
  });
  expect([response.statusCode, json(response)]).toEqual([200, { message: 'This link has expired' }]);
  // Just inside the 24 hours it still works.
  const fresh = resetHash(TEST_CONFIG.sessionSecret, row!, now - RESET_LINK_SECONDS + 60);
  const ok = await resetPassword(
    new Browser(t.app),
    { unix_time: String(fresh.unixTime), hashvalue: fresh.hash, email: user.email, newpassword: NEW_PASSWORD },
    true,
  );
  expect(json(ok)).toEqual({ message: 'Password reset successfully' });
});

test("'User not found' and 'The hashes do not match'", async () => {
  const user = await createUser(t.database.db);
  await requestLink(new Browser(t.app), user.email);
  const parts = linkParts(await emailedLink(user.email));

  const unknown = await resetPassword(new Browser(t.app), { ...parts, email: uniqueEmail('ghost'), newpassword: NEW_PASSWORD });
  expect([unknown.statusCode, json(unknown)]).toEqual([200, { message: 'User not found' }]);

  const flipped = parts.hashvalue.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
  const cases = [
    { ...parts, hashvalue: flipped },
    { ...parts, hashvalue: 'short' },
    { ...parts, unix_time: String(Number(parts.unix_time) - 1) },
    { ...parts, unix_time: String(Number(parts.unix_time) + 100_000) },
    { ...parts, unix_time: 'yesterday' },
    { ...parts, hashvalue: resetHash(TEST_CONFIG.sessionSecret.replace(/^./, 'X'), { ...user, passwordHash: null }).hash },
  ];
  for (const body of cases) {
    const response = await resetPassword(new Browser(t.app), { ...body, newpassword: NEW_PASSWORD });
    expect([response.statusCode, json(response)]).toEqual([200, { message: 'The hashes do not match' }]);
  }
  // A link for another account does not reset this one.
  const other = await createUser(t.database.db);
  const mismatch = await resetPassword(new Browser(t.app), { ...parts, email: other.email, newpassword: NEW_PASSWORD });
  expect(json(mismatch)).toEqual({ message: 'The hashes do not match' });
});

test('400 with a message: a new password the policy refuses, or a malformed body', async () => {
  const user = await createUser(t.database.db);
  await requestLink(new Browser(t.app), user.email);
  const parts = linkParts(await emailedLink(user.email));
  for (const [newpassword, message] of [
    ['short', 'This password is too short. It must contain at least 8 characters.'],
    ['baseball', 'This password is too common.'],
  ]) {
    const response = await resetPassword(new Browser(t.app), { ...parts, newpassword });
    expect([response.statusCode, json(response)]).toEqual([400, { message }]);
  }
  const missing = await resetPassword(new Browser(t.app), { unix_time: parts.unix_time, email: parts.email, newpassword: NEW_PASSWORD });
  expect(missing.statusCode).toBe(400);
  expect(json(missing).message).toMatch(/hashvalue/);
  // The refused attempts did not use the link up.
  expect(json(await resetPassword(new Browser(t.app), { ...parts, newpassword: NEW_PASSWORD })).message).toBe(
    'Password reset successfully',
  );
});

test('a reset ends every other session of the user and rotates the one of the browser that reset', async () => {
  const user = await createUser(t.database.db);
  const laptop = new Browser(t.app);
  const phone = new Browser(t.app, { https: true });
  await laptop.login(user.email, user.password);
  await phone.login(user.email, user.password);
  const resetter = new Browser(t.app);
  await resetter.login(user.email, user.password);
  const before = resetter.sessionCookie()!;
  await requestLink(resetter, user.email);
  const response = await resetPassword(resetter, { ...linkParts(await emailedLink(user.email)), newpassword: NEW_PASSWORD });
  expect(json(response)).toEqual({ message: 'Password reset successfully' });

  expect((await laptop.call('GET', '/api/accounts/info/')).statusCode).toBe(401);
  expect((await phone.call('GET', '/api/accounts/info/')).statusCode).toBe(401);
  expect(resetter.sessionCookie()).not.toBe(before);
  expect((await t.app.inject({ method: 'GET', url: '/api/accounts/info/', headers: { cookie: `sessionid=${before}` } })).statusCode).toBe(
    401,
  );
  expect((await resetter.call('GET', '/api/accounts/info/')).statusCode).toBe(200);
});
