/**
 * SYNC calls (docs/RESILIENCE.md "SYNC": the tool runs on the desk's PC,
 * so the browser calls it): the tool's address from settings `tool.server`, its presence
 * (`POST {tool}/sn`, 3 s), the day's vehicles (`GET {tool}/lista_veicoli` or
 * `/lista_veicoli_old?data=`), and the server's `GET|POST /days/:date/sync`.
 */
import { queryOptions } from '@tanstack/react-query';
import { getSyncCount, syncDay } from '@shared/contracts/sync';
import { syncCountKeys } from '@web/data/keys';
import { settingsQuery, toolServer } from '@web/data/settings';
import { toolMachineIdQuery } from '@web/data/tool';
import { call } from '@web/lib/api-client';
import {
  parseVehicles,
  TOOL_LIST_TIMEOUT_MS,
  TOOL_PROBE_INTERVAL_MS,
  vehiclesPath,
  type SyncOutcome,
} from '../lib/sync';

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/**
 * The tool's address ('' = no tool configured: no SYNC box): the shared `tool` settings
 * section, refetched on every desk by its `settings` event (`@web/data/live`).
 */
export const toolServerQueryOptions = () =>
  queryOptions({ ...settingsQuery('tool'), select: toolServer, staleTime: Infinity });

/**
 * True when the tool at `base` answers `POST /sn` with a non-empty text within 3 s (the
 * shared probe, `@web/data/tool`); checked every 3 minutes (spec 000 §9) while the box is
 * shown. Never rejects.
 */
export const toolPresenceQueryOptions = (base: string) =>
  queryOptions({
    ...toolMachineIdQuery(base),
    select: (id: string | null) => id !== null,
    refetchInterval: TOOL_PROBE_INTERVAL_MS,
    refetchOnWindowFocus: false,
    staleTime: TOOL_PROBE_INTERVAL_MS,
  });

/**
 * The SYNC box counts of `date` (stato 2|3, and how many have sync 1); the appointment
 * writes name `syncCountKeys.all()` in their `meta.invalidates`.
 */
export const syncCountQueryOptions = (date: string) =>
  queryOptions({
    queryKey: syncCountKeys.day(date),
    queryFn: () => call(getSyncCount, { params: { date } }),
  });

/**
 * One SYNC of `date`: reads the tool's list (`today` decides which one), posts it and
 * resolves to the outcome. A tool that is missing, slow (15 s), answers an error status or
 * anything but a JSON array → `tool-missing`; an empty list → `empty` (nothing posted).
 * Rejects only when the server call fails (an `ApiError`).
 */
export async function runSync(base: string, date: string, today: string): Promise<SyncOutcome> {
  let vehicles;
  try {
    const res = await fetch(join(base, vehiclesPath(date, today)), {
      signal: AbortSignal.timeout(TOOL_LIST_TIMEOUT_MS),
    });
    vehicles = res.ok ? parseVehicles(JSON.parse(await res.text())) : null;
  } catch {
    vehicles = null;
  }
  if (vehicles === null) return { kind: 'tool-missing' };
  if (vehicles.length === 0) return { kind: 'empty' };
  const result = await call(syncDay, { params: { date }, body: { vehicles } });
  return { kind: 'done', result };
}
