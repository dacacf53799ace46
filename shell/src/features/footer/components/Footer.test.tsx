import { render, screen, within } from '@testing-library/react';
import { Footer, LICENCE_URL } from './Footer';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('Footer', () => {
  it('has the newsletter box it is given, licence and copyright line, terms, privacy and social links', () => {
    render(<Footer newsletter={<form aria-label="Newsletter stand-in" />} />);
    expect(within(screen.getByRole('contentinfo')).getByRole('form', { name: 'Newsletter stand-in' })).toBeInTheDocument();
    expect(screen.getByText(/Content available under/)).toHaveTextContent(
      'Content available under CC BY-NC 4.0. © 2019-2025 Fusion Energy Directory.',
    );
    expect(screen.getByRole('link', { name: 'CC BY-NC 4.0' })).toHaveAttribute('href', LICENCE_URL);
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Twitter / X' })).toHaveAttribute('href', expect.stringContaining('x.com'));
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', expect.stringContaining('linkedin.com'));
  });
});
