import { describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@shared/contracts/messaging';
import {
  runWaLoop,
  timestampMs,
  toOutcome,
  WA_HEARTBEAT_MS,
  WA_PACE_MS,
  waitsForWhatsappPc,
  type WaClaimed,
} from './wa-bulk';

const msg = (id: number): WaClaimed => ({ id, phone: `33300000${id}`, wa: `testo ${id}` });

function deps(queue: WaClaimed[], answers: Record<number, string | Error> = {}) {
  const reports: [number, string][] = [];
  const waits: number[] = [];
  return {
    reports,
    waits,
    d: {
      claim: vi.fn(async () => queue.shift() ?? null),
      send: vi.fn(async (tel: string) => {
        const id = Number(tel.slice(-1));
        const a = answers[id] ?? 'inviato';
        if (a instanceof Error) throw a;
        return a;
      }),
      report: vi.fn(async (id: number, outcome: string) => {
        reports.push([id, outcome]);
        return { stop: outcome === 'errore' || outcome === 'non_raggiungibile', notice: null };
      }),
      wait: vi.fn(async (ms: number) => {
        waits.push(ms);
      }),
      cancelled: () => false,
    },
  };
}

describe('runWaLoop', () => {
  it('sends every message, 2000 ms apart, and ends when the claim answers null', async () => {
    const t = deps([msg(1), msg(2), msg(3)], { 2: 'no_wa' });
    const r = await runWaLoop(t.d);
    expect(r).toEqual({ end: 'done', handled: 3 });
    expect(t.reports).toEqual([
      [1, 'inviato'],
      [2, 'no_wa'],
      [3, 'inviato'],
    ]);
    expect(t.waits).toEqual([WA_PACE_MS, WA_PACE_MS, WA_PACE_MS]);
  });

  it('reports an unreachable tool and stops when the server says stop', async () => {
    const t = deps([msg(1), msg(2)], { 1: new Error('down') });
    const r = await runWaLoop(t.d);
    expect(r.end).toBe('stopped');
    expect(t.reports).toEqual([[1, 'non_raggiungibile']]);
  });

  it('stops on a refused claim (409) without sending', async () => {
    const t = deps([]);
    const err = new Error('limit');
    t.d.claim.mockRejectedValueOnce(err);
    const r = await runWaLoop(t.d);
    expect(r).toEqual({ end: 'refused', handled: 0, error: err });
    expect(t.d.send).not.toHaveBeenCalled();
  });

  it('ANNULLA stops before the next claim', async () => {
    let cancel = false;
    const t = deps([msg(1), msg(2)]);
    const r = await runWaLoop({
      ...t.d,
      cancelled: () => cancel,
      onProgress: () => (cancel = true),
    });
    expect(r).toEqual({ end: 'cancelled', handled: 1 });
  });

  it('maps unknown tool answers to errore', () => {
    expect(toOutcome(' Inviato\n')).toBe('inviato');
    expect(toOutcome('boh')).toBe('errore');
  });
});

describe('waitsForWhatsappPc', () => {
  const at = Date.parse('2026-11-28T08:00:00.000Z');
  const campaign = (over: Partial<Campaign> & { pending?: number }): Campaign => ({
    id: 1,
    channel: 'wa',
    name: 'PROVA',
    state: 'running',
    createdAt: '2026-11-28 07:00:00+00',
    updatedAt: '2026-11-28 08:00:00.000+00',
    counts: {
      total: 3,
      pending: over.pending ?? 2,
      sent: 1,
      errors: 0,
      withdrawn: 0,
      toVerify: 0,
      noWhatsapp: 0,
      sentAsSms: 0,
      invalid: 0,
    },
    ...over,
  });

  it('reads the API timestamps, with or without the ISO T and a full offset', () => {
    expect(timestampMs('2026-11-28 08:00:00.000+00')).toBe(at);
    expect(timestampMs('2026-11-28 09:00:00+01')).toBe(at);
    expect(timestampMs('2026-11-28T08:00:00.000Z')).toBe(at);
  });

  it('is true once nothing was claimed for the heartbeat while messages wait "In invio"', () => {
    expect(waitsForWhatsappPc(campaign({}), at + 5_000)).toBe(false);
    expect(waitsForWhatsappPc(campaign({}), at + WA_HEARTBEAT_MS)).toBe(false);
    expect(waitsForWhatsappPc(campaign({}), at + WA_HEARTBEAT_MS + 1)).toBe(true);
  });

  it('is false for a paused or done campaign, one with nothing left, and SMS campaigns', () => {
    const late = at + 10 * 60_000;
    expect(waitsForWhatsappPc(campaign({ state: 'paused' }), late)).toBe(false);
    expect(waitsForWhatsappPc(campaign({ state: 'done' }), late)).toBe(false);
    expect(waitsForWhatsappPc(campaign({ pending: 0 }), late)).toBe(false);
    expect(waitsForWhatsappPc(campaign({ channel: 'sms' }), late)).toBe(false);
  });
});
