// POST /api/accounts/login/: every answer, session rotation, idle and absolute lifetimes,
// password hashing, and passwords kept out of the logs.
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { apiPlugin } from '../../app';
import { queryRows } from '../../db/helpers';
import { sessions, users } from '../../db/schema';
import { json, startTestApp, TEST_CONFIG, type TestApp } from '../../../test/app';
import { Browser, createUser, mailTo, pathOf, uniqueEmail } from '../../../test/accounts';
import { hash } from '@node-rs/argon2';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sessionRows = async (userId: number) =>
  queryRows<{ expires_at: string; created_at: string }>(
    t.database.db,
    sql`SELECT expires_at::text, created_at::text FROM sessions WHERE user_id = ${userId}`,
  );

test('success: 302 to /profile with a new session cookie; the session call then says signed in', async () => {
  const user = await createUser(t.database.db);
  const browser = new Browser(t.app);
  await browser.session();
  const response = await browser.call('POST', '/api/accounts/login/', { form: { username: user.email, password: user.password } });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/profile');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(browser.sessionCookie()).toBeDefined();
  expect((await browser.session()).is_authenticated).toBe(true);
});

test('the email is case-insensitive and trimmed; JSON bodies work too', async () => {
  const user = await createUser(t.database.db);
  const browser = new Browser(t.app);
  await browser.session();
  const response = await browser.call('POST', '/api/accounts/login/', {
    json: { username: `  ${user.email.toUpperCase()} `, password: user.password },
  });
  expect(response.statusCode).toBe(302);
});

test("a wrong password or an unknown email: 200 { message: 'Invalid email or password' }, no cookie", async () => {
  const user = await createUser(t.database.db);
  const browser = new Browser(t.app);
  await browser.session();
  for (const form of [
    { username: user.email, password: 'not-the-password' },
    { username: user.email, password: user.password.toUpperCase() },
    { username: 'nobody-here@example.org', password: user.password },
  ]) {
    const response = await browser.call('POST', '/api/accounts/login/', { form });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(json(response)).toEqual({ message: 'Invalid email or password' });
    expect(browser.sessionCookie()).toBeUndefined();
  }
});

test("a blank or missing field: 400 { message: 'Neither email nor password may be blank' }", async () => {
  const browser = new Browser(t.app);
  await browser.session();
  for (const form of [{ username: 'a@b.org', password: '' }, { username: '  ', password: 'x' }, { password: 'x' }, {}] as Record<
    string,
    string
  >[]) {
    const response = await browser.call('POST', '/api/accounts/login/', { form });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'Neither email nor password may be blank' });
  }
});

test('unverified accounts can sign in (the profile shows them the verify notice)', async () => {
  const user = await createUser(t.database.db, { verified: false });
  expect((await new Browser(t.app).login(user.email, user.password)).statusCode).toBe(302);
});

test('rotation: signing in replaces the session the browser carried; the old cookie is dead', async () => {
  const user = await createUser(t.database.db);
  const browser = new Browser(t.app);
  await browser.login(user.email, user.password);
  const first = browser.sessionCookie()!;
  const firstCsrf = browser.csrf;
  await browser.login(user.email, user.password);
  const second = browser.sessionCookie()!;
  expect(second).not.toBe(first);
  expect(browser.csrf).not.toBe(firstCsrf);
  const old = await t.app.inject({ method: 'GET', url: '/api/accounts/info/', headers: { cookie: `sessionid=${first}` } });
  expect(old.statusCode).toBe(401);
  expect((await browser.call('GET', '/api/accounts/info/')).statusCode).toBe(200);
  expect(await sessionRows(user.id)).toHaveLength(1);

  // A token planted before sign-in (session fixation) is not promoted either.
  const victim = await createUser(t.database.db);
  const planted = new Browser(t.app);
  await planted.session();
  planted.cookies.set('sessionid', 'planted-by-an-attacker');
  await planted.login(victim.email, victim.password);
  expect(planted.sessionCookie()).not.toBe('planted-by-an-attacker');
});

test('signing in as someone else ends the previous session', async () => {
  const alice = await createUser(t.database.db);
  const bob = await createUser(t.database.db);
  const browser = new Browser(t.app);
  await browser.login(alice.email, alice.password);
  const aliceCookie = browser.sessionCookie()!;
  await browser.login(bob.email, bob.password);
  expect(json(await browser.call('GET', '/api/accounts/info/')).username).toBe(bob.email);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/accounts/info/', headers: { cookie: `sessionid=${aliceCookie}` } })).statusCode,
  ).toBe(401);
});

test(`idle lifetime ${SESSION_IDLE_SECONDS} s: a session unused that long is dead; use slides the deadline`, async () => {
  const user = await createUser(t.database.db);
  const browser = new Browser(t.app);
  await browser.login(user.email, user.password);

  // Close to its idle deadline: a request moves it forward by the idle lifetime.
  await t.database.db
    .update(sessions)
    .set({ expiresAt: sql`now() + interval '1 hour'` })
    .where(eq(sessions.userId, user.id));
  expect((await browser.call('GET', '/api/accounts/info/')).statusCode).toBe(200);
  const [slid] = await queryRows<{ left: number }>(
    t.database.db,
    sql`SELECT extract(epoch from expires_at - now())::float8 AS left FROM sessions WHERE user_id = ${user.id}`,
  );
  expect(slid!.left).toBeGreaterThan(SESSION_IDLE_SECONDS - 60);

  // Past it: signed out.
  await t.database.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(sessions.userId, user.id));
  expect((await browser.call('GET', '/api/accounts/info/')).statusCode).toBe(401);
  expect((await browser.session()).is_authenticated).toBe(false);
});

test(`absolute lifetime ${SESSION_ABSOLUTE_SECONDS} s: a session ends then however active, and is never extended past it`, async () => {
  const user = await createUser(t.database.db);
  const browser = new Browser(t.app);
  await browser.login(user.email, user.password);
  // Signed in 14 days minus 10 minutes ago, idle deadline close: extended only to the absolute end.
  await t.database.db
    .update(sessions)
    .set({
      createdAt: sql`now() - make_interval(secs => ${SESSION_ABSOLUTE_SECONDS - 600})`,
      expiresAt: sql`now() + interval '1 minute'`,
    })
    .where(eq(sessions.userId, user.id));
  expect((await browser.call('GET', '/api/accounts/info/')).statusCode).toBe(200);
  const [capped] = await queryRows<{ left: number }>(
    t.database.db,
    sql`SELECT extract(epoch from expires_at - now())::float8 AS left FROM sessions WHERE user_id = ${user.id}`,
  );
  expect(capped!.left).toBeGreaterThan(500);
  expect(capped!.left).toBeLessThanOrEqual(600);

  await t.database.db
    .update(sessions)
    .set({ createdAt: sql`now() - make_interval(secs => ${SESSION_ABSOLUTE_SECONDS + 1})`, expiresAt: sql`now() + interval '1 day'` })
    .where(eq(sessions.userId, user.id));
  expect((await browser.call('GET', '/api/accounts/info/')).statusCode).toBe(401);
});

test('passwords are stored as argon2id m=19456 t=2 p=1; an older hash is replaced at sign-in', async () => {
  const user = await createUser(t.database.db);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(row!.passwordHash).not.toContain(user.password);

  const weak = await hash(user.password, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
  await t.database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
  expect((await new Browser(t.app).login(user.email, user.password)).statusCode).toBe(302);
  const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  expect(after!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});

test('passwords never reach the log, even at trace level', async () => {
  let log = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = Fastify({ logger: { level: 'trace', stream }, trustProxy: true, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(apiPlugin, { database: t.database, config: { ...TEST_CONFIG, mailOutboxDir: t.outboxDir } });
  await app.ready();
  try {
    const email = uniqueEmail('logged');
    const passwords = { first: 'Tritium-Breeding-Blanket-1', wrong: 'Deuterium-Wrong-Guess-2', reset: 'Stellarator-Coils-Reset-3' };
    const browser = new Browser(app);
    await browser.session();
    await browser.call('POST', '/api/accounts/create-account/', {
      json: { full_name: 'Logged', username: email, password: passwords.first, newsletter: false },
    });
    await browser.call('POST', '/api/accounts/logout/', { form: {} });
    await browser.session();
    expect((await browser.login(email, passwords.wrong)).statusCode).toBe(200);
    expect((await browser.login(email, passwords.first)).statusCode).toBe(302);
    expect((await browser.login(email, 'short')).statusCode).toBe(200);
    expect((await browser.call('GET', `/api/accounts/resetpwlink/?email=${encodeURIComponent(email)}`)).statusCode).toBe(200);
    const link = new URL(
      pathOf(
        mailTo(t.outboxDir, email)
          .at(-1)!
          .text.match(/https?:\/\/\S+reset-password\S+/)![0],
      ),
      'http://x',
    );
    const [unixTime, hashValue] = link.searchParams.get('hash')!.split('-');
    const reset = await browser.call('POST', '/api/accounts/resetpassword/', {
      json: { unix_time: unixTime, hashvalue: hashValue, email, newpassword: passwords.reset },
    });
    expect(json(reset)).toEqual({ message: 'Password reset successfully' });
    expect(log).toContain('/api/accounts/login/'); // the log did record these requests
    for (const password of Object.values(passwords)) expect(log).not.toContain(password);
    expect(log).not.toContain('"short"');
  } finally {
    await app.close();
  }
});
