/**
 * The request logger built on first use (`request-logger.ts`) against pino's own child
 * logger, the old definition: for seeded random sequences of calls (levels, objects,
 * errors, messages with arguments, children, level changes) at every level of the parent
 * and of the child, both write the same lines; a call below the level builds nothing.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './request-logger';

/** A pino logger at `level` writing into `lines` (no timestamp, pid or host: comparable). */
function memoryLogger(level: string, lines: string[]): FastifyBaseLogger {
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  return pino({ level, timestamp: false, base: null }, stream) as unknown as FastifyBaseLogger;
}

/** Deterministic generator (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
const PARENT_LEVELS = [...LEVELS, 'silent'] as const;

type Step = (log: FastifyBaseLogger, out: string[]) => FastifyBaseLogger;

/** One random call on a logger; returns the logger the next step uses (a child after `child`). */
function randomStep(rnd: () => number): Step {
  const level = LEVELS[Math.floor(rnd() * LEVELS.length)]!;
  const n = Math.floor(rnd() * 1000);
  switch (Math.floor(rnd() * 7)) {
    case 0:
      return (log) => (log[level]({ n, nested: { ok: n % 2 === 0 } }, 'with object %d', n), log);
    case 1:
      return (log) => (log[level](new Error(`failed ${n}`)), log);
    case 2:
      return (log) => log.child({ part: `p${n}` });
    case 3:
      return (log) => {
        log.level = PARENT_LEVELS[n % PARENT_LEVELS.length]!;
        return log;
      };
    case 4:
      return (log, out) => (out.push(`level=${log.level}`), log);
    case 5:
      return (log, out) => (
        out.push(`enabled=${(log as unknown as pino.Logger).isLevelEnabled(level)}`),
        log
      );
    default:
      return (log) => (log[level](`message ${n}`), log);
  }
}

describe('lazyChildLogger', () => {
  it('writes what pino’s child writes, for 300 seeded sequences of calls', () => {
    const rnd = seeded(20261126);
    for (let run = 0; run < 300; run++) {
      const parentLevel = PARENT_LEVELS[Math.floor(rnd() * PARENT_LEVELS.length)]!;
      const childLevel = rnd() < 0.3 ? LEVELS[Math.floor(rnd() * LEVELS.length)]! : undefined;
      const steps = Array.from({ length: 1 + Math.floor(rnd() * 8) }, () => randomStep(rnd));
      const options = childLevel ? { level: childLevel } : {};
      const play = (make: (parent: FastifyBaseLogger) => FastifyBaseLogger) => {
        const out: string[] = [];
        let log = make(memoryLogger(parentLevel, out));
        for (const step of steps) log = step(log, out);
        return out.map((l) => l.replace(/"stack":"[^"]*"/, '"stack":…'));
      };
      const expected = play((p) => p.child({ reqId: `req-${run}` }, options));
      const actual = play((p) => lazyChildLogger(p, { reqId: `req-${run}` }, options));
      expect(actual, `run ${run} (parent ${parentLevel}, child ${childLevel})`).toEqual(expected);
    }
  });

  it('builds no child for calls below its level, and one child for the first line', () => {
    const out: string[] = [];
    const parent = memoryLogger('warn', out);
    const child = vi.spyOn(parent, 'child');
    const log = lazyChildLogger(parent, { reqId: 'r1' }, { level: 'warn' });
    log.info('not written');
    log.debug({ a: 1 }, 'not written');
    log.trace('not written');
    expect(child).not.toHaveBeenCalled();
    log.warn('written');
    log.error('written too');
    expect(child).toHaveBeenCalledTimes(1);
    expect(out.map((l) => JSON.parse(l))).toEqual([
      { level: 40, reqId: 'r1', msg: 'written' },
      { level: 50, reqId: 'r1', msg: 'written too' },
    ]);
  });

  it('hands a logger without pino levels (logging off) its own child at once', () => {
    const own = { child: vi.fn(() => own), level: 'silent' } as unknown as FastifyBaseLogger;
    expect(lazyChildLogger(own, { reqId: 'r' }, {})).toBe(own);
    expect(own.child).toHaveBeenCalledWith({ reqId: 'r' }, {});
  });
});
