import { fireEvent, render, screen, within } from '@testing-library/react';
import { ShellApp } from './ShellApp';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('./areas/composeAreas', () => ({ connectRemotes: jest.fn(), retryArea: jest.fn() }));

describe('ShellApp', () => {
  it('renders header with search, a main slot and footer with the newsletter, with a skip link that focuses the main content', () => {
    window.history.replaceState(null, '', '/organizations#funders');
    render(<ShellApp />);
    expect(within(screen.getByRole('banner')).getByRole('search')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByPlaceholderText('Enter your email')).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main.querySelector('#area-slot')).not.toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(main).toHaveFocus();
    expect(window.location.hash).toBe('#funders');
  });
});
