/**
 * SYNC with the helper tool (spec 000 §2 SYNC box, §4 SYNC, §5, §7 lista_veicoli;
 * docs/RESILIENCE.md "SYNC"). The desk reads the day's vehicles from the tool on its PC (`/lista_veicoli`,
 * `/lista_veicoli_old?data=`) and posts them; the server matches them with the day's
 * appointments (`@shared/domain/sync`) and marks the matches sync 1.
 */
import { z } from 'zod';
import { dateParamsSchema, singleLineText } from './common';
import { defineEndpoint } from './endpoint';

/** Most vehicles accepted in one SYNC. */
export const SYNC_VEHICLES_MAX = 1000;

export const syncVehicleSchema = z.object({
  targa: singleLineText(20),
  cognome: singleLineText(100),
});

/** The SYNC box: appointments of the day in stato 2 or 3, and how many of them have sync 1. */
export const syncCountSchema = z.object({ synced: z.number().int(), total: z.number().int() });

export const syncResultSchema = z.object({
  /** Appointments newly marked sync 1 by this SYNC. */
  matched: z.number().int(),
  /** Of those, matched by surname only ("Potrebbero esserci targhe errate: N"). */
  bySurname: z.number().int(),
  /** Plates shared by two or more vehicles of the day. */
  duplicatePlates: z.array(z.string()),
  count: syncCountSchema,
});
export type SyncResult = z.infer<typeof syncResultSchema>;

/** GET /days/:date/sync: the SYNC box's counts for a day. */
export const getSyncCount = defineEndpoint({
  method: 'GET',
  path: '/days/:date/sync',
  access: 'workshop',
  tag: 'sync',
  summary: 'Conteggio SYNC del giorno',
  params: dateParamsSchema,
  response: syncCountSchema,
  errors: [],
});

/** POST /days/:date/sync: matches the tool's vehicles of the day and marks sync 1. */
export const syncDay = defineEndpoint({
  method: 'POST',
  path: '/days/:date/sync',
  access: 'workshop',
  tag: 'sync',
  summary: 'SYNC con i veicoli del Tool',
  params: dateParamsSchema,
  body: z.object({ vehicles: z.array(syncVehicleSchema).max(SYNC_VEHICLES_MAX) }),
  response: syncResultSchema,
  errors: [],
});
