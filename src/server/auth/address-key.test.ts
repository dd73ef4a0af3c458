/** The client address the sign-in limits count (README "Limits and hardening"). */
import { describe, expect, it } from 'vitest';
import { addressKey, adminKey } from './login-limits';

describe('addressKey', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8:a:b:c:d:e:f')).toBe('2001:db8:a:b::/64');
  });

  it('gives the super-admin back-off one key per address', () => {
    expect(adminKey('198.51.100.1')).not.toBe(adminKey('198.51.100.2'));
    expect(adminKey('2001:db8:0:1::5')).toBe(adminKey('2001:db8:0:1::6'));
  });
});
