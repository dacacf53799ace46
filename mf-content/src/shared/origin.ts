// The site's origin for share links: the same string on the server and in the hydrating render.
// The server's `load` stores the request's origin in the query cache (dehydrated with the
// page); a client-side visit reads the browser's.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useHydrated } from 'mf-shared/area';

const SITE_ORIGIN_KEY = ['site', 'origin'] as const;

export function rememberOrigin(queryClient: QueryClient, origin: string): void {
  queryClient.setQueryData(SITE_ORIGIN_KEY, origin);
}

export function useSiteOrigin(): string {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const fromServer = queryClient.getQueryData<string>(SITE_ORIGIN_KEY);
  if (fromServer) return fromServer;
  return hydrated && typeof window !== 'undefined' ? window.location.origin : '';
}
