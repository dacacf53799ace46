// Media storage backends (api/docs/uploads.md, "Storage"): the S3 backend against a mocked client
// (aws-sdk-client-mock) and against a local stand-in of the S3 HTTP API (the real SDK: URLs,
// headers, error parsing), the choice between backends, and the S3_* configuration.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  NoSuchBucket,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { loadConfig, parseS3Config, type S3Config } from '../../config';
import { createMediaStorage, LocalMediaStorage, mediaNameFor, S3MediaStorage, s3ClientConfig } from './storage';

const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PNG_NAME = mediaNameFor(PNG_BYTES, 'png');
const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
const SVG_NAME = mediaNameFor(SVG_BYTES, 'svg');

/** What GetObject's Body is for the code under test (the SDK's stream mixin). */
function body(bytes: Buffer): GetObjectCommandOutput['Body'] {
  return {
    transformToByteArray: async () => new Uint8Array(bytes),
    transformToString: async () => bytes.toString(),
    transformToWebStream: () => {
      throw new Error('not used');
    },
  } as unknown as GetObjectCommandOutput['Body'];
}

const BASE_S3: S3Config = {
  bucket: 'fusion-media',
  prefix: 'media/',
  region: 'us-east-1',
  endpoint: null,
  forcePathStyle: false,
  accessKeyId: null,
  secretAccessKey: null,
};

describe('S3MediaStorage (mocked client)', () => {
  let s3: ReturnType<typeof mockClient>;
  beforeAll(() => {
    s3 = mockClient(S3Client);
  });
  beforeEach(() => s3.reset());
  afterAll(() => s3.restore());
  const storage = () => new S3MediaStorage(new S3Client({ region: 'us-east-1' }), 'fusion-media', 'media/');

  test('put sends the bucket, the prefixed key, the bytes, the content type and an immutable Cache-Control', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storage().put(PNG_NAME, PNG_BYTES);
    await storage().put(SVG_NAME, SVG_BYTES);
    const calls = s3.commandCalls(PutObjectCommand);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.args[0].input).toEqual({
      Bucket: 'fusion-media',
      Key: `media/${PNG_NAME}`,
      Body: PNG_BYTES,
      ContentLength: PNG_BYTES.length,
      ContentType: 'image/png',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(calls[1]!.args[0].input).toMatchObject({ Key: `media/${SVG_NAME}`, ContentType: 'image/svg+xml' });
  });

  test('put is idempotent: the same name twice is the same request, and it succeeds', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storage().put(PNG_NAME, PNG_BYTES);
    await storage().put(PNG_NAME, PNG_BYTES);
    const [first, second] = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(second).toEqual(first);
  });

  test('put refuses a name that is not content-addressed, before any request', async () => {
    for (const name of ['../etc/passwd', 'logo.png', `${'a'.repeat(64)}.gif`, `media/${PNG_NAME}`]) {
      await expect(storage().put(name, PNG_BYTES)).rejects.toThrow('Invalid media name');
    }
    expect(s3.calls()).toHaveLength(0);
  });

  test('put passes a failure on (the upload must not look stored)', async () => {
    s3.on(PutObjectCommand).rejects(new Error('AccessDenied'));
    await expect(storage().put(PNG_NAME, PNG_BYTES)).rejects.toThrow('AccessDenied');
  });

  test('get returns the body as a Buffer, from the prefixed key', async () => {
    s3.on(GetObjectCommand, { Bucket: 'fusion-media', Key: `media/${PNG_NAME}` }).resolves({ Body: body(PNG_BYTES) });
    const data = await storage().get(PNG_NAME);
    expect(Buffer.isBuffer(data)).toBe(true);
    expect(data!.equals(PNG_BYTES)).toBe(true);
  });

  test('get maps NoSuchKey, NotFound and a bare 404 to null', async () => {
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }));
    expect(await storage().get(PNG_NAME)).toBeNull();
    s3.reset();
    s3.on(GetObjectCommand).rejects(
      new S3ServiceException({ name: 'NotFound', $fault: 'client', message: 'NotFound', $metadata: { httpStatusCode: 404 } }),
    );
    expect(await storage().get(PNG_NAME)).toBeNull();
    s3.reset();
    s3.on(GetObjectCommand).rejects(
      new S3ServiceException({ name: 'Unknown', $fault: 'client', message: 'UnknownError', $metadata: { httpStatusCode: 404 } }),
    );
    expect(await storage().get(PNG_NAME)).toBeNull();
  });

  test('get passes other errors on: a missing bucket, access denied, a network failure', async () => {
    s3.on(GetObjectCommand).rejects(
      new NoSuchBucket({ message: 'The specified bucket does not exist', $metadata: { httpStatusCode: 404 } }),
    );
    await expect(storage().get(PNG_NAME)).rejects.toThrow('The specified bucket does not exist');
    s3.reset();
    s3.on(GetObjectCommand).rejects(
      new S3ServiceException({ name: 'AccessDenied', $fault: 'client', message: 'Access Denied', $metadata: { httpStatusCode: 403 } }),
    );
    await expect(storage().get(PNG_NAME)).rejects.toThrow('Access Denied');
    s3.reset();
    s3.on(GetObjectCommand).rejects(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' }));
    await expect(storage().get(PNG_NAME)).rejects.toThrow('ECONNREFUSED');
  });

  test('get answers null for a name that is not content-addressed, without asking the bucket', async () => {
    expect(await storage().get('../secret.png')).toBeNull();
    expect(await storage().get(`${PNG_NAME}.png`)).toBeNull();
    expect(s3.calls()).toHaveLength(0);
  });

  test('an empty prefix keys the files at the bucket root', async () => {
    s3.on(PutObjectCommand).resolves({});
    await new S3MediaStorage(new S3Client({ region: 'auto' }), 'b1-media', '').put(PNG_NAME, PNG_BYTES);
    expect(s3.commandCalls(PutObjectCommand)[0]!.args[0].input).toMatchObject({ Bucket: 'b1-media', Key: PNG_NAME });
  });
});

describe('createMediaStorage', () => {
  test('local files without S3', () => {
    const storage = createMediaStorage({ uploadsDir: '/tmp/uploads', s3: null });
    expect(storage).toBeInstanceOf(LocalMediaStorage);
    expect(storage.kind).toBe('local');
    expect(storage.location).toBe('/tmp/uploads');
    expect(createMediaStorage({ uploadsDir: '/tmp/uploads' })).toBeInstanceOf(LocalMediaStorage);
  });

  test('S3 when configured: bucket, prefix, region, endpoint, path style and static credentials', async () => {
    const storage = createMediaStorage({
      uploadsDir: '/tmp/uploads',
      s3: {
        ...BASE_S3,
        bucket: 'uploads',
        prefix: 'site/media/',
        region: 'auto',
        endpoint: 'http://minio.internal:9000',
        forcePathStyle: true,
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG',
      },
    });
    expect(storage).toBeInstanceOf(S3MediaStorage);
    const s3Storage = storage as S3MediaStorage;
    expect(s3Storage.kind).toBe('s3');
    expect(s3Storage.location).toBe('s3://uploads/site/media/');
    expect(s3Storage.key(PNG_NAME)).toBe(`site/media/${PNG_NAME}`);
    const config = s3Storage.client.config;
    expect(await config.region()).toBe('auto');
    expect(config.forcePathStyle).toBe(true);
    const endpoint = await config.endpoint!();
    expect(`${endpoint.protocol}//${endpoint.hostname}:${endpoint.port}`).toBe('http://minio.internal:9000');
    expect(await config.credentials()).toMatchObject({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG' });
  });

  test('AWS S3 without an endpoint or keys: virtual-hosted style, the default credential chain', () => {
    const options = s3ClientConfig(BASE_S3);
    expect(options.endpoint).toBeUndefined();
    expect(options.credentials).toBeUndefined();
    expect(options.forcePathStyle).toBe(false);
    expect(options.requestChecksumCalculation).toBeUndefined();
    // With an endpoint, checksums only where required (older MinIO/Ceph refuse the default CRC32).
    expect(s3ClientConfig({ ...BASE_S3, endpoint: 'http://127.0.0.1:9000' }).requestChecksumCalculation).toBe('WHEN_REQUIRED');
  });
});

describe('S3MediaStorage with the real SDK, against a local stand-in of the S3 API', () => {
  // The mocked client above replaces send(); here the SDK builds, signs and parses real requests.
  let server: http.Server;
  let endpoint: string;
  const objects = new Map<string, { body: Buffer; headers: http.IncomingHttpHeaders }>();
  const requests: { method: string; url: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = request.url ?? '';
        requests.push({ method: request.method ?? '', url });
        const xmlError = (status: number, code: string, message: string) => {
          response.writeHead(status, { 'content-type': 'application/xml' });
          response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
        };
        if (!/^AWS4-HMAC-SHA256 Credential=test-key\//.test(String(request.headers.authorization))) {
          return xmlError(403, 'InvalidAccessKeyId', 'The access key does not exist.');
        }
        const [, bucket, ...rest] = url.split('?')[0]!.split('/');
        const key = rest.join('/');
        if (bucket !== 'media-bucket') return xmlError(404, 'NoSuchBucket', 'The specified bucket does not exist');
        if (request.method === 'PUT') {
          objects.set(key, { body: Buffer.concat(chunks), headers: request.headers });
          response.writeHead(200, { etag: '"x"' });
          return response.end();
        }
        const object = objects.get(key);
        if (!object) return xmlError(404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, { 'content-type': String(object.headers['content-type']), 'content-length': object.body.length });
        return response.end(object.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const storageFor = (bucket: string, accessKeyId = 'test-key') =>
    createMediaStorage({
      uploadsDir: '/nonexistent',
      s3: { ...BASE_S3, bucket, endpoint, forcePathStyle: true, accessKeyId, secretAccessKey: 'test-secret' },
    });

  test('put then get round-trips through path-style URLs with the content type and Cache-Control', async () => {
    const storage = storageFor('media-bucket');
    await storage.put(SVG_NAME, SVG_BYTES);
    await storage.put(SVG_NAME, SVG_BYTES);
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.url.split('?')[0])).toEqual([
      `/media-bucket/media/${SVG_NAME}`,
      `/media-bucket/media/${SVG_NAME}`,
    ]);
    const stored = objects.get(`media/${SVG_NAME}`)!;
    expect(stored.body.equals(SVG_BYTES)).toBe(true);
    expect(stored.headers['content-type']).toBe('image/svg+xml');
    expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const data = await storage.get(SVG_NAME);
    expect(Buffer.isBuffer(data) && data.equals(SVG_BYTES)).toBe(true);
  });

  test('a missing object is null; a missing bucket or a refused key is an error', async () => {
    expect(await storageFor('media-bucket').get(PNG_NAME)).toBeNull();
    await expect(storageFor('other-bucket').get(PNG_NAME)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storageFor('media-bucket', 'wrong-key').get(PNG_NAME)).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(storageFor('media-bucket', 'wrong-key').put(PNG_NAME, PNG_BYTES)).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
  });
});

describe('S3 configuration (S3_* environment variables)', () => {
  test('no S3_BUCKET: local files', () => {
    expect(parseS3Config({})).toBeNull();
    expect(loadConfig({ DATA_DIR: '/tmp/d', GIT_HASH: 'x' }).s3).toBeNull();
  });

  test('S3_BUCKET alone: AWS S3, us-east-1, prefix media/, virtual-hosted style, default credentials', () => {
    expect(parseS3Config({ S3_BUCKET: 'fusion-media' })).toEqual(BASE_S3);
    expect(loadConfig({ DATA_DIR: '/tmp/d', GIT_HASH: 'x', S3_BUCKET: 'fusion-media' }).s3).toEqual(BASE_S3);
    // AWS_REGION (the SDK's own variable) when S3_REGION is not given.
    expect(parseS3Config({ S3_BUCKET: 'fusion-media', AWS_REGION: 'eu-west-3' })!.region).toBe('eu-west-3');
  });

  test('every variable', () => {
    expect(
      parseS3Config({
        S3_BUCKET: ' uploads ',
        S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'secret/+=',
        S3_FORCE_PATH_STYLE: 'false',
        S3_PREFIX: '/site/images',
      }),
    ).toEqual({
      bucket: 'uploads',
      prefix: 'site/images/',
      region: 'auto',
      endpoint: 'https://abc.r2.cloudflarestorage.com',
      forcePathStyle: false,
      accessKeyId: 'AKID',
      secretAccessKey: 'secret/+=',
    });
  });

  test('path style: on by default with an endpoint (MinIO, Ceph), off for AWS; S3_FORCE_PATH_STYLE decides', () => {
    expect(parseS3Config({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'http://minio:9000' })!.forcePathStyle).toBe(true);
    expect(parseS3Config({ S3_BUCKET: 'b-1' })!.forcePathStyle).toBe(false);
    expect(parseS3Config({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'true' })!.forcePathStyle).toBe(true);
    expect(parseS3Config({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '0' })!.forcePathStyle).toBe(false);
  });

  test('prefix: media/ by default, a final slash added, / for the bucket root', () => {
    expect(parseS3Config({ S3_BUCKET: 'b-1', S3_PREFIX: '' })!.prefix).toBe('media/');
    expect(parseS3Config({ S3_BUCKET: 'b-1', S3_PREFIX: 'uploads' })!.prefix).toBe('uploads/');
    expect(parseS3Config({ S3_BUCKET: 'b-1', S3_PREFIX: 'a/b/' })!.prefix).toBe('a/b/');
    expect(parseS3Config({ S3_BUCKET: 'b-1', S3_PREFIX: '/' })!.prefix).toBe('');
  });

  test('a misconfiguration is a clear error, at startup (loadConfig)', () => {
    const cases: [NodeJS.ProcessEnv, string][] = [
      [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
      [{ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not'],
      [{ S3_BUCKET: 's3://my-bucket' }, 'is not a bucket name'],
      [{ S3_BUCKET: 'my bucket' }, 'is not a bucket name'],
      [{ S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT="minio:9000" is not an http(s) URL'],
      [{ S3_BUCKET: 'b-1', S3_ENDPOINT: 'http://user:pw@minio:9000' }, 'is not an http(s) URL without credentials'],
      [{ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'AKID' }, 'S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY'],
      [{ S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: 'x' }, 'S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID'],
      [{ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE="maybe": use true or false'],
      [{ S3_BUCKET: 'b-1', S3_PREFIX: 'a//b' }, "no empty, '.' or '..' path segments"],
      [{ S3_BUCKET: 'b-1', S3_PREFIX: '../up' }, "no empty, '.' or '..' path segments"],
    ];
    for (const [env, message] of cases) {
      expect(() => parseS3Config(env)).toThrow(message);
      expect(() => loadConfig({ DATA_DIR: '/tmp/d', GIT_HASH: 'x', ...env })).toThrow(message);
    }
  });
});

describe('LocalMediaStorage (unchanged behaviour)', () => {
  test('put then get; an unknown name is null', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-media-'));
    try {
      const storage = createMediaStorage({ uploadsDir: directory, s3: null });
      await storage.put(PNG_NAME, PNG_BYTES);
      expect((await storage.get(PNG_NAME))!.equals(PNG_BYTES)).toBe(true);
      expect(await storage.get(SVG_NAME)).toBeNull();
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
