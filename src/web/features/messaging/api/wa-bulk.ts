/**
 * The WhatsApp bulk send from the WA campaign screen (docs/MESSAGING.md "WhatsApp bulk"):
 * the tool's address from settings `tool.server`, this PC's id from the tool (`POST /sn`),
 * GET /whatsapp/status, start the campaign, `/init_wa`, then `runWaLoop` under the screen
 * blocker (percent, ANNULLA = pause), `/end_wa`, and the count of numbers without WhatsApp.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getCampaign,
  pauseCampaign,
  startCampaign,
  type Campaign,
} from '@shared/contracts/messaging';
import { claimWhatsapp, reportWhatsapp, whatsappStatus } from '@shared/contracts/whatsapp';
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

/** Returns `send(campaign)`, which runs the whole bulk send of a WA campaign. */
export function useWaBulkSend() {
  const qc = useQueryClient();
  return useCallback(
    async (campaign: Campaign) => {
      const refresh = () => qc.invalidateQueries({ queryKey: messagingKeys.channel('wa') });
      const base = await fetchToolBase(qc);
      if (!base) return toast.warn(MESSAGING_MSG.waNotEnabled);
      const pcId = await fetchToolMachineId(qc, base);
      if (!pcId) return toast.error(T.toolUnreachable);
      const status = await call(whatsappStatus, { query: { pcId } }).catch(() => null);
      if (!status?.isWhatsappPc) return toast.warn(MESSAGING_MSG.waNotEnabled);

      let init: string;
      try {
        init = await tool(base, 'init_wa');
      } catch {
        return toast.error(T.toolInitError);
      }
      if (init === 'accedi') return toast.error(MESSAGING_MSG.whatsappNotLoggedIn);
      if (init !== 'ok') return toast.error(T.toolInitFailed);

      const params = { channel: 'wa' as const, id: campaign.id };
      await call(startCampaign, { params });
      void refresh();
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
          claim: async () =>
            (await call(claimWhatsapp, { body: { pcId, campaignId: campaign.id } })).message,
          send: (tel, text) => tool(base, 'invia_wa', { tel, text }),
          report: (id, outcome) =>
            call(reportWhatsapp, { params: { id }, body: { pcId, outcome } }),
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
        void refresh();
      }
    },
    [qc],
  );
}
