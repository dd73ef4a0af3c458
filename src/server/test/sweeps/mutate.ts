/**
 * Malformed variants of a valid input for the fuzz sweep: deterministic for a
 * seed (mulberry32), so a failure reproduces. Each variant replaces one value (a leaf of
 * the params, query or body, or a whole part) with a hostile one, or sends a body that is
 * not JSON at all. Hostile texts carry the marker `FUZZ` so an echo is easy to spot.
 */
import type { EndpointDef } from '@shared/contracts/endpoint';
import { hasUnsafeChars } from '@shared/domain/safe-text';
import { mulberry32 } from '@shared/domain/prng';
import { encodeParams, endpointUrl, type Input, type Part } from './sample';

/** One request: method, URL, raw body and content type. */
export type Variant = {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** Carries text that must never be stored (control characters, lone surrogates, bad UTF-8). */
  unsafe?: boolean;
};

/** A stable seed from a string (FNV-1a), so adding an endpoint does not reshuffle others. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const MB = 'FUZZ'.repeat(262_144); // 1 MiB of text
/** Values that replace one leaf (text, numbers, dates, shapes). */
export const HOSTILE: readonly unknown[] = [
  'a\u0000FUZZ',
  '\u0000',
  'FUZZ\ud800',
  '\udfffFUZZ',
  '\u001b[2JFUZZ',
  '\u007fFUZZ\u0085',
  'FUZZ\u202eevil',
  'FUZZ\r\nSet-Cookie: x=1',
  MB,
  '',
  '   ',
  '2026-02-30',
  '0000-00-00',
  '9999-99-99T99:99',
  '-1',
  '1e309',
  '99999999999999999999999',
  '<script>FUZZ</script>',
  "' or 1=1 --FUZZ",
  '../../FUZZ',
  3_000_000_000,
  -3_000_000_000,
  2_147_483_648,
  32_768,
  1e308,
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  ['FUZZ', 1],
  {},
  { nested: { deeper: 'FUZZ' } },
];

/** Raw path values that test the router and the URL decoder. */
const HOSTILE_PATH = [
  '%00',
  '%zzFUZZ',
  '%ED%A0%80',
  '%C3%28',
  'x'.repeat(300),
  '..%2F..%2FFUZZ',
  '-1',
  '1e309',
  '99999999999999999999',
  '%20',
  'FUZZ%0d%0aX:1',
];

/** Whole bodies that are not what any endpoint expects. */
const UNSAFE_PATH = new Set(['%00', '%ED%A0%80', '%C3%28']);
const UNSAFE_BODIES = new Set(['JSON with a NUL byte', 'invalid UTF-8']);

const HOSTILE_BODIES: readonly [string, string | Buffer, string][] = [
  ['invalid JSON', '{"FUZZ": ', 'application/json'],
  ['JSON with a NUL byte', '{"a":"\u0000FUZZ"}', 'application/json'],
  [
    'invalid UTF-8',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    'application/json',
  ],
  ['array for an object', '[1,2,3]', 'application/json'],
  ['a bare string', '"FUZZ"', 'application/json'],
  ['null', 'null', 'application/json'],
  [
    '__proto__ pollution',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    'application/json',
  ],
  ['deep nesting', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, 'application/json'],
  ['text/plain', 'FUZZ', 'text/plain'],
  ['form', 'a=FUZZ', 'application/x-www-form-urlencoded'],
  [
    'multipart',
    '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nFUZZ\r\n--b--',
    'multipart/form-data; boundary=b',
  ],
  ['empty JSON', '', 'application/json'],
];

/** Paths to every leaf of a JSON value (and the value itself, as `[]`). */
function leaves(v: unknown, path: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [path];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...leaves(x, [...path, i])));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) out.push(...leaves(x, [...path, k]));
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

const pick = <T>(rng: () => number, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)]!;

/** Builds a request from an input (query values sent as text, body as JSON). */
function request(e: EndpointDef, input: Input, label: string): Variant {
  const url = endpointUrl(
    e,
    encodeParams(input.params),
    input.query as Record<string, unknown> | undefined,
  );
  const payload =
    input.body === undefined ? (e.method === 'GET' ? undefined : '{}') : JSON.stringify(input.body);
  return {
    label,
    url,
    payload,
    contentType: payload === undefined ? undefined : 'application/json',
  };
}

/** `count` malformed variants of `base` for endpoint `e`, the same for the same seed. */
export function variants(e: EndpointDef, base: Input, count: number, seed: number): Variant[] {
  const rng = mulberry32(seed);
  const parts = (['params', 'query', 'body'] as Part[]).filter((p) => base[p] !== undefined);
  const out: Variant[] = [];
  for (let i = 0; out.length < count; i++) {
    const roll = rng();
    if (roll < 0.15 && e.method !== 'GET') {
      const [label, payload, contentType] = pick(rng, HOSTILE_BODIES);
      out.push({
        label: `body: ${label}`,
        url: request(e, base, '').url,
        payload,
        contentType,
        unsafe: UNSAFE_BODIES.has(label),
      });
    } else if (roll < 0.25 && base.params) {
      const keys = Object.keys(base.params as object);
      const key = pick(rng, keys);
      const value = pick(rng, HOSTILE_PATH);
      const raw = { ...encodeParams(base.params), [key]: value };
      out.push({
        ...request(e, base, ''),
        url: endpointUrl(e, raw, base.query as Record<string, unknown>),
        label: `path ${key} = ${value.slice(0, 12)}`,
        unsafe: UNSAFE_PATH.has(value),
      });
    } else if (roll < 0.3 && base.query) {
      const key = pick(rng, Object.keys(base.query as object));
      const extra = `${endpointUrl(e, {}, base.query as Record<string, unknown>).split('?')[1] ?? ''}&${key}=FUZZ&${key}=%00`;
      out.push({
        ...request(e, base, ''),
        url: endpointUrl(e, encodeParams(base.params), extra),
        label: `query ${key} twice`,
        unsafe: true,
      });
    } else if (parts.length > 0) {
      const part = pick(rng, parts);
      let path = pick(rng, leaves(base[part]));
      // An empty object part (a query whose fields are all optional) gets a stray field:
      // replacing the whole query by a bare string would put raw text in the URL, which
      // the HTTP layer re-encodes before the server sees it.
      if (part === 'query' && path.length === 0 && isPlainObject(base[part])) path = ['extra'];
      const value = pick(rng, HOSTILE);
      const mutated = { ...base, [part]: setAt(base[part], path, value) };
      const shown =
        typeof value === 'string' ? `${value.slice(0, 12)}…` : JSON.stringify(value)?.slice(0, 20);
      const unsafe = typeof value === 'string' && hasUnsafeChars(value);
      out.push({
        ...request(e, mutated, `${part}.${path.join('.') || '(all)'} = ${shown}`),
        unsafe,
      });
    } else {
      // No input at all (GET /session …): hostile query text the endpoint does not expect.
      out.push({
        ...request(e, base, ''),
        url: `${request(e, base, '').url}?${pick(rng, HOSTILE_PATH)}=${pick(rng, HOSTILE_PATH)}`,
        label: 'stray query',
      });
    }
  }
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
