/**
 * Gives the start-up's garbage back once the server is up and idle (README "Performance";
 * the figures in bench/README.md "Idle memory").
 *
 * Starting allocates far more than the server keeps (modules compiled, migrations checked,
 * serializers built: the young generation grows to 64 MB or more for a live heap of ~35 MB).
 * V8's memory reducer would shrink it after ~8 s of quiet, but it judges the allocation rate
 * from its last collections — the start-up's — and a server idle from then on never collects
 * again, so it keeps finding the rate "high" and the process stays at its start-up size
 * (180 MB on PostgreSQL instead of ~115 MB). So the server asks, once, for the collection the
 * memory reducer would have run: a full, memory-reducing ("last-resort") collection, when the
 * event loop has been idle. Under load the heap grows again as it needs to.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/** V8's `gc()` with its options (`--expose-gc`). */
export type GcFunction = (options?: {
  type?: 'major' | 'minor';
  execution?: 'sync' | 'async';
  flavor?: 'regular' | 'last-resort';
}) => unknown;

/** First look after the start, ms (V8's own memory reducer waits 8 s). */
export const RELEASE_AFTER_MS = 10_000;
/** Further looks while the server is busy, this far apart, ms. */
export const RETRY_EVERY_MS = 10_000;
/** Looks before giving up (a server busy from its start never needed it). */
export const MAX_TRIES = 6;
/** The event loop counts as idle below this utilisation over the last interval (0–1). */
export const IDLE_UTILIZATION = 0.05;

/**
 * V8's `gc` function without `--expose-gc` on the command line or a global `gc`: the flag set
 * at run time, the function taken from a fresh context (Node's documented way). Null when
 * V8 refuses.
 */
export function exposeGc(): GcFunction | null {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as GcFunction) : null;
  } catch {
    return null;
  }
}

export type ReleaseOptions = {
  /** The collection to run (default `exposeGc()`). */
  gc?: GcFunction | null;
  /** Event-loop utilisation since `previous` (default `performance.eventLoopUtilization`). */
  utilization?: (previous?: EventLoopUtilization) => EventLoopUtilization;
  firstAfterMs?: number;
  retryEveryMs?: number;
  maxTries?: number;
};

/**
 * Schedules the one memory-reducing collection: after `firstAfterMs`, and then every
 * `retryEveryMs` up to `maxTries` looks, the first time the event loop was idle (utilisation
 * below IDLE_UTILIZATION) over the interval before. Timers are unref'd (they keep nothing
 * alive). Returns a function that cancels what has not run.
 */
export function releaseStartupMemory(options: ReleaseOptions = {}): () => void {
  const gc = options.gc === undefined ? exposeGc() : options.gc;
  if (!gc) return () => undefined;
  const utilization = options.utilization ?? ((p) => performance.eventLoopUtilization(p));
  const retryEveryMs = options.retryEveryMs ?? RETRY_EVERY_MS;
  const maxTries = options.maxTries ?? MAX_TRIES;
  let since = utilization();
  let tries = 0;
  let timer: NodeJS.Timeout | undefined;
  const look = () => {
    tries++;
    const used = utilization(since);
    if (used.utilization < IDLE_UTILIZATION) {
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      return;
    }
    if (tries >= maxTries) return;
    since = utilization();
    timer = setTimeout(look, retryEveryMs).unref();
  };
  timer = setTimeout(look, options.firstAfterMs ?? RELEASE_AFTER_MS).unref();
  return () => clearTimeout(timer);
}
