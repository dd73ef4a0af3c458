/**
 * Reminders for a day, single messages from the grid and the SMS side box (spec 000 §2
 * "Invio Messaggi Promemoria", context menu, side boxes; §4 invio_sms_promemoria; §5;
 * 001 §3 config_sms / config_wa). Dates are Europe/Rome calendar days.
 */
import { z } from 'zod';
import { dateParamsSchema, idParamsSchema } from './common';
import { defineEndpoint } from './endpoint';
import { campaignSchema, channelSchema, messageSchema } from './messaging';

/**
 * A reminder candidate: an appointment of the day with the reminder switched on
 * (invio_sms_promemoria 1) and a valid mobile, with the text it would get.
 */
export const reminderCandidateSchema = z.object({
  appointmentId: z.number().int(),
  surname: z.string(),
  phone: z.string(),
  model: z.string(),
  plate: z.string(),
  /** Slot label of the timetable, e.g. "9:30" (the `$ora$` value). */
  time: z.string(),
  /** The filled text: config_sms.testo_promemoria, or for WA config_wa's with `==sms==` + SMS text. */
  text: z.string(),
  /** `P-{year}-{appointment id}`. */
  refId: z.string(),
  /** Already queued in this channel (a second press adds nothing for it). */
  queued: z.boolean(),
});

export const remindersQuerySchema = z.object({ channel: channelSchema.default('sms') });

export const remindersResponseSchema = z.object({
  date: z.string(),
  channel: channelSchema,
  /** Name the day's campaign has or will have: "PROMEMORIA dd/mm/yyyy". */
  campaignName: z.string(),
  /** The date is at least `giorni_promemoria` days after today (spec 000 §5). */
  allowed: z.boolean(),
  /** config_sms.giorni_promemoria. */
  minDays: z.number().int(),
  candidates: z.array(reminderCandidateSchema),
  /** Reminders switched on whose phone is not a valid mobile (skipped, spec 000 §5). */
  invalidPhones: z.number().int(),
  /** Reminders left out: the phone is on the Non contattare list (docs/MESSAGING.md). */
  skippedOptOut: z.number().int(),
});

/** GET /reminders/:date?channel=: the day's candidates, nothing written. */
export const getReminders = defineEndpoint({
  method: 'GET',
  path: '/reminders/:date',
  access: 'workshop',
  tag: 'reminders',
  summary: 'Promemoria di un giorno (anteprima)',
  params: dateParamsSchema,
  query: remindersQuerySchema,
  response: remindersResponseSchema,
  errors: [],
});

/**
 * POST /reminders/:date { channel }: queues the day's reminders in campaign
 * "PROMEMORIA dd/mm/yyyy" of the channel, each at most once (unique `P-{year}-{id}`) however
 * many times or desks press it. SMS: the campaign runs at once; every SMS sent moves the
 * appointment 1 → 2. WA: the campaign waits for the WhatsApp PC (paused) and every 1 of
 * the date becomes 5 ("Campagna WhatsApp creata"). 400 when the date is too near.
 */
export const queueReminders = defineEndpoint({
  method: 'POST',
  path: '/reminders/:date',
  access: 'workshop',
  tag: 'reminders',
  summary: 'Mette in coda i promemoria di un giorno',
  params: dateParamsSchema,
  body: z.object({ channel: channelSchema }),
  response: z.object({
    campaign: campaignSchema.nullable(),
    /** Queued by this call. */
    queued: z.number().int(),
    /** Already queued before (skipped). */
    alreadyQueued: z.number().int(),
    invalidPhones: z.number().int(),
    /** Left out: the phone is on the Non contattare list (docs/MESSAGING.md). */
    skippedOptOut: z.number().int(),
    /** Italian toast: "Campagna WhatsApp creata", "Non ci sono inserimenti da fare", … */
    notice: z.string(),
  }),
  errors: [],
});

/** Single messages of the grid's context menu (spec 000 §2): template of config_sms/wa. */
export const SINGLE_KINDS = ['veicolo_pronto', 'tagliandini'] as const;
export const singleKindSchema = z.enum(SINGLE_KINDS);

/**
 * POST /appointments/:id/sms { kind }: queues one SMS at once (campaign SINGOLI, running):
 * `veicolo_pronto` (testo_veicolo_pronto; readySentAt recorded when the provider accepts
 * it), `tagliandini` (Avviso ticket, testo_tagliandini). 400 "Cellulare non valido";
 * 400 when the workshop's text is empty.
 */
export const sendAppointmentSms = defineEndpoint({
  method: 'POST',
  path: '/appointments/:id/sms',
  access: 'workshop',
  tag: 'reminders',
  summary: 'Invia un SMS singolo di un appuntamento',
  params: idParamsSchema,
  body: z.object({ kind: singleKindSchema }),
  status: 201,
  response: z.object({ message: messageSchema }),
  errors: ['not_found'],
});

/**
 * GET /appointments/:id/whatsapp?kind=: the filled WhatsApp text (config_wa) for the
 * browser to send through the tool's `/invio_diretto` (tel, text), and the wa.me fallback
 * URL (`https://wa.me/39{phone}?text=`, `&` → %26). Nothing is written.
 */
export const appointmentWhatsapp = defineEndpoint({
  method: 'GET',
  path: '/appointments/:id/whatsapp',
  access: 'workshop',
  tag: 'reminders',
  summary: 'Testo WhatsApp e link wa.me di un appuntamento',
  params: idParamsSchema,
  query: z.object({ kind: singleKindSchema }),
  response: z.object({ phone: z.string(), text: z.string(), url: z.string() }),
  errors: ['not_found'],
});

/**
 * POST /appointments/:id/whatsapp/sent { kind }: the browser sent a single WhatsApp (the
 * tool answered `inviato`, or the wa.me page was opened as the fallback): a Veicolo pronto
 * records readySentAt (data_invio_sms_veicolo_pronto, spec 000 §3) as its SMS does; an
 * Avviso ticket records nothing. 404 for an appointment of another workshop.
 */
export const recordAppointmentWhatsapp = defineEndpoint({
  method: 'POST',
  path: '/appointments/:id/whatsapp/sent',
  access: 'workshop',
  tag: 'reminders',
  summary: 'Registra un WhatsApp singolo inviato',
  params: idParamsSchema,
  body: z.object({ kind: singleKindSchema }),
  response: z.object({ readySentAt: z.string().nullable() }),
  errors: ['not_found'],
});

/**
 * GET /sms/summary: the SMS side box (spec 000 §2): credit from the provider with the
 * workshop's token (never the token), SMS still to send and sent (last 7 days). A failed
 * lookup gives `credit: null, creditError: "errore"`; `creditLow` when below 200.
 */
export const smsSummary = defineEndpoint({
  method: 'GET',
  path: '/sms/summary',
  access: 'workshop',
  tag: 'reminders',
  summary: 'Credito SMS, messaggi in coda e inviati',
  response: z.object({
    credit: z.number().nullable(),
    creditError: z.string().nullable(),
    creditLow: z.boolean(),
    pending: z.number().int(),
    sent: z.number().int(),
  }),
  errors: [],
});
