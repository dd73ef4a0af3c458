/**
 * The keyed hash that names a person in the erasure log and the server log
 * (docs/PRIVACY.md "Erasure"): HMAC-SHA256 of the normalised phone and plate with a key
 * derived from SESSION_SECRET for this purpose alone (as the link keys are,
 * `domain/link-tokens.ts`). Without the key it cannot be turned back into a phone by trying
 * every number; with it, a repeated request for the same person gives the same hash.
 */
import { createHmac } from 'node:crypto';
import type { Subject } from '@shared/domain/privacy';
import { linkKey } from '@server/domain/link-tokens';

/** The hashing key, derived from the session secret. */
export function subjectHashKey(sessionSecret: string): Buffer {
  return linkKey(sessionSecret, 'privacy-subject');
}

/** Hex HMAC of workshop, phone and plate (64 characters). */
export function subjectHash(key: Buffer, ws: number, s: Subject): string {
  return createHmac('sha256', key).update(`${ws}\u0000${s.phone}\u0000${s.plate}`).digest('hex');
}
