// One authorization path (security review item 7): every route of the OpenAPI document has a rule
// here, and every route that needs someone answers 401 signed out and 403 to an account without
// the right (with a valid CSRF token, so CSRF is not what refuses). A new route without a rule
// fails the first test.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { organizations } from '../src/db/schema';
import { ENTITIES } from '../src/resources/admin/entities';
import { json, startTestApp, type TestApp } from './app';
import type { Browser } from './accounts';
import { anonymous, grantMembership, saveEdit, signedIn } from './contributions';
import { openApiDocument } from './contract/openapi-document';

jest.setTimeout(60_000);

type Rule =
  /** Anyone (a status docs/product/api.md §6 fixes, such as resetpwlink's 401 for an unknown email, is not a refusal). */
  | 'public'
  /** Any signed-in account. */
  | 'signed-in'
  | 'staff'
  /** Staff, or an approved membership of the entity the call names (helion / sparc below). */
  | 'member';

type Call = (browser: Browser) => Promise<LightMyRequestResponse>;

let t: TestApp;
let helionId: number;

const get =
  (url: string): Call =>
  (browser) =>
    browser.call('GET', url);
const post =
  (url: string, body: unknown = {}): Call =>
  (browser) =>
    browser.call('POST', url, { json: body });
// Multipart saves naming the entity; no version, so an admitted call stops at 428 and changes nothing.
const save =
  (kind: 'organization' | 'project', slug: string): Call =>
  (browser) =>
    saveEdit(t.app, browser, kind, { slug });

const NO_SUCH_ID = 2_000_000_000;

/** `METHOD /path` as the document names it → who may call it, and a call that passes validation. */
const RULES: Record<string, { rule: 'public' } | { rule: Exclude<Rule, 'public'>; call: () => Call }> = {
  'GET /api/server-details': { rule: 'public' },
  'GET /api/accounts/session/': { rule: 'public' },
  'POST /api/accounts/login/': { rule: 'public' },
  'POST /api/accounts/logout/': { rule: 'public' },
  'GET /api/accounts/info/': { rule: 'signed-in', call: () => get('/api/accounts/info/') },
  'GET /api/accounts/resendverification/': { rule: 'signed-in', call: () => get('/api/accounts/resendverification/') },
  'POST /api/accounts/create-account/': { rule: 'public' },
  'GET /api/accounts/resetpwlink/': { rule: 'public' },
  'POST /api/accounts/resetpassword/': { rule: 'public' },
  'GET /api/accounts/verify-email/': { rule: 'public' },
  'POST /api/v1/newsletter/': { rule: 'public' },
  // Proven by the emailed link's signed token, signed in or not (issue 22).
  'POST /api/v1/newsletter/confirm/': { rule: 'public' },
  'POST /api/v1/newsletter/unsubscribe/': { rule: 'public' },
  'GET /api/v1/newsletter/unsubscribe/': { rule: 'public' },
  'GET /api/v1/search/': { rule: 'public' },
  'GET /api/v1/organizations/': { rule: 'public' },
  // An empty name: admitted calls stop at 400 and add nothing.
  'POST /api/v1/organizations/': { rule: 'signed-in', call: () => post('/api/v1/organizations/', { display_name: '' }) },
  'GET /api/v1/organizations/facets/': { rule: 'public' },
  'GET /api/v1/organizations/get-tags/': { rule: 'public' },
  'GET /api/v1/organizations/{slug}/': { rule: 'public' },
  'GET /api/v1/projects/': { rule: 'public' },
  'GET /api/v1/projects/facets/': { rule: 'public' },
  'POST /api/v1/projects/': {
    rule: 'signed-in',
    call: () => post('/api/v1/projects/', { display_name: '', concept_slug: '', organization_slug: '' }),
  },
  'GET /api/v1/projects/by-concept/': { rule: 'public' },
  'GET /api/v1/projects/{slug}/': { rule: 'public' },
  'GET /api/v1/contributions/options/': { rule: 'public' },
  'GET /api/v1/organizations/{slug}/requesteditaccess/': {
    rule: 'signed-in',
    call: () => get('/api/v1/organizations/no-such-organization/requesteditaccess/'),
  },
  'GET /api/v1/projects/{slug}/requesteditaccess/': {
    rule: 'signed-in',
    call: () => get('/api/v1/projects/no-such-project/requesteditaccess/'),
  },
  'GET /api/v1/organizations/{slug}/edit/': { rule: 'member', call: () => get('/api/v1/organizations/helion/edit/') },
  'GET /api/v1/projects/{slug}/edit/': { rule: 'member', call: () => get('/api/v1/projects/sparc/edit/') },
  'POST /api/v1/organization/edit': { rule: 'member', call: () => save('organization', 'helion') },
  'POST /api/v1/project/edit': { rule: 'member', call: () => save('project', 'sparc') },
  'GET /api/media/{name}': { rule: 'public' },
  'GET /api/v1/review/': { rule: 'staff', call: () => get('/api/v1/review/') },
  'POST /api/v1/review/decisions/': {
    rule: 'staff',
    call: () => post('/api/v1/review/decisions/', { type: 'organization', id: NO_SUCH_ID, decision: 'approve' }),
  },
  'POST /api/v1/review/accounts/{id}/disable/': { rule: 'staff', call: () => post(`/api/v1/review/accounts/${NO_SUCH_ID}/disable/`) },
  'POST /api/v1/review/accounts/{id}/enable/': { rule: 'staff', call: () => post(`/api/v1/review/accounts/${NO_SUCH_ID}/enable/`) },
  'GET /api/v1/review/history/': { rule: 'staff', call: () => get('/api/v1/review/history/') },
  // The affiliate calls need an approved claim of the organization (no staff override: the
  // staff check below is skipped for them); admitted calls stop at 409 (nothing to cancel) or
  // the full name / checkout.
  'POST /api/v1/stripe/subscribe/': {
    rule: 'member',
    call: () => post('/api/v1/stripe/subscribe/', { orgId: helionId, planType: 'monthly' }),
  },
  'POST /api/v1/stripe/unsubscribe/': { rule: 'member', call: () => post('/api/v1/stripe/unsubscribe/', { slug: 'helion' }) },
  'POST /api/v1/stripe/webhook/': { rule: 'public' },
  'GET /api/v1/stripe/renew/': { rule: 'public' },
  'POST /api/v1/stripe/renew/': { rule: 'public' },
  'GET /api/v1/supply-chain/': { rule: 'public' },
  'GET /api/v1/supply-chain/get-categories/': { rule: 'public' },
  'GET /api/v1/funding/summary/': { rule: 'public' },
  'GET /api/v1/map/': { rule: 'public' },
  'GET /api/v1/map.svg': { rule: 'public' },
  'GET /api/v1/map/land.svg': { rule: 'public' },
  'GET /api/v1/projects/{slug}/map.svg': { rule: 'public' },
  'GET /api/v1/projects/{slug}/progress.svg': { rule: 'public' },
  'GET /api/v1/exports/organizations.csv': { rule: 'public' },
  'GET /api/v1/exports/projects.csv': { rule: 'public' },
  'GET /api/v1/exports/funding-rounds.csv': { rule: 'public' },
  'GET /api/v1/exports/performance-points.csv': { rule: 'public' },
  'GET /api/v1/exports/performance-points.json': { rule: 'public' },
  'GET /api/v1/exports/milestones.csv': { rule: 'public' },
  'GET /api/v1/exports/milestones.json': { rule: 'public' },
  'GET /api/v1/progress/points/': { rule: 'public' },
  'GET /api/v1/milestones/': { rule: 'public' },
  'GET /api/v1/exports/organizations.json': { rule: 'public' },
  'GET /api/v1/exports/projects.json': { rule: 'public' },
  'GET /api/v1/exports/funding-rounds.json': { rule: 'public' },
  'GET /api/v1/jobs/': { rule: 'public' },
  'GET /api/v1/jobs/facets/': { rule: 'public' },
  'GET /api/v1/jobs/get-tags/': { rule: 'public' },
  'GET /api/v1/articles/': { rule: 'public' },
  'GET /api/v1/articles/recent-articles/': { rule: 'public' },
  'GET /api/v1/articles/{slug}/': { rule: 'public' },
  'GET /api/v1/activity-logs/': { rule: 'public' },
  'GET /api/v1/stats/': { rule: 'public' },
  'GET /api/flags/{file}': { rule: 'public' },
  'POST /api/v1/analytics/events': { rule: 'public' },
  'GET /api/v1/analytics/summary': { rule: 'staff', call: () => get('/api/v1/analytics/summary') },
  'GET /api/v1/feeds/{name}': { rule: 'public' },
  'GET /api/v1/sitemap/': { rule: 'public' },
  // Follows and alerts (issue 22): an admitted call with an empty body stops at 400, an unknown id at 404.
  'GET /api/v1/follows/': { rule: 'signed-in', call: () => get('/api/v1/follows/') },
  'POST /api/v1/follows/': { rule: 'signed-in', call: () => post('/api/v1/follows/') },
  'PATCH /api/v1/follows/{id}/': { rule: 'signed-in', call: () => call('PATCH', `/api/v1/follows/${NO_SUCH_ID}/`) },
  'DELETE /api/v1/follows/{id}/': { rule: 'signed-in', call: () => call('DELETE', `/api/v1/follows/${NO_SUCH_ID}/`) },
  'POST /api/v1/follows/feed-token/': { rule: 'signed-in', call: () => post('/api/v1/follows/feed-token/') },
  // The secret token in the URL is the right to read (404 without it) or to unsubscribe.
  'GET /api/v1/follows/feed/{name}': { rule: 'public' },
  'GET /api/v1/follows/unsubscribe/': { rule: 'public' },
  'POST /api/v1/follows/unsubscribe/': { rule: 'public' },
  // Your data: an admitted delete without a password stops at 400.
  'GET /api/v1/account/export/': { rule: 'signed-in', call: () => get('/api/v1/account/export/') },
  'POST /api/v1/account/delete/': { rule: 'signed-in', call: () => post('/api/v1/account/delete/') },
};

/**
 * The staff admin (issue 19): every call of every entity is staff only. An unknown id stops an
 * admitted call at 404/409/428 and changes nothing; refusals come before validation.
 */
const call =
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string): Call =>
  (browser) =>
    browser.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : { json: {} });
const staffOnly = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string) => ({ rule: 'staff' as const, call: () => call(method, url) });
const ADMIN_RULES = Object.fromEntries([
  ['GET /api/v1/admin/meta/', staffOnly('GET', '/api/v1/admin/meta/')],
  ['GET /api/v1/admin/accounts/', staffOnly('GET', '/api/v1/admin/accounts/')],
  ['POST /api/v1/admin/accounts/{id}/disable/', staffOnly('POST', `/api/v1/admin/accounts/${NO_SUCH_ID}/disable/`)],
  ['POST /api/v1/admin/accounts/{id}/enable/', staffOnly('POST', `/api/v1/admin/accounts/${NO_SUCH_ID}/enable/`)],
  ['POST /api/v1/admin/memberships/{kind}/{id}/revoke/', staffOnly('POST', `/api/v1/admin/memberships/organization/${NO_SUCH_ID}/revoke/`)],
  [
    'POST /api/v1/admin/memberships/{kind}/{id}/transfer/',
    staffOnly('POST', `/api/v1/admin/memberships/organization/${NO_SUCH_ID}/transfer/`),
  ],
  ['GET /api/v1/admin/history/', staffOnly('GET', '/api/v1/admin/history/')],
  ['POST /api/v1/admin/history/{id}/revert/', staffOnly('POST', `/api/v1/admin/history/${NO_SUCH_ID}/revert/`)],
  ['GET /api/v1/admin/background-jobs/', staffOnly('GET', '/api/v1/admin/background-jobs/')],
  ['POST /api/v1/admin/background-jobs/{name}/run/', staffOnly('POST', '/api/v1/admin/background-jobs/no-such-job/run/')],
  // The CSV import (an admitted call without a csv stops at 400).
  ['POST /api/v1/admin/import/{kind}/dry-run/', staffOnly('POST', '/api/v1/admin/import/funding/dry-run/')],
  ['POST /api/v1/admin/import/{kind}/apply/', staffOnly('POST', '/api/v1/admin/import/organizations/apply/')],
  // The image upload (an admitted call without a file stops at 415).
  ['POST /api/v1/admin/uploads/', staffOnly('POST', '/api/v1/admin/uploads/')],
  // The newsletter (issue 22): an admitted empty draft body stops at 400; a send with no
  // confirmed subscriber in the fixture mails nobody.
  ['GET /api/v1/admin/newsletter/', staffOnly('GET', '/api/v1/admin/newsletter/')],
  [
    'PUT /api/v1/admin/newsletter/draft/',
    { rule: 'staff' as const, call: () => (browser: Browser) => browser.call('PUT', '/api/v1/admin/newsletter/draft/', { json: {} }) },
  ],
  ['POST /api/v1/admin/newsletter/send/', staffOnly('POST', '/api/v1/admin/newsletter/send/')],
  ['GET /api/v1/admin/organizations/{id}/subscription/', staffOnly('GET', `/api/v1/admin/organizations/${NO_SUCH_ID}/subscription/`)],
  // Mentions suggested from an article's text (issue 24): the one entity with fields that suggest.
  ['POST /api/v1/admin/articles/suggestions/', staffOnly('POST', '/api/v1/admin/articles/suggestions/')],
  ...ENTITIES.flatMap(({ name }) => {
    const base = `/api/v1/admin/${name}/`;
    const one = name === 'fx-rates' ? `${base}XXX-1999-01/` : `${base}${NO_SUCH_ID}/`;
    return [
      [`GET ${base}`, staffOnly('GET', base)],
      [`POST ${base}`, staffOnly('POST', base)],
      [`GET ${base}lookup/`, staffOnly('GET', `${base}lookup/`)],
      [`GET ${base}{id}/`, staffOnly('GET', one)],
      [`PATCH ${base}{id}/`, staffOnly('PATCH', one)],
      [`DELETE ${base}{id}/`, staffOnly('DELETE', one)],
      [`POST ${base}{id}/restore/`, staffOnly('POST', `${one}restore/`)],
    ];
  }),
]) as typeof RULES;
Object.assign(RULES, ADMIN_RULES);

/** Public routes whose 401 is a status docs/product/api.md §6 fixes, not a refusal of a signed-out visitor. */
const SPEC_FIXED_401 = new Set(['GET /api/accounts/resetpwlink/']);

/** The affiliate calls: an approved claim is needed even by staff (a payment rule). */
const CLAIM_ONLY = new Set(['POST /api/v1/stripe/subscribe/', 'POST /api/v1/stripe/unsubscribe/']);

let operations: { key: string; responses: string[] }[];

beforeAll(async () => {
  const document = (await openApiDocument()) as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      responses: Object.keys(operation.responses ?? {}),
    })),
  );
  t = await startTestApp();
  const [helion] = await t.database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'helion'));
  helionId = helion!.id;
});
afterAll(() => t?.close());

test('every route of the OpenAPI document has a rule, and the rules name only routes it has', () => {
  const keys = operations.map((operation) => operation.key);
  expect(keys.filter((key) => !(key in RULES))).toEqual([]);
  expect(Object.keys(RULES).filter((key) => !keys.includes(key))).toEqual([]);
});

test('the document lists 401 and 403 exactly where a route refuses someone', () => {
  for (const { key, responses } of operations) {
    const { rule } = RULES[key]!;
    if (rule === 'public') {
      // A public route that documents a 401 would be a refusal without a rule here.
      expect([key, responses.includes('401')]).toEqual([key, SPEC_FIXED_401.has(key)]);
    } else {
      // 403 is the refusal of staff and member routes (on others only CSRF's, of unsafe methods).
      expect([key, responses.includes('401'), rule === 'signed-in' || responses.includes('403')]).toEqual([key, true, true]);
    }
  }
});

describe('refusals', () => {
  let visitor: Browser;
  let user: Browser;
  let unverified: Browser;
  let otherClaimer: Browser;
  let member: Browser;
  let staff: Browser;

  beforeAll(async () => {
    visitor = await anonymous(t.app);
    user = (await signedIn(t.app, t.database.db)).browser;
    unverified = (await signedIn(t.app, t.database.db, { verified: false })).browser;
    const other = await signedIn(t.app, t.database.db);
    await grantMembership(t.database.db, 'organization', 'tokamak-energy', other.id);
    await grantMembership(t.database.db, 'project', 'polaris', other.id);
    otherClaimer = other.browser;
    const owner = await signedIn(t.app, t.database.db, { fullName: 'Olive Owner' });
    await grantMembership(t.database.db, 'organization', 'helion', owner.id);
    await grantMembership(t.database.db, 'project', 'sparc', owner.id);
    member = owner.browser;
    staff = (await signedIn(t.app, t.database.db, { staff: true })).browser;
  });

  const guarded = Object.entries(RULES).flatMap(([key, entry]) => (entry.rule === 'public' ? [] : [{ key, ...entry }]));

  test.each(guarded)('$key ($rule): 401 signed out, 403 without the right', async ({ key, rule, call }) => {
    const status = async (browser: Browser) => (await call()(browser)).statusCode;

    const signedOut = await call()(visitor);
    expect([key, signedOut.statusCode, json(signedOut).message]).toEqual([key, 401, 'Authentication credentials were not provided.']);

    const refusedBy: Browser[] = rule === 'staff' ? [user, member] : rule === 'member' ? [user, otherClaimer] : [];
    for (const browser of refusedBy) expect([key, await status(browser)]).toEqual([key, 403]);
    if (rule === 'member' && !CLAIM_ONLY.has(key)) expect([key, await status(unverified)]).toEqual([key, 403]);

    // Those with the right get past the check (to whatever the call itself answers).
    const admitted: Browser[] =
      rule === 'signed-in' ? [user] : rule === 'staff' ? [staff] : CLAIM_ONLY.has(key) ? [member] : [member, staff];
    for (const browser of admitted) {
      const code = await status(browser);
      expect([key, code, code === 401 || code === 403]).toEqual([key, code, false]);
    }
  });
});
