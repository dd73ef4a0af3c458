/**
 * Signed tokens of booking sheet links (contract `getBookingSheet`): 29 bytes in base64url
 * (39 characters) — version (1 byte), workshop id, appointment id and expiry in Unix seconds
 * (3 × uint32, big-endian), then the first 16 bytes of HMAC-SHA256 over those 13 bytes. The
 * key is derived from SESSION_SECRET for this purpose only. Nothing personal is in the token;
 * the ids are useless without a valid MAC, compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 1;
const DATA_BYTES = 13;
const MAC_BYTES = 16;

export type SheetClaims = { workshopId: number; appointmentId: number; expiresAtS: number };

/** The signing key for sheet links, derived from the session secret. */
export function sheetKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('reviapp:booking-sheet:v1').digest();
}

const mac = (key: Buffer, data: Buffer) =>
  createHmac('sha256', key).update(data).digest().subarray(0, MAC_BYTES);

/** The token for `claims` (ids and expiry must fit uint32). */
export function signSheetToken(key: Buffer, claims: SheetClaims): string {
  const data = Buffer.alloc(DATA_BYTES);
  data.writeUInt8(VERSION, 0);
  data.writeUInt32BE(claims.workshopId, 1);
  data.writeUInt32BE(claims.appointmentId, 5);
  data.writeUInt32BE(claims.expiresAtS, 9);
  return Buffer.concat([data, mac(key, data)]).toString('base64url');
}

/**
 * The claims of a genuine token, or `'invalid'` (malformed, wrong version, bad MAC) or
 * `'expired'` (genuine but past `expiresAtS` at `nowMs`).
 */
export function verifySheetToken(
  key: Buffer,
  token: string,
  nowMs = Date.now(),
): SheetClaims | 'invalid' | 'expired' {
  if (!/^[A-Za-z0-9_-]{39}$/.test(token)) return 'invalid';
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== DATA_BYTES + MAC_BYTES) return 'invalid';
  const data = raw.subarray(0, DATA_BYTES);
  if (!timingSafeEqual(raw.subarray(DATA_BYTES), mac(key, data))) return 'invalid';
  if (data.readUInt8(0) !== VERSION) return 'invalid';
  const claims = {
    workshopId: data.readUInt32BE(1),
    appointmentId: data.readUInt32BE(5),
    expiresAtS: data.readUInt32BE(9),
  };
  return claims.expiresAtS * 1000 <= nowMs ? 'expired' : claims;
}
