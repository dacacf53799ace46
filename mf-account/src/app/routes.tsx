import { Route, Routes, useLocation } from 'react-router-dom';
import { ComingSoon, NotFound, areaForPath } from 'mf-shared';

/** The account area's pages (docs/architecture.md), each a placeholder for now. */
export const ACCOUNT_PAGES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/sign-in', heading: 'Sign in' },
  { path: '/create-account', heading: 'Create account' },
  { path: '/reset-password', heading: 'Reset password' },
  { path: '/profile', heading: 'Profile' },
  { path: '/organizations/add', heading: 'Add organization' },
  { path: '/organizations/:slug/edit', heading: 'Edit organization' },
  { path: '/projects/add', heading: 'Add project' },
  { path: '/projects/:slug/edit', heading: 'Edit project' },
  { path: '/affiliate', heading: 'Affiliate membership' },
];

/**
 * Unmatched path: not-found only when this area owns the path. single-spa may keep this
 * area mounted for a moment while another area's path is already in the address bar.
 */
function CatchAll() {
  const { pathname } = useLocation();
  return areaForPath(pathname) === 'account' ? <NotFound /> : null;
}

export function AccountRoutes() {
  return (
    <Routes>
      {ACCOUNT_PAGES.map(({ path, heading }) => (
        <Route key={path} path={path} element={<ComingSoon heading={heading} />} />
      ))}
      <Route path="*" element={<CatchAll />} />
    </Routes>
  );
}
