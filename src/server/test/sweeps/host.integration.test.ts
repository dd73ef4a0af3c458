/**
 * Forged-host sweep over ALL_ENDPOINTS (README "Limits and hardening"; http/host-check.ts):
 * every endpoint, public or private, with a valid session and input, called with a `Host`
 * or `X-Forwarded-Host` naming another server → 400 "Indirizzo del server non riconosciuto",
 * the answer never carries the forged name and no row changes (so no message is queued with
 * a link to it). The check runs before any handler, so streams and logout are swept too.
 * Health probes are exempt by design and answer 200.
 */
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '@shared/contracts/endpoint';
import { ALL_ENDPOINTS } from '@shared/contracts/registry';
import { HTTP_MSG } from '@shared/messages';
import { encodeParams, endpointUrl, sampleInput } from './sample';
import { fingerprint, useSweepWorld } from './world';

const EVIL = 'phish.evil.example';
const FORGED: Record<string, string>[] = [
  { host: EVIL },
  { host: `${EVIL}:443` },
  { 'x-forwarded-host': EVIL },
  { 'x-forwarded-host': `localhost, ${EVIL}` },
];

const s = useSweepWorld({ PUBLIC_URL: 'https://revisioni.example.it' });

const isProbe = (e: EndpointDef) => e.path === '/health' || e.path.startsWith('/health/');
const named = (list: EndpointDef[]) => list.map((e) => [`${e.method} ${e.path}`, e] as const);

describe('forged host', () => {
  it('covers every endpoint', () => {
    expect(ALL_ENDPOINTS.filter((e) => !isProbe(e)).length).toBeGreaterThan(100);
  });

  it.each(named(ALL_ENDPOINTS.filter((e) => !isProbe(e))))(
    '400 before any handler, nothing echoed or changed: %s',
    async (_, e) => {
      const before = await fingerprint(s.ctx, [s.w.id]);
      const cookie = e.access === 'admin' ? s.admin : e.access === 'workshop' ? s.w.cookie : '';
      const input = sampleInput(e, s.hints());
      for (const headers of FORGED) {
        const res = await s.ctx.app.inject({
          method: e.method,
          url: endpointUrl(e, encodeParams(input.params), input.query as Record<string, unknown>),
          headers: { ...(cookie ? { cookie } : {}), ...headers },
          ...(input.body !== undefined
            ? { payload: input.body as object }
            : e.method !== 'GET'
              ? { payload: {} }
              : {}),
        });
        expect(res.statusCode, JSON.stringify(headers)).toBe(400);
        expect(res.json().error).toEqual({ code: 'bad_request', message: HTTP_MSG.unknownHost });
        expect(res.body + JSON.stringify(res.headers)).not.toContain(EVIL);
      }
      expect(await fingerprint(s.ctx, [s.w.id])).toEqual(before);
    },
  );

  it.each(named(ALL_ENDPOINTS.filter(isProbe)))('probes answer by address: %s', async (_, e) => {
    const res = await s.ctx.app.inject({
      method: e.method,
      url: `/api${e.path}`,
      headers: { host: EVIL },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.statusCode).not.toBe(400);
  });
});
