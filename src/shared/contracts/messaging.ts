/**
 * Campaign and message contracts (spec 001 §2 sms_comunicazioni / wa_comunicazioni, §3 sms,
 * §4 message states, §5, §8; docs/MESSAGING.md). Every path carries the channel
 * (`sms` | `wa`): an id of the other channel, or of another workshop, is a 404.
 *
 * A message has two states: `status`, the spec's stato shown to the user (SMS 0 pending,
 * 1 sent; WA 0 pending, 1 sent, 2 no WhatsApp, 3 sent as SMS, 4 invalid number), and
 * `state`, the outbox's progress: `queued` (waiting), `claimed` (being sent right now),
 * `sent`, `failed` (certainly not sent), `unknown` ("da verificare": claimed but the outcome
 * never came back — a person decides with mark-sent or resend; the machine never resends).
 *
 * A campaign's `state`: `running` (the SMS sender / the WhatsApp PC takes its messages),
 * `paused` (ANNULLA; sticks until started again), `done` (nothing left to send).
 * Progress reaches every desk as `campaign` events on GET /events (`./events.ts`).
 */
import { z } from 'zod';
import { MESSAGING_MSG } from '../messages/messaging';
import { isValidMobile, normalizePhone } from '../domain/phone';
import { defineEndpoint } from './endpoint';
import { idSchema, okSchema, strictInt } from './common';

export const CHANNELS = ['sms', 'wa'] as const;
export const channelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof channelSchema>;

/** Name of the campaign of free messages (spec 001 §3). */
export const FREE_CAMPAIGN = 'LIBERA';
/** Name of the campaign of single SMS sent from the grid (Veicolo pronto, Avviso ticket). */
export const SINGLE_CAMPAIGN = 'SINGOLI';

/** Message stato (spec 001 §4). */
export const MessageStatus = {
  Pending: 0,
  Sent: 1,
  NoWhatsapp: 2,
  SentAsSms: 3,
  Invalid: 4,
} as const;
export const SEND_STATES = ['queued', 'claimed', 'sent', 'failed', 'unknown'] as const;
export type SendState = (typeof SEND_STATES)[number];
export const CAMPAIGN_STATES = ['running', 'paused', 'done'] as const;

/** A phone as typed: digits kept, must be a valid mobile ("Numero non valido", spec 001 §5). */
export const messagePhoneSchema = z
  .string()
  .max(40)
  .transform(normalizePhone)
  .refine(isValidMobile, { message: MESSAGING_MSG.invalidNumber });
/** A message text: not blank, at most 2000 characters (an SMS of 13 parts). */
export const messageTextSchema = z
  .string()
  .max(2000)
  .refine((v) => v.trim() !== '', { message: MESSAGING_MSG.textRequired });

export const campaignCountsSchema = z.object({
  total: z.number().int(),
  /** queued + claimed: still to send. */
  pending: z.number().int(),
  /** state `sent` (SMS stato 1; WA stato 1 or 3). */
  sent: z.number().int(),
  /**
   * state `failed` (WA: no WhatsApp, invalid number; SMS refused by the provider), not
   * counting the withdrawn ones (`withdrawn`).
   */
  errors: z.number().int(),
  /** Withdrawn, never sent: the phone went on the Non contattare list (docs/MESSAGING.md). */
  withdrawn: z.number().int(),
  /** state `unknown`: "da verificare". */
  toVerify: z.number().int(),
  /** WA stato 2: the notice after a bulk send ("Numeri senza WhatsApp: n"). */
  noWhatsapp: z.number().int(),
  /** WA stato 3: sent as SMS instead. */
  sentAsSms: z.number().int(),
  /** WA stato 4. */
  invalid: z.number().int(),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  channel: channelSchema,
  name: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  /** ISO timestamps. */
  createdAt: z.string(),
  updatedAt: z.string(),
  counts: campaignCountsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  channel: channelSchema,
  phone: z.string(),
  /** WA: may hold the SMS fallback after `==sms==` (see `splitWaText`). */
  text: z.string(),
  description: z.string(),
  /** stato (spec 001 §4), see the module comment. */
  status: z.number().int(),
  state: z.enum(SEND_STATES),
  /** `id_rif`, e.g. `P-2026-123` for the reminder of appointment 123. */
  refId: z.string().nullable(),
  attempts: z.number().int(),
  /**
   * true: withdrawn because the phone went on the Non contattare list (state `failed`, never
   * sent nor resent while the phone stays listed; docs/MESSAGING.md "Non contattare").
   */
  withdrawn: z.boolean(),
  insertedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const channelParamsSchema = z.object({ channel: channelSchema });
export const channelIdParamsSchema = z.object({ channel: channelSchema, id: idSchema });

export const MESSAGE_FILTERS = ['all', 'pending', 'sent', 'errors', 'toVerify'] as const;
/** Keyset page: messages in queue order (id ascending) after `after`. */
export const messagePageQuerySchema = z.object({
  after: idSchema.optional(),
  limit: strictInt(1, 500).default(100),
  filter: z.enum(MESSAGE_FILTERS).default('all'),
});

const newMessageSchema = z.object({
  phone: z.string().max(40),
  text: messageTextSchema,
  description: z.string().max(200).default(''),
});

/** A new campaign (import): name required; invalid numbers are skipped (spec 000 §5). */
export const createCampaignInputSchema = z.object({
  name: z
    .string()
    .max(100)
    .transform((v) => v.trim())
    .refine((v) => v !== '', { message: MESSAGING_MSG.campaignNameRequired }),
  messages: z.array(newMessageSchema).max(10_000),
  /** true: running at once; default paused until POST …/start. */
  start: z.boolean().default(false),
});
export type CreateCampaignInput = z.input<typeof createCampaignInputSchema>;

export const freeMessageInputSchema = z.object({
  phone: messagePhoneSchema,
  text: messageTextSchema,
  description: z.string().max(200).default(''),
});
export const editMessageInputSchema = z.object({
  phone: messagePhoneSchema.optional(),
  text: messageTextSchema.optional(),
  description: z.string().max(200).optional(),
});

const campaignResponse = z.object({ campaign: campaignSchema });
const messageResponse = z.object({ message: messageSchema });
/** How many campaigns or messages a delete removed. */
const deletedCountSchema = z.object({ deleted: z.number().int() });
const tag = 'messaging';

/** GET /messaging/:channel/campaigns: every campaign with its counts, newest first. */
export const listCampaigns = defineEndpoint({
  method: 'GET',
  path: '/messaging/:channel/campaigns',
  access: 'workshop',
  tag,
  summary: 'Campagne di un canale con i conteggi',
  params: channelParamsSchema,
  response: z.object({ campaigns: z.array(campaignSchema) }),
  errors: [],
});

/**
 * POST /messaging/:channel/campaigns: a named campaign of messages (import). 400 "Inserire
 * un nome per la campagna da importare", 400 "Non ci sono inserimenti da fare" when no
 * number is valid, 409 `duplicate_campaign` "Esiste già una campagna con questo nome".
 */
export const createCampaign = defineEndpoint({
  method: 'POST',
  path: '/messaging/:channel/campaigns',
  access: 'workshop',
  tag,
  summary: 'Crea una campagna',
  params: channelParamsSchema,
  body: createCampaignInputSchema,
  status: 201,
  response: z.object({
    campaign: campaignSchema,
    inserted: z.number().int(),
    skipped: z.number().int(),
    /** Of the skipped: on the Non contattare list (docs/MESSAGING.md). */
    skippedOptOut: z.number().int(),
  }),
  errors: ['duplicate_campaign'],
});

/** DELETE /messaging/:channel/campaigns: deletes every campaign of the channel (spec 001 §8). */
export const deleteAllCampaigns = defineEndpoint({
  method: 'DELETE',
  path: '/messaging/:channel/campaigns',
  access: 'workshop',
  tag,
  summary: 'Elimina tutte le campagne del canale',
  params: channelParamsSchema,
  response: deletedCountSchema,
  errors: [],
});

/** GET /messaging/:channel/campaigns/:id: one campaign with its counts. */
export const getCampaign = defineEndpoint({
  method: 'GET',
  path: '/messaging/:channel/campaigns/:id',
  access: 'workshop',
  tag,
  summary: 'Una campagna con i conteggi',
  params: channelIdParamsSchema,
  response: campaignResponse,
  errors: ['not_found'],
});

/**
 * GET /messaging/:channel/campaigns/:id/messages?after=&limit=&filter=: a page of the
 * campaign's messages in queue order; pass `nextCursor` as `after` for the next page
 * (null: last page). Index-backed: 10,000 messages page as fast as 10.
 */
export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/messaging/:channel/campaigns/:id/messages',
  access: 'workshop',
  tag,
  summary: 'Messaggi di una campagna (a pagine)',
  params: channelIdParamsSchema,
  query: messagePageQuerySchema,
  response: z.object({
    campaign: campaignSchema,
    messages: z.array(messageSchema),
    nextCursor: z.number().int().nullable(),
  }),
  errors: ['not_found'],
});

/** DELETE /messaging/:channel/campaigns/:id: the whole campaign and its messages. */
export const deleteCampaign = defineEndpoint({
  method: 'DELETE',
  path: '/messaging/:channel/campaigns/:id',
  access: 'workshop',
  tag,
  summary: 'Elimina una campagna',
  params: channelIdParamsSchema,
  response: okSchema,
  errors: ['not_found'],
});

/** DELETE /messaging/:channel/campaigns/:id/sent: only its sent messages. */
export const deleteSentMessages = defineEndpoint({
  method: 'DELETE',
  path: '/messaging/:channel/campaigns/:id/sent',
  access: 'workshop',
  tag,
  summary: 'Elimina i messaggi inviati di una campagna',
  params: channelIdParamsSchema,
  response: deletedCountSchema,
  errors: ['not_found'],
});

/**
 * POST /messaging/:channel/campaigns/:id/{action}: a change of a campaign's `state`
 * answered with the campaign; 404 when the campaign is not the workshop's on that channel.
 */
function campaignAction<const A extends string>(action: A, summary: string) {
  return defineEndpoint({
    method: 'POST',
    path: `/messaging/:channel/campaigns/:id/${action}`,
    access: 'workshop',
    tag,
    summary,
    params: channelIdParamsSchema,
    response: campaignResponse,
    errors: ['not_found'],
  });
}

/** POST …/start: running (or done when nothing is queued); wakes the SMS sender. */
export const startCampaign = campaignAction('start', 'Avvia (o riprende) l’invio di una campagna');

/** POST …/pause: ANNULLA; sticks until started again. A message being sent finishes. */
export const pauseCampaign = campaignAction('pause', 'Sospende l’invio di una campagna (ANNULLA)');

/**
 * POST /messaging/:channel/messages: a free message in campaign LIBERA (created on
 * demand). Queued; LIBERA sends when started (a `done` LIBERA becomes `paused`).
 */
export const addFreeMessage = defineEndpoint({
  method: 'POST',
  path: '/messaging/:channel/messages',
  access: 'workshop',
  tag,
  summary: 'Nuovo messaggio libero (campagna LIBERA)',
  params: channelParamsSchema,
  body: freeMessageInputSchema,
  status: 201,
  response: messageResponse,
  errors: [],
});

/**
 * PATCH /messaging/:channel/messages/:id: phone, text, description. 409 `message_locked`
 * when sent or being sent. WA: saving resets stato to 0 and re-queues it (spec 001 §4);
 * SMS: a failed one is re-queued; a "da verificare" one stays so (use resend).
 */
export const editMessage = defineEndpoint({
  method: 'PATCH',
  path: '/messaging/:channel/messages/:id',
  access: 'workshop',
  tag,
  summary: 'Modifica un messaggio',
  params: channelIdParamsSchema,
  body: editMessageInputSchema,
  response: messageResponse,
  errors: ['not_found', 'message_locked'],
});

/** DELETE /messaging/:channel/messages/:id. 409 `message_locked` while being sent. */
export const deleteMessage = defineEndpoint({
  method: 'DELETE',
  path: '/messaging/:channel/messages/:id',
  access: 'workshop',
  tag,
  summary: 'Elimina un messaggio',
  params: channelIdParamsSchema,
  response: okSchema,
  errors: ['not_found', 'message_locked'],
});

/**
 * POST /messaging/:channel/messages/:id/{decision}: what a person decides for a "da
 * verificare" message (the machine never resends), answered with the message; 409
 * `message_locked` while it is being sent.
 */
function messageDecision<const D extends string>(decision: D, summary: string) {
  return defineEndpoint({
    method: 'POST',
    path: `/messaging/:channel/messages/:id/${decision}`,
    access: 'workshop',
    tag,
    summary,
    params: channelIdParamsSchema,
    response: messageResponse,
    errors: ['not_found', 'message_locked'],
  });
}

/**
 * POST …/mark-sent: a "da verificare" message was in fact delivered (stato 1); for WhatsApp
 * also a waiting or failed one the desk sent one by one from the campaign screen.
 */
export const markMessageSent = messageDecision(
  'mark-sent',
  'Segna come inviato un messaggio da verificare',
);

/**
 * POST …/resend: a person decides to send a "da verificare" (or failed) message again: it
 * goes back to the queue, and a `done` campaign runs again.
 */
export const resendMessage = messageDecision(
  'resend',
  'Rimette in coda un messaggio da verificare',
);
