/**
 * Recall → booking (docs/BOOKING.md "Recall → booking link"): `$link$` in a recall text becomes a personal booking
 * link `{base}prenota?code={link_web}&r={source}{token}` that opens the booking page with
 * surname, model and plate filled in. The URL holds no personal data: `source` is `a` (a
 * recalled inspection, an appointment id) or `m` (a manual recall, a recalls row id), and
 * `token` the signed link token of `@server/domain/link-tokens` (workshop id, record
 * id, expiry) under a key of its own per source, so neither a booking sheet token nor the
 * other source's token is accepted. The server resolves the names
 * (`GET /public/booking/:link/prefill/:token`). Only when the workshop has a link_web:
 * without one `$link$` is empty.
 */
import { and, eq } from 'drizzle-orm';
import { BOOKING_MSG } from '@shared/messages/web-booking';
import type { DbOrTx } from '@server/db/client';
import { appointments, recalls } from '@server/db/schema';
import { badRequest, notFound } from '@server/http/errors';
import { linkKey, signLinkToken, verifyLinkToken } from './link-tokens';

/** A recall link works this long after its message was made (a recall is read for weeks). */
export const RECALL_LINK_DAYS = 180;
const DAY_MS = 86_400_000;

/** `a`: a recalled inspection (appointment id); `m`: a manual recall (recalls id). */
export type RecallSource = 'a' | 'm';

/** The two signing keys, derived from the session secret. */
export type RecallLinkKeys = Record<RecallSource, Buffer>;

export function recallLinkKeys(sessionSecret: string): RecallLinkKeys {
  return {
    a: linkKey(sessionSecret, 'recall-link-a'),
    m: linkKey(sessionSecret, 'recall-link-m'),
  };
}

/** `r` of a recall link: the source letter then the token (39 or 44 characters, `link-tokens.ts`). */
export const RECALL_TOKEN_RE = /^[am](?:[A-Za-z0-9_-]{39}|[A-Za-z0-9_-]{44})$/;

/** The personal booking link of one recalled vehicle; `base` ends with '/'. */
export function recallBookingLink(
  keys: RecallLinkKeys,
  base: string,
  linkWeb: string,
  workshopId: number,
  source: RecallSource,
  recordId: number,
  nowMs = Date.now(),
): string {
  const expiresAtS = Math.floor((nowMs + RECALL_LINK_DAYS * DAY_MS) / 1000);
  const token = signLinkToken(keys[source], { workshopId, recordId, expiresAtS });
  return `${base}prenota?code=${encodeURIComponent(linkWeb)}&r=${source}${token}`;
}

/**
 * Surname, model and plate behind a recall token of workshop `workshopId`. 400 "Il link
 * inserito non è valido" when the token is not genuine (tampered, another key); 404 with
 * the same text when it is expired, names another workshop, or its record is gone.
 */
export async function recallPrefill(
  db: DbOrTx,
  keys: RecallLinkKeys,
  workshopId: number,
  token: string,
  nowMs = Date.now(),
): Promise<{ surname: string; model: string; plate: string }> {
  if (!RECALL_TOKEN_RE.test(token)) throw badRequest(BOOKING_MSG.invalidLink);
  const source = token[0] as RecallSource;
  const claims = verifyLinkToken(keys[source], token.slice(1), nowMs);
  if (claims === 'invalid') throw badRequest(BOOKING_MSG.invalidLink);
  if (claims === 'expired' || claims.workshopId !== workshopId)
    throw notFound(BOOKING_MSG.invalidLink);
  const table = source === 'a' ? appointments : recalls;
  const [row] = await db
    .select({ surname: table.surname, model: table.model, plate: table.plate })
    .from(table)
    .where(and(eq(table.workshopId, workshopId), eq(table.id, claims.recordId)));
  if (!row) throw notFound(BOOKING_MSG.invalidLink);
  return row;
}
