/**
 * Live across desks, the messaging part: a `campaign` event (a message sent, queued,
 * edited; a campaign started, paused, done) refreshes that channel's campaign list and open
 * pages, the reminder previews, and on `sms` the SMS side box; a `credit` event (the server
 * read a new SMS credit) refreshes the SMS side box; an `sms_outcome` of a single SMS this
 * desk sent shows "SMS Inviato" / "SMS non Inviato" / "ERRORE Invio SMS". No timers: the server pushes every step
 * of the sender. After a dropped stream comes back everything is refreshed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@web/lib/live-events';
import { toast } from '@web/lib/toast';
import { messagingKeys } from '../keys';
import { noteSmsOutcome } from '../lib/sms-outcomes';

export function useMessagingLiveUpdates(): void {
  const qc = useQueryClient();
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type === 'sms_outcome') {
        // How a single SMS this desk sent went (spec 000 §8).
        const t = noteSmsOutcome(ev);
        if (t) toast[t.kind](t.text);
        return;
      }
      if (ev.type === 'credit') void qc.invalidateQueries({ queryKey: messagingKeys.smsSummary() });
      if (ev.type !== 'campaign') return;
      void qc.invalidateQueries({ queryKey: messagingKeys.channel(ev.channel) });
      void qc.invalidateQueries({ queryKey: messagingKeys.allReminders() });
      if (ev.channel === 'sms') void qc.invalidateQueries({ queryKey: messagingKeys.smsSummary() });
    },
    onReconnect: () => void qc.invalidateQueries({ queryKey: messagingKeys.all() }),
  });
}
