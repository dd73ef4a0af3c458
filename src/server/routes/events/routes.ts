/**
 * GET /events: the live grid stream (Server-Sent Events) of the session's workshop. Each
 * message is `data: GridEvent` JSON; a `: ping` comment every 25 s keeps proxies from
 * closing the idle connection. One LISTEN per app instance feeds every stream (`LiveHub`).
 */
import type { FastifyInstance } from 'fastify';
import { streamEvents, type GridEvent } from '@shared/contracts/events';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { LiveHub } from '@server/live/hub';
import { appStatus, serverVersion } from '../system/service';

/** Interval of the keep-alive comment, ms. */
export const PING_MS = 25_000;

export async function eventRoutes(app: FastifyInstance) {
  const hub = new LiveHub(app.deps.database, app.log);
  const open = new Set<(shutdown?: boolean) => void>();

  // Streams never end by themselves: end them (and drop their sockets, which would
  // otherwise still count as busy) before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(true);
  });
  app.addHook('onClose', async () => hub.close());

  route(app, streamEvents, async (_args, req, reply) => {
    const workshopId = workshopIdOf(req);
    const res = reply.raw;
    const write = (chunk: string) => {
      if (!res.writableEnded) res.write(chunk);
    };
    // Application state first (spec 000 §4): a desk (re)connecting learns at once whether
    // the service is closed and which version runs now.
    let first = '';
    try {
      const status = await appStatus(app.deps.database.db, serverVersion(app.deps.webDir));
      first = `data: ${JSON.stringify({ type: 'server', ...status })}\n\n`;
    } catch (err) {
      req.log.warn({ err }, 'events: application state not sent');
    }
    const unsubscribe = await hub.subscribe(workshopId, (event: GridEvent) =>
      write(`data: ${JSON.stringify(event)}\n\n`),
    );
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    write(': connesso\n\n');
    if (first) write(first);
    const ping = setInterval(() => write(': ping\n\n'), PING_MS);
    const end = (shutdown = false) => {
      if (!open.delete(end)) return;
      clearInterval(ping);
      unsubscribe();
      if (!res.writableEnded) res.end();
      if (shutdown) res.socket?.destroySoon();
    };
    open.add(end);
    req.raw.on('close', () => end());
    res.on('close', () => end());
  });
}
