// Every CSRF refusal carries `code: "csrf_failed"` beside its message, on every route that checks
// the token: clients retry on the field, so no route's 403 schema may drop it, and the OpenAPI
// document lists it.
import { CSRF_FAILED_CODE, CSRF_FAILURE } from '../src/app';
import { anonymousCsrf, json, startTestApp, type TestApp } from './app';
import { signedIn } from './contributions';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> };

/** The GETs that write (they send mail or create a claim), so they check the token too. */
const CSRF_CHECKED_GETS = [
  '/api/accounts/resendverification/',
  '/api/accounts/resetpwlink/',
  '/api/v1/organizations/{slug}/requesteditaccess/',
  '/api/v1/projects/{slug}/requesteditaccess/',
];
/**
 * Prove their origin otherwise (src/resources/stripe/routes.ts): the webhook by Stripe's signature,
 * the renewal from the payer's email by the HMAC token it carries.
 */
const CSRF_EXEMPT = [
  'POST /api/v1/stripe/webhook/',
  'POST /api/v1/stripe/renew/',
  // RFC 8058 one-click unsubscribe: mail clients POST without a session; the signed token proves it.
  'POST /api/v1/follows/unsubscribe/',
  'POST /api/v1/newsletter/unsubscribe/',
];

let t: TestApp;
let checked: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  t = await startTestApp();
  const document = json<{ paths: Record<string, Record<string, Operation>> }>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
  checked = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation }))
      .filter(({ method, path: route }) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)
          ? !CSRF_EXEMPT.includes(`${method} ${route}`)
          : method === 'GET' && CSRF_CHECKED_GETS.includes(route),
      ),
  );
});
afterAll(() => t.close());

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, (param) => (param === '{id}' ? '1' : 'helion'));

test('every route that checks the token answers a refusal with the message and code: "csrf_failed"', async () => {
  expect(checked.length).toBeGreaterThanOrEqual(15);
  expect(checked.map(({ path }) => path)).toEqual(expect.arrayContaining(CSRF_CHECKED_GETS));
  const { cookie } = await anonymousCsrf(t.app);
  for (const { method, path } of checked) {
    for (const headers of [{ cookie }, { cookie, 'x-csrftoken': 'forged' }]) {
      const response = await t.app.inject({
        method: method as 'POST',
        url: concrete(path),
        headers,
        payload: method === 'GET' ? undefined : {},
      });
      expect([`${method} ${path}`, response.statusCode, json(response)]).toEqual([
        `${method} ${path}`,
        403,
        { message: CSRF_FAILURE, code: CSRF_FAILED_CODE },
      ]);
    }
  }
});

test("the OpenAPI document lists the code in each of those routes' 403", () => {
  for (const { method, path, operation } of checked) {
    const schema = operation.responses?.['403']?.content?.['application/json']?.schema;
    expect([`${method} ${path}`, schema?.properties?.code]).toEqual([
      `${method} ${path}`,
      expect.objectContaining({ enum: [CSRF_FAILED_CODE] }),
    ]);
  }
});

test('other refusals carry no code (a retry with a new token would not help)', async () => {
  const { cookie, csrf } = await anonymousCsrf(t.app);
  const signedOut = await t.app.inject({ method: 'GET', url: concrete(CSRF_CHECKED_GETS[2]!), headers: { cookie, 'x-csrftoken': csrf } });
  expect(signedOut.statusCode).toBe(401);
  expect(json(signedOut).code).toBeUndefined();
  const { browser } = await signedIn(t.app, t.database.db);
  const notStaff = await browser.call('POST', '/api/v1/review/decisions/', { json: { type: 'organization', id: 1, decision: 'approve' } });
  expect(notStaff.statusCode).toBe(403);
  expect(json(notStaff)).toEqual({ message: 'Only staff can do this.' });
});
