import { SearchBox } from '../../search/components/SearchBox';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import styles from './Header.module.css';

export interface HeaderProps {
  pathname: string;
}

/** Site header (docs/product/shell.md §2, §3): logo, main navigation, search, account entry; a menu button below 960 px. */
export function Header({ pathname }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <NavLinks pathname={pathname} className={styles.links} linkClassName={styles.link} />
        </nav>
        <SearchBox />
        <div className={styles.account}>
          <AccountMenu pathname={pathname} />
        </div>
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}
