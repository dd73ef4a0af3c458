/** Unsafe characters in typed text (README "Limits and hardening"). */
import { describe, expect, it } from 'vitest';
import { hasLineBreak, hasUnsafeChars } from './safe-text';

describe('hasUnsafeChars', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', '\u0007'],
    ['escape', 'x\u001b[31m'],
    ['DEL', '\u007f'],
    ['C1 control', '\u0085'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', '\udc00'],
    ['high surrogate at the end', 'ok\ud83d'],
  ])('refuses %s', (_, text) => expect(hasUnsafeChars(text)).toBe(true));

  it.each([
    ['plain Italian', 'Però è già così'],
    ['tab and line breaks', 'a\tb\nc\r\nd'],
    ['emoji (a surrogate pair)', 'ok 🚗'],
    ['right-to-left override (rendered isolated, not refused)', 'a\u202eb'],
    ['empty', ''],
  ])('accepts %s', (_, text) => expect(hasUnsafeChars(text)).toBe(false));
});

describe('hasLineBreak', () => {
  it('finds tabs and every line break', () => {
    for (const t of ['a\tb', 'a\nb', 'a\rb', 'a\u2028b']) expect(hasLineBreak(t)).toBe(true);
    expect(hasLineBreak('una riga')).toBe(false);
  });
});
