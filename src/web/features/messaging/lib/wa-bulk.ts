/**
 * The WhatsApp bulk loop of the WhatsApp PC (spec 001 §4 "Bulk sending", §8; docs/MESSAGING.md
 * "WhatsApp bulk"): claim one message → send it through the tool's `/invia_wa` → report the
 * answer → wait 2000 ms → repeat. It ends when nothing is left, and stops on a 409 claim
 * (not the WhatsApp PC, daily limit: orange), on `stop: true` from a report ("Reviapp-tool
 * non avviato", red) or when cancelled (ANNULLA). Pure: every effect is injected.
 */
import type { Campaign } from '@shared/contracts/messaging';
import type { WaOutcome } from '@shared/contracts/whatsapp';

/** Pause between two WhatsApp messages (spec 001 §4). */
export const WA_PACE_MS = 2000;

/**
 * While the WhatsApp PC sends, it claims a message at least this often (2 s pace, the tool
 * answers within 20 s), ms; each claim stamps the campaign's `updatedAt`.
 */
export const WA_HEARTBEAT_MS = 30_000;

/** Milliseconds of a timestamp as the API writes it (`2026-11-28 08:11:52.123+00` or ISO). */
export function timestampMs(ts: string): number {
  return Date.parse(ts.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
}

/**
 * True when a WhatsApp campaign is "In invio" with messages waiting but nothing was claimed
 * for `WA_HEARTBEAT_MS` (its tab on the WhatsApp PC was closed): it waits for the WhatsApp
 * PC to open it again (docs/MESSAGING.md "WhatsApp bulk"). `nowMs`: this desk's clock.
 */
export function waitsForWhatsappPc(c: Campaign, nowMs: number): boolean {
  return (
    c.channel === 'wa' &&
    c.state === 'running' &&
    c.counts.pending > 0 &&
    nowMs - timestampMs(c.updatedAt) > WA_HEARTBEAT_MS
  );
}

export type WaClaimed = { id: number; phone: string; wa: string };

export type WaLoopDeps = {
  /** Leases the next message; null: nothing left. Rejects with the 409 ApiError. */
  claim: () => Promise<WaClaimed | null>;
  /** Calls the tool; resolves to its answer word; rejects when the tool is unreachable. */
  send: (tel: string, text: string) => Promise<string>;
  /** Reports the outcome; `stop` ends the loop. */
  report: (id: number, outcome: WaOutcome) => Promise<{ stop: boolean; notice: string | null }>;
  wait: (ms: number) => Promise<void>;
  /** True once ANNULLA was pressed. */
  cancelled: () => boolean;
  /** After each report: how many were handled so far. */
  onProgress?: (handled: number) => void;
};

export type WaLoopResult =
  | { end: 'done' | 'cancelled'; handled: number }
  | { end: 'stopped'; handled: number; notice: string | null }
  | { end: 'refused'; handled: number; error: unknown };

/** The tool's answer word as an outcome (anything unexpected is `errore`). */
export function toOutcome(answer: string): WaOutcome {
  const word = answer.trim().toLowerCase();
  return word === 'inviato' || word === 'no_wa' || word === 'accedi' || word === 'non_valido'
    ? word
    : 'errore';
}

export async function runWaLoop(d: WaLoopDeps): Promise<WaLoopResult> {
  let handled = 0;
  for (;;) {
    if (d.cancelled()) return { end: 'cancelled', handled };
    let msg: WaClaimed | null;
    try {
      msg = await d.claim();
    } catch (error) {
      return { end: 'refused', handled, error };
    }
    if (!msg) return { end: 'done', handled };
    let outcome: WaOutcome;
    try {
      outcome = toOutcome(await d.send(msg.phone, msg.wa));
    } catch {
      outcome = 'non_raggiungibile';
    }
    const r = await d.report(msg.id, outcome);
    handled += 1;
    d.onProgress?.(handled);
    if (r.stop) return { end: 'stopped', handled, notice: r.notice };
    if (d.cancelled()) return { end: 'cancelled', handled };
    await d.wait(WA_PACE_MS);
  }
}
