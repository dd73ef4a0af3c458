/**
 * GET / POST `/reminders/:date` (contracts `getReminders`, `queueReminders`, spec 000 §2
 * Invio Messaggi Promemoria): the day's candidates and the button that queues them.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Channel } from '@shared/contracts/messaging';
import { getReminders, queueReminders } from '@shared/contracts/reminders';
import { dayKeys } from '@web/data/keys';
import { call } from '@web/lib/api-client';
import { invalidatesFor } from '@web/lib/query-client';
import { messagingKeys } from '../keys';

export const remindersQueryOptions = (date: string, channel: Channel) =>
  queryOptions({
    queryKey: messagingKeys.reminders(date, channel),
    queryFn: () => call(getReminders, { params: { date }, query: { channel } }),
  });

/**
 * Queues the reminders of a date; refreshes the preview, campaigns and the SMS box, and the
 * grid's day (its reminder marks; the server also sends every desk a `day` event).
 */
export function useQueueReminders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ date, channel }: { date: string; channel: Channel }) =>
      call(queueReminders, { params: { date }, body: { channel } }),
    meta: {
      invalidates: invalidatesFor((_r, { date }: { date: string }) => [dayKeys.day(date)]),
    },
    onSettled: () => qc.invalidateQueries({ queryKey: messagingKeys.all() }),
  });
}
