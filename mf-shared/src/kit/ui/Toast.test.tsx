import { act, render, screen } from '@testing-library/react';
import { toast, useToastStore } from 'mf-shared';
import { Toaster } from './Toast';

describe('toast', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows a message in a polite live region and closes it after 3 s', () => {
    render(<Toaster />);
    act(() => {
      toast('URL copied to clipboard!', { kind: 'success' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('URL copied to clipboard!')).toBeInTheDocument();

    // docs/product/shell.md §10: toasts close after 3 seconds.
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('URL copied to clipboard!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('URL copied to clipboard!')).not.toBeInTheDocument();
  });

  it('can be dismissed early', () => {
    render(<Toaster />);
    act(() => {
      toast('Saved');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
