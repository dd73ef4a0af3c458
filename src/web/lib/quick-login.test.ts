import { describe, expect, it } from 'vitest';
import { memoryStore } from '@web/test/memory-store';
import {
  QUICK_LOGIN_KEY,
  QUICK_LOGIN_MAX,
  forgetQuickLogin,
  readQuickLogins,
  readRemember,
  rememberQuickLogin,
  writeRemember,
} from './quick-login';

describe('quick-login entries (spec 000 §2 #/login)', () => {
  it('keeps names most recent first, without duplicates, and only names', () => {
    const s = memoryStore();
    rememberQuickLogin(s, 'demo');
    rememberQuickLogin(s, 'officina');
    expect(rememberQuickLogin(s, ' DEMO ')).toEqual(['DEMO', 'officina']);
    expect(s.data.get(QUICK_LOGIN_KEY)).toBe('["DEMO","officina"]');
  });

  it('deletes an entry and removes the key when none is left', () => {
    const s = memoryStore();
    rememberQuickLogin(s, 'a');
    rememberQuickLogin(s, 'b');
    expect(forgetQuickLogin(s, 'a')).toEqual(['b']);
    expect(forgetQuickLogin(s, 'b')).toEqual([]);
    expect(s.data.has(QUICK_LOGIN_KEY)).toBe(false);
  });

  it('caps the list and survives garbage in storage', () => {
    const s = memoryStore();
    for (let i = 0; i < QUICK_LOGIN_MAX + 3; i++) rememberQuickLogin(s, `u${i}`);
    expect(readQuickLogins(s)).toHaveLength(QUICK_LOGIN_MAX);
    s.setItem(QUICK_LOGIN_KEY, '{not json');
    expect(readQuickLogins(s)).toEqual([]);
    s.setItem(QUICK_LOGIN_KEY, '[1, "ok", ""]');
    expect(readQuickLogins(s)).toEqual(['ok']);
  });

  it('remembers the switch', () => {
    const s = memoryStore();
    expect(readRemember(s)).toBe(false);
    writeRemember(s, true);
    expect(readRemember(s)).toBe(true);
  });
});
