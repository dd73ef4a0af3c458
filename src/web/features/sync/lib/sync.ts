/**
 * The browser side of SYNC (spec 000 §4 SYNC, §7 lista_veicoli, §8 texts),
 * kept pure for unit tests: which tool list to read for a date, how to read the tool's
 * answer into the contract's vehicles, and which toasts a SYNC outcome shows.
 */
import type { SyncResult } from '@shared/contracts/sync';
import { SYNC_VEHICLES_MAX } from '@shared/contracts/sync';
import type { SyncVehicle } from '@shared/domain/sync';
import { SYNC_MSG } from '@shared/messages/sync';

/** Tool presence is checked this often (spec 000 §9: tool presence 3 min). */
export const TOOL_PROBE_INTERVAL_MS = 180_000;
/** A vehicle list call gives up after this long (the spec gives none; the tool is local). */
export const TOOL_LIST_TIMEOUT_MS = 15_000;

/**
 * The tool path listing the vehicles of `date` (`YYYY-MM-DD`): `lista_veicoli` for today
 * (`today`, Europe/Rome), `lista_veicoli_old?data=` for any other day.
 */
export function vehiclesPath(date: string, today: string): string {
  return date === today ? 'lista_veicoli' : `lista_veicoli_old?data=${encodeURIComponent(date)}`;
}

// Control characters, line breaks and lone surrogates never reach the contract (it refuses
// them, `@shared/domain/safe-text`); cutting first, so a cut pair is cleaned too.
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const clean = (v: unknown, max: number): string =>
  typeof v === 'string' ? v.slice(0, max).replace(UNSAFE, ' ').trim() : '';

/**
 * The tool's answer (parsed JSON) as SYNC vehicles: an array of records with `targa` and
 * `cognome` (spec 000 §3 local tool vehicle record; other fields ignored). Records with
 * neither are dropped; texts are cut to the contract's limits (20, 100) and to
 * `SYNC_VEHICLES_MAX` records. Anything else than an array → `null` (the tool failed).
 */
export function parseVehicles(answer: unknown): SyncVehicle[] | null {
  if (!Array.isArray(answer)) return null;
  const out: SyncVehicle[] = [];
  for (const item of answer) {
    if (!item || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    const v = { targa: clean(r.targa, 20), cognome: clean(r.cognome, 100) };
    if (v.targa || v.cognome) out.push(v);
    if (out.length === SYNC_VEHICLES_MAX) break;
  }
  return out;
}

/** One toast: `ok` green, `info` blue, `warn` orange, `error` red (spec 000 §8 colours). */
export type SyncNotice = { kind: 'ok' | 'info' | 'warn' | 'error'; text: string };

/** What a SYNC ended with: the tool unreachable, an empty list, or the server's result. */
export type SyncOutcome =
  { kind: 'tool-missing' } | { kind: 'empty' } | { kind: 'done'; result: SyncResult };

/**
 * The toasts of a SYNC (spec 000 §5, §8): "modulo JS2SYS non trovato" (red) when the tool
 * did not answer a list; "Non ci sono veicoli da sincronizzare" (blue) for an empty list;
 * else "Sincronizzati: N" (green), then one red "Ci sono 2 o più veicoli ai quali è
 * associata la stessa targa: {targa}" per shared plate and an orange "Potrebbero esserci
 * targhe errate: N" when N vehicles matched by surname only.
 */
export function syncNotices(outcome: SyncOutcome): SyncNotice[] {
  if (outcome.kind === 'tool-missing') return [{ kind: 'error', text: SYNC_MSG.toolMissing }];
  if (outcome.kind === 'empty') return [{ kind: 'info', text: SYNC_MSG.nothingToSync }];
  const r = outcome.result;
  const notices: SyncNotice[] = [
    { kind: 'ok', text: SYNC_MSG.synced.replace('{n}', String(r.matched)) },
  ];
  for (const targa of r.duplicatePlates)
    notices.push({ kind: 'error', text: SYNC_MSG.duplicatePlate.replace('{targa}', targa) });
  if (r.bySurname > 0)
    notices.push({
      kind: 'warn',
      text: SYNC_MSG.suspectPlates.replace('{n}', String(r.bySurname)),
    });
  return notices;
}
