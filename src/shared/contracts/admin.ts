/**
 * Super-admin account endpoints (spec 001 §2 admin area: lista_utenti, nuovo_utente, the
 * account editor impostazioni_admin; §3 utente; §6 the super-admin manages all users).
 * Only `access: 'admin'` sessions may call them. Enter-as-user, the audit trail and the
 * admin's notifications are in `./admin-session.ts` and `./notifications.ts`.
 */
import { z } from 'zod';
import { ADMIN_MSG } from '../messages/admin';
import { OPTION_FLAGS } from './auth';
import {
  idOf,
  INT4_MAX,
  isoDateSchema,
  multiLineText,
  okSchema,
  singleLineText,
  strictInt,
} from './common';
import { defineEndpoint } from './endpoint';

const tag = 'admin';

const usernameSchema = singleLineText(100).trim().min(1, { message: ADMIN_MSG.usernameRequired });
/** Public booking code (`/prenota?code=`); unique when given; blank means none. */
const linkWebSchema = singleLineText(100)
  .trim()
  .transform((v) => v || null)
  .nullable();
const optionsSchema = z.array(z.enum(OPTION_FLAGS)).max(OPTION_FLAGS.length);
/** A new password set by the admin (spec 001 §5: at least 8 characters). */
export const adminPasswordSchema = z
  .string()
  .min(8, { message: ADMIN_MSG.passwordTooShort })
  .max(200);

/** A new workshop account: credentials, optional booking link, expiry and option flags. */
export const createWorkshopInputSchema = z.object({
  username: usernameSchema,
  password: z.string().min(6).max(200),
  linkWeb: linkWebSchema.optional(),
  /** Account expiry (scadenza); omitted: today + 100 days; null: never. */
  expiresOn: isoDateSchema.nullable().optional(),
  /** Option flags of config_app.opzioni (spec 000 §6), e.g. `['+whatsapp']`. */
  options: optionsSchema.optional(),
  note: multiLineText(2000).optional(),
});
export type CreateWorkshopInput = z.input<typeof createWorkshopInputSchema>;

/** A workshop account as the admin's list shows it (never the password or access code). */
export const adminWorkshopSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  active: z.union([z.literal(0), z.literal(1)]),
  expiresOn: isoDateSchema.nullable(),
  linkWeb: z.string().nullable(),
  options: z.array(z.string()),
  note: z.string(),
  /**
   * Its second factor (README "Two-factor sign-in"): `enabled` when set up, `required` when
   * the super-admin asks for it ("Richiedi verifica in due passaggi"). Absent: neither.
   */
  twoFactor: z.object({ enabled: z.boolean(), required: z.boolean() }).optional(),
});
export type AdminWorkshop = z.infer<typeof adminWorkshopSchema>;

/** The whole account in the editor (spec 001 §6): adds the access code and both paths. */
export const adminAccountSchema = adminWorkshopSchema.extend({
  accessCode: z.string(),
  pathServer: z.string(),
  pathArchive: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** The editor's fields (spec 001 §6); the password and the access code have their own calls. */
export const updateAccountInputSchema = z.object({
  active: z.union([z.literal(0), z.literal(1)]),
  username: usernameSchema,
  note: multiLineText(2000),
  expiresOn: isoDateSchema.nullable(),
  linkWeb: linkWebSchema,
  options: optionsSchema,
  pathServer: singleLineText(500),
  pathArchive: singleLineText(200),
});
export type UpdateAccountInput = z.input<typeof updateAccountInputSchema>;

export const workshopParamsSchema = z.object({ workshopId: idOf(INT4_MAX) });

/** POST /api/admin/workshops: 201 with the account; 409 on a taken user name or link. */
export const createAdminWorkshop = defineEndpoint({
  method: 'POST',
  path: '/admin/workshops',
  access: 'admin',
  tag,
  summary: 'Crea un account officina con le impostazioni predefinite',
  body: createWorkshopInputSchema,
  status: 201,
  response: z.object({ workshop: adminWorkshopSchema }),
  errors: ['duplicate_username', 'duplicate_link_web'],
});

/** GET /api/admin/workshops: every account, by user name (lista_utenti filters in the web). */
export const listAdminWorkshops = defineEndpoint({
  method: 'GET',
  path: '/admin/workshops',
  access: 'admin',
  tag,
  summary: 'Elenco degli account officina',
  response: z.object({ workshops: z.array(adminWorkshopSchema), today: isoDateSchema }),
  errors: [],
});

/**
 * GET /api/admin/workshops/credits: each account's SMS credit, read on the server with
 * that workshop's token, all in parallel with a short timeout; `credit` null = "errore"
 * (spec 001 §7 credits lookup, §8).
 */
export const listAdminCredits = defineEndpoint({
  method: 'GET',
  path: '/admin/workshops/credits',
  access: 'admin',
  tag,
  summary: 'Credito SMS di ogni account',
  response: z.object({
    credits: z.array(z.object({ id: z.number().int(), credit: z.number().nullable() })),
  }),
  errors: [],
});

/** GET /api/admin/workshops/:workshopId: the whole account for the editor. */
export const getAdminWorkshop = defineEndpoint({
  method: 'GET',
  path: '/admin/workshops/:workshopId',
  access: 'admin',
  tag,
  summary: 'Dati di un account officina',
  params: workshopParamsSchema,
  response: z.object({ account: adminAccountSchema }),
  errors: ['not_found'],
});

/**
 * PUT /api/admin/workshops/:workshopId: saves the editor. Switching the account off or
 * moving its expiry into the past reaches its open desks at once (live `account` event).
 */
export const updateAdminWorkshop = defineEndpoint({
  method: 'PUT',
  path: '/admin/workshops/:workshopId',
  access: 'admin',
  tag,
  summary: 'Modifica un account officina',
  params: workshopParamsSchema,
  body: updateAccountInputSchema,
  response: z.object({ account: adminAccountSchema }),
  errors: ['not_found', 'duplicate_username', 'duplicate_link_web'],
});

/** POST /api/admin/workshops/:workshopId/password: sets a new password; ends its sessions. */
export const resetAdminPassword = defineEndpoint({
  method: 'POST',
  path: '/admin/workshops/:workshopId/password',
  access: 'admin',
  tag,
  summary: 'Reimposta la password di un account',
  params: workshopParamsSchema,
  body: z.object({ password: adminPasswordSchema }),
  response: okSchema,
  errors: ['not_found'],
});

/** POST /api/admin/workshops/:workshopId/access-code: a new 35-character access code. */
export const regenerateAccessCode = defineEndpoint({
  method: 'POST',
  path: '/admin/workshops/:workshopId/access-code',
  access: 'admin',
  tag,
  summary: 'Genera un nuovo codice di accesso',
  params: workshopParamsSchema,
  response: z.object({ accessCode: z.string() }),
  errors: ['not_found'],
});

/** Largest page of the audit trail. */
export const AUDIT_MAX = 500;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  ip: z.string(),
  action: z.string(),
  accountId: z.number().int().nullable(),
  /** The account's user name now (or as recorded, when deleted). */
  username: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: the super-admin's actions, newest first (beyond the spec). */
export const listAdminAudit = defineEndpoint({
  method: 'GET',
  path: '/admin/audit',
  access: 'admin',
  tag,
  summary: 'Registro delle azioni amministrative',
  query: z.object({
    accountId: idOf(INT4_MAX).optional(),
    limit: strictInt(1, AUDIT_MAX).default(200),
  }),
  response: z.object({ entries: z.array(auditEntrySchema) }),
  errors: [],
});

/**
 * GET /api/admin/backup (docs/RESILIENCE.md "Backup and restore"): a
 * consistent copy of the embedded database while the server runs, as `application/gzip`
 * (PGlite's `dumpDataDir('gzip')` on the live instance after a CHECKPOINT; restore it with
 * `scripts/db-backup.ts restore`). Super-admin only, recorded in the audit trail. With
 * PostgreSQL: 409 `conflict` (back up with `pg_dump`, consistent while running).
 */
export const getDatabaseBackup = defineEndpoint({
  method: 'GET',
  path: '/admin/backup',
  access: 'admin',
  tag,
  summary: 'Backup del database incorporato (tar.gz)',
  errors: ['conflict'],
});
