/**
 * PASSWORD (spec 001 §2 password, §4 "Changing the password logs out to login", §5, §9):
 * the signed-in workshop changes its own password. The current one must match ("Password
 * attuale errata"), the new one has at least 8 characters ("La nuova password deve
 * contenere almeno 8 caratteri") and is typed twice ("Le password non coincidono").
 * Afterwards every session of the account has ended, this one included.
 */
import { z } from 'zod';
import { BACKOFFICE_MSG as MSG } from '@shared/messages';
import { okSchema } from './common';
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
