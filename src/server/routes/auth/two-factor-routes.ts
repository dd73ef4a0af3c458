/**
 * The second factor's routes (README "Two-factor sign-in", `@shared/contracts/two-factor`):
 * the code after the password, setting one up (from the Password screen, or right after the
 * password when it is required), turning it off, and the super-admin's requirement per
 * workshop account. The rules are in `@server/auth/two-factor`; here the half-done sign-in
 * cookie, the limits, the audit entries and the sign-ins each change ends.
 *
 * Each way a step fails has its own function below (`expiredStep`, `refuseCode`), the one
 * place to count or log it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@shared/contracts/two-factor';
import { ADMIN_MSG, AUTH_MSG } from '@shared/messages';
import { verifyAdminSecret } from '@server/auth/admin-secret';
import { rememberDevice } from '@server/auth/device-cookie';
import { workshopBlock } from '@server/auth/guard';
import { clearLimit, limitSecondFactor } from '@server/auth/login-limits';
import { verifyPassword } from '@server/auth/passwords';
import { clearPending, readPending, type PendingSignIn } from '@server/auth/pending-sign-in';
import { revokeAdminSessions } from '@server/auth/sessions';
import { endAccountSignIns } from '@server/auth/sign-ins';
import { totpKey } from '@server/auth/totp';
import {
  beginSetup,
  checkSecondFactor,
  confirmSetup,
  removeSecondFactor,
  setRequired,
  subjectKey,
  twoFactorState,
  type Subject,
} from '@server/auth/two-factor';
import { withTransaction, type DbOrTx } from '@server/db/client';
import { writeAudit, type AuditAction } from '@server/domain/audit';
import { findWorkshop } from '@server/domain/workshops';
import { AppError, badRequest, conflict, notFound, unauthorized } from '@server/http/errors';
import { route } from '@server/http/route';
import { originOf } from '@server/live/publish';
import { startSession } from './start-session';

/** Where a code was refused: at sign-in, confirming a setup, turning it off. */
type CodeStep = 'login' | 'setup' | 'disable';

/** 401 `second_factor_expired`: the password step is missing or older than 5 minutes. */
function expiredStep(): never {
  throw new AppError(401, 'second_factor_expired', AUTH_MSG.codeExpired);
}

export async function twoFactorRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const key = totpKey(config);

  /** One audit entry about `s` (who: the account itself, or the super-admin). No secrets. */
  function audit(
    tx: DbOrTx,
    req: FastifyRequest,
    s: Subject,
    action: AuditAction,
    detail: Record<string, string | number | boolean | null> = {},
  ) {
    return writeAudit(tx, {
      actor: s.kind === 'admin' ? 'super-admin' : 'officina',
      ip: req.ip ?? '',
      action,
      accountId: s.kind === 'workshop' ? s.id : null,
      detail,
    });
  }

  /** A wrong or replayed code: audited, then 401 at sign-in or 400 elsewhere. */
  async function refuseCode(
    req: FastifyRequest,
    s: Subject,
    reason: 'wrong' | 'replayed',
    step: CodeStep,
  ): Promise<never> {
    await audit(db, req, s, 'two_factor.code_failed', { reason, step });
    const message = reason === 'replayed' ? AUTH_MSG.codeReplayed : AUTH_MSG.codeWrong;
    throw step === 'login' ? unauthorized(message) : badRequest(message);
  }

  /**
   * Ends every session and remembered device of `s` on every instance (at commit): a
   * workshop's through `endAccountSignIns` (its desks go to login), the super-admin's sessions.
   */
  async function endSignIns(tx: DbOrTx, req: FastifyRequest, s: Subject) {
    if (s.kind === 'workshop') await endAccountSignIns(tx, s.id, 'password', originOf(req));
    else await revokeAdminSessions(tx);
  }

  /** A workshop that may no longer sign in (switched off, expired) is refused here too. */
  async function checkAccount(s: Subject) {
    if (s.kind !== 'workshop') return;
    const w = await findWorkshop(db, s.id);
    if (!w) expiredStep();
    const block = workshopBlock(w);
    if (block) throw block;
  }

  /** A fresh session for this browser after `s` proved both factors. */
  async function open(req: FastifyRequest, reply: FastifyReply, s: Subject, remember: boolean) {
    clearPending(reply);
    const session = await startSession(
      app,
      reply,
      s.kind === 'admin' ? 'admin' : 'workshop',
      s.kind === 'workshop' ? s.id : null,
      remember,
    );
    if (s.kind === 'workshop' && session.workshop)
      rememberDevice(req, reply, config, session.workshop.username);
    // The super-admin's sign-in is in its trail (docs/PRIVACY.md "Super-admin trail").
    if (s.kind === 'admin') await audit(db, req, s, 'admin.sign_in', { remember });
    return session;
  }

  /** The signed-in account (the super-admin's own, whatever account it works in), or null. */
  function sessionSubject(req: FastifyRequest): { subject: Subject; label: string } | null {
    const auth = req.auth;
    if (auth?.role === 'admin') return { subject: { kind: 'admin' }, label: 'super-admin' };
    if (auth?.role === 'workshop' && auth.workshop)
      return { subject: { kind: 'workshop', id: auth.workshop.id }, label: auth.workshop.username };
    return null;
  }

  /** Who sets up: the half-done sign-in that must (first), else the signed-in account. */
  function setupSubject(req: FastifyRequest): {
    subject: Subject;
    label: string;
    pending: PendingSignIn | null;
  } {
    const pending = readPending(req);
    if (pending?.step === 'setup') {
      const label = pending.subject.kind === 'admin' ? 'super-admin' : pending.username;
      return { subject: pending.subject, label, pending };
    }
    const who = sessionSubject(req);
    if (!who) expiredStep();
    return { ...who, pending: null };
  }

  /** Whether the current session was opened with "Ricorda accesso" (it outlives SESSION_HOURS). */
  const remembered = (req: FastifyRequest) =>
    (req.auth?.expiresAtMs ?? 0) - Date.now() > config.SESSION_HOURS * 3_600_000;

  route(app, contract.verifyLogin, async ({ body }, req, reply) => {
    const pending = readPending(req);
    if (!pending || pending.step !== 'verify') expiredStep();
    const s = pending.subject;
    const limitKey = await limitSecondFactor(db, config, req.ip, subjectKey(s));
    await checkAccount(s);
    const check = await checkSecondFactor(db, key, s, body.code);
    if (!check.ok) {
      // Turned off meanwhile (from another desk or the shell): sign in again.
      if (check.reason === 'off') expiredStep();
      return refuseCode(req, s, check.reason, 'login');
    }
    await clearLimit(db, limitKey);
    if (check.via === 'recovery')
      await withTransaction(db, async (tx) => {
        await endSignIns(tx, req, s);
        await audit(tx, req, s, 'two_factor.recovery_used', { left: check.recoveryLeft ?? 0 });
      });
    return open(req, reply, s, pending.remember);
  });

  route(app, contract.getTwoFactor, async (_args, req) => {
    const who = sessionSubject(req);
    if (!who) throw unauthorized();
    return twoFactorState(db, who.subject);
  });

  route(app, contract.beginTwoFactorSetup, async (_args, req) => {
    const who = setupSubject(req);
    await checkAccount(who.subject);
    const setup = await beginSetup(db, key, who.subject, who.label);
    if (!setup) throw conflict(AUTH_MSG.twoFactorAlreadyOn);
    return setup;
  });

  route(app, contract.confirmTwoFactor, async ({ body }, req, reply) => {
    const who = setupSubject(req);
    const s = who.subject;
    const limitKey = await limitSecondFactor(db, config, req.ip, subjectKey(s));
    await checkAccount(s);
    const done = await confirmSetup(db, key, s, body.code);
    if (!done.ok) {
      if (done.reason === 'no_setup') throw badRequest(AUTH_MSG.twoFactorNoSetup);
      return refuseCode(req, s, done.reason, 'setup');
    }
    await clearLimit(db, limitKey);
    const remember = who.pending ? who.pending.remember : remembered(req);
    await withTransaction(db, async (tx) => {
      await endSignIns(tx, req, s);
      await audit(tx, req, s, 'two_factor.setup');
    });
    return { recoveryCodes: done.recoveryCodes, session: await open(req, reply, s, remember) };
  });

  route(app, contract.disableTwoFactor, async ({ body }, req, reply) => {
    const who = sessionSubject(req);
    if (!who) throw unauthorized();
    const s = who.subject;
    const workshop = req.auth?.workshop;
    const passwordOk =
      s.kind === 'admin'
        ? await verifyAdminSecret(db, body.password)
        : !!workshop && (await verifyPassword(workshop.passwordHash, body.password));
    if (!passwordOk) throw badRequest(AUTH_MSG.twoFactorWrongPassword);
    const limitKey = await limitSecondFactor(db, config, req.ip, subjectKey(s));
    const check = await checkSecondFactor(db, key, s, body.code);
    if (!check.ok) {
      if (check.reason === 'off') throw badRequest(AUTH_MSG.twoFactorOff);
      return refuseCode(req, s, check.reason, 'disable');
    }
    await clearLimit(db, limitKey);
    const remember = remembered(req);
    await withTransaction(db, async (tx) => {
      await removeSecondFactor(tx, s);
      await endSignIns(tx, req, s);
      await audit(tx, req, s, 'two_factor.remove', { via: check.via });
    });
    return open(req, reply, s, remember);
  });

  route(app, contract.setTwoFactorRequired, async ({ params, body }, req) => {
    const w = await findWorkshop(db, params.id);
    if (!w) throw notFound(ADMIN_MSG.accountNotFound);
    await withTransaction(db, async (tx) => {
      await setRequired(tx, w.id, body.required);
      await writeAudit(tx, {
        actor: 'super-admin',
        ip: req.ip ?? '',
        action: 'two_factor.required',
        accountId: w.id,
        detail: { required: body.required, username: w.username },
      });
    });
    return { ok: true as const };
  });
}
