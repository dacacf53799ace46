import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** px number or any CSS length (default '100%') */
  width?: number | string;
  /** px number or any CSS length (default '1em') */
  height?: number | string;
  /** 'circle' for avatars/logos */
  shape?: 'rect' | 'circle';
  className?: string;
  style?: CSSProperties;
}

/** A shimmering placeholder that reserves the space of content still loading. Hidden from assistive tech. */
export function Skeleton({ width = '100%', height = '1em', shape = 'rect', className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, shape === 'circle' ? styles.circle : '', className].filter(Boolean).join(' ')}
      style={{ width, height, ...style }}
    />
  );
}
