/**
 * The second factor's primitives (README "Two-factor sign-in"): TOTP codes (RFC 6238 through
 * otplib: 6 digits, 30 s steps, one step of clock drift either way), the secret's encryption
 * at rest (AES-256-GCM, key from `TOTP_ENCRYPTION_KEY`) and the one-time recovery codes
 * (stored as SHA-256 only). No database here: `two-factor.ts` stores and checks.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** Seconds per TOTP step (RFC 6238 default; what authenticator apps assume). */
export const TOTP_PERIOD_S = 30;
/** Steps of drift accepted before and after the current one. */
export const TOTP_DRIFT_STEPS = 1;
/** How many recovery codes a setup hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'ReviApp';

const ENCRYPTED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The 32-byte AES key: `TOTP_ENCRYPTION_KEY` (64 hex characters or base64 of 32 bytes)
 * when set, else derived with HKDF-SHA256 from `SESSION_SECRET` (README "Two-factor
 * sign-in": set the key of its own in production, so rotating the session secret keeps the
 * secrets readable). Throws when the key is set but is not 32 bytes.
 */
export function totpKey(config: { TOTP_ENCRYPTION_KEY?: string; SESSION_SECRET: string }): Buffer {
  const raw = config.TOTP_ENCRYPTION_KEY?.trim();
  if (raw) {
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32)
      throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', config.SESSION_SECRET, 'reviapp', 'totp-secret-key', 32));
}

/** Encrypts a base32 TOTP secret: `v1.` + base64url(iv ‖ tag ‖ ciphertext). */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ENCRYPTED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The base32 secret of `stored` (from `encryptSecret`); throws when it was altered or the key differs. */
export function decryptSecret(key: Buffer, stored: string): string {
  if (!stored.startsWith(ENCRYPTED_PREFIX)) throw new Error('unknown TOTP secret format');
  const raw = Buffer.from(stored.slice(ENCRYPTED_PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** A new random base32 secret (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://` URI the QR code carries (issuer ReviApp, `label` the account's name). */
export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret, period: TOTP_PERIOD_S, digits: 6 });
}

/**
 * The outcome of a code: `ok` with the RFC 6238 time step it matched (to store as the last
 * accepted one), `replayed` when it matched a step at or before `lastStep` (already used),
 * `wrong` otherwise.
 */
export type CodeCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replayed' };

/**
 * Checks a 6-digit `code` against `secret` at `nowMs` (default now), accepting the current
 * step and one either side. Only digits count (spaces typed by the user are dropped).
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  nowMs = Date.now(),
): Promise<CodeCheck> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return { ok: false, reason: 'wrong' };
  const result = await verify({
    secret,
    token,
    period: TOTP_PERIOD_S,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_DRIFT_STEPS * TOTP_PERIOD_S,
  });
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'wrong' };
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step: result.timeStep };
}

/** Recovery-code alphabet: no 0/O, 1/I/L, easy to read back from paper. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `RECOVERY_CODE_COUNT` new codes, `XXXXX-XXXXX` (10 characters of 31, about 50 bits each). */
export function newRecoveryCodes(): string[] {
  const one = () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const c = one();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}

/** True when `input` has a recovery code's shape (after dropping spaces and dashes). */
export function looksLikeRecoveryCode(input: string): boolean {
  return /^[A-Z0-9]{10}$/.test(normaliseRecovery(input));
}

function normaliseRecovery(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** The stored form of a recovery code: SHA-256 hex of its 10 characters in upper case. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecovery(code)).digest('hex');
}
