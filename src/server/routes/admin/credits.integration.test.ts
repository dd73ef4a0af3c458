/**
 * Credits of lista_utenti (spec 001 §7 credits lookup, §8 'errore'): each account's own
 * token, in parallel, and an account whose provider hangs or fails is null ("errore")
 * after the timeout, without holding the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsProviderError, type SmsProvider } from '@server/integrations/sms-provider';
import { buildSettings, buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { mapLimit, readCredits } from './credits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(() => ctx.close());

/** Answers by token: a number, a refusal, or never. Counts calls in flight. */
function provider(answers: Record<string, number | 'refuse' | 'hang'>) {
  const seen: string[] = [];
  const p: SmsProvider = {
    send: () => Promise.reject(new Error('not used')),
    credits: (token) => {
      seen.push(token);
      const a = answers[token];
      if (a === 'hang') return new Promise<number>(() => {});
      if (a === undefined || a === 'refuse') return Promise.reject(new SmsProviderError('no'));
      return Promise.resolve(a);
    },
  };
  return { p, seen };
}

describe('readCredits', () => {
  it('reads each token; a refusal or a hang becomes null within the timeout', async () => {
    const db = ctx.database.db;
    const ws = await Promise.all([1, 2, 3].map(() => buildWorkshop(db)));
    const tokens = ['tok-ok', 'tok-refused', 'tok-hang'];
    await Promise.all(ws.map((w, i) => buildSettings(db, w.id, 'sms', { token: tokens[i] })));
    const { p, seen } = provider({ 'tok-ok': 199, 'tok-refused': 'refuse', 'tok-hang': 'hang' });
    // A hang past the 200 ms timeout would keep `readCredits` from resolving at all.
    const out = await readCredits(
      db,
      p,
      ws.map((w) => w.id),
      200,
    );
    expect(out).toEqual([
      { id: ws[0]!.id, credit: 199 },
      { id: ws[1]!.id, credit: null },
      { id: ws[2]!.id, credit: null },
    ]);
    expect(seen.sort()).toEqual([...tokens].sort());
  });

  it('mapLimit keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n * 5)); // work of uneven length, out of order
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
});
