// Nothing sent to the contribution and review calls may produce a 500: hostile values in every
// field, path and query, by a user allowed to go all the way (staff, and an approved claimer);
// every 4xx carries a JSON message.
import { json, startTestApp, type TestApp } from '../../../test/app';
import { grantMembership, makePng, postMultipart, saveEdit, signedIn, type Member } from '../../../test/contributions';

let t: TestApp;
let staff: Member;
let owner: Member;

beforeAll(async () => {
  // The rate limits off: thousands of calls from one account (the limits have their own test).
  t = await startTestApp({ contributionRateLimits: false });
  staff = await signedIn(t.app, t.database.db, { staff: true });
  owner = await signedIn(t.app, t.database.db);
  await grantMembership(t.database.db, 'organization', 'helion', owner.id);
  await grantMembership(t.database.db, 'project', 'polaris', owner.id);
});
afterAll(() => t.close());

const HOSTILE: unknown[] = [
  'x'.repeat(100_000),
  "' OR 1=1 --",
  '%',
  '_',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  '-1',
  '1e12',
  '9999999999999999999999',
  '',
  ' ',
  null,
  true,
  0,
  -1,
  1e300,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  [],
  [null],
  ['x'],
  [{ id: 'x' }],
  [{ id: -1 }],
  [{ id: 2 ** 40, name: 'x' }],
  {},
  { slug: { $ne: null } },
  { __proto__: { admin: true } },
];

function expectClientSafe(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 500) throw new Error(`${what} → ${response.statusCode}: ${response.body.slice(0, 300)}`);
  if (response.statusCode >= 400) {
    const message = json(response).message;
    if (typeof message !== 'string' || !message) throw new Error(`${what} → ${response.statusCode} without a message`);
  }
}

/** A shorter list for the many fields of the edit calls: one value of each shape. */
const SHAPES: unknown[] = [
  'x'.repeat(100_000),
  "' OR 1=1 --",
  'a\u0000b',
  '\ud800',
  '',
  null,
  true,
  -1,
  1e300,
  2 ** 31,
  [{ id: 'x' }],
  [{ id: 2 ** 40, name: 'x' }],
  {},
  { slug: { $ne: null } },
];

const show = (value: unknown) => (JSON.stringify(value) ?? String(value)).slice(0, 60);

test('path and query values of the GET calls', async () => {
  const slugs = ['helion', '%00', '..%2f..', 'x'.repeat(600), '%F0%9F%9A%80', "'%20OR%201=1", 'a-', '-a', 'UPPER'];
  for (const slug of slugs) {
    for (const url of [
      `/api/v1/organizations/${slug}/requesteditaccess/`,
      `/api/v1/projects/${slug}/requesteditaccess/`,
      `/api/v1/organizations/${slug}/edit/`,
      `/api/v1/projects/${slug}/edit/`,
      `/api/v1/organizations/${slug}/`,
      `/api/v1/projects/${slug}/`,
      `/api/media/${slug}`,
    ]) {
      expectClientSafe(await staff.browser.call('GET', url), `GET ${url.slice(0, 100)}`);
    }
  }
  for (const name of ['entity_type', 'entity_id', 'entity_slug', 'user', 'action', 'from', 'to', 'page', 'page_size']) {
    for (const value of ['x'.repeat(5000), '%', "'", '-1', '1e99', '2024-13-45', '9999-12-31', '0', '']) {
      const url = `/api/v1/review/history/?${name}=${encodeURIComponent(value)}`;
      expectClientSafe(await staff.browser.call('GET', url), `GET ${url.slice(0, 100)}`);
    }
  }
});

test('POST bodies of adding, and of staff decisions', async () => {
  const valid: Record<string, Record<string, unknown>> = {
    '/api/v1/organizations/': { display_name: 'Hostile Test Org', acronym_name: 'HTO', organization_tags: [{ name: 'Bank' }] },
    '/api/v1/projects/': { display_name: 'Hostile Test Project', concept_slug: 'tokamak', organization_slug: 'helion' },
    '/api/v1/review/decisions/': { type: 'organization_claim', id: 1, decision: 'reject', note: 'n' },
  };
  let calls = 0;
  for (const [url, body] of Object.entries(valid)) {
    for (const field of Object.keys(body)) {
      for (const value of HOSTILE) {
        const response = await staff.browser.call('POST', url, {
          json: { ...body, [field]: value, display_name: `${String(body.display_name)} ${(calls += 1)}` },
        });
        expectClientSafe(response, `POST ${url} ${field}=${show(value)}`);
      }
    }
    for (const payload of ['{', 'null', '[]', '"x"', '']) {
      const response = await staff.browser.call('POST', url, {
        headers: { 'content-type': 'application/json' },
        json: undefined,
        ...{ form: undefined },
      });
      expectClientSafe(response, `POST ${url} empty`);
      const raw = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', cookie: staff.browser.cookieHeader(), 'x-csrftoken': staff.browser.csrf },
      });
      expectClientSafe(raw, `POST ${url} ${payload}`);
    }
  }
});

test('every field of both edit calls, as a claimer', async () => {
  const organization = json(await owner.browser.call('GET', '/api/v1/organizations/helion/edit/'));
  const project = json(await owner.browser.call('GET', '/api/v1/projects/polaris/edit/'));
  const extraFields = ['country', 'concept_slug', 'logo', 'description', 'markdown', 'media', 'version', 'slug', 'id'];
  const statuses = new Map<number, number>();
  for (const [kind, view] of [
    ['organization', organization],
    ['project', project],
  ] as const) {
    // The version of the last successful save (every 200 answers it), so each call is current.
    let version = view.version as number;
    const send = async (data: Record<string, unknown>, what: string) => {
      const response = await saveEdit(t.app, owner.browser, kind, { version, ...data });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expectClientSafe(response, what);
      if (response.statusCode === 200) version = json(response).version;
    };
    for (const field of [...Object.keys(view), ...extraFields]) {
      for (const value of SHAPES) {
        await send(
          { slug: view.slug, [field]: value, ...(field === 'version' ? { version: value } : {}) },
          `POST ${kind} edit ${field}=${show(value)}`,
        );
      }
    }
    // Nested entries with hostile values.
    for (const list of kind === 'organization' ? ['founders', 'leadership', 'supply_chain', 'projects_supplied'] : ['publications']) {
      for (const key of [
        'id',
        'name',
        'title',
        'slug',
        'display_name',
        'offering_link',
        'description',
        'announcement_url',
        'supply_chain_category',
        'supply_chain_categories',
        'publication_url',
        'authors',
      ]) {
        for (const value of SHAPES) {
          await send(
            { slug: view.slug, [list]: [{ id: -1, name: 'n', title: 't', slug: 'hts-tape', [key]: value }] },
            `POST ${kind} edit ${list}[0].${key}=${show(value)}`,
          );
        }
      }
    }
  }
  // Most calls must reach the validation (not stop at a rate limit): the refusals are 4xx with a message.
  expect(statuses.get(429) ?? 0).toBe(0);
  expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
  expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
});

test('hostile multipart: bad ids, odd parts, oversized fields, many files, broken encodings', async () => {
  const view = json(await owner.browser.call('GET', '/api/v1/projects/polaris/edit/'));
  const main = { name: 'mainData', value: JSON.stringify(view) };
  const tinyPng = await makePng(2, 2);
  const cases: [string, Parameters<typeof postMultipart>[3]][] = [
    ['oldImageIds garbage', [main, { name: 'oldImageIds', value: '[1,"x",{}]' }]],
    ['oldImageIds huge', [main, { name: 'oldImageIds', value: JSON.stringify(Array.from({ length: 1000 }, (_, i) => i + 1)) }]],
    ['file before mainData', [{ name: 'newImageData', filename: '-1', data: Buffer.from('x') }, main]],
    ['unknown file field', [main, { name: 'evil', filename: 'x.sh', data: Buffer.from('#!/bin/sh') }]],
    ['mainData twice', [main, main]],
    ['mainData too large', [{ name: 'mainData', value: JSON.stringify({ ...view, markdown: 'x'.repeat(1_100_000) }) }]],
    ['logo on a project', [main, { name: 'logoData', filename: 'x.png', data: Buffer.from('x') }]],
    ['too many files', [main, ...Array.from({ length: 25 }, (_, i) => ({ name: 'newImageData', filename: `-${i + 1}`, data: tinyPng }))]],
    ['__proto__ field', [main, { name: '__proto__', value: 'x' }]],
    ['logoData data url', [main, { name: 'logoData', value: 'data:image/png;base64,!!!!' }]],
  ];
  for (const [what, parts] of cases) {
    const response = await postMultipart(t.app, owner.browser, '/api/v1/project/edit', parts);
    if (process.env.DEBUG_HOSTILE) console.log(what, response.statusCode, response.body.slice(0, 120));
    expectClientSafe(response, what);
  }
  // A broken multipart body (no closing boundary; a wrong boundary).
  for (const payload of ['--xyz\r\nContent-Disposition: form-data; name="mainData"\r\n\r\n{}', 'garbage']) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organization/edit',
      payload,
      headers: {
        'content-type': 'multipart/form-data; boundary=xyz',
        cookie: owner.browser.cookieHeader(),
        'x-csrftoken': owner.browser.csrf,
      },
    });
    expectClientSafe(response, `broken multipart ${payload.slice(0, 10)}`);
  }
});
