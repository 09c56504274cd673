import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_MS } from '@careerhub/shared';
import { isApiError } from '../../lib/api';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE_MS,
        staleTime: QUERY_CACHE_MS,
        refetchOnWindowFocus: false,
        // Client errors will not change by asking again; a lost connection might.
        retry: (failures, error) => failures < 2 && (!isApiError(error) || error.status === null),
      },
      mutations: { retry: false },
    },
  });
}
