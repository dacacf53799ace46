import type { ReactNode } from 'react';
import styles from './Breadcrumb.module.css';

/**
 * The one breadcrumb of detail pages ('← Organizations', '← Projects', '← Articles'): the caller's
 * link (a router Link or a plain anchor), the arrow drawn before it and not read out.
 */
export function Breadcrumb({ children }: { children: ReactNode }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      {children}
    </nav>
  );
}
