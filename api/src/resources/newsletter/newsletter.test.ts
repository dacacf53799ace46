import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/helpers';
import { anonymousCsrf, json, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  const { cookie, csrf } = await anonymousCsrf(t.app);
  headers = { cookie, 'x-csrftoken': csrf };
});
afterAll(() => t.close());

const subscribe = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/newsletter/', headers, payload: payload as object });

test('subscribes once; a repeat is still a success', async () => {
  for (const email of ['Reader@Example.org', 'reader@example.org']) {
    const response = await subscribe({ email });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([{ result: 'success', msg: expect.any(String) }]);
  }
  const rows = await queryRows<{ email: string }>(t.database.db, sql`SELECT email FROM newsletter_subscriptions`);
  expect(rows).toEqual([{ email: 'reader@example.org' }]);
});

test.each([['no-at.example.org'], ['a@b.c'], ['a b@example.org'], ['a@b@c.org'], ['']])('rejects %p', async (email) => {
  const response = await subscribe({ email });
  expect(response.statusCode).toBe(400);
  expect(json(response)).toEqual([{ result: 'error', msg: 'Invalid email address' }]);
});

test('rejects a missing or non-string email in the same shape', async () => {
  for (const payload of [{}, { email: 42 }, { email: ['a@b.org'] }]) {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)[0].result).toBe('error');
  }
});

test('refuses a request without a CSRF token', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/newsletter/', payload: { email: 'x@example.org' } });
  expect(response.statusCode).toBe(403);
  expect(json(response)).toEqual({ message: 'CSRF token missing or incorrect.', code: 'csrf_failed' });
});
