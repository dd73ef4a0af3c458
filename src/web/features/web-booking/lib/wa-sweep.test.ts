/** The WhatsApp confirmation sweep (spec 000 §4; docs/BOOKING.md): claim, send, report. */
import { describe, expect, it } from 'vitest';
import type { WaConfirmationOutcome } from '@shared/contracts/web-booking';
import { NOT_WA_PC, runWaSweep, SWEEP_PACE_MS, type WaConfirmation } from './wa-sweep';

/** A fake server: pending ids → claimed → reported, as the endpoints do. */
function fake(opts: {
  ids: number[];
  answers?: Record<string, string | Error>;
  pcId?: string | null;
  isWaPc?: boolean;
}) {
  const state = new Map<number, 'pending' | 'claimed' | WaConfirmationOutcome>(
    opts.ids.map((id) => [id, 'pending']),
  );
  const log: string[] = [];
  const msg = (id: number): WaConfirmation => ({ id, phone: `33300000${id}`, text: `T${id}` });
  const deps = {
    list: async () => [...state].filter(([, s]) => s === 'pending').map(([id]) => msg(id)),
    pcId: async () => (opts.pcId === undefined ? 'PC' : opts.pcId),
    claim: async (id: number, pcId: string) => {
      if (opts.isWaPc === false) throw NOT_WA_PC;
      log.push(`claim ${id} ${pcId}`);
      if (state.get(id) !== 'pending') return null;
      state.set(id, 'claimed');
      return msg(id);
    },
    send: async (tel: string, text: string) => {
      log.push(`send ${tel} ${text}`);
      const a = opts.answers?.[tel] ?? 'inviato';
      if (a instanceof Error) throw a;
      return a;
    },
    report: async (id: number, outcome: WaConfirmationOutcome) => {
      log.push(`report ${id} ${outcome}`);
      expect(state.get(id)).toBe('claimed');
      state.set(id, outcome === 'non_inviato' ? 'pending' : outcome);
    },
    wait: async (ms: number) => {
      log.push(`wait ${ms}`);
    },
  };
  return { deps, state, log };
}

describe('runWaSweep', () => {
  it('claims before sending, sends each once, reports, paces, and counts what is left', async () => {
    const f = fake({ ids: [1, 2], answers: { '333000002': 'no_wa' } });
    const r = await runWaSweep(f.deps);
    expect(r).toEqual({ end: 'done', sent: 1, noWhatsapp: 1, left: 0 });
    expect(f.log).toEqual([
      'claim 1 PC',
      'send 333000001 T1',
      'report 1 inviato',
      'claim 2 PC',
      `wait ${SWEEP_PACE_MS}`,
      'send 333000002 T2',
      'report 2 no_wa',
    ]);
    expect([...f.state.values()]).toEqual(['inviato', 'no_wa']);
  });

  it('skips what another desk claimed first (404): never sends it', async () => {
    const f = fake({ ids: [1, 2] });
    f.state.set(1, 'claimed'); // taken between the list and the claim
    const list = f.deps.list;
    f.deps.list = async () => [{ id: 1, phone: '333000001', text: 'T1' }, ...(await list())];
    const r = await runWaSweep(f.deps);
    expect(r.sent).toBe(1);
    expect(f.log.filter((l) => l.startsWith('send'))).toEqual(['send 333000002 T2']);
  });

  it('not logged in: gives the claim back and stops (login)', async () => {
    const f = fake({ ids: [1, 2], answers: { '333000001': 'accedi' } });
    const r = await runWaSweep(f.deps);
    expect(r.end).toBe('login');
    expect(f.state.get(1)).toBe('pending');
    expect(f.state.get(2)).toBe('pending');
    expect(f.log.filter((l) => l.startsWith('send'))).toHaveLength(1);
  });

  it('tool timeout: keeps the claim (the message may have left) and stops', async () => {
    const timeout = Object.assign(new Error('t'), { name: 'TimeoutError' });
    const f = fake({ ids: [1], answers: { '333000001': timeout } });
    expect((await runWaSweep(f.deps)).end).toBe('unreachable');
    expect(f.state.get(1)).toBe('claimed');
  });

  it('tool refused the connection: gives the claim back', async () => {
    const f = fake({ ids: [1], answers: { '333000001': new TypeError('Failed to fetch') } });
    expect((await runWaSweep(f.deps)).end).toBe('unreachable');
    expect(f.state.get(1)).toBe('pending');
  });

  it('nothing pending, no tool, or not the WhatsApp PC: sends nothing', async () => {
    expect((await runWaSweep(fake({ ids: [] }).deps)).end).toBe('nothing');
    const noTool = fake({ ids: [1], pcId: null });
    expect((await runWaSweep(noTool.deps)).end).toBe('no_tool');
    const other = fake({ ids: [1], isWaPc: false });
    expect((await runWaSweep(other.deps)).end).toBe('not_wa_pc');
    expect([...noTool.log, ...other.log]).toEqual([]);
    expect(other.state.get(1)).toBe('pending');
  });
});
