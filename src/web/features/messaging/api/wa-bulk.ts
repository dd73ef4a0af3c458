/**
 * The WhatsApp bulk send from the WA campaign screen (docs/MESSAGING.md "WhatsApp bulk"):
 * the tool's address from settings `tool.server`, this PC's id from the tool (`POST /sn`),
 * GET /whatsapp/status, `/init_wa`, the campaign taken over by this PC (`POST
 * /whatsapp/campaigns/:id/resume`: running, and what a closed tab left claimed "da
 * verificare"), then `runWaLoop` under the screen blocker (percent, ANNULLA = pause),
 * `/end_wa`, and the count of numbers without WhatsApp.
 *
 * One tab of the browser sends at a time: the whole send holds the Web Lock `WA_LOCK`
 * (released by the browser when the tab closes), so a campaign opened in a second tab while
 * the first sends is not sent twice over. INVIA waits for nothing: pressed while another tab
 * sends, it says so. Opening a campaign left "In invio" resumes it (`auto`): silently, unless
 * this is the WhatsApp PC and no other tab of it is sending.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getCampaign, pauseCampaign, type Campaign } from '@shared/contracts/messaging';
import {
  claimWhatsapp,
  reportWhatsapp,
  resumeWhatsappCampaign,
  whatsappStatus,
} from '@shared/contracts/whatsapp';
import { MESSAGING_MSG, withCount } from '@shared/messages/messaging';
import { block } from '@web/components/screen-blocker';
import { ApiError, call } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { messagingKeys } from '../keys';
import { runWaLoop } from '../lib/wa-bulk';
import { callTool, fetchToolBase, fetchToolMachineId } from './tool';
import { MESSAGING_TEXTS as T } from '../texts';

const tool = callTool;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Name of the Web Lock held by the one tab sending WhatsApp bulk messages. */
export const WA_LOCK = 'reviapp-wa-bulk';

/**
 * Runs `send` holding the lock `WA_LOCK` when it is free; resolves to false at once when
 * another tab of this browser holds it. A browser without the Web Locks API (a page served
 * over plain HTTP on the workshop's network is not a secure context) runs `send` unguarded:
 * the server still leases each message once.
 */
export async function withWaLock(send: () => Promise<void>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    await send();
    return true;
  }
  return locks.request(WA_LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await send();
    return true;
  });
}

/** How a send ended before the loop: `not_wa_pc` covers no tool, no id, another PC. */
export type WaBulkStart = 'sent' | 'not_wa_pc' | 'busy' | 'tool_error';

/**
 * Returns `send(campaign, { auto })`, which runs the whole bulk send of a WA campaign.
 * `auto` (opening a campaign left "In invio"): no toast unless it really sends, as any desk
 * may open the campaign.
 */
export function useWaBulkSend() {
  const qc = useQueryClient();
  return useCallback(
    async (campaign: Campaign, opts: { auto?: boolean } = {}): Promise<WaBulkStart> => {
      const quiet = opts.auto === true;
      const refresh = () => qc.invalidateQueries({ queryKey: messagingKeys.channel('wa') });
      const base = await fetchToolBase(qc);
      if (!base) {
        if (!quiet) toast.warn(MESSAGING_MSG.waNotEnabled);
        return 'not_wa_pc';
      }
      const pcId = await fetchToolMachineId(qc, base);
      if (!pcId) {
        if (!quiet) toast.error(T.toolUnreachable);
        return 'not_wa_pc';
      }
      const status = await call(whatsappStatus, { query: { pcId } }).catch(() => null);
      if (!status?.isWhatsappPc) {
        if (!quiet) toast.warn(MESSAGING_MSG.waNotEnabled);
        return 'not_wa_pc';
      }
      let started = 'sent' as WaBulkStart;
      const free = await withWaLock(async () => {
        started = await sendCampaign(campaign.id, base, pcId);
      });
      if (!free) {
        if (!quiet) toast.info(T.waBusy);
        return 'busy';
      }
      void refresh();
      return started;
    },
    [qc],
  );
}

/** The send itself, inside the lock: init, take the campaign over, loop, end. */
async function sendCampaign(id: number, base: string, pcId: string): Promise<WaBulkStart> {
  let init: string;
  try {
    init = await tool(base, 'init_wa');
  } catch {
    toast.error(T.toolInitError);
    return 'tool_error';
  }
  if (init === 'accedi') {
    toast.error(MESSAGING_MSG.whatsappNotLoggedIn);
    return 'tool_error';
  }
  if (init !== 'ok') {
    toast.error(T.toolInitFailed);
    return 'tool_error';
  }

  const params = { channel: 'wa' as const, id };
  const { campaign } = await call(resumeWhatsappCampaign, { params: { id }, body: { pcId } });
  let cancel = false;
  const total = Math.max(1, campaign.counts.pending);
  const blockId = block.add({
    text: T.waSending(0, total),
    percent: 0,
    onCancel: () => {
      cancel = true;
    },
  });
  try {
    const result = await runWaLoop({
      claim: async () => (await call(claimWhatsapp, { body: { pcId, campaignId: id } })).message,
      send: (tel, text) => tool(base, 'invia_wa', { tel, text }),
      report: (msgId, outcome) =>
        call(reportWhatsapp, { params: { id: msgId }, body: { pcId, outcome } }),
      wait: sleep,
      cancelled: () => cancel,
      onProgress: (n) =>
        block.update(blockId, {
          text: T.waSending(n, total),
          percent: Math.min(100, Math.round((n / total) * 100)),
        }),
    });
    if (result.end === 'cancelled') await call(pauseCampaign, { params }).catch(() => null);
    if (result.end === 'refused') {
      const e = result.error;
      if (e instanceof ApiError && e.status === 409) toast.warn(e.message);
      else toast.failure(e);
    }
    // Log in to WhatsApp, retry or send one by one, or start the tool (spec 001 §8).
    if (result.end === 'stopped') toast.error(result.notice ?? MESSAGING_MSG.toolNotStarted);
  } finally {
    block.remove(blockId);
    await tool(base, 'end_wa').catch(() => null);
    // After a bulk send, the count of numbers without WhatsApp (spec 001 §8); a send
    // stopped by the tool says only why it stopped, unless some were already found.
    const after = await call(getCampaign, { params }).catch(() => null);
    const none = after?.campaign.counts.noWhatsapp ?? 0;
    if (after && (after.campaign.state === 'done' || none > 0))
      toast.info(withCount(MESSAGING_MSG.noWhatsappCount, none));
  }
  return 'sent';
}
