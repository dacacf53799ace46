import { QueryClient } from '@tanstack/react-query';

/** One per area root. No react-query retries: the axios client already retries transient failures. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
