/**
 * Application state (spec 000 §4 "Application state", §7 app_status): whether the service
 * is open or in maintenance (`stato_server` open | close, with the text shown on
 * #/server_off) and the server's version. Read by anyone (GET /status), switched by the
 * super-admin (PUT /admin/server-state); every open desk hears a change over the live
 * stream (`@shared/contracts/events`, `server` event).
 */
import { z } from 'zod';
import { multiLineText } from './common';
import { defineEndpoint } from './endpoint';

export const serverStateSchema = z.enum(['open', 'close']);
export type ServerState = z.infer<typeof serverStateSchema>;

/** What app_status answers: `stato_server`, `versione` and the maintenance text. */
export const appStatusSchema = z.object({
  state: serverStateSchema,
  /** Changes with every deployed build; a desk seeing another one offers "Aggiorna". */
  version: z.string(),
  /** Shown on #/server_off while the state is `close` ('' when none). */
  text: z.string(),
});
export type AppStatus = z.infer<typeof appStatusSchema>;

/** Longest maintenance text, characters. */
export const MAINTENANCE_TEXT_MAX = 500;

export const setServerStateInputSchema = z.object({
  state: serverStateSchema,
  text: multiLineText(MAINTENANCE_TEXT_MAX).default(''),
});

/** GET /status: app_status (spec 000 §7), public so #/server_off and #/login can read it. */
export const getAppStatus = defineEndpoint({
  method: 'GET',
  path: '/status',
  access: 'public',
  tag: 'system',
  summary: 'Stato del server e versione',
  response: appStatusSchema,
  errors: [],
});

/** PUT /admin/server-state: the super-admin opens or closes the service (maintenance). */
export const setServerState = defineEndpoint({
  method: 'PUT',
  path: '/admin/server-state',
  access: 'admin',
  tag: 'system',
  summary: 'Apre o chiude il servizio (manutenzione)',
  body: setServerStateInputSchema,
  response: appStatusSchema,
  errors: [],
});

/** One appointment of the offline backup (spec 000 §3 "Offline backup record"). */
export const backupRowSchema = z.object({
  date: z.string(),
  /** Timetable row (`riga`); the desk turns it into the slot label with its timetable. */
  row: z.number().int(),
  column: z.number().int(),
  name: z.string(),
  phone: z.string(),
  model: z.string(),
});
export type BackupRow = z.infer<typeof backupRowSchema>;

/** Days covered by the offline backup, today included (spec 000 §4: next 7 days). */
export const BACKUP_DAYS = 7;

/**
 * GET /offline-backup: the appointments of the next 7 days (today included, Europe/Rome)
 * with only what the offline list shows, for the desk's local backup every 10 min. Day
 * closures and blocked slots (X) are left out.
 */
export const getOfflineBackup = defineEndpoint({
  method: 'GET',
  path: '/offline-backup',
  access: 'workshop',
  tag: 'system',
  summary: 'Appuntamenti dei prossimi 7 giorni per il back-up offline',
  response: z.object({ from: z.string(), to: z.string(), rows: z.array(backupRowSchema) }),
  errors: [],
});
