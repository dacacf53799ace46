// SVG uploads that used to stall the server (security review H1, H2), through the real edit call:
// refused or cleaned, and the server keeps answering meanwhile. A GET /api/health/live sent
// from another thread during the upload must answer within a second.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { grantMembership, saveEdit, signedIn, type Member } from '../../../test/contributions';
import { startHealthProbe } from '../../../test/health-probe';
import { SVG_LIMITS } from './svg-scan';
import { SVG_STRUCTURE_MESSAGES, UPLOAD_MESSAGES } from './uploads';

let t: TestApp;
let baseUrl: string;
let uploadsDir: string;
let owner: Member;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-uploads-'));
  t = await startTestApp({ uploadsDir });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signedIn(t.app, t.database.db);
  await grantMembership(t.database.db, 'organization', 'helion', owner.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg">';

async function uploadLogo(svg: string) {
  const view = json(await owner.browser.call('GET', '/api/v1/organizations/helion/edit/'));
  return saveEdit(t.app, owner.browser, 'organization', { slug: 'helion', version: view.version }, [
    { name: 'logoData', filename: 'logo.svg', data: Buffer.from(svg), contentType: 'image/svg+xml' },
  ]);
}

/** Uploads while another thread probes /api/health/live; the answer and the longest probe wait. */
async function uploadWhileProbing(svg: string) {
  const probe = await startHealthProbe(baseUrl);
  const response = await uploadLogo(svg).catch(async (error: unknown) => {
    await probe.stop();
    throw error;
  });
  const answers = await probe.stop();
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  return { response, longestWaitMs: Math.max(...answers.map((answer) => answer.waitedMs)) };
}

test('the 225-byte comment payload (exponential for the old prolog regex) is refused and stalls nothing', async () => {
  const payload = '<!--a-->'.repeat(28) + 'x';
  expect(payload).toHaveLength(225);
  const { response, longestWaitMs } = await uploadWhileProbing(payload);
  expect([response.statusCode, json(response).message]).toEqual([415, UPLOAD_MESSAGES.badType]);
  expect(longestWaitMs).toBeLessThan(1000);
});

test('20,000 nested <g> (60 KB; jsdom took minutes) is refused before parsing and stalls nothing', async () => {
  const payload = SVG_OPEN + '<g>'.repeat(20_000) + '</svg>';
  expect(payload.length).toBeGreaterThan(60_000);
  const { response, longestWaitMs } = await uploadWhileProbing(payload);
  expect([response.statusCode, json(response).message]).toEqual([415, SVG_STRUCTURE_MESSAGES.depth]);
  expect(longestWaitMs).toBeLessThan(1000);
});

test('an SVG over 1 MB is refused with 413 "SVG files must be under 1 MB"', async () => {
  const payload = SVG_OPEN + '<!--' + 'x'.repeat(1.1 * 1024 * 1024) + '--></svg>';
  const response = await uploadLogo(payload);
  expect([response.statusCode, json(response).message]).toEqual([413, 'SVG files must be under 1 MB']);
});

test('too many elements is refused with what is wrong; a large but ordinary logo is cleaned and stored', async () => {
  const tooMany = await uploadLogo(SVG_OPEN + '<rect width="1" height="1"/>'.repeat(SVG_LIMITS.elements + 1) + '</svg>');
  expect([tooMany.statusCode, json(tooMany).message]).toEqual([415, 'SVG files must have at most 10000 elements.']);

  const shapes = Array.from({ length: 500 }, (_, index) => `<rect x="${index}" width="1" height="1" onclick="alert(1)"/>`).join('');
  const { response, longestWaitMs } = await uploadWhileProbing(`${SVG_OPEN}<g>${shapes}</g></svg>`);
  expect(response.statusCode).toBe(200);
  expect(longestWaitMs).toBeLessThan(1000);
  const logo = json(await owner.browser.call('GET', '/api/v1/organizations/helion/edit/')).logo as string;
  const stored = fs.readFileSync(path.join(uploadsDir, logo.split('/').pop()!), 'utf8');
  expect(stored.match(/<rect /g)).toHaveLength(500);
  expect(stored).not.toContain('onclick');
});
