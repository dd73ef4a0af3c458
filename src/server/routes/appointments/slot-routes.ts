/**
 * Slot actions of the grid (spec 000 §4 paste, §5 blocking, §4 day closure):
 * POST /appointments/paste, POST /appointments/block, PUT/DELETE /days/:date/closure.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentsResponseSchema,
  blockSlotsInputSchema,
  pasteInputSchema,
} from '@shared/contracts/appointments';
import { dateParamsSchema, okSchema } from '@shared/contracts/common';
import { requireWorkshop, workshopIdOf } from '@server/auth/guard';
import { publishGridEvents } from '@server/live/publish';
import { blockSlots, closeDay, reopenDay } from './block-closure';
import { paste } from './paste';
import { presentAppointment } from './presenter';
import { errors } from './routes';

export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('preHandler', requireWorkshop);
  const tags = ['appointments'];

  app.post(
    '/appointments/paste',
    {
      schema: {
        tags,
        body: pasteInputSchema,
        response: { 200: appointmentsResponseSchema, ...errors },
      },
    },
    async (req) => {
      const workshopId = workshopIdOf(req);
      const { written, dates } = await paste(db, workshopId, req.body);
      await publishGridEvents(req, workshopId, 'day', dates);
      return { appointments: written.map(presentAppointment) };
    },
  );

  app.post(
    '/appointments/block',
    {
      schema: {
        tags,
        body: blockSlotsInputSchema,
        response: { 200: appointmentsResponseSchema, ...errors },
      },
    },
    async (req) => {
      const workshopId = workshopIdOf(req);
      const rows = await blockSlots(db, workshopId, req.body);
      await publishGridEvents(req, workshopId, 'day', [req.body.date]);
      return { appointments: rows.map(presentAppointment) };
    },
  );

  app.put(
    '/days/:date/closure',
    { schema: { tags, params: dateParamsSchema, response: { 200: okSchema, ...errors } } },
    async (req) => {
      const workshopId = workshopIdOf(req);
      await closeDay(db, workshopId, req.params.date);
      await publishGridEvents(req, workshopId, 'day', [req.params.date]);
      return { ok: true as const };
    },
  );

  app.delete(
    '/days/:date/closure',
    { schema: { tags, params: dateParamsSchema, response: { 200: okSchema, ...errors } } },
    async (req) => {
      const workshopId = workshopIdOf(req);
      await reopenDay(db, workshopId, req.params.date);
      await publishGridEvents(req, workshopId, 'day', [req.params.date]);
      return { ok: true as const };
    },
  );
};
