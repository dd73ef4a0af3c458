/**
 * Non contattare (docs/MESSAGING.md "Non contattare"): the workshop's list of phones it
 * must not message (reminders, recalls, campaigns, SMS and WhatsApp), and the public page
 * behind `$stop$` where a customer adds their own phone. Phones are normalised by the one
 * normaliser (`normalizePhone`, spec 000 §5) and must be a number the numbering plan has.
 */
import { z } from 'zod';
import { normalizePhone } from '../domain/phone';
import { checkPhone } from '../domain/phone-plan';
import { OPT_OUTS_MSG } from '../messages/opt-outs';
import { singleLineText } from './common';
import { defineEndpoint } from './endpoint';
import { STOP_PATHS } from './stop-paths';

/** A phone as typed (separators, +39 allowed), stored normalised; 400 when no such number. */
export const optOutPhoneSchema = singleLineText(40, OPT_OUTS_MSG.invalidPhone)
  .transform(normalizePhone)
  .refine(
    (p) => {
      const kind = checkPhone(p).kind;
      return kind === 'mobile' || kind === 'not_mobile';
    },
    { message: OPT_OUTS_MSG.invalidPhone },
  );

export const optOutSchema = z.object({
  phone: z.string(),
  /** `desk`: added by the staff; `link`: the customer pressed the `$stop$` page's button. */
  source: z.enum(['desk', 'link']),
  createdAt: z.string(),
});
export type OptOut = z.infer<typeof optOutSchema>;

const tag = 'opt-outs';

/** GET /opt-outs: the workshop's whole list, newest first. */
export const listOptOuts = defineEndpoint({
  method: 'GET',
  path: '/opt-outs',
  access: 'workshop',
  tag,
  summary: 'Elenco Non contattare',
  response: z.object({ optOuts: z.array(optOutSchema) }),
  errors: [],
});

/**
 * POST /opt-outs { phone }: adds the phone (idempotent: `created` false when listed already).
 * `withdrawn`: how many messages queued to it were withdrawn (never sent; shown in their
 * campaigns as "Non inviato: Non contattare"; docs/MESSAGING.md "Non contattare").
 */
export const addOptOut = defineEndpoint({
  method: 'POST',
  path: '/opt-outs',
  access: 'workshop',
  tag,
  summary: 'Aggiunge un numero a Non contattare',
  body: z.object({ phone: optOutPhoneSchema }),
  response: z.object({
    optOut: optOutSchema,
    created: z.boolean(),
    withdrawn: z.number().int(),
  }),
  errors: [],
});

/** DELETE /opt-outs/:phone: removes the phone (`removed` false when it was not listed). */
export const removeOptOut = defineEndpoint({
  method: 'DELETE',
  path: '/opt-outs/:phone',
  access: 'workshop',
  tag,
  summary: 'Toglie un numero da Non contattare',
  params: z.object({ phone: optOutPhoneSchema }),
  response: z.object({ removed: z.boolean() }),
  errors: [],
});

/** `:token` of `/stop?t=`: 39 base64url characters (checked again by the server). */
export const stopTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** What the stop page shows: the workshop's name and whether the phone is excluded. */
export const stopPageSchema = z.object({
  titolo: z.string(),
  stopped: z.boolean(),
  /** What just happened, or what had already happened ('' on a first read). */
  notice: z.string(),
});
export type StopPage = z.infer<typeof stopPageSchema>;

/** GET /public/stop/:token: the page behind `$stop$` (rate-limited, no personal data). */
export const getStopPage = defineEndpoint({
  ...STOP_PATHS.read,
  access: 'public',
  tag,
  summary: 'Pagina Non voglio più ricevere messaggi',
  params: stopTokenParamsSchema,
  response: stopPageSchema,
  errors: ['not_found'],
});

/** POST /public/stop/:token: adds the token's phone to its workshop's list, once. */
export const stopMessages = defineEndpoint({
  ...STOP_PATHS.stop,
  access: 'public',
  tag,
  summary: 'Il cliente non vuole più ricevere messaggi',
  params: stopTokenParamsSchema,
  response: stopPageSchema,
  errors: ['not_found'],
});
