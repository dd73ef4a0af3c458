import { describe, expect, it } from 'vitest';
import {
  ACCENTED_FROM,
  ACCENTED_TO,
  foldSearchText,
  isSearchable,
  searchTokens,
} from './search-text';

describe('archive search normalisation (spec 001 §2 archivio)', () => {
  it('maps each accented letter to one plain letter', () => {
    expect([...ACCENTED_FROM]).toHaveLength([...ACCENTED_TO].length);
  });
  it('ignores accents and case', () => {
    expect(foldSearchText('NICCOLÒ Però')).toBe('niccolo pero');
  });
  it('splits words, drops duplicates, keeps the longest first', () => {
    expect(searchTokens(' Rossi  ab-123 rossi ')).toEqual(['rossi', '123', 'ab']);
  });
  it('needs one word of three characters', () => {
    expect(isSearchable('ab cd')).toBe(false);
    expect(isSearchable('ab cde')).toBe(true);
  });
});
