/** Small display helpers of the messaging screens. */
import type { Message } from '@shared/contracts/messaging';
import { MESSAGING_TEXTS as T } from '../texts';

/** `2026-11-21T17:03:00Z` → `21/11/2026 18:03` (Europe/Rome). */
export function formatSendTime(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  })
    .format(new Date(iso))
    .replace(',', '');
}

/**
 * The Italian state of a message: withdrawn by an opt-out ("Non inviato: Non contattare"),
 * then WA stato 2–4, else the outbox state.
 */
export function messageStateLabel(m: Message): string {
  if (m.withdrawn) return T.withdrawn;
  return (m.channel === 'wa' ? T.waStatus[m.status] : undefined) ?? T.messageState[m.state];
}

/** Mantine colour of a message state (a withdrawn one is grey: nothing went, nothing to do). */
export function messageStateColor(m: Message): string {
  if (m.withdrawn) return 'gray';
  switch (m.state) {
    case 'sent':
      return m.status === 3 ? 'teal' : 'green';
    case 'failed':
      return 'red';
    case 'unknown':
      return 'orange';
    case 'claimed':
      return 'blue';
    default:
      return 'gray';
  }
}

/** Colour of WhatsApp buttons: a dark green with white text at 5.3:1 (Mantine green.9 is 4.4:1). */
export const WA_BUTTON_COLOR = '#1e7b34';
