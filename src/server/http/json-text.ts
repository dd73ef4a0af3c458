/**
 * Pre-serialised answers (README "Performance", recall list): a handler whose body was
 * written as JSON text elsewhere — by PostgreSQL (`row_to_json`, `string_agg`) for a list of
 * thousands of rows — returns `jsonText(text)` instead of an object, and `route()`
 * (`route.ts`) sends the text as it is, with `application/json`, skipping the serializer.
 *
 * The contract still holds: with `verify` (NODE_ENV=test, as for the serializer in
 * `serializer.ts`) every such answer is parsed and checked against the contract's response
 * schema — the same types, and no property the schema does not name — so the whole test
 * suite checks that the text is what the serializer would have written.
 */
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

const JSON_TEXT: unique symbol = Symbol('jsonText');

/** JSON text standing for a value of type `T` (the endpoint's response). */
export type JsonText<T> = { readonly [JSON_TEXT]: T | null; readonly text: string };

/** Wraps `text`, already JSON of the endpoint's response `T`, for `route()` to send as is. */
export function jsonText<T>(text: string): JsonText<T> {
  return { [JSON_TEXT]: null, text };
}

/** True for a `jsonText()` answer. */
export function isJsonText(value: unknown): value is JsonText<unknown> {
  return typeof value === 'object' && value !== null && JSON_TEXT in value;
}

/**
 * Throws unless `text` is JSON that `schema` accepts unchanged: valid, and with no
 * property the schema would drop (zod strips unknown keys, so the parsed output must equal
 * the input). `where` names the route in the error.
 */
export function verifyJsonText(schema: z.ZodType, text: string, where: string): void {
  const value: unknown = JSON.parse(text);
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`pre-serialised answer of ${where} breaks its contract: ${parsed.error}`);
  if (!isDeepStrictEqual(parsed.data, value))
    throw new Error(`pre-serialised answer of ${where} differs from its contract's output`);
}
