// The job-board sync: each organization with a Greenhouse, Lever or Ashby board gets its open
// postings as jobs. New postings appear, changed ones update, gone ones close (closed_at); a
// board that keeps failing keeps its postings at most 7 days after they were last seen.
import { sql } from 'drizzle-orm';
import type { JobBoardConfig } from '../../config';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows, refreshOrganizationTotals } from '../../db/helpers';
import { writeActivity } from '../../resources/activity-logs/write';
import { ACTIVITY_TYPES } from '../../seed/catalogue';
import type { TaskLog } from '../task';
import { fetchBoardJson } from './fetch-board';
import { ATS_KINDS, BOARD_ID_PATTERN, boardApiUrl, checkAnswer, type AtsKind } from './formats';
import { fromAshby, fromGreenhouse, fromLever, type BoardPosting } from './map';

/** A failing board's postings stay this long after they were last seen, then close. */
export const STALE_AFTER_MS = 7 * 24 * 3600 * 1000;
/**
 * last_seen is rewritten only once it is this old: an hourly sync that finds nothing new then
 * writes nothing (every write moves the data version and empties the caches). The expiry reads
 * the stored value, at most this much behind the real one, so it never keeps a posting longer.
 */
const LAST_SEEN_GRANULARITY_MS = 24 * 3600 * 1000;
/** Postings read from one board at most (the rest are ignored and logged). */
const MAX_POSTINGS_PER_BOARD = 2000;

export interface SyncOptions {
  config: JobBoardConfig;
  /** The clock (tests move it). */
  now?: () => Date;
  signal?: AbortSignal;
  log?: TaskLog;
}

export interface BoardSyncResult {
  organizationId: number;
  ok: boolean;
  error?: string;
  open: number;
  added: number;
  updated: number;
  closed: number;
}

/** Fetches a board and maps its postings (throws on any failure: HTTP, timeout, size, shape). */
async function readBoard(kind: AtsKind, boardId: string, options: SyncOptions): Promise<BoardPosting[]> {
  if (!BOARD_ID_PATTERN.test(boardId)) throw new Error(`invalid board identifier: ${JSON.stringify(boardId.slice(0, 100))}`);
  const body = await fetchBoardJson(boardApiUrl(kind, boardId, options.config), options.config, options.signal);
  const mapped =
    kind === 'greenhouse'
      ? checkAnswer('greenhouse', body).jobs.map(fromGreenhouse)
      : kind === 'lever'
        ? checkAnswer('lever', body).map(fromLever)
        : checkAnswer('ashby', body).jobs.map(fromAshby);
  const byId = new Map<string, BoardPosting>();
  for (const posting of mapped) if (posting && !byId.has(posting.externalId)) byId.set(posting.externalId, posting);
  const postings = [...byId.values()];
  if (postings.length > MAX_POSTINGS_PER_BOARD) {
    options.log?.warn('job board: too many postings, keeping the first', { kind, boardId, count: postings.length });
    return postings.slice(0, MAX_POSTINGS_PER_BOARD);
  }
  return postings;
}

interface OrganizationBoard {
  id: number;
  slug: string;
  is_public: boolean;
  job_board_kind: string | null;
  job_board_id: string | null;
}

interface ExistingJob {
  id: number;
  external_id: string;
  board_kind: string;
  title: string;
  locations: string[];
  job_type: string;
  job_mode: string;
  department: string | null;
  salary: string | null;
  website_url: string;
  posted_at: string | null;
  last_seen: string | null;
  closed: boolean;
  deleted: boolean;
  tags: string[];
}

const textArray = (values: string[]) => sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const sameArray = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);
const sameTime = (a: string | null, b: string | null) =>
  a == null || b == null ? a === b : new Date(a).getTime() === new Date(b).getTime();

/** Syncs one organization's board now (the task runs it for each; staff's 'run now' can too). */
export async function syncOrganizationJobBoard(db: Db, organizationId: number, options: SyncOptions): Promise<BoardSyncResult> {
  const now = (options.now ?? (() => new Date()))();
  const [organization] = await queryRows<OrganizationBoard>(
    db,
    sql`SELECT id, slug, (is_approved AND deleted_at IS NULL) AS is_public, job_board_kind::text AS job_board_kind, job_board_id
        FROM organizations WHERE id = ${organizationId}`,
  );
  const empty = { organizationId, open: 0, added: 0, updated: 0, closed: 0 };
  if (!organization) return { ...empty, ok: false, error: 'no such organization' };
  const kind = organization.job_board_kind as AtsKind | null;
  if (!kind || !ATS_KINDS.includes(kind) || !organization.job_board_id) {
    return { ...empty, ok: false, error: 'no Greenhouse, Lever or Ashby board' };
  }
  const boardId = organization.job_board_id;

  let postings: BoardPosting[];
  try {
    postings = await readBoard(kind, boardId, options);
  } catch (error) {
    const message = ((error as Error).message || String(error)).slice(0, 500);
    options.log?.warn('job board: sync failed', { organization: organization.slug, kind, boardId, error: message });
    await db.execute(sql`INSERT INTO job_board_syncs AS s (organization_id, board_kind, board_id, last_attempt_at, last_error_at, last_error, consecutive_failures)
      VALUES (${organizationId}, ${kind}, ${boardId}, ${now.toISOString()}, ${now.toISOString()}, ${message}, 1)
      ON CONFLICT (organization_id) DO UPDATE SET board_kind = excluded.board_kind, board_id = excluded.board_id,
        last_attempt_at = excluded.last_attempt_at, last_error_at = excluded.last_error_at, last_error = excluded.last_error,
        consecutive_failures = s.consecutive_failures + 1`);
    const closed = await closeStalePostings(db, now, organizationId);
    return { ...empty, ok: false, error: message, closed };
  }

  return db.transaction(async (tx) => {
    // One sync per organization at a time (the schedule and a 'run now' may meet).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOB_BOARD_LOCK_KEY}, ${organizationId})`);
    const result = await writePostings(tx, organization, kind, postings, now);
    await tx.execute(sql`INSERT INTO job_board_syncs AS s (organization_id, board_kind, board_id, last_attempt_at, last_success_at, consecutive_failures, postings_count)
      VALUES (${organizationId}, ${kind}, ${boardId}, ${now.toISOString()}, ${now.toISOString()}, 0, ${result.open})
      ON CONFLICT (organization_id) DO UPDATE SET board_kind = excluded.board_kind, board_id = excluded.board_id,
        last_attempt_at = excluded.last_attempt_at, last_success_at = excluded.last_success_at,
        consecutive_failures = 0, postings_count = excluded.postings_count`);
    return { organizationId, ok: true, ...result };
  });
}

/** The first key of the sync's advisory locks (the second is the organization id). */
const JOB_BOARD_LOCK_KEY = 0x6a6f6273; // 'jobs'

async function writePostings(tx: Db, organization: OrganizationBoard, kind: AtsKind, postings: BoardPosting[], now: Date) {
  const nowIso = now.toISOString();
  const existing = await queryRows<ExistingJob>(
    tx,
    sql`SELECT j.id, j.external_id, j.board_kind::text AS board_kind, j.title, j.locations, j.job_type, j.job_mode, j.department,
          j.salary, j.website_url, ${isoTimestamp('j.posted_at')} AS posted_at, ${isoTimestamp('j.last_seen')} AS last_seen,
          j.closed_at IS NOT NULL AS closed, j.deleted_at IS NOT NULL AS deleted,
          ARRAY(SELECT t.name_without_emoji FROM job_tag_links l JOIN job_tags t ON t.id = l.tag_id
                WHERE l.job_id = j.id ORDER BY l.position, t.position) AS tags
        FROM jobs j WHERE j.organization_id = ${organization.id} AND j.external_id IS NOT NULL`,
  );
  const tagIds = new Map(
    (await queryRows<{ id: number; name: string }>(tx, sql`SELECT id, name_without_emoji AS name FROM job_tags`)).map((tag) => [
      tag.name,
      tag.id,
    ]),
  );
  const mine = new Map(existing.filter((job) => job.board_kind === kind).map((job) => [job.external_id, job]));
  let added = 0;
  let updated = 0;
  const seen = new Set<number>();

  for (const posting of postings) {
    const tags = posting.tags.filter((tag) => tagIds.has(tag));
    const createdAt = posting.postedAt && posting.postedAt < nowIso ? posting.postedAt : nowIso;
    const job = mine.get(posting.externalId);
    if (!job) {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO jobs (organization_id, title, locations, locations_text, job_type, job_mode, salary, website_url, source_url,
              department, board_kind, external_id, posted_at, first_seen, last_seen, created_at)
            VALUES (${organization.id}, ${posting.title}, ${textArray(posting.locations)}, ${locationsText(posting.locations)},
              ${posting.type}, ${posting.mode}, ${posting.salary}, ${posting.applyUrl}, ${posting.applyUrl}, ${posting.department},
              ${kind}, ${posting.externalId}, ${posting.postedAt}, ${nowIso}, ${nowIso}, ${createdAt})
            RETURNING id`,
      );
      await writeTags(tx, row!.id, tags, tagIds);
      seen.add(row!.id);
      added += 1;
      continue;
    }
    seen.add(job.id);
    // A posting staff deleted stays deleted, however often its board lists it.
    if (job.deleted) continue;
    const changed =
      job.title !== posting.title ||
      !sameArray(job.locations, posting.locations) ||
      job.job_type !== posting.type ||
      job.job_mode !== posting.mode ||
      job.department !== posting.department ||
      job.salary !== posting.salary ||
      job.website_url !== posting.applyUrl ||
      !sameTime(job.posted_at, posting.postedAt);
    const reopened = job.closed;
    const seenLongAgo = !job.last_seen || now.getTime() - new Date(job.last_seen).getTime() >= LAST_SEEN_GRANULARITY_MS;
    if (changed || reopened || seenLongAgo) {
      await tx.execute(sql`UPDATE jobs SET title = ${posting.title}, locations = ${textArray(posting.locations)},
          locations_text = ${locationsText(posting.locations)}, job_type = ${posting.type}, job_mode = ${posting.mode},
          department = ${posting.department}, salary = ${posting.salary}, website_url = ${posting.applyUrl}, source_url = ${posting.applyUrl},
          posted_at = ${posting.postedAt}, last_seen = ${nowIso}, closed_at = NULL,
          version = version + ${changed || reopened ? 1 : 0}
        WHERE id = ${job.id}`);
      if (changed || reopened) updated += 1;
    }
    if (!sameArray(job.tags, tags)) await writeTags(tx, job.id, tags, tagIds);
  }

  // Gone from the board (or from a board the organization no longer uses): closed.
  const gone = existing.filter((job) => !seen.has(job.id) && !job.closed).map((job) => job.id);
  if (gone.length) {
    await tx.execute(sql`UPDATE jobs SET closed_at = ${nowIso}, version = version + 1
      WHERE id IN (${sql.join(
        gone.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }
  if (added || updated || gone.length) await refreshOrganizationTotals(tx, [organization.id]);
  if (added && organization.is_public) {
    await writeActivity(tx, ACTIVITY_TYPES.jobs, {
      organizationId: organization.id,
      jobsCount: added,
      url: `/jobs?organization=${encodeURIComponent(organization.slug)}`,
    });
  }
  const [open] = await queryRows<{ count: number }>(
    tx,
    sql`SELECT count(*)::int AS count FROM jobs
        WHERE organization_id = ${organization.id} AND board_kind = ${kind} AND closed_at IS NULL AND deleted_at IS NULL`,
  );
  return { open: open!.count, added, updated, closed: gone.length };
}

const locationsText = (locations: string[]) => locations.map((location) => location.toLowerCase()).join(' | ');

async function writeTags(tx: Db, jobId: number, tags: string[], tagIds: Map<string, number>) {
  await tx.execute(sql`DELETE FROM job_tag_links WHERE job_id = ${jobId}`);
  for (const [position, tag] of tags.entries()) {
    await tx.execute(sql`INSERT INTO job_tag_links (job_id, tag_id, position) VALUES (${jobId}, ${tagIds.get(tag)!}, ${position})`);
  }
}

/**
 * Closes synced postings last seen more than 7 days before `now` (of one organization, or of
 * all): their board kept failing, or the organization no longer has a board. Returns the count.
 */
async function closeStalePostings(db: Db, now: Date, organizationId?: number): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
  const only = organizationId === undefined ? sql`` : sql` AND organization_id = ${organizationId}`;
  const closed = await queryRows<{ organization_id: number }>(
    db,
    sql`UPDATE jobs SET closed_at = ${now.toISOString()}, version = version + 1
        WHERE external_id IS NOT NULL AND closed_at IS NULL AND last_seen < ${cutoff}${only}
        RETURNING organization_id`,
  );
  if (closed.length) await refreshOrganizationTotals(db, [...new Set(closed.map((row) => row.organization_id))]);
  return closed.length;
}

export interface SyncRunResult {
  boards: number;
  failed: number;
  open: number;
  added: number;
  updated: number;
  closed: number;
}

/** Syncs every organization's Greenhouse, Lever or Ashby board, one after the other, then closes stale postings. */
export async function syncAllJobBoards(db: Db, options: SyncOptions): Promise<SyncRunResult> {
  const organizations = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM organizations
        WHERE job_board_kind IN ('greenhouse', 'lever', 'ashby') AND deleted_at IS NULL ORDER BY id`,
  );
  const total: SyncRunResult = { boards: 0, failed: 0, open: 0, added: 0, updated: 0, closed: 0 };
  for (const { id } of organizations) {
    if (options.signal?.aborted) break;
    const result = await syncOrganizationJobBoard(db, id, options);
    total.boards += 1;
    if (!result.ok) total.failed += 1;
    total.open += result.open;
    total.added += result.added;
    total.updated += result.updated;
    total.closed += result.closed;
  }
  // Boards removed from their organization (or organizations deleted) no longer refresh theirs.
  total.closed += await closeStalePostings(db, (options.now ?? (() => new Date()))());
  return total;
}
