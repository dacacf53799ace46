import { Navigate } from 'react-router-dom';

/**
 * Leaves a page whose data says the visitor may not see it. In the browser a replace-navigation;
 * on the server nothing: there the area's render answers a 302 instead (redirectAfterLoad, mf-shared/area).
 */
export function Redirect({ to }: { to: string }) {
  if (__SERVER__) return null;
  return <Navigate to={to} replace />;
}
