// The add, edit and review pages as the server renders them (deploy/ calls src/server.tsx) and
// the browser's hydration of that HTML: protected pages redirect on the server, edit rules that
// depend on the API's answer too (the page's loader throws redirect(), mf-shared/area).
import { waitFor } from '@testing-library/react';
import { SIGNED_OUT, type AreaRenderRequest, type SessionData } from 'mf-shared';
import { render as serverRender } from '../server';
import { OPTIONS, ORGANIZATION_CHOICES, ORGANIZATION_VIEW, PROJECT_VIEW, SUPPLY_CHAIN } from '../test-utils/contributionFixtures';
import { resetStores, SIGNED_IN } from '../test-utils/renderArea';
import { hydrateAccountHtml, isHydrated, serverRequest } from '../test-utils/serverRender';
import { settle } from 'mf-shared/testing';

const INFO = { full_name: 'Ada', username: 'ada@example.com', verified: true, is_staff: false, orgs: [], projects: [] };
const QUEUE = {
  claims: [
    {
      type: 'organization_claim',
      id: 9,
      status: 'pending',
      requested_at: '2026-01-02T10:00:00.000Z',
      requester: { id: 3, email: 'ada@example.com', full_name: 'Ada', verified: true },
      entity: { type: 'organization', id: 1, slug: 'cfs', display_name: 'Commonwealth Fusion Systems', is_approved: true },
      previous_decision: null,
    },
  ],
  new_entries: [],
};

type Answers = Record<string, { status: number; body: unknown }>;
const ok = (body: unknown) => ({ status: 200, body });
const COMMON: Answers = {
  '/api/v1/contributions/options/': ok(OPTIONS),
  '/api/v1/supply-chain/': ok(SUPPLY_CHAIN),
  '/api/v1/organizations/?minimal=true&page_size=9999': ok(ORGANIZATION_CHOICES),
  '/api/accounts/info/': ok(INFO),
};

function request(url: string, session: SessionData, answers: Answers = {}) {
  const all = { ...COMMON, ...answers };
  return serverRequest(url, session, (path) => all[path] ?? { status: 404, body: { message: 'Not found.' } });
}

/** As the server bundle runs it (__SERVER__ is true there). */
async function render(req: AreaRenderRequest) {
  const global = globalThis as unknown as { __SERVER__: boolean };
  global.__SERVER__ = true;
  try {
    return await serverRender(req);
  } finally {
    global.__SERVER__ = false;
  }
}

const forbidden = (message: string) => ({ status: 403, body: { message } });

beforeEach(() => resetStores());

describe('server render', () => {
  it.each([
    ['/organizations/add', '/sign-in?next=%2Forganizations%2Fadd'],
    ['/projects/add?organization=cfs', '/sign-in?next=%2Fprojects%2Fadd%3Forganization%3Dcfs'],
    ['/organizations/cfs/edit', '/sign-in?next=%2Forganizations%2Fcfs%2Fedit'],
    ['/projects/sparc/edit', '/sign-in?next=%2Fprojects%2Fsparc%2Fedit'],
    ['/review', '/sign-in?next=%2Freview'],
    ['/admin/history?actor=ada', '/sign-in?next=%2Fadmin%2Fhistory%3Factor%3Dada'],
  ])('signed out, %s is a 302 to %s, loading nothing', async (url, target) => {
    const { req, calls } = request(url, SIGNED_OUT);
    expect(await render(req)).toMatchObject({ status: 302, redirect: target });
    expect(calls).toEqual([]);
  });

  it('renders the organization edit screen with its fields from the edit view, noindex', async () => {
    const { req, calls } = request('/organizations/cfs/edit', SIGNED_IN, { '/api/v1/organizations/cfs/edit/': ok(ORGANIZATION_VIEW) });
    const result = await render(req);
    expect(result.status).toBe(200);
    expect(result.head).toEqual({ title: 'Edit organization', noindex: true });
    expect(result.chunks).toEqual(['edit-organization']);
    expect(calls).toContain('/api/v1/organizations/cfs/edit/');
    expect(result.html).toContain('Edit Commonwealth Fusion Systems');
    expect(result.html).toContain('value="Commonwealth Fusion Systems"');
    expect(result.html).toContain('value="cfs.energy"');
    expect(result.html).toContain('Edit Tags');
    expect(result.html).toContain('Customized descriptions are for Affiliate members.');
    expect(result.html).toContain('href="/affiliate/?org-slug=cfs"');
  });

  it('an edit view refused for lack of an approved claim redirects to the detail page (302)', async () => {
    const { req } = request('/organizations/cfs/edit', SIGNED_IN, {
      '/api/v1/organizations/cfs/edit/': forbidden('You do not have edit access to this organization.'),
    });
    expect(await render(req)).toMatchObject({ status: 302, redirect: '/organizations/cfs', html: '' });
    const project = request('/projects/sparc/edit', SIGNED_IN, {
      '/api/v1/projects/sparc/edit/': forbidden('You do not have edit access to this project.'),
    });
    expect(await render(project.req)).toMatchObject({ status: 302, redirect: '/projects/sparc' });
  });

  it('an unverified account on an edit page is sent to /profile (302)', async () => {
    const { req } = request('/projects/sparc/edit', SIGNED_IN, {
      '/api/v1/projects/sparc/edit/': forbidden(
        'Please verify your email address before editing. You can ask for a new link from your profile.',
      ),
    });
    expect(await render(req)).toMatchObject({ status: 302, redirect: '/profile' });
  });

  it('an unknown (or invisible) entry is a 404', async () => {
    const { req } = request('/organizations/nope/edit', SIGNED_IN);
    expect((await render(req)).status).toBe(404);
  });

  it('renders the project edit screen, and the add screens with their options', async () => {
    const project = await render(request('/projects/sparc/edit', SIGNED_IN, { '/api/v1/projects/sparc/edit/': ok(PROJECT_VIEW) }).req);
    expect(project.status).toBe(200);
    expect(project.html).toContain('Change Confinement Concept');
    expect(project.html).toContain('Commonwealth Fusion Systems and 1 others');
    const addOrganization = await render(request('/organizations/add', SIGNED_IN).req);
    expect(addOrganization.html).toContain('Fusion Propulsion Developer');
    expect(addOrganization.html).toMatch(/<button type="submit"[^>]*disabled=""/);
    const addProject = await render(request('/projects/add?organization=cfs', SIGNED_IN).req);
    expect(addProject.html).toMatch(/<option value="cfs" selected="">Commonwealth Fusion Systems<\/option>/);
    expect(addProject.html).toContain('Tokamak');
  });

  it('the review queue: staff see it; anyone else signed in is sent to /profile', async () => {
    const staff = await render(request('/review', SIGNED_IN, { '/api/v1/review/': ok(QUEUE) }).req);
    expect(staff.status).toBe(200);
    expect(staff.html).toContain('Review queue');
    expect(staff.html).toContain('ada@example.com');
    const user = await render(request('/review', SIGNED_IN, { '/api/v1/review/': forbidden('Only staff can do this.') }).req);
    expect(user).toMatchObject({ status: 302, redirect: '/profile' });
    // The change history moved to /admin/history (issue 19); the old address sends there.
    const history = await render(request('/review/history?user=ada', SIGNED_IN, {}).req);
    expect(history).toMatchObject({ status: 302, redirect: '/admin/history?actor=ada' });
  });
});

describe('hydration', () => {
  it.each([
    ['/organizations/cfs/edit', { '/api/v1/organizations/cfs/edit/': ok(ORGANIZATION_VIEW) }, 'Edit Commonwealth Fusion Systems'],
    ['/projects/sparc/edit', { '/api/v1/projects/sparc/edit/': ok(PROJECT_VIEW) }, 'Edit SPARC'],
    ['/organizations/add', {}, 'Add an organization'],
    ['/projects/add?organization=cfs', {}, 'Add a project'],
    ['/review', { '/api/v1/review/': ok(QUEUE) }, 'Review queue'],
  ])('adopts the server HTML of %s: no refetch of what was loaded, no hydration error', async (url, answers, title) => {
    const server = await render(request(url, SIGNED_IN, answers as Answers).req);
    expect(server.status).toBe(200);
    const requests = await hydrateAccountHtml(
      // Only what the server did not load may be fetched (the project list of an organization's projects supplied).
      { url, session: SIGNED_IN, server, api: () => ({ status: 200, data: { results: [], next: null } }) },
      () => {
        expect(document.querySelector('h1')).toHaveTextContent(title);
        const firstInput = document.querySelector('form input, form button');
        return async () => {
          // The form hydrates when its chunk is in: the server's elements, now live.
          if (firstInput) await waitFor(() => expect(isHydrated(firstInput)).toBe(true));
          await settle();
        };
      },
    );
    expect(requests.map((r) => r.url).filter((u) => u !== '/api/v1/projects/')).toEqual([]);
  });
});
