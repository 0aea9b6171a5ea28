import type { QueryKey } from '@tanstack/react-query';
import { QueryClient, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Query options for a list read page by page or season by season: the previous answer stays on screen
 * while the next one loads, so a table does not flash empty between pages.
 */
export const keepingPrevious = <T, K extends QueryKey>(queryKey: K, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
