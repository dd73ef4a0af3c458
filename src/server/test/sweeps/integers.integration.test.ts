/**
 * Strict integers sweep over ALL_ENDPOINTS (README "Limits and hardening"; contracts'
 * `strictInt`): every path or query parameter that takes a whole number, sent as `0xee`,
 * `238%0A`, `238.0`, `+238`, `238 `, `1e3`, `00238`, a sign, or past its column's range,
 * answers 400 with the message naming that parameter and changes nothing. Parameters are
 * found from the contracts, so a new endpoint is swept without a test of its own.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EndpointDef } from '@shared/contracts/endpoint';
import { ALL_ENDPOINTS } from '@shared/contracts/registry';
import { fieldMessage } from '@shared/messages';
import { encodeParams, endpointUrl, sampleInput } from './sample';
import { fingerprint, useSweepWorld } from './world';

/** Malformed whole numbers as they appear in a URL (already percent-encoded). */
const SHAPES = [
  '0xee',
  '238%0A',
  '238.0',
  '%2B238',
  '238%20',
  '%20238',
  '-1',
  '0',
  '1e3',
  '00238',
  '238abc',
  '2147483648',
  '99999999999999999999',
];

type Target = { e: EndpointDef; part: 'params' | 'query'; key: string; schema: z.ZodType };

/** The integer parameters of every endpoint: those whose schema takes the number 238. */
function integerParams(): Target[] {
  const out: Target[] = [];
  for (const e of ALL_ENDPOINTS) {
    for (const part of ['params', 'query'] as const) {
      const s = e[part] as z.ZodObject | undefined;
      const shape = s && 'shape' in s ? (s.shape as Record<string, z.ZodType>) : {};
      for (const [key, schema] of Object.entries(shape)) {
        if (schema.safeParse(238).success || schema.safeParse(2000).success)
          out.push({ e, part, key, schema });
      }
    }
  }
  return out;
}

const s = useSweepWorld();

const targets = integerParams();

describe('strict integers', () => {
  it('finds the integer parameters (ids, list positions and sizes, years)', () => {
    const keys = new Set(targets.map((t) => t.key));
    for (const k of ['id', 'deviceId', 'after', 'limit', 'rows', 'year']) expect(keys).toContain(k);
    expect(targets.length).toBeGreaterThan(45);
  });

  it.each(targets.map((t) => [`${t.e.method} ${t.e.path} ${t.part}.${t.key}`, t] as const))(
    '400 naming the parameter, nothing changed: %s',
    async (_, { e, part, key, schema }) => {
      const before = await fingerprint(s.ctx, [s.w.id]);
      const cookie = e.access === 'admin' ? s.admin : e.access === 'workshop' ? s.w.cookie : '';
      const input = sampleInput(e, s.hints());
      let tried = 0;
      for (const shape of SHAPES) {
        const raw = decodeURIComponent(shape);
        const parsed = schema.safeParse(raw);
        if (parsed.success) continue; // e.g. 0 for a row, 2147483648 for a bigint id
        tried++;
        const params = encodeParams(input.params);
        const query = { ...(input.query as Record<string, unknown> | undefined) };
        let url: string;
        if (part === 'params') {
          params[key] = shape;
          url = endpointUrl(e, params, query);
        } else {
          delete query[key];
          const rest = endpointUrl(e, params, query);
          url = `${rest}${rest.includes('?') ? '&' : '?'}${key}=${shape}`;
        }
        const res = await s.ctx.app.inject({
          method: e.method,
          url,
          headers: cookie ? { cookie } : {},
          ...(input.body !== undefined
            ? { payload: input.body as object }
            : e.method !== 'GET'
              ? { payload: {} }
              : {}),
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        const expected = fieldMessage(parsed.error.issues[0]!.message, key);
        expect(res.json().error, url).toEqual({ code: 'bad_request', message: expected });
      }
      expect(tried).toBeGreaterThanOrEqual(8);
      expect(await fingerprint(s.ctx, [s.w.id])).toEqual(before);
    },
  );
});
