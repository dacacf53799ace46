// Configuration from the environment, with safe defaults for local use.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { parseRateLimits, type RateLimits } from './http/rate-limits';

export interface Config {
  port: number;
  /** postgres://… to use a PostgreSQL server; null = embedded PGlite under dataDir. */
  databaseUrl: string | null;
  /** PGlite files, uploads and the persisted session secret live here. */
  dataDir: string;
  /** Uploaded images (logos, project images) after validation (default <dataDir>/uploads; UPLOADS_DIR). */
  uploadsDir: string;
  /** S3_BUCKET and the other S3_* variables: uploads go to this bucket instead of uploadsDir; null = local files. */
  s3: S3Config | null;
  siteUrl: string;
  /** SITE_URL was set: every absolute link uses siteUrl; false = links follow the request's Host when it is valid. */
  siteUrlConfigured: boolean;
  environmentColor: string;
  gitHash: string;
  deployTime: string;
  /** null = generated once per data directory and kept in it (see sessions/secret.ts). */
  sessionSecret: string | null;
  /** Log requests (off in tests). */
  logger: boolean;
  /** Keep public answers in memory (src/http/response-cache.ts); API_RESPONSE_CACHE=off disables. */
  responseCache: boolean;
  /** Per-IP limits of the rate-limited public routes (src/http/rate-limits.ts); null = none. */
  rateLimits: RateLimits;
  /** Rate limits of the claim, add and edit calls (src/resources/contributions/routes.ts); off with API_RATE_LIMITS=off. */
  contributionRateLimits: boolean;
  /** Search through the in-process index (src/resources/search/search-index.ts); API_SEARCH_INDEX=off asks the database. */
  searchIndex: boolean;
  /** smtp(s)://… to send mail by SMTP; null = write .eml files into mailOutboxDir (src/mail/). */
  smtpUrl: string | null;
  /** Where messages go without SMTP (default <dataDir>/outbox). */
  mailOutboxDir: string;
  /** The From header of every message. */
  mailFrom: string;
  /** With staffPassword: a verified staff account created or updated at start (no default). */
  staffEmail: string | null;
  staffPassword: string | null;
  staffName: string;
  /**
   * LOGO_FETCH_ALLOW_HOSTS (comma-separated host names or IPs): hosts the logo job may fetch
   * although they resolve to a private or loopback address, over http too. For tests against a
   * local stub site only; empty (the default) = public https hosts only.
   */
  logoFetchAllowHosts: string[];
  /** The job-board sync (src/background/job-boards/): where each kind of board is read. */
  jobBoards: JobBoardConfig;
  /**
   * BACKGROUND_TASKS: the background tasks' schedules (src/background/) are on; each task's own
   * scheduled() still decides for itself. 'Run now' works either way. Default: on, off under NODE_ENV=test.
   */
  backgroundSchedules: boolean;
}

/** The base URLs are the only hosts the sync fetches (tests point them at a local stub). */
export interface JobBoardConfig {
  /** JOB_BOARD_GREENHOUSE_URL (default https://boards-api.greenhouse.io). */
  greenhouseUrl: string;
  /** JOB_BOARD_LEVER_URL (default https://api.lever.co). */
  leverUrl: string;
  /** JOB_BOARD_ASHBY_URL (default https://api.ashbyhq.com). */
  ashbyUrl: string;
  /** One board's answer must arrive in this time, body included. */
  timeoutMs: number;
  /** A larger answer is a failure. */
  maxBytes: number;
}

/** An S3-compatible bucket for uploads (AWS S3, MinIO, Cloudflare R2, Ceph RGW…; api/docs/uploads.md, "Storage"). */
export interface S3Config {
  bucket: string;
  /** Object keys are `<prefix><sha256>.<ext>` (S3_PREFIX, default 'media/'; '' = the bucket's root). */
  prefix: string;
  region: string;
  /** S3_ENDPOINT for a service other than AWS; null = AWS S3 in `region`. */
  endpoint: string | null;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (default: on with an endpoint). */
  forcePathStyle: boolean;
  /** Both or neither; neither = the SDK's default credential chain (AWS_* variables, profile, instance role…). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

/** S3_* variables → S3Config, null without S3_BUCKET; throws on a setting that cannot be meant. */
export function parseS3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const value = (name: string) => env[name]?.trim() || null;
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => value(name) !== null);
    if (stray.length > 0) {
      throw new Error(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket, or unset ${stray.length > 1 ? 'them' : 'it'} to keep them in UPLOADS_DIR.`,
      );
    }
    return null;
  }
  // AWS's rules (3–63 characters; letters, digits, dots, hyphens), plus the underscores and
  // capitals of old us-east-1 buckets. A slash or a space means S3_BUCKET holds something else.
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/.test(bucket)) {
    throw new Error(`S3_BUCKET=${JSON.stringify(bucket)} is not a bucket name (3–63 letters, digits, '.', '-'; no scheme or path).`);
  }

  const endpoint = value('S3_ENDPOINT');
  if (endpoint !== null) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
      throw new Error(
        `S3_ENDPOINT=${JSON.stringify(endpoint)} is not an http(s) URL without credentials (e.g. https://<account>.r2.cloudflarestorage.com or http://minio:9000).`,
      );
    }
  }

  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new Error(
      `${accessKeyId === null ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is set without ${accessKeyId === null ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}: give both, or neither to use the SDK's default credentials (AWS_ACCESS_KEY_ID…, a profile, an instance role).`,
    );
  }

  const pathStyle = value('S3_FORCE_PATH_STYLE');
  let forcePathStyle = endpoint !== null;
  if (pathStyle !== null) {
    if (/^(on|true|1|yes)$/i.test(pathStyle)) forcePathStyle = true;
    else if (/^(off|false|0|no)$/i.test(pathStyle)) forcePathStyle = false;
    else throw new Error(`S3_FORCE_PATH_STYLE=${JSON.stringify(pathStyle)}: use true or false.`);
  }

  // Unset or empty: 'media/'. '/' = the bucket's root. A missing final slash is added.
  const rawPrefix = value('S3_PREFIX') ?? 'media/';
  const prefix = rawPrefix.replace(/^\/+/, '').replace(/([^/])$/, '$1/');
  if (/\/\/|(^|\/)\.\.?\//.test(prefix)) {
    throw new Error(`S3_PREFIX=${JSON.stringify(rawPrefix)}: no empty, '.' or '..' path segments.`);
  }

  return {
    bucket,
    prefix,
    region: value('S3_REGION') ?? value('AWS_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle,
    accessKeyId,
    secretAccessKey,
  };
}

/** The repository root (api/src/ → ../..). */
const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const API_ROOT = path.resolve(__dirname, '..');

function readGitHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

function parsePort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
}

function mailDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** An http(s) origin (with an optional path prefix), without the trailing slash. */
function baseUrl(value: string | undefined, fallback: string, name: string): string {
  const text = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} is not a URL: ${text}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL: ${text}`);
  if (url.search || url.hash || url.username || url.password) throw new Error(`${name} must be a plain base URL: ${text}`);
  return url.toString().replace(/\/+$/, '');
}

/** BACKGROUND_TASKS=on|off; unset: on, except under NODE_ENV=test (suites that need schedules ask). */
function parseBackgroundTasks(env: NodeJS.ProcessEnv): boolean {
  const value = env.BACKGROUND_TASKS?.trim() ?? '';
  if (/^(off|false|0|no)$/i.test(value)) return false;
  if (/^(on|true|1|yes)$/i.test(value)) return true;
  if (value) throw new Error(`BACKGROUND_TASKS=${JSON.stringify(value)}: use on or off.`);
  return env.NODE_ENV !== 'test';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const config: Config = {
    port: parsePort(env.PORT, 8090),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data')),
    siteUrl: (env.SITE_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, ''),
    siteUrlConfigured: Boolean(env.SITE_URL?.trim()),
    environmentColor: env.ENVIRONMENT_COLOR?.trim() || 'white',
    gitHash: env.GIT_HASH?.trim() || '',
    deployTime: env.DEPLOY_TIME?.trim() || new Date().toISOString(),
    sessionSecret: env.SESSION_SECRET?.trim() || null,
    logger: env.NODE_ENV !== 'test',
    responseCache: !/^(off|false|0|no)$/i.test(env.API_RESPONSE_CACHE?.trim() ?? ''),
    rateLimits: parseRateLimits(env),
    s3: parseS3Config(env),
    contributionRateLimits: !/^(off|false|0|no)$/i.test(env.API_RATE_LIMITS?.trim() ?? ''),
    searchIndex: !/^(off|false|0|no)$/i.test(env.API_SEARCH_INDEX?.trim() ?? ''),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailOutboxDir: '',
    uploadsDir: '',
    mailFrom: env.MAIL_FROM?.trim() || '',
    staffEmail: env.STAFF_EMAIL?.trim() || null,
    // Not trimmed: spaces may be part of a password.
    staffPassword: env.STAFF_PASSWORD || null,
    staffName: env.STAFF_NAME?.trim() || 'Staff',
    logoFetchAllowHosts: (env.LOGO_FETCH_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    jobBoards: {
      greenhouseUrl: baseUrl(env.JOB_BOARD_GREENHOUSE_URL, 'https://boards-api.greenhouse.io', 'JOB_BOARD_GREENHOUSE_URL'),
      leverUrl: baseUrl(env.JOB_BOARD_LEVER_URL, 'https://api.lever.co', 'JOB_BOARD_LEVER_URL'),
      ashbyUrl: baseUrl(env.JOB_BOARD_ASHBY_URL, 'https://api.ashbyhq.com', 'JOB_BOARD_ASHBY_URL'),
      timeoutMs: 20_000,
      maxBytes: 4 * 1024 * 1024,
    },
    backgroundSchedules: parseBackgroundTasks(env),
    ...overrides,
  };
  // Derived from other settings unless given.
  if (!config.mailOutboxDir) {
    config.mailOutboxDir = path.resolve(env.MAIL_OUTBOX_DIR?.trim() || path.join(config.dataDir, 'outbox'));
  }
  if (!config.uploadsDir) {
    config.uploadsDir = path.resolve(env.UPLOADS_DIR?.trim() || path.join(config.dataDir, 'uploads'));
  }
  if (!config.mailFrom) config.mailFrom = `Fusion Energy Directory <no-reply@${mailDomain(config.siteUrl)}>`;
  // Computed lazily: spawning git costs ~10 ms and tests pass their own value.
  if (!config.gitHash) config.gitHash = readGitHash();
  return config;
}
