import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Banner } from './Banner';
import { Button, ButtonLink } from './Button';
import { CountryFlag } from './CountryFlag';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { GoldCheck } from './GoldCheck';
import { Spinner } from './Spinner';

describe('small primitives', () => {
  it('EmptyState defaults to the spec text', () => {
    render(<EmptyState />);
    expect(screen.getByText('No record found')).toBeInTheDocument();
  });

  it('ErrorState offers Retry only when it can retry', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<ErrorState message="Could not load jobs." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load jobs.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    rerender(<ErrorState onRetry={onRetry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Spinner is a named status', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('Button shows a spinner and is disabled while loading', () => {
    render(<Button loading>Subscribe</Button>);
    const button = screen.getByRole('button', { name: /Subscribe/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('ButtonLink is a link', () => {
    render(<ButtonLink to="/organizations">Browse</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/organizations');
  });

  it('Banner uses status for notices and alert for errors', () => {
    const { rerender } = render(<Banner kind="success">Your email address has been verified.</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('Your email address has been verified.');
    rerender(<Banner kind="error">Nope</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Nope');
  });

  it('GoldCheck is labelled for assistive technology', () => {
    render(<GoldCheck />);
    expect(screen.getByRole('img', { name: 'Affiliate member' })).toBeInTheDocument();
  });

  it('CountryFlag shows the image, then the emoji if the image fails, and nothing without either', () => {
    const { container, rerender } = render(<CountryFlag url="/api/flags/us.svg" emoji="🇺🇸" country="United States" />);
    const image = screen.getByRole('img', { name: 'United States flag' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'United States flag' })).toHaveTextContent('🇺🇸');
    rerender(<CountryFlag key="empty" />);
    expect(container).toBeEmptyDOMElement();
  });
});
