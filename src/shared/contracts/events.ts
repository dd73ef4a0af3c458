/**
 * Live events (docs/ARCHITECTURE.md "Life of a live event"): the server tells every desk of a workshop that a
 * day changed (desks showing that day refetch it) or that a campaign progressed.
 */
import { z } from 'zod';
import { isoDateSchema } from './common';
import { defineEndpoint } from './endpoint';
import { SETTINGS_SECTIONS } from './settings-sections';

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
 * Sent by the routes and by the outbox sender (docs/MESSAGING.md "Live updates").
 */
export const campaignEventSchema = z.object({
  type: z.literal('campaign'),
  channel: z.enum(['sms', 'wa']),
  campaignId: z.number().int(),
  origin: originSchema,
});

/**
 * The outbox recorded how one SMS went (spec 000 §8): `text` is "SMS Inviato", "SMS non
 * Inviato" or "ERRORE Invio SMS" for that outcome. The desk that sent a single message
 * (Veicolo pronto, Avviso ticket, the booking sheet's link) shows it; others ignore it.
 * `state` `queued` means it will be tried again (nothing to say yet).
 */
export const smsOutcomeEventSchema = z.object({
  type: z.literal('sms_outcome'),
  messageId: z.number().int(),
  state: z.enum(['sent', 'queued', 'paused', 'failed', 'unknown']),
  text: z.string(),
  origin: originSchema,
});
export type SmsOutcomeEvent = z.infer<typeof smsOutcomeEventSchema>;

/**
 * The workshop's notifications changed (one written, edited, deleted, read or unread):
 * refetch the list and the side menu's unread badge (spec 000 §2 side menu, 001 §4).
 */
export const notificationsEventSchema = z.object({
  type: z.literal('notifications'),
  origin: originSchema,
});

/**
 * The workshop's Non contattare list changed (a phone added or removed, by a desk or by a
 * customer's `$stop$` link): refetch the list, whose marks the grid and the edit dialog show
 * (docs/MESSAGING.md "Non contattare").
 */
export const optOutsEventSchema = z.object({
  type: z.literal('opt_outs'),
  origin: originSchema,
});

/**
 * The account or the session changed (spec 000 §4 application state): `inactive` (attivo
 * 0: its sessions ended → login), `expired` (scadenza in the past → #/app_scaduta),
 * `password` (changed or reset: its sessions ended → login), `changed` (anything else, e.g.
 * option flags: re-read the session), `signed_out` (this stream's own session ended: signed
 * out elsewhere, or its time is over → login; the last event of the stream). Desks react at
 * once instead of polling.
 */
export const accountEventSchema = z.object({
  type: z.literal('account'),
  reason: z.enum(['inactive', 'expired', 'password', 'changed', 'signed_out']),
  origin: originSchema,
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

/**
 * Application state (spec 000 §4, §7 app_status), sent to every desk of every workshop: as
 * the first message of each stream and whenever the super-admin opens or closes the
 * service. `close` sends desks to #/server_off; a `version` other than the one the desk
 * started with offers "Aggiorna".
 */
export const serverEventSchema = z.object({
  type: z.literal('server'),
  state: z.enum(['open', 'close']),
  version: z.string().max(100),
  text: z.string().max(1000),
  origin: originSchema,
});
export type ServerEvent = z.infer<typeof serverEventSchema>;

/**
 * A settings section was saved (spec 001 §2 impostazioni: "a change reaches every open desk
 * of the workshop live"): refetch that section and, for `app`, the session (title, bar
 * colour, timetable).
 */
export const settingsEventSchema = z.object({
  type: z.literal('settings'),
  section: z.enum(SETTINGS_SECTIONS),
  origin: originSchema,
});

/**
 * The workshop's SMS credit may have changed (pushed, not polled: docs/RESILIENCE.md "SMS credit: pushed, not polled"): the
 * server re-read it after SMS were sent (debounced) or on its long fallback timer and found
 * a new value; desks refetch the SMS side box.
 */
export const creditEventSchema = z.object({
  type: z.literal('credit'),
  origin: originSchema,
});

/**
 * The server's live feed was interrupted (its LISTEN connection to the database dropped and
 * came back: docs/RESILIENCE.md "Live events after a reconnect"), so events may have been
 * missed: refresh everything shown, as after the stream itself reconnects, and re-read the
 * session.
 */
export const resyncEventSchema = z.object({
  type: z.literal('resync'),
  origin: originSchema,
});

/** Every live event; switch on `type`. */
export const gridEventSchema = z.discriminatedUnion('type', [
  dayEventSchema,
  campaignEventSchema,
  accountEventSchema,
  serverEventSchema,
  settingsEventSchema,
  notificationsEventSchema,
  optOutsEventSchema,
  creditEventSchema,
  smsOutcomeEventSchema,
  resyncEventSchema,
]);
export type GridEvent = z.infer<typeof gridEventSchema>;

/** Every `type` a GridEvent may carry (the union's discriminators, kept equal by a test). */
export const GRID_EVENT_TYPES = [
  'day',
  'note',
  'campaign',
  'notifications',
  'opt_outs',
  'account',
  'server',
  'settings',
  'credit',
  'sms_outcome',
  'resync',
] as const;

/**
 * What the browser checks of a stream message before handing it on: an object whose
 * `type` is a known one. The server builds every event from `gridEventSchema`, and the
 * production web bundle carries no zod (README "Performance"), so this is a plain check.
 */
export function isGridEvent(value: unknown): value is GridEvent {
  const type = (value as { type?: unknown } | null)?.type;
  return (
    typeof value === 'object' &&
    value !== null &&
    (GRID_EVENT_TYPES as readonly unknown[]).includes(type)
  );
}
export type CampaignEvent = z.infer<typeof campaignEventSchema>;
export type SettingsEvent = z.infer<typeof settingsEventSchema>;

/** Header the web sends with every write so its own echo can be recognised. */
export { ORIGIN_HEADER } from './origin-header';

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
