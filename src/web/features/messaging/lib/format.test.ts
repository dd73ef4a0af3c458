/** The message state a campaign screen shows (docs/MESSAGING.md "States a screen shows", "Non contattare"). */
import { describe, expect, it } from 'vitest';
import type { Message } from '@shared/contracts/messaging';
import { messageStateColor, messageStateLabel } from './format';

const message = (over: Partial<Message> = {}): Message => ({
  id: 1,
  campaignId: 1,
  channel: 'sms',
  phone: '3330000001',
  text: 'Promemoria',
  description: '',
  status: 0,
  state: 'queued',
  refId: null,
  attempts: 0,
  withdrawn: false,
  insertedAt: '2026-11-28T07:00:00Z',
  sentAt: null,
  ...over,
});

describe('messageStateLabel / messageStateColor', () => {
  it('says a withdrawn message was not sent because of Non contattare, in grey', () => {
    for (const channel of ['sms', 'wa'] as const) {
      const m = message({ channel, state: 'failed', withdrawn: true });
      expect(messageStateLabel(m)).toBe('Non inviato: Non contattare');
      expect(messageStateColor(m)).toBe('gray');
    }
  });

  it('keeps "Errore" in red for a failure that is not a withdrawal, and the WA stati', () => {
    const failed = message({ state: 'failed' });
    expect(messageStateLabel(failed)).toBe('Errore');
    expect(messageStateColor(failed)).toBe('red');
    expect(messageStateLabel(message({ channel: 'wa', state: 'failed', status: 4 }))).toBe(
      'Numero non valido',
    );
    expect(messageStateLabel(message())).toBe('In attesa');
  });
});
