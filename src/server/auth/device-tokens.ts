/**
 * Device tokens of the quick-login entries (spec 000 §2 #/login, §6 "Entra come utente";
 * `device_tokens`): random 32 bytes (base64url) given to the browser, stored as SHA-256.
 *
 * Lifetime rules (README "Limits and hardening"):
 * - **Rotated on use.** Every sign-in with a token replaces it (`signInWithDeviceToken`): the answer
 *   carries the new token and the browser keeps that one. The replaced token stays valid for
 *   `DEVICE_TOKEN_GRACE_MS`, so an answer lost on the way (network cut, tab closed) can be
 *   retried with the token the browser still holds. Presented after that window, any token
 *   the entry replaced (the last `REPLACED_HISTORY` of them: `replaced_hashes`) means two
 *   browsers hold the same entry (a copied token): the entry is revoked and both must sign
 *   in with the password again. A successor issued to a retry's lost answer is not
 *   remembered (it may still be on its way to a tab of the same browser): presented, it is
 *   just refused.
 * - **Idle expiry.** A token unused for `DEVICE_TOKEN_IDLE_DAYS` (config) stops working and is
 *   deleted (`purgeIdleDeviceTokens`, hourly; at once when presented).
 * - **Ended with the account's sign-ins.** `endAccountSignIns` (`sign-ins.ts`) deletes every
 *   token of the account on a password change or reset, a deactivation or an expiry.
 * - **Revocable** by the browser that holds it (deleting the entry) and by the account's
 *   owner from the account page (`revokeDeviceById`).
 *
 * The table is not tenant data (tokens are found by hash before anyone is signed in), but
 * every query by entry id also names `workshop_id`, so one account can never list or revoke
 * another's entries.
 */
import Bowser from 'bowser';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { deviceTokens, workshops } from '../db/schema';
import { hashToken, newSessionToken } from './tokens';
import type { WorkshopRow } from './sessions';

/** How long a replaced token is still accepted (a lost answer retried), ms. */
export const DEVICE_TOKEN_GRACE_MS = 120_000;
/** How many replaced tokens an entry remembers (`replaced_hashes`), newest first. */
export const REPLACED_HISTORY = 32;
const DAY_MS = 86_400_000;

export type DeviceKind = 'user' | 'admin';
export type DeviceRow = typeof deviceTokens.$inferSelect;

/**
 * A short, human label for the browser of `userAgent` (e.g. "Chrome su Windows", "Safari su
 * iPhone"), read with bowser; "Browser sconosciuto" when nothing can be read. ≤ 80 characters.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  let browser = '';
  let system = '';
  try {
    const parsed = Bowser.parse(ua);
    browser = parsed.browser.name ?? '';
    system = parsed.platform.model || parsed.os.name || '';
  } catch {
    // an unreadable header is just an unknown browser
  }
  const label = browser ? (system ? `${browser} su ${system}` : browser) : 'Browser sconosciuto';
  return label.slice(0, 80);
}

/**
 * Issues a token for `workshopId` labelled from `userAgent`; `kind` says who asked (the
 * workshop's own sign-in or the super-admin entering the account). Returns the token (the
 * only time it exists in clear).
 */
export async function issueDeviceToken(
  db: DbOrTx,
  workshopId: number,
  opts: { userAgent?: string; kind?: DeviceKind } = {},
): Promise<string> {
  const token = newSessionToken();
  await db.insert(deviceTokens).values({
    tokenHash: hashToken(token),
    workshopId,
    label: deviceLabel(opts.userAgent),
    kind: opts.kind ?? 'user',
  });
  return token;
}

/** SQL: the entry has been used (or created) within the last `idleDays` days. */
const fresh = (idleDays: number) =>
  sql`coalesce(${deviceTokens.lastUsedAt}, ${deviceTokens.createdAt}) > now() - ${idleDays * DAY_MS} * interval '1 millisecond'`;

/** What `signInWithDeviceToken` resolves to: the account and the token that replaces the one used. */
export type DeviceSignIn = { workshop: WorkshopRow; deviceId: number; next: string };

/**
 * Checks `token` and, when it may sign in, replaces it (rotation, see the file comment).
 * Resolves to null when the token is unknown, revoked, idle for `idleDays` or more (deleted
 * now), or a replaced token (any of the entry's last `REPLACED_HISTORY`) presented after its
 * grace window (the whole entry is revoked).
 * The account is NOT checked here: the caller refuses an inactive or expired one.
 */
export async function signInWithDeviceToken(
  db: DbOrTx,
  token: string,
  idleDays: number,
): Promise<DeviceSignIn | null> {
  const presented = hashToken(token);
  const nextToken = newSessionToken();
  // One statement: concurrent uses of one token each get a working successor (the last one
  // written is current), and a token revoked meanwhile matches nothing.
  const [rotated] = await db
    .update(deviceTokens)
    .set({
      tokenHash: hashToken(nextToken),
      previousTokenHash: presented,
      // A replaced token used within its grace keeps that grace: retries never extend it.
      previousValidUntil: sql`case when ${deviceTokens.tokenHash} = ${presented}
        then now() + ${DEVICE_TOKEN_GRACE_MS} * interval '1 millisecond'
        else ${deviceTokens.previousValidUntil} end`,
      // The token used, when it was the current one, joins the entry's history (bounded).
      replacedHashes: sql`case when ${deviceTokens.tokenHash} = ${presented}
        then (array_prepend(${presented}::text, ${deviceTokens.replacedHashes}))[1:${sql.raw(String(REPLACED_HISTORY))}]
        else ${deviceTokens.replacedHashes} end`,
      lastUsedAt: sql`now()`,
    })
    .where(
      and(
        or(
          eq(deviceTokens.tokenHash, presented),
          and(
            eq(deviceTokens.previousTokenHash, presented),
            sql`${deviceTokens.previousValidUntil} > now()`,
          ),
        ),
        fresh(idleDays),
      ),
    )
    .returning({ id: deviceTokens.id, workshopId: deviceTokens.workshopId });
  if (!rotated) {
    // Idle past its limit, or a replaced token presented again: the entry is over.
    await db
      .delete(deviceTokens)
      .where(
        or(
          eq(deviceTokens.tokenHash, presented),
          eq(deviceTokens.previousTokenHash, presented),
          sql`${deviceTokens.replacedHashes} @> array[${presented}::text]`,
        ),
      );
    return null;
  }
  const [workshop] = await db.select().from(workshops).where(eq(workshops.id, rotated.workshopId));
  if (!workshop) return null;
  return { workshop, deviceId: rotated.id, next: nextToken };
}

/**
 * The entry id of `token` when it is a live token (current, or replaced within its grace)
 * of the account named `username` (case-insensitive); null otherwise. Read only: used to
 * count a password sign-in on the device that holds the token (`login-limits.ts`).
 */
export async function deviceIdFor(
  db: DbOrTx,
  token: string,
  username: string,
  idleDays: number,
): Promise<number | null> {
  const h = hashToken(token);
  const [row] = await db
    .select({ id: deviceTokens.id })
    .from(deviceTokens)
    .innerJoin(workshops, eq(workshops.id, deviceTokens.workshopId))
    .where(
      and(
        or(
          eq(deviceTokens.tokenHash, h),
          and(
            eq(deviceTokens.previousTokenHash, h),
            sql`${deviceTokens.previousValidUntil} > now()`,
          ),
        ),
        sql`lower(${workshops.username}) = lower(${username.trim()})`,
        fresh(idleDays),
      ),
    );
  return row?.id ?? null;
}

/** Revokes `token` (current or just replaced); unknown tokens are ignored. */
export async function revokeDeviceToken(db: DbOrTx, token: string): Promise<void> {
  const h = hashToken(token);
  await db
    .delete(deviceTokens)
    .where(or(eq(deviceTokens.tokenHash, h), eq(deviceTokens.previousTokenHash, h)));
}

/** One quick-login entry as the account page shows it. */
export type DeviceEntry = {
  id: number;
  label: string;
  kind: DeviceKind;
  createdAt: string;
  lastUsedAt: string | null;
};

/**
 * The live quick-login entries of `workshopId` (idle ones left out), most recently used
 * first (an entry never used counts from its creation).
 */
export async function listDevices(
  db: DbOrTx,
  workshopId: number,
  idleDays: number,
): Promise<DeviceEntry[]> {
  const rows = await db
    .select({
      id: deviceTokens.id,
      label: deviceTokens.label,
      kind: deviceTokens.kind,
      createdAt: deviceTokens.createdAt,
      lastUsedAt: deviceTokens.lastUsedAt,
    })
    .from(deviceTokens)
    .where(and(eq(deviceTokens.workshopId, workshopId), fresh(idleDays)))
    .orderBy(
      desc(sql`coalesce(${deviceTokens.lastUsedAt}, ${deviceTokens.createdAt})`),
      desc(deviceTokens.id),
    );
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    lastUsedAt: r.lastUsedAt ? new Date(r.lastUsedAt).toISOString() : null,
  }));
}

/** Revokes entry `id` of `workshopId`; false when that account has no such entry. */
export async function revokeDeviceById(
  db: DbOrTx,
  workshopId: number,
  id: number,
): Promise<boolean> {
  const gone = await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.workshopId, workshopId), eq(deviceTokens.id, id)))
    .returning({ id: deviceTokens.id });
  return gone.length > 0;
}

/** Deletes every entry of `workshopId`; resolves to how many there were. */
export async function revokeAllDevices(db: DbOrTx, workshopId: number): Promise<number> {
  const gone = await db
    .delete(deviceTokens)
    .where(eq(deviceTokens.workshopId, workshopId))
    .returning({ id: deviceTokens.id });
  return gone.length;
}

/** Deletes the entries unused for `idleDays` days or more (hourly); resolves to how many. */
export async function purgeIdleDeviceTokens(db: DbOrTx, idleDays: number): Promise<number> {
  const gone = await db
    .delete(deviceTokens)
    .where(sql`not (${fresh(idleDays)})`)
    .returning({ id: deviceTokens.id });
  return gone.length;
}
