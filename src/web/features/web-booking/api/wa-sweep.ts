/**
 * The effects of the WhatsApp confirmation sweep (`../lib/wa-sweep.ts`): the server's
 * pending list, claim and outcome (`@shared/contracts/web-booking`), and the helper tool's `/sn`
 * (`@web/data/tool`) and `/invio_diretto` (`@web/lib/helper-tool`, the same call as the
 * single WhatsApp send).
 */
import {
  claimWaConfirmation,
  listPendingWaConfirmations,
  reportWaConfirmation,
} from '@shared/contracts/web-booking';
import type { QueryClient } from '@tanstack/react-query';
import { fetchToolBase } from '@web/data/settings';
import { fetchToolMachineId } from '@web/data/tool';
import { ApiError, call } from '@web/lib/api-client';
import { callTool, DIRECT_SEND_TIMEOUT_MS } from '@web/lib/helper-tool';
import { NOT_WA_PC, runWaSweep, type WaSweepResult } from '../lib/wa-sweep';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Runs one sweep against the server and this PC's tool (its address and id read now, through
 * the shared cache `qc`).
 */
export async function sweepWaConfirmations(qc: QueryClient): Promise<WaSweepResult> {
  let base = '';
  return runWaSweep({
    list: async () => (await call(listPendingWaConfirmations)).messages,
    pcId: async () => {
      base = await fetchToolBase(qc);
      return base ? fetchToolMachineId(qc, base) : null;
    },
    claim: async (id, pcId) => {
      try {
        return await call(claimWaConfirmation, { params: { id }, body: { pcId } });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        if (err instanceof ApiError && err.code === 'wa_not_enabled') throw NOT_WA_PC;
        throw err;
      }
    },
    send: (tel, text) => callTool(base, 'invio_diretto', { tel, text }, DIRECT_SEND_TIMEOUT_MS),
    report: async (id, outcome) => {
      await call(reportWaConfirmation, { params: { id }, body: { outcome } });
    },
    wait: sleep,
  });
}
