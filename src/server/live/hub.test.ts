/** LiveHub: one LISTEN per instance, fan-out by workshop, workshop id never forwarded. */
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { GRID_CHANNEL, LiveHub } from './hub';

function fakeDatabase() {
  const listeners: ((payload: string) => void)[] = [];
  const resyncs: (() => void)[] = [];
  const unlisten = vi.fn(async () => {});
  const listen = vi.fn(
    async (channel: string, cb: (payload: string) => void, onResync?: () => void) => {
      if (channel !== GRID_CHANNEL) return unlisten; // the session registry's channel
      listeners.push(cb);
      if (onResync) resyncs.push(onResync);
      return unlisten;
    },
  );
  const database = { listen } as unknown as Database;
  const emit = (payload: unknown) =>
    listeners.forEach((cb) => cb(typeof payload === 'string' ? payload : JSON.stringify(payload)));
  const reconnect = () => resyncs.forEach((fn) => fn());
  return { database, listen, unlisten, emit, reconnect };
}
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('LiveHub', () => {
  it('sends every stream a resync event after the LISTEN connection came back', async () => {
    const db = fakeDatabase();
    const hub = new LiveHub(db.database, log);
    const a: unknown[] = [];
    const b: unknown[] = [];
    await hub.subscribe(1, (e) => a.push(e));
    await hub.subscribe(2, (e) => b.push(e));
    db.reconnect();
    expect(a).toEqual([{ type: 'resync' }]);
    expect(b).toEqual([{ type: 'resync' }]);
    await hub.close();
  });

  it('listens once and delivers only to the event workshop, without its id', async () => {
    const db = fakeDatabase();
    const hub = new LiveHub(db.database, log);
    const a1: unknown[] = [];
    const a2: unknown[] = [];
    const b: unknown[] = [];
    await hub.subscribe(1, (e) => a1.push(e));
    await hub.subscribe(1, (e) => a2.push(e));
    await hub.subscribe(2, (e) => b.push(e));
    expect(db.listen).toHaveBeenCalledTimes(1);
    db.emit({ workshopId: 1, type: 'day', date: '2026-03-10', origin: 'tab1' });
    expect(a1).toEqual([{ type: 'day', date: '2026-03-10', origin: 'tab1' }]);
    expect(a2).toEqual(a1);
    expect(b).toEqual([]);
    await hub.close();
    expect(db.unlisten).toHaveBeenCalledTimes(1);
  });

  it('ignores malformed payloads and stops delivering after unsubscribe', async () => {
    const db = fakeDatabase();
    const hub = new LiveHub(db.database, log);
    const got: unknown[] = [];
    const off = await hub.subscribe(7, (e) => got.push(e));
    db.emit('not json');
    db.emit({ workshopId: '7', type: 'day', date: '2026-03-10' });
    db.emit({ workshopId: 7, type: 'other', date: '2026-03-10' });
    db.emit({ workshopId: 7, type: 'note', date: '2026-02-30' });
    expect(got).toEqual([]);
    off();
    expect(hub.size).toBe(0);
    db.emit({ workshopId: 7, type: 'note', date: '2026-03-10' });
    expect(got).toEqual([]);
  });

  it('retries LISTEN after a failure', async () => {
    const db = fakeDatabase();
    db.listen.mockRejectedValueOnce(new Error('down'));
    const hub = new LiveHub(db.database, log);
    await expect(hub.subscribe(1, () => {})).rejects.toThrow('down');
    await hub.subscribe(1, () => {});
    expect(db.listen).toHaveBeenCalledTimes(2);
  });
});
