import { fireEvent, render, screen } from '@testing-library/react';
import { ShellApp } from './ShellApp';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('./areas/composeAreas', () => ({ connectRemotes: jest.fn(), retryArea: jest.fn() }));

describe('ShellApp', () => {
  it('renders header, a main slot and footer, with a skip link that focuses the main content', () => {
    window.history.replaceState(null, '', '/organizations#funders');
    render(<ShellApp />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main.querySelector('#area-slot')).not.toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(main).toHaveFocus();
    expect(window.location.hash).toBe('#funders');
  });
});
