/**
 * The instance's drain state (README "Graceful restart"): from SIGTERM on, the instance is
 * `draining` — `GET /api/health/ready` answers 503 so the load balancer sends nothing new,
 * every answer carries `Connection: close` so no keep-alive connection outlives the drain,
 * and event streams end with a `retry:` hint so desks reconnect to another instance.
 */
import type { FastifyInstance } from 'fastify';

/** Shortest and longest `retry:` hint given to a stream ended by a drain, ms (spread). */
export const RETRY_HINT_MS = { min: 500, max: 1500 } as const;

export class Lifecycle {
  private drainingSince: number | null = null;
  private readonly listeners = new Set<() => void>();

  /** True from `startDraining()` on. */
  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /**
   * Registers `fn` to run once when the drain starts (at once if it has); returns the
   * function that unregisters it. `fn` must not throw (a throw is swallowed).
   */
  onDrain(fn: () => void): () => void {
    if (this.draining) {
      safely(fn);
      return () => {};
    }
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Marks the instance as draining and runs the `onDrain` functions (idempotent). */
  startDraining(): void {
    if (this.draining) return;
    this.drainingSince = Date.now();
    for (const fn of [...this.listeners]) safely(fn);
    this.listeners.clear();
  }
}

function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // a listener's failure must not stop the drain
  }
}

/**
 * An SSE `retry:` field (ms, with its blank line) for a stream ended by a drain: spread over
 * `RETRY_HINT_MS` so a thousand desks do not reconnect in the same instant. `random` is in
 * [0, 1) (default Math.random).
 */
export function retryHint(random: number = Math.random()): string {
  const ms = Math.round(RETRY_HINT_MS.min + random * (RETRY_HINT_MS.max - RETRY_HINT_MS.min));
  return `retry: ${ms}\n\n`;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Decorates `app` with its `Lifecycle` and adds `Connection: close` to every answer sent
 * while draining (requests already in flight finish; their connections then close).
 */
export function registerLifecycle(app: FastifyInstance): void {
  app.decorate('lifecycle', new Lifecycle());
  app.addHook('onSend', (_req, reply, _payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done();
  });
}
