/**
 * Signed link tokens, in base64url, then the first 16 bytes of HMAC-SHA256 over the data:
 * - version 1, 29 bytes (39 characters): version (1 byte), workshop id, record id and
 *   expiry in Unix seconds (3 × uint32, big-endian) — 13 bytes of data. Made whenever the
 *   record id fits 32 bits, so links stay as short as before and old links keep working;
 * - version 2, 33 bytes (44 characters): version, workshop id (uint32), record id (uint64)
 *   and expiry (uint32) — 17 bytes of data, for record ids past 2³²−1 (ids are bigint). A
 *   record id must be a safe integer (≤ 2⁵³−1, as every id the app reads as a number);
 *   a token naming a larger one is refused as invalid.
 * Each use derives its own key from SESSION_SECRET
 * (`linkKey(secret, purpose)`), so a token made for one purpose is refused by another.
 * Nothing personal is in a token; the ids are useless without a valid MAC, compared in
 * constant time. Users: booking sheet links (contract `getBookingSheet`, `sheetKey`) and
 * recall booking links (`@server/domain/recall-links`), customer links of reminders
 * (`@server/domain/customer-links`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const V1 = 1;
const V1_DATA_BYTES = 13;
const V2 = 2;
const V2_DATA_BYTES = 17;
const MAC_BYTES = 16;
/** Shape of every token: 39 (version 1) or 44 (version 2) base64url characters. */
export const LINK_TOKEN_RE = /^(?:[A-Za-z0-9_-]{39}|[A-Za-z0-9_-]{44})$/;

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

/**
 * The token for `claims`: version 1 when the record id fits uint32, else version 2. The
 * workshop id and the expiry must fit uint32, the record id be a safe integer ≥ 0; throws a
 * RangeError otherwise.
 */
export function signLinkToken(key: Buffer, claims: LinkClaims): string {
  const { workshopId, recordId, expiresAtS } = claims;
  if (!Number.isSafeInteger(recordId) || recordId < 0)
    throw new RangeError('link token: record id out of range');
  let data: Buffer;
  if (recordId <= 0xffff_ffff) {
    data = Buffer.alloc(V1_DATA_BYTES);
    data.writeUInt8(V1, 0);
    data.writeUInt32BE(workshopId, 1);
    data.writeUInt32BE(recordId, 5);
    data.writeUInt32BE(expiresAtS, 9);
  } else {
    data = Buffer.alloc(V2_DATA_BYTES);
    data.writeUInt8(V2, 0);
    data.writeUInt32BE(workshopId, 1);
    data.writeBigUInt64BE(BigInt(recordId), 5);
    data.writeUInt32BE(expiresAtS, 13);
  }
  return Buffer.concat([data, mac(key, data)]).toString('base64url');
}

/** The claims in a token's data (its MAC checked), or null for an unknown version. */
function readClaims(data: Buffer): LinkClaims | null {
  const version = data.readUInt8(0);
  if (version === V1 && data.length === V1_DATA_BYTES)
    return {
      workshopId: data.readUInt32BE(1),
      recordId: data.readUInt32BE(5),
      expiresAtS: data.readUInt32BE(9),
    };
  if (version === V2 && data.length === V2_DATA_BYTES) {
    const recordId = data.readBigUInt64BE(5);
    if (recordId > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    return {
      workshopId: data.readUInt32BE(1),
      recordId: Number(recordId),
      expiresAtS: data.readUInt32BE(13),
    };
  }
  return null;
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
  const dataBytes = raw.length - MAC_BYTES;
  if (dataBytes !== V1_DATA_BYTES && dataBytes !== V2_DATA_BYTES) return 'invalid';
  const data = raw.subarray(0, dataBytes);
  if (!timingSafeEqual(raw.subarray(dataBytes), mac(key, data))) return 'invalid';
  const claims = readClaims(data);
  if (!claims) return 'invalid';
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
