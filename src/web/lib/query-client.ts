/** TanStack Query client: short retries, no refetch storms on focus (the grid has live events). */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { isBrowserOffline } from './online';

/**
 * The app's one query client: 4xx answers are not retried, others twice (not while the
 * browser is offline). Mutations run even when the browser says it is offline
 * (`networkMode: 'always'`): the API client then refuses them with a clear message instead
 * of TanStack pausing them to replay later, unseen.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Offline, a failed read (a day the service worker has not kept) fails at once instead
      // of waiting paused; reconnecting refetches it.
      retry: (count, err) =>
        !(err instanceof ApiError && err.status >= 400 && err.status < 500) &&
        count < 2 &&
        !isBrowserOffline(),
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'always' },
  },
});
