/**
 * The WhatsApp confirmation sweep of the WhatsApp PC (spec 000 §4 background jobs "a
 * WhatsApp confirmation sweep 45 s after a change", §4 web booking note; 001 §4; docs/BOOKING.md
 * item 5; docs/BOOKING.md "WhatsApp confirmation sweep"). Pure: every effect is injected.
 *
 *   list pending ("wa non inviato") → none: end `nothing`
 *   this PC's id from the tool (`/sn`) → no tool / unreachable: end `no_tool`
 *   for each: claim on the server ("wa in invio"; 409 → end `not_wa_pc`, 404 → skip)
 *             → tool `/invio_diretto` (tel, text) → report the outcome → pace
 *   list again: end `done` with what is still pending.
 *
 * The claim is committed before the tool is called, so each confirmation is sent at most
 * once: a second desk or tab gets 404 and skips it. When the tool says nothing was sent
 * (`accedi`, `errore`, connection refused) the claim is given back (`non_inviato`); when
 * the call timed out the message may have left, so the claim is kept and the note stays
 * "wa in invio" for the staff to check (Reinvia conferma sends it again).
 */
import type { WaConfirmationOutcome } from '@shared/contracts/web-booking';

/** A confirmation to send: appointment id, mobile, text. */
export type WaConfirmation = { id: number; phone: string; text: string };

/** Pause between two confirmations, as the WhatsApp bulk loop (spec 001 §4: 2000 ms). */
export const SWEEP_PACE_MS = 2000;

export type WaSweepDeps = {
  /** The server's pending list (`GET /web-bookings/wa-pending`). */
  list: () => Promise<WaConfirmation[]>;
  /** This PC's id from the tool; null when no tool is configured or it does not answer. */
  pcId: () => Promise<string | null>;
  /**
   * Claims one confirmation: the message, or null when it is no longer pending (404).
   * Rejects with `NOT_WA_PC` when this PC is not the WhatsApp PC (409), or any other error.
   */
  claim: (id: number, pcId: string) => Promise<WaConfirmation | null>;
  /** Tool `/invio_diretto`: its answer word; rejects when unreachable or too slow. */
  send: (tel: string, text: string) => Promise<string>;
  report: (id: number, outcome: WaConfirmationOutcome) => Promise<void>;
  wait: (ms: number) => Promise<void>;
};

/** Rejection of `claim` when the server answers 409 `wa_not_enabled`. */
export const NOT_WA_PC = 'not_wa_pc';

export type WaSweepEnd =
  'nothing' | 'no_tool' | 'not_wa_pc' | 'login' | 'tool_error' | 'unreachable' | 'done';

export type WaSweepResult = {
  end: WaSweepEnd;
  /** Sent through the tool. */
  sent: number;
  /** The tool said the number has no WhatsApp. */
  noWhatsapp: number;
  /** Still pending after a `done` (or `nothing`) sweep; -1 when the sweep stopped early. */
  left: number;
};

/** True when a tool call was aborted by its timeout (it may have been delivered). */
function isTimeout(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    'name' in err &&
    (err.name === 'TimeoutError' || err.name === 'AbortError')
  );
}

export async function runWaSweep(d: WaSweepDeps): Promise<WaSweepResult> {
  let sent = 0;
  let noWhatsapp = 0;
  const stop = (end: WaSweepEnd): WaSweepResult => ({ end, sent, noWhatsapp, left: -1 });
  const pending = await d.list();
  if (pending.length === 0) return { end: 'nothing', sent, noWhatsapp, left: 0 };
  const pcId = await d.pcId();
  if (!pcId) return stop('no_tool');
  let first = true;
  for (const p of pending) {
    let msg: WaConfirmation | null;
    try {
      msg = await d.claim(p.id, pcId);
    } catch (err) {
      if (err === NOT_WA_PC) return stop('not_wa_pc');
      throw err;
    }
    if (!msg) continue;
    if (!first) await d.wait(SWEEP_PACE_MS);
    first = false;
    let answer: string;
    try {
      answer = (await d.send(msg.phone, msg.text)).trim().toLowerCase();
    } catch (err) {
      if (isTimeout(err)) return stop('unreachable'); // kept claimed: it may have left
      await d.report(msg.id, 'non_inviato');
      return stop('unreachable');
    }
    if (answer === 'inviato') {
      await d.report(msg.id, 'inviato');
      sent += 1;
    } else if (answer === 'no_wa' || answer === 'non_valido') {
      await d.report(msg.id, 'no_wa');
      noWhatsapp += 1;
    } else {
      await d.report(msg.id, 'non_inviato');
      return stop(answer === 'accedi' ? 'login' : 'tool_error');
    }
  }
  return { end: 'done', sent, noWhatsapp, left: (await d.list()).length };
}
