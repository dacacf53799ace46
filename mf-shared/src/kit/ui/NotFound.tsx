import { usePageTitle } from '../site/title';
import styles from './NotFound.module.css';

/**
 * The generic not-found view (docs/product/shell.md §8). A plain link: inside an area, mf-shared/area
 * turns clicks on site links into client-side navigation; in the shell, the slot does.
 */
export function NotFound() {
  usePageTitle('Not found');
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        This page could not be found.
      </h1>
      <a href="/" className={styles.home}>
        Go to the home page
      </a>
    </section>
  );
}
