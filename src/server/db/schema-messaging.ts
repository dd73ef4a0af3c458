/**
 * Messaging tables (docs/MESSAGING.md; spec 001 §3 `sms`): campaigns, the outbox of
 * messages, the SMS pace per workshop and the daily jobs' runs. Part of the schema
 * (`schema.ts` re-exports them), kept apart so each file reads in one sitting. Same rules:
 * `workshop_id` leads every tenant key (Citus-ready).
 */
import {
  bigint,
  bigserial,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { day, ts } from './schema-columns';
// Used only inside reference callbacks, so the circular import with schema.ts is safe.
import { workshops } from './schema';

/**
 * A campaign: a named batch of messages of one channel (spec 001 §2 sms_comunicazioni;
 * docs/MESSAGING.md). `state` is read by the sender before every claim: `paused` (also
 * ANNULLA) sticks until resumed; `done` when nothing is left to send. The name is unique
 * per (workshop, channel) ("Esiste già una campagna con questo nome").
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'wa'] }).notNull(),
    name: text('name').notNull(),
    state: text('state', { enum: ['running', 'paused', 'done'] })
      .notNull()
      .default('paused'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'campaigns_pk', columns: [t.workshopId, t.id] }),
    uniqueIndex('campaigns_name_uq').on(t.workshopId, t.channel, t.name),
    // The sender looks for running campaigns across workshops.
    index('campaigns_state_idx').on(t.state, t.channel, t.workshopId),
  ],
);

/**
 * Outbox of messages (spec `sms` table, shared by SMS and WhatsApp: `channel`).
 * stato (user-visible, spec 001 §4): SMS 0 pending, 1 sent; WA 0 pending, 1 sent,
 * 2 no WhatsApp, 3 sent as SMS, 4 invalid. The sender's own progress is `send_state`
 * (docs/ARCHITECTURE.md "The SMS outbox"): queued → claimed → sent | failed | unknown. `unknown` is
 * "da verificare": claimed, outcome not known; the machine never resends it.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'wa'] }).notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    status: smallint('status').notNull().default(0),
    insertedAt: ts('inserted_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    /** `id_rif`: e.g. P-{year}-{appointment id} for reminders. */
    refId: text('ref_id'),
    sendState: text('send_state', { enum: ['queued', 'claimed', 'sent', 'failed', 'unknown'] })
      .notNull()
      .default('queued'),
    /** When a sender claimed the row; committed before the provider is called. */
    claimedAt: ts('claimed_at'),
    /** A failure that certainly sent nothing is tried again from this time. */
    retryAt: ts('retry_at'),
    attempts: smallint('attempts').notNull().default(0),
    providerId: text('provider_id'),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ name: 'messages_pk', columns: [t.workshopId, t.id] }),
    foreignKey({
      name: 'messages_campaign_fk',
      columns: [t.workshopId, t.campaignId],
      foreignColumns: [campaigns.workshopId, campaigns.id],
    }).onDelete('cascade'),
    index('messages_campaign_idx').on(t.workshopId, t.campaignId, t.id),
    // The sender's queue: queued rows of a channel in id order, across workshops.
    index('messages_queue_idx').on(t.channel, t.sendState, t.id),
    // A reminder is queued at most once per channel (never sent twice).
    uniqueIndex('messages_ref_uq').on(t.workshopId, t.channel, t.refId),
    // Counts by state (SMS side box, today's WhatsApp sends) and the 7-day purge of sent ones.
    index('messages_state_idx').on(t.workshopId, t.channel, t.sendState, t.sentAt),
  ],
);

/**
 * Scheduled work done once per (workshop, job, Rome day) across every server instance
 * (invio automatico, docs/MESSAGING.md): the job inserts its row in the same
 * transaction as its work, and the primary key lets exactly one instance win the day.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    job: text('job').notNull(),
    /** The Europe/Rome calendar day the run belongs to. */
    day: day('day').notNull(),
    ranAt: ts('ran_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'scheduled_runs_pk', columns: [t.workshopId, t.job, t.day] })],
);

/**
 * Pace of the SMS sender per workshop (3 s between SMS of one workshop by default, kept in
 * the database so a restart does not burst and two instances do not double the rate).
 */
export const smsPace = pgTable(
  'sms_pace',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    nextSendAt: ts('next_send_at').notNull(),
  },
  (t) => [primaryKey({ name: 'sms_pace_pk', columns: [t.workshopId] })],
);
