/**
 * Second factors in the database (README "Two-factor sign-in"; table `two_factor`,
 * `db/schema-two-factor.ts`): setting one up, checking a code or a recovery code, removing
 * it, and the super-admin's requirement per workshop account. The primitives (TOTP,
 * encryption, recovery codes) are in `totp.ts`; HTTP (cookies, limits, audit) in the routes.
 *
 * Each accepted code moves the account's last accepted time step forward in one
 * conditional UPDATE, and each recovery code is removed in one, so the same code presented
 * twice at once — on one instance or on two — is accepted once.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { twoFactor } from '../db/schema';
import {
  checkTotp,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from './totp';

/** Whose second factor: the super-admin's or a workshop account's. */
export type Subject = { kind: 'admin' } | { kind: 'workshop'; id: number };

/** The row key of `s`: `admin` or `workshop:{id}`. */
export const subjectKey = (s: Subject) => (s.kind === 'admin' ? 'admin' : `workshop:${s.id}`);

/** Parses `subjectKey`'s output; null for anything else. */
export function parseSubject(key: string): Subject | null {
  if (key === 'admin') return { kind: 'admin' };
  const m = /^workshop:(\d{1,10})$/.exec(key);
  return m ? { kind: 'workshop', id: Number(m[1]) } : null;
}

const accountIdOf = (s: Subject) => (s.kind === 'workshop' ? s.id : null);

/** What an account's second factor looks like now (no secret). */
export type TwoFactorState = { enabled: boolean; required: boolean; recoveryLeft: number };

/** The state of `s` (all false / 0 when it has no row). */
export async function twoFactorState(db: DbOrTx, s: Subject): Promise<TwoFactorState> {
  const [row] = await db
    .select()
    .from(twoFactor)
    .where(eq(twoFactor.subject, subjectKey(s)));
  return {
    enabled: !!row?.secret,
    required: row?.required ?? false,
    recoveryLeft: row?.recoveryHashes.length ?? 0,
  };
}

/**
 * What `s` must still do after its password: `verify` a code (a second factor is active),
 * `setup` one (none, but the super-admin requires it, or `forceSetup`: ADMIN_TOTP_REQUIRED
 * for the super-admin), or nothing (null).
 */
export async function secondStepDue(
  db: DbOrTx,
  s: Subject,
  forceSetup: boolean,
): Promise<'verify' | 'setup' | null> {
  const state = await twoFactorState(db, s);
  if (state.enabled) return 'verify';
  return state.required || forceSetup ? 'setup' : null;
}

/**
 * Starts (or restarts) a setup for `s`: a new key kept encrypted as pending until a first
 * code confirms it. Resolves to the key in base32 and its `otpauth://` URI (`label`: the
 * account's name) — the only time the key leaves the server — or null when a second factor
 * is already active (remove it first).
 */
export async function beginSetup(
  db: DbOrTx,
  key: Buffer,
  s: Subject,
  label: string,
): Promise<{ secret: string; uri: string } | null> {
  const secret = newTotpSecret();
  const pending = encryptSecret(key, secret);
  const rows = await db
    .insert(twoFactor)
    .values({ subject: subjectKey(s), accountId: accountIdOf(s), pendingSecret: pending })
    .onConflictDoUpdate({
      target: twoFactor.subject,
      set: { pendingSecret: pending, updatedAt: sql`now()` },
      setWhere: sql`${twoFactor.secret} is null`,
    })
    .returning({ subject: twoFactor.subject });
  if (!rows.length) return null;
  return { secret, uri: totpUri(secret, label) };
}

/**
 * Confirms `s`'s pending setup with a first `code`: the key becomes the active one, that
 * code's step the last accepted, and ten new recovery codes are stored hashed. Resolves to
 * the recovery codes in clear (shown once), or to `no_setup` (nothing pending, or already
 * active) / `wrong` (the code does not match).
 */
export async function confirmSetup(
  db: DbOrTx,
  key: Buffer,
  s: Subject,
  code: string,
  nowMs = Date.now(),
): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; reason: 'no_setup' | 'wrong' }> {
  const [row] = await db
    .select()
    .from(twoFactor)
    .where(eq(twoFactor.subject, subjectKey(s)));
  if (!row?.pendingSecret || row.secret) return { ok: false, reason: 'no_setup' };
  const check = await checkTotp(decryptSecret(key, row.pendingSecret), code, null, nowMs);
  if (!check.ok) return { ok: false, reason: 'wrong' };
  const recoveryCodes = newRecoveryCodes();
  const done = await db
    .update(twoFactor)
    .set({
      secret: row.pendingSecret,
      pendingSecret: null,
      lastStep: check.step,
      recoveryHashes: recoveryCodes.map(hashRecoveryCode),
      enabledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(twoFactor.subject, row.subject),
        eq(twoFactor.pendingSecret, row.pendingSecret),
        sql`${twoFactor.secret} is null`,
      ),
    )
    .returning({ subject: twoFactor.subject });
  if (!done.length) return { ok: false, reason: 'no_setup' };
  return { ok: true, recoveryCodes };
}

/**
 * The outcome of a second-factor attempt: accepted by a TOTP code or by a recovery code
 * (then used up), or refused as `wrong`, `replayed` (a code already accepted) or `off`
 * (no active second factor).
 */
export type SecondFactorCheck =
  | { ok: true; via: 'totp' | 'recovery'; recoveryLeft?: number }
  | { ok: false; reason: 'wrong' | 'replayed' | 'off' };

/**
 * Checks `input` for `s`: six digits as a TOTP code (current step ±1, never a step at or
 * before the last accepted one), a recovery code's shape (`XXXXX-XXXXX`) as a recovery code.
 */
export async function checkSecondFactor(
  db: DbOrTx,
  key: Buffer,
  s: Subject,
  input: string,
  nowMs = Date.now(),
): Promise<SecondFactorCheck> {
  const subject = subjectKey(s);
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.subject, subject));
  if (!row?.secret) return { ok: false, reason: 'off' };
  if (looksLikeRecoveryCode(input)) {
    const hash = hashRecoveryCode(input);
    const [used] = await db
      .update(twoFactor)
      .set({
        recoveryHashes: sql`${twoFactor.recoveryHashes} - ${hash}::text`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(twoFactor.subject, subject),
          sql`jsonb_exists(${twoFactor.recoveryHashes}, ${hash}::text)`,
        ),
      )
      .returning({ left: sql<number>`jsonb_array_length(${twoFactor.recoveryHashes})` });
    return used
      ? { ok: true, via: 'recovery', recoveryLeft: Number(used.left) }
      : { ok: false, reason: 'wrong' };
  }
  const check = await checkTotp(decryptSecret(key, row.secret), input, row.lastStep, nowMs);
  if (!check.ok) return check;
  const [moved] = await db
    .update(twoFactor)
    .set({ lastStep: check.step })
    .where(
      and(
        eq(twoFactor.subject, subject),
        sql`(${twoFactor.lastStep} is null or ${twoFactor.lastStep} < ${check.step})`,
      ),
    )
    .returning({ subject: twoFactor.subject });
  return moved ? { ok: true, via: 'totp' } : { ok: false, reason: 'replayed' };
}

/**
 * Removes `s`'s second factor (key, pending setup, recovery codes). The super-admin's
 * requirement stays: such an account is led through setup at its next sign-in. Resolves
 * to whether one was active.
 */
export async function removeSecondFactor(db: DbOrTx, s: Subject): Promise<boolean> {
  const subject = subjectKey(s);
  const gone = await db
    .update(twoFactor)
    .set({
      secret: null,
      pendingSecret: null,
      lastStep: null,
      recoveryHashes: [],
      enabledAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(twoFactor.subject, subject), isNotNull(twoFactor.secret)))
    .returning({ subject: twoFactor.subject });
  await db
    .delete(twoFactor)
    .where(and(eq(twoFactor.subject, subject), eq(twoFactor.required, false)));
  return gone.length > 0;
}

/** The super-admin's "Richiedi verifica in due passaggi" for workshop `workshopId`. */
export async function setRequired(db: DbOrTx, workshopId: number, required: boolean) {
  const s: Subject = { kind: 'workshop', id: workshopId };
  await db
    .insert(twoFactor)
    .values({ subject: subjectKey(s), accountId: workshopId, required })
    .onConflictDoUpdate({ target: twoFactor.subject, set: { required, updatedAt: sql`now()` } });
}

/** Per workshop account with a row: whether it has a second factor and whether it must. */
export async function twoFactorByAccount(
  db: DbOrTx,
): Promise<Map<number, { enabled: boolean; required: boolean }>> {
  const rows = await db
    .select({ id: twoFactor.accountId, secret: twoFactor.secret, required: twoFactor.required })
    .from(twoFactor)
    .where(isNotNull(twoFactor.accountId));
  return new Map(rows.map((r) => [r.id!, { enabled: !!r.secret, required: r.required }]));
}
