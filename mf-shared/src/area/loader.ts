// A route's loader, run the same way on the server (before rendering) and in the browser (on each
// navigation): first the route's `access` (a signed-out visitor goes to sign in, and comes back
// through `next`), then the page module's own `load`.
import { redirect } from './redirect';
import type { PageModule } from './lazyPage';
import type { AreaRoute, RouteContext } from './types';

/** The account area's sign-in page (docs/product/account.md §4); `next` is honoured after signing in. */
const SIGN_IN_PATH = '/sign-in';

function signInPathFor(next: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ next }).toString()}`;
}

export async function runLoader(route: AreaRoute, module: PageModule, context: RouteContext): Promise<void> {
  if (route.access && !context.session.is_authenticated) {
    const query = context.search.toString();
    throw redirect(signInPathFor(`${context.pathname}${query ? `?${query}` : ''}`));
  }
  await module.load?.(context);
}
