/**
 * Non contattare routes (docs/MESSAGING.md "Non contattare"), from
 * `@shared/contracts/opt-outs`: the desk's list (scoped to the session's workshop) and the
 * public page behind `$stop$` (rate-limited per address like the other customer links).
 * A change reaches every open desk of the workshop as an `opt_outs` event; listing a phone
 * withdraws the messages queued to it (`addOptOut`), which reach the desks as `campaign`
 * events (and `day` events for WhatsApp reminders undone).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '@shared/contracts/opt-outs';
import type { OptOut } from '@shared/contracts/opt-outs';
import { OPT_OUTS_MSG } from '@shared/messages/opt-outs';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import {
  publishCampaignEvents,
  publishGridEvents,
  publishWorkshopEvent,
} from '@server/live/publish';
import type { Withdrawn } from '@server/domain/messaging/withdraw';
import { getSettings } from '@server/domain/settings';
import {
  addOptOut,
  isOptedOut,
  listOptOuts,
  removeOptOut,
  type OptOutRow,
} from '@server/domain/opt-outs';
import { resolveStopToken, stopLinkKey } from '@server/domain/stop-links';
import { limitBookingRead } from '@server/domain/web-booking/limits';

const present = (r: OptOutRow): OptOut => ({
  phone: r.phone,
  source: r.source,
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function optOutRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const stopKey = stopLinkKey(app.deps.config.SESSION_SECRET);
  const changed = (req: FastifyRequest, workshopId: number) =>
    publishWorkshopEvent(req, workshopId, { type: 'opt_outs' });
  // Messages withdrawn by a listing: their campaigns' counts and the grid days changed.
  const withdrew = async (req: FastifyRequest, workshopId: number, w: Withdrawn) => {
    for (const channel of ['sms', 'wa'] as const)
      await publishCampaignEvents(
        req,
        workshopId,
        channel,
        w.campaigns.filter((c) => c.channel === channel).map((c) => c.id),
      );
    await publishGridEvents(req, workshopId, 'day', w.dates);
  };

  route(app, contract.listOptOuts, async (_input, req) => ({
    optOuts: (await listOptOuts(db, workshopIdOf(req))).map(present),
  }));

  route(app, contract.addOptOut, async ({ body }, req) => {
    const workshopId = workshopIdOf(req);
    const { row, created, withdrawn } = await addOptOut(db, workshopId, body.phone, 'desk');
    if (created) await changed(req, workshopId);
    await withdrew(req, workshopId, withdrawn);
    return { optOut: present(row), created, withdrawn: withdrawn.count };
  });

  route(app, contract.removeOptOut, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    const removed = await removeOptOut(db, workshopId, params.phone);
    if (removed) await changed(req, workshopId);
    return { removed };
  });

  route(app, contract.getStopPage, async ({ params }, req) => {
    await limitBookingRead(req);
    const { workshopId, phone } = await resolveStopToken(db, stopKey, params.token);
    const [{ titolo }, stopped] = await Promise.all([
      getSettings(db, workshopId, 'app'),
      isOptedOut(db, workshopId, phone),
    ]);
    return { titolo, stopped, notice: stopped ? OPT_OUTS_MSG.alreadyStopped : '' };
  });

  route(app, contract.stopMessages, async ({ params }, req) => {
    await limitBookingRead(req);
    const { workshopId, phone } = await resolveStopToken(db, stopKey, params.token);
    const { created, withdrawn } = await addOptOut(db, workshopId, phone, 'link');
    if (created) await changed(req, workshopId);
    await withdrew(req, workshopId, withdrawn);
    const { titolo } = await getSettings(db, workshopId, 'app');
    return {
      titolo,
      stopped: true,
      notice: created ? OPT_OUTS_MSG.stopped : OPT_OUTS_MSG.alreadyStopped,
    };
  });
}
