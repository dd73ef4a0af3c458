/**
 * Live events (issue: live across desks): the server tells every desk of a workshop that a
 * day changed (desks showing that day refetch it) or that a campaign progressed.
 */
import { z } from 'zod';
import { isoDateSchema } from './common';
import { defineEndpoint } from './endpoint';

const originSchema = z
  .string()
  .max(40)
  .optional()
  .describe('Random id of the tab that made the change, so it can skip its own echo');

/** A day of the grid (`day`) or its daily note (`note`) changed: refetch that date. */
export const dayEventSchema = z.object({
  type: z.enum(['day', 'note']),
  date: isoDateSchema,
  origin: originSchema,
});

/**
 * A campaign's progress or contents changed (a message sent, queued, edited, deleted; the
 * campaign started, paused, done or deleted): refetch that channel's campaign list and,
 * when open, that campaign's messages; the SMS side box refetches its counts on `sms`.
 * Sent by the routes and by the outbox sender (issue "Messaging" item 2).
 */
export const campaignEventSchema = z.object({
  type: z.literal('campaign'),
  channel: z.enum(['sms', 'wa']),
  campaignId: z.number().int(),
  origin: originSchema,
});

/** Every live event; switch on `type`. */
export const gridEventSchema = z.discriminatedUnion('type', [dayEventSchema, campaignEventSchema]);
export type GridEvent = z.infer<typeof gridEventSchema>;
export type CampaignEvent = z.infer<typeof campaignEventSchema>;

/** Header the web sends with every write so its own echo can be recognised. */
export const ORIGIN_HEADER = 'x-reviapp-origin';

/**
 * GET /events: the live stream (Server-Sent Events) of the session's workshop; each
 * message is `data: GridEvent`. No JSON response: the handler writes the stream.
 */
export const streamEvents = defineEndpoint({
  method: 'GET',
  path: '/events',
  access: 'workshop',
  tag: 'events',
  summary: 'Eventi in tempo reale',
  errors: [],
});
