import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { groupToken, initialsOf, OrgLogo, placeholderColourIndex } from './OrgLogo';

// The seven tag groups of spec 000 §3.
const TAG_GROUPS = [
  'Fusion Developers',
  'Supply Chain & Services',
  'Investors & Capital Providers',
  'Government & Public Sector',
  'Academia & Research',
  'Ecosystem & Advocacy',
  'Specialized Applications',
];

/** The custom properties of tokens.css, `var(--x)` values resolved. */
function tokens(): Map<string, string> {
  const css = readFileSync(path.join(__dirname, '../../styles/tokens.css'), 'utf8');
  const values = new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
  const resolve = (value: string): string => value.replace(/var\((--[\w-]+)\)/, (_, name: string) => resolve(values.get(name) ?? ''));
  return new Map([...values].map(([name, value]) => [name, resolve(value)]));
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('OrgLogo', () => {
  it('shows the image in a fixed box', () => {
    render(<OrgLogo name="Helion Energy" src="/media/helion.png" size={64} group="Fusion Developers" />);
    const image = screen.getByRole('img', { name: 'Helion Energy logo' });
    expect(image).toHaveAttribute('src', '/media/helion.png');
    expect(image.parentElement).toHaveStyle({ width: '64px', height: '64px' });
  });

  it('falls back to a monogram when there is no logo or it fails to load', () => {
    const { rerender } = render(<OrgLogo name="Commonwealth Fusion Systems" />);
    expect(screen.getByRole('img', { name: 'Commonwealth Fusion Systems logo' })).toHaveTextContent('CF');

    rerender(<OrgLogo name="ITER" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'ITER logo' }));
    expect(screen.getByRole('img', { name: 'ITER logo' })).toHaveTextContent(/^I$/);
  });

  it('makes a monogram of one or two letters, skipping small words', () => {
    expect(initialsOf('University of Seville')).toBe('US');
    expect(initialsOf('Max Planck Institute for Plasma Physics')).toBe('MP');
    expect(initialsOf('Helion')).toBe('H');
    expect(initialsOf('proxima fusion')).toBe('PF');
    expect(initialsOf('  ')).toBe('?');
  });

  it("colours the monogram by the organization's tag group, falling back to the name's tint", () => {
    const { rerender } = render(<OrgLogo name="Breakthrough Energy Ventures" group="Investors & Capital Providers" />);
    const monogram = () => screen.getByRole('img', { name: 'Breakthrough Energy Ventures logo' });
    expect(monogram().style.getPropertyValue('--logo-bg')).toMatch(/^var\(--color-logo-investors-capital-providers, /);
    expect(monogram().style.getPropertyValue('--logo-ink')).toMatch(/^var\(--color-logo-investors-capital-providers-ink, /);

    rerender(<OrgLogo name="Breakthrough Energy Ventures" />);
    expect(monogram().style.getPropertyValue('--logo-bg')).toBe(
      `var(--color-placeholder-${placeholderColourIndex('Breakthrough Energy Ventures')})`,
    );
    expect(monogram().style.getPropertyValue('--logo-ink')).toBe('var(--color-ink)');
  });

  it('has a colour token for every tag group, and every monogram is at least 4.5:1', () => {
    const values = tokens();
    for (const group of TAG_GROUPS) {
      const background = values.get(groupToken(group));
      const ink = values.get(`${groupToken(group)}-ink`);
      expect([group, background, ink]).toEqual([group, expect.stringMatching(/^#[0-9a-f]{6}$/), expect.stringMatching(/^#[0-9a-f]{6}$/)]);
      expect([group, contrast(background!, ink!)]).toEqual([group, expect.any(Number)]);
      expect(contrast(background!, ink!)).toBeGreaterThanOrEqual(4.5);
    }
    for (let index = 1; index <= 6; index++) {
      expect(contrast(values.get(`--color-placeholder-${index}`)!, values.get('--color-ink')!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks the same placeholder tint for the same name', () => {
    expect(placeholderColourIndex('Tokamak Energy')).toBe(placeholderColourIndex('Tokamak Energy'));
    const indexes = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(placeholderColourIndex);
    expect(new Set(indexes).size).toBeGreaterThan(1);
    expect(indexes.every((i) => i >= 1 && i <= 6)).toBe(true);
  });
});
