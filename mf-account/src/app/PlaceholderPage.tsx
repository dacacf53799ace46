import { usePageTitle } from 'mf-shared';
import styles from './PlaceholderPage.module.css';

interface PlaceholderPageProps {
  /** Page heading; also the document title (none = the site name alone, as on the home page). */
  heading: string;
  pageTitle?: string;
}

/** Stands in for a page of this area until it is built. */
export function PlaceholderPage({ heading, pageTitle = heading }: PlaceholderPageProps) {
  usePageTitle(pageTitle || undefined);
  return (
    <section className={styles.page} aria-labelledby="placeholder-heading">
      <h1 id="placeholder-heading" className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.note}>This section is coming soon.</p>
    </section>
  );
}
