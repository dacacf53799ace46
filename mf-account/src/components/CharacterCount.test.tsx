import { render, screen } from '@testing-library/react';
import { CharacterCount } from './CharacterCount';

function Field({ length }: { length: number }) {
  return (
    <>
      <textarea aria-label="Description" aria-describedby="count" />
      <p id="count">
        <CharacterCount length={length} max={160} />
      </p>
    </>
  );
}

describe('CharacterCount', () => {
  it('counts quietly within the limit: no danger colour, nothing in its status', () => {
    render(<Field length={160} />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('160 of 160 characters');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText(/160 of 160 characters/)).not.toHaveClass('overLimit');
  });

  it('past the limit: the danger colour, and words that say by how much, in a polite status', () => {
    const { rerender } = render(<Field length={172} />);
    const status = screen.getByRole('status');
    // role=status is a polite live region: read when it changes, without interrupting.
    expect(status).toHaveTextContent('12 over the limit');
    expect(screen.getByText(/172 of 160 characters/)).toHaveClass('overLimit');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('172 of 160 characters 12 over the limit');
    rerender(<Field length={1_161} />);
    expect(screen.getByRole('status')).toHaveTextContent('1,001 over the limit');
    // The same live region, so a screen reader hears the change.
    expect(screen.getByRole('status')).toBe(status);
  });
});
