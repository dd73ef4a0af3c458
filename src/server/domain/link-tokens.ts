/**
 * Signed link tokens: 29 bytes in base64url (39 characters) — version (1 byte), workshop
 * id, record id and expiry in Unix seconds (3 × uint32, big-endian), then the first 16
 * bytes of HMAC-SHA256 over those 13 bytes. Each use derives its own key from SESSION_SECRET
 * (`linkKey(secret, purpose)`), so a token made for one purpose is refused by another.
 * Nothing personal is in a token; the ids are useless without a valid MAC, compared in
 * constant time. Users: booking sheet links (contract `getBookingSheet`, `sheetKey`) and
 * recall booking links (`@server/domain/recall-links`), customer links of reminders
 * (`@server/domain/customer-links`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 1;
const DATA_BYTES = 13;
const MAC_BYTES = 16;
/** Shape of every token: 39 base64url characters. */
export const LINK_TOKEN_RE = /^[A-Za-z0-9_-]{39}$/;

/** What a token carries: the workshop, one record of it, and the expiry (Unix seconds). */
export type LinkClaims = { workshopId: number; recordId: number; expiresAtS: number };
export type SheetClaims = { workshopId: number; appointmentId: number; expiresAtS: number };

/** The signing key of `purpose` (e.g. 'booking-sheet'), derived from the session secret. */
export function linkKey(sessionSecret: string, purpose: string): Buffer {
  return createHmac('sha256', sessionSecret).update(`reviapp:${purpose}:v1`).digest();
}

/** The signing key for sheet links, derived from the session secret. */
export function sheetKey(sessionSecret: string): Buffer {
  return linkKey(sessionSecret, 'booking-sheet');
}

const mac = (key: Buffer, data: Buffer) =>
  createHmac('sha256', key).update(data).digest().subarray(0, MAC_BYTES);

/** The token for `claims` (ids and expiry must fit uint32). */
export function signLinkToken(key: Buffer, claims: LinkClaims): string {
  const data = Buffer.alloc(DATA_BYTES);
  data.writeUInt8(VERSION, 0);
  data.writeUInt32BE(claims.workshopId, 1);
  data.writeUInt32BE(claims.recordId, 5);
  data.writeUInt32BE(claims.expiresAtS, 9);
  return Buffer.concat([data, mac(key, data)]).toString('base64url');
}

/**
 * The claims of a genuine token, or `'invalid'` (malformed, wrong version, bad MAC, another
 * key) or `'expired'` (genuine but past `expiresAtS` at `nowMs`).
 */
export function verifyLinkToken(
  key: Buffer,
  token: string,
  nowMs = Date.now(),
): LinkClaims | 'invalid' | 'expired' {
  if (!LINK_TOKEN_RE.test(token)) return 'invalid';
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== DATA_BYTES + MAC_BYTES) return 'invalid';
  const data = raw.subarray(0, DATA_BYTES);
  if (!timingSafeEqual(raw.subarray(DATA_BYTES), mac(key, data))) return 'invalid';
  if (data.readUInt8(0) !== VERSION) return 'invalid';
  const claims = {
    workshopId: data.readUInt32BE(1),
    recordId: data.readUInt32BE(5),
    expiresAtS: data.readUInt32BE(9),
  };
  return claims.expiresAtS * 1000 <= nowMs ? 'expired' : claims;
}

/** A booking sheet token (`signLinkToken` with the appointment as the record). */
export function signSheetToken(key: Buffer, claims: SheetClaims): string {
  return signLinkToken(key, {
    workshopId: claims.workshopId,
    recordId: claims.appointmentId,
    expiresAtS: claims.expiresAtS,
  });
}

/** The claims of a genuine booking sheet token, or `'invalid'` / `'expired'`. */
export function verifySheetToken(
  key: Buffer,
  token: string,
  nowMs = Date.now(),
): SheetClaims | 'invalid' | 'expired' {
  const c = verifyLinkToken(key, token, nowMs);
  if (typeof c === 'string') return c;
  return { workshopId: c.workshopId, appointmentId: c.recordId, expiresAtS: c.expiresAtS };
}
