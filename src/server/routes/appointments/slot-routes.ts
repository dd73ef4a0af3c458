/**
 * Slot actions of the grid (spec 000 §4 paste, §5 blocking, §4 day closure), registered
 * from their contracts: paste, block, close and reopen a day.
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/appointments';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { publishGridEvents } from '@server/live/publish';
import { blockSlots, closeDay, reopenDay } from './block-closure';
import { paste } from './paste';
import { presentAppointment } from './presenter';

export async function slotRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.pasteAppointment, async ({ body }, req) => {
    const workshopId = workshopIdOf(req);
    const { written, dates } = await paste(db, workshopId, body);
    await publishGridEvents(req, workshopId, 'day', dates);
    return { appointments: written.map(presentAppointment) };
  });

  route(app, contract.blockSlots, async ({ body }, req) => {
    const workshopId = workshopIdOf(req);
    const rows = await blockSlots(db, workshopId, body);
    await publishGridEvents(req, workshopId, 'day', [body.date]);
    return { appointments: rows.map(presentAppointment) };
  });

  route(app, contract.closeDay, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    await closeDay(db, workshopId, params.date);
    await publishGridEvents(req, workshopId, 'day', [params.date]);
    return { ok: true as const };
  });

  route(app, contract.reopenDay, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    await reopenDay(db, workshopId, params.date);
    await publishGridEvents(req, workshopId, 'day', [params.date]);
    return { ok: true as const };
  });
}
