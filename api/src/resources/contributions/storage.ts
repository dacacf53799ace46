// Where validated uploads are kept (api/docs/uploads.md).
//
// Files are named by the SHA-256 of their (re-encoded or sanitized) bytes plus the extension
// of their type: `<64 hex>.png|jpg|webp|svg`. A name therefore always denotes the same bytes,
// which is what lets GET /api/media/<name> be cached as immutable, and storing the same
// image twice is a no-op. Nothing a visitor sent is ever used in a name or a path.
//
// Two backends implement MediaStorage (put: atomic and idempotent; get: null for an unknown
// name), chosen in createMediaStorage: LocalMediaStorage writes under UPLOADS_DIR (default
// DATA_DIR/uploads); S3MediaStorage, with S3_BUCKET set, keeps the files in an S3-compatible
// bucket (AWS S3, MinIO, Cloudflare R2, Ceph RGW…). Either way GET /api/media/<name> serves
// them through the API, with the same headers.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';

export type MediaExtension = 'png' | 'jpg' | 'webp' | 'svg';

export const MEDIA_CONTENT_TYPES: Record<MediaExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The only names storage accepts (and GET /api/media/:name serves). */
export const MEDIA_NAME = /^[a-f0-9]{64}\.(png|jpg|webp|svg)$/;

/** The public path of a stored file. */
const MEDIA_URL_PREFIX = '/api/media/';
export const mediaUrl = (name: string) => `${MEDIA_URL_PREFIX}${name}`;

export function mediaNameFor(data: Buffer, extension: MediaExtension): string {
  return `${crypto.createHash('sha256').update(data).digest('hex')}.${extension}`;
}

/** What a stored file's Cache-Control is (its name always means the same bytes). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface MediaStorage {
  readonly kind: string;
  /** Where the files go, for the startup log (a directory, or s3://bucket/prefix). */
  readonly location: string;
  /** Store `data` under `name` (atomic; storing an existing name again is harmless). */
  put(name: string, data: Buffer): Promise<void>;
  /** The bytes under `name`, or null. */
  get(name: string): Promise<Buffer | null>;
}

function assertName(name: string): void {
  if (!MEDIA_NAME.test(name)) throw new Error(`Invalid media name: ${name}`);
}

export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';

  constructor(readonly directory: string) {}

  get location(): string {
    return this.directory;
  }

  async put(name: string, data: Buffer): Promise<void> {
    assertName(name);
    await fs.promises.mkdir(this.directory, { recursive: true, mode: 0o755 });
    const file = path.join(this.directory, name);
    // Written under a temporary name and renamed: a reader never sees half a file.
    const temporary = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(temporary, data, { mode: 0o644 });
    await fs.promises.rename(temporary, file);
  }

  async get(name: string): Promise<Buffer | null> {
    if (!MEDIA_NAME.test(name)) return null;
    try {
      return await fs.promises.readFile(path.join(this.directory, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1) as MediaExtension;

/** A missing object (NoSuchKey, or a 404 without a body: HeadObject-style NotFound); not a missing bucket. */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  // A wrong bucket is a configuration error, not a 404 for every image.
  if (name === 'NoSuchBucket') return false;
  return $metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket under `<prefix><name>`. PutObject replaces an object
 * atomically, and a name always means the same bytes, so storing a name again is harmless.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';

  constructor(
    readonly client: S3Client,
    readonly bucket: string,
    readonly prefix = 'media/',
  ) {}

  get location(): string {
    return `s3://${this.bucket}/${this.prefix}`;
  }

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  async put(name: string, data: Buffer): Promise<void> {
    assertName(name);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(name),
        Body: data,
        ContentLength: data.length,
        ContentType: MEDIA_CONTENT_TYPES[extensionOf(name)],
        // For anyone who serves the bucket directly (a CDN in front of it); the API sets its own.
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async get(name: string): Promise<Buffer | null> {
    if (!MEDIA_NAME.test(name)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      if (!answer.Body) throw new Error(`S3 GetObject ${this.key(name)}: an answer without a body`);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }
}

/** The SDK client for an S3Config (exported for the tests). */
export function s3ClientConfig(s3: S3Config): S3ClientConfig {
  return {
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.accessKeyId && s3.secretAccessKey ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
    // Services other than AWS (older MinIO and Ceph releases) reject the CRC32 checksums the SDK
    // adds to every upload by default; ask for them only where an operation requires them.
    ...(s3.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    // An unreachable bucket answers an error within seconds rather than holding the request.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  };
}

/** S3 when config.s3 is set (S3_BUCKET), else files under config.uploadsDir. */
export function createMediaStorage(config: { uploadsDir: string; s3?: S3Config | null }): MediaStorage {
  if (config.s3) return new S3MediaStorage(new S3Client(s3ClientConfig(config.s3)), config.s3.bucket, config.s3.prefix);
  return new LocalMediaStorage(config.uploadsDir);
}
