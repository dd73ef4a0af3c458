/** Random tokens and ids (spec 000 §9: 62 alphanumeric characters). */
import { createHash, randomBytes, randomInt } from 'node:crypto';

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters drawn uniformly from the 62 alphanumerics, from a CSPRNG. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUM[randomInt(ALPHANUM.length)];
  return out;
}

/** A session token: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token: what the sessions table stores. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
