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
  siteUrl: string;
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
}

/** The repository root (api/src/ → ../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const config: Config = {
    port: parsePort(env.PORT, 8090),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data')),
    siteUrl: (env.SITE_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, ''),
    environmentColor: env.ENVIRONMENT_COLOR?.trim() || 'white',
    gitHash: env.GIT_HASH?.trim() || '',
    deployTime: env.DEPLOY_TIME?.trim() || new Date().toISOString(),
    sessionSecret: env.SESSION_SECRET?.trim() || null,
    logger: env.NODE_ENV !== 'test',
    responseCache: !/^(off|false|0|no)$/i.test(env.API_RESPONSE_CACHE?.trim() ?? ''),
    rateLimits: parseRateLimits(env),
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
