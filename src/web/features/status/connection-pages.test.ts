import { describe, expect, it } from 'vitest';
import { bridgeTarget } from './connection-pages';

describe('exit bridge target', () => {
  const origin = 'https://app.example.it';
  it('accepts routes of this app and same-origin URLs', () => {
    expect(bridgeTarget('/user/appuntamenti', origin)).toEqual({ route: '/user/appuntamenti' });
    expect(bridgeTarget('#/login', origin)).toEqual({ route: '/login' });
    expect(bridgeTarget('https://app.example.it/#/prenota', origin)).toEqual({
      href: 'https://app.example.it/#/prenota',
    });
  });
  it('refuses other sites and scripts', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'javascript:alert(1)',
      null,
    ])
      expect(bridgeTarget(bad, origin)).toEqual({ route: '/login' });
  });
});
