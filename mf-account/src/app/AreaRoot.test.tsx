import { render, screen } from '@testing-library/react';
import { AreaRoot } from './AreaRoot';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<AreaRoot />);
}

describe('account area routes', () => {
  it.each([
    ['/sign-in', 'Sign in'],
    ['/create-account', 'Create account'],
    ['/reset-password', 'Reset password'],
    ['/profile', 'Profile'],
    ['/organizations/add', 'Add organization'],
    ['/organizations/tokamak-energy/edit', 'Edit organization'],
    ['/projects/add', 'Add project'],
    ['/projects/sparc/edit', 'Edit project'],
    ['/affiliate', 'Affiliate membership'],
  ])('%s shows the %s page', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('This section is coming soon.')).toBeInTheDocument();
  });

  it('sets the page title', async () => {
    renderAt('/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(document.title).toBe('Sign in | Fusion Energy Directory');
  });

  it('marks its root with the area name and build label', () => {
    const { container } = renderAt('/profile');
    expect(container.querySelector('[data-area="account"]')).toHaveAttribute('data-build', 'test');
  });

  it('renders nothing on a path another area owns', () => {
    const { container } = renderAt('/organizations/tokamak-energy');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[data-area="account"]')?.textContent).toBe('');
  });
});
