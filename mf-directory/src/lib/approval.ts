// docs/product/directory.md §5: an organization or a project not approved yet answers 404
// to everyone but its approved claimers and staff (api/src/resources/contributions/access.ts),
// and such a visitor is sent to /not-found; an unknown slug shows the not-found view in place
// (docs/product/shell.md §8). The API adds { reason: 'unapproved' } only for the site's server render (in
// process, api/src/http/in-process.ts), so the public API is no existence oracle: the server
// render answers the redirect as a 302 (loadEntity). In the browser the API's answer has no
// reason, so the entry looks unknown (were one given, the loader would navigate there, replace).
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isNotFoundError } from 'mf-shared';
import { redirect } from 'mf-shared/area';

const NOT_FOUND_PATH = '/not-found';

/** Is this the API's 404 for an entity the visitor may not see yet (body reason 'unapproved')? */
function isUnapprovedError(error: unknown): boolean {
  if (!isNotFoundError(error)) return false;
  const data = (error as { data?: unknown }).data;
  return typeof data === 'object' && data !== null && (data as { reason?: unknown }).reason === 'unapproved';
}

/** A detail page's `load`: prefetch the entity; if it is not approved for this visitor, redirect to /not-found. */
export async function loadEntity<T, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, TKey>,
): Promise<void> {
  await queryClient.prefetchQuery(options);
  if (isUnapprovedError(queryClient.getQueryState(options.queryKey)?.error)) throw redirect(NOT_FOUND_PATH);
}
