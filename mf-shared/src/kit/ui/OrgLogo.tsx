import { useEffect, useState } from 'react';
import styles from './OrgLogo.module.css';

export interface OrgLogoProps {
  /** organization (or project) name: alt text and initials */
  name: string;
  src?: string | null;
  /** box size in px (default 48) */
  size?: number;
  className?: string;
}

const PLACEHOLDER_COLOURS = 6;

/** 'Commonwealth Fusion Systems' → 'CF'; 'ITER' → 'IT'. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = words[0] ?? '';
  const letters = words.length > 1 ? [first, words[1] ?? ''].map((word) => Array.from(word)[0] ?? '') : Array.from(first).slice(0, 2);
  return letters.join('').toUpperCase() || '?';
}

/** The same name always gets the same placeholder colour (1..6). */
export function placeholderColourIndex(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return (hash % PLACEHOLDER_COLOURS) + 1;
}

/** A fixed-size logo box, so lists never jump while images load; initials when there is no usable image. */
export function OrgLogo({ name, src, size = 48, className }: OrgLogoProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const box = { width: size, height: size };
  const classes = [styles.box, className].filter(Boolean).join(' ');

  if (src && !failed) {
    return (
      <span className={classes} style={box}>
        <img src={src} alt={`${name} logo`} className={styles.image} loading="lazy" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name} logo`}
      className={`${classes} ${styles.placeholder}`}
      style={{
        ...box,
        background: `var(--color-placeholder-${placeholderColourIndex(name)})`,
        fontSize: Math.max(11, Math.round(size * 0.36)),
      }}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
