/**
 * Settings per section (spec 000 §3 config_*, 001 §3): one validated JSON per
 * (workshop, section), `SETTINGS_SCHEMAS[section]` with the spec's fields and defaults. One
 * pair of endpoints serves every section (`GET`/`PUT /settings/:section`); the API document
 * shows each section's fields (`SETTINGS_ANSWER_SCHEMAS`, `SETTINGS_BODY_SCHEMAS`). A new
 * section is a name in `SETTINGS_SECTIONS` and a schema in `SETTINGS_SCHEMAS`, nothing more.
 */
import { z } from 'zod';
import { DEFAULT_TIMETABLE, timetableProblem, type TimetableProblem } from '../domain/timetable';
import { toolAddressReachable } from '../domain/tool-address';
import { SETTINGS_MSG as MSG } from '@shared/messages';
import { multiLineText, singleLineText, strictInt } from './common';
import { defineEndpoint } from './endpoint';
import { MESSAGING_MSG, PRIVACY_MSG } from '@shared/messages';
import { SETTINGS_SECTIONS, type SettingsSection } from './settings-sections';

export { SETTINGS_SECTIONS, type SettingsSection } from './settings-sections';

export const BAR_COLORS = ['Azzurro', 'Arancio', 'Grigio', 'Verde', 'Viola'] as const;

/** The Italian message of each timetable problem (`timetableProblem`, spec 001 §2 Valida). */
export const TIMETABLE_PROBLEM_MSG: Record<TimetableProblem, string> = {
  empty: MSG.timetableEmpty,
  too_long: MSG.timetableTooLong,
  bad_time: MSG.timetableBadTime,
  not_ascending: MSG.timetableNotAscending,
};

/*
 * Length limits (README "Limits and hardening"), chosen for what the spec and a person need: names and codes
 * ≤ 100, addresses ≤ 200, links and paths ≤ 500, SMS texts ≤ 1,600 (ten concatenated SMS),
 * WhatsApp texts ≤ 4,000, web-page texts ≤ 5,000. One-line fields refuse line breaks; every
 * text refuses control characters and lone surrogates.
 */
/** SMS texts: ten concatenated messages of 160 characters. */
export const SMS_TEXT_MAX = 1_600;
/** WhatsApp texts (a long message still fits in one chat bubble). */
export const WA_TEXT_MAX = 4_000;
/** Texts of the public booking pages (home page, maintenance notice). */
export const WEB_TEXT_MAX = 5_000;
/** Longest message template the settings screens accept as typed (an SMS text). */
export const MESSAGE_TEXT_MAX = SMS_TEXT_MAX;
const smsText = () => multiLineText(SMS_TEXT_MAX).default('');
const waText = () => multiLineText(WA_TEXT_MAX).default('');

export const appSettingsSchema = z.object({
  titolo: singleLineText(100)
    .trim()
    .min(1, { message: MSG.titleInvalid })
    .max(100, { message: MSG.titleInvalid })
    .default('ReviApp'),
  colore_barra: z.enum(BAR_COLORS).default('Azzurro'),
  /** Grid rows: `"H:MM"` labels, strictly increasing, 1 to 96 (`timetableProblem`). */
  orari_tabella: z
    .array(singleLineText(10))
    .superRefine((labels, ctx) => {
      const found = timetableProblem(labels);
      if (found) ctx.addIssue({ code: 'custom', message: TIMETABLE_PROBLEM_MSG[found.problem] });
    })
    .default([...DEFAULT_TIMETABLE]),
  visual_scroll: z.union([z.literal(0), z.literal(1)]).default(0),
  /** Option flags as text, e.g. `"+whatsapp +mod_kuma"` (spec 000 §6). */
  opzioni: z.string().max(500).default(''),
  aggiornamento_user: z.string().max(100).default(''),
  /** Staff rota names for +mod_kuma (2 or 3 names). Not in the spec's field list. */
  turni: z.array(z.string().max(40)).max(3).default([]),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const smsSettingsSchema = z.object({
  /**
   * The provider token (config_sms.token): a secret, written by the workshop and read only
   * by the server's sender — never sent to the browser (see `SECRET_SETTINGS`).
   */
  token: singleLineText(200).default(''),
  /** Sender name, at most 11 characters (spec 001 §5, §9). */
  mittente: singleLineText(11, MSG.senderTooLong).default('Revisione'),
  giorni_promemoria: z
    .number({ message: MSG.reminderDaysInvalid })
    .int({ message: MSG.reminderDaysInvalid })
    .min(0, { message: MSG.reminderDaysInvalid })
    .max(60, { message: MSG.reminderDaysInvalid })
    .default(1),
  path_modello_lettera: singleLineText(500).default(''),
  testo_promemoria: smsText(),
  testo_richiami: smsText(),
  testo_normalizzati: smsText(),
  testo_tagliandini: smsText(),
  testo_veicolo_pronto: smsText(),
  testo_conferma_web: smsText(),
  /**
   * Invio automatico (not in the spec's field list; docs/MESSAGING.md): when on, the
   * server itself queues every day, at `ora_invio` (Europe/Rome), the SMS reminders of the
   * day `giorni_promemoria` ahead, as the "Invio Messaggi Promemoria" button would.
   */
  invio_automatico: z.boolean().default(false),
  /** Time of the automatic reminders, "HH:MM" Europe/Rome. */
  ora_invio: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: MESSAGING_MSG.invalidTime })
    .default('09:00'),
  /**
   * Richiami automatici (beyond the spec, opt-in): from day `giorno_richiami` of each month
   * (Europe/Rome) the server queues, once a month, the SMS recalls of the vehicles due next
   * month as the campaign "RICHIAMI <MESE> <ANNO>": the Richiami Revisioni list with a valid
   * phone, not yet recalled, as the list's SMS button would (`jobs/daily.ts`).
   */
  richiami_automatici: z.boolean().default(false),
  /** Day of the month of the automatic recalls, 1–28 (every month has it). */
  giorno_richiami: z
    .number({ message: MSG.recallDayInvalid })
    .int({ message: MSG.recallDayInvalid })
    .min(1, { message: MSG.recallDayInvalid })
    .max(28, { message: MSG.recallDayInvalid })
    .default(1),
});

export const waSettingsSchema = z.object({
  testo_promemoria: waText(),
  testo_richiami: waText(),
  testo_normalizzati: waText(),
  testo_tagliandini: waText(),
  testo_veicolo_pronto: waText(),
  testo_conferma_web: waText(),
  /** Daily WhatsApp bulk maximum (spec 000 §9, 001 §9; default 50). */
  massivo_max: z
    .number({ message: MSG.waMaxInvalid })
    .int({ message: MSG.waMaxInvalid })
    .min(0, { message: MSG.waMaxInvalid })
    .max(1000, { message: MSG.waMaxInvalid })
    .default(50),
});

export const companySettingsSchema = z.object({
  nome: singleLineText(100).default(''),
  matricola: singleLineText(50).default(''),
  autorizzazione: singleLineText(100).default(''),
  indirizzo: singleLineText(200).default(''),
  email: z
    .union([z.literal(''), z.email({ message: MSG.emailInvalid })], { message: MSG.emailInvalid })
    .default(''),
  telefono: singleLineText(40).default(''),
  partita_iva: singleLineText(20).default(''),
});

export const letterSettingsSchema = z.object({
  modello_selezionato: singleLineText(200).default('base.png'),
});

/** `MM-DD` or `YYYY-MM-DD` of a holiday override. */
const HOLIDAY_DAY = /^(\d{4}-)?(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const webSettingsSchema = z.object({
  manutenzione: z.union([z.literal(0), z.literal(1)]).default(0),
  testo_manutenzione: multiLineText(WEB_TEXT_MAX).default(''),
  tipo_veicoli: multiLineText(1_000).default(''),
  testo_home_page: multiLineText(WEB_TEXT_MAX).default(''),
  msg_conferma: z.enum(['sms', 'wa']).default('sms'),
  revisioni_simultane: z.number().int().min(1).max(3).default(1),
  /** Per weekday (1 = Monday … 6 = Saturday), per time row: 's' open, 'n' closed. */
  orari_lavoro: z
    .record(z.string().regex(/^[0-7]$/), z.array(z.enum(['s', 'n'])).max(96))
    .default({}),
  link: singleLineText(100).default(''),
  /**
   * Holiday overrides (docs/BOOKING.md): national holidays the workshop opens, and extra closed
   * days (a patron saint's day); each `MM-DD` (every year) or `YYYY-MM-DD`.
   */
  festivi_aperti: z
    .array(z.string().regex(HOLIDAY_DAY, { message: MSG.invalidSettings }))
    .max(50)
    .default([]),
  festivi_aggiunti: z
    .array(z.string().regex(HOLIDAY_DAY, { message: MSG.invalidSettings }))
    .max(50)
    .default([]),
});

export const toolSettingsSchema = z.object({
  /** The helper tool's address (`http://localhost:1987` by default); '' = none. */
  server: z
    .string()
    .trim()
    .max(200, { message: MSG.toolServerInvalid })
    .regex(/^(https?:\/\/[^\s/]+(\/\S*)?)?$/, { message: MSG.toolServerInvalid })
    // What the browser's Content-Security-Policy would block is refused, saying why.
    .refine(toolAddressReachable, { message: MSG.toolServerUnreachable })
    .default(''),
  /** Id of the PC that sends WhatsApp (spec 000 §3: a machine id is compared to id_wa). */
  id_wa: singleLineText(100).default(''),
});

/**
 * Retention of customers' data (docs/PRIVACY.md "Retention"; GDPR art. 5(1)(e)), not in the
 * spec. `mesi_appuntamenti`: months an appointment keeps its personal fields after its day
 * (then anonymised, the slot and the outcome kept for the grid and Statistiche); at least
 * `RETENTION_APPOINTMENTS_MIN` because the recall list reads the inspection of 24 months
 * before (docs/RECALLS.md), default 36. `mesi_messaggi`: months a message keeps its phone
 * and text, default 24.
 */
export const RETENTION_APPOINTMENTS_MIN = 25;
/** Shortest retention of a message's phone and text, in months. */
export const RETENTION_MESSAGES_MIN = 1;
/** Longest retention of either, in months (20 years). */
export const RETENTION_MONTHS_MAX = 240;
export const privacySettingsSchema = z.object({
  mesi_appuntamenti: strictInt(
    RETENTION_APPOINTMENTS_MIN,
    RETENTION_MONTHS_MAX,
    PRIVACY_MSG.appointmentsRetention,
  ).default(36),
  mesi_messaggi: strictInt(
    RETENTION_MESSAGES_MIN,
    RETENTION_MONTHS_MAX,
    PRIVACY_MSG.messagesRetention,
  ).default(24),
});

/**
 * Secret fields per section: the API never returns them; it answers `{field}_impostato`
 * (true when set) instead, and a PUT without the field (or with it empty) keeps the stored
 * value (write-only).
 */
export const SECRET_SETTINGS: Partial<Record<SettingsSection, readonly string[]>> = {
  sms: ['token'],
};

/** Schema of each section; `parse({})` gives the section's defaults. */
export const SETTINGS_SCHEMAS = {
  app: appSettingsSchema,
  utente: companySettingsSchema,
  sms: smsSettingsSchema,
  wa: waSettingsSchema,
  lettera: letterSettingsSchema,
  web: webSettingsSchema,
  tool: toolSettingsSchema,
  privacy: privacySettingsSchema,
} as const satisfies Record<SettingsSection, z.ZodType>;

/** Parses an option text (`"+whatsapp +mod_kuma"`) into its flags. */
export function parseOptions(text: string): string[] {
  return text.match(/\+[a-z_]+/g) ?? [];
}

/** `:section` of the settings endpoints. */
export const settingsParamsSchema = z.object({ section: z.enum(SETTINGS_SECTIONS) });

/** One schema per section, built from `SETTINGS_SCHEMAS[section]`. */
type PerSection = { [S in SettingsSection]: z.ZodType };

const eachSection = (make: (section: SettingsSection) => z.ZodType) =>
  Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, make(s)])) as PerSection;

/**
 * What GET and PUT `/settings/:section` answer for each section: every field of the
 * section's schema (defaults filled), each secret of `SECRET_SETTINGS` replaced by
 * `{field}_impostato` (true when a value is stored), as `presentSettings` writes it.
 */
export const SETTINGS_ANSWER_SCHEMAS = eachSection((section) => {
  const secrets = SECRET_SETTINGS[section] ?? [];
  const schema: z.ZodObject = SETTINGS_SCHEMAS[section];
  return schema
    .omit(Object.fromEntries(secrets.map((f) => [f, true])) as never)
    .extend(Object.fromEntries(secrets.map((f) => [`${f}_impostato`, z.boolean()])))
    .meta({ title: `section = ${section}` });
});

/**
 * What PUT `/settings/:section` takes for each section: any of its fields (each optional,
 * merged over the stored section, then the whole section validated by its schema); a
 * secret left out or empty keeps the stored one.
 */
export const SETTINGS_BODY_SCHEMAS = eachSection((section) =>
  SETTINGS_SCHEMAS[section].meta({ title: `section = ${section}` }),
);

/**
 * `documented` stands for `runtime` in the JSON Schema (OpenAPI at /api/docs, the API table
 * of docs/CONTRACT.md); requests and answers are still checked by `runtime`.
 */
function documentedAs<T extends z.ZodType>(runtime: T, documented: z.ZodType): T {
  runtime._zod.processJSONSchema = (ctx, json, params) =>
    documented._zod.processJSONSchema!(ctx, json, params);
  return runtime;
}

/** One alternative per section, in `SETTINGS_SECTIONS` order. */
const perSection = (schemas: PerSection) =>
  z.union(SETTINGS_SECTIONS.map((s) => schemas[s]) as [z.ZodType, z.ZodType, ...z.ZodType[]]);

/**
 * A section as JSON. At run time a record, checked as a whole against
 * `SETTINGS_SCHEMAS[section]` by the server (the section comes from the path, which a body
 * schema cannot see); documented as one alternative per section, titled `section = <name>`,
 * so the API document shows every field of every section. A section added to
 * `SETTINGS_SECTIONS` and `SETTINGS_SCHEMAS` is documented with nothing else to write.
 */
export const settingsValueSchema = documentedAs(
  z.record(z.string(), z.unknown()),
  perSection(SETTINGS_ANSWER_SCHEMAS),
);
/** The body of PUT: documented as `SETTINGS_BODY_SCHEMAS`, one alternative per section. */
export const settingsBodySchema = documentedAs(
  z.record(z.string(), z.unknown()),
  perSection(SETTINGS_BODY_SCHEMAS),
);

const tag = 'settings';

export const getSettings = defineEndpoint({
  method: 'GET',
  path: '/settings/:section',
  access: 'workshop',
  tag,
  summary: 'Impostazioni di una sezione',
  params: settingsParamsSchema,
  response: settingsValueSchema,
  errors: [],
});

/** PUT takes a partial section, merged over the stored one; a bad value writes nothing. */
export const saveSettings = defineEndpoint({
  method: 'PUT',
  path: '/settings/:section',
  access: 'workshop',
  tag,
  summary: 'Salva le impostazioni di una sezione',
  params: settingsParamsSchema,
  body: settingsBodySchema,
  response: settingsValueSchema,
  errors: [],
});

/** `?rows=N`: the length of a proposed timetable. */
export const rowsInUseQuerySchema = z.object({
  rows: strictInt(0, 1000),
});
export const rowsInUseResponseSchema = z.object({
  /** Appointments of the workshop (any date) on a row ≥ `rows`; day-closed markers excluded. */
  count: z.number().int().min(0),
});

/**
 * GET /settings/app/rows-in-use?rows=N: how many appointments a timetable of N rows would
 * leave outside the grid, so the APP settings can say so before saving (spec 001 §8
 * "Confirm dialogs exist for: … change timetable").
 */
export const countRowsInUse = defineEndpoint({
  method: 'GET',
  path: '/settings/app/rows-in-use',
  access: 'workshop',
  tag,
  summary: 'Appuntamenti oltre le righe di una nuova tabella orari',
  query: rowsInUseQuerySchema,
  response: rowsInUseResponseSchema,
  errors: [],
});
