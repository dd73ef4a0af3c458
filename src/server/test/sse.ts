/**
 * An event-stream reader for tests of `GET /api/events` on a listening server (raw HTTP:
 * the typed client does not stream): collects the events and comments, waits for an event,
 * and tells when the server ended the stream.
 */
import { streamEvents, type GridEvent as AnyEvent } from '@shared/contracts/events';
import { buildUrl } from '@shared/contracts/endpoint';

/** Day and note events carry a date; others do not (read as undefined here). */
export type StreamEvent = AnyEvent & { date?: string };

/** The stream's URL on the server at `origin` (`http://127.0.0.1:port`). */
export const eventsUrl = (origin: string) => `${origin}${buildUrl(streamEvents)}`;

/**
 * Opens the event stream at `origin` with `cookie`. `ended` resolves when the server ends
 * the stream (or the socket drops), never when `close()` aborts it.
 */
export async function openStream(cookie: string, origin: string) {
  const abort = new AbortController();
  const res = await fetch(eventsUrl(origin), { headers: { cookie }, signal: abort.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  let aborted = false;
  let endedAt: number | null = null;
  const done = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          // Not parsed with the schema: a leaked field (workshopId) must stay visible.
          if (message.startsWith('data: '))
            events.push(JSON.parse(message.slice(6)) as StreamEvent);
          else comments.push(message);
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted, or the connection dropped
    } finally {
      if (!aborted) endedAt = Date.now();
      waiters.splice(0).forEach((w) => w());
    }
  })();
  /** Resolves when an event matching `test` has arrived; rejects after `ms`. */
  const waitFor = (test: (e: StreamEvent) => boolean, ms: number) =>
    new Promise<StreamEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no event in time')), ms);
      const check = () => {
        const hit = events.find(test);
        if (hit) {
          clearTimeout(timer);
          resolve(hit);
        } else waiters.push(check);
      };
      check();
    });
  /** Resolves to the ms since `since` when the server ended the stream; rejects after `ms`. */
  const endedWithin = (since: number, ms: number) =>
    Promise.race([
      done.then(() => {
        if (endedAt === null) throw new Error('stream aborted by the test');
        return endedAt - since;
      }),
      new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms).unref(),
      ),
    ]);
  /** True while the server keeps the stream open. */
  const isOpen = () => endedAt === null;
  const close = async () => {
    aborted = endedAt === null;
    abort.abort();
    await done;
  };
  return { res, events, comments, waitFor, endedWithin, isOpen, close };
}
