// /affiliate rendered on the server (as deploy/ calls the area) and hydrated in the browser.
import { SIGNED_OUT, type SessionData } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { accountInfo, accountOrganization } from '../test-utils/accountFixtures';
import { resetStores, SIGNED_IN } from '../test-utils/renderArea';
import { hydrateAccountHtml, serverRequest } from '../test-utils/serverRender';
import { accountArea } from './definition';

const { render } = createAreaServer(accountArea);

const MEMBER: SessionData = { ...SIGNED_IN, organization_memberships: [{ id: 7, slug: 'helion', status: 'approved' }] };
const INFO = accountInfo({ orgs: [accountOrganization({ slug: 'helion', display_name: 'Helion' })] });

const request = (url: string, session: SessionData) =>
  serverRequest(url, session, (path) =>
    path === '/api/accounts/info/' && session.is_authenticated
      ? { status: 200, body: INFO }
      : { status: 401, body: { message: 'Authentication credentials were not provided.' } },
  );

beforeEach(() => resetStores());

it('signed out: the plans in the HTML, every button a link to /create-account, nothing loaded', async () => {
  const { req, calls } = request('/affiliate', SIGNED_OUT);
  const result = await render(req);
  expect(result.status).toBe(200);
  expect(calls).toEqual([]);
  expect(result.head).toEqual({ title: 'Affiliate membership', noindex: true });
  expect(result.chunks).toEqual(['affiliate']);
  for (const text of ['Listed Supplier', 'Affiliate (Monthly)', '$1,000', 'Affiliate (Annual)', '$9,000', 'Best Value']) {
    expect(result.html).toContain(text);
  }
  expect(result.html.match(/href="\/create-account"/g)).toHaveLength(3);
});

it("signed in: the account's organizations loaded through the visitor's fetchApi, the organization chosen, Subscribe buttons", async () => {
  const { req, calls } = request('/affiliate?org-slug=helion', MEMBER);
  const result = await render(req);
  expect(calls).toEqual(['/api/accounts/info/']);
  expect(result.html).toMatch(/<option value="helion" selected="">Helion<\/option>/);
  expect(result.html.match(/>Subscribe<\/button>/g)).toHaveLength(2);
});

it('hydrates the server HTML without refetching and without errors', async () => {
  const url = '/affiliate?org-slug=helion';
  const server = await render(request(url, MEMBER).req);
  const requests = await hydrateAccountHtml({ url, session: MEMBER, server }, () => {
    const button = document.querySelector('button');
    return () => expect(document.querySelector('button')).toBe(button);
  });
  expect(requests).toHaveLength(0);
});
