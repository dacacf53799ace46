import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';

export interface AuthLayoutProps {
  heading: string;
  /** One sentence under the heading. */
  intro?: ReactNode;
  /** Shown above the form (e.g. the signed-out banner). */
  banner?: ReactNode;
  children: ReactNode;
  /** Links to the other account pages, under the form. */
  footer?: ReactNode;
}

/** The frame of the sign-in, create-account and reset-password pages: one centred card. */
export function AuthLayout({ heading, intro, banner, children, footer }: AuthLayoutProps) {
  return (
    <section className={styles.page} aria-labelledby="account-page-heading">
      <div className={styles.card}>
        {banner && <div className={styles.banner}>{banner}</div>}
        <h1 id="account-page-heading" className={styles.heading}>
          {heading}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </section>
  );
}
