import type { ReactNode } from 'react';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import styles from './Header.module.css';

export interface HeaderProps {
  pathname: string;
  /** The search box; the shell's app/ composes it in (features do not import each other). */
  search?: ReactNode;
}

/** Site header (docs/product/shell.md §2, §3): logo, main navigation, search, account entry; a menu button below 960 px. */
export function Header({ pathname, search }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <NavLinks pathname={pathname} className={styles.links} linkClassName={styles.link} />
        </nav>
        {search}
        <div className={styles.account}>
          <AccountMenu pathname={pathname} />
        </div>
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}
