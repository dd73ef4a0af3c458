/**
 * The tab's live stream (`live-events.ts`): a stream the browser gave up (an attempt answered
 * 503 or 401 closes an EventSource for good) is opened again after a back-off, and the
 * subscribers refresh once it is back; a `resync` event from the server refreshes them too.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REOPEN_MIN_MS, subscribeLiveEvents } from './live-events';

/** Every EventSource the module opened, driven by the test. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readyState = 0;
  onmessage: ((msg: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  /** The server answered with an error status: the browser closes the stream for good. */
  refuse() {
    this.readyState = 2;
    this.onerror?.();
  }
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live events stream', () => {
  it('reopens a stream the browser closed, backing off, and refreshes once it is back', () => {
    const onReconnect = vi.fn();
    const onEvent = vi.fn();
    const unsubscribe = subscribeLiveEvents({ onEvent, onReconnect });
    expect(FakeEventSource.all).toHaveLength(1);
    FakeEventSource.all[0]!.accept();
    FakeEventSource.all[0]!.refuse();
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    vi.advanceTimersByTime(REOPEN_MIN_MS - 1);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(2);
    // Refused again: the next wait is twice as long.
    FakeEventSource.all[1]!.refuse();
    vi.advanceTimersByTime(2 * REOPEN_MIN_MS - 1);
    expect(FakeEventSource.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(3);
    expect(onReconnect).not.toHaveBeenCalled();
    FakeEventSource.all[2]!.accept();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(FakeEventSource.all[2]!.closed).toBe(true);
  });

  it('does not reopen once nobody is subscribed', () => {
    const unsubscribe = subscribeLiveEvents({ onEvent: () => {} });
    FakeEventSource.all[0]!.refuse();
    unsubscribe();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('refreshes the subscribers on a resync event instead of handing it on', () => {
    const onReconnect = vi.fn();
    const onEvent = vi.fn();
    const unsubscribe = subscribeLiveEvents({ onEvent, onReconnect });
    const es = FakeEventSource.all[0]!;
    es.accept();
    es.emit({ type: 'resync' });
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(onEvent).not.toHaveBeenCalled();
    es.emit({ type: 'credit' });
    expect(onEvent).toHaveBeenCalledWith({ type: 'credit' });
    unsubscribe();
  });
});
