// The organization edit screen (docs/product/account.md §12, §13): who may load and save it, each rule of
// the save, the audit log, the totals, the caches, and no lost edits (409 on a stale version).
import { desc, eq } from 'drizzle-orm';
import { auditLog, organizations } from '../../db/schema';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { anonymous, grantMembership, saveEdit, signedIn, type Member } from '../../../test/contributions';

let t: TestApp;
let owner: Member;
let affiliateOwner: Member;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedIn(t.app, t.database.db);
  await grantMembership(t.database.db, 'organization', 'tokamak-energy', owner.id);
  affiliateOwner = await signedIn(t.app, t.database.db);
  await grantMembership(t.database.db, 'organization', 'tokamak-components', affiliateOwner.id);
});
afterAll(() => t.close());

const viewUrl = (slug: string) => `/api/v1/organizations/${slug}/edit/`;

async function view(slug = 'tokamak-energy', member = owner) {
  const response = await member.browser.call('GET', viewUrl(slug));
  expect(response.statusCode).toBe(200);
  return json(response);
}

async function save(changes: Record<string, unknown>, member = owner, slug = 'tokamak-energy') {
  const current = await view(slug, member);
  return saveEdit(t.app, member.browser, 'organization', { ...current, ...changes });
}

describe('who may load and save the edit screen', () => {
  test('the edit view has the fields of docs/product/api.md §2 and a version', async () => {
    const body = await view();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'slug',
        'version',
        'is_approved',
        'display_name',
        'acronym_name',
        'website_url',
        'description',
        'self_description',
        'is_affiliate',
        'organization_tags',
        'logo',
        'founding_year',
        'city',
        'region',
        'country',
        'country_code',
        'founders',
        'leadership',
        'contact_email',
        'projects',
        'supply_chain',
        'projects_supplied',
        'jobs_url',
      ].sort(),
    );
    expect(body).toMatchObject({ slug: 'tokamak-energy', version: 1, is_affiliate: false, founding_year: 2009, country_code: 'GB' });
  });

  test('401 for anonymous visitors; 403 for non-members, pending claimers and unverified members; 404 for unknown slugs', async () => {
    const visitor = await anonymous(t.app);
    const stranger = await signedIn(t.app, t.database.db);
    const pending = await signedIn(t.app, t.database.db);
    await grantMembership(t.database.db, 'organization', 'tokamak-energy', pending.id, 'pending');
    const unverified = await signedIn(t.app, t.database.db, { verified: false });
    await grantMembership(t.database.db, 'organization', 'tokamak-energy', unverified.id);
    const current = await view();
    const cases: [typeof visitor, number, string][] = [
      [visitor, 401, 'Authentication credentials were not provided.'],
      [stranger.browser, 403, 'You do not have edit access to this organization.'],
      [pending.browser, 403, 'You do not have edit access to this organization.'],
      [unverified.browser, 403, 'Please verify your email address before editing. You can ask for a new link from your profile.'],
    ];
    for (const [browser, status, message] of cases) {
      const load = await browser.call('GET', viewUrl('tokamak-energy'));
      expect([load.statusCode, json(load).message]).toEqual([status, message]);
      const write = await saveEdit(t.app, browser, 'organization', { ...current, display_name: 'Hijacked' });
      expect([write.statusCode, json(write).message]).toEqual([status, message]);
    }
    // Without any cookie the CSRF check refuses first (403, before sign-in is asked).
    expect((await saveEdit(t.app, null, 'organization', { ...current, display_name: 'Hijacked' })).statusCode).toBe(403);
    expect((await view()).display_name).toBe('Tokamak Energy');
    expect((await owner.browser.call('GET', viewUrl('no-such-org'))).statusCode).toBe(404);
    const unknown = await saveEdit(t.app, owner.browser, 'organization', { slug: 'no-such-org', version: 1 });
    expect(unknown.statusCode).toBe(404);
  });

  test('staff may edit any organization without a claim', async () => {
    const staff = await signedIn(t.app, t.database.db, { staff: true });
    const response = await save({ city: 'Milton Park' }, staff, 'helion');
    expect([response.statusCode, json(response).message]).toEqual([200, 'edit successful']);
    expect((await view('helion', staff)).city).toBe('Milton Park');
  });
});

describe('the save (docs/product/account.md §13)', () => {
  test("answers { message: 'edit successful', slug, version } and stores every field, normalized", async () => {
    const response = await save({
      display_name: '  Tokamak Energy Ltd  ',
      acronym_name: '  TE ',
      website_url: 'http://www.tokamakenergy.com',
      founding_year: '2009',
      city: ' Milton Park ',
      region: 'Oxfordshire',
      country_code: 'gb',
      organization_tags: [{ name: 'Fusion Machine Developer' }],
      founders: [{ id: -1, name: '  David Kingham ', title: null }],
      leadership: [{ id: -2, name: 'Warrick Matthews', title: 'CEO' }],
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'edit successful', slug: 'tokamak-energy', version: 2 });
    expect(response.headers.etag).toBe('"2"');
    const after = await view();
    expect(after).toMatchObject({
      display_name: 'Tokamak Energy Ltd',
      acronym_name: 'TE',
      website_url: 'https://www.tokamakenergy.com',
      founding_year: 2009,
      city: 'Milton Park',
      region: 'Oxfordshire',
      country_code: 'GB',
      country: 'United Kingdom',
      organization_tags: [{ name: 'Fusion Machine Developer' }],
      founders: [{ id: expect.any(Number), name: 'David Kingham', title: null }],
      leadership: [{ id: expect.any(Number), name: 'Warrick Matthews', title: 'CEO' }],
      version: 2,
    });
    expect(after.founders[0].id).toBeGreaterThan(0);
    // The public page shows it.
    const detail = json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/tokamak-energy/' }));
    expect(detail).toMatchObject({ display_name: 'Tokamak Energy Ltd', website_url: 'https://www.tokamakenergy.com' });
  });

  test('URLs: any prefix the user typed is replaced by https://; a bad address is a 400 on its field', async () => {
    for (const [input, stored] of [
      ['tokamakenergy.co.uk', 'https://tokamakenergy.co.uk'],
      ['https://https://tokamakenergy.co.uk/about', 'https://tokamakenergy.co.uk/about'],
      ['HTTP://TokamakEnergy.co.uk', 'https://TokamakEnergy.co.uk'],
      ['', null],
    ] as const) {
      expect((await save({ website_url: input })).statusCode).toBe(200);
      expect((await view()).website_url).toBe(stored);
    }
    for (const bad of ['javascript:alert(1)', 'not a url', 'localhost', 'user:pw@example.org']) {
      const response = await save({ website_url: bad });
      expect([bad, response.statusCode, json(response).field]).toEqual([bad, 400, 'website_url']);
    }
  });

  test('years become integers or null; impossible years are refused; names are required and trimmed', async () => {
    expect((await save({ founding_year: 'soon' })).statusCode).toBe(200);
    expect((await view()).founding_year).toBeNull();
    expect((await save({ founding_year: 2011 })).statusCode).toBe(200);
    expect((await view()).founding_year).toBe(2011);
    const far = await save({ founding_year: 99999 });
    expect([far.statusCode, json(far)]).toEqual([400, { message: 'Years must be between 1800 and 2200.', field: 'founding_year' }]);
    const empty = await save({ display_name: '  ' });
    expect([empty.statusCode, json(empty)]).toEqual([
      400,
      { message: 'Please provide the name of the organization.', field: 'display_name' },
    ]);
    const taken = await save({ display_name: 'helion' });
    expect([taken.statusCode, json(taken).message]).toEqual([409, 'An organization with this name already exists.']);
    const nameless = await save({ founders: [{ id: -1, name: ' ' }] });
    expect([nameless.statusCode, json(nameless).field]).toEqual([400, 'founders[0].name']);
  });

  test('founders and leadership: negative ids are new, missing ids are removed, unknown ids are refused', async () => {
    const current = await view();
    const kept = current.founders[0];
    expect(
      (
        await save({
          founders: [
            { ...kept, title: 'Co-founder' },
            { id: -7, name: 'Mikhail Gryaznevich', title: null },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const after = await view();
    expect(after.founders).toEqual([
      { id: kept.id, name: kept.name, title: 'Co-founder' },
      { id: expect.any(Number), name: 'Mikhail Gryaznevich', title: null },
    ]);
    expect((await save({ founders: [after.founders[1]] })).statusCode).toBe(200);
    expect((await view()).founders.map((f: { name: string }) => f.name)).toEqual(['Mikhail Gryaznevich']);
    const foreign = await save({ founders: [{ id: 999999, name: 'Someone else' }] });
    expect([foreign.statusCode, json(foreign).field]).toEqual([400, 'founders[0].id']);
    const zero = await save({ leadership: [{ id: 0, name: 'X' }] });
    expect([zero.statusCode, json(zero).field]).toEqual([400, 'leadership[0].id']);
  });

  test("supply chain offerings: a category each, 'Only one entry per subcategory', links get https://; totals refreshed", async () => {
    const ok = await save({
      supply_chain: [
        { id: -1, slug: 'hts-tape', offering_link: 'tokamakenergy.com/magnets' },
        { id: -2, name: 'Vacuum Pumps', offering_link: null },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const after = await view();
    expect(after.supply_chain).toEqual([
      {
        id: expect.any(Number),
        name: 'HTS Tape',
        slug: 'hts-tape',
        offering_link: 'https://tokamakenergy.com/magnets',
        supply_chain_link: '/supply-chain#magnets',
      },
      {
        id: expect.any(Number),
        name: 'Vacuum Pumps',
        slug: 'vacuum-pumps',
        offering_link: null,
        supply_chain_link: '/supply-chain#vacuum-systems',
      },
    ]);
    const detail = json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/tokamak-energy/' }));
    expect(detail.total_supply_chain_offerings).toBe(2);
    const supplyChain = json(await t.app.inject({ method: 'GET', url: '/api/v1/supply-chain/' }));
    const tape = supplyChain.results
      .flatMap((c: { sub_categories: unknown[] }) => c.sub_categories)
      .find((s: { slug: string }) => s.slug === 'hts-tape');
    expect(tape.organizations.map((o: { slug: string }) => o.slug)).toContain('tokamak-energy');

    const twice = await save({
      supply_chain: [
        { id: -1, slug: 'hts-tape' },
        { id: -2, name: 'HTS Tape' },
      ],
    });
    expect([twice.statusCode, json(twice)]).toEqual([400, { message: 'Only one entry per subcategory', field: 'supply_chain[1].slug' }]);
    const none = await save({ supply_chain: [{ id: -1, offering_link: 'x.org' }] });
    expect([none.statusCode, json(none)]).toEqual([
      400,
      { message: 'Each supply chain offering needs a category.', field: 'supply_chain[0].slug' },
    ]);
    expect((await save({ supply_chain: [] })).statusCode).toBe(200);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/tokamak-energy/' })).total_supply_chain_offerings).toBe(0);
  });

  test('projects supplied: a project and a category each, description at most 160 characters', async () => {
    const ok = await save({
      projects_supplied: [
        {
          id: -1,
          slug: 'sparc',
          supply_chain_category: { name: 'HTS Tape' },
          description: 'Magnet tape.',
          announcement_url: 'http://example.org/a',
        },
        { id: -2, display_name: 'polaris', supply_chain_categories: [{ slug: 'vacuum-pumps' }, { slug: 'hts-tape' }], description: null },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const supplied = (await view()).projects_supplied;
    expect(supplied).toEqual([
      expect.objectContaining({ slug: 'polaris', supply_chain_category: { name: 'HTS Tape, Vacuum Pumps' } }),
      expect.objectContaining({
        slug: 'sparc',
        supply_chain_category: { name: 'HTS Tape' },
        description: 'Magnet tape.',
        announcement_url: 'https://example.org/a',
      }),
    ]);
    // The view's own shape saves back unchanged (round trip).
    expect((await save({ projects_supplied: supplied })).statusCode).toBe(200);
    expect((await view()).projects_supplied).toEqual(supplied);
    // Another organization's project: shown there once staff approve it (supplier-links.test.ts).
    expect(supplied.map((item: { review_status: string }) => item.review_status)).toEqual(['pending', 'pending']);
    const sparc = json(await t.app.inject({ method: 'GET', url: '/api/v1/projects/sparc/' }));
    expect(sparc.providers.map((p: { supplier: { slug: string } }) => p.supplier.slug)).not.toContain('tokamak-energy');

    const cases: [unknown, string, string][] = [
      [
        { id: -1, slug: 'sparc', supply_chain_category: { name: 'HTS Tape' }, description: 'x'.repeat(161) },
        'projects_supplied[0].description',
        'The description of a project supplied must be at most 160 characters.',
      ],
      [
        { id: -1, supply_chain_category: { name: 'HTS Tape' } },
        'projects_supplied[0].display_name',
        'Each project supplied needs a project name and a category.',
      ],
      [
        { id: -1, slug: 'sparc' },
        'projects_supplied[0].supply_chain_category',
        'Each project supplied needs a project name and a category.',
      ],
      [
        { id: -1, display_name: 'Death Star', supply_chain_category: { name: 'HTS Tape' } },
        'projects_supplied[0].display_name',
        'Unknown project: Death Star.',
      ],
    ];
    for (const [item, field, message] of cases) {
      const response = await save({ projects_supplied: [item] });
      expect([response.statusCode, json(response)]).toEqual([400, { message, field }]);
    }
    expect(
      (
        await save({
          projects_supplied: [{ id: -1, slug: 'sparc', supply_chain_category: { name: 'HTS Tape' }, description: 'é'.repeat(160) }],
        })
      ).statusCode,
    ).toBe(200);
    // Someone else's project under review cannot be probed or attached to.
    const other = await signedIn(t.app, t.database.db);
    const hidden = json(
      await other.browser.call('POST', '/api/v1/projects/', {
        json: { display_name: 'Secret Device', concept_slug: 'tokamak', organization_slug: 'helion' },
      }),
    );
    const probe = await save({ projects_supplied: [{ id: -1, slug: hidden.slug, supply_chain_category: { name: 'HTS Tape' } }] });
    expect([probe.statusCode, json(probe).message]).toEqual([400, `Unknown project: ${hidden.slug}.`]);
  });

  test('descriptions and the sales email are for affiliates (403 on the field otherwise); the directory description is staff-only', async () => {
    const custom = await save({ self_description: 'Our own words.' });
    expect([custom.statusCode, json(custom)]).toEqual([
      403,
      { message: 'Customized descriptions are for Affiliate members.', field: 'self_description' },
    ]);
    const directory = await save({ description: 'We rewrite history.' });
    expect([directory.statusCode, json(directory)]).toEqual([
      403,
      { message: 'Customized descriptions are for Affiliate members.', field: 'description' },
    ]);
    const email = await save({ contact_email: 'sales@tokamakenergy.co.uk' });
    expect([email.statusCode, json(email)]).toEqual([
      403,
      { message: 'The sales email listing is for Affiliate members.', field: 'contact_email' },
    ]);
    // Unchanged values are fine (the client sends the whole view back).
    expect((await save({})).statusCode).toBe(200);

    const affiliate = await save(
      { self_description: '  Components, made well.\n\nSince 2001. ', contact_email: 'Sales@Example.org' },
      affiliateOwner,
      'tokamak-components',
    );
    expect(affiliate.statusCode).toBe(200);
    expect(await view('tokamak-components', affiliateOwner)).toMatchObject({
      self_description: 'Components, made well.\n\nSince 2001.',
      contact_email: 'sales@example.org',
    });
    const detail = json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/tokamak-components/' }));
    expect(detail.self_description).toBe('Components, made well.\n\nSince 2001.');
    const badEmail = await save({ contact_email: 'nope' }, affiliateOwner, 'tokamak-components');
    expect([badEmail.statusCode, json(badEmail)]).toEqual([400, { message: 'Please enter a valid email address', field: 'contact_email' }]);
    const readOnly = await save({ description: 'Rewritten.' }, affiliateOwner, 'tokamak-components');
    expect([readOnly.statusCode, json(readOnly).field]).toEqual([403, 'description']);
  });

  test('a membership whose paid period has ended no longer customizes the description or the sales email', async () => {
    // Paid until yesterday: the column still says affiliate (nothing ran at the period end).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await t.database.db
      .update(organizations)
      .set({ isAffiliate: true, nextBillingDate: yesterday })
      .where(eq(organizations.slug, 'tokamak-components'));
    expect(await view('tokamak-components', affiliateOwner)).toMatchObject({ is_affiliate: false });
    const custom = await save({ self_description: 'Still ours?' }, affiliateOwner, 'tokamak-components');
    expect([custom.statusCode, json(custom).field]).toEqual([403, 'self_description']);
    // Paid until tomorrow: customizing works again.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await t.database.db.update(organizations).set({ nextBillingDate: tomorrow }).where(eq(organizations.slug, 'tokamak-components'));
    expect((await save({ self_description: 'Ours again.' }, affiliateOwner, 'tokamak-components')).statusCode).toBe(200);
  });

  test("logo 'delete' removes it", async () => {
    await t.database.db.update(organizations).set({ logo: 'https://example.org/logo.png' }).where(eq(organizations.slug, 'tokamak-energy'));
    expect((await view()).logo).toBe('https://example.org/logo.png');
    expect((await save({ logo: 'https://evil.example/other.png' })).statusCode).toBe(200);
    expect((await view()).logo).toBe('https://example.org/logo.png'); // a URL cannot be set, only uploaded
    expect((await save({ logo: 'delete' })).statusCode).toBe(200);
    expect((await view()).logo).toBeNull();
  });

  test('bad bodies: missing or malformed mainData, JSON instead of multipart, no version', async () => {
    const current = await view();
    const { postMultipart } = await import('../../../test/contributions');
    const noMain = await postMultipart(t.app, owner.browser, '/api/v1/organization/edit', [{ name: 'logoFilename', value: 'x.png' }]);
    expect([noMain.statusCode, json(noMain).field]).toEqual([400, 'mainData']);
    const broken = await postMultipart(t.app, owner.browser, '/api/v1/organization/edit', [{ name: 'mainData', value: '{"slug":' }]);
    expect([broken.statusCode, json(broken).message]).toEqual([400, 'mainData must be a JSON object.']);
    const noVersion = await saveEdit(t.app, owner.browser, 'organization', { ...current, version: undefined });
    expect([noVersion.statusCode, json(noVersion).field]).toEqual([428, 'version']);
    // A JSON body without files works the same way.
    const asJson = await owner.browser.call('POST', '/api/v1/organization/edit', { json: { mainData: { ...current, city: 'Culham' } } });
    expect([asJson.statusCode, json(asJson).message]).toEqual([200, 'edit successful']);
    const form = await owner.browser.call('POST', '/api/v1/organization/edit', { form: { a: 'b' } });
    expect([form.statusCode, json(form).field]).toEqual([400, 'mainData']);
    const text = await owner.browser.call('POST', '/api/v1/organization/edit', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
  });
});

describe('no lost edits', () => {
  test('two editors load version N; the first save wins, the second gets 409 with the current version', async () => {
    const second = await signedIn(t.app, t.database.db);
    await grantMembership(t.database.db, 'organization', 'tokamak-energy', second.id);
    const loadedByFirst = await view();
    const loadedBySecond = await view('tokamak-energy', second);
    expect(loadedBySecond.version).toBe(loadedByFirst.version);

    const first = await saveEdit(t.app, owner.browser, 'organization', { ...loadedByFirst, city: 'Abingdon' });
    expect([first.statusCode, json(first).version]).toEqual([200, loadedByFirst.version + 1]);
    const late = await saveEdit(t.app, second.browser, 'organization', { ...loadedBySecond, region: 'Somewhere else' });
    expect(late.statusCode).toBe(409);
    expect(json(late)).toEqual({
      message: 'This organization was changed by someone else after you opened it. Reload it to see their changes, then make yours again.',
      current_version: loadedByFirst.version + 1,
    });
    const now = await view();
    expect([now.city, now.region]).toEqual(['Abingdon', loadedByFirst.region]);

    // If-Match carries the version as well (and wins over mainData.version).
    const viaHeader = await saveEdit(t.app, second.browser, 'organization', { ...loadedBySecond, region: 'Oxon' }, [], {
      'if-match': `"${now.version}"`,
    });
    expect(viaHeader.statusCode).toBe(200);
    const staleHeader = await saveEdit(t.app, second.browser, 'organization', { ...now, region: 'Again' }, [], {
      'if-match': `"${now.version}"`,
    });
    expect(staleHeader.statusCode).toBe(409);
  });

  test('simultaneous saves of the same version: exactly one succeeds', async () => {
    const loaded = await view();
    const results = await Promise.all(
      ['Reading', 'Didcot', 'Wantage'].map((city) => saveEdit(t.app, owner.browser, 'organization', { ...loaded, city })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await view()).version).toBe(loaded.version + 1);
  });
});

test('every save is audited: who, when, before and after', async () => {
  const before = await view();
  expect((await save({ city: 'Culham Science Centre' })).statusCode).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entitySlug, 'tokamak-energy'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect(row).toMatchObject({ action: 'organization.edit', userId: owner.id, userEmail: owner.email, entityType: 'organization' });
  expect(typeof row!.createdAt).toBe('string');
  expect((row!.before as { city: string }).city).toBe(before.city);
  expect(row!.after as { city: string; version: number }).toMatchObject({ city: 'Culham Science Centre', version: before.version + 1 });
});

test('a save is visible at once through the shared response cache (the data version moves)', async () => {
  const url = '/api/v1/organizations/tokamak-energy/';
  await t.app.inject({ method: 'GET', url });
  expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
  expect((await save({ region: 'Oxfordshire, England' })).statusCode).toBe(200);
  const fresh = await t.app.inject({ method: 'GET', url });
  expect(fresh.headers['x-cache']).toBe('miss');
  expect(json(fresh).region).toBe('Oxfordshire, England');
});
