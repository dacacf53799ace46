// Uploads with S3_BUCKET set (api/docs/uploads.md, "Storage"): the edit calls store through the S3
// backend (a mocked client keeping objects in a Map) and GET /api/media/<name> serves them
// through the API with the same headers as local files; nothing is written to UPLOADS_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { grantMembership, GOOD_SVG, makePng, saveEdit, signedIn, type Member } from '../../../test/contributions';

const s3 = mockClient(S3Client);
const bucket = new Map<string, { body: Buffer; contentType?: string; cacheControl?: string }>();
let t: TestApp;
let uploadsDir: string;
let owner: Member;

beforeAll(async () => {
  s3.on(PutObjectCommand).callsFake(async (input) => {
    expect(input.Bucket).toBe('media-test');
    bucket.set(input.Key, { body: Buffer.from(input.Body), contentType: input.ContentType, cacheControl: input.CacheControl });
    return {};
  });
  s3.on(GetObjectCommand).callsFake(async (input) => {
    const object = bucket.get(input.Key);
    if (!object) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } });
    return { Body: { transformToByteArray: async () => new Uint8Array(object.body) } };
  });
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-uploads-'));
  t = await startTestApp({
    uploadsDir,
    s3: {
      bucket: 'media-test',
      prefix: 'media/',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      accessKeyId: 'test',
      secretAccessKey: 'test',
    },
  });
  owner = await signedIn(t.app, t.database.db);
  await grantMembership(t.database.db, 'organization', 'helion', owner.id);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  s3.restore();
});

async function uploadLogo(data: Buffer, filename: string, contentType: string) {
  const view = json(await owner.browser.call('GET', '/api/v1/organizations/helion/edit/'));
  const response = await saveEdit(t.app, owner.browser, 'organization', { slug: 'helion', version: view.version }, [
    { name: 'logoData', filename, data, contentType },
    { name: 'logoFilename', value: filename },
  ]);
  expect(response.statusCode).toBe(200);
  return json(await owner.browser.call('GET', '/api/v1/organizations/helion/edit/')).logo as string;
}

test('a png logo goes to the bucket under the prefix and is served by the API, immutable', async () => {
  const logo = await uploadLogo(await makePng(300, 200), 'logo.png', 'image/png');
  const name = logo.split('/').pop()!;
  expect(logo).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
  expect(bucket.get(`media/${name}`)).toMatchObject({ contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' });
  expect(fs.readdirSync(uploadsDir)).toEqual([]);

  const served = await t.app.inject({ method: 'GET', url: logo });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(bucket.get(`media/${name}`)!.body)).toBe(true);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
});

test('an svg from the bucket is served with the CSP sandbox', async () => {
  const logo = await uploadLogo(Buffer.from(GOOD_SVG), 'logo.svg', 'image/svg+xml');
  expect(bucket.get(`media/${logo.split('/').pop()}`)?.contentType).toBe('image/svg+xml');
  const served = await t.app.inject({ method: 'GET', url: logo });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/svg+xml');
  expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
});

test('a name the bucket does not have is a 404, not cached', async () => {
  const response = await t.app.inject({ method: 'GET', url: `/api/media/${'0'.repeat(64)}.png` });
  expect(response.statusCode).toBe(404);
  expect(response.headers['cache-control']).toBe('no-store');
});

test('a bucket that fails is a 500 (never a 404 that looks like a missing image)', async () => {
  s3.on(GetObjectCommand).rejectsOnce(
    new S3ServiceException({ name: 'AccessDenied', $fault: 'client', message: 'Access Denied', $metadata: { httpStatusCode: 403 } }),
  );
  const response = await t.app.inject({ method: 'GET', url: `/api/media/${'1'.repeat(64)}.png` });
  expect(response.statusCode).toBe(500);
});
