// Adding organizations and projects (docs/product/account.md §11, api.md §5, §7) and the approval visibility that
// follows (docs/product/api.md §4): a new entry is 404 to everyone but its approved claimers and
// staff, and those private answers never go through the shared response cache.
import { eq } from 'drizzle-orm';
import { auditLog, organizationMemberships, organizations, projectMemberships, projects } from '../../db/schema';
import { IN_PROCESS_HEADER, inProcessHeaders } from '../../http/in-process';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { anonymous, grantMembership, signedIn, type Member } from '../../../test/contributions';

let t: TestApp;
let creator: Member;
let stranger: Member;
let staff: Member;
let org: { id: number; slug: string };
let project: { id: number; slug: string };

beforeAll(async () => {
  t = await startTestApp();
  creator = await signedIn(t.app, t.database.db);
  stranger = await signedIn(t.app, t.database.db);
  staff = await signedIn(t.app, t.database.db, { staff: true });
});
afterAll(() => t.close());

describe('POST /api/v1/organizations/', () => {
  test('creates an unapproved organization with the creator as approved claimer: { message: "OK", id, slug }', async () => {
    const response = await creator.browser.call('POST', '/api/v1/organizations/', {
      json: {
        display_name: '  Zap Stellar Works  ',
        acronym_name: ' ZSW ',
        organization_tags: [{ name: 'Fusion Machine Developer' }, { name: 'Consulting Firm' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toEqual({ message: 'OK', id: expect.any(Number), slug: 'zap-stellar-works' });
    org = body;
    const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row).toMatchObject({
      displayName: 'Zap Stellar Works',
      acronymName: 'ZSW',
      isApproved: false,
      createdById: creator.id,
      version: 1,
    });
    const [membership] = await t.database.db
      .select()
      .from(organizationMemberships)
      .where(eq(organizationMemberships.organizationId, org.id));
    expect(membership).toMatchObject({ userId: creator.id, status: 'approved' });
    // docs/product/account.md §11: the new organization is in the user's claimed list as approved; the profile shows 'Pending Approval'.
    expect((await creator.browser.session()).organization_memberships).toEqual([{ id: org.id, slug: org.slug, status: 'approved' }]);
    expect(json(await creator.browser.call('GET', '/api/accounts/info/')).orgs).toEqual([
      expect.objectContaining({ slug: org.slug, status: 'approved', is_approved: false }),
    ]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, org.id));
    expect(audit).toMatchObject({ action: 'organization.create', userId: creator.id, entityType: 'organization', before: null });
    expect((audit!.after as { organization_tags: unknown }).organization_tags).toEqual([
      { name: 'Fusion Machine Developer' },
      { name: 'Consulting Firm' },
    ]);
  });

  test('refusals: empty name (400 with its field), unknown tag, a taken name (409), anonymous (401)', async () => {
    const cases: [unknown, number, string, string][] = [
      [{ display_name: '   ' }, 400, 'display_name', 'Please provide the name of the organization.'],
      [{}, 400, 'display_name', 'Please provide the name of the organization.'],
      [{ display_name: 'New Org', organization_tags: [{ name: 'Wizards' }] }, 400, 'organization_tags[0].name', 'Unknown tag: Wizards.'],
      [{ display_name: 'helion' }, 409, 'display_name', 'An organization with this name already exists.'],
      [{ display_name: 'ZAP STELLAR WORKS' }, 409, 'display_name', 'An organization with this name already exists.'],
      [{ display_name: 'Line\nBreak' }, 400, 'display_name', 'The name must be a single line of text.'],
    ];
    for (const [body, status, field, message] of cases) {
      const response = await creator.browser.call('POST', '/api/v1/organizations/', { json: body });
      expect([response.statusCode, json(response)]).toEqual([status, { message, field }]);
    }
    const visitor = await anonymous(t.app);
    const anonymousPost = await visitor.call('POST', '/api/v1/organizations/', { json: { display_name: 'Sneaky' } });
    expect(anonymousPost.statusCode).toBe(401);
  });

  test('slugs are unique and never a reserved word', async () => {
    // Another account: the creator's own entries awaiting review are capped at 5.
    const namer = await signedIn(t.app, t.database.db);
    const first = json(await namer.browser.call('POST', '/api/v1/organizations/', { json: { display_name: 'Add' } }));
    expect(first.slug).toBe('add-organization');
    const similar = json(await namer.browser.call('POST', '/api/v1/organizations/', { json: { display_name: 'Zap-Stellar Works!' } }));
    expect(similar.slug).toBe('zap-stellar-works-2');
    const accents = json(await namer.browser.call('POST', '/api/v1/organizations/', { json: { display_name: 'Énergie Île' } }));
    expect(accents.slug).toBe('energie-ile');
    const symbols = json(await namer.browser.call('POST', '/api/v1/organizations/', { json: { display_name: '核融合' } }));
    expect(symbols.slug).toBe('organization');
  });
});

describe('POST /api/v1/projects/', () => {
  test('creates an unapproved project under the organization: { message: "OK", id, slug }', async () => {
    const response = await creator.browser.call('POST', '/api/v1/projects/', {
      json: { display_name: ' Zap Demo One ', concept_slug: 'stellarator', organization_slug: org.slug },
    });
    expect(response.statusCode).toBe(200);
    project = json(response);
    expect(project).toEqual({ message: 'OK', id: expect.any(Number), slug: 'zap-demo-one' });
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ displayName: 'Zap Demo One', isApproved: false, createdById: creator.id });
    const [membership] = await t.database.db.select().from(projectMemberships).where(eq(projectMemberships.projectId, project.id));
    expect(membership).toMatchObject({ userId: creator.id, status: 'approved' });
    expect(json(await creator.browser.call('GET', '/api/accounts/info/')).projects).toEqual([
      { slug: 'zap-demo-one', display_name: 'Zap Demo One', status: 'approved', is_approved: false },
    ]);
  });

  test('refusals name their field', async () => {
    const cases: [unknown, number, string, string][] = [
      [{ display_name: 'P', concept_slug: 'tokamak' }, 400, 'organization_slug', 'Please choose the organization of the project.'],
      [{ organization_slug: 'helion', concept_slug: 'tokamak' }, 400, 'display_name', 'Please provide the name of the project.'],
      [{ organization_slug: 'helion', display_name: 'P' }, 400, 'concept_slug', 'Please choose a confinement concept.'],
      [{ organization_slug: 'helion', display_name: 'P', concept_slug: 'warp' }, 400, 'concept_slug', 'Unknown confinement concept.'],
      [{ organization_slug: 'nope', display_name: 'P', concept_slug: 'tokamak' }, 400, 'organization_slug', 'Unknown organization.'],
      [
        { organization_slug: 'helion', display_name: 'SPARC', concept_slug: 'tokamak' },
        409,
        'display_name',
        'A project with this name already exists.',
      ],
    ];
    for (const [body, status, field, message] of cases) {
      const response = await creator.browser.call('POST', '/api/v1/projects/', { json: body });
      expect([response.statusCode, json(response)]).toEqual([status, { message, field }]);
    }
    // Someone else's unapproved organization is unknown to a stranger.
    const hidden = await stranger.browser.call('POST', '/api/v1/projects/', {
      json: { organization_slug: org.slug, display_name: 'Piggyback', concept_slug: 'tokamak' },
    });
    expect([hidden.statusCode, json(hidden).field]).toEqual([400, 'organization_slug']);
  });
});

describe('approval visibility', () => {
  const orgUrl = () => `/api/v1/organizations/${org.slug}/`;
  const projectUrl = () => `/api/v1/projects/${project.slug}/`;

  test('anonymous visitors and other users get 404, as for an unknown slug', async () => {
    const visitor = await anonymous(t.app);
    for (const url of [orgUrl(), projectUrl()]) {
      for (const response of [
        await t.app.inject({ method: 'GET', url }),
        await visitor.call('GET', url),
        await stranger.browser.call('GET', url),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(json(response).reason).toBeUndefined();
        expect(response.headers['x-cache']).not.toBe('hit');
      }
    }
    expect(json(await t.app.inject({ method: 'GET', url: orgUrl() }))).toEqual({ message: 'Organization not found.' });
    expect(json(await t.app.inject({ method: 'GET', url: projectUrl() }))).toEqual({ message: 'Project not found.' });
    // Only the site's own server rendering (in process) is told why, to redirect (docs/product/api.md §4).
    const rendered = await t.app.inject({ method: 'GET', url: orgUrl(), headers: inProcessHeaders() });
    expect([rendered.statusCode, json(rendered)]).toEqual([404, { message: 'Organization not found.', reason: 'unapproved' }]);
    const forged = await t.app.inject({ method: 'GET', url: orgUrl(), headers: { [IN_PROCESS_HEADER]: 'guess' } });
    expect(json(forged)).toEqual({ message: 'Organization not found.' });
    // A pending (not yet approved) claimer does not see it either.
    await grantMembership(t.database.db, 'organization', org.slug, stranger.id, 'pending');
    expect((await stranger.browser.call('GET', orgUrl())).statusCode).toBe(404);
  });

  test('no existence oracle: an anonymous 404 for a pending entry and for an unknown slug are byte-identical (review L2)', async () => {
    const comparable = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
      status: response.statusCode,
      body: response.body,
      headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !['date', 'x-request-id'].includes(name))),
    });
    const visitor = await anonymous(t.app);
    for (const [kind, pending] of [
      ['organizations', org.slug],
      ['projects', project.slug],
    ] as const) {
      for (const call of [(url: string) => t.app.inject({ method: 'GET', url }), (url: string) => visitor.call('GET', url)]) {
        const hidden = await call(`/api/v1/${kind}/${pending}/`);
        const unknown = await call(`/api/v1/${kind}/${pending}-nowhere/`);
        expect(hidden.statusCode).toBe(404);
        expect(comparable(hidden)).toEqual(comparable(unknown));
      }
      // Those who may see it still do.
      for (const viewer of [creator, staff]) {
        const seen = await viewer.browser.call('GET', `/api/v1/${kind}/${pending}/`);
        expect([seen.statusCode, json(seen).slug]).toEqual([200, pending]);
      }
    }
  });

  test('the approved claimer and staff see it with is_approved false, answered private and never cached', async () => {
    for (const viewer of [creator, staff]) {
      for (const url of [orgUrl(), projectUrl()]) {
        const response = await viewer.browser.call('GET', url);
        expect(response.statusCode).toBe(200);
        expect(json(response).is_approved).toBe(false);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.headers['x-cache']).toBe('bypass');
        expect(response.headers.etag).toBeUndefined();
      }
    }
    // Right after, the shared cache still answers 404 to everyone else, as for an unknown slug.
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: orgUrl() });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'Organization not found.' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  test('over HTTPS (the __Host- cookie) the claimer is not served a shared answer either', async () => {
    const secure = await signedIn(t.app, t.database.db, { https: true });
    await grantMembership(t.database.db, 'project', project.slug, secure.id);
    // Fill the shared cache with the public project list first.
    const publicList = await t.app.inject({ method: 'GET', url: '/api/v1/projects/?page_size=100' });
    expect(json(publicList).results.map((p: { slug: string }) => p.slug)).not.toContain(project.slug);
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/projects/?page_size=100' });
    expect(again.headers['x-cache']).toBe('hit');
    const mine = await secure.browser.call('GET', '/api/v1/projects/?page_size=100');
    expect(mine.headers['x-cache']).not.toBe('hit');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const listed = json(mine).results.find((p: { slug: string }) => p.slug === project.slug);
    expect(listed).toMatchObject({ is_approved: false });
    const detail = await secure.browser.call('GET', projectUrl());
    expect([detail.statusCode, detail.headers['cache-control']]).toEqual([200, 'private, no-store']);
  });

  test("lists: the claimer's own project under review is listed ('PENDING APPROVAL'), nobody else's", async () => {
    const mine = json(await creator.browser.call('GET', '/api/v1/projects/?page_size=100')).results;
    expect(mine.find((p: { slug: string }) => p.slug === project.slug)).toMatchObject({ is_approved: false });
    for (const viewer of [stranger.browser, await anonymous(t.app)]) {
      const theirs = json(await viewer.call('GET', '/api/v1/projects/?page_size=100')).results;
      expect(theirs.map((p: { slug: string }) => p.slug)).not.toContain(project.slug);
    }
    // The organization list and search keep to approved entries.
    const orgs = json(await creator.browser.call('GET', '/api/v1/organizations/?page_size=9999')).results;
    expect(orgs.map((o: { slug: string }) => o.slug)).not.toContain(org.slug);
  });

  test("an approved organization's page lists the claimer's own project under review, for them only", async () => {
    const other = json(
      await creator.browser.call('POST', '/api/v1/projects/', {
        json: { display_name: 'Zap On Helion', concept_slug: 'frc', organization_slug: 'helion' },
      }),
    );
    const forCreator = await creator.browser.call('GET', '/api/v1/organizations/helion/');
    expect(forCreator.headers['cache-control']).toBe('private, no-store');
    expect(json(forCreator).projects.find((p: { slug: string }) => p.slug === other.slug)).toMatchObject({ is_approved: false });
    const forOthers = json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/helion/' })).projects;
    expect(forOthers.map((p: { slug: string }) => p.slug)).not.toContain(other.slug);
    // Still counted nowhere until approved.
    expect(json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/helion/' })).total_projects).toBe(forOthers.length);
  });
});
