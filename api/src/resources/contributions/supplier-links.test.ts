// Supplier links (security review L7): an organization's "projects supplied" entry shows on its
// own page at once, but on another organization's project page only once staff approved it;
// a changed text goes back to review; a link to a project the supplier runs needs no review.
import { mailTo } from '../../../test/accounts';
import { json, startTestApp, type TestApp } from '../../../test/app';
import { grantMembership, saveEdit, signedIn, type Member } from '../../../test/contributions';

let t: TestApp;
let staff: Member;
let owner: Member;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, t.database.db, { staff: true });
  owner = await signedIn(t.app, t.database.db, { fullName: 'Olive Owner' });
  await grantMembership(t.database.db, 'organization', 'tokamak-energy', owner.id);
});
afterAll(() => t.close());

interface Supplied {
  id: number;
  slug: string;
  description: string | null;
  review_status: string;
  supply_chain_category: { name: string } | null;
}

const editView = async () => json(await owner.browser.call('GET', '/api/v1/organizations/tokamak-energy/edit/'));
const suppliedIn = async (): Promise<Supplied[]> => (await editView()).projects_supplied;
const save = async (projectsSupplied: unknown[], member = owner) => {
  const current = json(await member.browser.call('GET', '/api/v1/organizations/tokamak-energy/edit/'));
  const response = await saveEdit(t.app, member.browser, 'organization', { ...current, projects_supplied: projectsSupplied });
  expect(response.statusCode).toBe(200);
};
/** Supplier slugs on a project's public page (anonymous, as everyone sees it). */
const suppliersOn = async (project: string) =>
  json(await t.app.inject({ method: 'GET', url: `/api/v1/projects/${project}/` })).providers.map(
    (provider: { supplier: { slug: string } }) => provider.supplier.slug,
  );
const ownPageSupplied = async () =>
  json(await t.app.inject({ method: 'GET', url: '/api/v1/organizations/tokamak-energy/' })).projects_supplied.map(
    (item: { slug: string }) => item.slug,
  );
const linksInQueue = async () => json(await staff.browser.call('GET', '/api/v1/review/?kind=supplier_link')).supplier_links;
const decide = (id: number, decision: 'approve' | 'reject', note?: string) =>
  staff.browser.call('POST', '/api/v1/review/decisions/', { json: { type: 'supplier_link', id, decision, note } });

test('seeded links count as approved (migration 0012 and the seed)', async () => {
  expect(await suppliersOn('sparc')).toEqual(['faraday-factory-japan']);
});

test("a new link to another organization's project: on the supplier's page at once, on the project's page after approval", async () => {
  await save([{ id: -1, slug: 'sparc', supply_chain_category: { name: 'HTS Tape' }, description: 'Magnet tape for SPARC.' }]);
  const [link] = await suppliedIn();
  expect(link).toMatchObject({ slug: 'sparc', review_status: 'pending' });
  expect(await ownPageSupplied()).toContain('sparc');
  expect(await suppliersOn('sparc')).not.toContain('tokamak-energy');
  // Nor in the edit view of the project (its own people see what the public sees).
  const sparcOwner = await signedIn(t.app, t.database.db);
  await grantMembership(t.database.db, 'project', 'sparc', sparcOwner.id);
  const sparcView = () => sparcOwner.browser.call('GET', '/api/v1/projects/sparc/edit/');
  expect(json(await sparcView()).providers.map((p: { supplier: { slug: string } }) => p.supplier.slug)).not.toContain('tokamak-energy');

  const [queued] = await linksInQueue();
  expect(queued).toEqual({
    type: 'supplier_link',
    id: link!.id,
    status: 'pending',
    requested_at: expect.any(String),
    requester: { id: owner.id, email: owner.email, full_name: 'Olive Owner', verified: true },
    supplier: expect.objectContaining({ slug: 'tokamak-energy', is_approved: true }),
    project: expect.objectContaining({ slug: 'sparc', display_name: 'SPARC' }),
    categories: [{ name: 'HTS Tape' }],
    description: 'Magnet tape for SPARC.',
    announcement_url: null,
  });

  // Only staff decide.
  const refused = await owner.browser.call('POST', '/api/v1/review/decisions/', {
    json: { type: 'supplier_link', id: link!.id, decision: 'approve' },
  });
  expect(refused.statusCode).toBe(403);

  const approved = await decide(link!.id, 'approve', 'Confirmed with CFS.');
  expect(json(approved)).toMatchObject({ message: 'Approved.', type: 'supplier_link', status: 'approved', email_sent: true });
  expect((await decide(link!.id, 'approve')).statusCode).toBe(409);
  expect(await suppliersOn('sparc')).toContain('tokamak-energy');
  expect(json(await sparcView()).providers.map((p: { supplier: { slug: string } }) => p.supplier.slug)).toContain('tokamak-energy');
  expect((await suppliedIn())[0]!.review_status).toBe('approved');
  expect(await linksInQueue()).toEqual([]);
  const [mail] = mailTo(t.outboxDir, owner.email);
  expect(mail!.headers.subject).toBe('Tokamak Energy is now listed as a supplier of SPARC');
  expect(mail!.text).toContain('Confirmed with CFS.');
});

test('saving it unchanged or changing its categories keeps the approval; a changed description goes back to review', async () => {
  await save(await suppliedIn());
  expect((await suppliedIn())[0]!.review_status).toBe('approved');
  const [link] = await suppliedIn();
  await save([{ ...link, supply_chain_category: null, supply_chain_categories: [{ slug: 'vacuum-pumps' }] }]);
  expect((await suppliedIn())[0]).toMatchObject({ review_status: 'approved', supply_chain_category: { name: 'Vacuum Pumps' } });

  await save([{ ...(await suppliedIn())[0], description: 'Now with a link to our shop.' }]);
  expect((await suppliedIn())[0]!.review_status).toBe('pending');
  expect(await suppliersOn('sparc')).not.toContain('tokamak-energy');
  expect(await ownPageSupplied()).toContain('sparc');
  expect((await linksInQueue()).map((item: { description: string }) => item.description)).toEqual(['Now with a link to our shop.']);
});

test("a rejected link stays off the project's page and on the supplier's own", async () => {
  const [link] = await suppliedIn();
  expect(json(await decide(link!.id, 'reject', 'Not a supplier of SPARC.'))).toMatchObject({ status: 'rejected' });
  expect((await decide(link!.id, 'reject')).statusCode).toBe(409);
  expect((await suppliedIn())[0]!.review_status).toBe('rejected');
  expect(await suppliersOn('sparc')).not.toContain('tokamak-energy');
  expect(await ownPageSupplied()).toContain('sparc');
  expect(await linksInQueue()).toEqual([]);
  expect((await decide(999_999, 'approve')).statusCode).toBe(404);
});

test('a link to a project the supplier organization runs, or one saved by staff, shows at once', async () => {
  await save([
    ...(await suppliedIn()),
    { id: -1, slug: 'st80-hts', supply_chain_category: { name: 'HTS Tape' }, description: 'Our own magnets.' },
  ]);
  expect((await suppliedIn()).find((item) => item.slug === 'st80-hts')!.review_status).toBe('approved');
  expect(await suppliersOn('st80-hts')).toContain('tokamak-energy');

  await save([...(await suppliedIn()), { id: -1, slug: 'polaris', supply_chain_category: { name: 'HTS Tape' } }], staff);
  expect((await suppliedIn()).find((item) => item.slug === 'polaris')!.review_status).toBe('approved');
  expect(await suppliersOn('polaris')).toContain('tokamak-energy');
  expect(await linksInQueue()).toEqual([]);
});
