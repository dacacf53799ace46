// Where validated uploads are kept (api/README.md, "Contributions" → Uploads).
//
// Files are named by the SHA-256 of their (re-encoded or sanitized) bytes plus the extension
// of their type: `<64 hex>.png|jpg|webp|svg`. A name therefore always denotes the same bytes,
// which is what lets GET /api/media/<name> be cached as immutable, and storing the same
// image twice is a no-op. Nothing a visitor sent is ever used in a name or a path.
//
// The local implementation writes under UPLOADS_DIR (default DATA_DIR/uploads). Another
// backend (an S3-compatible bucket) implements the same interface: put must be atomic and
// idempotent, get returns null for an unknown name. It is selected in createMediaStorage.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
export const MEDIA_URL_PREFIX = '/api/media/';
export const mediaUrl = (name: string) => `${MEDIA_URL_PREFIX}${name}`;

export function mediaNameFor(data: Buffer, extension: MediaExtension): string {
  return `${crypto.createHash('sha256').update(data).digest('hex')}.${extension}`;
}

export interface MediaStorage {
  readonly kind: string;
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

export function createMediaStorage(config: { uploadsDir: string }): MediaStorage {
  return new LocalMediaStorage(config.uploadsDir);
}
