/**
 * Recall contracts (spec 001 §2 sms_revisioni and aggiungi_richimo, §3 richiami and
 * appuntamenti, §5, §8, §9; 000 §3–§4 invio_sms_richiamo, invio_lettera). The due-date rules
 * are in `../domain/recalls.ts`: month/year select inspections of that month (biennial) and
 * of year + 1 (annual, tipo_veicolo 2), plus the manual recalls due in month/year + 2.
 */
import { z } from 'zod';
import { isValidMobile, normalizePhone } from '../domain/phone';
import { RECALLS_MSG } from '../messages/recalls';
import { idParamsSchema, okSchema, singleLineText, strictInt } from './common';
import { defineEndpoint } from './endpoint';
import { campaignSchema, channelSchema } from './messaging';

/** Inspection year of the selection: 2000–2100. */
export const recallYearSchema = strictInt(2000, 2100, RECALLS_MSG.invalidYear);
export const recallMonthSchema = strictInt(1, 12, RECALLS_MSG.invalidMonth);

export const triFilterSchema = z.enum(['si', 'no', 'any']).default('any');
/** The list's four filters (each SI, NO or indifferent). */
export const recallFiltersSchema = z.object({
  /** Invio SMS/WA: invio_sms_richiamo > 0 (In programmazione or Inviato). */
  sms: triFilterSchema,
  /** Telefono valido: 3…, 9–10 digits. */
  phone: triFilterSchema,
  /** Invio lettera: invio_lettera > 0. */
  letter: triFilterSchema,
  /** Indirizzo valido: ≥ 20 characters. */
  address: triFilterSchema,
});
export type RecallFilters = z.output<typeof recallFiltersSchema>;

/** One vehicle due: an inspection (`source` appointment) or a manual recall. */
export const recallItemSchema = z.object({
  /** `A{appointment id}` or `M{recall id}`: stable key of the row. */
  key: z.string(),
  source: z.enum(['appointment', 'manual']),
  id: z.number().int(),
  surname: z.string(),
  phone: z.string(),
  model: z.string(),
  plate: z.string(),
  holder: z.string(),
  address: z.string(),
  /** Inspection day (appointments) or null (manual recalls). */
  inspectionDate: z.string().nullable(),
  vehicleType: z.number().int(),
  /** invio_sms_richiamo: 0 No, 1 In programmazione, 2 Inviato. */
  recallStatus: z.number().int(),
  /** invio_lettera: 0 no, 1 to print, 2 printed. */
  letter: z.number().int(),
  phoneValid: z.boolean(),
  addressValid: z.boolean(),
});
export type RecallItem = z.infer<typeof recallItemSchema>;

export const recallListQuerySchema = recallFiltersSchema.extend({
  year: recallYearSchema,
  month: recallMonthSchema,
});

/** GET /recalls?year=&month=&sms=&phone=&letter=&address=: the vehicles due. */
export const listRecalls = defineEndpoint({
  method: 'GET',
  path: '/recalls',
  access: 'workshop',
  tag: 'recalls',
  summary: 'Veicoli in scadenza di revisione in un mese',
  query: recallListQuerySchema,
  response: z.object({
    year: z.number().int(),
    month: z.number().int(),
    /** First day of the due month (year + 2). */
    dueMonth: z.string(),
    /** Default campaign name: "RICHIAMI NOVEMBRE 2026". */
    campaignName: z.string(),
    /** Rows before the filters. */
    total: z.number().int(),
    items: z.array(recallItemSchema),
  }),
  errors: [],
});

/**
 * POST /recalls/campaigns: queues the (filtered) list as a campaign of the channel with
 * `testo_richiami` ($veicolo$, $mese$, $targa$); invalid phones and vehicles already recalled
 * on that channel for that due month are skipped (unique ref id). Each appointment queued
 * gets invio_sms_richiamo 1, then 2 when its message is sent. SMS runs at once; WA waits
 * for the WhatsApp PC. 409 "Esiste già una campagna con questo nome"; 400 "Non ci sono
 * inserimenti da fare" when nothing is left to queue (nothing is created).
 */
export const createRecallCampaign = defineEndpoint({
  method: 'POST',
  path: '/recalls/campaigns',
  access: 'workshop',
  tag: 'recalls',
  summary: 'Crea una campagna di richiami',
  body: z.object({
    year: recallYearSchema,
    month: recallMonthSchema,
    channel: channelSchema,
    name: singleLineText(100)
      .transform((v) => v.trim())
      .refine((v) => v !== '', { message: RECALLS_MSG.importNameRequired }),
    filters: recallFiltersSchema.default({
      sms: 'any',
      phone: 'any',
      letter: 'any',
      address: 'any',
    }),
  }),
  status: 201,
  response: z.object({
    campaign: campaignSchema,
    queued: z.number().int(),
    alreadyQueued: z.number().int(),
    invalidPhones: z.number().int(),
    /** Left out: the phone is on the Non contattare list (docs/MESSAGING.md). */
    skippedOptOut: z.number().int(),
  }),
  errors: ['duplicate_campaign'],
});

/** POST /recalls/letters: marks appointments' letters printed (invio_lettera 2). */
export const markLettersPrinted = defineEndpoint({
  method: 'POST',
  path: '/recalls/letters',
  access: 'workshop',
  tag: 'recalls',
  summary: 'Segna le lettere come stampate',
  body: z.object({
    appointmentIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(20_000),
  }),
  response: z.object({ updated: z.number().int() }),
  errors: [],
});

const upperText = (max: number) =>
  singleLineText(max).transform((v) => v.trim().toLocaleUpperCase('it-IT'));

/** A manual recall as typed (spec 001 §5 recall form); name, model, plate uppercased. */
export const manualRecallInputSchema = z.object({
  surname: upperText(100).refine((v) => v !== '', { message: RECALLS_MSG.nameRequired }),
  phone: z
    .string()
    .max(40)
    .transform(normalizePhone)
    .refine(isValidMobile, { message: RECALLS_MSG.invalidNumber }),
  model: upperText(100).refine((v) => v !== '', { message: RECALLS_MSG.modelRequired }),
  plate: upperText(20).transform((v) => v.replace(/\s+/g, '')),
  /** Expiry year (the form offers the current year to + 4). */
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
});
export type ManualRecallInput = z.input<typeof manualRecallInputSchema>;

export const manualRecallSchema = z.object({
  id: z.number().int(),
  surname: z.string(),
  phone: z.string(),
  model: z.string(),
  plate: z.string(),
  /** First day of the expiry month. */
  dueMonth: z.string(),
  recallStatus: z.number().int(),
});
export type ManualRecall = z.infer<typeof manualRecallSchema>;

/** GET /recalls/manual: the manual recalls, latest expiry first. */
export const listManualRecalls = defineEndpoint({
  method: 'GET',
  path: '/recalls/manual',
  access: 'workshop',
  tag: 'recalls',
  summary: 'Richiami inseriti a mano',
  response: z.object({ recalls: z.array(manualRecallSchema) }),
  errors: [],
});

/** POST /recalls/manual: adds a recall ("Inserito"). */
export const addManualRecall = defineEndpoint({
  method: 'POST',
  path: '/recalls/manual',
  access: 'workshop',
  tag: 'recalls',
  summary: 'Aggiunge un richiamo',
  body: manualRecallInputSchema,
  status: 201,
  response: z.object({ recall: manualRecallSchema }),
  errors: [],
});

/** PUT /recalls/manual/:id: edits a recall; 404 for another workshop's. */
export const editManualRecall = defineEndpoint({
  method: 'PUT',
  path: '/recalls/manual/:id',
  access: 'workshop',
  tag: 'recalls',
  summary: 'Modifica un richiamo',
  params: idParamsSchema,
  body: manualRecallInputSchema,
  response: z.object({ recall: manualRecallSchema }),
  errors: ['not_found'],
});

/** DELETE /recalls/manual/:id. */
export const deleteManualRecall = defineEndpoint({
  method: 'DELETE',
  path: '/recalls/manual/:id',
  access: 'workshop',
  tag: 'recalls',
  summary: 'Elimina un richiamo',
  params: idParamsSchema,
  response: okSchema,
  errors: ['not_found'],
});
