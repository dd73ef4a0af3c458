/**
 * The live event stream (docs/ARCHITECTURE.md "Life of a live event"): one `EventSource('/api/events')` per
 * tab, shared by every subscriber and open while at least one is subscribed. Each feature
 * subscribes its own cache invalidation (appointments: days; notes: notes), so this file
 * knows nothing of query keys. Events carrying this tab's own origin are skipped (every
 * mutation here already refreshes what it changed). After a dropped connection comes back,
 * `onReconnect` runs, since events may have been missed meanwhile. EventSource reconnects
 * by itself.
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

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  const es = new EventSource(buildUrl(streamEvents));
  let dropped = false;
  es.onmessage = (msg) => {
    let event: unknown;
    try {
      event = JSON.parse(String(msg.data));
    } catch {
      return;
    }
    if (!isGridEvent(event) || event.origin === TAB_ORIGIN) return;
    for (const h of [...handlers]) h.onEvent(event);
  };
  es.onerror = () => {
    dropped = true;
    for (const h of [...handlers]) h.onDrop?.();
  };
  es.onopen = () => {
    if (!dropped) return;
    dropped = false;
    for (const h of [...handlers]) h.onReconnect?.();
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
    if (handlers.size === 0 && source) {
      source.close();
      source = null;
    }
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
