/** "This PC" id (spec 000 §3 config_tool id_wa). */
import { describe, expect, it } from 'vitest';
import { PC_ID_LENGTH, randomPcId, THIS_PC_KEY, thisPcId } from './this-pc';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('this PC id', () => {
  it('is made once and then read back', () => {
    const store = memory();
    const first = thisPcId(store);
    expect(first).toMatch(new RegExp(`^[A-Za-z0-9]{${PC_ID_LENGTH}}$`));
    expect(store.data.get(THIS_PC_KEY)).toBe(first);
    expect(thisPcId(store)).toBe(first);
  });

  it('replaces a malformed stored id', () => {
    const store = memory({ [THIS_PC_KEY]: 'x y' });
    expect(thisPcId(store, () => 'NuovoId12345')).toBe('NuovoId12345');
    expect(store.data.get(THIS_PC_KEY)).toBe('NuovoId12345');
  });

  it('still answers when storage is missing or throws', () => {
    expect(thisPcId(null, () => 'SoloPagina1')).toBe('SoloPagina1');
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(thisPcId(broken, () => 'SoloPagina2')).toBe('SoloPagina2');
  });

  it('makes different random ids', () => {
    expect(randomPcId()).not.toBe(randomPcId());
  });
});
