/**
 * The `settings` live event (docs/ARCHITECTURE.md "Life of a live event", "Shared data on
 * the web"): it invalidates the one shared entry of the section, so every screen reading
 * it (here a settings form and the SYNC box's tool address, two observers of
 * `settingsQuery('tool')`) refreshes with a single request; this tab's own echo is skipped.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '@web/lib/query-client';
import { TAB_ORIGIN } from '@web/lib/origin';
import { settingsKeys } from './keys';
import { useSharedDataLiveUpdates } from './live';
import { settingsQuery, toolServer } from './settings';

/** The tab's EventSource, driven by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onmessage: ((msg: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {}
  emit(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

let server = 'http://127.0.0.1:1987';
const fetchMock = vi.fn(
  async () =>
    new Response(JSON.stringify({ server, id_wa: '' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
);

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  server = 'http://127.0.0.1:1987';
});

function render() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useSharedDataLiveUpdates();
      return {
        form: useQuery(settingsQuery('tool')),
        syncBox: useQuery({ ...settingsQuery('tool'), select: toolServer, staleTime: Infinity }),
      };
    },
    { wrapper },
  );
  return { client, result };
}

describe('settings live event', () => {
  it('refetches the shared section once; every reader sees the new value', async () => {
    const { client, result } = render();
    await waitFor(() => expect(result.current.syncBox.data).toBe('http://127.0.0.1:1987'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    server = 'http://127.0.0.1:2000';
    act(() => FakeEventSource.last!.emit({ type: 'settings', section: 'tool', origin: 'desk-2' }));
    await waitFor(() => expect(result.current.syncBox.data).toBe('http://127.0.0.1:2000'));
    expect(result.current.form.data?.value.server).toBe('http://127.0.0.1:2000');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(client.getQueryCache().findAll({ queryKey: settingsKeys.all() })).toHaveLength(1);
  });

  it("skips this tab's own echo and other sections", async () => {
    const { client, result } = render();
    await waitFor(() => expect(result.current.form.isSuccess).toBe(true));
    act(() => {
      FakeEventSource.last!.emit({ type: 'settings', section: 'tool', origin: TAB_ORIGIN });
      FakeEventSource.last!.emit({ type: 'settings', section: 'sms', origin: 'desk-2' });
    });
    expect(client.getQueryState(settingsKeys.section('tool'))?.isInvalidated).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
