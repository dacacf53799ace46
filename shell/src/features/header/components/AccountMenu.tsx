import { useRef, useState, type FocusEvent } from 'react';
import { useSession } from 'mf-shared';
import { Link } from '../../../lib/navigation/Link';
import { isActivePath } from '../../../lib/navigation/isActivePath';
import { useSignOut } from '../hooks/useSignOut';
import styles from './AccountMenu.module.css';

export interface AccountMenuProps {
  pathname: string;
}

/**
 * Signed out: 'Sign In' → /sign-in. Signed in: 'Profile' → /profile with a menu
 * offering 'Sign out', opened by hovering or by keyboard focus (docs/product/shell.md §2).
 */
export function AccountMenu({ pathname }: AccountMenuProps) {
  const isAuthenticated = useSession((session) => session.is_authenticated);
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  if (!isAuthenticated) {
    return (
      <Link to="/sign-in" className={styles.entry} aria-current={isActivePath('/sign-in', pathname) ? 'page' : undefined}>
        Sign In
      </Link>
    );
  }

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // A hover/focus wrapper: the link and the menu button inside are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={containerRef}
      className={styles.container}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Link to="/profile" className={styles.entry} aria-current={isActivePath('/profile', pathname) ? 'page' : undefined}>
        Profile
      </Link>
      <div className={styles.menu} hidden={!open}>
        <button
          type="button"
          className={styles.menuItem}
          onClick={() => {
            setOpen(false);
            void signOut();
          }}
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
