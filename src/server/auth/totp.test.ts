/** The second factor's primitives (README "Two-factor sign-in"): drift, replay, encryption, recovery codes. */
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  checkTotp,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpKey,
  totpUri,
} from './totp';

const T0 = Date.UTC(2026, 10, 28, 10, 0, 15); // 15 s into a 30 s step
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

describe('checkTotp', () => {
  const secret = newTotpSecret();

  it('accepts the current step and one step either side, nothing further', async () => {
    for (const offset of [-30_000, 0, 30_000]) {
      const r = await checkTotp(secret, await codeAt(secret, T0 + offset), null, T0);
      expect(r.ok, `offset ${offset}`).toBe(true);
    }
    for (const offset of [-60_000, 60_000, 90_000]) {
      const r = await checkTotp(secret, await codeAt(secret, T0 + offset), null, T0);
      expect(r, `offset ${offset}`).toEqual({ ok: false, reason: 'wrong' });
    }
  });

  it('refuses a code whose step is at or before the last accepted one (replay)', async () => {
    const code = await codeAt(secret, T0);
    const first = await checkTotp(secret, code, null, T0);
    expect(first.ok).toBe(true);
    const step = first.ok ? first.step : -1;
    expect(step).toBe(Math.floor(T0 / 30_000));
    expect(await checkTotp(secret, code, step, T0 + 5_000)).toEqual({
      ok: false,
      reason: 'replayed',
    });
    // The previous step's code (inside the drift window) is refused too once a later one was used.
    expect(await checkTotp(secret, await codeAt(secret, T0 - 30_000), step, T0)).toEqual({
      ok: false,
      reason: 'replayed',
    });
    // The next step's code is still fine.
    const next = await checkTotp(secret, await codeAt(secret, T0 + 30_000), step, T0 + 30_000);
    expect(next).toEqual({ ok: true, step: step + 1 });
  });

  it('refuses anything that is not six digits', async () => {
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 34 5x'])
      expect((await checkTotp(secret, bad, null, T0)).ok).toBe(false);
    const spaced = (await codeAt(secret, T0)).replace(/^(\d{3})/, '$1 ');
    expect((await checkTotp(secret, spaced, null, T0)).ok).toBe(true);
  });
});

describe('secret encryption at rest', () => {
  const key = totpKey({ TOTP_ENCRYPTION_KEY: 'ab'.repeat(32), SESSION_SECRET: 'x'.repeat(32) });

  it('round-trips, never stores the base32 text, and differs every time (random IV)', () => {
    const secret = newTotpSecret();
    const a = encryptSecret(key, secret);
    const b = encryptSecret(key, secret);
    expect(a).not.toContain(secret);
    expect(a).not.toBe(b);
    expect(decryptSecret(key, a)).toBe(secret);
  });

  it('refuses another key and an altered ciphertext', () => {
    const stored = encryptSecret(key, newTotpSecret());
    const other = totpKey({ SESSION_SECRET: 'y'.repeat(32) });
    expect(() => decryptSecret(other, stored)).toThrow();
    const flipped = stored.slice(0, -2) + (stored.endsWith('A') ? 'B' : 'A') + stored.slice(-1);
    expect(() => decryptSecret(key, flipped)).toThrow();
  });

  it('takes a 32-byte key in hex or base64 and refuses other lengths', () => {
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(totpKey({ TOTP_ENCRYPTION_KEY: b64, SESSION_SECRET: '' })).toEqual(Buffer.alloc(32, 7));
    expect(() => totpKey({ TOTP_ENCRYPTION_KEY: 'abcd', SESSION_SECRET: '' })).toThrow(/32 bytes/);
  });
});

describe('recovery codes', () => {
  it('gives ten distinct codes, hashed the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const c = codes[0]!;
    expect(looksLikeRecoveryCode(c)).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(hashRecoveryCode(c.toLowerCase().replace('-', ' '))).toBe(hashRecoveryCode(c));
    expect(hashRecoveryCode(c)).not.toContain(c.replace('-', ''));
  });

  it('builds the otpauth URI the QR code carries', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'officina');
    expect(uri).toMatch(/^otpauth:\/\/totp\/ReviApp:officina\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(uri).toContain('issuer=ReviApp');
  });
});
