/** TanStack Query keys of the messaging feature, defined once. */
import type { Channel } from '@shared/contracts/messaging';
import { campaignKeys } from '@web/data/keys';

export const messagingKeys = {
  /**
   * Every messaging query (refreshed after a reconnect of the event stream, and by the
   * recall import, which names `campaignKeys.all()`: the same prefix).
   */
  all: campaignKeys.all,
  /** Every campaign query of a channel (list, pages). */
  channel: (channel: Channel) => ['messaging', channel] as const,
  /** The campaign list of a channel, with counts. */
  campaigns: (channel: Channel) => ['messaging', channel, 'campaigns'] as const,
  /** The keyset-paged messages of one campaign. */
  messages: (channel: Channel, id: number) => ['messaging', channel, 'messages', id] as const,
  /** Every reminder preview. */
  allReminders: () => ['messaging', 'reminders'] as const,
  /** The reminder candidates of a date and channel. */
  reminders: (date: string, channel: Channel) => ['messaging', 'reminders', date, channel] as const,
  /** The SMS side box (credit, pending, sent). */
  smsSummary: () => ['messaging', 'sms-summary'] as const,
  /** The signed booking sheet link of an appointment. */
  sheetLink: (appointmentId: number) => ['messaging', 'sheet-link', appointmentId] as const,
};
