import { render, screen } from '@testing-library/react';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('says the page could not be found, links home and sets the title', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { name: 'This page could not be found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Not found | Fusion Energy Directory');
  });
});
