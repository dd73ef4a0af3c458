/**
 * Campaign and message calls (contracts `@shared/contracts/messaging`, spec 001 §2
 * sms_comunicazioni / wa_comunicazioni): the campaign list with counts, the keyset-paged
 * messages of one campaign, and every action of the screen. Each mutation refreshes the
 * channel's queries (events of this tab's own origin are skipped by the live stream).
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  addFreeMessage,
  deleteAllCampaigns,
  deleteCampaign,
  deleteMessage,
  deleteSentMessages,
  editMessage,
  listCampaigns,
  listMessages,
  markMessageSent,
  pauseCampaign,
  resendMessage,
  startCampaign,
  type Channel,
} from '@shared/contracts/messaging';
import { call } from '@web/lib/api-client';
import { messagingKeys } from '../keys';

/** Messages per page ("Carica altri" loads the next). */
export const PAGE_SIZE = 100;

export const campaignsQueryOptions = (channel: Channel) =>
  queryOptions({
    queryKey: messagingKeys.campaigns(channel),
    queryFn: async () => (await call(listCampaigns, { params: { channel } })).campaigns,
  });

export const messagesQueryOptions = (channel: Channel, id: number) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(channel, id),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      call(listMessages, {
        params: { channel, id },
        query: { after: pageParam, limit: PAGE_SIZE, filter: 'all' },
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

type Action =
  | { kind: 'start' | 'pause' | 'deleteCampaign' | 'deleteSent'; id: number }
  | { kind: 'deleteMessage' | 'markSent' | 'resend'; id: number }
  | { kind: 'deleteAll' }
  | { kind: 'add'; phone: string; text: string; description: string }
  | { kind: 'edit'; id: number; phone: string; text: string; description: string };

async function run(channel: Channel, a: Action): Promise<unknown> {
  switch (a.kind) {
    case 'start':
      return call(startCampaign, { params: { channel, id: a.id } });
    case 'pause':
      return call(pauseCampaign, { params: { channel, id: a.id } });
    case 'deleteCampaign':
      return call(deleteCampaign, { params: { channel, id: a.id } });
    case 'deleteAll':
      return call(deleteAllCampaigns, { params: { channel } });
    case 'deleteSent':
      return call(deleteSentMessages, { params: { channel, id: a.id } });
    case 'deleteMessage':
      return call(deleteMessage, { params: { channel, id: a.id } });
    case 'markSent':
      return call(markMessageSent, { params: { channel, id: a.id } });
    case 'resend':
      return call(resendMessage, { params: { channel, id: a.id } });
    case 'add':
      return call(addFreeMessage, {
        params: { channel },
        body: { phone: a.phone, text: a.text, description: a.description },
      });
    case 'edit':
      return call(editMessage, {
        params: { channel, id: a.id },
        body: { phone: a.phone, text: a.text, description: a.description },
      });
  }
}

/** Every action of the campaign screen; on settle the channel's queries are refreshed. */
export function useCampaignAction(channel: Channel) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Action) => run(channel, a),
    onSettled: () => qc.invalidateQueries({ queryKey: messagingKeys.channel(channel) }),
  });
}
