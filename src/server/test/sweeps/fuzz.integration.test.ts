/**
 * Bounded fuzz of every endpoint in ALL_ENDPOINTS: 20 malformed
 * variants per endpoint (× FUZZ_FACTOR, default 1), seeded per endpoint so a failure
 * reproduces. Each answer must be below 500; every 4xx must carry the envelope with a
 * known code and an Italian message that echoes nothing; a 4xx must change no row; and
 * text with control characters, lone surrogates or bad UTF-8 is never accepted.
 * A new endpoint is fuzzed as soon as its contract is in the registry.
 *
 * Run it bigger: `FUZZ_FACTOR=10 npx vitest run src/server/test/sweeps/fuzz` (figures are
 * printed at the end).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/contracts/common';
import type { EndpointDef } from '@shared/contracts/endpoint';
import { ALL_ENDPOINTS } from '@shared/contracts/registry';
import type { TestContext } from '../harness';
import { isStream, sampleInput } from './sample';
import { seedOf, variants } from './mutate';
import { fingerprint, sweepWorld, worldHints, type World } from './world';

const FACTOR = Math.max(1, Number(process.env.FUZZ_FACTOR ?? 1));
const PER_ENDPOINT = 20 * FACTOR;
/**
 * Tables an endpoint writes on purpose when it refuses: the super-admin trail records every
 * failed super-admin sign-in (docs/PRIVACY.md "Super-admin trail").
 */
const WRITES_WHEN_REFUSED: Record<string, Record<string, true>> = {
  '/auth/admin': { admin_audit: true },
};

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

let ctx: TestContext;
let world: World;
let admin: string;
const tally = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 } as Record<string, number>;

beforeAll(async () => {
  ({ ctx, w: world, admin } = await sweepWorld());
});
afterAll(async () => {
  console.log(`fuzz ×${FACTOR}: ${JSON.stringify(tally)}`);
  await ctx.close();
});

const hints = () => worldHints(world);

const cookieFor = (e: EndpointDef) =>
  e.access === 'public' ? undefined : e.access === 'admin' ? admin : world.cookie;

const swept = ALL_ENDPOINTS.filter((e) => !isStream(e));

describe(`fuzz: ${PER_ENDPOINT} malformed requests per endpoint`, () => {
  it.each(swept.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s',
    async (name, e) => {
      const failures: string[] = [];
      let before = await fingerprint(ctx, [world.id]);
      for (const v of variants(e, sampleInput(e, hints()), PER_ENDPOINT, seedOf(name))) {
        const cookie = cookieFor(e);
        const res = await ctx.app.inject({
          method: e.method,
          url: v.url,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(v.contentType ? { 'content-type': v.contentType } : {}),
          },
          ...(v.payload !== undefined ? { payload: v.payload } : {}),
        });
        const status = res.statusCode;
        tally.requests!++;
        tally[`${Math.floor(status / 100)}xx`]!++;
        const after = await fingerprint(ctx, [world.id]);
        const where = `${v.label} → ${status}`;
        if (status >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
        if (v.unsafe && status < 400) failures.push(`${where}: unsafe text accepted`);
        if (status >= 400 && status < 500) {
          let error: { code?: string; message?: unknown } | undefined;
          try {
            error = JSON.parse(res.body).error;
          } catch {
            /* not JSON: reported below */
          }
          if (!error || !ERROR_CODES.includes(error.code as never))
            failures.push(`${where}: no envelope: ${res.body.slice(0, 120)}`);
          else if (
            typeof error.message !== 'string' ||
            !error.message ||
            /FUZZ|script/i.test(error.message) ||
            CONTROL.test(error.message)
          )
            failures.push(`${where}: bad message ${JSON.stringify(error.message)?.slice(0, 120)}`);
          for (const [table, hash] of Object.entries(after))
            if (before[table] !== hash && !(table in (WRITES_WHEN_REFUSED[e.path] ?? {})))
              failures.push(`${where}: ${table} changed on a refused request`);
        }
        before = after;
      }
      expect(failures).toEqual([]);
    },
    60_000 * FACTOR,
  );
});
