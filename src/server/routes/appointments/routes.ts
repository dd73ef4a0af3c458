/**
 * The appointment grid's API (spec 000 §2, §4, §5; docs/CONTRACT.md):
 * GET /appointments?date=, GET/PATCH/DELETE /appointments/:id, POST /appointments,
 * POST /appointments/:id/status, POST /appointments/:id/resend-confirmation,
 * GET /appointments/vehicles. Paste, block and closure are in `slot-routes.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentResponseSchema,
  createAppointmentInputSchema,
  dayQuerySchema,
  dayResponseSchema,
  setStatusInputSchema,
  updateAppointmentInputSchema,
  vehicleSearchQuerySchema,
  vehicleSearchResponseSchema,
} from '@shared/contracts/appointments';
import { errorResponseSchema, idParamsSchema, okSchema } from '@shared/contracts/common';
import { requireWorkshop, workshopIdOf } from '@server/auth/guard';
import { publishGridEvents } from '@server/live/publish';
import { presentAppointment } from './presenter';
import {
  createAppointment,
  deleteAppointment,
  getAppointment,
  getDay,
  resendConfirmation,
  setStatus,
  updateAppointment,
} from './service';
import { searchVehicles } from './vehicles';

export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('preHandler', requireWorkshop);
  const tags = ['appointments'];

  app.get(
    '/appointments',
    {
      schema: {
        tags,
        querystring: dayQuerySchema,
        response: { 200: dayResponseSchema, ...errors },
      },
    },
    async (req) => getDay(db, workshopIdOf(req), req.query.date),
  );

  app.get(
    '/appointments/vehicles',
    {
      schema: {
        tags,
        querystring: vehicleSearchQuerySchema,
        response: { 200: vehicleSearchResponseSchema, ...errors },
      },
    },
    async (req) => ({
      vehicles: await searchVehicles(db, workshopIdOf(req), req.query.phone, req.query.plate),
    }),
  );

  app.get(
    '/appointments/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: appointmentResponseSchema, ...errors },
      },
    },
    async (req) => ({
      appointment: presentAppointment(await getAppointment(db, workshopIdOf(req), req.params.id)),
    }),
  );

  app.post(
    '/appointments',
    {
      schema: {
        tags,
        body: createAppointmentInputSchema,
        response: { 201: appointmentResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const workshopId = workshopIdOf(req);
      const row = await createAppointment(db, workshopId, req.body);
      await publishGridEvents(req, workshopId, 'day', [row.date]);
      return reply.status(201).send({ appointment: presentAppointment(row) });
    },
  );

  app.patch(
    '/appointments/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateAppointmentInputSchema,
        response: { 200: appointmentResponseSchema, ...errors },
      },
    },
    async (req) => {
      const workshopId = workshopIdOf(req);
      const row = await updateAppointment(db, workshopId, req.params.id, req.body);
      await publishGridEvents(req, workshopId, 'day', [row.date]);
      return { appointment: presentAppointment(row) };
    },
  );

  app.delete(
    '/appointments/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errors } } },
    async (req) => {
      const workshopId = workshopIdOf(req);
      const date = await deleteAppointment(db, workshopId, req.params.id);
      await publishGridEvents(req, workshopId, 'day', [date]);
      return { ok: true as const };
    },
  );

  app.post(
    '/appointments/:id/status',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: setStatusInputSchema,
        response: { 200: appointmentResponseSchema, ...errors },
      },
    },
    async (req) => {
      const workshopId = workshopIdOf(req);
      const row = await setStatus(db, workshopId, req.params.id, req.body);
      await publishGridEvents(req, workshopId, 'day', [row.date]);
      return { appointment: presentAppointment(row) };
    },
  );

  app.post(
    '/appointments/:id/resend-confirmation',
    { schema: { tags, params: idParamsSchema, response: { 200: okSchema, ...errors } } },
    async (req) => resendConfirmation(db, workshopIdOf(req), req.params.id),
  );
};
