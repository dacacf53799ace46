/** True when `pathname` is the link's page or below it ('/' matches only the home page). */
export function isActivePath(linkTo: string, pathname: string): boolean {
  if (linkTo === '/') return pathname === '/';
  return pathname === linkTo || pathname.startsWith(`${linkTo}/`);
}
