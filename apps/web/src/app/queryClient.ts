import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../ui/apiError';

const MAX_RETRIES = 2;

/** A 4xx will fail the same way again; only a dropped connection or a server fault may pass on retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return error instanceof ApiError && (error.isNetworkError || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
