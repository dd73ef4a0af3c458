/**
 * Super-admin endpoints (spec 001 §2 admin area: nuovo_utente creates a workshop account;
 * §6 the super-admin manages all users). Only `access: 'admin'` sessions may call them.
 */
import { z } from 'zod';
import { OPTION_FLAGS } from './auth';
import { isoDateSchema, singleLineText } from './common';
import { defineEndpoint } from './endpoint';

/** A new workshop account: credentials, optional booking link, expiry and option flags. */
export const createWorkshopInputSchema = z.object({
  username: singleLineText(100).trim().min(1),
  password: z.string().min(6).max(200),
  /** Public booking code (`/prenota?code=`); unique when given. */
  linkWeb: singleLineText(100).trim().min(1).nullable().optional(),
  /** Account expiry (scadenza); omitted: today + 100 days; null: never. */
  expiresOn: isoDateSchema.nullable().optional(),
  /** Option flags of config_app.opzioni (spec 000 §6), e.g. `['+whatsapp']`. */
  options: z.array(z.enum(OPTION_FLAGS)).max(OPTION_FLAGS.length).optional(),
});
export type CreateWorkshopInput = z.infer<typeof createWorkshopInputSchema>;

/** A workshop account as the admin sees it (never the password or access code). */
export const adminWorkshopSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  active: z.union([z.literal(0), z.literal(1)]),
  expiresOn: isoDateSchema.nullable(),
  linkWeb: z.string().nullable(),
  options: z.array(z.string()),
});
export type AdminWorkshop = z.infer<typeof adminWorkshopSchema>;

/** POST /api/admin/workshops: 201 with the account; 409 on a taken user name or link. */
export const createAdminWorkshop = defineEndpoint({
  method: 'POST',
  path: '/admin/workshops',
  access: 'admin',
  tag: 'admin',
  summary: 'Crea un account officina con le impostazioni predefinite',
  body: createWorkshopInputSchema,
  status: 201,
  response: z.object({ workshop: adminWorkshopSchema }),
  errors: ['duplicate_username', 'duplicate_link_web'],
});
