// /organizations/add and /projects/add (docs/product/account.md §11, §14).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { OPTIONS, ORGANIZATION_CHOICES } from '../../../test-utils/contributionFixtures';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN, type Routes } from '../../../test-utils/renderArea';

let api: FakeApi | null = null;
const INFO = { full_name: 'Ada', username: 'ada@example.com', verified: true, is_staff: false, orgs: [], projects: [] };
const READS: Routes = {
  'GET /api/v1/contributions/options/': { data: OPTIONS },
  'GET /api/v1/organizations/?minimal=true&page_size=9999': { data: ORGANIZATION_CHOICES },
  'GET /api/accounts/info/': { data: INFO },
};

beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
  HTMLElement.prototype.scrollIntoView = jest.fn();
});
afterEach(() => api?.restore());

const posts = () => api!.requests.filter((request) => request.method === 'post');

describe('/organizations/add', () => {
  async function open(routes: Routes = {}) {
    api = fakeApi({ ...READS, ...routes });
    renderAreaAt('/organizations/add');
    await screen.findByRole('heading', { level: 1, name: 'Add an organization' });
    await screen.findByRole('button', { name: 'Fusion Machine Developer' });
  }

  it('has the name, the optional acronym, the tag buttons grouped as docs/product/api.md §3, Cancel to /profile and Next', async () => {
    await open();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Acronym (optional)' })).not.toBeRequired();
    const groups = screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual(
      OPTIONS.organization_tags.map((group) => group.group),
    );
    expect(
      within(groups[2]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(OPTIONS.organization_tags[2]!.tags);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('an empty name shows its error, marks the field and scrolls to it; nothing is sent', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText('Please provide the name of the organization.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please provide the name of the organization.');
    expect(name).toHaveFocus();
    expect(HTMLElement.prototype.scrollIntoView).toHaveBeenCalled();
    expect(posts()).toHaveLength(0);
  });

  it('trims the name and acronym on blur', async () => {
    await open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Nova Fusion  ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Acronym (optional)' }), ' NF ');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nova Fusion');
    expect(screen.getByRole('textbox', { name: 'Acronym (optional)' })).toHaveValue('NF');
  });

  it("toggles tags, posts, records the approved claim and goes on to the edit screen ('OK')", async () => {
    await open({
      'POST /api/v1/organizations/': (body) => ({ data: { message: 'OK', id: 42, slug: 'nova-fusion', echo: body } }),
      'GET /api/v1/organizations/nova-fusion/edit/': { status: 404, data: { message: 'Organization not found.' } },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Nova Fusion');
    const tag = screen.getByRole('button', { name: 'Fusion Spinoff' });
    expect(tag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(tag);
    expect(tag).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'University' }));
    await userEvent.click(screen.getByRole('button', { name: 'University' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(window.location.pathname).toBe('/organizations/nova-fusion/edit'));
    expect(JSON.parse(posts()[0]!.data as string)).toEqual({
      display_name: 'Nova Fusion',
      acronym_name: null,
      organization_tags: [{ name: 'Fusion Spinoff' }],
    });
    expect(posts()[0]!.headers!['X-CSRFToken']).toBe('csrf-signed-in');
    expect(useAuthStore.getState().organization_memberships).toEqual([{ id: 42, slug: 'nova-fusion', status: 'approved' }]);
  });

  it('a message other than OK shows in the creation problem area', async () => {
    await open({ 'POST /api/v1/organizations/': { data: { message: 'Organizations are closed today.' } } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Nova');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Organizations are closed today.');
    expect(window.location.pathname).toBe('/organizations/add');
  });

  it('too many entries awaiting review (409 without a field): the message shows in the creation problem area', async () => {
    const message = 'You already have 5 new entries awaiting review. You can add more once staff have reviewed them.';
    await open({ 'POST /api/v1/organizations/': { status: 409, data: { message } } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Nova');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(window.location.pathname).toBe('/organizations/add');
  });

  it("a refused name (409, field display_name) shows the API's message on the field", async () => {
    await open({
      'POST /api/v1/organizations/': {
        status: 409,
        data: { message: 'An organization with this name already exists.', field: 'display_name' },
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Commonwealth Fusion Systems');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true'));
    // Said once, on the field: not again in the creation problem area.
    expect(screen.getAllByText('An organization with this name already exists.')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it.each([
    ['a 500', { status: 500, data: { message: 'boom' } }],
    ['a 200 without data', { status: 200, data: null }],
  ])("%s: 'Server error. It's not you, it's us.'", async (_, reply) => {
    await open({ 'POST /api/v1/organizations/': reply });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Nova');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText("Server error. It's not you, it's us.")).toBeInTheDocument();
  });
});

describe('/projects/add', () => {
  async function open(url = '/projects/add', routes: Routes = {}) {
    api = fakeApi({ ...READS, ...routes });
    renderAreaAt(url);
    await screen.findByRole('heading', { level: 1, name: 'Add a project' });
    await screen.findByRole('button', { name: 'Tokamak' });
    await screen.findByRole('option', { name: 'Helion' });
  }
  const next = () => screen.getByRole('button', { name: 'Next' });

  it('preselects the organization from the query; Next stays disabled until organization, name and concept are filled', async () => {
    await open('/projects/add?organization=cfs');
    expect(screen.getByRole('combobox', { name: 'Associated organization' })).toHaveValue('cfs');
    expect(next()).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), 'ARC');
    expect(next()).toBeDisabled();
    const tokamak = screen.getByRole('button', { name: 'Tokamak' });
    await userEvent.click(tokamak);
    expect(tokamak).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Stellarator' })).toHaveAttribute('aria-pressed', 'false');
    expect(next()).toBeEnabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Associated organization' }), '');
    expect(next()).toBeDisabled();
  });

  it('shows the field errors once a field is left empty', async () => {
    await open();
    const name = screen.getByRole('textbox', { name: 'Project name' });
    await userEvent.click(name);
    await userEvent.tab();
    expect(await screen.findByText('Please provide the name of the project.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Associated organization' }));
    await userEvent.tab();
    expect(await screen.findByText('Please choose the organization of the project.')).toBeInTheDocument();
  });

  it("posts JSON, records approved access and opens the edit screen ('OK')", async () => {
    await open('/projects/add?organization=helion', {
      'POST /api/v1/projects/': { data: { message: 'OK', id: 77, slug: 'polaris-2' } },
      'GET /api/v1/projects/polaris-2/edit/': { status: 404, data: { message: 'Project not found.' } },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), ' Polaris 2 ');
    await userEvent.click(screen.getByRole('button', { name: 'Z-Pinch' }));
    await userEvent.click(next());
    await waitFor(() => expect(window.location.pathname).toBe('/projects/polaris-2/edit'));
    expect(JSON.parse(posts()[0]!.data as string)).toEqual({
      display_name: 'Polaris 2',
      concept_slug: 'z-pinch',
      organization_slug: 'helion',
    });
    expect(useAuthStore.getState().project_memberships).toEqual([{ id: 77, slug: 'polaris-2', status: 'approved' }]);
  });

  it('another message goes to the creation problem area; a 500 is the server error', async () => {
    let reply = { status: 200, data: { message: 'A project with this name already exists.' } };
    await open('/projects/add?organization=cfs', { 'POST /api/v1/projects/': () => reply });
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), 'SPARC');
    await userEvent.click(screen.getByRole('button', { name: 'Tokamak' }));
    await userEvent.click(next());
    expect(await screen.findByText('A project with this name already exists.')).toBeInTheDocument();
    reply = { status: 502, data: { message: 'Bad gateway' } };
    await userEvent.click(next());
    expect(await screen.findByText("Server error. It's not you, it's us.")).toBeInTheDocument();
    expect(window.location.pathname).toBe('/projects/add');
  });

  it("lists the user's own organizations under review too", async () => {
    api = fakeApi({
      ...READS,
      'GET /api/accounts/info/': {
        data: {
          ...INFO,
          orgs: [
            {
              slug: 'new-co',
              display_name: 'New Co',
              is_affiliate: false,
              status: 'approved',
              is_approved: false,
              sub_status: null,
              next_billing_date: null,
            },
          ],
        },
      },
    });
    renderAreaAt('/projects/add?organization=new-co');
    expect(await screen.findByRole('option', { name: 'New Co' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Associated organization' })).toHaveValue('new-co');
  });
});
