// The audit log (api/docs/contributions.md): one row per change made through the
// contribution calls and per staff decision, written in the same transaction as the change.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { auditLog } from '../../db/schema';
import type { EntityKind, Viewer } from './access';

type AuditAction =
  | `${EntityKind}.create`
  | `${EntityKind}.edit`
  | `${EntityKind}.approve`
  | `${EntityKind}.reject`
  | `${EntityKind}_claim.request`
  | `${EntityKind}_claim.approve`
  | `${EntityKind}_claim.reject`
  // Affiliate subscriptions (src/resources/stripe/routes.ts): who cancelled, a renewal from the emailed link.
  | 'organization_subscription.cancel'
  | 'organization_subscription.renew'
  | 'supplier_link.approve'
  | 'supplier_link.reject'
  | 'account.disable'
  | 'account.enable'
  // The staff admin (src/resources/admin): `<entity type>.<write>`, and memberships revoked or transferred.
  | `${string}.${'create' | 'edit' | 'delete' | 'restore'}`
  | `${EntityKind}_claim.${'revoke' | 'transfer'}`;

export interface AuditEntry {
  actor: Pick<Viewer, 'id' | 'email'> | null;
  action: AuditAction;
  /** 'user': staff disabling or enabling an account; the admin's entity types ('funding_round', 'fx_rate', …). */
  entityType: string;
  /** Null for a record keyed otherwise (an fx rate: entity_slug 'EUR-2024-04'). */
  entityId: number | null;
  entitySlug: string | null;
  before: unknown;
  after: unknown;
  note?: string | null;
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.actor?.id ?? null,
    userEmail: entry.actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    entitySlug: entry.entitySlug,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}

// ---------------------------------------------------------------- readable diffs

export interface Change {
  /** Where: 'display_name', 'founders[id=12].title', 'organization_tags'. */
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasIds = (items: unknown[]) =>
  items.every((item) => isPlainObject(item) && (typeof item.id === 'number' || typeof item.id === 'string'));

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The changed leaves between two JSON values: objects compared key by key, lists of items
 * with an id compared item by item (an added or removed item is one change), other lists whole.
 */
export function diffJson(before: unknown, after: unknown, path = ''): Change[] {
  if (equal(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffJson(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (Array.isArray(before) && Array.isArray(after) && hasIds(before) && hasIds(after) && (before.length || after.length)) {
    const byId = (items: unknown[]) => new Map(items.map((item) => [String((item as { id: unknown }).id), item]));
    const left = byId(before);
    const right = byId(after);
    const ids = [...new Set([...left.keys(), ...right.keys()])];
    return ids.flatMap((id) => {
      const key = `${path}[id=${id}]`;
      const a = left.get(id);
      const b = right.get(id);
      if (a === undefined || b === undefined) return [{ path: key, before: a ?? null, after: b ?? null }];
      return diffJson(a, b, key);
    });
  }
  return [{ path: path || '(value)', before: before ?? null, after: after ?? null }];
}

// ---------------------------------------------------------------- filters by time

const BAD_TIME = 'from and to must be dates (YYYY-MM-DD) or ISO timestamps.';
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function timeBound(value: string, end: boolean): SQL {
  if (isDay(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) throw new HttpError(400, BAD_TIME);
    return end ? sql`(${value}::date + 1)::timestamptz` : sql`${value}::date::timestamptz`;
  }
  const time = Date.parse(value);
  if (Number.isNaN(time) || Math.abs(time) > 8.64e15) throw new HttpError(400, BAD_TIME);
  return sql`${new Date(time).toISOString()}::timestamptz`;
}

/** Conditions on audit_log a: from/to as days (inclusive, UTC) or ISO timestamps; 400 when malformed. */
export function auditTimeConditions(from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`a.created_at >= ${timeBound(from, false)}`);
  if (to) conditions.push(sql`a.created_at ${isDay(to) ? sql`<` : sql`<=`} ${timeBound(to, true)}`);
  return conditions;
}
