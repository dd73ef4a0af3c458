/**
 * The appointment grid's routes (spec 000 §2, §4, §5), registered from their contracts in
 * `@shared/contracts/appointments`. Paste, block and closure are in `slot-routes.ts`.
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/appointments';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { publishCampaignEvents, publishGridEvents } from '@server/live/publish';
import { publicBase } from '@server/http/host-check';
import { getAppointment } from '@server/domain/appointments';
import { resendWebConfirmation } from '@server/domain/web-booking/confirmation';
import { presentAppointment, presentingStale } from './presenter';
import {
  createAppointment,
  deleteAppointment,
  getDay,
  setStatus,
  updateAppointment,
} from './service';
import { searchVehicles } from './vehicles';

export async function appointmentRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.getDay, async ({ query }, req) => {
    const day = await getDay(db, workshopIdOf(req), query.date);
    return { date: day.date, closed: day.closed, appointments: day.rows.map(presentAppointment) };
  });

  route(app, contract.searchVehicles, async ({ query }, req) => ({
    vehicles: await searchVehicles(db, workshopIdOf(req), query.phone, query.plate),
  }));

  route(app, contract.getAppointment, async ({ params }, req) => ({
    appointment: presentAppointment(await getAppointment(db, workshopIdOf(req), params.id)),
  }));

  route(app, contract.createAppointment, async ({ body }, req) => {
    const workshopId = workshopIdOf(req);
    const row = await createAppointment(db, workshopId, body);
    await publishGridEvents(req, workshopId, 'day', [row.date]);
    return { appointment: presentAppointment(row) };
  });

  route(app, contract.updateAppointment, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const row = await presentingStale(() => updateAppointment(db, workshopId, params.id, body));
    await publishGridEvents(req, workshopId, 'day', [row.date]);
    return { appointment: presentAppointment(row) };
  });

  route(app, contract.deleteAppointment, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    const date = await deleteAppointment(db, workshopId, params.id);
    await publishGridEvents(req, workshopId, 'day', [date]);
    return { ok: true as const };
  });

  route(app, contract.setAppointmentStatus, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const row = await presentingStale(() => setStatus(db, workshopId, params.id, body));
    await publishGridEvents(req, workshopId, 'day', [row.date]);
    return { appointment: presentAppointment(row) };
  });

  // Reinvia conferma sends through the booking module (docs/BOOKING.md).
  route(app, contract.resendConfirmation, async ({ params }, req) => {
    const workshopId = workshopIdOf(req);
    const sent = await resendWebConfirmation(
      db,
      workshopId,
      params.id,
      publicBase(app.deps.config),
    );
    await publishGridEvents(req, workshopId, 'day', [sent.date]);
    if (sent.campaignId !== null)
      await publishCampaignEvents(req, workshopId, 'sms', [sent.campaignId]);
    return { ok: true as const, notice: sent.notice };
  });
}
