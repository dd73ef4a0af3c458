/**
 * The live event stream (docs/ARCHITECTURE.md "Life of a live event"): one `EventSource('/api/events')` per
 * tab, shared by every subscriber and open while at least one is subscribed. Each feature
 * subscribes its own cache invalidation (appointments: days; notes: notes), so this file
 * knows nothing of query keys. Events carrying this tab's own origin are skipped (every
 * mutation here already refreshes what it changed). After a dropped connection comes back,
 * `onReconnect` runs, since events may have been missed meanwhile; so it does on a `resync`
 * event (the server's own feed was interrupted: docs/RESILIENCE.md "Live events after a
 * reconnect"). EventSource reconnects by itself after a network drop, but gives up for good
 * when an attempt is answered with an error status (a 503 while the database is away, a
 * 401): such a closed stream is opened again here after a back-off (1 s doubling to 30 s),
 * for as long as someone is subscribed.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { isGridEvent, streamEvents, type GridEvent } from '@shared/contracts/events';
import { buildUrl } from '@shared/contracts/endpoint';
import { TAB_ORIGIN } from './origin';

/** What a subscriber reacts to. */
export type LiveHandler = {
  /** An event written by another tab or desk. */
  onEvent: (event: GridEvent) => void;
  /** The stream came back after a drop: refresh whatever may have been missed. */
  onReconnect?: () => void;
  /** The stream dropped (server gone, network lost, or a failed reconnect attempt). */
  onDrop?: () => void;
};

const handlers = new Set<LiveHandler>();
let source: EventSource | null = null;
/** First wait before reopening a stream the browser closed, ms (doubles up to `REOPEN_MAX_MS`). */
export const REOPEN_MIN_MS = 1000;
/** Longest wait before reopening a closed stream, ms. */
export const REOPEN_MAX_MS = 30_000;
/** `EventSource.CLOSED`: the browser gave the stream up and will not retry it. */
const CLOSED = 2;
let reopenMs = REOPEN_MIN_MS;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;
/** True after a drop, until a stream opens again (then `onReconnect` runs). */
let dropped = false;

function reconnected(): void {
  for (const h of [...handlers]) h.onReconnect?.();
}

function open(): void {
  if (source || reopenTimer || typeof EventSource === 'undefined') return;
  const es = new EventSource(buildUrl(streamEvents));
  es.onmessage = (msg) => {
    let event: unknown;
    try {
      event = JSON.parse(String(msg.data));
    } catch {
      return;
    }
    if (!isGridEvent(event) || event.origin === TAB_ORIGIN) return;
    if (event.type === 'resync') return reconnected();
    for (const h of [...handlers]) h.onEvent(event);
  };
  es.onerror = () => {
    dropped = true;
    for (const h of [...handlers]) h.onDrop?.();
    // CLOSED: the browser will not retry (an error status); open a new one after a while.
    if (es.readyState !== CLOSED || source !== es) return;
    es.close();
    source = null;
    if (handlers.size === 0) return;
    const wait = reopenMs;
    reopenMs = Math.min(reopenMs * 2, REOPEN_MAX_MS);
    reopenTimer = setTimeout(() => {
      reopenTimer = null;
      if (handlers.size > 0) open();
    }, wait);
  };
  es.onopen = () => {
    reopenMs = REOPEN_MIN_MS;
    if (!dropped) return;
    dropped = false;
    reopenMs = REOPEN_MIN_MS;
    reconnected();
  };
  source = es;
}

/**
 * Adds a handler, opening the tab's stream if it is the first; returns the unsubscribe
 * function, which closes the stream when the last handler leaves.
 */
export function subscribeLiveEvents(handler: LiveHandler): () => void {
  handlers.add(handler);
  open();
  return () => {
    handlers.delete(handler);
    if (handlers.size > 0) return;
    source?.close();
    source = null;
    if (reopenTimer) clearTimeout(reopenTimer);
    reopenTimer = null;
    dropped = false;
    reopenMs = REOPEN_MIN_MS;
  };
}

/** Subscribes `handler` for as long as the calling component is mounted (latest handler used). */
export function useLiveEvents(handler: LiveHandler): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      subscribeLiveEvents({
        onEvent: (e) => latest.current.onEvent(e),
        onReconnect: () => latest.current.onReconnect?.(),
        onDrop: () => latest.current.onDrop?.(),
      }),
    [],
  );
}
