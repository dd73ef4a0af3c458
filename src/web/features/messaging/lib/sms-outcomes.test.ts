/** A single SMS's outcome on the desk that sent it (spec 000 §8). */
import { describe, expect, it } from 'vitest';
import type { SmsOutcomeEvent } from '@shared/contracts/events';
import { awaitSmsOutcome, KEEP_MS, noteSmsOutcome } from './sms-outcomes';

const ev = (messageId: number, state: SmsOutcomeEvent['state'], text: string): SmsOutcomeEvent => ({
  type: 'sms_outcome',
  messageId,
  state,
  text,
});

describe('sms outcomes', () => {
  it('shows the outcome of a message the desk waits for, once', () => {
    expect(awaitSmsOutcome(1)).toBeNull();
    expect(noteSmsOutcome(ev(1, 'sent', 'SMS Inviato'))).toEqual({
      kind: 'ok',
      text: 'SMS Inviato',
    });
    expect(noteSmsOutcome(ev(1, 'sent', 'SMS Inviato'))).toBeNull();
  });

  it('waits past a retry for the final outcome', () => {
    expect(awaitSmsOutcome(2)).toBeNull();
    expect(noteSmsOutcome(ev(2, 'queued', 'SMS non Inviato'))).toBeNull();
    expect(noteSmsOutcome(ev(2, 'unknown', 'ERRORE Invio SMS'))).toEqual({
      kind: 'error',
      text: 'ERRORE Invio SMS',
    });
  });

  it('matches an outcome that arrived before the send answered, within a minute', () => {
    const t0 = 1_000_000;
    expect(noteSmsOutcome(ev(3, 'failed', 'SMS non Inviato'), t0)).toBeNull();
    expect(awaitSmsOutcome(3, t0 + 500)).toEqual({ kind: 'error', text: 'SMS non Inviato' });
    expect(noteSmsOutcome(ev(4, 'sent', 'SMS Inviato'), t0)).toBeNull();
    expect(awaitSmsOutcome(4, t0 + KEEP_MS + 1)).toBeNull();
  });

  it("ignores other desks' messages", () => {
    expect(noteSmsOutcome(ev(5, 'sent', 'SMS Inviato'))).toBeNull();
  });
});
