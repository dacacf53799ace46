import { render, screen } from '@testing-library/react';
import { AreaRoot } from './AreaRoot';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<AreaRoot />);
}

describe('content area routes', () => {
  it.each([
    ['/', 'Home'],
    ['/articles', 'Articles'],
    ['/articles/iter-first-plasma', 'Article'],
    ['/updates', 'Updates'],
    ['/jobs', 'Jobs'],
    ['/about', 'About'],
    ['/terms-of-use', 'Terms of Use'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('%s shows the %s page', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('This section is coming soon.')).toBeInTheDocument();
  });

  it('sets the page title', async () => {
    renderAt('/about');
    await screen.findByRole('heading', { name: 'About' });
    expect(document.title).toBe('About | Fusion Energy Directory');
  });

  it('marks its root with the area name and build label', () => {
    const { container } = renderAt('/about');
    const root = container.querySelector('[data-area="content"]');
    expect(root).not.toBeNull();
    expect(root).toHaveAttribute('data-build', 'test');
  });

  it('redirects /article to /articles', async () => {
    renderAt('/article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/articles');
  });

  it('redirects /article/{slug} to /articles/{slug}', async () => {
    renderAt('/article/iter-first-plasma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/articles/iter-first-plasma');
  });

  it('renders nothing on a path another area owns', () => {
    const { container } = renderAt('/organizations');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[data-area="content"]')?.textContent).toBe('');
  });
});
