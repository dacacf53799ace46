// Rate limits per IP and per account: 429 { message } with Retry-After, for login,
// create-account, resetpwlink, resendverification and resetpassword. Sign-in's failure budgets
// and device cookies in detail: sign-in-guard.test.ts.
import { json, startTestApp, TEST_CONFIG, type TestApp } from '../../../test/app';
import { Browser, createUser, mailTo, uniqueEmail } from '../../../test/accounts';
import { lockAfter } from '../../http/rate-limit-store';
import { resetLink } from './links';
import { userByEmail } from './queries';
import { RATE_LIMITS } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

let address = 0;
/** A fresh client address for one test's "same IP" browsers. */
const freshIp = () => `127.2.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; body: string }, windowMs: number) {
  expect(response.statusCode).toBe(429);
  expect(json(response).message).toMatch(/^Too many attempts\. Try again in \d+ (seconds|minutes?|hours)\.$/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(response.headers['cache-control']).toBe('private, no-store');
}

async function browserAt(ip: string): Promise<Browser> {
  const browser = new Browser(t.app, { ip });
  await browser.session();
  return browser;
}

test(`login: ${RATE_LIMITS.login.ip.max} attempts per IP per window, then 429 (whatever the account)`, async () => {
  const { max, timeWindow } = RATE_LIMITS.login.ip;
  const browser = await browserAt(freshIp());
  for (let i = 0; i < max; i += 1) {
    const response = await browser.call('POST', '/api/accounts/login/', {
      form: { username: uniqueEmail('spray'), password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(200);
  }
  const user = await createUser(t.database.db);
  // Even the right password is refused from this address now…
  expectLimited(
    await browser.call('POST', '/api/accounts/login/', { form: { username: user.email, password: user.password } }),
    timeWindow,
  );
  // …but not from another one.
  expect((await (await browserAt(freshIp())).login(user.email, user.password)).statusCode).toBe(302);
});

test(`login: ${RATE_LIMITS.login.account.max} failures per account from unknown devices, then 429 from any IP`, async () => {
  const { max } = RATE_LIMITS.login.account;
  const user = await createUser(t.database.db);
  for (let i = 0; i < max; i += 1) {
    const browser = await browserAt(freshIp());
    expect(
      (await browser.call('POST', '/api/accounts/login/', { form: { username: user.email, password: `guess-${i}-wrong` } })).statusCode,
    ).toBe(200);
  }
  const elsewhere = await browserAt(freshIp());
  expectLimited(
    await elsewhere.call('POST', '/api/accounts/login/', { form: { username: user.email.toUpperCase(), password: user.password } }),
    // The refused attempt counts too: the lock doubles.
    lockAfter(max + 1, RATE_LIMITS.login.account),
  );
  // Other accounts are not affected.
  const other = await createUser(t.database.db);
  expect((await elsewhere.login(other.email, other.password)).statusCode).toBe(302);
});

test(`create-account: ${RATE_LIMITS.createAccount.ip.max} per IP and ${RATE_LIMITS.createAccount.account.max} per email per window`, async () => {
  const { ip, account } = RATE_LIMITS.createAccount;
  const browser = await browserAt(freshIp());
  for (let i = 0; i < ip.max; i += 1) {
    const response = await browser.call('POST', '/api/accounts/create-account/', {
      json: { full_name: 'R', username: uniqueEmail(), password: '' },
    });
    expect(json(response)).toEqual({ message: 'Neither email nor password may be blank' });
  }
  expectLimited(
    await browser.call('POST', '/api/accounts/create-account/', {
      json: { full_name: 'R', username: uniqueEmail(), password: 'long-enough-pass-1' },
    }),
    ip.timeWindow,
  );

  const email = uniqueEmail('taken');
  await createUser(t.database.db, { email });
  for (let i = 0; i < account.max; i += 1) {
    const response = await (
      await browserAt(freshIp())
    ).call('POST', '/api/accounts/create-account/', {
      json: { full_name: 'R', username: email, password: 'long-enough-pass-1' },
    });
    expect(json(response)).toEqual({ message: 'User already exists' });
  }
  const limited = await (
    await browserAt(freshIp())
  ).call('POST', '/api/accounts/create-account/', {
    json: { full_name: 'R', username: email, password: 'long-enough-pass-1' },
  });
  expectLimited(limited, account.timeWindow);
});

test(`resetpwlink: ${RATE_LIMITS.resetLink.ip.max} per IP; per email ${RATE_LIMITS.resetLink.account.max} emails an hour and ${RATE_LIMITS.resetLink.accountDaily.max} a day, then 200 without sending`, async () => {
  const { ip, account, accountDaily } = RATE_LIMITS.resetLink;
  const browser = await browserAt(freshIp());
  for (let i = 0; i < ip.max; i += 1) {
    expect((await browser.call('GET', `/api/accounts/resetpwlink/?email=${uniqueEmail('probe')}`)).statusCode).toBe(401);
  }
  expectLimited(await browser.call('GET', `/api/accounts/resetpwlink/?email=${uniqueEmail('probe')}`), ip.timeWindow);

  // A stranger asks for the owner's links from many addresses: the owner is never refused, but
  // the inbox gets no more than the quota (the links already sent work for a day).
  const user = await createUser(t.database.db);
  const ask = async () => (await browserAt(freshIp())).call('GET', `/api/accounts/resetpwlink/?email=${encodeURIComponent(user.email)}`);
  const sent = { message: 'Reset link sent, check your email.' };
  const notSent = { message: 'A reset link was sent to this address recently, check your email.' };
  const answers = async (count: number) => {
    const bodies: unknown[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await ask();
      expect(response.statusCode).toBe(200);
      bodies.push(json(response));
    }
    return bodies;
  };
  expect(await answers(account.max + 2)).toEqual([...Array(account.max).fill(sent), notSent, notSent]);
  expect(mailTo(t.outboxDir, user.email)).toHaveLength(account.max);

  // The next hours: more, up to the daily quota.
  const start = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(start + account.timeWindow + 1000);
  expect(await answers(account.max + 1)).toEqual([...Array(account.max).fill(sent), notSent]);
  jest.spyOn(Date, 'now').mockReturnValue(start + 2 * (account.timeWindow + 1000));
  expect(await answers(1)).toEqual([notSent]);
  expect(mailTo(t.outboxDir, user.email)).toHaveLength(accountDaily.max);
  // The next day, again.
  jest.spyOn(Date, 'now').mockReturnValue(start + accountDaily.timeWindow + 1000);
  expect(await answers(1)).toEqual([sent]);
});

test(`resendverification: ${RATE_LIMITS.resendVerification.ip.max} per IP and ${RATE_LIMITS.resendVerification.account.max} per account per window`, async () => {
  const { ip, account } = RATE_LIMITS.resendVerification;
  const anonymous = await browserAt(freshIp());
  for (let i = 0; i < ip.max; i += 1) {
    expect((await anonymous.call('GET', '/api/accounts/resendverification/')).statusCode).toBe(401);
  }
  expectLimited(await anonymous.call('GET', '/api/accounts/resendverification/'), ip.timeWindow);

  const user = await createUser(t.database.db);
  for (let i = 0; i < account.max; i += 1) {
    const browser = new Browser(t.app, { ip: freshIp() });
    await browser.login(user.email, user.password);
    expect((await browser.call('GET', '/api/accounts/resendverification/')).statusCode).toBe(200);
  }
  const browser = new Browser(t.app, { ip: freshIp() });
  await browser.login(user.email, user.password);
  expectLimited(await browser.call('GET', '/api/accounts/resendverification/'), account.timeWindow);
});

test(`resetpassword: ${RATE_LIMITS.resetPassword.ip.max} per IP and ${RATE_LIMITS.resetPassword.account.max} per email per window`, async () => {
  const { ip, account } = RATE_LIMITS.resetPassword;
  const attempt = (browser: Browser, email: string) =>
    browser.call('POST', '/api/accounts/resetpassword/', {
      json: { unix_time: 1, hashvalue: 'ab', email, newpassword: 'long-enough-pass-1' },
    });
  const browser = await browserAt(freshIp());
  for (let i = 0; i < ip.max; i += 1) expect(json(await attempt(browser, uniqueEmail('enum'))).message).toBe('User not found');
  expectLimited(await attempt(browser, uniqueEmail('enum')), ip.timeWindow);

  const user = await createUser(t.database.db);
  for (let i = 0; i < account.max; i += 1) {
    expect(json(await attempt(await browserAt(freshIp()), user.email)).message).toBe('The hashes do not match');
  }
  expectLimited(await attempt(await browserAt(freshIp()), user.email), account.timeWindow);

  // The owner's real link is not refused for the strangers' wrong ones.
  const link = new URL(resetLink('http://localhost:8080', TEST_CONFIG.sessionSecret, (await userByEmail(t.database.db, user.email))!));
  const [unixTime, hashValue] = link.searchParams.get('hash')!.split('-');
  const owner = await browserAt(freshIp());
  const reset = await owner.call('POST', '/api/accounts/resetpassword/', {
    json: { unix_time: unixTime, hashvalue: hashValue, email: user.email, newpassword: 'long-enough-pass-2' },
  });
  expect([reset.statusCode, json(reset)]).toEqual([200, { message: 'Password reset successfully' }]);
});
