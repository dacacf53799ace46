import { render, screen } from '@testing-library/react';
import { StatusPill } from './StatusPill';

describe('StatusPill', () => {
  it('shows the text in the review tone unless told otherwise', () => {
    render(
      <>
        <StatusPill>Under Review</StatusPill>
        <StatusPill tone="neutral" className="extra">
          Draft
        </StatusPill>
      </>,
    );
    expect(screen.getByText('Under Review')).toHaveClass('pill', 'review');
    expect(screen.getByText('Draft')).toHaveClass('pill', 'neutral', 'extra');
    expect(screen.getByText('Draft')).not.toHaveClass('review');
  });
});
