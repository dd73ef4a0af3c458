/**
 * Link tokens (`link-tokens.ts`): record ids past 2³²−1 (ids are bigint) round-trip in a
 * version 2 token, ids that fit keep the short version 1 token, and tokens made before
 * version 2 existed still verify.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RECALL_TOKEN_RE } from './recall-links';
import { LINK_TOKEN_RE, linkKey, signLinkToken, verifyLinkToken } from './link-tokens';

const key = linkKey('segreto-di-prova-abbastanza-lungo', 'test');
const NOW = Date.UTC(2026, 10, 28, 12);
const expiresAtS = Math.floor(NOW / 1000) + 3600;

/** A version 1 token as the first implementation wrote it (3 × uint32 then the MAC). */
function legacyToken(workshopId: number, recordId: number) {
  const data = Buffer.alloc(13);
  data.writeUInt8(1, 0);
  data.writeUInt32BE(workshopId, 1);
  data.writeUInt32BE(recordId, 5);
  data.writeUInt32BE(expiresAtS, 9);
  const mac = createHmac('sha256', key).update(data).digest().subarray(0, 16);
  return Buffer.concat([data, mac]).toString('base64url');
}

describe('link tokens', () => {
  it.each([2 ** 32, 2 ** 40 + 7, Number.MAX_SAFE_INTEGER])(
    'carries record id %d (past 2^32 - 1) in a 44-character token',
    (recordId) => {
      const token = signLinkToken(key, { workshopId: 7, recordId, expiresAtS });
      expect(token).toHaveLength(44);
      expect(token).toMatch(LINK_TOKEN_RE);
      expect(`a${token}`).toMatch(RECALL_TOKEN_RE);
      expect(verifyLinkToken(key, token, NOW)).toEqual({ workshopId: 7, recordId, expiresAtS });
      expect(verifyLinkToken(linkKey('altro-segreto', 'test'), token, NOW)).toBe('invalid');
    },
  );

  it('keeps the 39-character token for ids that fit 32 bits, and old tokens stay valid', () => {
    const token = signLinkToken(key, { workshopId: 7, recordId: 2 ** 32 - 1, expiresAtS });
    expect(token).toBe(legacyToken(7, 2 ** 32 - 1));
    expect(verifyLinkToken(key, legacyToken(3, 42), NOW)).toEqual({
      workshopId: 3,
      recordId: 42,
      expiresAtS,
    });
  });

  it('refuses tampered, truncated and out-of-range tokens; expires them', () => {
    const token = signLinkToken(key, { workshopId: 7, recordId: 2 ** 40, expiresAtS });
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    expect(verifyLinkToken(key, flipped, NOW)).toBe('invalid');
    expect(verifyLinkToken(key, token.slice(0, 43), NOW)).toBe('invalid');
    expect(verifyLinkToken(key, token, expiresAtS * 1000)).toBe('expired');
    expect(() => signLinkToken(key, { workshopId: 7, recordId: 2 ** 53, expiresAtS })).toThrow(
      RangeError,
    );
    expect(() => signLinkToken(key, { workshopId: 7, recordId: -1, expiresAtS })).toThrow(
      RangeError,
    );
  });
});
