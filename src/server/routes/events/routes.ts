/**
 * GET /events: the live grid stream (Server-Sent Events) of the session's workshop. Each
 * message is `data: GridEvent` JSON; a `: ping` comment every 25 s keeps proxies from
 * closing the idle connection. One LISTEN per app instance feeds every stream (`LiveHub`).
 * The SMS credit is pushed too (`CreditWatch`): re-read after SMS were sent and on a long
 * fallback timer, a `credit` event when it changed (docs/RESILIENCE.md "SMS credit: pushed, not polled").
 * Each stream belongs to its session (`live/session-streams.ts`): a sign-out, a password
 * change or reset, the account switched off or expired, or the session's own expiry end it,
 * on every instance. A drain (SIGTERM, README "Graceful restart") ends every stream with a
 * `retry:` hint, and a stream asked for while draining gets only that hint.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { streamEvents, type GridEvent } from '@shared/contracts/events';
import { HTTP_MSG } from '@shared/messages/http';
import { workshopIdOf } from '@server/auth/guard';
import { loadSessionByHash } from '@server/auth/sessions';
import { AppError, unauthorized } from '@server/http/errors';
import { retryHint } from '@server/http/lifecycle';
import { route } from '@server/http/route';
import { smsProviderFromConfig } from '@server/integrations/sms-provider';
import { CreditWatch } from '@server/live/credit-watch';
import { LiveHub } from '@server/live/hub';
import { TooManyStreamsError } from '@server/live/session-streams';
import { getSettings } from '@server/domain/settings';
import { appStatus, serverVersion } from '@server/domain/system';

/** Interval of the keep-alive comment, ms. */
export const PING_MS = 25_000;

/**
 * Most events a stream holds while it is starting (before its headers are written); beyond
 * them the held events are dropped and the stream starts with a `resync` event instead.
 */
export const MAX_PENDING_EVENTS = 100;

/**
 * Most bytes a stream may have waiting in its socket (a desk that stopped reading); beyond
 * them the stream ends, and the desk's EventSource reconnects and refetches.
 */
export const MAX_UNSENT_BYTES = 1_000_000;

/** The hub of each database's event route, for tests (open subscriptions: `size`). */
const hubs = new WeakMap<object, LiveHub>();
/** The live hub serving `database`'s event streams on this process, if any (tests). */
export const liveHubOf = (database: object): LiveHub | undefined => hubs.get(database);

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  'x-accel-buffering': 'no',
};

/** 429: the session already holds `MAX_STREAMS_PER_SESSION` streams on this instance. */
function tooManyStreams(): AppError {
  const err = new AppError(429, 'rate_limited', HTTP_MSG.tooManyStreams);
  err.retryAfterS = 30;
  return err;
}

export async function eventRoutes(app: FastifyInstance) {
  const hub = new LiveHub(app.deps.database, app.log);
  hubs.set(app.deps.database, hub);
  const open = new Set<(shutdown?: boolean) => void>();
  const { config } = app.deps;
  const provider = smsProviderFromConfig(config, app.log);
  const credit = new CreditWatch({
    readCredit: async (workshopId) => {
      try {
        const sms = await getSettings(app.deps.database.db, workshopId, 'sms');
        return await provider.credits(sms.token);
      } catch {
        return null;
      }
    },
    workshops: () => hub.workshops(),
    deliver: (workshopId, event) => hub.deliver(workshopId, event),
    debounceMs: config.CREDIT_DEBOUNCE_MS,
    maxWaitMs: config.CREDIT_MAX_WAIT_MS,
    fallbackMs: config.CREDIT_FALLBACK_MS,
  });
  // Every recorded SMS outcome, from the sender of any instance, is a `campaign` sms event.
  hub.observe((workshopId, event) => {
    if (event.type === 'campaign' && event.channel === 'sms') credit.touch(workshopId);
  });
  credit.start();

  // Streams never end by themselves: end them (and drop their sockets, which would
  // otherwise still count as busy) when the drain starts, and before the server waits for
  // its connections.
  const endAll = () => {
    for (const end of [...open]) end(true);
  };
  app.lifecycle.onDrain(endAll);
  app.addHook('preClose', async () => endAll());
  app.addHook('onClose', async () => {
    credit.stop();
    await hub.close();
  });

  route(app, streamEvents, async (_args, req, reply) => {
    if (app.lifecycle.draining) {
      // Draining: no new stream here. A 200 with only a retry hint makes EventSource come
      // back shortly (to another instance); an error status would make it give up.
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        ...STREAM_HEADERS,
        connection: 'close',
      });
      reply.raw.end(retryHint());
      return;
    }
    const workshopId = workshopIdOf(req);
    const auth = req.auth!;
    const res = reply.raw;
    // Events that arrive before the headers are written wait here (at most
    // MAX_PENDING_EVENTS: past that they are dropped and the desk is told to resync).
    let pending: string[] | null = [];
    let overflowed = false;
    const write = (chunk: string) => {
      if (pending) {
        if (pending.length < MAX_PENDING_EVENTS) pending.push(chunk);
        else overflowed = true;
      } else if (!res.writableEnded) {
        res.write(chunk);
        // A desk that stopped reading: end its stream rather than buffer without end.
        if (res.writableLength > MAX_UNSENT_BYTES) end();
      }
    };
    let state: 'starting' | 'open' | 'ended' = 'starting';
    const ended = () => state === 'ended';
    let unsubscribe: (() => void) | null = null;
    let ping: NodeJS.Timeout | undefined = undefined;
    const end = (shutdown = false) => {
      if (state === 'ended') return;
      const wasOpen = state === 'open';
      state = 'ended';
      open.delete(end);
      clearInterval(ping);
      unsubscribe?.();
      if (!wasOpen) return;
      // A drain: tell the browser when to reconnect (EventSource does, through the load
      // balancer, to another instance), then let the socket go.
      if (!res.writableEnded) res.end(shutdown ? retryHint() : undefined);
      if (shutdown) res.socket?.destroySoon();
    };
    // The stream belongs to this session: it ends when the session does, on any instance.
    // A subscription that fails registers nothing (too many streams of this session: 429).
    try {
      unsubscribe = await hub.subscribe(
        workshopId,
        (event: GridEvent) => write(`data: ${JSON.stringify(event)}\n\n`),
        { auth, end: () => end() },
      );
    } catch (err) {
      end();
      if (err instanceof TooManyStreamsError) throw tooManyStreams();
      throw err;
    }
    // Now that a sign-out reaches this stream, make sure none happened before (the session
    // was resolved from a cache, and a notice may have come before the subscription).
    // Every way out before the stream opens unsubscribes: a failed check (503 when the
    // database is away) as much as a refusal.
    const refuse = () => {
      end();
      unsubscribe?.();
      return unauthorized();
    };
    let live: boolean;
    try {
      live = !ended() && Boolean(await loadSessionByHash(app.deps.database.db, auth.tokenHash));
    } catch (err) {
      end();
      throw err;
    }
    if (!live) throw refuse();
    // Application state first (spec 000 §4): a desk (re)connecting learns at once whether
    // the service is closed and which version runs now.
    let first = '';
    try {
      const status = await appStatus(app.deps.database.db, serverVersion(app.deps.webDir));
      first = `data: ${JSON.stringify({ type: 'server', ...status })}\n\n`;
    } catch (err) {
      req.log.warn({ err }, 'events: application state not sent');
    }
    if (ended()) throw refuse();
    reply.hijack();
    // The reply's headers (the security headers of every answer) with the stream's own.
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      ...STREAM_HEADERS,
      connection: 'keep-alive',
    });
    const early = overflowed ? [`data: ${JSON.stringify({ type: 'resync' })}\n\n`] : pending;
    pending = null;
    write(': connesso\n\n');
    if (first) write(first);
    for (const chunk of early) write(chunk);
    state = 'open';
    open.add(end);
    ping = setInterval(() => write(': ping\n\n'), PING_MS);
    req.raw.on('close', () => end());
    res.on('close', () => end());
    if (req.raw.destroyed || res.destroyed) end();
  });
}
