/**
 * GET /events: the live grid stream (Server-Sent Events) of the session's workshop. Each
 * message is `data: GridEvent` JSON; a `: ping` comment every 25 s keeps proxies from
 * closing the idle connection. One LISTEN per app instance feeds every stream (`LiveHub`).
 * The SMS credit is pushed too (`CreditWatch`): re-read after SMS were sent and on a long
 * fallback timer, a `credit` event when it changed (issue 11 item 1).
 */
import type { FastifyInstance } from 'fastify';
import { streamEvents, type GridEvent } from '@shared/contracts/events';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { smsProviderFromConfig } from '@server/integrations/sms-provider';
import { CreditWatch } from '@server/live/credit-watch';
import { LiveHub } from '@server/live/hub';
import { getSettings } from '../settings/service';
import { appStatus, serverVersion } from '../system/service';

/** Interval of the keep-alive comment, ms. */
export const PING_MS = 25_000;

export async function eventRoutes(app: FastifyInstance) {
  const hub = new LiveHub(app.deps.database, app.log);
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
  // otherwise still count as busy) before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(true);
  });
  app.addHook('onClose', async () => {
    credit.stop();
    await hub.close();
  });

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
