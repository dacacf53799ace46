import { Link, useInRouterContext } from 'react-router-dom';
import { usePageTitle } from '../site/title';
import styles from './NotFound.module.css';

/** The generic not-found view (spec 000 §2). Works inside or outside a router. */
export function NotFound() {
  usePageTitle('Not found');
  const inRouter = useInRouterContext();
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        This page could not be found.
      </h1>
      {inRouter ? (
        <Link to="/" className={styles.home}>
          Go to the home page
        </Link>
      ) : (
        <a href="/" className={styles.home}>
          Go to the home page
        </a>
      )}
    </section>
  );
}
