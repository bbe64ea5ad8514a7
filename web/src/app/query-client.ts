import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../lib/api-client';

/** Retries only when the server could not be reached; a server answer is final. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => error instanceof NetworkError && failureCount < 2,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
