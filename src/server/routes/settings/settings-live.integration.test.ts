/** A saved settings section reaches every desk live (spec 001 §2 impostazioni). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInWorkshop } from '@server/test/sign-in';
import { GRID_CHANNEL, type GridNotification } from '@server/live/hub';
import { saveSettings } from '@shared/contracts/settings';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

describe('settings live event', () => {
  it('publishes the saved section for the writing workshop, with the tab origin', async () => {
    const a = await signedInWorkshop(ctx, { origin: 'tab-a' });
    const seen: GridNotification[] = [];
    const stop = await ctx.database.listen(GRID_CHANNEL, (p) => seen.push(JSON.parse(p)));
    try {
      const res = await a.call(saveSettings, {
        params: { section: 'app' },
        body: { colore_barra: 'Viola' },
      });
      expect(res.status).toBe(200);
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      expect(seen).toContainEqual({
        workshopId: a.id,
        type: 'settings',
        section: 'app',
        origin: 'tab-a',
      });
    } finally {
      await stop();
    }
  });
});
