// The session call, cookies over http and https, CSRF, sign-out and the account info call.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/helpers';
import { organizationMemberships, organizations, projectMemberships } from '../../db/schema';
import { anonymousCsrf, json, startTestApp, type TestApp } from '../../../test/app';
import { Browser, createUser, setCookiesOf } from '../../../test/accounts';
import { eq } from 'drizzle-orm';
import { createSession, SESSION_ABSOLUTE_SECONDS } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sessionCall = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/session/', headers: { ...(cookie ? { cookie } : {}), ...headers } });

async function idOf(table: 'organizations' | 'projects', slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM ${sql.identifier(table)} WHERE slug = ${slug}`);
  return row!.id;
}

test('anonymous visitors get a CSRF token bound to a signed cookie, and no session row', async () => {
  const response = await sessionCall();
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const body = json(response);
  expect(body).toEqual({ is_authenticated: false, organization_memberships: [], project_memberships: [], csrf: expect.any(String) });
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(/^anonid=[^;\s]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  // The same cookie gives the same token back, without a new cookie.
  const cookie = setCookie.split(';')[0]!;
  const again = await sessionCall(cookie);
  expect(json(again).csrf).toBe(body.csrf);
  expect(again.headers['set-cookie']).toBeUndefined();
  const [count] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM sessions`);
  expect(count!.n).toBe(0);
});

test('over HTTPS (X-Forwarded-Proto through the trusted proxy) cookies are __Host- prefixed and Secure', async () => {
  const response = await sessionCall(undefined, { 'x-forwarded-proto': 'https' });
  const [anonymous] = setCookiesOf(response);
  expect(anonymous!.name).toBe('__Host-anonid');
  expect(anonymous!.attributes).toEqual({ 'max-age': '31536000', path: '/', httponly: '', secure: '', samesite: 'Lax' });
  expect(anonymous!.attributes).not.toHaveProperty('domain');

  const user = await createUser(t.database.db);
  const browser = new Browser(t.app, { https: true });
  const login = await browser.login(user.email, user.password);
  expect(login.statusCode).toBe(302);
  const session = setCookiesOf(login).find((cookie) => cookie.name === '__Host-sessionid')!;
  expect(session.attributes).toEqual({
    'max-age': String(SESSION_ABSOLUTE_SECONDS),
    path: '/',
    httponly: '',
    secure: '',
    samesite: 'Lax',
  });
  expect(session.value).toMatch(/^[\w-]{43}$/);
  // The CSRF scheme works with the prefixed cookies: a POST with the session's token passes.
  expect((await browser.session()).is_authenticated).toBe(true);
  const logout = await browser.call('POST', '/api/accounts/logout/', { form: {} });
  expect(logout.statusCode).toBe(200);
  const cleared = setCookiesOf(logout).find((cookie) => cookie.name === '__Host-sessionid')!;
  expect(cleared.attributes).toMatchObject({ 'max-age': '0', path: '/', secure: '', httponly: '' });
});

test('over plain HTTP the cookies keep their plain names and are not Secure', async () => {
  const user = await createUser(t.database.db);
  const browser = new Browser(t.app);
  const login = await browser.login(user.email, user.password);
  const session = setCookiesOf(login).find((cookie) => cookie.name === 'sessionid')!;
  expect(session.attributes).toEqual({ 'max-age': String(SESSION_ABSOLUTE_SECONDS), path: '/', httponly: '', samesite: 'Lax' });
  expect((await browser.session()).is_authenticated).toBe(true);
  expect((await browser.call('POST', '/api/accounts/logout/', { form: {} })).statusCode).toBe(200);
});

test('over HTTPS a plain-named cookie is ignored (it could have been planted); a __Host- one is read over loopback HTTP', async () => {
  const user = await createUser(t.database.db);
  const token = await createSession(t.database.db, user.id);
  const https = { 'x-forwarded-proto': 'https' };
  expect(json(await sessionCall(`sessionid=${token}`, https)).is_authenticated).toBe(false);
  expect(json(await sessionCall(`__Host-sessionid=${token}`, https)).is_authenticated).toBe(true);
  // A server-side renderer forwarding the browser's cookies to the API over loopback HTTP.
  expect(json(await sessionCall(`__Host-sessionid=${token}`)).is_authenticated).toBe(true);
  expect(json(await sessionCall(`sessionid=${token}`)).is_authenticated).toBe(true);
});

test('unsafe methods need the token that matches the cookie', async () => {
  const { cookie, csrf } = await anonymousCsrf(t.app);
  const other = await anonymousCsrf(t.app);
  const logout = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: '',
    });
  const attempts: Record<string, string>[] = [
    {},
    { cookie },
    { cookie, 'x-csrftoken': 'forged' },
    { cookie, 'x-csrftoken': other.csrf },
    { 'x-csrftoken': csrf },
  ];
  for (const headers of attempts) {
    const response = await logout(headers);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ message: 'CSRF token missing or incorrect.', code: 'csrf_failed' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  }
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    expect((await t.app.inject({ method, url: '/api/v1/organizations/helion/' })).statusCode).toBe(403);
  }
  expect((await logout({ cookie, 'x-csrftoken': csrf })).statusCode).toBe(200);
  // The anonymous token does not pass once signed in (the session's own token is needed).
  const user = await createUser(t.database.db);
  const browser = new Browser(t.app);
  await browser.session();
  const anonymousToken = browser.csrf;
  await browser.login(user.email, user.password);
  expect(browser.csrf).not.toBe(anonymousToken);
  const stale = await browser.call('POST', '/api/accounts/logout/', { form: {}, headers: { 'x-csrftoken': anonymousToken } });
  expect(stale.statusCode).toBe(403);
});

test('login itself is CSRF-checked', async () => {
  const user = await createUser(t.database.db);
  const browser = new Browser(t.app);
  await browser.session();
  const response = await browser.call('POST', '/api/accounts/login/', {
    form: { username: user.email, password: user.password },
    noCsrf: true,
  });
  expect(response.statusCode).toBe(403);
  expect(browser.sessionCookie()).toBeUndefined();
});

test('a signed-in user sees memberships; logout deletes the session', async () => {
  const user = await createUser(t.database.db, { fullName: 'Owner' });
  const orgId = await idOf('organizations', 'helion');
  const projectId = await idOf('projects', 'polaris');
  await t.database.db.insert(organizationMemberships).values({ userId: user.id, organizationId: orgId, status: 'approved' });
  await t.database.db.insert(projectMemberships).values({ userId: user.id, projectId });
  const token = await createSession(t.database.db, user.id);
  const cookie = `sessionid=${token}`;

  const body = json(await sessionCall(cookie));
  expect(body).toEqual({
    is_authenticated: true,
    organization_memberships: [{ id: orgId, slug: 'helion', status: 'approved' }],
    project_memberships: [{ id: projectId, slug: 'polaris', status: 'pending' }],
    csrf: expect.any(String),
  });

  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/logout/',
    headers: { cookie, 'x-csrftoken': body.csrf, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'next=%2F',
  });
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ message: 'Signed out.' });
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(String(response.headers['set-cookie'])).toMatch(/^sessionid=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  expect(json(await sessionCall(cookie)).is_authenticated).toBe(false);
  expect((await t.app.inject({ method: 'GET', url: '/api/accounts/info/', headers: { cookie } })).statusCode).toBe(401);
});

test('logout without a session still answers 200 and clears the cookie', async () => {
  const browser = new Browser(t.app);
  await browser.session();
  const response = await browser.call('POST', '/api/accounts/logout/', { form: {} });
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ message: 'Signed out.' });
});

test('info: 401 without a session; the account with its organizations and projects with one', async () => {
  const anonymous = await t.app.inject({ method: 'GET', url: '/api/accounts/info/' });
  expect(anonymous.statusCode).toBe(401);
  expect(json(anonymous)).toEqual({ message: 'Authentication credentials were not provided.' });
  expect(anonymous.headers['cache-control']).toBe('private, no-store');
  expect((await t.app.inject({ method: 'GET', url: '/api/accounts/info/', headers: { cookie: 'sessionid=forged' } })).statusCode).toBe(401);

  const user = await createUser(t.database.db, { fullName: 'Ada Lovelace', verified: false });
  const helion = await idOf('organizations', 'helion');
  const tokamak = await idOf('organizations', 'tokamak-energy');
  await t.database.db.update(organizations).set({ isApproved: false, isAffiliate: true }).where(eq(organizations.id, tokamak));
  await t.database.db.insert(organizationMemberships).values([
    { userId: user.id, organizationId: helion, status: 'approved' },
    { userId: user.id, organizationId: tokamak, status: 'pending' },
  ]);
  await t.database.db
    .insert(projectMemberships)
    .values({ userId: user.id, projectId: await idOf('projects', 'polaris'), status: 'approved' });

  const browser = new Browser(t.app);
  await browser.login(user.email, user.password);
  const response = await browser.call('GET', '/api/accounts/info/');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(json(response)).toEqual({
    full_name: 'Ada Lovelace',
    username: user.email,
    verified: false,
    is_staff: false,
    payments_mode: 'test',
    orgs: [
      {
        slug: 'helion',
        display_name: 'Helion',
        is_affiliate: false,
        status: 'approved',
        is_approved: true,
        sub_status: null,
        next_billing_date: null,
        plan_type: null,
      },
      {
        slug: 'tokamak-energy',
        display_name: 'Tokamak Energy',
        is_affiliate: true,
        status: 'pending',
        is_approved: false,
        sub_status: null,
        next_billing_date: null,
        plan_type: null,
      },
    ],
    projects: [{ slug: 'polaris', display_name: 'Polaris', status: 'approved', is_approved: true }],
  });
});
