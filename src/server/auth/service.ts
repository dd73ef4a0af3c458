/**
 * Sign-in rules (spec 000 §2 #/login, §4, §6): check a
 * workshop's user name and password or the super-admin secret, and open a database session.
 * HTTP concerns (cookies, rate limits) stay in the routes.
 */
import { sql } from 'drizzle-orm';
import { AUTH_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { workshops } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { verifyAdminSecret } from './admin-secret';
import { workshopBlock } from './guard';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, type Role } from './sessions';
import type { WorkshopRow } from './sessions';

const HOUR_MS = 3_600_000;
/** Compared against when the user name is unknown, so timing does not reveal which names exist. */
const DUMMY_HASH = hashPassword('reviapp-dummy-password');

/**
 * The workshop whose user name (case-insensitive) and password match. Throws 401
 * "Nome Utente e/o Password ERRATI" on a wrong pair, 403 `account_inactive` /
 * `account_expired` when the account may not sign in.
 */
export async function authenticateWorkshop(
  db: DbOrTx,
  username: string,
  password: string,
): Promise<WorkshopRow> {
  const [w] = await db
    .select()
    .from(workshops)
    .where(sql`lower(${workshops.username}) = lower(${username})`);
  const ok = w
    ? await verifyPassword(w.passwordHash, password)
    : (await verifyPassword(await DUMMY_HASH, password), false);
  if (!w || !ok) throw new AppError(401, 'unauthorized', AUTH_MSG.loginWrong);
  const block = workshopBlock(w);
  if (block) throw block;
  return w;
}

/** Checks the super-admin secret; throws 401 "Nome Utente e/o Password ERRATI" when wrong. */
export async function authenticateAdmin(db: DbOrTx, secret: string): Promise<void> {
  if (!(await verifyAdminSecret(db, secret)))
    throw new AppError(401, 'unauthorized', AUTH_MSG.loginWrong);
}

/** Session lifetime in ms: `SESSION_REMEMBER_DAYS` with Ricorda accesso, else `SESSION_HOURS`. */
export function sessionTtlMs(
  config: { SESSION_HOURS: number; SESSION_REMEMBER_DAYS: number },
  remember: boolean,
): number {
  return remember ? config.SESSION_REMEMBER_DAYS * 24 * HOUR_MS : config.SESSION_HOURS * HOUR_MS;
}

/** Opens a session; resolves to the raw token (the database keeps only its SHA-256). */
export function openSession(
  db: DbOrTx,
  role: Role,
  workshopId: number | null,
  ttlMs: number,
): Promise<string> {
  return createSession(db, { role, workshopId, ttlMs });
}
