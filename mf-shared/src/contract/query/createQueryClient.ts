import { QueryClient } from '@tanstack/react-query';

/**
 * One per area root (and one per server render). No react-query retries: the axios client
 * already retries transient failures. `retryOnMount: false` keeps an error the server
 * rendered (a 404's not-found view, an API failure's error state) through hydration instead
 * of flipping to a loading state; the error views offer Retry.
 */
const OPTIONS = {
  defaultOptions: {
    queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, retryOnMount: false },
    mutations: { retry: false },
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient(OPTIONS);
}

/** Server rendering: GET an API path in process, as the visitor. */
export type ServerTransport = (path: string) => Promise<{ status: number; body: unknown }>;

/**
 * A server render's query client (one per request): its queries read the API through the
 * visitor's transport (getJson's `client`), so nothing request-bound lives in a module.
 */
export class ServerQueryClient extends QueryClient {
  constructor(readonly transport: ServerTransport) {
    super(OPTIONS);
  }
}
