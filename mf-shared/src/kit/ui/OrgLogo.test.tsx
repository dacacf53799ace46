import { fireEvent, render, screen } from '@testing-library/react';
import { initialsOf, OrgLogo, placeholderColourIndex } from './OrgLogo';

describe('OrgLogo', () => {
  it('shows the image in a fixed box', () => {
    render(<OrgLogo name="Helion Energy" src="/media/helion.png" size={64} />);
    const image = screen.getByRole('img', { name: 'Helion Energy logo' });
    expect(image).toHaveAttribute('src', '/media/helion.png');
    expect(image.parentElement).toHaveStyle({ width: '64px', height: '64px' });
  });

  it('falls back to initials when there is no logo or it fails to load', () => {
    const { rerender } = render(<OrgLogo name="Commonwealth Fusion Systems" />);
    expect(screen.getByRole('img', { name: 'Commonwealth Fusion Systems logo' })).toHaveTextContent('CF');

    rerender(<OrgLogo name="ITER" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'ITER logo' }));
    expect(screen.getByRole('img', { name: 'ITER logo' })).toHaveTextContent('IT');
  });

  it('picks the same placeholder colour for the same name', () => {
    expect(placeholderColourIndex('Tokamak Energy')).toBe(placeholderColourIndex('Tokamak Energy'));
    const indexes = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(placeholderColourIndex);
    expect(new Set(indexes).size).toBeGreaterThan(1);
    expect(indexes.every((i) => i >= 1 && i <= 6)).toBe(true);
    expect(initialsOf('  ')).toBe('?');
  });
});
