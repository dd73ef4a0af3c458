/**
 * Role and cross-site sweeps over ALL_ENDPOINTS (README "Limits and hardening"): no session
 * on every private endpoint → 401; a workshop session on every admin endpoint and the
 * super-admin on every workshop endpoint → 403; and every state-changing endpoint called
 * from another site (with a valid session and input) → 403 `cross_site` with no row
 * changed. The guards run on request, so streams are swept too (they never start).
 */
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '@shared/contracts/endpoint';
import { ALL_ENDPOINTS } from '@shared/contracts/registry';
import { HTTP_MSG } from '@shared/messages';
import { encodeParams, endpointUrl, sampleInput } from './sample';
import { fingerprint, useSweepWorld } from './world';

const s = useSweepWorld();

/** Calls `e` with a valid-looking input and the given extra headers. */
function send(e: EndpointDef, headers: Record<string, string>) {
  const input = sampleInput(e, s.hints());
  return s.ctx.app.inject({
    method: e.method,
    url: endpointUrl(e, encodeParams(input.params), input.query as Record<string, unknown>),
    headers,
    ...(input.body !== undefined
      ? { payload: input.body as object }
      : e.method !== 'GET'
        ? { payload: {} }
        : {}),
  });
}

const named = (list: EndpointDef[]) => list.map((e) => [`${e.method} ${e.path}`, e] as const);
const privateOnes = ALL_ENDPOINTS.filter((e) => e.access !== 'public');
const adminOnes = ALL_ENDPOINTS.filter((e) => e.access === 'admin');
const workshopOnes = ALL_ENDPOINTS.filter((e) => e.access === 'workshop');
const writes = ALL_ENDPOINTS.filter((e) => e.method !== 'GET');

describe('roles', () => {
  it('covers every endpoint that is not public', () => {
    expect(privateOnes.length).toBeGreaterThan(0);
    expect(privateOnes.length + ALL_ENDPOINTS.filter((e) => e.access === 'public').length).toBe(
      ALL_ENDPOINTS.length,
    );
  });

  it.each(named(privateOnes))('no session → 401: %s', async (_, e) => {
    const res = await send(e, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it.each(named(privateOnes))('a forged session cookie → 401: %s', async (_, e) => {
    const res = await send(e, { cookie: 'reviapp_session=forged.c2lnbmF0dXJl' });
    expect(res.statusCode).toBe(401);
  });

  it.each(named(adminOnes))('a workshop on an admin endpoint → 403: %s', async (_, e) => {
    const res = await send(e, { cookie: s.w.cookie });
    expect(res.statusCode).toBe(403);
  });

  it.each(named(workshopOnes))('the super-admin on a workshop endpoint → 403: %s', async (_, e) => {
    const res = await send(e, { cookie: s.admin });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });
});

describe('cross-site writes', () => {
  it.each(named(writes))('another site → 403, nothing changes: %s', async (_, e) => {
    const before = await fingerprint(s.ctx, [s.w.id]);
    const cookie = e.access === 'admin' ? s.admin : s.w.cookie;
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.reviapp.example' },
      { origin: 'https://evil.example' },
    ]) {
      const res = await send(e, { cookie, ...headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'cross_site', message: HTTP_MSG.crossSite });
    }
    expect(await fingerprint(s.ctx, [s.w.id])).toEqual(before);
  });
});
