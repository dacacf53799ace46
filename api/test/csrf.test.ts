// Every CSRF refusal carries `code: "csrf_failed"` beside its message, on every route that checks
// the token: clients retry on the field, so no route's 403 schema may drop it, and the OpenAPI
// document lists it.
import { carriesVisitorCookie, CSRF_FAILED_CODE, CSRF_FAILURE, type FirstVisitSession } from '../src/app';
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
let mintFirstVisit: FirstVisitSession;
let checked: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  t = await startTestApp({}, { onFirstVisitSessions: (mint) => (mintFirstVisit = mint) });
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

describe("a first visit's session minted by a page host (no request through the API)", () => {
  const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;
  /** POST /api/accounts/login/ with a blank form: 400 once the token passes, 403 when it does not. */
  const postWith = (cookie: string, csrf: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      headers: { cookie, 'x-csrftoken': csrf },
      payload: { username: '', password: '' },
    });

  test('sets the cookie the API sets, with a token the API accepts', async () => {
    const minted = mintFirstVisit('http');
    const viaApi = await t.app.inject({ method: 'GET', url: '/api/accounts/session/' });
    const withoutValue = (setCookie: string) => setCookie.replace(/=[^;]*/, '=');
    expect(withoutValue(minted.setCookie)).toBe(withoutValue(String(viaApi.headers['set-cookie'])));
    expect((await postWith(cookieOf(minted.setCookie), minted.csrf)).statusCode).toBe(400);
    // The session the API answers that cookie carries the same token, and sets no new cookie.
    const again = await t.app.inject({ method: 'GET', url: '/api/accounts/session/', headers: { cookie: cookieOf(minted.setCookie) } });
    expect([json(again).csrf, again.headers['set-cookie']]).toEqual([minted.csrf, undefined]);
  });

  test("gives each visitor their own: one visitor's token fails with another's cookie", async () => {
    const first = mintFirstVisit('http');
    const second = mintFirstVisit('http');
    expect(first.csrf).not.toBe(second.csrf);
    expect(json(await postWith(cookieOf(first.setCookie), second.csrf))).toEqual({ message: CSRF_FAILURE, code: CSRF_FAILED_CODE });
  });

  test('over HTTPS, names the cookie __Host- and makes it Secure', () => {
    expect(mintFirstVisit('https').setCookie).toMatch(/^__Host-anonid=[^;]+;.*Secure/);
    expect(mintFirstVisit('http').setCookie).not.toMatch(/Secure/);
  });

  test('is for requests with neither a session nor an anonymous cookie', () => {
    expect(carriesVisitorCookie(undefined)).toBe(false);
    expect(carriesVisitorCookie('theme=dark; anonid=')).toBe(false);
    expect(carriesVisitorCookie('theme=dark; anonid=abc.sig')).toBe(true);
    expect(carriesVisitorCookie('__Host-sessionid=xyz')).toBe(true);
    expect(carriesVisitorCookie('xanonid=abc')).toBe(false);
  });
});
