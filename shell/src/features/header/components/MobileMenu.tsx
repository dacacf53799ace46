import { useEffect, useId, useState } from 'react';
import { useSession } from 'mf-shared';
import { Link } from '../../../lib/navigation/Link';
import { isActivePath } from '../../../lib/navigation/isActivePath';
import { useSignOut } from '../hooks/useSignOut';
import { NavLinks } from './NavLinks';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  pathname: string;
}

/**
 * Below 960 px: a menu button revealing the same entries, the account entry and
 * an email subscribe box that, per docs/product/shell.md §3, is not wired to any call.
 */
export function MobileMenu({ pathname }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const emailId = useId();
  const isAuthenticated = useSession((session) => session.is_authenticated);
  const signOut = useSignOut();
  const close = () => setOpen(false);

  // Any navigation (from the menu or elsewhere) closes it.
  useEffect(close, [pathname]);

  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      {/* Escape anywhere inside the open panel closes it; its links and buttons are the controls. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <nav aria-label="Mobile">
          <NavLinks pathname={pathname} className={styles.links} linkClassName={styles.link} onNavigate={close} />
        </nav>
        <div className={styles.account}>
          {isAuthenticated ? (
            <>
              <Link to="/profile" className={styles.link} aria-current={isActivePath('/profile', pathname) ? 'page' : undefined}>
                Profile
              </Link>
              <button
                type="button"
                className={styles.signOut}
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                Sign out
              </button>
            </>
          ) : (
            <Link to="/sign-in" className={styles.link} aria-current={isActivePath('/sign-in', pathname) ? 'page' : undefined}>
              Sign In
            </Link>
          )}
        </div>
        <form className={styles.subscribe} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={emailId} className={styles.subscribeLabel}>
            Get fusion industry news by email
          </label>
          <div className={styles.subscribeRow}>
            <input id={emailId} type="email" placeholder="Enter your email" className={styles.input} autoComplete="email" />
            <button type="submit" className={styles.subscribeButton}>
              Subscribe
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
