// In the browser: plain links inside an area navigate client-side only to paths of the site
// (isSitePath), and a route's loader runs on each navigation, its redirect becoming a navigation.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AreaApp } from './AreaApp';
import { lazyPage } from './lazyPage';
import { redirect } from './redirect';
import type { AreaDefinition } from './types';

function LinksPage() {
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <a href="/organizations/helion">Helion</a>
      <a href="/.//evil.example">Normalised away</a>
    </>
  );
}

const definition: AreaDefinition = {
  name: 'directory',
  routes: { '/organizations/:slug': { page: lazyPage('links', async () => ({ default: LinksPage })) } },
};

const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/organizations/cfs']}>{children}</MemoryRouter>;

it('follows a site link in the router, and leaves one that normalises to //host to the browser', async () => {
  render(<AreaApp definition={definition} queryClient={new QueryClient()} Router={Router} origin="https://site.example" />);
  expect(fireEvent.click(await screen.findByRole('link', { name: 'Helion' }))).toBe(false); // handled: default prevented
  expect(await screen.findByTestId('path')).toHaveTextContent('/organizations/helion');
  expect(fireEvent.click(screen.getByRole('link', { name: 'Normalised away' }))).toBe(true); // not handled
  expect(screen.getByTestId('path')).toHaveTextContent('/organizations/helion');
});

describe("a route's loader in the browser", () => {
  const merged: AreaDefinition = {
    name: 'directory',
    routes: {
      '/organizations/:slug': {
        page: lazyPage('org', async () => ({
          default: LinksPage,
          // A rule decided by data (here the slug stands for the API's answer): a merged company moved.
          load: async ({ params }) => {
            if (params.slug === 'old-name') throw redirect('/organizations/new-name', 301);
          },
        })),
      },
      '/profile': { access: 'signed-in', page: lazyPage('profile', async () => ({ default: () => <h1>Profile</h1> })) },
      '/sign-in': { page: lazyPage('sign-in', async () => ({ default: LinksPage })) },
    },
  };
  const at =
    (path: string) =>
    ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

  it('replaces the location with the redirect the loader threw', async () => {
    render(<AreaApp definition={merged} queryClient={new QueryClient()} Router={at('/organizations/old-name')} origin="" />);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/organizations/new-name'));
  });

  it('renders nothing of a signed-in route for a signed-out visitor, and sends them to sign in', async () => {
    render(<AreaApp definition={merged} queryClient={new QueryClient()} Router={at('/profile')} origin="" />);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/sign-in'));
    expect(screen.queryByRole('heading', { name: 'Profile' })).toBeNull();
  });
});
