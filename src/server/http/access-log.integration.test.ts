/**
 * The log lines an operator keeps (http/access-log.ts, docs/RESILIENCE.md "Logs"): probes
 * write nothing when they succeed; every other request writes one line with method, route
 * pattern, status, duration, request id, instance and workshop; a request that fails with a
 * customer's phone and surname in it (a 500 whose database error carries both) leaves
 * neither in the log.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { apiClient } from '@server/test/client';
import { appointmentInput, raw } from '@server/test/api';
import { signedInWorkshop } from '@server/test/sign-in';
import { getHealth, getLive, getReady } from '@shared/contracts/health';
import { createAppointment } from '@shared/contracts/appointments';
import { getNote } from '@shared/contracts/notes';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, cb) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    cb();
  },
});
const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ LOG_LEVEL: 'info', INSTANCE_NAME: 'app7' }, { logStream: stream });
});
afterAll(async () => ctx.close());
beforeEach(() => {
  lines.length = 0;
});

describe('request log lines', () => {
  it('writes nothing for successful probes, one line for a failed one', async () => {
    const client = apiClient(ctx.app);
    expect((await client.call(getLive)).status).toBe(200);
    expect((await client.call(getReady)).status).toBe(200);
    expect((await client.call(getHealth)).status).toBe(200);
    expect(lines).toEqual([]);
    const other = await setupTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
    try {
      other.app.lifecycle.startDraining();
      expect((await apiClient(other.app).call(getReady)).status).toBe(503);
    } finally {
      await other.close();
    }
    expect(parsed()).toEqual([
      expect.objectContaining({ msg: 'request', route: `/api${getReady.path}`, status: 503 }),
    ]);
  });

  it('writes one line per request: method, route pattern, status, ms, reqId, instance, workshop', async () => {
    const w = await signedInWorkshop(ctx);
    lines.length = 0;
    const res = await w.call(getNote, { params: { date: '2026-03-10' } });
    expect(res.status).toBe(200);
    const all = parsed();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: `/api${getNote.path}`,
      status: 200,
      reqId: res.headers['x-request-id'],
      instance: 'app7',
      workshopId: w.id,
    });
    expect(typeof all[0]!.ms).toBe('number');
    expect(lines[0]).not.toContain('2026-03-10');
  });

  it('keeps query parameters out of the line of a refused request', async () => {
    const res = await raw(ctx, getNote, {
      params: { date: 'ieri' },
      query: { cognome: 'Brambillini', telefono: '3339876543' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(parsed()).toEqual([expect.objectContaining({ route: `/api${getNote.path}` })]);
    expect(lines.join('\n')).not.toMatch(/brambillini|3339876543/i);
  });

  it('keeps the phone and surname of a request failing with 500 out of every line', async () => {
    const w = await signedInWorkshop(ctx);
    // Every new appointment now breaks a constraint: the database's error carries the row
    // (PostgreSQL's `detail`) and Drizzle's message the query's parameters.
    await ctx.database.db.execute(
      sql.raw('alter table appointments add constraint log_test_broken check (false) not valid'),
    );
    ctx.unscoped.length = 0;
    try {
      lines.length = 0;
      const res = await w.call(createAppointment, {
        body: appointmentInput({ surname: 'Brambillini', phone: '333 987 6543' }),
      });
      expect(res.status).toBe(500);
    } finally {
      await ctx.database.db.execute(
        sql.raw('alter table appointments drop constraint log_test_broken'),
      );
      ctx.unscoped.length = 0;
    }
    const all = parsed();
    // The failure is logged (what an operator needs: the error's kind and code)…
    const failure = all.find((l) => l.msg === 'unhandled error') as
      | { err: { message: string; stack: string; code?: string; cause?: { code?: string } } }
      | undefined;
    expect(failure).toBeDefined();
    expect(JSON.stringify(failure!.err)).toContain('23514');
    expect(failure!.err.stack).toMatch(/^\s+at /);
    expect(all).toContainEqual(
      expect.objectContaining({ msg: 'request', status: 500, workshopId: w.id }),
    );
    // …with no customer data anywhere.
    const text = lines.join('\n');
    expect(text).not.toMatch(/brambillini/i);
    expect(text).not.toMatch(/3339876543|333 987 6543/);
  });
});
