/**
 * `meta.invalidates` (docs/ARCHITECTURE.md "Shared data on the web"): a successful mutation
 * refetches the queries it names, whichever feature reads them; a failed one, or one whose
 * function form names nothing, refetches nothing.
 */
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient, invalidatesFor, type Invalidates } from './query-client';

const COUNTS = ['sync', 'count'] as const;
const DAY_COUNTS = ['sync', 'count', '2025-03-14'] as const;
const OTHER = ['notes', '2025-03-14'] as const;

/** A reader of DAY_COUNTS and OTHER, and a mutation declaring `invalidates`. */
function setup(invalidates: Invalidates, fails = false) {
  const client = createQueryClient();
  const counts = vi.fn(async () => ({ synced: 0, total: 1 }));
  const other = vi.fn(async () => 'nota');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({
      counts: useQuery({ queryKey: DAY_COUNTS, queryFn: counts }),
      other: useQuery({ queryKey: OTHER, queryFn: other }),
      write: useMutation({
        mutationFn: async (n: number) => {
          if (fails) throw new Error('refused');
          return n;
        },
        meta: { invalidates },
      }),
    }),
    { wrapper },
  );
  return { client, result, counts, other };
}

describe('meta.invalidates', () => {
  it('refetches the named queries (by prefix) after a success, and only those', async () => {
    const { result, counts, other } = setup([COUNTS]);
    await waitFor(() => expect(result.current.counts.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.other.isSuccess).toBe(true));
    expect(counts).toHaveBeenCalledTimes(1);

    await act(() => result.current.write.mutateAsync(1));
    await waitFor(() => expect(counts).toHaveBeenCalledTimes(2));
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('refetches nothing when the mutation fails', async () => {
    const { result, counts } = setup([COUNTS], true);
    await waitFor(() => expect(result.current.counts.isSuccess).toBe(true));
    await act(() => result.current.write.mutateAsync(1).catch(() => undefined));
    await waitFor(() => expect(result.current.write.isError).toBe(true));
    expect(counts).toHaveBeenCalledTimes(1);
  });

  it('the function form names keys from the result: none, nothing refetched', async () => {
    const { result, client, counts } = setup(
      invalidatesFor((n: number) => (n > 0 ? [COUNTS] : [])),
    );
    await waitFor(() => expect(result.current.counts.isSuccess).toBe(true));

    await act(() => result.current.write.mutateAsync(0));
    expect(client.getQueryState(DAY_COUNTS)?.isInvalidated).toBe(false);
    expect(counts).toHaveBeenCalledTimes(1);

    await act(() => result.current.write.mutateAsync(2));
    await waitFor(() => expect(counts).toHaveBeenCalledTimes(2));
  });
});
