/**
 * Super-admin account routes (spec 001 §2 admin area, §6 super-admin role): create, list
 * with SMS credits, read, edit, password reset, access code. Every change is recorded in
 * the audit trail; a change that blocks the account reaches its desks at once (live
 * `account` event), and disabling it, setting a past expiry or resetting its password ends
 * its sign-ins (sessions, their open streams and quick-login device tokens).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as c from '@shared/contracts/admin';
import { todayInRome } from '@shared/domain/dates';
import { ADMIN_MSG } from '@shared/messages';
import type { Db } from '@server/db/client';
import { withTransaction } from '@server/db/client';
import { workshops } from '@server/db/schema';
import { refreshSessions } from '@server/auth/sessions';
import { endAccountSignIns } from '@server/auth/sign-ins';
import { twoFactorState } from '@server/auth/two-factor';
import { AppError, isUniqueViolation, notFound } from '@server/http/errors';
import { route } from '@server/http/route';
import { smsProviderFromConfig } from '@server/integrations/sms-provider';
import { publishWorkshopEvent } from '@server/live/publish';
import { recordAudit } from '@server/domain/audit';
import * as accounts from './accounts-service';
import { CREDIT_TIMEOUT_MS, readCredits } from './credits';
import { createAccount, findWorkshop } from '@server/domain/workshops';

const usernameTaken = () => new AppError(409, 'duplicate_username', ADMIN_MSG.usernameTaken);
const linkWebTaken = () => new AppError(409, 'duplicate_link_web', ADMIN_MSG.linkWebTaken);
const accountNotFound = () => notFound(ADMIN_MSG.accountNotFound);

async function usernameExists(db: Db, username: string, except = 0): Promise<boolean> {
  const rows = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(sql`lower(${workshops.username}) = lower(${username}) and ${workshops.id} <> ${except}`);
  return rows.length > 0;
}

async function linkWebExists(db: Db, linkWeb: string, except = 0): Promise<boolean> {
  const rows = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(sql`${workshops.linkWeb} = ${linkWeb} and ${workshops.id} <> ${except}`);
  return rows.length > 0;
}

/** Registers the admin account routes (all `access: 'admin'`). */
export async function adminRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const provider = smsProviderFromConfig(
    { ...config, SMS_TIMEOUT_MS: Math.min(config.SMS_TIMEOUT_MS, CREDIT_TIMEOUT_MS) },
    app.log,
  );

  route(app, c.createAdminWorkshop, async ({ body }, req) => {
    const { username, password, linkWeb, expiresOn, options, note } = body;
    if (await usernameExists(db, username)) throw usernameTaken();
    if (linkWeb && (await linkWebExists(db, linkWeb))) throw linkWebTaken();
    let row;
    try {
      // The account, its default settings (spec 000 §9, 001 §9) and the audit row together.
      row = await createAccount(
        db,
        { username, password, linkWeb, expiresOn, note, options },
        (tx, made) => recordAudit(tx, req, 'account.create', made.id, { username: made.username }),
      );
    } catch (err) {
      // Two admins creating the same name at once: the unique index decides.
      if (!isUniqueViolation(err)) throw err;
      throw (await usernameExists(db, username)) ? usernameTaken() : linkWebTaken();
    }
    return { workshop: accounts.presentWorkshop(row, options ?? []) };
  });

  route(app, c.listAdminWorkshops, async () => ({
    workshops: await accounts.listWorkshops(db),
    today: todayInRome(),
  }));

  route(app, c.listAdminCredits, async () => {
    const ids = (await db.select({ id: workshops.id }).from(workshops)).map((r) => r.id);
    return { credits: await readCredits(db, provider, ids) };
  });

  route(app, c.getAdminWorkshop, async ({ params }) => {
    const w = await findWorkshop(db, params.workshopId);
    if (!w) throw accountNotFound();
    const { enabled, required } = await twoFactorState(db, { kind: 'workshop', id: w.id });
    return {
      account: {
        ...accounts.presentAccount(w, await accounts.optionsOf(db, w.id)),
        twoFactor: { enabled, required },
      },
    };
  });

  route(app, c.updateAdminWorkshop, async ({ params, body }, req) => {
    const id = params.workshopId;
    const before = await findWorkshop(db, id);
    if (!before) throw accountNotFound();
    if (await usernameExists(db, body.username, id)) throw usernameTaken();
    if (body.linkWeb && (await linkWebExists(db, body.linkWeb, id))) throw linkWebTaken();
    const changed = accounts.changedFields(before, await accounts.optionsOf(db, id), body);
    const today = todayInRome();
    const disabled = before.active === 1 && body.active === 0;
    const expired = !!body.expiresOn && body.expiresOn < today;
    const row = await withTransaction(db, async (tx) => {
      const saved = await accounts.updateWorkshop(tx, id, body);
      // Every instance re-reads the account (expiry, user name…) on its next request.
      if (saved) await refreshSessions(tx, { workshopId: id });
      // Switched off or expired: nothing issued before signs in again (spec 000 §4); the
      // account's desks hear why in the same transaction.
      if (saved && (disabled || expired))
        await endAccountSignIns(tx, id, disabled ? 'inactive' : 'expired');
      if (saved && changed.length)
        await recordAudit(tx, req, 'account.update', id, {
          username: saved.username,
          campi: changed.join(', '),
          attivo: saved.active,
          scadenza: saved.expiresOn,
        });
      return saved;
    });
    if (!row) throw accountNotFound();
    const reason = body.active === 0 ? 'inactive' : expired ? 'expired' : 'changed';
    if (changed.length && !disabled && !expired)
      await publishWorkshopEvent(req, id, { type: 'account', reason });
    return { account: accounts.presentAccount(row, await accounts.optionsOf(db, id)) };
  });

  route(app, c.resetAdminPassword, async ({ params, body }, req) => {
    const id = params.workshopId;
    const done = await withTransaction(db, async (tx) => {
      if (!(await accounts.setPassword(tx, id, body.password))) return false;
      const ended = await endAccountSignIns(tx, id, 'password');
      await recordAudit(tx, req, 'account.password', id, {
        sessioni_chiuse: ended.sessions,
        accessi_rapidi_revocati: ended.devices,
      });
      return true;
    });
    if (!done) throw accountNotFound();
    return { ok: true as const };
  });

  route(app, c.regenerateAccessCode, async ({ params }, req) => {
    const accessCode = await accounts.newAccessCode(db, params.workshopId);
    if (!accessCode) throw accountNotFound();
    await recordAudit(db, req, 'account.access_code', params.workshopId);
    return { accessCode };
  });
}
