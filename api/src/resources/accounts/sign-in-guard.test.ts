// Sign-in limits a stranger cannot turn into a lockout (security review M2): only failures
// count, devices that signed in before keep signing in, unknown devices share a per-account
// budget whose lock doubles up to a day, and the owner hears of it once a day. Client
// addresses come through X-Forwarded-For from the trusted loopback proxy, as behind deploy/.
import { json, startTestApp, TEST_CONFIG, type TestApp } from '../../../test/app';
import { Browser, createUser, mailTo, setCookiesOf, uniqueEmail } from '../../../test/accounts';
import { extractLinks } from '../../mail/outbox';
import { lockAfter } from '../../http/rate-limit-store';
import { DEVICE_COOKIE_SECONDS, deviceToken } from './devices';
import { RATE_LIMITS, SIGN_IN_ALERT_INTERVAL } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const budget = RATE_LIMITS.login.account;
const DAY_SECONDS = 86_400;

let addresses = 0;
const freshAddress = () => `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

/** A browser behind the loopback proxy, which forwards its client address. */
interface Device {
  browser: Browser;
  address: string;
}

async function newDevice(options: { https?: boolean } = {}): Promise<Device> {
  const browser = new Browser(t.app, { ip: '127.0.0.1', ...options });
  await browser.session();
  return { browser, address: freshAddress() };
}

async function signIn(device: Device, email: string, password: string) {
  const response = await device.browser.call('POST', '/api/accounts/login/', {
    form: { username: email, password },
    headers: { 'x-forwarded-for': device.address },
  });
  if (response.statusCode === 302) await device.browser.session();
  return response;
}

const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

function expectRefused(response: { statusCode: number; headers: Record<string, unknown>; body: string }, seconds?: number) {
  expect(response.statusCode).toBe(429);
  expect(json(response).message).toMatch(/^Too many attempts\. Try again in \d+ (seconds|minutes?|hours)\.$/);
  if (seconds === undefined) expect(retryAfter(response)).toBeGreaterThan(0);
  else expect(retryAfter(response)).toBe(seconds);
}

/** Wrong passwords from new devices until the unknown-device budget is used up (each answered as the spec says). */
async function useUpBudget(email: string) {
  for (let i = 0; i < budget.max; i += 1) {
    expect(json(await signIn(await newDevice(), email, `wrong-guess-${i}`))).toEqual({ message: 'Invalid email or password' });
  }
}

const alertsTo = (email: string) =>
  mailTo(t.outboxDir, email).filter((mail) => mail.headers.subject === 'Failed sign-in attempts on your Fusion Energy Directory account');

test('X-Forwarded-For from the loopback proxy is the client address: the per-IP limit follows it', async () => {
  const { max } = RATE_LIMITS.login.ip;
  const device = await newDevice();
  for (let i = 0; i < max; i += 1) expect((await signIn(device, uniqueEmail('spray'), 'wrong-password')).statusCode).toBe(200);
  expectRefused(await signIn(device, uniqueEmail('spray'), 'wrong-password'));
  // Same proxy connection, another forwarded address: not limited.
  expect((await signIn(await newDevice(), uniqueEmail('spray'), 'wrong-password')).statusCode).toBe(200);
});

test("a stranger's 50 guesses from 50 addresses do not stop the owner's known device; new devices get 429 with a Retry-After that doubles up to a day", async () => {
  const owner = await createUser(t.database.db);
  const laptop = await newDevice();
  expect((await signIn(laptop, owner.email, owner.password)).statusCode).toBe(302);

  const answers = [];
  for (let i = 0; i < 50; i += 1) answers.push(await signIn(await newDevice(), owner.email, `guess-${i}-wrong`));
  expect(answers.slice(0, budget.max).map((response) => response.statusCode)).toEqual(Array(budget.max).fill(200));
  const refused = answers.slice(budget.max);
  for (const response of refused) expectRefused(response);
  // Each refused attempt counts: 30 min, 1 h, 2 h, … then a day.
  const expected = refused.map((_, i) => lockAfter(budget.max + 1 + i, budget) / 1000);
  expect(expected.slice(0, 3)).toEqual([1800, 3600, 7200]);
  expect(refused.map(retryAfter)).toEqual(expected);
  expect(Math.max(...refused.map(retryAfter))).toBe(DAY_SECONDS);

  // The owner's laptop signs in with the right password, again and again.
  for (let i = 0; i < 3; i += 1) expect((await signIn(laptop, owner.email, owner.password)).statusCode).toBe(302);
  expect(json(await laptop.browser.call('GET', '/api/accounts/info/')).username).toBe(owner.email);

  // A 51st guess from a new device, even with the right password: 429 for a day, not a sleep.
  const started = Date.now();
  const fiftyFirst = await signIn(await newDevice(), owner.email, owner.password);
  expect(Date.now() - started).toBeLessThan(5000);
  expectRefused(fiftyFirst, DAY_SECONDS);
  expect(json(fiftyFirst)).toEqual({ message: 'Too many attempts. Try again in 24 hours.' });
});

test('the budget is per email, existing or not (a 429 reveals no account), and other accounts are untouched', async () => {
  const nobody = uniqueEmail('nobody');
  await useUpBudget(nobody);
  expectRefused(await signIn(await newDevice(), nobody, 'another-guess'), lockAfter(budget.max + 1, budget) / 1000);
  const other = await createUser(t.database.db);
  expect((await signIn(await newDevice(), other.email, other.password)).statusCode).toBe(302);
});

test('concurrent guesses from many addresses cannot overshoot the budget', async () => {
  const owner = await createUser(t.database.db);
  const devices = await Promise.all(Array.from({ length: 25 }, () => newDevice()));
  const answers = await Promise.all(devices.map((device, i) => signIn(device, owner.email, `parallel-${i}`)));
  const statuses = answers.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([...Array(budget.max).fill(200), ...Array(25 - budget.max).fill(429)]);
});

test('successful sign-ins never count, from new devices or a known one', async () => {
  const owner = await createUser(t.database.db);
  for (let i = 0; i < budget.max + 5; i += 1) expect((await signIn(await newDevice(), owner.email, owner.password)).statusCode).toBe(302);
  const known = await newDevice();
  for (let i = 0; i < RATE_LIMITS.login.device.max + 5; i += 1) {
    expect((await signIn(known, owner.email, owner.password)).statusCode).toBe(302);
  }
  // A success also forgets the failures before it: typos do not add up across sign-ins.
  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i < budget.max - 1; i += 1) expect((await signIn(await newDevice(), owner.email, 'typo-typo')).statusCode).toBe(200);
    expect((await signIn(await newDevice(), owner.email, owner.password)).statusCode).toBe(302);
  }
});

test('a known device has its own small budget; past it, it is one of the unknown devices', async () => {
  const owner = await createUser(t.database.db);
  const known = await newDevice();
  expect((await signIn(known, owner.email, owner.password)).statusCode).toBe(302);
  await useUpBudget(owner.email);
  for (let i = 0; i < RATE_LIMITS.login.device.max; i += 1) expect((await signIn(known, owner.email, `fumble-${i}`)).statusCode).toBe(200);
  expectRefused(await signIn(known, owner.email, owner.password));
  // Its failures were its own: another known device of the owner's is not affected.
  const other = await newDevice();
  other.browser.cookies.set('deviceid', deviceToken(TEST_CONFIG.sessionSecret, owner.id));
  expect((await signIn(other, owner.email, owner.password)).statusCode).toBe(302);
});

test('the device cookie: HttpOnly, SameSite=Lax, long-lived, __Host- and Secure over HTTPS; only a valid token for this account counts', async () => {
  const owner = await createUser(t.database.db);
  const someoneElse = await createUser(t.database.db);

  const http = await newDevice();
  const first = await signIn(http, owner.email, owner.password);
  const cookie = setCookiesOf(first).find((c) => c.name === 'deviceid')!;
  expect(cookie.value).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);
  expect(cookie.attributes).toMatchObject({ path: '/', httponly: '', samesite: 'Lax', 'max-age': String(DEVICE_COOKIE_SECONDS) });
  expect(cookie.attributes.secure).toBeUndefined();

  const https = await newDevice({ https: true });
  const secure = setCookiesOf(await signIn(https, owner.email, owner.password)).find((c) => c.name === '__Host-deviceid')!;
  expect(secure.attributes).toMatchObject({ path: '/', httponly: '', secure: '', samesite: 'Lax' });
  expect(secure.attributes.domain).toBeUndefined();

  // One browser, two accounts: both are known.
  expect((await signIn(http, someoneElse.email, someoneElse.password)).statusCode).toBe(302);
  expect(http.browser.cookies.get('deviceid')!.split('~')).toHaveLength(2);

  await useUpBudget(owner.email);
  await useUpBudget(someoneElse.email);
  expect((await signIn(http, owner.email, owner.password)).statusCode).toBe(302);
  expect((await signIn(http, someoneElse.email, someoneElse.password)).statusCode).toBe(302);
  expect((await signIn(https, owner.email, owner.password)).statusCode).toBe(302);

  const withCookie = async (name: string, value: string, options: { https?: boolean } = {}) => {
    const device = await newDevice(options);
    device.browser.cookies.set(name, value);
    return signIn(device, owner.email, owner.password);
  };
  const secret = TEST_CONFIG.sessionSecret;
  const valid = deviceToken(secret, owner.id, Math.floor(Date.now() / 1000) - (DEVICE_COOKIE_SECONDS - 3600));
  expect((await withCookie('deviceid', valid)).statusCode).toBe(302);
  // Another account's token, a tampered one, one past the cookie's lifetime, one signed with
  // another secret, and a plain-named cookie over HTTPS (it could have been planted): unknown.
  const tampered = valid.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  for (const response of [
    await withCookie('deviceid', deviceToken(secret, someoneElse.id)),
    await withCookie('deviceid', tampered),
    await withCookie('deviceid', deviceToken(secret, owner.id, Math.floor(Date.now() / 1000) - DEVICE_COOKIE_SECONDS - 60)),
    await withCookie('deviceid', deviceToken('another-secret-another-secret-another-secret', owner.id)),
    await withCookie('deviceid', deviceToken(secret, owner.id), { https: true }),
  ]) {
    expectRefused(response);
  }
});

test('after a lock ends one more guess gets through, and a wrong one locks for longer', async () => {
  const owner = await createUser(t.database.db);
  await useUpBudget(owner.email);
  const start = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(start + 10 * 60_000);
  expectRefused(await signIn(await newDevice(), owner.email, 'still-guessing'), lockAfter(budget.max + 1, budget) / 1000);
  // 30 minutes after that refusal the lock has ended: one guess, wrong; the next is refused for longer.
  jest.spyOn(Date, 'now').mockReturnValue(start + 41 * 60_000);
  expect((await signIn(await newDevice(), owner.email, 'patient-guess')).statusCode).toBe(200);
  expectRefused(await signIn(await newDevice(), owner.email, owner.password), lockAfter(budget.max + 3, budget) / 1000);
  // A day after the last attempt the account is forgotten: a new device signs in.
  jest.spyOn(Date, 'now').mockReturnValue(start + 41 * 60_000 + budget.maxLock + 1000);
  expect((await signIn(await newDevice(), owner.email, owner.password)).statusCode).toBe(302);
});

test('the owner gets one alert a day however many bursts, with a reset hint; nobody else gets one', async () => {
  const owner = await createUser(t.database.db, { fullName: 'Ada Owner', verified: true });
  const start = Date.now();
  await useUpBudget(owner.email);
  expect(alertsTo(owner.email)).toHaveLength(1);
  expectRefused(await signIn(await newDevice(), owner.email, 'more'));

  // A second burst hours later, after the lock ended.
  jest.spyOn(Date, 'now').mockReturnValue(start + 6 * 3_600_000);
  expect((await signIn(await newDevice(), owner.email, 'second-burst-0')).statusCode).toBe(200);
  for (let i = 1; i < 5; i += 1) expectRefused(await signIn(await newDevice(), owner.email, `second-burst-${i}`));
  const alerts = alertsTo(owner.email);
  expect(alerts).toHaveLength(1);
  expect(mailTo(t.outboxDir, owner.email)).toHaveLength(1);

  const [alert] = alerts;
  expect(alert!.text.startsWith('Hello Ada Owner,\n')).toBe(true);
  expect(alert!.text).toContain('Browsers you have signed in from before are not affected');
  expect(extractLinks(alert!.text)).toContain('http://localhost:8080/reset-password');
  expect(alert!.html).toContain('href="http://localhost:8080/reset-password"');

  // The next day's attempt (its lock has ended, a wrong guess): another alert.
  jest.spyOn(Date, 'now').mockReturnValue(start + SIGN_IN_ALERT_INTERVAL + 60_000);
  expect((await signIn(await newDevice(), owner.email, 'next-day')).statusCode).toBe(200);
  expect(alertsTo(owner.email)).toHaveLength(2);

  // A known device's own failures alert nobody.
  const quiet = await createUser(t.database.db);
  const device = await newDevice();
  expect((await signIn(device, quiet.email, quiet.password)).statusCode).toBe(302);
  for (let i = 0; i < RATE_LIMITS.login.device.max; i += 1) await signIn(device, quiet.email, `fumble-${i}`);
  expect(mailTo(t.outboxDir, quiet.email)).toHaveLength(0);
});

test('the way past a lockout: the emailed reset link signs the owner in and makes the new device known', async () => {
  const owner = await createUser(t.database.db);
  await useUpBudget(owner.email);
  const phone = await newDevice();
  expectRefused(await signIn(phone, owner.email, owner.password));

  const asked = await phone.browser.call('GET', `/api/accounts/resetpwlink/?email=${encodeURIComponent(owner.email)}`);
  expect(asked.statusCode).toBe(200);
  const link = new URL(extractLinks(mailTo(t.outboxDir, owner.email).at(-1)!.text).find((l) => l.includes('/reset-password?'))!);
  const [unixTime, hashValue] = link.searchParams.get('hash')!.split('-');
  const newPassword = 'spherical-tokamak-2040';
  const reset = await phone.browser.call('POST', '/api/accounts/resetpassword/', {
    json: { unix_time: unixTime, hashvalue: hashValue, email: owner.email, newpassword: newPassword },
  });
  expect(json(reset)).toEqual({ message: 'Password reset successfully' });

  await phone.browser.call('POST', '/api/accounts/logout/', { form: {} });
  await phone.browser.session();
  expect((await signIn(phone, owner.email, newPassword)).statusCode).toBe(302);
  // Strangers stay locked out.
  expectRefused(await signIn(await newDevice(), owner.email, newPassword));
});
