/** Where the browser may reach ReviApp Tool: what the CSP allows is what the form accepts. */
import { describe, expect, it } from 'vitest';
import { toolAddressReachable, TOOL_CONNECT_SOURCES } from './tool-address';

describe('toolAddressReachable', () => {
  it.each([
    ['', true],
    ['http://localhost:1987', true],
    ['http://127.0.0.1:5000', true],
    ['http://192.168.1.20:1987', true],
    ['https://pc-whatsapp.lan:1987', true],
    ['http://192.168.1.20:8080', false],
    ['http://pc-whatsapp.lan', false],
    ['https://localhost:5000', false],
    ['ftp://localhost:1987', false],
    ['localhost 1987', false],
  ])('%s → %s', (address, ok) => {
    expect(toolAddressReachable(address)).toBe(ok);
  });

  it('matches the CSP sources one by one', () => {
    expect(TOOL_CONNECT_SOURCES).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'http://*:1987',
      'https://*:1987',
    ]);
  });
});
