/**
 * One WhatsApp of a campaign sent by itself from the WA campaign screen (spec 001 §8: when
 * the bulk send stops on a tool error, "retry or use single send"): through the helper
 * tool's `/invio_diretto`, else the wa.me page (`lib/direct-wa`); then the message is
 * recorded as sent (`markMessageSent`, which for WhatsApp accepts a waiting or failed one).
 * Through the tool it is recorded at once ("Inviato"); through wa.me only once the desk says
 * it pressed send there.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Channel, Message } from '@shared/contracts/messaging';
import { splitWaText, waMeUrl } from '@shared/domain/templates';
import { MESSAGING_MSG } from '@shared/messages/messaging';
import { confirmAction } from '@web/components/confirm';
import { toast } from '@web/lib/toast';
import { openNewWindow } from '../lib/direct-wa';
import { MESSAGING_TEXTS as T } from '../texts';
import { sendWhatsappOnce } from './tool';
import { useCampaignAction } from './campaigns';

/** Why the tool did not send, as the desk is told (spec 000 §8, 001 §8); null: say nothing. */
export function toolRefusal(reason: string): string | null {
  if (reason === 'no_tool') return null;
  if (reason === 'accedi') return MESSAGING_MSG.whatsappNotLoggedIn;
  if (reason === 'no_wa') return MESSAGING_MSG.whatsappInvalidNumber;
  if (reason === 'unreachable') return T.toolUnreachable;
  return MESSAGING_MSG.waToolErrors;
}

/** Returns `send(message)`: sends one WhatsApp of a campaign and records it (see above). */
export function useWaSingleSend(channel: Channel) {
  const qc = useQueryClient();
  const action = useCampaignAction(channel);
  const record = useCallback(
    (m: Message) =>
      action.mutate(
        { kind: 'markSent', id: m.id },
        { onSuccess: () => toast.ok(MESSAGING_MSG.sent), onError: toast.failure },
      ),
    [action],
  );
  return useCallback(
    async (m: Message) => {
      const { wa } = splitWaText(m.text);
      const url = waMeUrl(m.phone, wa);
      const result = await sendWhatsappOnce(qc, { phone: m.phone, text: wa, url });
      if (result.via === 'tool') return record(m);
      const why = toolRefusal(result.reason);
      if (why) toast.warn(why);
      // A blocked window: the desk opens it with a click of its own.
      if (
        !result.opened &&
        !(
          (await confirmAction({
            title: T.sentByHandTitle,
            message: T.openWhatsapp,
            confirmLabel: T.openWaLink,
          })) && openNewWindow(url)
        )
      )
        return;
      const sent = await confirmAction({
        title: T.sentByHandTitle,
        message: T.sentByHandQuestion,
        confirmLabel: T.sentByHandYes,
      });
      if (sent) record(m);
    },
    [qc, record],
  );
}
