/**
 * Publishing grid events after successful writes (see `hub.ts`). A failed NOTIFY is
 * logged and never fails the write that already happened: desks still refresh by polling.
 */
import type { FastifyRequest } from 'fastify';
import { ORIGIN_HEADER, type GridEvent } from '@shared/contracts/events';
import { GRID_CHANNEL, type GridNotification } from './hub';

const ORIGIN = /^[A-Za-z0-9_-]{1,40}$/;

/** The writing tab's id from header `x-reviapp-origin`, when well formed (≤ 40 chars). */
export function originOf(req: FastifyRequest): string | undefined {
  const value = req.headers[ORIGIN_HEADER];
  return typeof value === 'string' && ORIGIN.test(value) ? value : undefined;
}

/**
 * NOTIFYs one event per distinct date (`type` 'day' or 'note') for the request's workshop,
 * carrying the request's origin. Resolves once sent (or once the failure is logged).
 */
export async function publishGridEvents(
  req: FastifyRequest,
  workshopId: number,
  type: GridEvent['type'],
  dates: readonly string[],
): Promise<void> {
  const origin = originOf(req);
  for (const date of new Set(dates)) {
    const event: GridNotification = { workshopId, type, date, ...(origin ? { origin } : {}) };
    try {
      await req.server.deps.database.notify(GRID_CHANNEL, JSON.stringify(event));
    } catch (err) {
      req.log.warn({ err }, 'grid event not published');
    }
  }
}
