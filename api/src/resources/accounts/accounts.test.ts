import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/helpers';
import { organizationMemberships, projectMemberships, users } from '../../db/schema';
import { anonymousCsrf, json, startTestApp, type TestApp } from '../../../test/app';
import { createSession } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sessionCall = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/session/', headers: cookie ? { cookie } : {} });

test('anonymous visitors get a CSRF token bound to a signed cookie, and no session row', async () => {
  const response = await sessionCall();
  expect(response.statusCode).toBe(200);
  const body = json(response);
  expect(body).toEqual({ is_authenticated: false, organization_memberships: [], project_memberships: [], csrf: expect.any(String) });
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(/^anonid=.+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
  // The same cookie gives the same token back, without a new cookie.
  const cookie = setCookie.split(';')[0]!;
  const again = await sessionCall(cookie);
  expect(json(again).csrf).toBe(body.csrf);
  expect(again.headers['set-cookie']).toBeUndefined();
  const [count] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM sessions`);
  expect(count!.n).toBe(0);
});

test('the cookie is Secure behind an HTTPS proxy', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/accounts/session/', headers: { 'x-forwarded-proto': 'https' } });
  expect(String(response.headers['set-cookie'])).toContain('; Secure');
});

test('unsafe methods need the token that matches the cookie', async () => {
  const { cookie, csrf } = await anonymousCsrf(t.app);
  const other = await anonymousCsrf(t.app);
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/logout/', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });
  const attempts: Record<string, string>[] = [{}, { cookie }, { cookie, 'x-csrftoken': 'forged' }, { cookie, 'x-csrftoken': other.csrf }, { 'x-csrftoken': csrf }];
  for (const headers of attempts) {
    const response = await logout(headers);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ message: 'CSRF token missing or incorrect.' });
  }
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    expect((await t.app.inject({ method, url: '/api/v1/organizations/helion/' })).statusCode).toBe(403);
  }
  expect((await logout({ cookie, 'x-csrftoken': csrf })).statusCode).toBe(200);
});

test('a signed-in user sees memberships; logout deletes the session', async () => {
  const [user] = await t.database.db.insert(users).values({ email: 'owner@example.org', fullName: 'Owner' }).returning();
  const [org] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM organizations WHERE slug = 'helion'`);
  const [project] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM projects WHERE slug = 'polaris'`);
  await t.database.db.insert(organizationMemberships).values({ userId: user!.id, organizationId: org!.id, status: 'approved' });
  await t.database.db.insert(projectMemberships).values({ userId: user!.id, projectId: project!.id });
  const token = await createSession(t.database.db, user!.id);
  const cookie = `sessionid=${token}`;

  const body = json(await sessionCall(cookie));
  expect(body).toEqual({
    is_authenticated: true,
    organization_memberships: [{ id: org!.id, slug: 'helion', status: 'approved' }],
    project_memberships: [{ id: project!.id, slug: 'polaris', status: 'pending' }],
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
  expect(String(response.headers['set-cookie'])).toMatch(/^sessionid=; Max-Age=0/);
  expect(json(await sessionCall(cookie)).is_authenticated).toBe(false);
});
