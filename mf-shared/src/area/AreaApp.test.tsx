// Plain links inside an area navigate client-side only to paths of the site (isSitePath).
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AreaApp } from './AreaApp';
import { lazyPage } from './lazyPage';
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
  render(<AreaApp definition={definition} queryClient={new QueryClient()} Router={Router} />);
  expect(fireEvent.click(await screen.findByRole('link', { name: 'Helion' }))).toBe(false); // handled: default prevented
  expect(await screen.findByTestId('path')).toHaveTextContent('/organizations/helion');
  expect(fireEvent.click(screen.getByRole('link', { name: 'Normalised away' }))).toBe(true); // not handled
  expect(screen.getByTestId('path')).toHaveTextContent('/organizations/helion');
});
