// The logo job against a local stub site (node:http on 127.0.0.1, allowed by the test's
// LOGO_FETCH_ALLOW_HOSTS; production fetches public https hosts only): what it fills, keeps,
// chooses and refuses.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { json, startTestApp, TEST_CONFIG, type TestApp } from '../../../test/app';
import { HOSTILE_SVG, makePng, signedIn, type Member } from '../../../test/contributions';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/database';
import { closeSvgPool } from '../../resources/contributions/svg-pool';
import { UPLOAD_MESSAGES } from '../../resources/contributions/uploads';
import type { TaskContext } from '../task';
import { fetchOrganizationLogo, logoFetchScheduled, logoFetchTask } from './index';
import { MAX_LOGO_BYTES } from './logo-fetch';

const PORT = 9311;
const SITE = `http://127.0.0.1:${PORT}`;

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
/** The stub site's pages by path; every request is counted. */
let routes: Record<string, Handler> = {};
let requests: string[] = [];
let server: http.Server;
let t: TestApp;
let staff: Member;
let database: Database;
let config: Config;
let uploadsDir: string;
let organizationIds: number[];

const page =
  (head: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>Fusion</title>${head}</head><body><h1>Fusion</h1></body></html>`);
  };
const file =
  (data: Buffer | string, contentType: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(data) });
    response.end(data);
  };

function context(): TaskContext {
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  return {
    db: database.db,
    config,
    mailer: {} as TaskContext['mailer'],
    queue: { enqueue: async () => {} },
    log,
    signal: new AbortController().signal,
  };
}

async function organization(id: number) {
  const result = (await database.db.execute(sql`
    SELECT o.logo, o.version, f.source_url, f.media_url, f.fetched_at, f.last_error
    FROM organizations o LEFT JOIN organization_logo_fetches f ON f.organization_id = o.id WHERE o.id = ${id}`)) as unknown as {
    rows: {
      logo: string | null;
      version: number;
      source_url: string | null;
      media_url: string | null;
      fetched_at: string | null;
      last_error: string | null;
    }[];
  };
  return result.rows[0]!;
}

const setSite = (id: number, websiteUrl: string | null, logo: string | null = null) =>
  database.db.execute(sql`UPDATE organizations SET website_url = ${websiteUrl}, logo = ${logo} WHERE id = ${id}`);

/** The stored file behind a /api/media/ URL. */
const storedFile = (logo: string) => fs.readFileSync(path.join(uploadsDir, logo.replace('/api/media/', '')));

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-logos-'));
  config = loadConfig({}, { ...TEST_CONFIG, uploadsDir, logoFetchAllowHosts: ['127.0.0.1'] });
  t = await startTestApp(config);
  database = t.database;
  staff = await signedIn(t.app, database.db, { staff: true });
  server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    const handler = routes[request.url ?? ''];
    if (handler) handler(request, response);
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const result = (await database.db.execute(
    sql`SELECT id FROM organizations WHERE deleted_at IS NULL AND is_approved ORDER BY id LIMIT 3`,
  )) as unknown as {
    rows: { id: number }[];
  };
  organizationIds = result.rows.map((row) => row.id);
});

beforeEach(async () => {
  routes = {};
  requests = [];
  // Only the organizations a test points at the stub site have a website (the fixture's are real sites).
  await database.db.execute(sql`UPDATE organizations SET website_url = NULL, logo = NULL`);
  await database.db.execute(sql`DELETE FROM organization_logo_fetches`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  await closeSvgPool();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

test('fills a missing logo with the largest square declared icon, and records where it came from', async () => {
  const [id] = organizationIds;
  routes['/a/'] = page(`
    <link rel="icon" href="/a/favicon-32.png" sizes="32x32">
    <link rel="apple-touch-icon" href="touch.png">
    <link rel="icon" href="/a/wide.png" sizes="512x512">
    <meta property="og:image" content="/a/og.png">`);
  routes['/a/favicon-32.png'] = file(await makePng(32, 32), 'image/png');
  routes['/a/touch.png'] = file(await makePng(180, 180), 'image/png');
  // Declared square, served wide: the pixels decide.
  routes['/a/wide.png'] = file(await makePng(512, 256), 'image/png');
  routes['/a/og.png'] = file(await makePng(1200, 630), 'image/png');
  await setSite(id!, `${SITE}/a/`);
  const before = await organization(id!);

  const result = await logoFetchTask.run(context(), {});

  expect(result).toEqual({ summary: '1 organization: 1 logo fetched, 0 failed' });
  const after = await organization(id!);
  expect(after.logo).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
  expect(after).toMatchObject({ source_url: `${SITE}/a/touch.png`, media_url: after.logo, last_error: null, version: before.version + 1 });
  expect(after.fetched_at).not.toBeNull();
  const stored = await sharp(storedFile(after.logo!)).metadata();
  expect([stored.width, stored.height]).toEqual([180, 180]);
  // The Open Graph image is not needed when a square icon works.
  expect(requests).not.toContain('/a/og.png');
});

test("staff read where the logo was fetched from in the organization's admin record, until they upload one", async () => {
  const [id] = organizationIds;
  routes['/k/'] = page('<link rel="apple-touch-icon" href="/k/touch.png">');
  routes['/k/touch.png'] = file(await makePng(120, 120), 'image/png');
  await setSite(id!, `${SITE}/k/`);
  await fetchOrganizationLogo(database.db, config, id!);
  const url = `/api/v1/admin/organizations/${id}/`;
  const headers = { cookie: staff.browser.cookieHeader(), 'x-csrftoken': staff.browser.csrf };
  const { record } = json(await t.app.inject({ method: 'GET', url, headers }));
  const today = new Date().toISOString().slice(0, 10);
  expect(record.logo_fetched).toBe(`Fetched from ${SITE}/k/touch.png on ${today}`);

  const uploaded = `/api/media/${'c'.repeat(64)}.png`;
  const saved = await t.app.inject({
    method: 'PATCH',
    url,
    headers: { ...headers, 'if-match': `"${record.version}"` },
    payload: { logo: uploaded },
  });
  expect(saved.statusCode).toBe(200);
  expect(json(await t.app.inject({ method: 'GET', url, headers })).record).toMatchObject({ logo: uploaded, logo_fetched: null });
  expect(await fetchOrganizationLogo(database.db, config, id!)).toEqual({ status: 'skipped', reason: 'Its logo was uploaded' });
});

test('staff read why the last fetch failed while there is no logo', async () => {
  const [id] = organizationIds;
  routes['/l/'] = page('');
  await setSite(id!, `${SITE}/l/`);
  await fetchOrganizationLogo(database.db, config, id!);
  const headers = { cookie: staff.browser.cookieHeader(), 'x-csrftoken': staff.browser.csrf };
  const { record } = json(await t.app.inject({ method: 'GET', url: `/api/v1/admin/organizations/${id}/`, headers }));
  expect(record.logo_fetched).toMatch(new RegExp(`^Not fetched \\(\\d{4}-\\d{2}-\\d{2}\\): The home page declares no icon: ${SITE}/l/$`));
});

test('keeps an uploaded logo: the site is not even asked', async () => {
  const [id] = organizationIds;
  const uploaded = `/api/media/${'a'.repeat(64)}.png`;
  routes['/b/'] = page('<link rel="icon" href="/b/icon.png" sizes="64x64">');
  routes['/b/icon.png'] = file(await makePng(64, 64), 'image/png');
  await setSite(id!, `${SITE}/b/`, uploaded);

  expect(await logoFetchTask.run(context(), {})).toEqual({ summary: '0 organizations: 0 logos fetched, 0 failed' });
  expect(await fetchOrganizationLogo(database.db, config, id!)).toEqual({ status: 'skipped', reason: 'Its logo was uploaded' });
  expect((await organization(id!)).logo).toBe(uploaded);
  expect(requests).toEqual([]);
});

test('a fetched logo is fetched again on request, until staff upload one, which wins from then on', async () => {
  const [id] = organizationIds;
  routes['/c/'] = page('<link rel="icon" href="/c/icon.png" sizes="64x64">');
  routes['/c/icon.png'] = file(await makePng(64, 64), 'image/png');
  await setSite(id!, `${SITE}/c/`);
  const first = await fetchOrganizationLogo(database.db, config, id!);
  expect(first.status).toBe('fetched');

  routes['/c/icon.png'] = file(await makePng(96, 96), 'image/png');
  const again = await fetchOrganizationLogo(database.db, config, id!);
  expect(again.status).toBe('fetched');
  expect(again).not.toEqual(first);

  const uploaded = `/api/media/${'b'.repeat(64)}.webp`;
  await database.db.execute(sql`UPDATE organizations SET logo = ${uploaded} WHERE id = ${id}`);
  expect(await fetchOrganizationLogo(database.db, config, id!)).toEqual({ status: 'skipped', reason: 'Its logo was uploaded' });
  expect((await organization(id!)).logo).toBe(uploaded);
});

test('falls back to the Open Graph image when no icon works', async () => {
  const [id] = organizationIds;
  routes['/d/'] = page(`
    <link rel="icon" href="/d/missing.png" sizes="192x192">
    <meta property="og:image" content="${SITE}/d/og.png">`);
  routes['/d/og.png'] = file(await makePng(1200, 630), 'image/png');
  await setSite(id!, `${SITE}/d/`);

  const outcome = await fetchOrganizationLogo(database.db, config, id!);

  expect(outcome).toMatchObject({ status: 'fetched', sourceUrl: `${SITE}/d/og.png` });
  const stored = await sharp(storedFile((await organization(id!)).logo!)).metadata();
  // Fitted into the logo box (1024 px), as an upload would be.
  expect([stored.width, stored.height]).toEqual([1024, 538]);
});

test('refuses icons on a private, link-local or other address, and redirects off the site', async () => {
  const [id, second] = organizationIds;
  routes['/e/'] = page(`
    <link rel="apple-touch-icon" href="http://10.0.0.1/icon.png">
    <link rel="icon" href="http://169.254.169.254/latest/meta-data/" sizes="64x64">
    <link rel="icon" href="/e/elsewhere.png" sizes="32x32">`);
  routes['/e/elsewhere.png'] = (_request, response) => response.writeHead(302, { location: 'http://10.0.0.1/icon.png' }).end();
  await setSite(id!, `${SITE}/e/`);
  routes['/f/'] = (_request, response) => response.writeHead(301, { location: 'https://169.254.169.254/' }).end();
  await setSite(second!, `${SITE}/f/`);

  expect(await logoFetchTask.run(context(), {})).toEqual({ summary: '2 organizations: 0 logos fetched, 2 failed' });

  const refused = await organization(id!);
  expect(refused.logo).toBeNull();
  expect(refused.last_error).toContain('No usable icon');
  expect(refused.last_error).toContain("http://10.0.0.1/icon.png: Not the organization's own site");
  expect(refused.last_error).toContain("http://169.254.169.254/latest/meta-data/: Not the organization's own site");
  expect(refused.last_error).toContain(`${SITE}/e/elsewhere.png: Not the organization's own site: 10.0.0.1`);
  expect((await organization(second!)).last_error).toBe("Not the organization's own site: 169.254.169.254");
  expect(requests.sort()).toEqual(['/e/', '/e/elsewhere.png', '/f/']);
});

test('refuses a host name that resolves to a non-public address, unless it is allowed', async () => {
  const [id] = organizationIds;
  // localhost is a DNS name for 127.0.0.1 (and ::1); only the IP is on the test's allow-list.
  await setSite(id!, `https://localhost:${PORT}/`);
  const loopback = await fetchOrganizationLogo(database.db, config, id!);
  expect(loopback).toMatchObject({ status: 'failed' });
  expect(loopback.status === 'failed' && loopback.error).toMatch(/^Not a public address: localhost resolves to (127\.0\.0\.1|::1)$/);

  // A public-looking name whose DNS answer includes the cloud metadata address.
  await setSite(id!, 'https://www.fusion-example.com/');
  const resolve = async () => [
    { address: '93.184.215.14', family: 4 },
    { address: '169.254.169.254', family: 4 },
  ];
  expect(await fetchOrganizationLogo(database.db, config, id!, { resolve })).toEqual({
    status: 'failed',
    error: 'Not a public address: www.fusion-example.com resolves to 169.254.169.254',
  });
  // http without the allow-list is upgraded to https, never fetched as is.
  await setSite(id!, 'http://www.fusion-example.com/');
  const mapped = async () => [{ address: '::ffff:10.1.2.3', family: 6 }];
  expect(await fetchOrganizationLogo(database.db, config, id!, { resolve: mapped })).toEqual({
    status: 'failed',
    error: 'Not a public address: www.fusion-example.com resolves to ::ffff:10.1.2.3',
  });
  expect((await organization(id!)).last_error).toBe('Not a public address: www.fusion-example.com resolves to ::ffff:10.1.2.3');
});

test('refuses an icon over the size cap, declared or streamed', async () => {
  const [id] = organizationIds;
  const big = Buffer.concat([await makePng(64, 64), Buffer.alloc(MAX_LOGO_BYTES + 1)]);
  routes['/g/'] = page('<link rel="icon" href="/g/declared.png" sizes="64x64"><link rel="icon" href="/g/streamed.png" sizes="48x48">');
  routes['/g/declared.png'] = file(big, 'image/png');
  routes['/g/streamed.png'] = (_request, response) => {
    // No content-length: chunked, cut while it streams.
    response.writeHead(200, { 'content-type': 'image/png' });
    response.write(big.subarray(0, MAX_LOGO_BYTES / 2));
    response.end(big.subarray(MAX_LOGO_BYTES / 2));
  };
  await setSite(id!, `${SITE}/g/`);

  const outcome = await fetchOrganizationLogo(database.db, config, id!);

  expect(outcome.status).toBe('failed');
  const error = outcome.status === 'failed' ? outcome.error : '';
  expect(error).toContain(`${SITE}/g/declared.png: Larger than ${MAX_LOGO_BYTES} bytes`);
  expect(error).toContain(`${SITE}/g/streamed.png: Larger than ${MAX_LOGO_BYTES} bytes`);
  expect((await organization(id!)).logo).toBeNull();
});

test('a site that does not answer in time is a failure, recorded', async () => {
  const [id] = organizationIds;
  const held: http.ServerResponse[] = [];
  routes['/m/'] = (_request, response) => {
    // Headers sent, body never: only the time limit ends it.
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<html><head>');
    held.push(response);
  };
  await setSite(id!, `${SITE}/m/`);
  const outcome = await fetchOrganizationLogo(database.db, config, id!, { requestTimeLimitMs: 300 });
  for (const response of held) response.destroy();
  expect(outcome).toEqual({ status: 'failed', error: `No answer within 300 ms: ${SITE}/m/` });
  expect((await organization(id!)).last_error).toBe(`No answer within 300 ms: ${SITE}/m/`);
});

test('an SVG icon with a script is stored sanitized', async () => {
  const [id] = organizationIds;
  routes['/h/'] = page('<link rel="icon" href="/h/logo.svg" type="image/svg+xml"><link rel="icon" href="/h/small.png" sizes="32x32">');
  routes['/h/logo.svg'] = file(HOSTILE_SVG, 'image/svg+xml');
  routes['/h/small.png'] = file(await makePng(32, 32), 'image/png');
  await setSite(id!, `${SITE}/h/`);

  const outcome = await fetchOrganizationLogo(database.db, config, id!);

  expect(outcome).toMatchObject({ status: 'fetched', sourceUrl: `${SITE}/h/logo.svg` });
  const stored = storedFile((await organization(id!)).logo!).toString('utf8');
  expect(stored).toContain('<rect');
  expect(stored).not.toMatch(/<script|\bon[a-z]+\s*=|evil\.example|javascript:/i);
});

test('refuses what is not an image, whatever its content type says', async () => {
  const [id] = organizationIds;
  routes['/i/'] = page('<link rel="icon" href="/i/icon.png" sizes="64x64">');
  routes['/i/icon.png'] = file('<html><body>Not found</body></html>', 'image/png');
  await setSite(id!, `${SITE}/i/`);

  expect(await fetchOrganizationLogo(database.db, config, id!)).toEqual({
    status: 'failed',
    error: `No usable icon. ${SITE}/i/icon.png: ${UPLOAD_MESSAGES.badType}`,
  });
  expect((await organization(id!)).logo).toBeNull();
});

test('a failed organization waits a week before the batch tries it again', async () => {
  const [id] = organizationIds;
  routes['/j/'] = page('');
  await setSite(id!, `${SITE}/j/`);
  expect(await logoFetchTask.run(context(), {})).toEqual({ summary: '1 organization: 0 logos fetched, 1 failed' });
  expect((await organization(id!)).last_error).toBe(`The home page declares no icon: ${SITE}/j/`);
  expect(await logoFetchTask.run(context(), {})).toEqual({ summary: '0 organizations: 0 logos fetched, 0 failed' });
  // Staff's 'fetch again' names the organization.
  routes['/j/'] = page('<link rel="icon" href="/j/icon.png" sizes="64x64">');
  routes['/j/icon.png'] = file(await makePng(64, 64), 'image/png');
  expect(await logoFetchTask.run(context(), { organizationId: id! })).toEqual({ summary: '1 organization: 1 logo fetched, 0 failed' });
});

test('the schedule is on in production or with LOGO_FETCH=on, off otherwise', () => {
  expect(logoFetchScheduled({ NODE_ENV: 'production' })).toBe(true);
  expect(logoFetchScheduled({ NODE_ENV: 'production', LOGO_FETCH: 'off' })).toBe(false);
  expect(logoFetchScheduled({ NODE_ENV: 'development', LOGO_FETCH: 'on' })).toBe(true);
  expect(logoFetchScheduled({ NODE_ENV: 'development' })).toBe(false);
  expect(logoFetchScheduled({})).toBe(false);
});
