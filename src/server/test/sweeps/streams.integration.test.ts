/**
 * Stream sweep over ALL_ENDPOINTS (README "Limits and hardening"): every workshop endpoint
 * that answers a stream (no response schema), opened with a workshop session on a listening
 * server, ends within 5 s of that session's logout, and cannot be opened again with it. The
 * list comes from the contracts, so a new stream inherits the rule; the other ways a
 * session ends are covered in routes/events/session-end.integration.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout } from '@shared/contracts/auth';
import type { EndpointDef } from '@shared/contracts/endpoint';
import { ALL_ENDPOINTS } from '@shared/contracts/registry';
import { apiClient } from '../client';
import { setupListeningTestApp, type ListeningTestContext } from '../harness';
import { signedInWorkshop } from '../sign-in';
import { encodeParams, endpointUrl, isStream, sampleInput } from './sample';

const WITHIN_MS = 5_000;
/** Session-bound streams: a workshop's (the public PDF and the admin's backup are finite downloads). */
const streams = ALL_ENDPOINTS.filter((e) => isStream(e) && e.access === 'workshop');

let ctx: ListeningTestContext;
beforeAll(async () => {
  ctx = await setupListeningTestApp();
});
afterAll(async () => ctx.close());

/** Opens `e` with `cookie`; `ended` resolves with the time the server ended the stream. */
async function open(e: EndpointDef, cookie: string) {
  const input = sampleInput(e, {});
  const url =
    ctx.base + endpointUrl(e, encodeParams(input.params), input.query as Record<string, unknown>);
  const abort = new AbortController();
  const res = await fetch(url, { headers: { cookie }, signal: abort.signal });
  const ended = (async () => {
    const reader = res.body!.getReader();
    try {
      while (!(await reader.read()).done);
      return Date.now();
    } catch {
      return null;
    }
  })();
  return { res, url, ended, close: () => abort.abort() };
}

describe('streams follow their session', () => {
  it('finds the streams', () => {
    expect(streams.length).toBeGreaterThan(0);
  });

  it.each(streams.map((e) => [`${e.method} ${e.path}`, e] as const))(
    'ends within 5 s of logout: %s',
    async (_, e) => {
      const w = await signedInWorkshop(ctx);
      const stream = await open(e, w.cookie);
      try {
        expect(stream.res.status).toBe(200);
        const started = Date.now();
        expect((await apiClient(ctx.app, { cookie: w.cookie }).call(logout)).status).toBe(200);
        const endedAt = await Promise.race([
          stream.ended,
          new Promise<null>((r) => setTimeout(() => r(null), WITHIN_MS + 1000).unref()),
        ]);
        expect(endedAt, 'stream still open').not.toBeNull();
        expect(endedAt! - started).toBeLessThan(WITHIN_MS);
        const again = await fetch(stream.url, { headers: { cookie: w.cookie } });
        expect(again.status).toBe(401);
      } finally {
        stream.close();
      }
    },
  );
});
