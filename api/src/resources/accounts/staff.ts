// STAFF_EMAIL + STAFF_PASSWORD at start: create or update a verified staff account.
// There are no default credentials: without both variables nothing happens; with only one,
// or with a password the policy refuses, the server does not start.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { isValidEmail, normalizeEmail, userByEmail } from './queries';
import { deleteSessionsOfUser } from './sessions';

export interface StaffSettings {
  staffEmail: string | null;
  staffPassword: string | null;
  staffName: string;
}

export type StaffResult = 'none' | 'created' | 'updated' | 'unchanged';

export async function ensureStaffAccount(db: Db, settings: StaffSettings): Promise<StaffResult> {
  const { staffEmail, staffPassword, staffName } = settings;
  if (!staffEmail && !staffPassword) return 'none';
  if (!staffEmail || !staffPassword) throw new Error('STAFF_EMAIL and STAFF_PASSWORD must be set together.');
  const email = normalizeEmail(staffEmail);
  if (!isValidEmail(email)) throw new Error('STAFF_EMAIL is not a valid email address.');
  const problem = passwordProblem(staffPassword);
  if (problem) throw new Error(`STAFF_PASSWORD is refused: ${problem}`);

  const existing = await userByEmail(db, email);
  if (!existing) {
    await db.insert(users).values({
      email,
      fullName: staffName,
      passwordHash: await hashPassword(staffPassword),
      isVerified: true,
      isStaff: true,
    });
    return 'created';
  }
  // The hash is replaced only when the password changed: a new hash would end the staff
  // member's sessions and outstanding reset links at every restart.
  const passwordChanged = !(await verifyPassword(existing.passwordHash, staffPassword));
  if (!passwordChanged && existing.isStaff && existing.isVerified) return 'unchanged';
  await db
    .update(users)
    .set({
      isStaff: true,
      isVerified: true,
      ...(passwordChanged ? { passwordHash: await hashPassword(staffPassword) } : {}),
    })
    .where(eq(users.id, existing.id));
  if (passwordChanged) await deleteSessionsOfUser(db, existing.id);
  return 'updated';
}
