/**
 * Database schema for every entity of both spec documents (spec 000 §3, 001 §3), in the
 * PostgreSQL dialect shared by PGlite and PostgreSQL. Every tenant row carries
 * `workshop_id`, and it leads every index that serves a tenant query (DESIGN.md: tenancy,
 * Citus-ready). The spec's per-year tables are one table with a `date` column.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const day = (name: string) => date(name, { mode: 'string' });

/** Workshop accounts (spec `utente`): the tenant. */
export const workshops = pgTable(
  'workshops',
  {
    id: serial('id').primaryKey(),
    /** `unicode`: 35 random characters identifying the account. */
    unicode: text('unicode').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** `accesscode`: 35 random characters, for the admin's "enter as user". */
    accessCode: text('access_code').notNull(),
    pathServer: text('path_server').notNull().default(''),
    pathArchive: text('path_archive').notNull().default(''),
    note: text('note').notNull().default(''),
    /** `attivo`: 1 or 0. */
    active: smallint('active').notNull().default(1),
    /** `scadenza`: default 100 days after creation. */
    expiresOn: day('expires_on'),
    linkWeb: text('link_web'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workshops_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('workshops_link_web_uq').on(t.linkWeb),
    uniqueIndex('workshops_access_code_uq').on(t.accessCode),
  ],
);

/** Server-side key/value facts of the installation (e.g. the admin secret's hash). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Sessions live in the database so any instance can serve any request. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    role: text('role', { enum: ['workshop', 'admin'] }).notNull(),
    workshopId: integer('workshop_id').references(() => workshops.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('sessions_workshop_idx').on(t.workshopId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Attempt counters of the rate limits (issue 7 §2), in the database so every instance
 * behind a load balancer shares them (DESIGN.md "Many machines"). Keys: `login-ip:{ip}`,
 * `login-user:{name}`, `admin-secret`. Not tenant data.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    /** Start of the counting window (fixed windows) or time of the last attempt (backoff). */
    windowStart: ts('window_start').notNull().defaultNow(),
    /** No attempt is allowed before this time (growing delays). */
    nextAllowedAt: ts('next_allowed_at').notNull().defaultNow(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/** Appointments (spec `appuntamenti`, one table for all years). */
export const appointments = pgTable(
  'appointments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    /** `nome` (surname). */
    surname: text('surname').notNull(),
    holder: text('holder').notNull().default(''),
    phone: text('phone').notNull().default(''),
    model: text('model').notNull().default(''),
    plate: text('plate').notNull().default(''),
    /** `tipo_veicolo`: 0 car, 1 moto, 2 taxi/annual. */
    vehicleType: smallint('vehicle_type').notNull().default(0),
    date: day('date').notNull(),
    insertedAt: ts('inserted_at').notNull().defaultNow(),
    /** `riga`: index into the timetable; -1 marks the day closed. */
    row: integer('row').notNull(),
    /** `colonna`: 1 to 3. */
    column: smallint('column').notNull(),
    status: smallint('status').notNull().default(0),
    reminderStatus: smallint('reminder_status').notNull().default(0),
    reminderSentAt: ts('reminder_sent_at'),
    recallStatus: smallint('recall_status').notNull().default(0),
    recallSentAt: ts('recall_sent_at'),
    readySentAt: ts('ready_sent_at'),
    web: smallint('web').notNull().default(0),
    note: text('note').notNull().default(''),
    /** `id_casuale`: link_web + year + 20 random characters, for the confirmation link. */
    randomId: text('random_id'),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    letter: smallint('letter').notNull().default(0),
    emailSent: smallint('email_sent').notNull().default(0),
    sync: smallint('sync').notNull().default(0),
    /** Optimistic-concurrency counter: every write increments it (stale-write detection). */
    version: integer('version').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Two appointments can never share a slot; the closure marker (row -1) once a day.
    uniqueIndex('appointments_slot_uq').on(t.workshopId, t.date, t.row, t.column),
    uniqueIndex('appointments_random_id_uq').on(t.randomId),
    index('appointments_phone_idx').on(t.workshopId, t.phone),
    index('appointments_plate_idx').on(t.workshopId, t.plate),
    index('appointments_web_idx').on(t.workshopId, t.web, t.date),
    index('appointments_reminder_idx').on(t.workshopId, t.reminderStatus, t.date),
  ],
);

/** Daily notes (spec `note`); the PROMEMORIA record has date 1987-10-03. */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
    text: text('text').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notes_date_uq').on(t.workshopId, t.date)],
);

/** Vehicle annotations (spec `auto`), keyed by plate per workshop. */
export const vehicleAnnotations = pgTable(
  'vehicle_annotations',
  {
    id: serial('id').primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    plate: text('plate').notNull(),
    model: text('model').notNull().default(''),
    problems: text('problems').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vehicle_annotations_plate_uq').on(t.workshopId, t.plate)],
);

/**
 * Outbox of messages (spec `sms` table, shared by SMS and WhatsApp: `channel`).
 * stato: SMS 0 pending, 1 sent; WA 0 pending, 1 sent, 2 no WhatsApp, 3 sent as SMS, 4 invalid.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'wa'] }).notNull(),
    campaign: text('campaign').notNull(),
    description: text('description').notNull().default(''),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    status: smallint('status').notNull().default(0),
    insertedAt: ts('inserted_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    /** `id_rif`: e.g. P-{year}-{appointment id} for reminders. */
    refId: text('ref_id'),
    /** When a sender claimed the row; a claim older than the lease can be retried. */
    claimedAt: ts('claimed_at'),
    attempts: smallint('attempts').notNull().default(0),
    providerId: text('provider_id'),
    lastError: text('last_error'),
  },
  (t) => [
    index('messages_campaign_idx').on(t.workshopId, t.channel, t.campaign),
    index('messages_pending_idx').on(t.workshopId, t.channel, t.status, t.id),
    // A reminder is queued at most once per channel (never sent twice).
    uniqueIndex('messages_ref_uq').on(t.workshopId, t.channel, t.refId),
  ],
);

/** Recalls added by hand (spec `richiami`, archive scadenze_aggiunte). */
export const recalls = pgTable(
  'recalls',
  {
    id: serial('id').primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    surname: text('surname').notNull(),
    phone: text('phone').notNull().default(''),
    model: text('model').notNull().default(''),
    plate: text('plate').notNull().default(''),
    /** Month and year of expiry, stored as the first day of the month. */
    dueMonth: day('due_month').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('recalls_due_idx').on(t.workshopId, t.dueMonth)],
);

/** Contact book (spec `rubrica`). */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (t) => [index('contacts_name_idx').on(t.workshopId, t.name)],
);

/** Workshop codes (spec `officina`). */
export const workshopCodes = pgTable(
  'workshop_codes',
  {
    id: serial('id').primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    province: text('province').notNull().default(''),
    code: text('code').notNull().default(''),
    address: text('address').notNull().default(''),
    authorization: text('authorization').notNull().default(''),
  },
  (t) => [index('workshop_codes_name_idx').on(t.workshopId, t.name)],
);

/** Notifications from the admin to a workshop (spec `notifiche`). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
    readAt: ts('read_at'),
    read: smallint('read').notNull().default(0),
    deleted: smallint('deleted').notNull().default(0),
  },
  (t) => [index('notifications_workshop_idx').on(t.workshopId, t.deleted, t.sentAt)],
);

/** Settings per section (spec `impostazioni`: app, utente, sms, wa, lettera, web, tool). */
export const settings = pgTable(
  'settings',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    section: text('section', {
      enum: ['app', 'utente', 'sms', 'wa', 'lettera', 'web', 'tool'],
    }).notNull(),
    value: jsonb('value').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workshopId, t.section] })],
);

/** Letter background models (spec 001 letters: png or jpeg). */
export const letterModels = pgTable(
  'letter_models',
  {
    id: serial('id').primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('letter_models_name_uq').on(t.workshopId, t.name)],
);
