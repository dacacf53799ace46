// Logos from the organizations' own sites (issue 21, item 3). For an organization with a website
// and no logo: its home page's declared icons (icons.ts), fetched under public-fetch.ts's rules,
// each through the upload pipeline (contributions/uploads.ts: type by content, size, SVG
// sanitized in the worker pool, rasters re-encoded); the largest square one is stored like an
// upload and becomes organizations.logo. An uploaded logo is never replaced: the logo is taken
// as fetched only while it still equals what this job stored (organization_logo_fetches).
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { organizationLogoFetches, organizations } from '../../db/schema';
import { createMediaStorage, mediaUrl } from '../../resources/contributions/storage';
import { processImage, type ProcessedImage } from '../../resources/contributions/uploads';
import { declaredIcons, type IconCandidate } from './icons';
import { fetchFromSite, hostOf, LogoFetchError, siteOf, systemResolver, type PublicFetchPolicy, type Resolver } from './public-fetch';

/** The home page is read up to this much (cut there: the icons are declared in <head>). */
const MAX_HTML_BYTES = 1024 * 1024;
/** An icon or Open Graph image larger than this is refused (logos are rarely 100 KB). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
const REQUEST_TIME_LIMIT_MS = 10_000;
/** All of one organization's requests and processing. */
const ORGANIZATION_TIME_LIMIT_MS = 45_000;
/** Icons tried per organization (largest declared first), then at most this many Open Graph images. */
const MAX_ICONS_TRIED = 5;
const MAX_OPEN_GRAPH_TRIED = 2;
/** Organizations per daily run; a failed one is tried again after RETRY_AFTER_DAYS. */
export const BATCH_SIZE = 25;
const RETRY_AFTER_DAYS = 7;
/** What a vector image counts as when sizes are compared (the largest box logos are stored in). */
const VECTOR_SIDE = 1024;
const MAX_ERROR_LENGTH = 500;

export interface LogoFetchOptions {
  signal?: AbortSignal;
  /** DNS resolution (tests make a name resolve to a private address). */
  resolve?: Resolver;
  requestTimeLimitMs?: number;
}

export type LogoFetchOutcome =
  { status: 'fetched'; logo: string; sourceUrl: string } | { status: 'skipped'; reason: string } | { status: 'failed'; error: string };

interface Tried {
  candidate: IconCandidate;
  image: ProcessedImage;
}

const isSquare = ({ width, height }: ProcessedImage) =>
  width !== null && height !== null && Math.abs(width - height) <= Math.max(1, 0.02 * width);
const sideOf = (image: ProcessedImage) => (image.extension === 'svg' ? VECTOR_SIDE : Math.max(image.width ?? 0, image.height ?? 0));
const largest = (tried: Tried[]) =>
  tried.reduce<Tried | null>((best, next) => (!best || sideOf(next.image) > sideOf(best.image) ? next : best), null);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The start address: the website as given, http upgraded to https (the only scheme fetched). */
function homePage(websiteUrl: string, policy: PublicFetchPolicy): URL | null {
  const url = URL.parse(websiteUrl.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.protocol === 'http:' && !policy.allowHosts.includes(hostOf(url))) url.protocol = 'https:';
  return url;
}

/** Fetch and process candidates in order; the errors say why the others were not kept. */
async function tryCandidates(candidates: IconCandidate[], site: string, policy: PublicFetchPolicy, signal: AbortSignal, errors: string[]) {
  const tried: Tried[] = [];
  for (const candidate of candidates) {
    signal.throwIfAborted();
    try {
      const { body } = await fetchFromSite(candidate.url, site, policy, { maxBytes: MAX_LOGO_BYTES, signal });
      tried.push({ candidate, image: await processImage(body, 'logo') });
    } catch (error) {
      if (signal.aborted) throw error;
      errors.push(`${candidate.url.href}: ${messageOf(error)}`);
    }
  }
  return tried;
}

/**
 * The logo of the site at `websiteUrl`: the largest square declared icon; else the first Open
 * Graph image that works (the last resort, any shape); else the largest icon of another shape.
 */
async function findSiteLogo(websiteUrl: string, policy: PublicFetchPolicy, signal: AbortSignal): Promise<Tried> {
  const start = homePage(websiteUrl, policy);
  if (!start) throw new LogoFetchError(`Not a web address: ${websiteUrl}`);
  const site = siteOf(hostOf(start));
  const page = await fetchFromSite(start, site, policy, { maxBytes: MAX_HTML_BYTES, truncate: true, signal });
  const candidates = declaredIcons(page.body.toString('utf8'), page.url);
  if (candidates.length === 0) throw new LogoFetchError(`The home page declares no icon: ${page.url.href}`);

  const errors: string[] = [];
  const icons = await tryCandidates(
    candidates.filter((candidate) => candidate.kind !== 'og:image').slice(0, MAX_ICONS_TRIED),
    site,
    policy,
    signal,
    errors,
  );
  const square = largest(icons.filter((entry) => isSquare(entry.image)));
  if (square) return square;
  const [openGraph] = await tryCandidates(
    candidates.filter((candidate) => candidate.kind === 'og:image').slice(0, MAX_OPEN_GRAPH_TRIED),
    site,
    policy,
    signal,
    errors,
  );
  const chosen = openGraph ?? largest(icons);
  if (chosen) return chosen;
  throw new LogoFetchError(`No usable icon. ${errors.join('; ')}`);
}

function fetchPolicy(config: Config, options: LogoFetchOptions = {}): PublicFetchPolicy {
  return {
    allowHosts: config.logoFetchAllowHosts,
    resolve: options.resolve ?? systemResolver,
    timeoutMs: options.requestTimeLimitMs ?? REQUEST_TIME_LIMIT_MS,
  };
}

async function recordFailure(db: Db, organizationId: number, error: string) {
  const lastError = error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH - 1)}…` : error;
  await db
    .insert(organizationLogoFetches)
    .values({ organizationId, attemptedAt: sql`now()`, lastError })
    .onConflictDoUpdate({ target: organizationLogoFetches.organizationId, set: { attemptedAt: sql`now()`, lastError } });
}

/**
 * Fetch one organization's logo now (the daily batch, and staff's 'fetch again'). Skips an
 * organization without a website or with an uploaded logo; replaces a logo this job fetched
 * before. Refusals and failures are recorded (last_error) and answered, never thrown; only a
 * database failure or `signal` throws.
 */
export async function fetchOrganizationLogo(
  db: Db,
  config: Config,
  organizationId: number,
  options: LogoFetchOptions = {},
): Promise<LogoFetchOutcome> {
  const [row] = await db
    .select({ websiteUrl: organizations.websiteUrl, logo: organizations.logo, fetchedLogo: organizationLogoFetches.mediaUrl })
    .from(organizations)
    .leftJoin(organizationLogoFetches, eq(organizationLogoFetches.organizationId, organizations.id))
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
  if (!row) return { status: 'skipped', reason: 'No such organization' };
  if (!row.websiteUrl?.trim()) return { status: 'skipped', reason: 'No website' };
  if (row.logo && row.logo !== row.fetchedLogo) return { status: 'skipped', reason: 'Its logo was uploaded' };

  const signal = AbortSignal.any([options.signal ?? new AbortController().signal, AbortSignal.timeout(ORGANIZATION_TIME_LIMIT_MS)]);
  let found: Tried;
  try {
    found = await findSiteLogo(row.websiteUrl, fetchPolicy(config, options), signal);
  } catch (error) {
    // The process shutting down is not the site's fault: nothing recorded, tried again later.
    if (options.signal?.aborted) throw error;
    const message = messageOf(error);
    await recordFailure(db, organizationId, message);
    return { status: 'failed', error: message };
  }

  await createMediaStorage(config).put(found.image.name, found.image.data);
  const logo = mediaUrl(found.image.name);
  const sourceUrl = found.candidate.url.href;
  const stored = await db.transaction(async (tx) => {
    // An upload made meanwhile wins: only an empty logo or the one fetched before is replaced.
    const updated = await tx
      .update(organizations)
      .set({ logo, version: sql`${organizations.version} + 1` })
      .where(and(eq(organizations.id, organizationId), row.logo ? eq(organizations.logo, row.logo) : isNull(organizations.logo)))
      .returning({ id: organizations.id });
    if (updated.length === 0) return false;
    const values = { sourceUrl, mediaUrl: logo, fetchedAt: sql`now()`, attemptedAt: sql`now()`, lastError: null };
    await tx
      .insert(organizationLogoFetches)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: organizationLogoFetches.organizationId, set: values });
    return true;
  });
  if (!stored) return { status: 'skipped', reason: 'Its logo was uploaded meanwhile' };
  return { status: 'fetched', logo, sourceUrl };
}

/** Approved organizations with a website and no logo, never tried or not in the last RETRY_AFTER_DAYS, oldest attempt first. */
export async function organizationsWithoutLogo(db: Db, limit = BATCH_SIZE): Promise<number[]> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .leftJoin(organizationLogoFetches, eq(organizationLogoFetches.organizationId, organizations.id))
    .where(
      and(
        isNull(organizations.deletedAt),
        eq(organizations.isApproved, true),
        isNull(organizations.logo),
        sql`coalesce(trim(${organizations.websiteUrl}), '') <> ''`,
        or(
          isNull(organizationLogoFetches.attemptedAt),
          sql`${organizationLogoFetches.attemptedAt} < now() - make_interval(days => ${RETRY_AFTER_DAYS})`,
        ),
      ),
    )
    .orderBy(sql`${organizationLogoFetches.attemptedAt} NULLS FIRST`, organizations.id)
    .limit(limit);
  return rows.map((entry) => entry.id);
}
