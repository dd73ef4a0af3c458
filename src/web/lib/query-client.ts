/** TanStack Query client: short retries, no refetch storms on focus (the grid has live events). */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The app's one query client: 4xx answers are not retried, others twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, err) =>
        !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
