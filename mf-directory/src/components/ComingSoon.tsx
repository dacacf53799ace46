import { usePageTitle } from 'mf-shared';
import styles from './ComingSoon.module.css';

export interface ComingSoonProps {
  title: string;
  /** One sentence on what the page will hold. */
  summary: string;
}

/** Placeholder for directory pages that are not built yet. */
export function ComingSoon({ title, summary }: ComingSoonProps) {
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="coming-soon-heading">
      <h1 id="coming-soon-heading" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.summary}>{summary}</p>
      <p className={styles.notice}>Coming soon</p>
    </section>
  );
}
