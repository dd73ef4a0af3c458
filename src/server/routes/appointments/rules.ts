/**
 * Pure rules of appointment writes (spec 000 §4 states, §5 validation), kept apart from
 * SQL so they are unit-tested on their own.
 */
import { ReminderState, RecallState } from '@shared/domain/status';
import { upper } from '@shared/domain/text';

/** Reminder states that mean a message already left (2 SMS, 3 WhatsApp, 4 no WhatsApp). */
const REMINDER_SENT = new Set<number>([
  ReminderState.SentSms,
  ReminderState.SentWa,
  ReminderState.NoWhatsapp,
]);

/**
 * `invio_sms_promemoria` after the edit dialog's switch: on → keep any state ≥ 1, else 1
 * (scheduled); off → 0, unless a reminder was already sent (2, 3, 4), which stays.
 */
export function reminderStatusAfterSwitch(on: boolean, current: number): number {
  if (on) return current >= ReminderState.Scheduled ? current : ReminderState.Scheduled;
  return REMINDER_SENT.has(current) ? current : ReminderState.No;
}

/**
 * `invio_sms_richiamo` after the recall switch: on → keep 1 or 2, else 1 (in
 * programmazione); off → 0 unless already sent (2).
 */
export function recallStatusAfterSwitch(on: boolean, current: number): number {
  if (on) return current >= RecallState.Scheduled ? current : RecallState.Scheduled;
  return current === RecallState.Sent ? current : RecallState.No;
}

/** Reminder of a copied appointment (spec 000 §4 "recomputed"): 1 if the source had any, else 0. */
export function reminderStatusOfCopy(sourceReminder: number): number {
  return sourceReminder > 0 ? ReminderState.Scheduled : ReminderState.No;
}

/**
 * Note after states 3/4 with a reason (spec 000 §4): the reason, trimmed and uppercased,
 * appended as `note - REASON` (or the reason alone on an empty note). Blank reason → note.
 */
export function noteWithReason(note: string, reason: string | undefined): string {
  const r = reasonText(reason);
  if (!r) return note;
  return note ? `${note} - ${r}` : r;
}

/** A state reason as saved: trimmed and uppercased ('' when absent). */
export function reasonText(reason: string | undefined): string {
  return upper((reason ?? '').trim());
}
