import type { ReactNode } from 'react';
import styles from './ContributionLayout.module.css';

export interface ContributionLayoutProps {
  heading: string;
  intro?: ReactNode;
  /** Above the heading (e.g. the under-review banner). */
  banner?: ReactNode;
  children: ReactNode;
  /** 'narrow' for the add forms, 'wide' for the edit screens. */
  width?: 'narrow' | 'wide';
}

/** The frame of the add and edit screens. */
export function ContributionLayout({ heading, intro, banner, children, width = 'wide' }: ContributionLayoutProps) {
  return (
    <section className={`${styles.page} ${styles[width]}`} aria-labelledby="contribution-heading">
      {banner && <div className={styles.banner}>{banner}</div>}
      <h1 id="contribution-heading" className={styles.heading}>
        {heading}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
