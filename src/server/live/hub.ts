/**
 * Live grid events across desks and server instances (docs/SCALING.md): every
 * write NOTIFYs `reviapp_grid`; each app instance keeps ONE LISTEN on that channel and fans
 * the events out to the SSE connections of the event's workshop only. A subscription made
 * with its session (`subscribe(…, owner)`) also ends with that session, on every instance
 * (`SessionStreams`, `session-streams.ts`).
 */
import type { FastifyBaseLogger } from 'fastify';
import { gridEventSchema, type GridEvent } from '@shared/contracts/events';
import { loadSessionByHash } from '../auth/sessions';
import type { Database } from '../db/client';
import { SessionStreams, type StreamOwner } from './session-streams';

/** The PostgreSQL NOTIFY channel of grid events. */
export const GRID_CHANNEL = 'reviapp_grid';

/** What travels on the channel: the browser's event plus the workshop it belongs to. */
export type GridNotification = GridEvent & { workshopId: number };

/** `workshopId` of an event meant for every desk of every workshop (application state). */
export const ALL_WORKSHOPS = 0;

type Subscriber = (event: GridEvent) => void;

/**
 * One LISTEN per app instance, started lazily by the first subscriber (and retried if it
 * failed), with subscribers grouped by workshop id.
 */
export class LiveHub {
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private readonly observers = new Set<(workshopId: number, event: GridEvent) => void>();
  private listening: Promise<() => Promise<void>> | null = null;
  private closed = false;
  /** The session of every stream subscribed with one. */
  readonly sessions: SessionStreams;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sessions = new SessionStreams(database, log, async (tokenHash) =>
      Boolean(await loadSessionByHash(database.db, tokenHash)),
    );
  }

  /** Starts the LISTEN if it is not running. Rejects when the database refuses it. */
  start(): Promise<unknown> {
    if (!this.listening) {
      this.listening = this.database.listen(
        GRID_CHANNEL,
        (payload) => this.dispatch(payload),
        () => this.resync(),
      );
      this.listening.catch(() => {
        this.listening = null;
      });
    }
    return this.listening;
  }

  /**
   * Registers `send` for the events of `workshopId`; resolves (once listening) to the
   * function that unregisters it (idempotent). With `owner` (the stream's session and how to
   * end it), the stream also ends when that session does (`SessionStreams`).
   */
  async subscribe(
    workshopId: number,
    send: Subscriber,
    owner?: Omit<StreamOwner, 'send'>,
  ): Promise<() => void> {
    await this.start();
    const untrack = owner ? await this.sessions.track({ ...owner, send }) : () => {};
    let set = this.subscribers.get(workshopId);
    if (!set) {
      set = new Set();
      this.subscribers.set(workshopId, set);
    }
    set.add(send);
    return () => {
      untrack();
      set.delete(send);
      if (set.size === 0 && this.subscribers.get(workshopId) === set) {
        this.subscribers.delete(workshopId);
      }
    };
  }

  /** Ids of the workshops with at least one open stream on this instance. */
  workshops(): number[] {
    return [...this.subscribers.keys()].filter((id) => id !== ALL_WORKSHOPS);
  }

  /**
   * Registers `fn` to see every well-formed event this instance receives, with its
   * workshop id (before delivery); returns the function that unregisters it. Must not throw.
   */
  observe(fn: (workshopId: number, event: GridEvent) => void): () => void {
    this.observers.add(fn);
    return () => this.observers.delete(fn);
  }

  /**
   * Hands `event` to this instance's streams of `workshopId` only, without NOTIFY: for
   * events each instance computes for its own desks (the SMS credit).
   */
  deliver(workshopId: number, event: GridEvent): void {
    this.sendAll([...(this.subscribers.get(workshopId) ?? [])], event);
  }

  /** Number of open subscriptions (all workshops). */
  get size(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  /**
   * The LISTEN connection came back after a drop: events notified meanwhile were lost, so
   * every stream of this instance gets a `resync` event (its desk refetches what it shows
   * and re-reads its session), and observers see it under `ALL_WORKSHOPS`.
   */
  resync(): void {
    const event: GridEvent = { type: 'resync' };
    for (const fn of [...this.observers]) {
      try {
        fn(ALL_WORKSHOPS, event);
      } catch (err) {
        this.log.warn({ err }, 'grid event: observer failed');
      }
    }
    this.sendAll(
      [...this.subscribers.values()].flatMap((set) => [...set]),
      event,
    );
  }

  /** Parses one NOTIFY payload and hands the event to that workshop's subscribers. */
  dispatch(payload: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(payload);
    } catch {
      this.log.warn({ payload }, 'grid event: payload is not JSON');
      return;
    }
    const workshopId = (raw as { workshopId?: unknown } | null)?.workshopId;
    const parsed = gridEventSchema.safeParse(raw);
    if (typeof workshopId !== 'number' || !parsed.success) {
      this.log.warn({ payload }, 'grid event: unexpected payload');
      return;
    }
    for (const fn of [...this.observers]) {
      try {
        fn(workshopId, parsed.data);
      } catch (err) {
        this.log.warn({ err }, 'grid event: observer failed');
      }
    }
    // The browser never learns workshop ids: the schema strips it.
    const targets =
      workshopId === ALL_WORKSHOPS
        ? [...this.subscribers.values()].flatMap((set) => [...set])
        : [...(this.subscribers.get(workshopId) ?? [])];
    this.sendAll(targets, parsed.data);
  }

  private sendAll(targets: Subscriber[], event: GridEvent): void {
    for (const send of targets) {
      try {
        send(event);
      } catch (err) {
        this.log.warn({ err }, 'grid event: subscriber failed');
      }
    }
  }

  /** Stops listening and forgets every subscriber. Safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.subscribers.clear();
    this.observers.clear();
    await this.sessions.close();
    const listening = this.listening;
    this.listening = null;
    if (listening) {
      const unlisten = await listening.catch(() => null);
      await unlisten?.().catch(() => {});
    }
  }
}
