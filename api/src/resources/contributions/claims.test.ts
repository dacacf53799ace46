// Claims (docs/product/account.md §9, api.md §7): GET …/requesteditaccess/ creates a pending claim or reports the
// existing one; the session and info calls list it; a rejected claim can be asked again.
import { eq } from 'drizzle-orm';
import { auditLog, organizationMemberships } from '../../db/schema';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { anonymous, grantMembership, signedIn } from '../../../test/contributions';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const claimUrl = (kind: 'organizations' | 'projects', slug: string) => `/api/v1/${kind}/${slug}/requesteditaccess/`;

test('signed in: the first call creates a pending claim (200), the next ones report it (idempotent)', async () => {
  const { browser, id: userId } = await signedIn(t.app, t.database.db);
  const first = await browser.call('GET', claimUrl('organizations', 'helion'));
  expect(first.statusCode).toBe(200);
  const body = json(first);
  expect(body).toMatchObject({ message: 'Edit request sent', status: 'pending', slug: 'helion' });
  expect(first.headers['cache-control']).toBe('private, no-store');

  const again = await browser.call('GET', claimUrl('organizations', 'helion'));
  expect(again.statusCode).toBe(200);
  expect(json(again)).toEqual({ message: 'Edit request pending', status: 'pending', id: body.id, slug: 'helion' });
  const rows = await t.database.db.select().from(organizationMemberships).where(eq(organizationMemberships.userId, userId));
  expect(rows).toHaveLength(1);

  // The session call (docs/product/api.md §2 "Session") and the profile's info.
  const session = await browser.session();
  expect(session.organization_memberships).toEqual([{ id: body.id, slug: 'helion', status: 'pending' }]);
  const info = json(await browser.call('GET', '/api/accounts/info/'));
  expect(info.orgs).toEqual([expect.objectContaining({ slug: 'helion', status: 'pending', is_approved: true })]);

  // Audited once (the repeated call changed nothing).
  const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, userId));
  expect(audit.map((row) => [row.action, row.entitySlug, row.after])).toEqual([
    ['organization_claim.request', 'helion', { status: 'pending', user_id: userId }],
  ]);
});

test('projects too; an approved claim is reported as such', async () => {
  const { browser, id } = await signedIn(t.app, t.database.db);
  expect(json(await browser.call('GET', claimUrl('projects', 'sparc')))).toMatchObject({ status: 'pending', slug: 'sparc' });
  const projectId = await grantMembership(t.database.db, 'project', 'arc', id);
  const approved = await browser.call('GET', claimUrl('projects', 'arc'));
  expect(json(approved)).toEqual({ message: 'You have claimed this project.', status: 'approved', id: projectId, slug: 'arc' });
  expect((await browser.session()).project_memberships).toEqual([
    { id: projectId, slug: 'arc', status: 'approved' },
    expect.objectContaining({ slug: 'sparc', status: 'pending' }),
  ]);
});

test('anonymous visitors get 401 with a CSRF token (403 without one); a signed-in call without X-CSRFToken is 403', async () => {
  const visitor = await anonymous(t.app);
  const withToken = await visitor.call('GET', claimUrl('organizations', 'helion'));
  expect(withToken.statusCode).toBe(401);
  expect(json(withToken)).toEqual({ message: 'Authentication credentials were not provided.' }); // no csrf code: a retry would not help
  expect((await t.app.inject({ method: 'GET', url: claimUrl('organizations', 'helion') })).statusCode).toBe(403);

  const { browser } = await signedIn(t.app, t.database.db);
  const noCsrf = await browser.call('GET', claimUrl('organizations', 'helion'), { noCsrf: true });
  expect(noCsrf.statusCode).toBe(403);
  expect(json(noCsrf)).toEqual({ message: 'CSRF token missing or incorrect.', code: 'csrf_failed' });
});

test('unknown slugs are 404', async () => {
  const { browser } = await signedIn(t.app, t.database.db);
  for (const kind of ['organizations', 'projects'] as const) {
    const response = await browser.call('GET', claimUrl(kind, 'no-such-thing'));
    expect(response.statusCode).toBe(404);
  }
});

test('a rejected claim is not listed; claiming again re-opens it as pending', async () => {
  const { browser, id } = await signedIn(t.app, t.database.db);
  await grantMembership(t.database.db, 'organization', 'tokamak-energy', id, 'rejected');
  expect((await browser.session()).organization_memberships).toEqual([]);
  expect(json(await browser.call('GET', '/api/accounts/info/')).orgs).toEqual([]);
  const again = await browser.call('GET', claimUrl('organizations', 'tokamak-energy'));
  expect(json(again)).toMatchObject({ message: 'Edit request sent', status: 'pending' });
  expect((await browser.session()).organization_memberships).toEqual([
    expect.objectContaining({ slug: 'tokamak-energy', status: 'pending' }),
  ]);
  const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, id));
  expect([audit!.action, audit!.before, audit!.after]).toEqual([
    'organization_claim.request',
    { status: 'rejected' },
    { status: 'pending', user_id: id },
  ]);
});

test('an unverified account may claim (staff decide); editing stays closed to it', async () => {
  const { browser } = await signedIn(t.app, t.database.db, { verified: false });
  expect(json(await browser.call('GET', claimUrl('organizations', 'faraday-factory-japan'))).status).toBe('pending');
});

test('GET /api/v1/contributions/options/: the tag buttons of docs/product/api.md §3, statuses, concepts and upload limits', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/contributions/options/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/); // the same for everybody: shared cache
  const body = json(response);
  expect(body.organization_tags.map((group: { group: string }) => group.group)).toEqual([
    'Fusion Developers',
    'Supply Chain & Services',
    'Investors & Capital Providers',
    'Government & Public Sector',
    'Academia & Research',
    'Ecosystem & Advocacy',
    'Specialized Applications',
  ]);
  expect(body.organization_tags[0].tags).toEqual(['Fusion Machine Developer', 'Fusion Technology Developer']);
  expect(body.project_statuses).toEqual(['Planned', 'Under Construction', 'Operating', 'Upgrading / Maintenance', 'Shut Down']);
  expect(body.concepts).toEqual(expect.arrayContaining([{ display_name: 'Tokamak', slug: 'tokamak' }]));
  expect(body.limits).toEqual({
    max_upload_bytes: 10 * 1024 * 1024,
    accepted_types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    projects_supplied_description: 160,
    project_images: 20,
  });
});

test('claims are rate limited per account (30 an hour): then 429 with Retry-After', async () => {
  const { browser } = await signedIn(t.app, t.database.db);
  for (let i = 0; i < 30; i += 1) {
    expect((await browser.call('GET', claimUrl('organizations', 'helion'))).statusCode).toBe(200);
  }
  const over = await browser.call('GET', claimUrl('organizations', 'helion'));
  expect(over.statusCode).toBe(429);
  expect(json(over).message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
});
