/** What leaves the server about campaigns and messages (`@shared/contracts/messaging`). */
import type { Campaign, CampaignCounts, Message } from '@shared/contracts/messaging';
import type { campaigns, messages } from '@server/db/schema';
import { isWithdrawn } from './withdraw';

export type CampaignRow = typeof campaigns.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export const NO_COUNTS: CampaignCounts = {
  total: 0,
  pending: 0,
  sent: 0,
  errors: 0,
  withdrawn: 0,
  toVerify: 0,
  noWhatsapp: 0,
  sentAsSms: 0,
  invalid: 0,
};

/**
 * Counts of a campaign whose `queued` messages were all just written in the caller's
 * transaction: every one pending, as `countsOf` reads them before the outbox claims any.
 * Spares re-counting a 50,000-row import it has just written (README "Performance").
 */
export function freshCampaignCounts(queued: number): CampaignCounts {
  return { ...NO_COUNTS, total: queued, pending: queued };
}

/** A campaign row with its counts (zeros when it has no message). */
export function presentCampaign(r: CampaignRow, counts: CampaignCounts = NO_COUNTS): Campaign {
  return {
    id: r.id,
    channel: r.channel,
    name: r.name,
    state: r.state,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    counts,
  };
}

/** A message row; never the provider's ticket or the English `last_error`. */
export function presentMessage(r: MessageRow): Message {
  return {
    id: r.id,
    campaignId: r.campaignId,
    channel: r.channel,
    phone: r.phone,
    text: r.text,
    description: r.description,
    status: r.status,
    state: r.sendState,
    refId: r.refId,
    attempts: r.attempts,
    withdrawn: isWithdrawn(r),
    insertedAt: r.insertedAt,
    sentAt: r.sentAt,
  };
}
