import { NAV_LINKS, type NavLink } from 'mf-shared/kit';
import { Link } from '../../../lib/navigation/Link';
import { isActivePath } from '../../../lib/navigation/isActivePath';

export interface NavLinksProps {
  pathname: string;
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
  links?: readonly NavLink[];
}

/** The configurable main navigation (mf-shared NAV_LINKS); the current page gets aria-current. */
export function NavLinks({ pathname, className, linkClassName, onNavigate, links = NAV_LINKS }: NavLinksProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className={linkClassName}
            aria-current={isActivePath(link.to, pathname) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
