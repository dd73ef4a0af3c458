/**
 * RUBRICA (spec 001 §2 rubrica, §3 rubrica, §5, §8): the workshop's contact book. Names are
 * saved uppercase; a search matches name, phone, e-mail or address (case ignored). A list
 * answers at most `CONTACTS_LIST_MAX` rows, by name.
 */
import { z } from 'zod';
import { BACKOFFICE_MSG as MSG } from '@shared/messages';
import { upper } from '../domain/text';
import { idParamsSchema, okSchema, singleLineText } from './common';
import { defineEndpoint } from './endpoint';

/** Most rows one list answers (a search narrows it). */
export const CONTACTS_LIST_MAX = 500;

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** E-mail: empty, or one address of a plausible shape. */
export const optionalEmailSchema = singleLineText(200)
  .trim()
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { message: MSG.emailInvalid });

export const contactInputSchema = z.object({
  name: singleLineText(100)
    .transform((v) => upper(v.trim()))
    .refine((v) => v.length > 0, { message: MSG.nameRequired }),
  phone: singleLineText(40).trim().default(''),
  email: optionalEmailSchema.default(''),
  address: singleLineText(200).trim().default(''),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactsQuerySchema = z.object({ q: singleLineText(100).trim().default('') });

const tag = 'contacts';

/** GET /contacts?q=: contacts matching `q` (all when empty), by name, ≤ 500. */
export const listContacts = defineEndpoint({
  method: 'GET',
  path: '/contacts',
  access: 'workshop',
  tag,
  summary: 'Rubrica: elenco e ricerca',
  query: contactsQuerySchema,
  response: z.object({ contacts: z.array(contactSchema), truncated: z.boolean() }),
  errors: [],
});

/** POST /contacts: a new contact (name uppercased). */
export const createContact = defineEndpoint({
  method: 'POST',
  path: '/contacts',
  access: 'workshop',
  tag,
  summary: 'Rubrica: nuovo contatto',
  body: contactInputSchema,
  status: 201,
  response: z.object({ contact: contactSchema }),
  errors: [],
});

/** PUT /contacts/:id: replaces a contact's fields; 404 when not this workshop's. */
export const updateContact = defineEndpoint({
  method: 'PUT',
  path: '/contacts/:id',
  access: 'workshop',
  tag,
  summary: 'Rubrica: modifica contatto',
  params: idParamsSchema,
  body: contactInputSchema,
  response: z.object({ contact: contactSchema }),
  errors: ['not_found'],
});

/** DELETE /contacts/:id: 404 when not this workshop's. */
export const deleteContact = defineEndpoint({
  method: 'DELETE',
  path: '/contacts/:id',
  access: 'workshop',
  tag,
  summary: 'Rubrica: elimina contatto',
  params: idParamsSchema,
  response: okSchema,
  errors: ['not_found'],
});
