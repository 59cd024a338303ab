import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';

/** Client errors (4xx) are answers, not glitches: only network failures and 5xx are retried, once. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's client; reach it through query-client-loader.ts (`getQueryClient`) so it loads only when needed. */
export const appQueryClient = createQueryClient();
