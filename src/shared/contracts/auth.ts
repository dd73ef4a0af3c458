/** Sign-in contracts (spec 000 §2 #/login, §6 roles). */
import { z } from 'zod';
import { isoDateSchema, okSchema, singleLineText, type ErrorCode } from './common';
import { defineEndpoint } from './endpoint';

export const loginInputSchema = z.object({
  username: singleLineText(100).trim().min(1),
  password: z.string().min(1).max(200),
  remember: z.boolean().default(false),
  /**
   * This browser's quick-login device token for `username`, when it has one: a valid one
   * counts the attempt on this device instead of the user name (README "Limits and
   * hardening"), as the device cookie does. 43 base64url characters.
   */
  deviceToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The hidden super-admin sign-in: empty user name, the admin secret as password. */
export const adminLoginInputSchema = z.object({
  password: z.string().min(1).max(200),
  remember: z.boolean().default(false),
});
export type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

/**
 * Why a workshop's sign-in (password or quick-login token) is refused: wrong credentials
 * (`unauthorized`), account switched off, account expired (spec 000 §2 #/login, §8).
 */
export const SIGN_IN_ERRORS = [
  'unauthorized',
  'account_inactive',
  'account_expired',
] as const satisfies readonly ErrorCode[];

export const roleSchema = z.enum(['workshop', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Option flags of config_app.opzioni (spec 000 §6), e.g. `"+whatsapp"`. */
export const OPTION_FLAGS = [
  '+whatsapp',
  '+importa_yap',
  '+mod_kuma',
  '+visualizza_indirizzo',
  '+invia_lettere',
  '+visualizza_email',
  '+invio_email',
  '+sync_targa',
  '+ricerca_telefono',
  '+esporta_lista',
] as const;
export type OptionFlag = (typeof OPTION_FLAGS)[number];

export const sessionWorkshopSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  expiresOn: isoDateSchema.nullable(),
  /** Whole days from today (Rome) to `expiresOn`; null when there is no expiry. */
  daysToExpiry: z.number().int().nullable(),
  linkWeb: z.string().nullable(),
});

/** What the web needs to draw the workshop area: who, which options, the grid's slots. */
export const sessionSchema = z.object({
  role: roleSchema,
  workshop: sessionWorkshopSchema.nullable(),
  app: z.object({
    title: z.string(),
    barColor: z.string(),
    timetable: z.array(z.string()),
    options: z.array(z.string()),
    rota: z.array(z.string()),
    /** config_app.visual_scroll = 1: "Scorrimento visuale" (smooth, to the current time). */
    visualScroll: z.boolean(),
  }),
  availableYears: z.array(z.number().int()),
  today: isoDateSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * What a sign-in answers instead of a session when a second step is due (README "Two-factor
 * sign-in", `two-factor.ts`): a code (`totp`), or setting one up first (`setup`).
 */
export const secondStepSchema = z.object({ secondFactor: z.enum(['totp', 'setup']) });
export type SecondStep = z.infer<typeof secondStepSchema>;

/** A session, or the second step still due. */
export const signInResultSchema = z.union([sessionSchema, secondStepSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

/** The session of a sign-in's answer; throws when a second step is due instead. */
export function sessionOf(r: SignInResult): Session {
  if ('secondFactor' in r) throw new Error(`second step due: ${r.secondFactor}`);
  return r;
}

const tag = 'auth';

/**
 * POST /auth/login: a workshop signs in; sets the session cookie, or answers the second step
 * due without opening a session (README "Two-factor sign-in").
 */
export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  tag,
  summary: 'Accesso officina',
  body: loginInputSchema,
  response: signInResultSchema,
  errors: SIGN_IN_ERRORS,
});

/** POST /auth/admin: the hidden super-admin sign-in (spec 000 §2; README "Signing in as super-admin"). */
export const adminLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/admin',
  access: 'public',
  tag,
  summary: 'Accesso amministratore',
  body: adminLoginInputSchema,
  response: signInResultSchema,
  errors: ['unauthorized'],
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  access: 'public',
  tag,
  summary: 'Esci',
  response: okSchema,
  errors: [],
});

/** GET /session: who is signed in, with what the web needs to draw the workshop area. */
export const getSession = defineEndpoint({
  method: 'GET',
  path: '/session',
  access: 'session',
  tag,
  summary: 'Sessione corrente',
  response: sessionSchema,
  errors: ['account_inactive', 'account_expired'],
});

/**
 * GET /session/probe: the login page's check, answered 200 whether or not anyone is signed
 * in — `{ session: null }` when no session, or when `GET /session` would refuse it (a
 * blocked account) — so a signed-out first visit logs no 401 in the browser's console.
 */
export const probeSession = defineEndpoint({
  method: 'GET',
  path: '/session/probe',
  access: 'public',
  tag,
  summary: 'Verifica della sessione (pagina di accesso)',
  response: z.object({ session: sessionSchema.nullable() }),
  errors: [],
});
