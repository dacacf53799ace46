// The staff review queue: pending claims and new entries, decisions (emailed, audited), the
// audit log with filters — staff only.
import { json, startTestApp, type TestApp } from '../../../test/app';
import { mailTo } from '../../../test/accounts';
import { anonymous, saveEdit, signedIn, type Member } from '../../../test/contributions';

let t: TestApp;
let staff: Member;
let claimer: Member;
let creator: Member;
let newOrg: { id: number; slug: string };
let newProject: { id: number; slug: string };

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, t.database.db, { staff: true });
  claimer = await signedIn(t.app, t.database.db, { fullName: 'Claire Claimer' });
  creator = await signedIn(t.app, t.database.db, { fullName: 'Cory Creator' });
  await claimer.browser.call('GET', '/api/v1/organizations/helion/requesteditaccess/');
  await claimer.browser.call('GET', '/api/v1/projects/polaris/requesteditaccess/');
  newOrg = json(await creator.browser.call('POST', '/api/v1/organizations/', { json: { display_name: 'Quasar Plasma Labs' } }));
  newProject = json(
    await creator.browser.call('POST', '/api/v1/projects/', {
      json: { display_name: 'Quasar One', concept_slug: 'frc', organization_slug: 'helion' },
    }),
  );
  // The creator edits the new organization before review: the queue shows what changed.
  const view = json(await creator.browser.call('GET', `/api/v1/organizations/${newOrg.slug}/edit/`));
  await saveEdit(t.app, creator.browser, 'organization', { ...view, city: 'Everett', website_url: 'quasar.example.org' });
});
afterAll(() => t.close());

const decide = (member: Member, body: Record<string, unknown>) => member.browser.call('POST', '/api/v1/review/decisions/', { json: body });

test('401 signed out, 403 for everyone else but staff (users, claimers)', async () => {
  const visitor = await anonymous(t.app);
  for (const [browser, status] of [
    [visitor, 401],
    [claimer.browser, 403],
    [creator.browser, 403],
  ] as const) {
    for (const url of ['/api/v1/review/', '/api/v1/review/history/']) {
      const response = await browser.call('GET', url);
      expect([url, response.statusCode]).toEqual([url, status]);
    }
    const post = await browser.call('POST', '/api/v1/review/decisions/', {
      json: { type: 'organization', id: newOrg.id, decision: 'approve' },
    });
    expect(post.statusCode).toBe(status);
  }
  expect(json(await claimer.browser.call('GET', '/api/v1/review/')).message).toBe('Only staff can do this.');
});

test('the queue lists pending claims with requester and entity, and new entries with their content and changes', async () => {
  const response = await staff.browser.call('GET', '/api/v1/review/');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const queue = json(response);
  // Newest first: the project was claimed after the organization.
  expect(queue.claims).toEqual([
    expect.objectContaining({ type: 'project_claim', entity: expect.objectContaining({ slug: 'polaris' }) }),
    expect.objectContaining({
      type: 'organization_claim',
      status: 'pending',
      requester: { id: claimer.id, email: claimer.email, full_name: 'Claire Claimer', verified: true },
      entity: expect.objectContaining({ type: 'organization', slug: 'helion', is_approved: true }),
      previous_decision: null,
    }),
  ]);
  expect([queue.count, queue.next, queue.supplier_links]).toEqual([4, null, []]);
  const org = queue.new_entries.find((entry: { type: string }) => entry.type === 'organization');
  expect(org).toMatchObject({
    id: newOrg.id,
    slug: newOrg.slug,
    display_name: 'Quasar Plasma Labs',
    edits: 1,
    requester: { email: creator.email },
  });
  expect(org.content).toMatchObject({ city: 'Everett', website_url: 'https://quasar.example.org', is_approved: false });
  expect(org.changes_since_added).toEqual(
    expect.arrayContaining([
      { path: 'city', before: null, after: 'Everett' },
      { path: 'website_url', before: null, after: 'https://quasar.example.org' },
    ]),
  );
  expect(queue.new_entries.find((entry: { type: string }) => entry.type === 'project')).toMatchObject({
    id: newProject.id,
    slug: 'quasar-one',
  });
});

test('approving a claim: the requester can edit, is emailed, and the decision is audited', async () => {
  const queue = json(await staff.browser.call('GET', '/api/v1/review/'));
  const claim = queue.claims.find((c: { type: string }) => c.type === 'organization_claim');
  const response = await decide(staff, { type: 'organization_claim', id: claim.id, decision: 'approve', note: 'Verified by phone.' });
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ message: 'Approved.', type: 'organization_claim', id: claim.id, status: 'approved', email_sent: true });
  expect((await claimer.browser.session()).organization_memberships).toEqual([
    expect.objectContaining({ slug: 'helion', status: 'approved' }),
  ]);
  expect((await claimer.browser.call('GET', '/api/v1/organizations/helion/edit/')).statusCode).toBe(200);
  const [mail] = mailTo(t.outboxDir, claimer.email);
  expect(mail!.headers.subject).toBe('You can now edit Helion');
  expect(mail!.text).toContain('Verified by phone.');
  expect(mail!.text).toContain('/organizations/helion/edit');

  const again = await decide(staff, { type: 'organization_claim', id: claim.id, decision: 'approve' });
  expect([again.statusCode, json(again).message]).toEqual([409, 'This has already been approved.']);
  expect((await decide(staff, { type: 'organization_claim', id: 999999, decision: 'approve' })).statusCode).toBe(404);
});

test('rejecting a claim: emailed with the note; the claim leaves the queue and the session lists', async () => {
  const claim = json(await staff.browser.call('GET', '/api/v1/review/')).claims.find((c: { type: string }) => c.type === 'project_claim');
  const response = await decide(staff, { type: 'project_claim', id: claim.id, decision: 'reject', note: 'Not affiliated with TAE.' });
  expect(json(response)).toMatchObject({ message: 'Rejected.', status: 'rejected', email_sent: true });
  const [mail] = mailTo(t.outboxDir, claimer.email).filter((m) => m.headers.subject!.includes('Polaris'));
  expect(mail!.headers.subject).toBe('Your request to edit Polaris was declined');
  expect(mail!.text).toContain('Not affiliated with TAE.');
  expect(json(await staff.browser.call('GET', '/api/v1/review/')).claims).toEqual([]);
  expect((await claimer.browser.session()).project_memberships).toEqual([]);
  // Claiming again re-opens it, with the earlier decision shown to staff.
  await claimer.browser.call('GET', '/api/v1/projects/polaris/requesteditaccess/');
  const [reopened] = json(await staff.browser.call('GET', '/api/v1/review/')).claims;
  expect(reopened.previous_decision).toEqual({ status: 'rejected', note: 'Not affiliated with TAE.', decided_at: expect.any(String) });
});

test('approving a new entry makes it public (and counted); rejecting one keeps it private; creators are emailed', async () => {
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/projects/${newProject.slug}/` })).statusCode).toBe(404);
  const helionBefore = json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/helion/' }));
  const approve = await decide(staff, { type: 'project', id: newProject.id, decision: 'approve' });
  expect(json(approve)).toMatchObject({ message: 'Approved.', status: 'approved', email_sent: true });
  const publicProject = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${newProject.slug}/` });
  expect([publicProject.statusCode, json(publicProject).is_approved]).toEqual([200, true]);
  const helionAfter = json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/helion/' }));
  expect(helionAfter.total_projects).toBe(helionBefore.total_projects + 1);
  expect(helionAfter.projects.map((p: { slug: string }) => p.slug)).toContain(newProject.slug);

  const reject = await decide(staff, { type: 'organization', id: newOrg.id, decision: 'reject', note: 'Could not confirm it exists.' });
  expect(json(reject)).toMatchObject({ message: 'Rejected.', status: 'rejected' });
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/organizations/${newOrg.slug}/` })).statusCode).toBe(404);
  expect((await creator.browser.call('GET', `/api/v1/organizations/${newOrg.slug}/`)).statusCode).toBe(200);
  expect(json(await staff.browser.call('GET', '/api/v1/review/')).new_entries).toEqual([]);
  const subjects = mailTo(t.outboxDir, creator.email).map((m) => m.headers.subject);
  expect(subjects).toEqual([
    'Quasar One is now listed on the Fusion Energy Directory',
    'Quasar Plasma Labs was not added to the Fusion Energy Directory',
  ]);

  expect(json(await decide(staff, { type: 'organization', id: newOrg.id, decision: 'reject' })).message).toBe(
    'This has already been rejected.',
  );
  const seeded = await decide(staff, { type: 'organization', id: helionAfter.id, decision: 'reject' });
  expect([seeded.statusCode, json(seeded).message]).toEqual([
    409,
    'This entry is already approved and public; it cannot be rejected here.',
  ]);
});

test('bad decision bodies are 400 with a message', async () => {
  for (const body of [
    {},
    { type: 'user', id: 1, decision: 'approve' },
    { type: 'project', id: -1, decision: 'approve' },
    { type: 'project', id: 1, decision: 'maybe' },
    { type: 'project', id: 1, decision: 'approve', note: 'x'.repeat(2001) },
  ]) {
    const response = await decide(staff, body);
    expect(response.statusCode).toBe(400);
    expect(typeof json(response).message).toBe('string');
  }
});

test('the audit log: every decision and change, newest first, with readable changes and filters', async () => {
  const all = json(await staff.browser.call('GET', '/api/v1/review/history/?page_size=100')).results;
  const actions = all.map((entry: { action: string }) => entry.action);
  for (const action of [
    'organization_claim.request',
    'project_claim.request',
    'organization.create',
    'project.create',
    'organization.edit',
    'organization_claim.approve',
    'project_claim.reject',
    'project.approve',
    'organization.reject',
  ]) {
    expect(actions).toContain(action);
  }
  expect(all[0].created_at >= all[all.length - 1].created_at).toBe(true);
  const edit = all.find((entry: { action: string }) => entry.action === 'organization.edit');
  expect(edit).toMatchObject({
    entity_type: 'organization',
    entity_id: newOrg.id,
    entity_slug: newOrg.slug,
    user: { id: creator.id, email: creator.email },
  });
  expect(edit.changes).toEqual(expect.arrayContaining([{ path: 'city', before: null, after: 'Everett' }]));
  const approval = all.find((entry: { action: string }) => entry.action === 'organization_claim.approve');
  expect(approval).toMatchObject({
    note: 'Verified by phone.',
    user: { id: staff.id },
    changes: expect.arrayContaining([{ path: 'status', before: 'pending', after: 'approved' }]),
  });

  const query = async (q: string) =>
    json(await staff.browser.call('GET', `/api/v1/review/history/?${q}`)).results as { action: string; entity_slug: string }[];
  expect((await query(`entity_type=organization&entity_id=${newOrg.id}`)).map((e) => e.action)).toEqual([
    'organization.reject',
    'organization.edit',
    'organization.create',
  ]);
  expect((await query(`entity_slug=helion`)).every((e) => e.entity_slug === 'helion')).toBe(true);
  expect((await query(`user=${encodeURIComponent(claimer.email.toUpperCase())}`)).map((e) => e.action)).toEqual([
    'project_claim.request',
    'project_claim.request',
    'organization_claim.request',
  ]);
  expect((await query(`user=${staff.id}`)).length).toBe(4);
  expect((await query('action=project_claim')).map((e) => e.action).sort()).toEqual([
    'project_claim.reject',
    'project_claim.request',
    'project_claim.request',
  ]);
  expect((await query('action=organization.edit')).length).toBe(1);
  const today = new Date().toISOString().slice(0, 10);
  expect((await query(`from=${today}&to=${today}`)).length).toBe(all.length);
  expect(await query('to=2000-01-01')).toEqual([]);
  expect(await query(`from=2999-01-01`)).toEqual([]);
  const paged = json(await staff.browser.call('GET', '/api/v1/review/history/?page_size=2'));
  expect(paged.results).toHaveLength(2);
  expect(paged.next).toBe('/api/v1/review/history/?page_size=2&page=2');
  for (const bad of ['from=yesterday', 'action=DROP%20TABLE', 'entity_type=user', 'entity_id=abc']) {
    expect((await staff.browser.call('GET', `/api/v1/review/history/?${bad}`)).statusCode).toBe(400);
  }
});
