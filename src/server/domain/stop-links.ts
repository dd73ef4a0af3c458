/**
 * `$stop$` (docs/MESSAGING.md "Non contattare"): in a reminder, recall or campaign text it
 * becomes `{base}stop?t={token}`, the page where the customer asks for no more messages.
 * The token is a signed link token (`./link-tokens`) under a key of its own (purpose
 * `stop`, so a `$link$` token of any kind is refused here and a stop token there): workshop
 * id, the id of the phone's handle in `stop_links` (made on first use, one per phone), and
 * an expiry `STOP_LINK_DAYS` after the message was made. The URL holds no personal data;
 * the phone stays in the database.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { BOOKING_MSG } from '@shared/messages/web-booking';
import type { DbOrTx } from '@server/db/client';
import { stopLinks } from '@server/db/schema';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '@server/http/errors';
import { publicBase } from '@server/http/host-check';
import { LINK_TOKEN_RE, linkKey, signLinkToken, verifyLinkToken } from './link-tokens';

/** A stop link works this long after its message was made (a recall is kept for months). */
export const STOP_LINK_DAYS = 730;
const DAY_MS = 86_400_000;
const CHUNK = 1000;

/** The signing key of stop links, derived from the session secret. */
export function stopLinkKey(sessionSecret: string): Buffer {
  return linkKey(sessionSecret, 'stop');
}

/** The stop links of an app: its session secret's key and its public address. */
export function stopLinksOf(app: FastifyInstance): StopLinks {
  return { key: stopLinkKey(app.deps.config.SESSION_SECRET), base: publicBase(app.deps.config) };
}

/** What `$stop$` needs: the key and the public base (ending in '/'); `nowMs` for tests. */
export type StopLinks = { key: Buffer; base: string; nowMs?: number };

/** The stop link of handle `handleId` of `workshopId`. */
export function stopLink(links: StopLinks, workshopId: number, handleId: number): string {
  const expiresAtS = Math.floor(((links.nowMs ?? Date.now()) + STOP_LINK_DAYS * DAY_MS) / 1000);
  const token = signLinkToken(links.key, { workshopId, recordId: handleId, expiresAtS });
  return `${links.base}stop?t=${token}`;
}

/**
 * The stop link of each of `phones` (handles made as needed, in the caller's transaction
 * when given one): `(phone) → URL`. Without `links` every phone gets '' (`$stop$` is then
 * empty, as `$link$` without a public address).
 */
export async function stopLinksFor(
  db: DbOrTx,
  workshopId: number,
  phones: readonly string[],
  links: StopLinks | undefined,
): Promise<(phone: string) => string> {
  if (!links || phones.length === 0) return () => '';
  const unique = [...new Set(phones)];
  const ids = new Map<string, number>();
  for (let i = 0; i < unique.length; i += CHUNK) {
    const part = unique.slice(i, i + CHUNK);
    await db
      .insert(stopLinks)
      .values(part.map((phone) => ({ workshopId, phone })))
      .onConflictDoNothing({ target: [stopLinks.workshopId, stopLinks.phone] });
    const rows = await db
      .select({ id: stopLinks.id, phone: stopLinks.phone })
      .from(stopLinks)
      .where(and(eq(stopLinks.workshopId, workshopId), inArray(stopLinks.phone, part)));
    for (const r of rows) ids.set(r.phone, r.id);
  }
  return (phone) => {
    const id = ids.get(phone);
    return id === undefined ? '' : stopLink(links, workshopId, id);
  };
}

/** True when `template` names `$stop$` (only then are handles made). */
export const usesStop = (template: string) => template.includes('$stop$');

/**
 * The workshop and phone behind a stop token. 400 "Il link inserito non è valido" when it
 * is not genuine (malformed, tampered, another key such as a `$link$` token's); 404 with the
 * same text when it is expired or its handle does not exist in that workshop (removed, or
 * a token naming another workshop's handle).
 */
export async function resolveStopToken(
  db: DbOrTx,
  key: Buffer,
  token: string,
  nowMs = Date.now(),
): Promise<{ workshopId: number; phone: string }> {
  if (!LINK_TOKEN_RE.test(token)) throw badRequest(BOOKING_MSG.invalidLink);
  const claims = verifyLinkToken(key, token, nowMs);
  if (claims === 'invalid') throw badRequest(BOOKING_MSG.invalidLink);
  if (claims === 'expired') throw notFound(BOOKING_MSG.invalidLink);
  const [row] = await db
    .select({ phone: stopLinks.phone })
    .from(stopLinks)
    .where(and(eq(stopLinks.workshopId, claims.workshopId), eq(stopLinks.id, claims.recordId)));
  if (!row) throw notFound(BOOKING_MSG.invalidLink);
  return { workshopId: claims.workshopId, phone: row.phone };
}
