import { usePageTitle } from '../site/title';
import styles from './ComingSoon.module.css';

export interface ComingSoonProps {
  /** Page heading. */
  heading: string;
  /** Document title; defaults to the heading ('' = the site name alone, as on the home page). */
  pageTitle?: string;
  /** One sentence on what the page will hold. */
  summary?: string;
}

/** Stands in for a page an area has not built yet, so its route still answers. */
export function ComingSoon({ heading, pageTitle = heading, summary }: ComingSoonProps) {
  usePageTitle(pageTitle || undefined);
  return (
    <section className={styles.page} aria-labelledby="coming-soon-heading">
      <h1 id="coming-soon-heading" className={styles.heading}>
        {heading}
      </h1>
      {summary && <p className={styles.summary}>{summary}</p>}
      <p className={styles.notice}>This section is coming soon.</p>
    </section>
  );
}
