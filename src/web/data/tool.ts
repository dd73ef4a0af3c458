/**
 * The helper tool's `/sn` probe (spec 000 §7: this PC's machine id, 3 s), shared by the tool
 * settings ("Questo PC", compared with config_tool.id_wa) and the SYNC box (tool present or
 * not, spec 000 §9): one cache entry per tool address, `toolKeys.machineId(base)`.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { toolMachineId } from '@web/lib/helper-tool';
import { toolKeys } from './keys';

/**
 * Query options of this PC's machine id at tool address `base`: null when no tool is
 * configured or it does not answer (never rejects, so never retried).
 */
export const toolMachineIdQuery = (base: string) =>
  queryOptions({
    queryKey: toolKeys.machineId(base),
    queryFn: () => toolMachineId(base),
    retry: false,
  });

/** Asks the tool at `base` now (a send about to start); the cached answer is refreshed too. */
export function fetchToolMachineId(qc: QueryClient, base: string): Promise<string | null> {
  return qc.fetchQuery(toolMachineIdQuery(base));
}
