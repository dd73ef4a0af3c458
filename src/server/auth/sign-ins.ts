/**
 * Ending an account's sign-ins everywhere (spec 001 §4 "Changing the password logs out to
 * login", §6 admin reset and attivo; spec 000 §4 attivo and scadenza): its workshop
 * sessions on every instance, with their open event streams (`live/session-streams.ts`),
 * AND its quick-login device tokens, so nothing issued before the change signs in after it.
 *
 * Called on a password change, the super-admin's password reset, a deactivation and an
 * expiry set by the super-admin; `endBlockedAccountSignIns` catches the accounts that
 * became inactive or expired some other way (the calendar reaching scadenza), hourly.
 * Super-admin sessions working inside the account stay (the admin is exempt, spec 000 §6).
 */
import { sql } from 'drizzle-orm';
import type { AccountEvent } from '@shared/contracts/events';
import { todayInRome } from '@shared/domain/dates';
import { withTransaction, type DbOrTx } from '../db/client';
import { notifyInTransaction } from '../live/publish';
import { revokeAllDevices } from './device-tokens';
import { revokeSessions } from './sessions';

/** How many of each ended. */
export type EndedSignIns = { sessions: number; devices: number };

/** Why an account's sign-ins end (the `account` event its open desks receive). */
export type EndReason = Extract<AccountEvent['reason'], 'password' | 'inactive' | 'expired'>;

/**
 * In one transaction: tells the account's open desks why (`account` event `reason`, with the
 * writing tab's `origin` so that tab skips its own echo), then deletes every workshop
 * session and every device token of `workshopId`. At commit every instance receives the
 * event first and then the session notice that ends those desks' streams (PostgreSQL
 * delivers a transaction's notifications in the order sent). Resolves to how many ended.
 */
export function endAccountSignIns(
  db: DbOrTx,
  workshopId: number,
  reason: EndReason,
  origin?: string,
): Promise<EndedSignIns> {
  return withTransaction(db, async (tx) => {
    await notifyInTransaction(tx, {
      workshopId,
      type: 'account',
      reason,
      ...(origin ? { origin } : {}),
    });
    return {
      sessions: await revokeSessions(tx, { workshopId }),
      devices: await revokeAllDevices(tx, workshopId),
    };
  });
}

/**
 * Ends the sign-ins of every account that may no longer sign in (attivo 0, or scadenza
 * before `today`, a Europe/Rome date) but still has a workshop session or a device token.
 * Run hourly with the session purge. Resolves to the ids of the accounts it ended.
 */
export async function endBlockedAccountSignIns(
  db: DbOrTx,
  today: string = todayInRome(),
): Promise<number[]> {
  const { rows } = await db.execute<{ id: number; active: number }>(sql`
    select w.id, w.active from workshops w
     where (w.active <> 1 or w.expires_on < ${today}::date)
       and (exists (select 1 from sessions s where s.workshop_id = w.id and s.role = 'workshop')
            or exists (select 1 from device_tokens d where d.workshop_id = w.id))`);
  for (const r of rows)
    await endAccountSignIns(db, Number(r.id), Number(r.active) === 1 ? 'expired' : 'inactive');
  return rows.map((r) => Number(r.id));
}
