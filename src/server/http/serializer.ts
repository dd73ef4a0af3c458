/**
 * Response serialisation (README "Performance", API): zod checks what comes in, Fastify's schema-based
 * serializer (`fast-json-stringify`) writes what goes out, compiled once per route and
 * status from the contract's response schema turned into JSON Schema (`z.toJSONSchema`,
 * output side). Like zod's serializer it writes only the schema's properties, so no column
 * the contract does not name can leak.
 *
 * Schemas whose JSON form is not plain keep zod's serializer: transforms, pipes, defaults
 * or codecs (input ≠ output), unions and other combinators (`anyOf`, `oneOf`, `allOf`,
 * `not`, `$ref`), anything `toJSONSchema` cannot represent. With `verify` (NODE_ENV=test)
 * every answer is also serialised by zod and compared: a difference throws, so the whole
 * test suite checks that the fast path changes no answer.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

const COMBINATORS = /"(anyOf|oneOf|allOf|not|\$ref|if|\$defs|definitions)":/;

const openObjects = (key: string, value: unknown) =>
  key === 'additionalProperties' ? undefined : value;

/** The output JSON Schema of `schema` when fast-json-stringify can write it alone, else null. */
export function plainJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const out = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    const inp = z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    // Objects differ only in `additionalProperties` (closed on output): ignore that key.
    const text = JSON.stringify(out, openObjects);
    if (text !== JSON.stringify(inp, openObjects) || COMBINATORS.test(text)) return null;
    const { $schema: _drop, ...rest } = out as JsonSchema;
    return rest;
  } catch {
    return null;
  }
}

/**
 * Fastify serializer compiler for the contracts' zod response schemas (see the file
 * comment). `verify`: also run zod's serializer and throw when the two answers differ.
 */
export function contractSerializerCompiler(opts: {
  verify: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerCompiler(
      route as Parameters<typeof zodSerializerCompiler>[0],
    ) as Serialize;
    const json = plainJsonSchema(route.schema);
    if (!json) return viaZod;
    const fast = fastJson(json) as Serialize;
    if (!opts.verify) return fast;
    return (data) => {
      const expected = viaZod(data);
      const actual = fast(data);
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected)))
        throw new Error(
          `fast serializer differs from zod on ${route.method} ${route.url} ${route.httpStatus}:\n${actual}\n${expected}`,
        );
      return actual;
    };
  };
}
