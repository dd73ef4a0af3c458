/**
 * Configuration, records and handle types of the ReviApp Tool simulator (./tool-sim.ts),
 * spec 000 §7, 001 §7. The configuration is validated with zod wherever it comes from
 * (options, `POST /__sim/config`, the CLI environment).
 */
import { z } from 'zod';
import { isIsoDate } from '@shared/domain/dates';
import type { ToolVehicle } from './tool-sim-data';
import { DEFAULT_ORIGINS, type Fields } from './tool-sim-http';

/** What a send call may answer (spec 000 §7). */
export const SEND_ANSWERS = ['inviato', 'no_wa', 'accedi', 'errore'] as const;
export type ToolSendAnswer = (typeof SEND_ANSWERS)[number];

const vehicleSchema = z.object({
  targa: z.string(),
  veicolo: z.string(),
  cognome: z.string(),
  nome: z.string(),
  indirizzo: z.string(),
  cap: z.string(),
  citta: z.string(),
  tipo_veicolo: z.string(),
  alimentazione_2: z.string(),
}) satisfies z.ZodType<ToolVehicle>;

/**
 * The simulator's behaviour. `mode`: `ok` answers normally; `accedi`/`errore` make
 * `/init_wa`, `/invia_wa` and `/invio_diretto` answer that word (`errore` also the vehicle
 * lists and the e-mail; `/sn` and `/end_wa` always answer); `down` drops every tool
 * connection unanswered (the app sees the tool as not running). `noWhatsapp`: numbers that
 * answer `no_wa`; `numberAnswers`: a fixed answer per number (numbers compared on their
 * last 9–10 digits, 39 prefix ignored). `origins`: CORS origins (`'*'` any). `today`:
 * date of `/lista_veicoli` (default: today in Rome). `vehicles`: lists by date, replacing the
 * generated ones. `delayMs`: wait before answering each tool call (timeouts in e2e tests).
 */
export const toolSimConfigSchema = z.object({
  mode: z.enum(['ok', 'accedi', 'errore', 'down']),
  noWhatsapp: z.array(z.string()),
  numberAnswers: z.record(z.string(), z.enum(SEND_ANSWERS)),
  origins: z.array(z.string()),
  machineId: z.string().min(1),
  today: z.string().refine(isIsoDate, 'YYYY-MM-DD').optional(),
  vehicles: z.record(z.string(), z.array(vehicleSchema)),
  delayMs: z.number().int().min(0).max(60_000),
});
export type ToolSimConfig = z.infer<typeof toolSimConfigSchema>;

/** A message or e-mail the simulated tool "sent" (successful calls only); `at` in ms. */
export interface ToolSimSent {
  n: number;
  endpoint: 'invio_diretto' | 'invia_wa' | 'mail_prenotazione';
  tel?: string;
  text?: string;
  destinatario?: string;
  modello?: string;
  allegatoBytes?: number;
  at: number;
}

/** Every tool call received (control calls excluded), with the answer given. */
export interface ToolSimCall {
  n: number;
  method: string;
  path: string;
  fields: Fields;
  status: number;
  answer: string;
  at: number;
}

/** Handle of a running simulator; `sent` and `calls` are live arrays, oldest first. */
export interface ToolSimulator {
  url: string;
  port: number;
  sent: readonly ToolSimSent[];
  calls: readonly ToolSimCall[];
  config(): ToolSimConfig;
  /** Merges `patch` into the configuration (throws a ZodError on a bad value). */
  configure(patch: Partial<ToolSimConfig>): void;
  /** Forgets calls and sent messages and restores the start configuration. */
  reset(): void;
  close(): Promise<void>;
}

/** Options of `startToolSimulator`: port 0 picks a free one; host default 127.0.0.1. */
export interface ToolSimOptions {
  port?: number;
  host?: string;
  config?: Partial<ToolSimConfig>;
  /** Called after every tool call (the CLI prints one line). */
  onCall?: (call: ToolSimCall) => void;
}

/** Start configuration: normal answers, the app's origins, no delay. */
export const DEFAULT_CONFIG: ToolSimConfig = {
  mode: 'ok',
  noWhatsapp: [],
  numberAnswers: {},
  origins: [...DEFAULT_ORIGINS],
  machineId: 'REVIAPP-SIM-0001',
  vehicles: {},
  delayMs: 0,
};

/** `"+39 333 123 4567"` → `"3331234567"`: digits, without the 39 country prefix. */
export function localNumber(tel: string): string {
  const d = tel.replace(/\D+/g, '');
  return d.length >= 11 && d.startsWith('39') ? d.slice(2) : d;
}
