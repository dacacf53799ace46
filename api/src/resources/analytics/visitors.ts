// Unique visitors without cookies or stored personal data: a visitor is
//   HMAC-SHA256(today's salt, client address + user agent)
// The salt is random, made once per UTC day, kept in analytics_salts and deleted the next day,
// so a hash can be compared only with hashes of the same day and can never be turned back into
// an address (the address itself is never written anywhere).
import crypto from 'node:crypto';
import { ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { analyticsJobClicks, analyticsPageViews, analyticsSalts } from '../../db/schema';

/** Raw events older than this are deleted (the privacy policy says so). */
const ANALYTICS_RETENTION_DAYS = 400;

/** The UTC calendar day of `now`, 'YYYY-MM-DD'. */
export const utcDay = (now: Date = new Date()) => now.toISOString().slice(0, 10);

const salts = new WeakMap<object, { day: string; salt: string }>();

/**
 * Today's salt: created by the first event of the day (the first writer wins when several
 * processes race), when older salts and events past the retention period are deleted.
 */
export async function saltOfDay(db: Db, day: string): Promise<string> {
  const cached = salts.get(db);
  if (cached?.day === day) return cached.salt;
  const inserted = await db
    .insert(analyticsSalts)
    .values({ day, salt: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ salt: analyticsSalts.salt });
  let salt = inserted[0]?.salt;
  if (salt) {
    // A new day: yesterday's salt goes (its hashes can no longer be linked to anybody), and so
    // do events past the retention period.
    await db.delete(analyticsSalts).where(ne(analyticsSalts.day, day));
    const cutoff = sql`${day}::date - ${ANALYTICS_RETENTION_DAYS}::int`;
    await db.delete(analyticsPageViews).where(sql`${analyticsPageViews.day} < ${cutoff}`);
    await db.delete(analyticsJobClicks).where(sql`${analyticsJobClicks.day} < ${cutoff}`);
  } else {
    const [row] = await db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(sql`${analyticsSalts.day} = ${day}`);
    salt = row!.salt;
  }
  salts.set(db, { day, salt });
  return salt;
}

export function visitorHash(salt: string, address: string, userAgent: string): string {
  return crypto.createHmac('sha256', salt).update(`${address}\n${userAgent}`).digest('base64url');
}
