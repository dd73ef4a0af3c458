/**
 * CODICI OFFICINE (spec 001 §2 officine, §3 officina, §5; shown with +mod_kuma, spec 000
 * §6): workshop codes. Every field is saved uppercase and the search is uppercased (it
 * matches nome, provincia, codice, indirizzo or autorizzazione). A list answers at most
 * `CODES_LIST_MAX` rows, by name.
 */
import { z } from 'zod';
import { BACKOFFICE_MSG as MSG } from '@shared/messages';
import { upper } from '../domain/text';
import { idParamsSchema, okSchema, singleLineText } from './common';
import { defineEndpoint } from './endpoint';

export const CODES_LIST_MAX = 500;

export const workshopCodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  province: z.string(),
  code: z.string(),
  address: z.string(),
  authorization: z.string(),
});
export type WorkshopCode = z.infer<typeof workshopCodeSchema>;

const upperText = (max: number) =>
  singleLineText(max)
    .transform((v) => upper(v.trim()))
    .default('');

export const workshopCodeInputSchema = z.object({
  name: singleLineText(100)
    .transform((v) => upper(v.trim()))
    .refine((v) => v.length > 0, { message: MSG.nameRequired }),
  province: upperText(40),
  code: upperText(40),
  address: upperText(200),
  authorization: upperText(100),
});
export type WorkshopCodeInput = z.input<typeof workshopCodeInputSchema>;

export const codesQuerySchema = z.object({
  q: singleLineText(100)
    .transform((v) => upper(v.trim()))
    .default(''),
});

const tag = 'workshop-codes';

/** GET /workshop-codes?q=: codes matching `q` (uppercased; all when empty), by name, ≤ 500. */
export const listWorkshopCodes = defineEndpoint({
  method: 'GET',
  path: '/workshop-codes',
  access: 'workshop',
  tag,
  summary: 'Codici officine: elenco e ricerca',
  query: codesQuerySchema,
  response: z.object({ codes: z.array(workshopCodeSchema), truncated: z.boolean() }),
  errors: [],
});

export const createWorkshopCode = defineEndpoint({
  method: 'POST',
  path: '/workshop-codes',
  access: 'workshop',
  tag,
  summary: 'Codici officine: nuova officina',
  body: workshopCodeInputSchema,
  status: 201,
  response: z.object({ code: workshopCodeSchema }),
  errors: [],
});

export const updateWorkshopCode = defineEndpoint({
  method: 'PUT',
  path: '/workshop-codes/:id',
  access: 'workshop',
  tag,
  summary: 'Codici officine: modifica officina',
  params: idParamsSchema,
  body: workshopCodeInputSchema,
  response: z.object({ code: workshopCodeSchema }),
  errors: ['not_found'],
});

export const deleteWorkshopCode = defineEndpoint({
  method: 'DELETE',
  path: '/workshop-codes/:id',
  access: 'workshop',
  tag,
  summary: 'Codici officine: elimina officina',
  params: idParamsSchema,
  response: okSchema,
  errors: ['not_found'],
});
