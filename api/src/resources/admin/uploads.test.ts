// POST /api/v1/admin/uploads/ on the real server: staff upload through the edit calls' image
// pipeline (stored content-addressed, served from /api/media/), refusals with the pipeline's
// texts on the field "file", and who may call it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { anonymous, HOSTILE_SVG, makeGif, makePng, postMultipart, signedIn, type Member, type Part } from '../../../test/contributions';
import { SVG_STRUCTURE_MESSAGES, UPLOAD_MESSAGES } from '../contributions/uploads';
import { ADMIN_UPLOAD_MESSAGES } from './uploads';

const URL = '/api/v1/admin/uploads/';
let t: TestApp;
let uploadsDir: string;
let staff: Member;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-admin-uploads-'));
  t = await startTestApp({ uploadsDir });
  staff = await signedIn(t.app, t.database.db, { staff: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const file = (data: Buffer, filename: string, contentType = 'application/octet-stream'): Part => ({
  name: 'file',
  filename,
  data,
  contentType,
});
const upload = (parts: Part[], member: Member = staff) => postMultipart(t.app, member.browser, URL, parts);
const storedFiles = () => fs.readdirSync(uploadsDir).sort();

test('a png is re-encoded, stored under its hash and served from the answered url', async () => {
  const response = await upload([file(await makePng(3000, 1500), 'preview.png', 'image/png')]);
  expect(response.statusCode).toBe(201);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const { url } = json(response) as { url: string };
  expect(url).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
  expect(storedFiles()).toContain(url.split('/').pop());

  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  // Fitted into the pipeline's 2400 px box: pixels the server produced.
  const metadata = await sharp(served.rawPayload).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 2400, 1200]);
});

test('a scripted svg is sanitized before it is stored', async () => {
  const response = await upload([file(Buffer.from(HOSTILE_SVG), 'evil.svg', 'image/svg+xml')]);
  expect(response.statusCode).toBe(201);
  const served = (await t.app.inject({ method: 'GET', url: json(response).url })).body;
  expect(served).toContain('<rect');
  expect(served).not.toMatch(/<script|\bon[a-z]+\s*=|evil\.example/i);
});

test('hostile or unsupported files are refused with the pipeline messages and nothing is stored', async () => {
  const before = storedFiles();
  const nested = '<svg xmlns="http://www.w3.org/2000/svg">' + '<g>'.repeat(20_000) + '</svg>';
  const cases: [Part[], number, string][] = [
    [[file(Buffer.from(nested), 'deep.svg', 'image/svg+xml')], 415, SVG_STRUCTURE_MESSAGES.depth],
    [
      [file(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(1.1 * 1024 * 1024)}--></svg>`), 'big.svg')],
      413,
      UPLOAD_MESSAGES.svgTooLarge,
    ],
    [[file(await makeGif(), 'anim.png', 'image/png')], 415, UPLOAD_MESSAGES.badType],
    [[file(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'huge.png', 'image/png')], 413, UPLOAD_MESSAGES.tooLarge],
    [[{ name: 'note', value: 'no file' }], 400, ADMIN_UPLOAD_MESSAGES.noFile],
    [[file(await makePng(), 'a.png'), file(await makePng(8, 8), 'b.png')], 400, ADMIN_UPLOAD_MESSAGES.oneFile],
    [[{ name: 'image', filename: 'a.png', data: await makePng() }], 400, ADMIN_UPLOAD_MESSAGES.oneFile],
  ];
  for (const [parts, status, message] of cases) {
    const response = await upload(parts);
    expect([response.statusCode, json(response)]).toEqual([status, { message, field: 'file' }]);
  }
  expect(storedFiles()).toEqual(before);

  const asJson = await staff.browser.call('POST', URL, { json: { url: 'x' } });
  expect([asJson.statusCode, json(asJson).message]).toEqual([415, ADMIN_UPLOAD_MESSAGES.notMultipart]);
});

test('staff only: 401 signed out, 403 for an account without staff rights or without the CSRF token', async () => {
  const png = await makePng(20, 10);
  const before = storedFiles();
  const visitor = await anonymous(t.app);
  const signedOut = await postMultipart(t.app, visitor, URL, [file(png, 'a.png')]);
  expect(signedOut.statusCode).toBe(401);
  const member = await signedIn(t.app, t.database.db);
  expect((await upload([file(png, 'a.png')], member)).statusCode).toBe(403);
  const noCsrf = await postMultipart(t.app, staff.browser, URL, [file(png, 'a.png')], { 'x-csrftoken': '' });
  expect(noCsrf.statusCode).toBe(403);
  expect(storedFiles()).toEqual(before);
});

test("an image or URL field takes an http(s) URL or a site path, never '//host' or 'javascript:'", async () => {
  const staff = (await signedIn(t.app, t.database.db, { staff: true })).browser;
  for (const preview_media of ['//evil.example/x.png', '/\\evil.example/x.png', 'javascript:alert(1)', 'not a url']) {
    const response = await staff.call('POST', '/api/v1/admin/articles/', {
      json: { title: 'Image rule', slug: 'image-rule', author: 'Staff', date: '2026-11-01', status: 'draft', body: 'x', preview_media },
    });
    expect([preview_media, response.statusCode, json(response).field]).toEqual([preview_media, 400, 'preview_media']);
  }
});
