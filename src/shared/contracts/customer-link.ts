/**
 * Customer links (docs/MESSAGING.md "Customer links"; beyond the spec, which gives web
 * bookings their confirm link in 001 §4): the page behind `$link$` of a reminder, where the
 * customer confirms, cancels or moves the appointment. Public, rate-limited per address,
 * keyed by a signed token that holds no personal data; answers show only what the page
 * shows (date, time, model, the workshop's title and address).
 *
 * Errors of every endpoint: 400 "Il link inserito non è valido" for a token that is not
 * genuine; 404 the same text for another workshop's key or a removed appointment; 404
 * `link_expired` once the appointment's day is past.
 */
import { z } from 'zod';
import { BOOKING_PATHS } from './web-booking-paths';
import { publicDaySchema } from './web-booking';
import { isoDateSchema } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'web-booking';

/** `:token` of `appuntamento?t=`: 39 base64url characters (checked again by the server). */
export const customerTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

export const customerAppointmentSchema = z.object({
  /** `cancelled` once the customer cancelled it (the page says so on every later visit). */
  state: z.enum(['active', 'cancelled']),
  date: isoDateSchema,
  time: z.string(),
  model: z.string(),
  /** Confirmed by the customer (Confermo pressed). */
  confirmed: z.boolean(),
  /** Already moved once (Sposta is not offered again). */
  moved: z.boolean(),
  /** Disdico allowed: the day is after today in Europe/Rome. */
  cancellable: z.boolean(),
  /** Sposta allowed: cancellable and not moved yet. */
  movable: z.boolean(),
  titolo: z.string(),
  indirizzo: z.string(),
  /** Today in Europe/Rome: Sposta offers the days after it. */
  today: isoDateSchema,
  /** The last day Sposta offers (today + 28 days). */
  moveUntil: isoDateSchema,
  /** What just happened, or what had already happened on a repeat press ('' on a read). */
  notice: z.string(),
});
export type CustomerAppointment = z.infer<typeof customerAppointmentSchema>;

/** GET /public/appointment/:token — the appointment behind a customer link. */
export const getCustomerAppointment = defineEndpoint({
  ...BOOKING_PATHS.customer,
  access: 'public',
  tag,
  summary: 'Appuntamento di un link personale',
  params: customerTokenParamsSchema,
  response: customerAppointmentSchema,
  errors: ['not_found', 'link_expired'],
});

/** POST /public/appointment/:token/confirm — Confermo (at most once; a repeat says so). */
export const confirmCustomerAppointment = defineEndpoint({
  ...BOOKING_PATHS.customerConfirm,
  access: 'public',
  tag,
  summary: 'Il cliente conferma',
  params: customerTokenParamsSchema,
  response: customerAppointmentSchema,
  errors: ['not_found', 'link_expired', 'conflict'],
});

/** DELETE /public/appointment/:token — Disdico, until 24:00 of the day before (409 after). */
export const cancelCustomerAppointment = defineEndpoint({
  ...BOOKING_PATHS.customerCancel,
  access: 'public',
  tag,
  summary: 'Il cliente disdice',
  params: customerTokenParamsSchema,
  response: customerAppointmentSchema,
  errors: ['not_found', 'link_expired', 'conflict'],
});

/** GET /public/appointment/:token/days/:date — free slots for Sposta (tomorrow to 28 days on). */
export const getCustomerMoveDay = defineEndpoint({
  ...BOOKING_PATHS.customerDay,
  access: 'public',
  tag,
  summary: 'Orari liberi per spostare',
  params: customerTokenParamsSchema.extend({ date: isoDateSchema }),
  response: publicDaySchema,
  errors: ['not_found', 'link_expired'],
});

/** POST /public/appointment/:token/move { date, row } — Sposta, once per appointment. */
export const moveCustomerAppointment = defineEndpoint({
  ...BOOKING_PATHS.customerMove,
  access: 'public',
  tag,
  summary: 'Il cliente sposta',
  params: customerTokenParamsSchema,
  body: z.object({ date: isoDateSchema, row: z.number().int().min(0).max(95) }),
  response: customerAppointmentSchema,
  errors: ['not_found', 'link_expired', 'conflict', 'slot_taken'],
});
