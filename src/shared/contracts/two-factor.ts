/**
 * The second factor (README "Two-factor sign-in"; beyond the spec): TOTP codes from an
 * authenticator app (6 digits, 30 s), ten one-time recovery codes, for a workshop account
 * (Password screen, "Verifica in due passaggi") and for the super-admin.
 *
 * Sign-in: when the account has one, `POST /auth/login` (or `/auth/admin`) answers
 * `{ secondFactor: 'totp' }` and opens no session; `POST /auth/login/verify` with the code
 * opens it. When the account must have one and has none (`ADMIN_TOTP_REQUIRED=1`, or the
 * super-admin's "Richiedi verifica in due passaggi"), the answer is
 * `{ secondFactor: 'setup' }`: `setup` then `confirm` here, and the confirmation opens it.
 */
import { z } from 'zod';
import { INT4_MAX, idOf, okSchema, singleLineText } from './common';
import { sessionSchema } from './auth';
import { defineEndpoint } from './endpoint';

/** A TOTP code (6 digits, spaces allowed) or a recovery code (`XXXXX-XXXXX`), as typed. */
export const codeSchema = singleLineText(40).trim().min(1);

const tag = 'auth';

/**
 * POST /auth/login/verify: the second step after the password (the `reviapp_2fa` cookie the
 * password step set, 5 minutes). 401 `unauthorized` "Codice di verifica errato" (or "Codice
 * già usato…"), 401 `second_factor_expired` when the password step is missing or old, 429
 * after too many codes. A recovery code ends every other sign-in of the account.
 */
export const verifyLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/login/verify',
  access: 'public',
  tag,
  summary: 'Accesso: codice di verifica',
  body: z.object({ code: codeSchema }),
  response: sessionSchema,
  errors: ['unauthorized', 'second_factor_expired', 'account_inactive', 'account_expired'],
});

/** The signed-in account's second factor: active, required by the super-admin, recovery codes left. */
export const twoFactorStateSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryLeft: z.number().int(),
});

/** GET /auth/two-factor: the state of the signed-in account's (or super-admin's) second factor. */
export const getTwoFactor = defineEndpoint({
  method: 'GET',
  path: '/auth/two-factor',
  access: 'session',
  tag,
  summary: 'Verifica in due passaggi: stato',
  response: twoFactorStateSchema,
  errors: [],
});

/**
 * POST /auth/two-factor/setup: a new key for the signed-in account, or for the one whose
 * password step asked for setup; the key in base32 (`secret`) and the `otpauth://` URI the
 * QR code shows. 409 when one is already active. The key is never sent again.
 */
export const beginTwoFactorSetup = defineEndpoint({
  method: 'POST',
  path: '/auth/two-factor/setup',
  access: 'public',
  tag,
  summary: 'Verifica in due passaggi: nuova chiave',
  response: z.object({ secret: z.string(), uri: z.string() }),
  errors: ['unauthorized', 'conflict', 'second_factor_expired'],
});

/**
 * POST /auth/two-factor/confirm: the first code confirms the key. Answers the ten recovery
 * codes (shown once) and a new session for this browser: every other session and
 * remembered device of the account has ended. 400 "Codice di verifica errato".
 */
export const confirmTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/auth/two-factor/confirm',
  access: 'public',
  tag,
  summary: 'Verifica in due passaggi: conferma con il primo codice',
  body: z.object({ code: codeSchema }),
  response: z.object({ recoveryCodes: z.array(z.string()), session: sessionSchema }),
  errors: ['unauthorized', 'second_factor_expired'],
});

/**
 * POST /auth/two-factor/disable: turns it off with the password (the super-admin's secret)
 * and a code. Every other session and remembered device of the account ends; this browser
 * gets a new session. 400 "Password errata" / "Codice di verifica errato".
 */
export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/auth/two-factor/disable',
  access: 'session',
  tag,
  summary: 'Verifica in due passaggi: disattiva',
  body: z.object({ password: z.string().min(1).max(200), code: codeSchema }),
  response: sessionSchema,
  errors: ['forbidden'],
});

/**
 * PUT /admin/accounts/:id/two-factor: the super-admin's "Richiedi verifica in due passaggi"
 * for a workshop account: such an account is led through setup after its password.
 */
export const setTwoFactorRequired = defineEndpoint({
  method: 'PUT',
  path: '/admin/accounts/:id/two-factor',
  access: 'admin',
  tag: 'admin',
  summary: 'Richiedi verifica in due passaggi',
  params: z.object({ id: idOf(INT4_MAX) }),
  body: z.object({ required: z.boolean() }),
  response: okSchema,
  errors: ['not_found'],
});
