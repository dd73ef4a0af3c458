/**
 * File import (spec 001 §2 importa_yap, §5, §8; docs/RECALLS.md "Import"): one campaign and a message
 * per row with a valid mobile, in ONE transaction: a wrong row (bad expiry) anywhere stores
 * nothing. Every row is checked before anything is written (its shape by `checkedRows`, the
 * same 400 as the body schema gave; its phone and expiry by `pickRows`); then, in one
 * transaction, the campaign and its messages: on PostgreSQL one `COPY messages … FROM
 * STDIN` (text format) fed as the texts are filled (`@server/db/copy`; README "Performance", CSV
 * import, bench/import.ts), on PGlite `INSERT … SELECT unnest(arrays)` of `CHUNK` rows each.
 * A failure of either rolls the whole import back.
 */
import { param, sql } from 'drizzle-orm';
import type { Channel } from '@shared/contracts/messaging';
import type { ImportRow } from '@shared/contracts/recall-import';
import { isValidMobile, normalizePhone } from '@shared/domain/phone';
import { checkPhone } from '@shared/domain/phone-plan';
import { formatMonthItalian } from '@shared/domain/templates';
import { RECALLS_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx, type Tx } from '@server/db/client';
import { copyText, copyTextInto, pgClientOf } from '@server/db/copy';
import { campaigns } from '@server/db/schema';
import { badRequest } from '@server/http/errors';
import { getSettings } from '@server/domain/settings';
import { assertCampaignNameFree } from '@server/domain/recalls/campaign-service';
import { withoutOptedOut } from '@server/domain/opt-outs';
import { stopLinksFor, usesStop, type StopLinks } from '@server/domain/stop-links';
import { checkedRows, compileImportTemplate, type UncheckedImport } from './import-rows';

/** Rows per INSERT … SELECT unnest(…) on PGlite: one statement per chunk. */
const CHUNK = 5000;
/** Rows per piece of the COPY stream on PostgreSQL. */
const COPY_CHUNK = 1000;

/** `"202611"` → `"2026-11"`; null when it is not a real month. */
export function expiryMonth(raw: string): string | null {
  const m = /^\s*(\d{4})(\d{2})(\d{2})?\s*$/.exec(raw);
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? `${m[1]}-${m[2]}` : null;
}

/** The route's body: name, channel and text checked, rows checked here (`checkedRows`). */
export type ImportOptions = UncheckedImport & { name: string; channel: Channel };

/** A row that will be queued: its index in the file, its phone and expiry month. */
type Queued = { index: number; phone: string; mese: string };

/**
 * The rows with a valid mobile, in file order, the 1-based number of the first of them with
 * a wrong expiry (0 when none), and how many rows were skipped for a phone no numbering plan
 * has (`checkPhone`: `invalid`; a landline or an empty cell is skipped without counting
 * there). `expiryMonth` is checked only for rows that would be queued, as the file's other
 * rows are skipped anyway.
 */
function pickRows(rows: readonly ImportRow[]): {
  queued: Queued[];
  badRow: number;
  invalid: number;
} {
  const queued: Queued[] = [];
  let invalid = 0;
  // A file has a handful of distinct expiries: each is read once.
  const months = new Map<string, string | null>();
  for (let index = 0; index < rows.length; index++) {
    const [phoneRaw, expiry] = rows[index]!;
    // A phone already a mobile's digits is its own normal form (`normalizePhone` strips only
    // separators and a +39/0039 prefix): the two regexes only for the others.
    let phone = phoneRaw;
    if (!isValidMobile(phone)) {
      phone = normalizePhone(phoneRaw);
      if (!isValidMobile(phone)) {
        if (checkPhone(phone).kind === 'invalid') invalid++;
        continue;
      }
    }
    let mese = months.get(expiry);
    if (mese === undefined) months.set(expiry, (mese = expiryMonth(expiry)));
    if (!mese) return { queued, badRow: index + 1, invalid };
    queued.push({ index, phone, mese });
  }
  return { queued, badRow: 0, invalid };
}

/**
 * Imports the rows; resolves to the campaign row, how many were queued and skipped (no
 * mobile, or on the Non contattare list: `skippedOptOut`), and how many of the skipped had a number no numbering plan has (`invalid`). In this order: 400 "Dati non validi" / "Il campo «Righe» è troppo
 * lungo (massimo N caratteri)" for a row that is not four texts within their lengths;
 * 409 for a used name; 400 "Non ci sono inserimenti da fare" when no row has a valid
 * phone; 400 for a missing template; 400 "Si sono verificati …" naming the first wrong
 * expiry's row (1-based).
 */
export async function importCampaign(
  db: DbOrTx,
  workshopId: number,
  o: ImportOptions,
  /** `$link$`: the workshop's booking link, '' without a link_web. */
  bookingLink = '',
  /** `$stop$`: each phone's stop link (docs/MESSAGING.md "Non contattare"); '' without. */
  stops?: StopLinks,
) {
  // The reads travel while the rows are checked; their answers (a 409 included) count only
  // after the rows passed: a wrong row was refused before the handler ran when the schema
  // checked them, so its 400 comes first.
  const reads = Promise.all([
    assertCampaignNameFree(db, workshopId, o.channel, o.name, RECALLS_MSG.duplicateImport),
    getSettings(db, workshopId, 'sms'),
    getSettings(db, workshopId, 'wa'),
  ]);
  reads.catch(() => {}); // not awaited when a row is wrong
  const rows = checkedRows(o);
  const picked = pickRows(rows);
  const { badRow, invalid } = picked;
  // Non contattare (docs/MESSAGING.md): a listed phone is skipped like a landline.
  const { kept: queued, skippedOptOut } = await withoutOptedOut(db, workshopId, picked.queued);
  const [, sms, wa] = await reads;
  const key = o.text === 'richiami' ? 'testo_richiami' : 'testo_normalizzati';
  // WhatsApp uses config_wa's text, or the SMS one when the workshop left it empty.
  const template = (o.channel === 'wa' && wa[key].trim() !== '' ? wa : sms)[key];
  if (queued.length === 0 && badRow === 0) throw badRequest(RECALLS_MSG.noInserts);
  if (template.trim() === '') throw badRequest(RECALLS_MSG.templateMissing);
  if (badRow > 0) throw badRequest(`${RECALLS_MSG.importFailed} (riga ${badRow})`);
  const stopOf = usesStop(template)
    ? await stopLinksFor(
        db,
        workshopId,
        queued.map((q) => q.phone),
        stops,
      )
    : null;
  const state = o.channel === 'sms' ? 'running' : 'paused';
  return withTransaction(db, async (tx) => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({ workshopId, channel: o.channel, name: o.name, state })
      .returning();
    const id = campaign!.id;
    const messages = { queued, rows, template, link: bookingLink, stopOf };
    const inserted = pgClientOf(tx)
      ? await copyMessages(tx, workshopId, o.channel, id, messages)
      : await insertMessages(tx, workshopId, o.channel, id, messages);
    return {
      campaign: campaign!,
      inserted,
      skipped: rows.length - inserted,
      invalid,
      skippedOptOut,
    };
  });
}

/** What the messages are written from: the queued rows, the file's rows, `$link$`. */
type Messages = {
  queued: Queued[];
  rows: readonly ImportRow[];
  template: string;
  link: string;
  /** `$stop$` of a phone, null when the template has none. */
  stopOf: ((phone: string) => string) | null;
};

/**
 * The writer of each queued row's message: `(q) → [text, description]`, the text
 * `fillTemplate`'s (`compileImportTemplate`, `$mese$` written once per month), the
 * description plate and vehicle (`"AB123CD FIAT PANDA"`), both trimmed.
 */
function messageWriter(m: Messages) {
  const fill = compileImportTemplate(m.template, m.link);
  const months = new Map<string, string>();
  return (q: Queued): [text: string, description: string] => {
    const [, , plateRaw, vehicleRaw] = m.rows[q.index]!;
    const plate = plateRaw.trim();
    const vehicle = vehicleRaw.trim();
    let month = months.get(q.mese);
    if (month === undefined) months.set(q.mese, (month = formatMonthItalian(q.mese)));
    // `${plate} ${vehicle}`.trim() of the two trimmed values.
    const description = plate === '' ? vehicle : vehicle === '' ? plate : `${plate} ${vehicle}`;
    return [fill(vehicle, plate, month, m.stopOf?.(q.phone)), description];
  };
}

/**
 * PostgreSQL: the messages in one COPY (`copyTextInto`, text format), written `COPY_CHUNK`
 * rows at a time as it drains; the three leading fields are the same on every line.
 */
async function copyMessages(
  tx: Tx,
  workshopId: number,
  channel: Channel,
  campaignId: number,
  m: Messages,
) {
  const write = messageWriter(m);
  const lead = `${workshopId}\t${copyText(channel)}\t${campaignId}\t`;
  const { queued } = m;
  function* chunks() {
    for (let start = 0; start < queued.length; start += COPY_CHUNK) {
      const end = Math.min(start + COPY_CHUNK, queued.length);
      let lines = '';
      for (let i = start; i < end; i++) {
        const q = queued[i]!;
        const [text, description] = write(q);
        lines += `${lead}${copyText(q.phone)}\t${copyText(text)}\t${copyText(description)}\n`;
      }
      yield lines;
    }
  }
  const columns = ['workshop_id', 'channel', 'campaign_id', 'phone', 'text', 'description'];
  return copyTextInto(tx, 'messages', columns, chunks());
}

/** PGlite: the messages as `INSERT … SELECT unnest(…)` of `CHUNK` rows each. */
async function insertMessages(
  tx: Tx,
  workshopId: number,
  channel: Channel,
  campaignId: number,
  m: Messages,
) {
  const write = messageWriter(m);
  const { queued } = m;
  for (let start = 0; start < queued.length; start += CHUNK) {
    const phones: string[] = [];
    const texts: string[] = [];
    const descriptions: string[] = [];
    for (const q of queued.slice(start, start + CHUNK)) {
      const [text, description] = write(q);
      phones.push(q.phone);
      texts.push(text);
      descriptions.push(description);
    }
    // Three array parameters per statement, whatever the chunk size (fast to bind and parse).
    await tx.execute(sql`
      insert into messages (workshop_id, channel, campaign_id, phone, text, description)
      select ${workshopId}, ${channel}, ${campaignId}, p, t, d
        from unnest(${param(phones)}::text[], ${param(texts)}::text[], ${param(descriptions)}::text[]) as u(p, t, d)`);
  }
  return queued.length;
}
