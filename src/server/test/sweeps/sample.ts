/**
 * Inputs for the sweeps, derived from the endpoint contracts, so a new
 * endpoint is swept without a test of its own: `sampleInput` builds a plausible valid input
 * from the zod schemas (through their JSON Schema), with values by field name (`hints`) for
 * what a schema cannot say (an existing id, a date, a plate); `endpointUrl` builds the URL
 * from raw, unencoded path values so the fuzz can send `%00` or a 300-character parameter.
 */
import { z } from 'zod';
import type { EndpointDef } from '@shared/contracts/endpoint';

/** The subset of JSON Schema that zod 4 emits for our contracts. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  description?: string;
};

/** Values by field name; a function gets nothing and returns a fresh value. */
export type Hints = Record<string, unknown>;

export type Part = 'params' | 'query' | 'body';
export type Input = Partial<Record<Part, unknown>>;

/** The JSON Schema of one part of a contract (input side), or null when it has none. */
export function partSchema(e: EndpointDef, part: Part): JsonSchema | null {
  const s = e[part];
  return s ? (z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null;
}

/** A plausible value for `schema` (field `key`): hint, const, enum, default, then by type. */
export function sample(schema: JsonSchema, key: string, hints: Hints): unknown {
  if (key in hints) return hints[key];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sample(alt[0]!, key, hints);
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sample(v, k, hints);
      return out;
    }
    case 'array':
      return schema.minItems && schema.items
        ? Array.from({ length: schema.minItems }, () => sample(schema.items!, key, hints))
        : [];
    case 'integer':
    case 'number':
      return (
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
      );
    case 'boolean':
      return false;
    case 'string':
      if (schema.description?.includes('YYYY-MM-DD')) return '2026-03-10';
      return 'Prova'.padEnd(schema.minLength ?? 0, 'x');
    default:
      return {};
  }
}

/** A valid-looking input for every part the endpoint has. */
export function sampleInput(e: EndpointDef, hints: Hints): Input {
  const input: Input = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const s = partSchema(e, part);
    if (s) input[part] = sample(s, part, hints);
  }
  return input;
}

/**
 * `/api{path}?{query}` with path values inserted as given (already encoded by the caller,
 * or deliberately malformed). A query given as a string is appended verbatim.
 */
export function endpointUrl(
  e: EndpointDef,
  params: Record<string, unknown> | undefined,
  query: Record<string, unknown> | string | undefined,
): string {
  const path = e.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    String(params?.[name] ?? 'x'),
  );
  let qs = '';
  if (typeof query === 'string') qs = query;
  else if (query && typeof query === 'object') {
    const pairs: string[] = [];
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined || v === null) continue;
      for (const item of Array.isArray(v) ? v : [v])
        pairs.push(
          `${encodeLoose(k)}=${encodeLoose(typeof item === 'object' ? JSON.stringify(item) : String(item))}`,
        );
    }
    qs = pairs.join('&');
  }
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Percent-encodes like `encodeURIComponent`, but a lone surrogate (which that throws on)
 * becomes the bytes a careless client would send for it (`%ED%A0%80`, not UTF-8).
 */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .replace(/[\ud800-\udfff]/g, '\uffff')
      .split('\uffff')
      .map(encodeURIComponent)
      .join('%ED%A0%80');
  }
}

/** Path values encoded for a URL (lone surrogates as invalid UTF-8 bytes). */
export function encodeParams(params: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((params ?? {}) as Record<string, unknown>))
    out[k] = encodeLoose(String(v));
  return out;
}

/** Endpoints that answer a stream (no response schema): the sweeps cannot wait for them to end. */
export const isStream = (e: EndpointDef) => e.response === undefined;
