/**
 * LISTEN/NOTIFY for live grid events across instances (docs/SCALING.md), on the
 * database the suite runs against; on PostgreSQL also recovery of a dropped listener.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness';
import { waitUntil } from '@server/test/wait';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

/** Listens on `channel`; resolves once LISTEN is in place, with the next payload's promise. */
async function nextPayload(channel: string, timeoutMs = 5000) {
  let settle: (payload: string) => void = () => {};
  const payload = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification')), timeoutMs);
    settle = (p) => {
      clearTimeout(timer);
      resolve(p);
    };
  });
  await ctx.database.listen(channel, (p) => settle(p));
  return { payload };
}

describe('listen / notify', () => {
  it('delivers a notification to a listener of the same instance', async () => {
    const { payload } = await nextPayload('reviapp_test_a');
    await ctx.database.notify('reviapp_test_a', 'ciao');
    expect(await payload).toBe('ciao');
  });

  if (process.env.DATABASE_URL) {
    it('listens again after the listening connection is killed', async () => {
      await ctx.database.listen('reviapp_test_b', () => {});
      const killed = await ctx.database.db.execute(
        // Kill the backend that LISTENs (not ours: the pool's query runs elsewhere).
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'` as never,
      );
      expect(killed.rows).toHaveLength(1);
      let delivered = '';
      await ctx.database.listen('reviapp_test_b', (p) => (delivered = p));
      // Notify until the re-established LISTEN hears it (it reconnects on its own).
      await waitUntil(
        'the listener back',
        async () => (await ctx.database.notify('reviapp_test_b', 'di nuovo'), delivered),
        { timeoutMs: 8000, intervalMs: 250 },
      );
      expect(delivered).toBe('di nuovo');
    });
  }
});
