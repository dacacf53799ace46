import { QueryClient } from '@tanstack/react-query';

/**
 * One per area root (and one per server render). No react-query retries: the axios client
 * already retries transient failures. `retryOnMount: false` keeps an error the server
 * rendered (a 404's not-found view, an API failure's error state) through hydration instead
 * of flipping to a loading state; the error views offer Retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, retryOnMount: false },
      mutations: { retry: false },
    },
  });
}
