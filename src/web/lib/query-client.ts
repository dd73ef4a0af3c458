/** TanStack Query client: short retries, no refetch storms on focus (the grid has live events). */
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { isBrowserOffline } from './online';

/**
 * What a successful mutation makes stale, besides what its own `onSuccess` updates
 * (docs/ARCHITECTURE.md "Shared data on the web"): a list of query keys, or a function of
 * the mutation's result and variables giving them (an empty list: nothing was written).
 * Keys of data other features read come from `src/web/data/keys.ts`.
 */
export type Invalidates =
  readonly QueryKey[] | ((data: unknown, variables: unknown) => readonly QueryKey[]);

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Query keys (prefixes) invalidated once the mutation succeeded. */
      invalidates?: Invalidates;
    };
  }
}

/**
 * `meta.invalidates` as a function of the mutation's result, typed by the caller (the
 * mutation cache hands the result on as it came).
 */
export function invalidatesFor<T, V = unknown>(
  keysOf: (data: T, variables: V) => readonly QueryKey[],
): Invalidates {
  return (data, variables) => keysOf(data as T, variables as V);
}

/** The keys a mutation's `meta.invalidates` names for its result `data` and `variables`. */
export function declaredInvalidations(
  invalidates: Invalidates | undefined,
  data: unknown,
  variables: unknown,
): readonly QueryKey[] {
  if (!invalidates) return [];
  return typeof invalidates === 'function' ? invalidates(data, variables) : invalidates;
}

/**
 * A query client as the app configures it: 4xx answers are not retried, others twice (not
 * while the browser is offline). Mutations run even when the browser says it is offline
 * (`networkMode: 'always'`): the API client then refuses them with a clear message instead
 * of TanStack pausing them to replay later, unseen. Every successful mutation invalidates
 * the keys its `meta.invalidates` declares: the one place where one feature's write
 * refreshes what another feature reads (features never import each other).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Not awaited: the mutation's own onSuccess and its caller do not wait for the refetches.
      onSuccess: (data, variables, _context, mutation) => {
        for (const queryKey of declaredInvalidations(mutation.meta?.invalidates, data, variables))
          void client.invalidateQueries({ queryKey });
      },
    }),
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
  return client;
}

/** The app's one query client. */
export const queryClient = createQueryClient();
