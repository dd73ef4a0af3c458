/** Which `Host` the server answers for (http/host-check.ts, README "Limits and hardening"). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { hostMatcher, publicBase } from './host-check';

const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) } as const;

describe('hostMatcher', () => {
  it("answers PUBLIC_URL's host, with or without its default port, and nothing else in production", () => {
    const ok = hostMatcher(loadConfig({ ...prod, PUBLIC_URL: 'https://Revisioni.Example.it' }));
    expect(ok('revisioni.example.it')).toBe(true);
    expect(ok('REVISIONI.example.it:443')).toBe(true);
    for (const bad of [
      'revisioni.example.it:8443',
      'evil.example',
      'revisioni.example.it.evil.example',
      'localhost:3000',
      '127.0.0.1',
      '',
      'revisioni.example.it:443:1',
      'revisioni.example.it/x',
      undefined,
    ])
      expect(ok(bad), String(bad)).toBe(false);
  });

  it('answers ALLOWED_HOSTS entries (any port without one) and local names outside production', () => {
    const ok = hostMatcher(
      loadConfig({
        ...prod,
        PUBLIC_URL: 'https://revisioni.example.it:8080/',
        ALLOWED_HOSTS: 'officina.lan, 10.0.0.5:3000',
      }),
    );
    expect(ok('revisioni.example.it:8080')).toBe(true);
    expect(ok('revisioni.example.it')).toBe(false);
    expect(ok('officina.lan:1234')).toBe(true);
    expect(ok('10.0.0.5:3000')).toBe(true);
    expect(ok('10.0.0.5:3001')).toBe(false);
    const dev = hostMatcher(loadConfig({}));
    for (const h of ['localhost:3000', '127.0.0.1:5173', '[::1]:3000', 'localhost'])
      expect(dev(h), h).toBe(true);
    expect(dev('evil.example')).toBe(false);
  });
});

describe('PUBLIC_URL', () => {
  it('is required in production, an http(s) origin, normalised with a trailing slash', () => {
    expect(() => loadConfig(prod)).toThrow(/PUBLIC_URL/);
    expect(publicBase(loadConfig({ ...prod, PUBLIC_URL: 'https://revisioni.example.it' }))).toBe(
      'https://revisioni.example.it/',
    );
    for (const bad of [
      'ftp://revisioni.example.it',
      'https://revisioni.example.it/app',
      'https://revisioni.example.it/?a=1',
      'https://user:pw@revisioni.example.it',
      'revisioni.example.it',
    ])
      expect(() => loadConfig({ ...prod, PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000/');
    expect(() => loadConfig({ ALLOWED_HOSTS: 'evil example' })).toThrow(/ALLOWED_HOSTS/);
  });
});
