/**
 * `copyText` writes a field of COPY's text format (PostgreSQL "COPY", "Text Format"): the
 * four characters the format gives a meaning are escaped, everything else is left as is.
 * The round trip through PostgreSQL itself is `import.integration.test.ts` (tabs, line
 * breaks, backslashes, `\N` and `\.` stored exactly as filled).
 */
import { describe, expect, it } from 'vitest';
import { copyText } from './copy';

describe('copyText', () => {
  it('escapes backslash, tab, line feed and carriage return, and nothing else', () => {
    expect(copyText('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyText('\\N')).toBe('\\\\N');
    expect(copyText('\\.')).toBe('\\\\.');
    for (const plain of ['', 'ROSSI MARIO', 'è € 😀', 'a,b;c|d "e" \'f\''])
      expect(copyText(plain)).toBe(plain);
  });
});
