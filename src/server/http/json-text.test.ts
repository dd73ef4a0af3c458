/** Pre-serialised answers (`json-text.ts`): checked against the contract under NODE_ENV=test. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isJsonText, jsonText, verifyJsonText } from './json-text';

const schema = z.object({ total: z.number().int(), items: z.array(z.object({ key: z.string() })) });

describe('jsonText', () => {
  it('is told apart from a plain answer', () => {
    expect(isJsonText(jsonText('{}'))).toBe(true);
    expect(isJsonText({ text: '{}' })).toBe(false);
    expect(isJsonText(null)).toBe(false);
  });

  it('accepts text the contract reads unchanged, refuses a wrong type or an extra key', () => {
    expect(() =>
      verifyJsonText(schema, '{"total":1,"items":[{"key":"A1"}]}', 'GET /x'),
    ).not.toThrow();
    expect(() => verifyJsonText(schema, '{"total":"1","items":[]}', 'GET /x')).toThrow(/contract/);
    expect(() =>
      verifyJsonText(schema, '{"total":1,"items":[{"key":"A1","secret":2}]}', 'GET /x'),
    ).toThrow(/differs/);
    expect(() => verifyJsonText(schema, '{"total":1,', 'GET /x')).toThrow();
  });
});
