/**
 * Public online booking (spec 001 §2 public routes, §4, §5, §6, §9; docs/BOOKING.md) and the
 * workshop's web-booking list (spec 000 §2 WEB box and popup). Public endpoints are
 * rate-limited per client address; they never return anyone's personal data.
 */
import { z } from 'zod';
import { isValidMobile, normalizePhone } from '../domain/phone';
import { BOOKING_MSG } from '@shared/messages';
import {
  idParamsSchema,
  isoDateSchema,
  okSchema,
  placedAppointmentSchema,
  singleLineText,
} from './common';
import { BOOKING_PATHS } from './web-booking-paths';
import { defineEndpoint } from './endpoint';

const tag = 'web-booking';

/** `:link` of the booking link `prenota?code={link_web}`. */
export const linkParamsSchema = z.object({ link: z.string().min(1).max(100) });
/** `:code` of the confirm link `conferma?code={id_casuale}`. */
export const codeParamsSchema = z.object({ code: z.string().min(1).max(200) });

/** What the public page shows of a workshop (no account data). */
export const publicWorkshopSchema = z.object({
  titolo: z.string(),
  testo_home_page: z.string(),
  manutenzione: z.boolean(),
  testo_manutenzione: z.string(),
  /** Vehicle type codes the form offers (empty or one: no choice shown). */
  tipi_veicolo: z.array(z.number().int()),
  /** Today in Europe/Rome (`YYYY-MM-DD`): the page proposes tomorrow. */
  oggi: isoDateSchema,
});
export type PublicWorkshop = z.infer<typeof publicWorkshopSchema>;

export const publicDaySchema = z.object({
  date: isoDateSchema,
  state: z.enum(['past', 'closed', 'open', 'maintenance']),
  slots: z.array(z.object({ row: z.number().int(), time: z.string(), free: z.boolean() })),
});
export type PublicDay = z.infer<typeof publicDaySchema>;

/** The booking form (spec 001 §5): surname, model and a valid mobile; uppercased by the server. */
export const bookingInputSchema = z.object({
  date: isoDateSchema,
  row: z.number().int().min(0).max(95),
  surname: singleLineText(60)
    .transform((s) => s.trim().toUpperCase())
    .refine((s) => s.length > 0, { message: BOOKING_MSG.surnameRequired }),
  model: singleLineText(60)
    .transform((s) => s.trim().toUpperCase())
    .refine((s) => s.length > 0, { message: BOOKING_MSG.modelRequired }),
  phone: singleLineText(20)
    .transform(normalizePhone)
    .refine(isValidMobile, { message: BOOKING_MSG.invalidPhone }),
  vehicleType: z.number().int().min(0).max(2).optional(),
  /** Only from a recall link's prefill (docs/BOOKING.md "Recall → booking link"); uppercased, spaces removed. */
  plate: singleLineText(12)
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .optional(),
  privacy: z.literal(true, { message: BOOKING_MSG.privacyRequired }),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

/** A booking as its owner sees it: date, time and model only. */
export const publicBookingSchema = z.object({
  date: isoDateSchema,
  time: z.string(),
  model: z.string(),
  /** 1 waiting for confirmation, 2 confirmed. */
  web: z.number().int(),
  /** Whether Disdici is still allowed (date after today in Europe/Rome). */
  cancellable: z.boolean(),
  titolo: z.string(),
  /** The workshop's address (settings `utente.indirizzo`, '' when unset): the calendar file's LOCATION. */
  indirizzo: z.string(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

/** GET /public/booking/:link — the workshop of a booking link (spec 001 §6). */
export const getBookingWorkshop = defineEndpoint({
  ...BOOKING_PATHS.workshop,
  access: 'public',
  tag,
  summary: 'Officina di un link di prenotazione',
  params: linkParamsSchema,
  response: publicWorkshopSchema,
  errors: ['not_found'],
});

/** GET /public/booking/:link/days/:date — free/taken slots of a day, computed in Europe/Rome. */
export const getBookingDay = defineEndpoint({
  ...BOOKING_PATHS.day,
  access: 'public',
  tag,
  summary: 'Orari liberi di un giorno',
  params: linkParamsSchema.extend({ date: isoDateSchema }),
  response: publicDaySchema,
  errors: ['not_found'],
});

/**
 * GET /public/booking/:link/prefill/:token — what a recall's personal booking link fills in
 * (docs/BOOKING.md "Recall → booking link"): surname, model, plate, resolved by the server from the signed token
 * (`r` of `prenota?code={link_web}&r=`). 400 "Il link inserito non è valido" for a token
 * that is not genuine; 404 for an expired one, another workshop's, or a removed record.
 */
export const getBookingPrefill = defineEndpoint({
  ...BOOKING_PATHS.prefill,
  access: 'public',
  tag,
  summary: 'Dati di un link di richiamo',
  params: linkParamsSchema.extend({ token: z.string().min(1).max(100) }),
  response: z.object({ surname: z.string(), model: z.string(), plate: z.string() }),
  errors: ['not_found'],
});

/** POST /public/booking/:link/appointments — books the first free column of a row. */
export const createBooking = defineEndpoint({
  ...BOOKING_PATHS.book,
  access: 'public',
  tag,
  summary: 'Prenota un appuntamento',
  params: linkParamsSchema,
  body: bookingInputSchema,
  status: 201,
  response: publicBookingSchema,
  errors: ['not_found', 'slot_taken', 'conflict'],
});

/** POST /public/confirm/:code — opening the confirm link: web 1 → 2 (spec 001 §4). */
export const confirmBooking = defineEndpoint({
  ...BOOKING_PATHS.confirm,
  access: 'public',
  tag,
  summary: 'Conferma un appuntamento web',
  params: codeParamsSchema,
  response: publicBookingSchema,
  errors: ['not_found'],
});

/** DELETE /public/confirm/:code — Disdici, until 24:00 of the day before (spec 001 §5). */
export const cancelBooking = defineEndpoint({
  ...BOOKING_PATHS.cancel,
  access: 'public',
  tag,
  summary: 'Disdice un appuntamento web',
  params: codeParamsSchema,
  response: okSchema,
  errors: ['not_found', 'conflict'],
});

const webItemSchema = placedAppointmentSchema.extend({
  model: z.string(),
  phone: z.string(),
  web: z.number().int(),
  note: z.string(),
});
export type WebBookingItem = z.infer<typeof webItemSchema>;

/** What a customer did from a reminder's link (docs/MESSAGING.md "Customer links"). */
const customerActionItemSchema = z.object({
  action: z.enum(['confirm', 'cancel', 'move']),
  surname: z.string(),
  date: isoDateSchema,
  time: z.string(),
  /** A move's new day and time, else null. */
  toDate: isoDateSchema.nullable(),
  toTime: z.string().nullable(),
  at: z.string(),
});
export type CustomerActionItem = z.infer<typeof customerActionItemSchema>;

/**
 * GET /web-bookings — the WEB box and popup (spec 000 §2): web bookings from today on, and
 * the recent cancellations and moves customers made from their reminder's link.
 */
export const listWebBookings = defineEndpoint({
  method: 'GET',
  path: '/web-bookings',
  access: 'workshop',
  tag,
  summary: 'Appuntamenti web da oggi',
  response: z.object({
    enabled: z.boolean(),
    linkWeb: z.string().nullable(),
    confirmed: z.number().int(),
    total: z.number().int(),
    toConfirm: z.array(webItemSchema),
    confirmedList: z.array(webItemSchema),
    /** Customers' cancellations and moves of the last 7 days, newest first (at most 20). */
    customerActions: z.array(customerActionItemSchema),
  }),
  errors: [],
});

const waConfirmationSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  text: z.string(),
  url: z.string(),
});

/** GET /web-bookings/wa-pending — WhatsApp confirmations the WhatsApp PC still has to send. */
export const listPendingWaConfirmations = defineEndpoint({
  method: 'GET',
  path: '/web-bookings/wa-pending',
  access: 'workshop',
  tag,
  summary: 'Conferme WhatsApp da inviare',
  response: z.object({ messages: z.array(waConfirmationSchema) }),
  errors: [],
});

/**
 * POST /web-bookings/:id/wa-claim { pcId } — the WhatsApp PC takes one pending confirmation
 * before calling the tool: note "wa non inviato" → "wa in invio" in one UPDATE, so two desks
 * (or tabs) never both send it, and a claim whose outcome never comes (crash mid-send) is
 * not listed again (Reinvia conferma puts it back). 409 `wa_not_enabled` when pcId is not
 * config_tool.id_wa; 404 when it is no longer pending (sent, claimed elsewhere, confirmed).
 */
export const claimWaConfirmation = defineEndpoint({
  method: 'POST',
  path: '/web-bookings/:id/wa-claim',
  access: 'workshop',
  tag,
  summary: 'Prende in carico una conferma WhatsApp',
  params: idParamsSchema,
  body: z.object({ pcId: z.string().trim().min(1).max(200) }),
  response: waConfirmationSchema,
  errors: ['not_found', 'wa_not_enabled'],
});

/** What the WhatsApp PC reports for a claimed confirmation. */
export const WA_CONFIRMATION_OUTCOMES = ['inviato', 'no_wa', 'non_inviato'] as const;
export type WaConfirmationOutcome = (typeof WA_CONFIRMATION_OUTCOMES)[number];

/**
 * POST /web-bookings/:id/wa-outcome — the tool's answer for a claimed confirmation:
 * `inviato` → "WA inviato {dd/mm/yyyy HH:mm}", `no_wa` → "Numero Whatsapp non valido",
 * `non_inviato` (the tool said accedi/errore or could not be reached: nothing left) → back
 * to "wa non inviato" for the next sweep. 404 unless claimed ("wa in invio").
 */
export const reportWaConfirmation = defineEndpoint({
  method: 'POST',
  path: '/web-bookings/:id/wa-outcome',
  access: 'workshop',
  tag,
  summary: 'Esito di una conferma WhatsApp',
  params: idParamsSchema,
  body: z.object({ outcome: z.enum(WA_CONFIRMATION_OUTCOMES) }),
  response: okSchema,
  errors: ['not_found'],
});
