import type { ReactNode } from 'react';
import styles from './Banner.module.css';

type BannerKind = 'success' | 'review' | 'error' | 'info';

export interface BannerProps {
  /** success: green (e.g. 'Your email address has been verified.'); review: purple (under review); error: red; info: blue */
  kind?: BannerKind;
  children: ReactNode;
  className?: string;
}

export function Banner({ kind = 'info', children, className }: BannerProps) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={[styles.banner, styles[kind], className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
