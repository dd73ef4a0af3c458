/**
 * How a single SMS went, on the desk that sent it (spec 000 §8: "SMS Inviato", "SMS non
 * Inviato", "ERRORE Invio SMS"): the outbox pushes an `sms_outcome` event when it records
 * the outcome (no polling); the desk that sent a Veicolo pronto, an Avviso ticket or a
 * booking sheet's link waits for that message's id and shows the text once. The event may
 * arrive before the send's own answer: recent outcomes are kept for `KEEP_MS` to match.
 */
import type { SmsOutcomeEvent } from '@shared/contracts/events';

/** What to show: a green toast for a sent SMS, a red one otherwise. */
export type OutcomeToast = { kind: 'ok' | 'error'; text: string };

/** How long an outcome nobody waits for yet is kept, ms. */
export const KEEP_MS = 60_000;
const KEEP_MAX = 100;

const waiting = new Set<number>();
const recent = new Map<number, { event: SmsOutcomeEvent; at: number }>();

const toastOf = (e: SmsOutcomeEvent): OutcomeToast | null =>
  e.state === 'queued' ? null : { kind: e.state === 'sent' ? 'ok' : 'error', text: e.text };

function forgetOld(now: number): void {
  for (const [id, r] of recent)
    if (now - r.at > KEEP_MS || recent.size > KEEP_MAX) recent.delete(id);
}

/**
 * The desk sent message `id`: resolves to its toast when the outcome already arrived (then
 * forgotten), else null and the id is awaited.
 */
export function awaitSmsOutcome(id: number, now = Date.now()): OutcomeToast | null {
  forgetOld(now);
  const r = recent.get(id);
  const t = r ? toastOf(r.event) : null;
  if (t) {
    recent.delete(id);
    return t;
  }
  waiting.add(id);
  return null;
}

/**
 * An `sms_outcome` event arrived: its toast when this desk waits for that message and the
 * outcome is final (a retry later says nothing yet), else null (and kept a while).
 */
export function noteSmsOutcome(e: SmsOutcomeEvent, now = Date.now()): OutcomeToast | null {
  const t = toastOf(e);
  if (waiting.has(e.messageId) && t) {
    waiting.delete(e.messageId);
    return t;
  }
  forgetOld(now);
  recent.set(e.messageId, { event: e, at: now });
  return null;
}
