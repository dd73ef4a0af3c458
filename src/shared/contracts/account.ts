/**
 * PASSWORD (spec 001 §2 password, §4 "Changing the password logs out to login", §5, §9):
 * the signed-in workshop changes its own password. The current one must match ("Password
 * attuale errata"), the new one has at least 8 characters ("La nuova password deve
 * contenere almeno 8 caratteri") and is typed twice ("Le password non coincidono").
 * Afterwards every session of the account has ended, this one included.
 */
import { z } from 'zod';
import { BACKOFFICE_MSG as MSG } from '@shared/messages';
import { idOf, INT4_MAX, okSchema } from './common';
import { defineEndpoint } from './endpoint';

/** Shortest new password (spec 001 §9). */
export const PASSWORD_MIN = 8;
/** Longest password accepted (argon2 hashes any length; this bounds the work). */
export const PASSWORD_MAX = 200;

export const changePasswordInputSchema = z
  .object({
    current: z.string().max(PASSWORD_MAX, { message: MSG.wrongCurrentPassword }),
    next: z
      .string()
      .min(PASSWORD_MIN, { message: MSG.passwordTooShort })
      .max(PASSWORD_MAX, { message: MSG.passwordTooLong }),
    repeat: z.string().max(PASSWORD_MAX, { message: MSG.passwordsDiffer }),
  })
  .refine((v) => v.repeat === v.next, { message: MSG.passwordsDiffer, path: ['repeat'] });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** POST /account/password: 400 with the spec's messages; ok → every session has ended. */
export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/account/password',
  access: 'workshop',
  tag: 'account',
  summary: 'Cambia la password (chiude tutte le sessioni)',
  body: changePasswordInputSchema,
  response: okSchema,
  errors: [],
});

/**
 * One quick-login entry of the account (spec 000 §2 #/login quick-login entries): a browser
 * holding a device token. `label` is its browser and system ("Chrome su Windows"); `kind`
 * `admin` marks the one the super-admin's "Entra come utente" left (spec 000 §6). Times are
 * ISO instants; `lastUsedAt` is null until its first quick sign-in.
 */
export const accountDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: z.enum(['user', 'admin']),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AccountDevice = z.infer<typeof accountDeviceSchema>;

/**
 * GET /account/devices: the account's live quick-login entries, most recently used first,
 * and after how many days without use an entry stops working (`idleDays`).
 */
export const listAccountDevices = defineEndpoint({
  method: 'GET',
  path: '/account/devices',
  access: 'workshop',
  tag: 'account',
  summary: 'Dispositivi con accesso rapido',
  response: z.object({ devices: z.array(accountDeviceSchema), idleDays: z.number().int() }),
  errors: [],
});

export const deviceParamsSchema = z.object({ deviceId: idOf(INT4_MAX) });

/**
 * DELETE /account/devices/:deviceId: revokes one entry of this account (its browser must
 * sign in with the password again); 404 "Dispositivo non trovato" for any other id.
 */
export const revokeAccountDevice = defineEndpoint({
  method: 'DELETE',
  path: '/account/devices/:deviceId',
  access: 'workshop',
  tag: 'account',
  summary: 'Revoca un accesso rapido',
  params: deviceParamsSchema,
  response: okSchema,
  errors: ['not_found'],
});
