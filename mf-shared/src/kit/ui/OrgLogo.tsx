import { useEffect, useState, type CSSProperties } from 'react';
import styles from './OrgLogo.module.css';

export interface OrgLogoProps {
  /** organization (or project) name: alt text and monogram */
  name: string;
  src?: string | null;
  /** the organization's tag group ('Fusion Developers'…): the monogram's colour */
  group?: string | null;
  /** box size in px (default 48) */
  size?: number;
  className?: string;
}

const PLACEHOLDER_COLOURS = 6;

/**
 * 1–2 letters: the initials of the first two capitalised words ('University of Seville' → 'US'),
 * or the first letter of a single word ('Helion' → 'H', 'ITER' → 'I').
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const capitalised = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word));
  const chosen = (capitalised.length ? capitalised : words).slice(0, 2);
  return (
    chosen
      .map((word) => Array.from(word)[0])
      .join('')
      .toUpperCase() || '?'
  );
}

/** The same name always gets the same placeholder colour (1..6). */
export function placeholderColourIndex(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return (hash % PLACEHOLDER_COLOURS) + 1;
}

/** 'Supply Chain & Services' → 'supply-chain-services': the name of its colour token. */
export const groupToken = (group: string) => `--color-logo-${group.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/**
 * A fixed-size logo box, so lists never jump while images load; without a usable image, a monogram
 * on its tag group's colour (a group with no token, or none: a tint picked from the name).
 */
export function OrgLogo({ name, src, group, size = 48, className }: OrgLogoProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const classes = [styles.box, className].filter(Boolean).join(' ');

  if (src && !failed) {
    return (
      <span className={classes} style={{ width: size, height: size }}>
        <img src={src} alt={`${name} logo`} className={styles.image} loading="lazy" onError={() => setFailed(true)} />
      </span>
    );
  }
  const initials = initialsOf(name);
  const tint = `var(--color-placeholder-${placeholderColourIndex(name)})`;
  const token = group ? groupToken(group) : null;
  const style = {
    width: size,
    height: size,
    // An unknown group falls back to the tint, and its letters to ink.
    '--logo-bg': token ? `var(${token}, ${tint})` : tint,
    '--logo-ink': token ? `var(${token}-ink, var(--color-ink))` : 'var(--color-ink)',
    fontSize: Math.max(11, Math.round(size * (initials.length > 1 ? 0.38 : 0.48))),
  } as CSSProperties;
  return (
    <span role="img" aria-label={`${name} logo`} className={`${classes} ${styles.monogram}`} style={style}>
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
