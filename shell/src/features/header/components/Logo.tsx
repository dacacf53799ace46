import { SITE_NAME } from 'mf-shared/kit';
import { Link } from '../../../lib/navigation/Link';
import styles from './Logo.module.css';

/** The site mark (a stylised plasma ring) and wordmark, linking home. */
export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label={`${SITE_NAME} home`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <ellipse cx="16" cy="16" rx="13" ry="5" fill="none" stroke="currentColor" strokeWidth="2" transform="rotate(-30 16 16)" />
        <circle cx="16" cy="16" r="3.5" className={styles.core} />
      </svg>
      <span className={styles.wordmark}>{SITE_NAME}</span>
    </Link>
  );
}
