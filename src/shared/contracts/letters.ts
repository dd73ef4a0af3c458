/**
 * Letter models (spec 001 §2 impostazioni_lettere, §3 config_lettera, §4 "Deleting the
 * selected letter model resets the selection to base.png", §5, §7, §8; docs/RECALLS.md "Letters").
 * A model is a PNG or JPEG stored in the database per workshop; the selection is
 * `config_lettera.modello_selezionato` (a model's name, default `base.png`, the built-in
 * model served with the web app).
 */
import { z } from 'zod';
import { RECALLS_MSG } from '../messages/recalls';
import { idParamsSchema, singleLineText } from './common';
import { defineEndpoint } from './endpoint';

/** The built-in model's name (spec 001 §3 config_lettera default). */
export const BASE_MODEL = 'base.png';
/** Largest model image, in bytes. */
export const LETTER_MODEL_MAX_BYTES = 2 * 1024 * 1024;
/** Body limit of the upload route (base64 is 4/3 of the bytes). */
export const LETTER_UPLOAD_BODY_LIMIT = 3 * 1024 * 1024 + 64 * 1024;
export const LETTER_MIME = ['image/png', 'image/jpeg'] as const;

export const letterModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.enum(LETTER_MIME),
  /** Image size in bytes. */
  size: z.number().int(),
  createdAt: z.string(),
});
export type LetterModel = z.infer<typeof letterModelSchema>;

const listResponse = z.object({
  models: z.array(letterModelSchema),
  /** `modello_selezionato`: a model's name or `base.png`. */
  selected: z.string(),
});

/** GET /letters/models: the workshop's models and the selected one. */
export const listLetterModels = defineEndpoint({
  method: 'GET',
  path: '/letters/models',
  access: 'workshop',
  tag: 'letters',
  summary: 'Modelli di lettera',
  response: listResponse,
  errors: [],
});

/** GET /letters/models/:id: one model with its image (base64). */
export const getLetterModel = defineEndpoint({
  method: 'GET',
  path: '/letters/models/:id',
  access: 'workshop',
  tag: 'letters',
  summary: 'Immagine di un modello di lettera',
  params: idParamsSchema,
  response: z.object({ model: letterModelSchema, data: z.string() }),
  errors: ['not_found'],
});

/**
 * POST /letters/models { name, mime, data (base64) }: a PNG or JPEG up to 2 MB (the bytes
 * must be one: "Sono accettate solo immagini PNG o JPEG"). 409 for a used name.
 */
export const uploadLetterModel = defineEndpoint({
  method: 'POST',
  path: '/letters/models',
  access: 'workshop',
  tag: 'letters',
  summary: 'Carica un modello di lettera',
  body: z.object({
    name: singleLineText(100)
      .transform((v) => v.trim())
      .refine((v) => v !== '', { message: RECALLS_MSG.nameRequired })
      .refine((v) => v !== BASE_MODEL, { message: RECALLS_MSG.duplicateLetterModel }),
    mime: z.enum(LETTER_MIME, { message: RECALLS_MSG.letterModelType }),
    data: z
      .string()
      .max(Math.ceil(LETTER_MODEL_MAX_BYTES / 3) * 4, { message: RECALLS_MSG.letterModelTooBig })
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: RECALLS_MSG.letterModelType }),
  }),
  status: 201,
  response: z.object({ model: letterModelSchema }),
  errors: ['conflict'],
});

/** DELETE /letters/models/:id: "Modello eliminato"; the selection falls back to base.png. */
export const deleteLetterModel = defineEndpoint({
  method: 'DELETE',
  path: '/letters/models/:id',
  access: 'workshop',
  tag: 'letters',
  summary: 'Elimina un modello di lettera',
  params: idParamsSchema,
  response: listResponse,
  errors: ['not_found'],
});

/** PUT /letters/selected { name }: selects a model by name (or base.png). */
export const selectLetterModel = defineEndpoint({
  method: 'PUT',
  path: '/letters/selected',
  access: 'workshop',
  tag: 'letters',
  summary: 'Seleziona il modello di lettera',
  body: z.object({ name: singleLineText(100) }),
  response: listResponse,
  errors: ['not_found'],
});
