/**
 * Appointment contracts (spec 000 §2 appointments screen, §3 entity, §4 states, §5 rules).
 * Field names follow the glossary of docs/ARCHITECTURE.md (nome → surname, riga → row, …).
 * Inputs are normalised here (uppercase, trim, digits) so server and browser agree.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  dateParamsSchema,
  idParamsSchema,
  isoDateSchema,
  idSchema,
  strictInt,
  multiLineText,
  okSchema,
  singleLineText,
  versionSchema,
} from './common';
import { APPOINTMENTS_MSG } from '@shared/messages';
import { normalizePhone, phoneDigits } from '../domain/phone';
import { isPossiblePhone } from '../domain/phone-plan';
import { normalizePlate, normalizeSurname, upper } from '../domain/text';

/** One-line text, uppercased (README "Limits and hardening": no line breaks, control characters, surrogates). */
const upperText = (max: number) => singleLineText(max).transform((v) => upper(v));

/**
 * Phone as typed, stored as `normalizePhone` makes it (spec 000 §5): empty, a mobile, or
 * another number the numbering plan has (a landline, a foreign number: `checkPhone`); a
 * number no plan has is refused ("Numero di telefono non valido"). Whether it may receive
 * messages is `isValidMobile`'s call. Rows saved before keep their phone until edited.
 */
export const phoneInputSchema = z
  .string()
  .max(40)
  .transform(normalizePhone)
  .refine(isPossiblePhone, { message: APPOINTMENTS_MSG.invalidPhone });

export const statusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
export const vehicleTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const webStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const columnSchema = strictInt(1, 3);
export const rowSchema = strictInt(0, 199);

/** The editable fields of the edit dialog (spec 000 §2). */
export const appointmentFieldsSchema = z.object({
  surname: singleLineText(100)
    .transform(normalizeSurname)
    .refine((v) => v.length > 0, { message: APPOINTMENTS_MSG.nameRequired }),
  phone: phoneInputSchema.default(''),
  model: upperText(100).default(''),
  plate: singleLineText(20).transform(normalizePlate).default(''),
  /** Multi-line: the note keeps its line breaks. */
  note: multiLineText(2000)
    .transform((v) => upper(v))
    .default(''),
  holder: upperText(100).default(''),
  address: upperText(200).default(''),
  email: singleLineText(200)
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, {
      message: APPOINTMENTS_MSG.invalidEmail,
    })
    .default(''),
  vehicleType: vehicleTypeSchema.default(0),
  web: webStateSchema.default(0),
  /** Reminder switch: on → invio_sms_promemoria 1 (scheduled) unless already sent. */
  reminder: z.boolean().default(false),
  /** Recall switch: on → invio_sms_richiamo 1 (in programmazione) unless already sent. */
  recall: z.boolean().default(false),
  /** Letter switch (invio_lettera). */
  letter: z.boolean().default(false),
});
export type AppointmentFields = z.input<typeof appointmentFieldsSchema>;

export const slotSchema = z.object({
  date: isoDateSchema,
  row: rowSchema,
  column: columnSchema,
});
export type Slot = z.infer<typeof slotSchema>;

export const createAppointmentInputSchema = appointmentFieldsSchema.extend(slotSchema.shape);
export type CreateAppointmentInput = z.input<typeof createAppointmentInputSchema>;

/** An edit carries the version the user saw, so a stale write is detected (409 `stale`). */
export const updateAppointmentInputSchema = appointmentFieldsSchema.extend({
  version: versionSchema,
});
export type UpdateAppointmentInput = z.input<typeof updateAppointmentInputSchema>;

/** One appointment as the server presents it. */
export const appointmentSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  date: isoDateSchema,
  row: z.number().int(),
  column: z.number().int(),
  surname: z.string(),
  holder: z.string(),
  phone: z.string(),
  model: z.string(),
  plate: z.string(),
  note: z.string(),
  email: z.string(),
  address: z.string(),
  vehicleType: z.number().int(),
  status: z.number().int(),
  web: z.number().int(),
  reminderStatus: z.number().int(),
  reminderSentAt: z.string().nullable(),
  recallStatus: z.number().int(),
  recallSentAt: z.string().nullable(),
  readySentAt: z.string().nullable(),
  letter: z.number().int(),
  emailSent: z.number().int(),
  sync: z.number().int(),
  insertedAt: z.string(),
  /** When the customer confirmed it from a reminder's link (docs/MESSAGING.md "Customer links"). */
  customerConfirmedAt: z.string().nullable(),
  /** When the customer moved it from that link (at most once). */
  customerMovedAt: z.string().nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** A day of the grid: its appointments (closure marker excluded) and whether it is closed. */
export const dayResponseSchema = z.object({
  date: isoDateSchema,
  closed: z.boolean(),
  appointments: z.array(appointmentSchema),
});
export type DayResponse = z.infer<typeof dayResponseSchema>;

export const dayQuerySchema = z.object({ date: isoDateSchema });

/** Context-menu state change; 3 and 4 may carry a reason, appended uppercased to the note. */
export const setStatusInputSchema = z.object({
  status: statusSchema,
  reason: singleLineText(500).optional(),
  version: versionSchema.optional(),
});
export type SetStatusInput = z.infer<typeof setStatusInputSchema>;

/** Copy, cut or swap from a source appointment onto a target slot (spec 000 §4 paste actions). */
export const pasteInputSchema = z.object({
  mode: z.enum(['copy', 'cut', 'swap']),
  sourceId: idSchema,
  target: slotSchema,
});
export type PasteInput = z.infer<typeof pasteInputSchema>;

/** Block slots from row `fromRow` to row `toRow` inclusive in one column (spec 000 §5). */
export const blockSlotsInputSchema = z.object({
  date: isoDateSchema,
  column: columnSchema.default(2),
  fromRow: rowSchema,
  toRow: rowSchema,
});
export type BlockSlotsInput = z.input<typeof blockSlotsInputSchema>;

/** Associated-vehicles search (spec 000 §5): by phone (9–10 digits) or by plate. */
export const vehicleSearchQuerySchema = z.object({
  phone: singleLineText(40).default('').transform(phoneDigits),
  plate: singleLineText(20).default('').transform(normalizePlate),
});
export type VehicleSearchQuery = z.input<typeof vehicleSearchQuerySchema>;

/** One vehicle seen in past appointments, with its latest inspection (stato 2 or 3). */
export const associatedVehicleSchema = z.object({
  plate: z.string(),
  model: z.string(),
  surname: z.string(),
  phone: z.string(),
  holder: z.string(),
  address: z.string(),
  email: z.string(),
  vehicleType: z.number().int(),
  lastDate: isoDateSchema,
  lastInspection: isoDateSchema.nullable(),
});
export type AssociatedVehicle = z.infer<typeof associatedVehicleSchema>;
export const vehicleSearchResponseSchema = z.object({ vehicles: z.array(associatedVehicleSchema) });

export const appointmentResponseSchema = z.object({ appointment: appointmentSchema });
export const appointmentsResponseSchema = z.object({ appointments: z.array(appointmentSchema) });
export { idSchema };

const tag = 'appointments';

/** GET /appointments?date=: one day of the grid (closure marker excluded). */
export const getDay = defineEndpoint({
  method: 'GET',
  path: '/appointments',
  access: 'workshop',
  tag,
  summary: 'Appuntamenti di un giorno',
  query: dayQuerySchema,
  response: dayResponseSchema,
  errors: [],
});

/** GET /appointments/vehicles?phone=&plate=: associated vehicles (spec 000 §5). */
export const searchVehicles = defineEndpoint({
  method: 'GET',
  path: '/appointments/vehicles',
  access: 'workshop',
  tag,
  summary: 'Veicoli associati a un telefono o a una targa',
  query: vehicleSearchQuerySchema,
  response: vehicleSearchResponseSchema,
  errors: [],
});

export const getAppointment = defineEndpoint({
  method: 'GET',
  path: '/appointments/:id',
  access: 'workshop',
  tag,
  summary: 'Un appuntamento',
  params: idParamsSchema,
  response: appointmentResponseSchema,
  errors: ['not_found'],
});

/** POST /appointments: 201, or 409 `slot_taken` "Casella Occupata". */
export const createAppointment = defineEndpoint({
  method: 'POST',
  path: '/appointments',
  access: 'workshop',
  tag,
  summary: 'Nuovo appuntamento',
  body: createAppointmentInputSchema,
  status: 201,
  response: appointmentResponseSchema,
  errors: ['slot_taken'],
});

/** PATCH /appointments/:id with the version seen; 409 `stale` carries `error.current`. */
export const updateAppointment = defineEndpoint({
  method: 'PATCH',
  path: '/appointments/:id',
  access: 'workshop',
  tag,
  summary: 'Modifica un appuntamento',
  params: idParamsSchema,
  body: updateAppointmentInputSchema,
  response: appointmentResponseSchema,
  errors: ['not_found', 'stale'],
});

export const deleteAppointment = defineEndpoint({
  method: 'DELETE',
  path: '/appointments/:id',
  access: 'workshop',
  tag,
  summary: 'Elimina un appuntamento',
  params: idParamsSchema,
  response: okSchema,
  errors: ['not_found'],
});

/** Context-menu state change (spec 000 §4); 3 and 4 may carry a reason. */
export const setAppointmentStatus = defineEndpoint({
  method: 'POST',
  path: '/appointments/:id/status',
  access: 'workshop',
  tag,
  summary: 'Cambia lo stato di un appuntamento',
  params: idParamsSchema,
  body: setStatusInputSchema,
  response: appointmentResponseSchema,
  errors: ['not_found', 'stale'],
});

/**
 * Reinvia conferma (spec 000 §2, §5): a web booking's confirmation message. An appointment
 * not booked on the web (or without its confirm code) is a 400 `bad_request` "Questo
 * appuntamento non è stato preso sul web".
 */
export const resendConfirmation = defineEndpoint({
  method: 'POST',
  path: '/appointments/:id/resend-confirmation',
  access: 'workshop',
  tag,
  summary: 'Reinvia la conferma di un appuntamento web',
  params: idParamsSchema,
  response: okSchema.extend({ notice: z.string() }),
  errors: ['not_found'],
});

/** Copy, cut or swap onto a slot (spec 000 §4). */
export const pasteAppointment = defineEndpoint({
  method: 'POST',
  path: '/appointments/paste',
  access: 'workshop',
  tag,
  summary: 'Incolla (copia, taglia, inverti)',
  body: pasteInputSchema,
  response: appointmentsResponseSchema,
  errors: ['not_found', 'slot_taken'],
});

/** Block slots with appointments named X (spec 000 §5); all or nothing. */
export const blockSlots = defineEndpoint({
  method: 'POST',
  path: '/appointments/block',
  access: 'workshop',
  tag,
  summary: 'Blocca orari',
  body: blockSlotsInputSchema,
  response: appointmentsResponseSchema,
  errors: ['conflict', 'slot_taken'],
});

/** `/days/:date/closure`, the day's closure marker (row -1, CHIUSURA): PUT sets it, DELETE removes it. */
function dayClosure<const M extends 'PUT' | 'DELETE'>(method: M, summary: string) {
  return defineEndpoint({
    method,
    path: '/days/:date/closure',
    access: 'workshop',
    tag,
    summary,
    params: dateParamsSchema,
    response: okSchema,
    errors: [],
  });
}

/** Close a day (marker row -1, CHIUSURA); idempotent. */
export const closeDay = dayClosure('PUT', 'Chiudi la giornata');

export const reopenDay = dayClosure('DELETE', 'Riapri la giornata');
