// STAFF_EMAIL + STAFF_PASSWORD at start: a verified staff account, created or updated.
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { openTestDatabase } from '../../../test/db';
import { json, TEST_CONFIG } from '../../../test/app';
import { Browser, createUser } from '../../../test/accounts';
import { loadConfig } from '../../config';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const start = (config: Record<string, unknown>) => buildApp({ database, config: { ...TEST_CONFIG, ...config } });
const userRow = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];

test('no variables, no staff account (there are no default credentials)', async () => {
  const app = await start({ staffEmail: null, staffPassword: null });
  await app.close();
  expect(await database.db.select().from(users).where(eq(users.isStaff, true))).toEqual([]);
  const env = loadConfig({});
  expect([env.staffEmail, env.staffPassword]).toEqual([null, null]);
  expect(loadConfig({ STAFF_EMAIL: ' Boss@Example.org ', STAFF_PASSWORD: ' spaced pass ' })).toMatchObject({
    staffEmail: 'Boss@Example.org',
    staffPassword: ' spaced pass ',
  });
});

test('creates a verified staff account that can sign in; info says is_staff', async () => {
  const app = await start({ staffEmail: 'Staff@Example.org', staffPassword: 'tokamak-divertor-staff', staffName: 'Site Staff' });
  try {
    const row = await userRow('staff@example.org');
    expect(row).toMatchObject({ isStaff: true, isVerified: true, fullName: 'Site Staff' });
    const browser = new Browser(app);
    expect((await browser.login('staff@example.org', 'tokamak-divertor-staff')).statusCode).toBe(302);
    expect(json(await browser.call('GET', '/api/accounts/info/'))).toMatchObject({
      username: 'staff@example.org',
      verified: true,
      is_staff: true,
    });
  } finally {
    await app.close();
  }
});

test('a restart with the same password changes nothing (sessions survive); a new password replaces the hash and ends sessions', async () => {
  const email = 'rotating-staff@example.org';
  let app = await start({ staffEmail: email, staffPassword: 'first-staff-password' });
  const browser = new Browser(app);
  await browser.login(email, 'first-staff-password');
  const hash = (await userRow(email))!.passwordHash;
  await app.close();

  app = await start({ staffEmail: email, staffPassword: 'first-staff-password' });
  expect((await userRow(email))!.passwordHash).toBe(hash);
  const user = (await userRow(email))!;
  expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  await app.close();

  app = await start({ staffEmail: email, staffPassword: 'second-staff-password' });
  try {
    expect((await userRow(email))!.passwordHash).not.toBe(hash);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await new Browser(app).login(email, 'first-staff-password')).statusCode).toBe(200);
    expect((await new Browser(app).login(email, 'second-staff-password')).statusCode).toBe(302);
  } finally {
    await app.close();
  }
});

test('an existing ordinary account is promoted and verified', async () => {
  const user = await createUser(database.db, { verified: false, staff: false });
  const app = await start({ staffEmail: user.email, staffPassword: user.password });
  await app.close();
  expect(await userRow(user.email)).toMatchObject({ isStaff: true, isVerified: true });
});

test('half a setting, a bad email or a weak password stops the start', async () => {
  await expect(start({ staffEmail: 'x@example.org', staffPassword: null })).rejects.toThrow(
    'STAFF_EMAIL and STAFF_PASSWORD must be set together.',
  );
  await expect(start({ staffEmail: null, staffPassword: 'long-enough-pass-1' })).rejects.toThrow('must be set together');
  await expect(start({ staffEmail: 'not-an-email', staffPassword: 'long-enough-pass-1' })).rejects.toThrow(
    'STAFF_EMAIL is not a valid email address.',
  );
  await expect(start({ staffEmail: 'x@example.org', staffPassword: 'short' })).rejects.toThrow(
    'STAFF_PASSWORD is refused: This password is too short',
  );
  await expect(start({ staffEmail: 'x@example.org', staffPassword: 'password123' })).rejects.toThrow(
    'STAFF_PASSWORD is refused: This password is too common.',
  );
  expect(await userRow('x@example.org')).toBeUndefined();
});
