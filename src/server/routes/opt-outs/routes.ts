/**
 * Non contattare routes (docs/MESSAGING.md "Non contattare"), from
 * `@shared/contracts/opt-outs`: the desk's list (scoped to the session's workshop) and the
 * public page behind `$stop$` (rate-limited per address like the other customer links).
 * A change reaches every open desk of the workshop as an `opt_outs` event.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '@shared/contracts/opt-outs';
import type { OptOut } from '@shared/contracts/opt-outs';
import { OPT_OUTS_MSG } from '@shared/messages/opt-outs';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { publishWorkshopEvent } from '@server/live/publish';
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

  route(app, contract.listOptOuts, async (_input, req) => ({
    optOuts: (await listOptOuts(db, workshopIdOf(req))).map(present),
  }));

  route(app, contract.addOptOut, async ({ body }, req) => {
    const workshopId = workshopIdOf(req);
    const { row, created } = await addOptOut(db, workshopId, body.phone, 'desk');
    if (created) await changed(req, workshopId);
    return { optOut: present(row), created };
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
    const { created } = await addOptOut(db, workshopId, phone, 'link');
    if (created) await changed(req, workshopId);
    const { titolo } = await getSettings(db, workshopId, 'app');
    return {
      titolo,
      stopped: true,
      notice: created ? OPT_OUTS_MSG.stopped : OPT_OUTS_MSG.alreadyStopped,
    };
  });
}
