import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'mf-shared';
import { fakeApi, resetStores, setSession, SIGNED_IN } from '../../../test-utils/renderArea';
import { mount } from '../mount';
import { ClaimControl } from './ClaimControl';

const approvedOrg = { id: 1, slug: 'cfs', status: 'approved' as const };
const pendingOrg = { id: 1, slug: 'cfs', status: 'pending' as const };

beforeEach(() => {
  resetStores();
  window.history.replaceState(null, '', '/organizations/cfs');
});

describe('states (docs/product/account.md §9)', () => {
  it('loading: a placeholder while the session loads', () => {
    useAuthStore.setState({ status: 'loading' });
    const { container } = render(<ClaimControl kind="organization" slug="cfs" />);
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('view: the organization and project wordings', () => {
    setSession(SIGNED_IN);
    const { unmount } = render(<ClaimControl kind="organization" slug="cfs" />);
    expect(screen.getByRole('button', { name: 'Claim This Organization to Edit' })).toBeInTheDocument();
    unmount();
    render(<ClaimControl kind="project" slug="sparc" />);
    expect(screen.getByRole('button', { name: 'Claim This Project to Edit' })).toBeInTheDocument();
  });

  it("names the entity in the button's accessible name when given", () => {
    setSession(SIGNED_IN);
    render(<ClaimControl kind="organization" slug="cfs" name="Commonwealth Fusion Systems" />);
    expect(screen.getByRole('button', { name: 'Claim This Organization to Edit: Commonwealth Fusion Systems' })).toBeInTheDocument();
  });

  it("pending: 'Edit request pending'", () => {
    setSession({ ...SIGNED_IN, organization_memberships: [pendingOrg] });
    render(<ClaimControl kind="organization" slug="cfs" />);
    expect(screen.getByText('Edit request pending')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("approved: 'You have claimed this organization. Edit this page' linking to the edit screen", () => {
    setSession({ ...SIGNED_IN, organization_memberships: [approvedOrg] });
    render(<ClaimControl kind="organization" slug="cfs" />);
    expect(
      screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === 'You have claimed this organization. Edit this page'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', '/organizations/cfs/edit');
  });

  it('approved but unverified: Edit this page is disabled with the hint, as on the profile', async () => {
    const api = fakeApi({
      'GET /api/accounts/info/': {
        data: { full_name: 'Uma', username: 'uma@example.com', verified: false, is_staff: false, orgs: [], projects: [] },
      },
    });
    setSession({ ...SIGNED_IN, organization_memberships: [approvedOrg] });
    render(<ClaimControl kind="organization" slug="cfs" />);
    expect(await screen.findByText(/verify your email first/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit this page' })).not.toBeInTheDocument();
    expect(screen.getByText(/You have claimed this organization\./)).toBeInTheDocument();
    api.restore();
  });

  it('approved and verified: the link stays', async () => {
    const api = fakeApi({
      'GET /api/accounts/info/': {
        data: { full_name: 'Ada', username: 'ada@example.com', verified: true, is_staff: false, orgs: [], projects: [] },
      },
    });
    setSession({ ...SIGNED_IN, organization_memberships: [approvedOrg] });
    render(<ClaimControl kind="organization" slug="cfs" />);
    await waitFor(() => expect(api.requests.map((request) => request.url)).toContain('/api/accounts/info/'));
    expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', '/organizations/cfs/edit');
    expect(screen.queryByText(/verify your email first/)).not.toBeInTheDocument();
    api.restore();
  });

  it('approved for a project: the project wording and its edit screen', () => {
    setSession({ ...SIGNED_IN, project_memberships: [{ id: 2, slug: 'sparc', status: 'approved' }] });
    render(<ClaimControl kind="project" slug="sparc" />);
    expect(screen.getByText(/You have claimed this project\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', '/projects/sparc/edit');
  });

  it('a membership of another slug or of the other kind does not count', () => {
    setSession({
      ...SIGNED_IN,
      organization_memberships: [{ id: 9, slug: 'other', status: 'approved' }],
      project_memberships: [approvedOrg],
    });
    render(<ClaimControl kind="organization" slug="cfs" />);
    expect(screen.getByRole('button', { name: 'Claim This Organization to Edit' })).toBeInTheDocument();
  });

  it('follows the session: signing in with an approved claim shows the edit link', () => {
    render(<ClaimControl kind="organization" slug="cfs" />);
    expect(screen.getByRole('button', { name: 'Claim This Organization to Edit' })).toBeInTheDocument();
    setSession({ ...SIGNED_IN, organization_memberships: [approvedOrg] });
    expect(screen.getByRole('link', { name: 'Edit this page' })).toBeInTheDocument();
  });
});

describe('claiming', () => {
  it('signed in: sends the request (with the CSRF header), marks the item pending, then goes to /profile', async () => {
    setSession(SIGNED_IN);
    const api = fakeApi({
      'GET /api/v1/organizations/cfs/requesteditaccess/': { data: { message: 'Edit request sent', status: 'pending', id: 1, slug: 'cfs' } },
    });
    render(<ClaimControl kind="organization" slug="cfs" />);
    await userEvent.click(screen.getByRole('button', { name: 'Claim This Organization to Edit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.headers!['X-CSRFToken']).toBe('csrf-signed-in');
    expect(useAuthStore.getState().organization_memberships).toEqual([pendingOrg]);
    expect(screen.getByText('Edit request pending')).toBeInTheDocument();
    api.restore();
  });

  it('a project claim uses the project call', async () => {
    setSession(SIGNED_IN);
    const api = fakeApi({
      'GET /api/v1/projects/sparc/requesteditaccess/': { data: { message: 'Edit request sent', status: 'pending', id: 2, slug: 'sparc' } },
    });
    render(<ClaimControl kind="project" slug="sparc" />);
    await userEvent.click(screen.getByRole('button', { name: 'Claim This Project to Edit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(useAuthStore.getState().project_memberships).toEqual([{ id: 2, slug: 'sparc', status: 'pending' }]);
    api.restore();
  });

  it("a refused request is only logged ('Bad response from backend') and the page stays", async () => {
    setSession(SIGNED_IN);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/v1/organizations/cfs/requesteditaccess/': { status: 404, data: { message: 'Organization not found.' } },
    });
    render(<ClaimControl kind="organization" slug="cfs" />);
    await userEvent.click(screen.getByRole('button', { name: 'Claim This Organization to Edit' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bad response from backend', expect.anything()));
    expect(window.location.pathname).toBe('/organizations/cfs');
    expect(screen.getByRole('button', { name: 'Claim This Organization to Edit' })).toBeEnabled();
    expect(useAuthStore.getState().organization_memberships).toEqual([]);
    api.restore();
    error.mockRestore();
  });

  it('signed out: a dialog with Sign In and Create Account links carrying the slug; no request', async () => {
    const api = fakeApi({});
    render(<ClaimControl kind="organization" slug="cfs" />);
    const button = screen.getByRole('button', { name: 'Claim This Organization to Edit' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to claim this organization' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?org-slug=cfs');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/create-account?org-slug=cfs');
    expect(api.requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(window.location.pathname + window.location.search).toBe('/sign-in?org-slug=cfs');
    api.restore();
  });

  it('signed out on a project: the links carry project-slug', async () => {
    render(<ClaimControl kind="project" slug="sparc" />);
    await userEvent.click(screen.getByRole('button', { name: 'Claim This Project to Edit' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?project-slug=sparc');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/create-account?project-slug=sparc');
  });

  it('the dialog closes (Close) and gives the focus back to the button', async () => {
    render(<ClaimControl kind="organization" slug="cfs" />);
    const button = screen.getByRole('button', { name: 'Claim This Organization to Edit' });
    await userEvent.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('account/claim (the exposed widget)', () => {
  it('mounts into the given element, follows new props and unmounts', async () => {
    setSession({ ...SIGNED_IN, organization_memberships: [approvedOrg] });
    const element = document.createElement('div');
    document.body.append(element);
    let handle!: ReturnType<typeof mount>;
    act(() => {
      handle = mount(element, { kind: 'organization', slug: 'cfs' });
    });
    expect(element.textContent).toContain('You have claimed this organization.');
    act(() => handle.update({ kind: 'organization', slug: 'other' }));
    expect(element.textContent).toContain('Claim This Organization to Edit');
    handle.unmount();
    await act(async () => {
      await Promise.resolve();
    });
    expect(element.textContent).toBe('');
    element.remove();
  });
});
