/**
 * File import (spec 001 §2 importa_yap, §5, §8; docs/RECALLS.md "Import"): one campaign and a message
 * per row with a valid mobile, in ONE transaction: a wrong row (bad expiry) anywhere stores
 * nothing. Every row is checked before anything is written; then, in one transaction, the
 * campaign and its messages: on PostgreSQL one `COPY messages … FROM STDIN` fed as the texts
 * are filled (`@server/db/copy`; README "Performance", CSV import, bench/import.ts), on
 * PGlite `INSERT … SELECT unnest(arrays)` of `CHUNK` rows each. A failure of either rolls
 * the whole import back.
 */
import { param, sql } from 'drizzle-orm';
import type { Channel } from '@shared/contracts/messaging';
import type { ImportRow } from '@shared/contracts/recall-import';
import { isValidMobile, normalizePhone } from '@shared/domain/phone';
import { fillTemplate, formatMonthItalian } from '@shared/domain/templates';
import { RECALLS_MSG } from '@shared/messages';
import { withTransaction, type DbOrTx, type Tx } from '@server/db/client';
import { copyInto, copyText, pgClientOf } from '@server/db/copy';
import { campaigns } from '@server/db/schema';
import { badRequest } from '@server/http/errors';
import { getSettings } from '@server/domain/settings';
import { assertCampaignNameFree } from '@server/domain/recalls/campaign-service';

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

export type ImportOptions = {
  name: string;
  channel: Channel;
  text: 'richiami' | 'normalizzati';
  rows: readonly ImportRow[];
};

/** A row that will be queued: its index in the file, its phone and expiry month. */
type Queued = { index: number; phone: string; mese: string };

/**
 * The rows with a valid mobile, in file order, and the 1-based number of the first of them
 * with a wrong expiry (0 when none): `expiryMonth` is checked only for rows that would be
 * queued, as the file's other rows are skipped anyway.
 */
function pickRows(rows: readonly ImportRow[]): { queued: Queued[]; badRow: number } {
  const queued: Queued[] = [];
  for (let index = 0; index < rows.length; index++) {
    const [phoneRaw, expiry] = rows[index]!;
    const phone = normalizePhone(phoneRaw);
    if (!isValidMobile(phone)) continue;
    const mese = expiryMonth(expiry);
    if (!mese) return { queued, badRow: index + 1 };
    queued.push({ index, phone, mese });
  }
  return { queued, badRow: 0 };
}

/**
 * Imports the rows; resolves to the campaign row, how many were queued and skipped
 * (invalid phones). 409 for a used name; 400 "Non ci sono inserimenti da fare" when no row
 * has a valid phone; 400 "Si sono verificati …" naming the first wrong row (1-based).
 */
export async function importCampaign(
  db: DbOrTx,
  workshopId: number,
  o: ImportOptions,
  /** `$link$`: the workshop's booking link, '' without a link_web. */
  bookingLink = '',
) {
  await assertCampaignNameFree(db, workshopId, o.channel, o.name, RECALLS_MSG.duplicateImport);
  const [sms, wa] = await Promise.all([
    getSettings(db, workshopId, 'sms'),
    getSettings(db, workshopId, 'wa'),
  ]);
  const key = o.text === 'richiami' ? 'testo_richiami' : 'testo_normalizzati';
  // WhatsApp uses config_wa's text, or the SMS one when the workshop left it empty.
  const template = (o.channel === 'wa' && wa[key].trim() !== '' ? wa : sms)[key];
  const { queued, badRow } = pickRows(o.rows);
  if (queued.length === 0 && badRow === 0) throw badRequest(RECALLS_MSG.noInserts);
  if (template.trim() === '') throw badRequest(RECALLS_MSG.templateMissing);
  if (badRow > 0) throw badRequest(`${RECALLS_MSG.importFailed} (riga ${badRow})`);
  const state = o.channel === 'sms' ? 'running' : 'paused';
  // `$mese$` is the same for many rows: format each month once (dayjs is the slow part).
  const months = new Map<string, string>();
  const monthText = (m: string) => {
    let t = months.get(m);
    if (t === undefined) months.set(m, (t = formatMonthItalian(m)));
    return t;
  };
  /** The message of a queued row: its text and description (plate and vehicle). */
  const messageOf = (q: Queued) => {
    const [, , plateRaw, vehicleRaw] = o.rows[q.index]!;
    const plate = plateRaw.trim();
    const vehicle = vehicleRaw.trim();
    const text = fillTemplate(
      template,
      { veicolo: vehicle, targa: plate, mese: q.mese, link: bookingLink },
      monthText,
    );
    return { text, description: `${plate} ${vehicle}`.trim() };
  };
  return withTransaction(db, async (tx) => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({ workshopId, channel: o.channel, name: o.name, state })
      .returning();
    const id = campaign!.id;
    const inserted = pgClientOf(tx)
      ? await copyMessages(tx, `${workshopId}\t${o.channel}\t${id}\t`, queued, messageOf)
      : await insertMessages(tx, workshopId, o.channel, id, queued, messageOf);
    return { campaign: campaign!, inserted, skipped: o.rows.length - inserted };
  });
}

type MessageOf = (q: Queued) => { text: string; description: string };

/** PostgreSQL: the messages in one COPY, filled `COPY_CHUNK` rows at a time as it drains. */
async function copyMessages(tx: Tx, prefix: string, queued: Queued[], messageOf: MessageOf) {
  function* lines() {
    for (let start = 0; start < queued.length; start += COPY_CHUNK) {
      let chunk = '';
      for (const q of queued.slice(start, start + COPY_CHUNK)) {
        const m = messageOf(q);
        chunk += `${prefix}${q.phone}\t${copyText(m.text)}\t${copyText(m.description)}\n`;
      }
      yield chunk;
    }
  }
  const columns = ['workshop_id', 'channel', 'campaign_id', 'phone', 'text', 'description'];
  return copyInto(tx, 'messages', columns, lines());
}

/** PGlite: the messages as `INSERT … SELECT unnest(…)` of `CHUNK` rows each. */
async function insertMessages(
  tx: Tx,
  workshopId: number,
  channel: Channel,
  campaignId: number,
  queued: Queued[],
  messageOf: MessageOf,
) {
  for (let start = 0; start < queued.length; start += CHUNK) {
    const phones: string[] = [];
    const texts: string[] = [];
    const descriptions: string[] = [];
    for (const q of queued.slice(start, start + CHUNK)) {
      const m = messageOf(q);
      phones.push(q.phone);
      texts.push(m.text);
      descriptions.push(m.description);
    }
    // Three array parameters per statement, whatever the chunk size (fast to bind and parse).
    await tx.execute(sql`
      insert into messages (workshop_id, channel, campaign_id, phone, text, description)
      select ${workshopId}, ${channel}, ${campaignId}, p, t, d
        from unnest(${param(phones)}::text[], ${param(texts)}::text[], ${param(descriptions)}::text[]) as u(p, t, d)`);
  }
  return queued.length;
}
