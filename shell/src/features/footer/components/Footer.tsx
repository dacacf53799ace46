import type { ReactNode } from 'react';
import { COPYRIGHT_RANGE, NAV_LINKS, SITE_NAME, SOCIAL_LINKS, type SocialLink } from 'mf-shared/kit';
import { Link } from '../../../lib/navigation/Link';
import styles from './Footer.module.css';

export const LICENCE_URL = 'https://creativecommons.org/licenses/by-nc/4.0/';

function SocialIcon({ id }: { id: SocialLink['id'] }) {
  return id === 'x' ? (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.socialIcon}>
      <path
        fill="currentColor"
        d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.socialIcon}>
      <path
        fill="currentColor"
        d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-4V9.75Z"
      />
    </svg>
  );
}

export interface FooterProps {
  /** The newsletter form; the shell's app/ composes it in (features do not import each other). */
  newsletter?: ReactNode;
}

/** Site footer (docs/product/shell.md §5): newsletter, links, licence and copyright, social links. */
export function Footer({ newsletter }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          {newsletter}
          <nav aria-label="Footer">
            <ul className={styles.links}>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/privacy-policy" className={styles.link}>
                  Privacy Policy
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <div className={styles.bottom}>
          <p className={styles.legal}>
            Content available under{' '}
            <a href={LICENCE_URL} className={styles.link} rel="license noopener noreferrer" target="_blank">
              CC BY-NC 4.0
            </a>
            . © {COPYRIGHT_RANGE} {SITE_NAME}.{' '}
            <Link to="/terms-of-use" className={styles.link}>
              Terms of Use
            </Link>
          </p>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.id}>
                <a href={social.href} className={styles.socialLink} target="_blank" rel="noopener noreferrer" aria-label={social.label}>
                  <SocialIcon id={social.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
