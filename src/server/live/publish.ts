/**
 * Publishing live events after successful writes (see `hub.ts`). A failed NOTIFY is
 * logged and never fails the write that already happened: desks still refresh by polling.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ORIGIN_HEADER,
  type AccountEvent,
  type CampaignEvent,
  type SettingsEvent,
} from '@shared/contracts/events';
import type { Database, DbOrTx } from '../db/client';
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
  type: 'day' | 'note',
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

/**
 * NOTIFYs a `campaign` event per distinct campaign id of `channel` for the request's
 * workshop (progress reaches every open desk).
 */
export async function publishCampaignEvents(
  req: FastifyRequest,
  workshopId: number,
  channel: CampaignEvent['channel'],
  campaignIds: readonly number[],
): Promise<void> {
  const origin = originOf(req);
  for (const campaignId of new Set(campaignIds)) {
    const event: GridNotification = {
      workshopId,
      type: 'campaign',
      channel,
      campaignId,
      ...(origin ? { origin } : {}),
    };
    try {
      await req.server.deps.database.notify(GRID_CHANNEL, JSON.stringify(event));
    } catch (err) {
      req.log.warn({ err }, 'campaign event not published');
    }
  }
}

/**
 * NOTIFYs a `settings` event for the request's workshop after a section was saved, so
 * every open desk refetches it (the header's colour and title, the grid's rows).
 */
export async function publishSettingsEvent(
  req: FastifyRequest,
  workshopId: number,
  section: SettingsEvent['section'],
): Promise<void> {
  const origin = originOf(req);
  const event: GridNotification = {
    workshopId,
    type: 'settings',
    section,
    ...(origin ? { origin } : {}),
  };
  try {
    await req.server.deps.database.notify(GRID_CHANNEL, JSON.stringify(event));
  } catch (err) {
    req.log.warn({ err }, 'settings event not published');
  }
}

/**
 * For jobs (no request): NOTIFYs one event. Never rejects; a failure goes to `onError`.
 */
export async function notifyEvent(
  database: Pick<Database, 'notify'>,
  event: GridNotification,
  onError: (err: unknown) => void = () => {},
): Promise<void> {
  try {
    await database.notify(GRID_CHANNEL, JSON.stringify(event));
  } catch (err) {
    onError(err);
  }
}

/**
 * NOTIFYs one `notifications`, `opt_outs` or `account` event for `workshopId` (the unread
 * badge and the account's desks react at once). Never rejects; a failure is logged.
 */
export async function publishWorkshopEvent(
  req: FastifyRequest,
  workshopId: number,
  event:
    | { type: 'notifications' }
    | { type: 'opt_outs' }
    | { type: 'account'; reason: AccountEvent['reason'] },
): Promise<void> {
  const origin = originOf(req);
  const payload = { ...event, workshopId, ...(origin ? { origin } : {}) } as GridNotification;
  try {
    await req.server.deps.database.notify(GRID_CHANNEL, JSON.stringify(payload));
  } catch (err) {
    req.log.warn({ err }, `${event.type} event not published`);
  }
}

/**
 * NOTIFYs `event` from inside the transaction `tx`: delivered when it commits (never if it
 * rolls back), in order with the transaction's other notifications, e.g. an `account` event
 * sent before the session notice that ends the same desks' streams (`auth/sign-ins.ts`).
 * Rejects like any statement of `tx`.
 */
export async function notifyInTransaction(tx: DbOrTx, event: GridNotification): Promise<void> {
  await tx.execute(sql`select pg_notify(${GRID_CHANNEL}, ${JSON.stringify(event)})`);
}
