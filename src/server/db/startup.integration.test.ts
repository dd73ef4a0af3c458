/**
 * Several instances started at the same moment on a fresh PostgreSQL database (README
 * "Several instances"): the migrations and the start-up work (admin secret, demo seed) run
 * under the start-up advisory lock (`client.ts`), so every instance comes up healthy, each
 * migration is applied once, and there is exactly one demo workshop and one generated
 * admin secret. Built with `startInstance`, the function `main.ts` uses.
 *
 * PostgreSQL only: on PGlite a data folder serves one process (`lock.ts` refuses a second
 * one), so there is no concurrent start to test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getHealth } from '@shared/contracts/health';
import { buildUrl } from '@shared/contracts/endpoint';
import { loadConfig } from '@server/config';
import { startInstance, type Instance } from '@server/instance';
import { DEMO_USERNAME } from '@server/seed/demo';
import { scratchDatabase } from '@server/test/harness';
import { STARTUP_LOCK, withStartupLock } from './client';

const BASE = process.env.DATABASE_URL;
const INSTANCES = 3;
const JOURNAL = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

describe.skipIf(!BASE)(
  'concurrent start (PostgreSQL only; PGlite serves one process per data folder)',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const c of cleanups.reverse()) await c().catch(() => {});
    });

    const configFor = (url: string) =>
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: url,
        DEMO_SEED: '1',
        OUTBOX_SENDER: '0',
      });

    it('three instances started at once: all healthy, migrations once, one demo workshop', async () => {
      const scratch = await scratchDatabase();
      cleanups.push(scratch.drop);
      const url = scratch.url!;
      const started = await Promise.allSettled(
        Array.from({ length: INSTANCES }, () => startInstance(configFor(url))),
      );
      const instances = started
        .filter((r): r is PromiseFulfilledResult<Instance> => r.status === 'fulfilled')
        .map((r) => r.value);
      for (const i of instances) cleanups.push(i.close);
      const failures = started
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => String((r.reason as Error)?.message ?? r.reason));
      expect(failures).toEqual([]);

      for (const i of instances) {
        const res = await fetch(`http://127.0.0.1:${i.port}${buildUrl(getHealth)}`);
        expect(res.status).toBe(200);
      }
      const db = instances[0]!.database.db;
      const applied = await db.execute<{ n: number; distinct_n: number }>(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_n
              from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]).toEqual({
        n: JOURNAL.entries.length,
        distinct_n: JOURNAL.entries.length,
      });
      const demo = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from workshops where username = ${DEMO_USERNAME}`,
      );
      expect(demo.rows[0]!.n).toBe(1);
      expect(instances.filter((i) => i.seeded)).toHaveLength(1);
      // One secret generated and stored; the others found it.
      expect(instances.filter((i) => i.generatedAdmin !== null)).toHaveLength(1);
      const secrets = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from system_settings where key = 'admin_password_hash'`,
      );
      expect(secrets.rows[0]!.n).toBe(1);
    }, 120_000);

    it('the start-up lock makes the second taker wait until the first releases it', async () => {
      const scratch = await scratchDatabase();
      cleanups.push(scratch.drop);
      const url = scratch.url!;
      const order: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let firstIn!: () => void;
      const firstHolds = new Promise<void>((r) => (firstIn = r));
      const first = withStartupLock(url, async () => {
        order.push('first in');
        firstIn();
        await held;
        order.push('first out');
      });
      await firstHolds;
      let waited = false;
      const second = withStartupLock(
        url,
        async () => {
          order.push('second in');
        },
        () => {
          waited = true;
          // The second taker is blocked now: let the first one go.
          release();
        },
      );
      await Promise.all([first, second]);
      expect(waited).toBe(true);
      expect(order).toEqual(['first in', 'first out', 'second in']);
      expect(STARTUP_LOCK).toHaveLength(2);
    }, 60_000);
  },
);
