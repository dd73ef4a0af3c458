import { describe, expect, it, vi } from 'vitest';
import { runWaLoop, toOutcome, WA_PACE_MS, type WaClaimed } from './wa-bulk';

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
