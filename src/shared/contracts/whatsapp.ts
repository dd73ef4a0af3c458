/**
 * WhatsApp sending through the workshop's helper tool (spec 001 §4 bulk sending, §7
 * /init_wa /invia_wa /end_wa, §8, §9; docs/MESSAGING.md). Only the browser on the
 * WhatsApp PC reaches the tool, so it leases one message at a time:
 *
 *   loop: POST /whatsapp/claim → (null: done) → POST {tool}/invia_wa (tel, text = `wa`)
 *         → POST /whatsapp/messages/:id/outcome with the tool's answer → wait 2000 ms.
 *   Stop the loop when the claim answers 409 (`wa_not_enabled`, `wa_daily_limit`) or the
 *   outcome answers `stop: true` (accedi / errore / tool unreachable: the message went back
 *   to the queue and the campaign paused, "Reviapp-tool non avviato").
 *
 * A claim is committed before the browser calls the tool; a claim never reported becomes
 * "da verificare" after the lease (2 minutes), never sent again by itself. A late report
 * of a "da verificare" message is still accepted.
 *
 * A campaign left "In invio" by a tab closed mid-send resumes when the campaign is opened
 * again on the WhatsApp PC: `POST /whatsapp/campaigns/:id/resume`, then the same loop.
 */
import { z } from 'zod';
import { idParamsSchema } from './common';
import { defineEndpoint } from './endpoint';
import { CAMPAIGN_STATES, campaignSchema, messageSchema } from './messaging';

/** This PC's id (the tool's machine id), compared with config_tool.id_wa. */
const pcIdSchema = z.string().trim().min(1).max(200);

/** The tool's answers (spec 001 §7), plus what the browser itself finds. */
export const WA_OUTCOMES = [
  'inviato',
  'no_wa',
  'non_valido',
  'accedi',
  'errore',
  'non_raggiungibile',
] as const;
export const waOutcomeSchema = z.enum(WA_OUTCOMES);
export type WaOutcome = z.infer<typeof waOutcomeSchema>;

export const waStatusResponseSchema = z.object({
  /** pcId equals config_tool.id_wa. */
  isWhatsappPc: z.boolean(),
  /** WhatsApp messages sent today (Europe/Rome). */
  sentToday: z.number().int(),
  /** config_wa.massivo_max (default 50). */
  dailyMax: z.number().int(),
  remainingToday: z.number().int(),
});

/** GET /whatsapp/status?pcId=: whether this PC may send and how many are left today. */
export const whatsappStatus = defineEndpoint({
  method: 'GET',
  path: '/whatsapp/status',
  access: 'workshop',
  tag: 'whatsapp',
  summary: 'Stato dell’invio WhatsApp da questo PC',
  query: z.object({ pcId: z.string().max(200).default('') }),
  response: waStatusResponseSchema,
  errors: [],
});

/** A leased message: send `wa` through the tool; `sms` is the fallback part (or null). */
export const claimedWaSchema = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  phone: z.string(),
  wa: z.string(),
  sms: z.string().nullable(),
  description: z.string(),
});

/**
 * POST /whatsapp/claim { pcId, campaignId? }: leases the oldest queued WA message of a
 * running campaign (of `campaignId` when given). `message: null` when nothing is left
 * (the campaign is then done). 409 `wa_not_enabled` "Abbilitare Whatsapp Reviapp-tool"
 * when pcId is not config_tool.id_wa; 409 `wa_daily_limit` "Numero massimo giornaliero di
 * {n} messaggi raggiunto. Continua domani" when today's sends reached massivo_max.
 */
export const claimWhatsapp = defineEndpoint({
  method: 'POST',
  path: '/whatsapp/claim',
  access: 'workshop',
  tag: 'whatsapp',
  summary: 'Prende in carico il prossimo messaggio WhatsApp',
  body: z.object({ pcId: pcIdSchema, campaignId: z.number().int().positive().optional() }),
  response: z.object({ message: claimedWaSchema.nullable(), remainingToday: z.number().int() }),
  errors: ['wa_not_enabled', 'wa_daily_limit'],
});

/**
 * POST /whatsapp/messages/:id/outcome { pcId, outcome }: what the tool answered.
 * inviato → stato 1; no_wa → the `==sms==` part is queued as an SMS (stato 3) or stato 2
 * without it; non_valido → stato 4; accedi / errore / non_raggiungibile → back to the
 * queue, campaign paused, `stop: true`, notice "Reviapp-tool non avviato". A linked
 * reminder's appointment becomes 3 (sent) or 4 (no WhatsApp). 409 `message_locked` when
 * the message is not being sent (already reported, or never claimed).
 */
export const reportWhatsapp = defineEndpoint({
  method: 'POST',
  path: '/whatsapp/messages/:id/outcome',
  access: 'workshop',
  tag: 'whatsapp',
  summary: 'Esito dell’invio di un messaggio WhatsApp',
  params: idParamsSchema,
  body: z.object({ pcId: pcIdSchema, outcome: waOutcomeSchema }),
  response: z.object({
    message: messageSchema,
    campaignState: z.enum(CAMPAIGN_STATES),
    /** Stop the loop. */
    stop: z.boolean(),
    /** Italian toast for this outcome, or null. */
    notice: z.string().nullable(),
  }),
  errors: ['not_found', 'message_locked', 'wa_not_enabled'],
});

/**
 * POST /whatsapp/campaigns/:id/resume { pcId }: the WhatsApp PC takes a campaign over to
 * send what is left of it (docs/MESSAGING.md "WhatsApp bulk"), whether it was paused or left
 * "In invio" by a tab closed mid-send. A message still claimed by that tab becomes "da
 * verificare" at once (the tool may have sent it: never sent again by itself); the campaign
 * is running when messages wait, else done. Each claim then marks the campaign as being
 * sent (`updatedAt`). 404 for another workshop's or channel's campaign; 409 `wa_not_enabled`
 * "Abbilitare Whatsapp Reviapp-tool" when pcId is not config_tool.id_wa.
 */
export const resumeWhatsappCampaign = defineEndpoint({
  method: 'POST',
  path: '/whatsapp/campaigns/:id/resume',
  access: 'workshop',
  tag: 'whatsapp',
  summary: 'Riprende dal PC WhatsApp l’invio di una campagna',
  params: idParamsSchema,
  body: z.object({ pcId: pcIdSchema }),
  response: z.object({ campaign: campaignSchema }),
  errors: ['not_found', 'wa_not_enabled'],
});
