import { describe, expect, it } from 'vitest';
import { readDeviceToken, takeDeviceToken, writeDeviceToken } from './device-tokens';

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (key: string) => m.get(key) ?? null,
    setItem: (key: string, v: string) => void m.set(key, v),
    removeItem: (key: string) => void m.delete(key),
    clear: () => m.clear(),
    key: () => null,
    length: 0,
  };
}

describe('device tokens', () => {
  it('keeps one token per user name, case-insensitively, and gives it back on delete', () => {
    const s = memory();
    writeDeviceToken(s, 'Demo', 'a'.repeat(43));
    writeDeviceToken(s, 'demo', 'b'.repeat(43));
    expect(readDeviceToken(s, 'DEMO')).toBe('b'.repeat(43));
    expect(takeDeviceToken(s, 'demo')).toBe('b'.repeat(43));
    expect(readDeviceToken(s, 'demo')).toBeUndefined();
    s.setItem('reviapp.deviceTokens', 'not json');
    expect(readDeviceToken(s, 'demo')).toBeUndefined();
  });
});
