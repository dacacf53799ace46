// POST /api/accounts/create-account/, the verification email and its link, and
// GET /api/accounts/resendverification/; what the emails to an unverified address may say.
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/helpers';
import { users } from '../../db/schema';
import { json, startTestApp, TEST_CONFIG, type TestApp } from '../../../test/app';
import { Browser, createUser, mailTo, pathOf, uniqueEmail } from '../../../test/accounts';
import { extractLinks } from '../../mail/outbox';
import { verificationLink, VERIFY_LINK_SECONDS } from './links';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'magnetic-mirror-2031';

async function createAccount(browser: Browser, body: Record<string, unknown>, form = false) {
  if (!browser.csrf) await browser.session();
  return form
    ? browser.call('POST', '/api/accounts/create-account/', { form: body as Record<string, string> })
    : browser.call('POST', '/api/accounts/create-account/', { json: body });
}

const newsletterRows = (email: string) =>
  queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = ${email}`);

test('success: 200 with the message, signed in at once (rotated session), verification email sent', async () => {
  const email = uniqueEmail('new');
  const browser = new Browser(t.app);
  const response = await createAccount(browser, {
    full_name: '  Lise Meitner ',
    username: email.toUpperCase(),
    password: PASSWORD,
    newsletter: true,
    redirectNewOrg: false,
    redirectNewProj: false,
  });
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ message: 'Account created successfully' });
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(browser.sessionCookie()).toBeDefined();
  expect((await browser.session()).is_authenticated).toBe(true);
  expect(json(await browser.call('GET', '/api/accounts/info/'))).toEqual({
    full_name: 'Lise Meitner',
    username: email,
    verified: false,
    is_staff: false,
    orgs: [],
    projects: [],
    payments_mode: 'test',
  });
  expect((await newsletterRows(email))[0]!.n).toBe(1);

  const [mail] = mailTo(t.outboxDir, email);
  expect(mail!.headers.subject).toBe('Verify your email address for the Fusion Energy Directory');
  expect(mail!.headers.from).toBe('Fusion Energy Directory <no-reply@localhost>');
  const [link] = extractLinks(mail!.text);
  expect(link).toMatch(
    new RegExp(
      `^http://localhost:8080/api/accounts/verify-email/\\?hash=\\d+-[0-9a-f]{64}&email=${encodeURIComponent(email).replace('.', '\\.')}$`,
    ),
  );
  expect(mail!.html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
});

test('form-encoded bodies work; newsletter unchecked or absent subscribes nobody', async () => {
  for (const newsletter of ['false', undefined]) {
    const email = uniqueEmail('form');
    const body: Record<string, string> = { full_name: 'Form User', username: email, password: PASSWORD };
    if (newsletter !== undefined) body.newsletter = newsletter;
    const response = await createAccount(new Browser(t.app), body, true);
    expect(json(response)).toEqual({ message: 'Account created successfully' });
    expect((await newsletterRows(email))[0]!.n).toBe(0);
  }
  const email = uniqueEmail('form-on');
  await createAccount(
    new Browser(t.app),
    { full_name: 'F', username: email, password: PASSWORD, newsletter: 'on', redirectNewOrg: 'true' },
    true,
  );
  expect((await newsletterRows(email))[0]!.n).toBe(1);
});

test("an existing email (any case): 200 { message: 'User already exists' }, nothing changes", async () => {
  const user = await createUser(t.database.db);
  const browser = new Browser(t.app);
  const response = await createAccount(browser, { full_name: 'Again', username: user.email.toUpperCase(), password: PASSWORD });
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ message: 'User already exists' });
  expect(browser.sessionCookie()).toBeUndefined();
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  expect(row!.fullName).toBe('Test User');
  expect(mailTo(t.outboxDir, user.email)).toHaveLength(0);
});

test("a blank or missing email or password: 200 { message: 'Neither email nor password may be blank' }", async () => {
  const bodies = [
    { full_name: 'X', username: '', password: PASSWORD },
    { full_name: 'X', username: uniqueEmail(), password: '' },
    { full_name: 'X', username: '   ', password: PASSWORD },
    { full_name: 'X', password: PASSWORD },
    { full_name: 'X', username: uniqueEmail() },
    {},
  ];
  for (const body of bodies) {
    const response = await createAccount(new Browser(t.app), body);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Neither email nor password may be blank' });
  }
});

test('400 with a message: no full name, an invalid email, a short, long or common password', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ full_name: '  ', username: uniqueEmail(), password: PASSWORD }, 'Please provide your full name'],
    [{ username: uniqueEmail(), password: PASSWORD }, 'Please provide your full name'],
    [{ full_name: 'N', username: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
    [{ full_name: 'N', username: 'a@b', password: PASSWORD }, 'Please enter a valid email address'],
    [
      { full_name: 'N', username: uniqueEmail(), password: 'seven77' },
      'This password is too short. It must contain at least 8 characters.',
    ],
    [
      { full_name: 'N', username: uniqueEmail(), password: 'x'.repeat(257) },
      'This password is too long. It must contain at most 256 characters.',
    ],
    [{ full_name: 'N', username: uniqueEmail(), password: 'password1' }, 'This password is too common.'],
    [{ full_name: 'N', username: uniqueEmail(), password: 'Iloveyou1' }, 'This password is too common.'],
    [{ full_name: 'N', username: uniqueEmail(), password: 'QWERTYUIOP' }, 'This password is too common.'],
  ];
  for (const [body, message] of cases) {
    const response = await createAccount(new Browser(t.app), body);
    expect([response.statusCode, json(response)]).toEqual([400, { message }]);
  }
  // Eight characters of any kind are enough (no composition rules); unicode counts by character.
  const email = uniqueEmail('emoji');
  const ok = await createAccount(new Browser(t.app), { full_name: 'E', username: email, password: '🔥🔥🔥🔥⚛️⚛️' });
  expect(json(ok)).toEqual({ message: 'Account created successfully' });
});

test('the verification link verifies the account and lands on /?verified=true; bad links land on verified=false', async () => {
  const email = uniqueEmail('verify');
  const browser = new Browser(t.app);
  await createAccount(browser, { full_name: 'V', username: email, password: PASSWORD });
  const [link] = extractLinks(mailTo(t.outboxDir, email)[0]!.text);

  // A tampered link does nothing.
  const tampered = pathOf(link!).replace(/(hash=\d+-)([0-9a-f])/, (_m, head: string, c: string) => `${head}${c === '0' ? '1' : '0'}`);
  expect(tampered).not.toBe(pathOf(link!));
  const bad = await t.app.inject({ method: 'GET', url: tampered });
  expect([bad.statusCode, bad.headers.location]).toEqual([302, '/?verified=false&reason=invalid']);
  expect(json(await browser.call('GET', '/api/accounts/info/')).verified).toBe(false);

  // Followed from a mail client: no cookie, no CSRF header needed.
  const response = await t.app.inject({ method: 'GET', url: pathOf(link!) });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/?verified=true');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(json(await browser.call('GET', '/api/accounts/info/')).verified).toBe(true);
  // Following it again is harmless.
  expect((await t.app.inject({ method: 'GET', url: pathOf(link!) })).headers.location).toBe('/?verified=true');

  for (const url of [
    '/api/accounts/verify-email/',
    '/api/accounts/verify-email/?hash=abc&email=x',
    `/api/accounts/verify-email/?hash=1-00&email=${email}`,
  ]) {
    expect((await t.app.inject({ method: 'GET', url })).headers.location).toBe('/?verified=false&reason=invalid');
  }
});

test(`a verification link older than ${VERIFY_LINK_SECONDS} s lands on /?verified=false&reason=expired`, async () => {
  const user = await createUser(t.database.db);
  const old = Math.floor(Date.now() / 1000) - VERIFY_LINK_SECONDS - 5;
  const link = verificationLink('http://localhost:8080', TEST_CONFIG.sessionSecret, user, old);
  const response = await t.app.inject({ method: 'GET', url: pathOf(link) });
  expect(response.headers.location).toBe('/?verified=false&reason=expired');
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  expect(row!.isVerified).toBe(false);
});

test('resendverification: a new email for an unverified user; 400 when verified; 401 signed out; CSRF-checked', async () => {
  const anonymous = new Browser(t.app);
  await anonymous.session();
  const signedOut = await anonymous.call('GET', '/api/accounts/resendverification/');
  expect([signedOut.statusCode, json(signedOut)]).toEqual([401, { message: 'Authentication credentials were not provided.' }]);

  const user = await createUser(t.database.db, { fullName: 'Resend Me' });
  const browser = new Browser(t.app);
  await browser.login(user.email, user.password);
  const forged = await browser.call('GET', '/api/accounts/resendverification/', { noCsrf: true });
  expect([forged.statusCode, json(forged)]).toEqual([403, { message: 'CSRF token missing or incorrect.', code: 'csrf_failed' }]);
  expect(mailTo(t.outboxDir, user.email)).toHaveLength(0);

  const response = await browser.call('GET', '/api/accounts/resendverification/');
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ message: 'Verification email sent.' });
  expect(response.headers['cache-control']).toBe('private, no-store');
  const mails = mailTo(t.outboxDir, user.email);
  expect(mails).toHaveLength(1);
  const follow = await t.app.inject({ method: 'GET', url: pathOf(extractLinks(mails[0]!.text)[0]!) });
  expect(follow.headers.location).toBe('/?verified=true');

  const verified = await browser.call('GET', '/api/accounts/resendverification/');
  expect([verified.statusCode, json(verified)]).toEqual([400, { message: 'This account is already verified.' }]);
});

test('the verification emails greet nobody by the chosen name: no one can send their text to any address (review L4)', async () => {
  const email = uniqueEmail('victim');
  const injected = 'friend. URGENT: your account is suspended, restore it at https://evil.example/restore before 5pm';
  const browser = new Browser(t.app);
  await createAccount(browser, { full_name: injected, username: email, password: PASSWORD });
  await browser.session(); // the CSRF token changed at sign-in
  expect((await browser.call('GET', '/api/accounts/resendverification/')).statusCode).toBe(200);
  // The reset email, which anyone may ask for, too: the address is not verified yet.
  const other = new Browser(t.app);
  await other.session();
  expect((await other.call('GET', `/api/accounts/resetpwlink/?email=${encodeURIComponent(email)}`)).statusCode).toBe(200);

  const mails = mailTo(t.outboxDir, email);
  expect(mails.map((mail) => mail.headers.subject)).toEqual([
    'Verify your email address for the Fusion Energy Directory',
    'Verify your email address for the Fusion Energy Directory',
    'Reset your password for the Fusion Energy Directory',
  ]);
  for (const mail of mails) {
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.html).toContain('>Hello,</p>');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('URGENT');
      expect(body).not.toContain('evil.example');
    }
  }
});

test('every value in the HTML email is escaped (a verified account is greeted by its name)', async () => {
  const user = await createUser(t.database.db, { fullName: '<script>alert(1)</script> & "Bob" <b>', verified: true });
  const browser = new Browser(t.app);
  await browser.session();
  expect((await browser.call('GET', `/api/accounts/resetpwlink/?email=${encodeURIComponent(user.email)}`)).statusCode).toBe(200);
  const [mail] = mailTo(t.outboxDir, user.email);
  expect(mail!.html).not.toContain('<script>alert');
  expect(mail!.html).not.toContain('<b>');
  expect(mail!.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Bob&quot; &lt;b&gt;,');
  expect(mail!.text).toContain('Hello <script>alert(1)</script> & "Bob" <b>,');
});
