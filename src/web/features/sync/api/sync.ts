/**
 * SYNC calls (docs/RESILIENCE.md "SYNC": the tool runs on the desk's PC,
 * so the browser calls it): the tool's address from settings `tool.server`, its presence
 * (`POST {tool}/sn`, 3 s), the day's vehicles (`GET {tool}/lista_veicoli` or
 * `/lista_veicoli_old?data=`), and the server's `GET|POST /days/:date/sync`.
 */
import { queryOptions } from '@tanstack/react-query';
import { getSyncCount, syncDay } from '@shared/contracts/sync';
import { call } from '@web/lib/api-client';
import { toolBase, toolMachineId } from '@web/lib/helper-tool';
import { syncKeys } from '../keys';
import {
  parseVehicles,
  TOOL_LIST_TIMEOUT_MS,
  TOOL_PROBE_INTERVAL_MS,
  vehiclesPath,
  type SyncOutcome,
} from '../lib/sync';

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/** The tool's address ('' = no tool configured: no SYNC box). Refetched on `settings` events. */
export const toolServerQueryOptions = () =>
  queryOptions({
    queryKey: syncKeys.tool(),
    queryFn: toolBase,
    staleTime: Infinity,
  });

/**
 * True when the tool at `base` answers `POST /sn` with a non-empty text within 3 s; checked
 * every 3 minutes (spec 000 §9) while the box is shown. Never rejects.
 */
export async function probeTool(base: string): Promise<boolean> {
  return (await toolMachineId(base)) !== null;
}

export const toolPresenceQueryOptions = (base: string) =>
  queryOptions({
    queryKey: syncKeys.presence(base),
    queryFn: () => probeTool(base),
    refetchInterval: TOOL_PROBE_INTERVAL_MS,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: TOOL_PROBE_INTERVAL_MS,
  });

/** The SYNC box counts of `date` (stato 2|3, and how many have sync 1). */
export const syncCountQueryOptions = (date: string) =>
  queryOptions({
    queryKey: syncKeys.count(date),
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
