// Double opt-in and leaving (issue 22): subscribing emails a confirmation link; only a confirmed
// address is subscribed; the create-account checkbox is confirmed by the account's verification;
// the one-click unsubscribe works signed out.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/helpers';
import { anonymous } from '../../../test/contributions';
import { mailTo, pathOf, uniqueEmail } from '../../../test/accounts';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { NEWSLETTER_MESSAGES } from './routes';
import { unsubscribeToken } from './links';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const stateOf = async (email: string) => {
  const [row] = await queryRows<{ id: number; confirmed: boolean; unsubscribed: boolean }>(
    t.database.db,
    sql`SELECT id, confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed FROM newsletter_subscriptions WHERE email = ${email}`,
  );
  return row;
};

/** The s and token of the link in the newest confirmation email to `email`. */
function confirmationLink(email: string): URL {
  const messages = mailTo(t.outboxDir, email);
  const link = messages.at(-1)!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0];
  expect(link).toBeDefined();
  return new URL(link!);
}

test('subscribe → a confirmation email → confirm: only then subscribed; the answer keeps docs/product/shell.md §5 texts', async () => {
  const browser = await anonymous(t.app);
  const email = uniqueEmail('reader');
  const response = await browser.call('POST', '/api/v1/newsletter/', { json: { email: email.toUpperCase() } });
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual([{ result: 'success', msg: 'Thank you for subscribing!' }]);
  expect(await stateOf(email)).toMatchObject({ confirmed: false, unsubscribed: false });

  const [message] = mailTo(t.outboxDir, email);
  expect(message!.headers.subject).toMatch(/Confirm your subscription/);
  const link = confirmationLink(email);
  expect(link.pathname).toBe('/newsletter/confirm');

  // A forged token for the same subscription is refused.
  const forged = await browser.call('POST', '/api/v1/newsletter/confirm/', {
    json: { s: Number(link.searchParams.get('s')), token: `${Math.floor(Date.now() / 1000)}-${'0'.repeat(64)}` },
  });
  expect(forged.statusCode).toBe(400);
  expect(json(forged).message).toBe(NEWSLETTER_MESSAGES.badLink);
  expect((await stateOf(email))!.confirmed).toBe(false);

  const confirm = await browser.call('POST', '/api/v1/newsletter/confirm/', {
    json: { s: Number(link.searchParams.get('s')), token: link.searchParams.get('token') },
  });
  expect(confirm.statusCode).toBe(200);
  expect(json(confirm).message).toBe(NEWSLETTER_MESSAGES.confirmed);
  expect(await stateOf(email)).toMatchObject({ confirmed: true, unsubscribed: false });

  // Subscribing again once confirmed sends nothing more.
  await browser.call('POST', '/api/v1/newsletter/', { json: { email } });
  expect(mailTo(t.outboxDir, email)).toHaveLength(1);
});

test('a repeat request within minutes sends no second confirmation email', async () => {
  const browser = await anonymous(t.app);
  const email = uniqueEmail('twice');
  for (let i = 0; i < 3; i += 1) expect((await browser.call('POST', '/api/v1/newsletter/', { json: { email } })).statusCode).toBe(200);
  expect(mailTo(t.outboxDir, email)).toHaveLength(1);
});

test('an expired confirmation link is refused with its own message', async () => {
  const browser = await anonymous(t.app);
  const email = uniqueEmail('late');
  await browser.call('POST', '/api/v1/newsletter/', { json: { email } });
  const { id } = (await stateOf(email))!;
  const { confirmToken } = await import('./links');
  const eightDaysAgo = Math.floor(Date.now() / 1000) - 8 * 86_400;
  const response = await browser.call('POST', '/api/v1/newsletter/confirm/', {
    json: { s: id, token: confirmToken(TEST_SECRET, { id, email }, eightDaysAgo) },
  });
  expect(response.statusCode).toBe(400);
  expect(json(response).message).toBe(NEWSLETTER_MESSAGES.confirmExpired);
});

const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

test('one-click unsubscribe works signed out, with no CSRF token (RFC 8058), and only with the signed token', async () => {
  const email = uniqueEmail('leaver');
  await t.database.db.execute(sql`INSERT INTO newsletter_subscriptions (email, confirmed_at) VALUES (${email}, now())`);
  const { id } = (await stateOf(email))!;
  const token = unsubscribeToken(TEST_SECRET, { id, email });
  const oneClick = (query: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/newsletter/unsubscribe/?${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  const wrong = await oneClick(`s=${id}&token=${'a'.repeat(64)}`);
  expect(wrong.statusCode).toBe(400);
  expect((await stateOf(email))!.unsubscribed).toBe(false);
  // Another subscription's id with this token: refused too.
  expect((await oneClick(`s=${id + 1000}&token=${token}`)).statusCode).toBe(400);

  const response = await oneClick(`s=${id}&token=${token}`);
  expect(response.statusCode).toBe(200);
  expect(json(response).message).toBe(NEWSLETTER_MESSAGES.unsubscribed);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(await stateOf(email)).toMatchObject({ unsubscribed: true });
  // Again is fine.
  expect((await oneClick(`s=${id}&token=${token}`)).statusCode).toBe(200);

  // Opening the link in a browser changes nothing: it lands on the page that asks.
  const opened = await t.app.inject({ method: 'GET', url: `/api/v1/newsletter/unsubscribe/?s=${id}&token=${token}` });
  expect(opened.statusCode).toBe(302);
  expect(opened.headers.location).toBe(`/newsletter/unsubscribe?s=${id}&token=${token}`);
});

test('after leaving, an old confirmation link does not subscribe again; a new request starts over', async () => {
  const browser = await anonymous(t.app);
  const email = uniqueEmail('return');
  await browser.call('POST', '/api/v1/newsletter/', { json: { email } });
  const link = confirmationLink(email);
  const { id } = (await stateOf(email))!;
  // No body at all: the link is what counts.
  const left = await t.app.inject({
    method: 'POST',
    url: `/api/v1/newsletter/unsubscribe/?s=${id}&token=${unsubscribeToken(TEST_SECRET, { id, email })}`,
  });
  expect(left.statusCode).toBe(200);
  const confirm = await browser.call('POST', '/api/v1/newsletter/confirm/', {
    json: { s: id, token: link.searchParams.get('token') },
  });
  expect(confirm.statusCode).toBe(400);
  expect(json(confirm).message).toBe(NEWSLETTER_MESSAGES.alreadyLeft);

  await browser.call('POST', '/api/v1/newsletter/', { json: { email } });
  expect(await stateOf(email)).toMatchObject({ confirmed: false, unsubscribed: false });
  expect(mailTo(t.outboxDir, email)).toHaveLength(2);
});

test('the create-account checkbox subscribes once the account verifies its address (no separate email)', async () => {
  const browser = await anonymous(t.app);
  const email = uniqueEmail('member');
  const created = await browser.call('POST', '/api/accounts/create-account/', {
    json: { full_name: 'New Member', username: email, password: 'plasma-confinement-42', newsletter: true },
  });
  expect(json(created).message).toBe('Account created successfully');
  expect(await stateOf(email)).toMatchObject({ confirmed: false });
  const messages = mailTo(t.outboxDir, email);
  expect(messages.map((message) => message.headers.subject)).toEqual([expect.stringMatching(/^Verify your email/)]);

  const verify = messages[0]!.text.match(/https?:\/\/\S+\/api\/accounts\/verify-email\/\S+/)![0];
  const verified = await t.app.inject({ method: 'GET', url: pathOf(verify) });
  expect(verified.headers.location).toBe('/?verified=true');
  expect(await stateOf(email)).toMatchObject({ confirmed: true, unsubscribed: false });
});

test('verifying an account does not confirm a request someone else made with the form for that address', async () => {
  const email = uniqueEmail('victim');
  await (await anonymous(t.app)).call('POST', '/api/v1/newsletter/', { json: { email } });
  const browser = await anonymous(t.app);
  await browser.call('POST', '/api/accounts/create-account/', {
    json: { full_name: 'Owner', username: email, password: 'plasma-confinement-42', newsletter: false },
  });
  const verify = mailTo(t.outboxDir, email)
    .map((message) => message.text.match(/https?:\/\/\S+\/api\/accounts\/verify-email\/\S+/)?.[0])
    .find(Boolean)!;
  await t.app.inject({ method: 'GET', url: pathOf(verify) });
  expect(await stateOf(email)).toMatchObject({ confirmed: false });
});
