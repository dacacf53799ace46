// The review queue cannot be buried (security review L9): paged newest first, filters, at most
// 5 entries awaiting review per account, and staff disabling an account (sign-in refused, its
// sessions ended, its pending requests hidden from the queue until it is enabled).
import { json, startTestApp, type TestApp } from '../../../test/app';
import { Browser } from '../../../test/accounts';
import { anonymous, signedIn, type Member } from '../../../test/contributions';

let t: TestApp;
let staff: Member;
let alice: Member;
let bob: Member;
let claimer: Member;

const addOrganization = (member: Member, name: string) =>
  member.browser.call('POST', '/api/v1/organizations/', { json: { display_name: name } });
const addProject = (member: Member, name: string) =>
  member.browser.call('POST', '/api/v1/projects/', { json: { display_name: name, concept_slug: 'frc', organization_slug: 'helion' } });

interface Queue {
  count: number;
  next: string | null;
  claims: { type: string; id: number; entity: { slug: string }; requester: { email: string } }[];
  new_entries: { type: string; id: number; display_name: string; requester: { email: string } | null }[];
  supplier_links: unknown[];
}
const queue = async (query = '') => {
  const response = await staff.browser.call('GET', `/api/v1/review/${query}`);
  expect(response.statusCode).toBe(200);
  return json<Queue>(response);
};
const names = (page: Queue) => page.new_entries.map((entry) => entry.display_name);

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, t.database.db, { staff: true });
  alice = await signedIn(t.app, t.database.db, { fullName: 'Alice Adder' });
  bob = await signedIn(t.app, t.database.db, { fullName: 'Bob Builder' });
  claimer = await signedIn(t.app, t.database.db, { fullName: 'Carla Claimer' });
  // In this order (oldest first): Alpha 1..5 by Alice, then Bob's two projects and one
  // organization, then a claim.
  for (let index = 1; index <= 5; index += 1) expect((await addOrganization(alice, `Alpha Fusion ${index}`)).statusCode).toBe(200);
  expect((await addProject(bob, 'Beta Shot One')).statusCode).toBe(200);
  expect((await addProject(bob, 'Beta Shot Two')).statusCode).toBe(200);
  expect((await addOrganization(bob, 'Beta Works')).statusCode).toBe(200);
  await claimer.browser.call('GET', '/api/v1/organizations/helion/requesteditaccess/');
});
afterAll(() => t.close());

test('paged newest first, with the total count and a next link; oldest first on request', async () => {
  const first = await queue('?page_size=3');
  expect(first.count).toBe(9);
  expect(first.claims.map((claim) => claim.entity.slug)).toEqual(['helion']);
  expect(names(first)).toEqual(['Beta Works', 'Beta Shot Two']);
  expect(first.next).toBe('/api/v1/review/?page_size=3&page=2');

  const second = await queue('?page_size=3&page=2');
  expect([second.count, second.claims, names(second)]).toEqual([9, [], ['Beta Shot One', 'Alpha Fusion 5', 'Alpha Fusion 4']]);
  const third = await queue('?page_size=3&page=3');
  expect([names(third), third.next]).toEqual([['Alpha Fusion 3', 'Alpha Fusion 2', 'Alpha Fusion 1'], null]);
  const past = await queue('?page_size=3&page=4');
  expect([past.count, past.claims, past.new_entries, past.next]).toEqual([9, [], [], null]);

  const oldest = await queue('?sort=requested_at&page_size=2');
  expect(names(oldest)).toEqual(['Alpha Fusion 1', 'Alpha Fusion 2']);
});

test('the statements a page costs do not grow with its entries (batched, no per-entry queries)', async () => {
  const statementsFor = async (query: string) => {
    const execute = jest.spyOn(t.database.db, 'execute');
    try {
      await queue(query);
      return execute.mock.calls.length;
    } finally {
      execute.mockRestore();
    }
  };
  await queue(); // warm-up: a first request may run one-off statements
  const one = await statementsFor('?kind=organization&page_size=1');
  const six = await statementsFor('?kind=organization&page_size=6');
  expect(six).toBe(one);
  expect(six).toBeLessThanOrEqual(6);
});

test('filters: by kind, by text in the name or the requester, by account email', async () => {
  const claims = await queue('?kind=claim');
  expect([claims.count, claims.claims.length, claims.new_entries]).toEqual([1, 1, []]);
  expect((await queue('?kind=organization')).count).toBe(6);
  const projects = await queue('?kind=project');
  expect(names(projects)).toEqual(['Beta Shot Two', 'Beta Shot One']);
  expect((await queue('?kind=supplier_link')).count).toBe(0);

  const text = await queue('?q=ALPHA%20fusion');
  expect([text.count, names(text)]).toEqual([
    5,
    ['Alpha Fusion 5', 'Alpha Fusion 4', 'Alpha Fusion 3', 'Alpha Fusion 2', 'Alpha Fusion 1'],
  ]);
  expect((await queue('?q=bob%20build')).count).toBe(3);
  expect((await queue(`?q=${encodeURIComponent(claimer.email.slice(0, 12))}`)).claims).toHaveLength(1);
  // LIKE wildcards are matched literally.
  expect((await queue('?q=%25')).count).toBe(0);

  const byEmail = await queue(`?email=${encodeURIComponent(bob.email.toUpperCase())}&kind=organization`);
  expect([byEmail.count, names(byEmail)]).toEqual([1, ['Beta Works']]);

  for (const bad of ['?kind=user', '?page_size=0', '?sort=name', `?q=${'x'.repeat(201)}`]) {
    const response = await staff.browser.call('GET', `/api/v1/review/${bad}`);
    expect([bad, response.statusCode, typeof json(response).message]).toEqual([bad, 400, 'string']);
  }
});

test('at most 5 entries awaiting review per account: the 6th add is 409 with a message, a decision makes room', async () => {
  const message = 'You already have 5 new entries awaiting review. You can add more once staff have reviewed them.';
  const sixth = await addOrganization(alice, 'Alpha Fusion 6');
  expect([sixth.statusCode, json(sixth).message]).toEqual([409, message]);
  const project = await addProject(alice, 'Alpha Shot');
  expect([project.statusCode, json(project).message]).toEqual([409, message]);
  expect((await queue(`?email=${encodeURIComponent(alice.email)}`)).count).toBe(5);

  const [oldest] = (await queue('?sort=requested_at&page_size=1')).new_entries;
  const rejected = await staff.browser.call('POST', '/api/v1/review/decisions/', {
    json: { type: 'organization', id: oldest!.id, decision: 'reject' },
  });
  expect(rejected.statusCode).toBe(200);
  expect((await addOrganization(alice, 'Alpha Fusion 6')).statusCode).toBe(200);
  expect((await addOrganization(alice, 'Alpha Fusion 7')).statusCode).toBe(409);
  // Staff are not capped.
  for (let index = 1; index <= 6; index += 1) expect((await addOrganization(staff, `Staff Entry ${index}`)).statusCode).toBe(200);
});

describe('disabling an account', () => {
  const disableUrl = (id: number) => `/api/v1/review/accounts/${id}/disable/`;
  const enableUrl = (id: number) => `/api/v1/review/accounts/${id}/enable/`;

  test('staff only: 401 signed out, 403 signed in without staff rights or without the CSRF token; 404 unknown; staff accounts refused', async () => {
    const visitor = await anonymous(t.app);
    for (const url of [disableUrl(bob.id), enableUrl(bob.id)]) {
      const signedOut = await visitor.call('POST', url);
      expect([signedOut.statusCode, json(signedOut).message]).toEqual([401, 'Authentication credentials were not provided.']);
      const user = await claimer.browser.call('POST', url);
      expect([user.statusCode, json(user).message]).toEqual([403, 'Only staff can do this.']);
      expect((await staff.browser.call('POST', url, { noCsrf: true })).statusCode).toBe(403);
    }
    expect((await staff.browser.call('POST', disableUrl(999_999))).statusCode).toBe(404);
    expect((await staff.browser.call('POST', '/api/v1/review/accounts/abc/disable/')).statusCode).toBe(400);
    const self = await staff.browser.call('POST', disableUrl(staff.id));
    expect([self.statusCode, json(self).message]).toEqual([409, 'Staff accounts cannot be disabled here.']);
    expect((await staff.browser.call('POST', enableUrl(bob.id))).statusCode).toBe(409);
    expect((await bob.browser.session()).is_authenticated).toBe(true);
  });

  test('a disabled account cannot sign in, its sessions end, its requests leave the queue; enabling brings them back', async () => {
    // A second session of Bob's, signed in with his password (signedIn's default).
    const laptop = new Browser(t.app);
    expect((await laptop.login(bob.email, 'plasma-confinement-42')).statusCode).toBe(302);
    await bob.browser.call('GET', '/api/v1/projects/polaris/requesteditaccess/');
    const before = await queue(`?email=${encodeURIComponent(bob.email)}`);
    expect([before.count, before.claims.length]).toEqual([4, 1]);
    const total = (await queue()).count;

    const disabled = await staff.browser.call('POST', disableUrl(bob.id), { json: { note: 'Spam.' } });
    expect(disabled.statusCode).toBe(200);
    expect(json(disabled)).toMatchObject({ id: bob.id, email: bob.email, disabled_at: expect.any(String) });
    expect((await staff.browser.call('POST', disableUrl(bob.id))).statusCode).toBe(409);

    expect((await bob.browser.session()).is_authenticated).toBe(false);
    expect((await laptop.session()).is_authenticated).toBe(false);
    expect((await bob.browser.call('POST', '/api/v1/organizations/', { json: { display_name: 'Gamma' } })).statusCode).toBe(401);
    const again = await new Browser(t.app).login(bob.email, 'plasma-confinement-42');
    expect([again.statusCode, json(again).message]).toEqual([
      403,
      'This account has been disabled. Please contact us if you think this is a mistake.',
    ]);
    // A wrong password still answers as for any account (no oracle of disabled accounts).
    expect(json(await new Browser(t.app).login(bob.email, 'wrong-password-000')).message).toBe('Invalid email or password');

    expect((await queue(`?email=${encodeURIComponent(bob.email)}`)).count).toBe(0);
    const after = await queue();
    expect(after.count).toBe(total - 4);
    expect(after.claims.map((claim) => claim.requester.email)).not.toContain(bob.email);
    expect(names(after)).not.toContain('Beta Works');

    const history = json(await staff.browser.call('GET', '/api/v1/review/history/?action=account')).results;
    expect(history[0]).toMatchObject({ action: 'account.disable', entity_type: 'user', entity_id: bob.id, note: 'Spam.' });

    const enabled = await staff.browser.call('POST', enableUrl(bob.id));
    expect([enabled.statusCode, json(enabled).disabled_at]).toEqual([200, null]);
    expect((await queue(`?email=${encodeURIComponent(bob.email)}`)).count).toBe(4);
    expect((await queue()).count).toBe(total);
    expect((await new Browser(t.app).login(bob.email, 'plasma-confinement-42')).statusCode).toBe(302);
  });
});
