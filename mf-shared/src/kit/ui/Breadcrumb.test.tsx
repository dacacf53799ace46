import { render, screen } from '@testing-library/react';
import { Breadcrumb } from './Breadcrumb';

it('is a navigation named Breadcrumb around the link back to the list', () => {
  render(
    <Breadcrumb>
      <a href="/projects">Projects</a>
    </Breadcrumb>,
  );
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(nav).toHaveClass('breadcrumb');
  expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
});
