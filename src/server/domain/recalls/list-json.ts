/**
 * The body of GET /recalls written straight from the stored rows (spec 001 §2
 * sms_revisioni, §9; README "Performance", recall list; bench/recalls.ts): one pass over the
 * rows of `recallRows` (`list-service.ts`: the driver's arrays) checks the four filters and
 * appends each item's JSON, fields in the order of the contract's `recallItemSchema`, so a
 * list of thousands of rows costs no item object, no filtered copy and no schema-driven
 * serialisation per row.
 * The rules are the shared ones (`isValidMobile`, `isValidAddress`, `passes`); the route
 * sends the text through `jsonText()` (`@server/http/json-text`), checked against the
 * contract under NODE_ENV=test, and `list-json.integration.test.ts` holds it equal to
 * `filterRecalls(recallItems(…))`, what the campaigns are made from.
 *
 * Tried first and measured slower (bench/README.md "Recall list"): PostgreSQL 15 writing
 * the JSON itself (`row_to_json`, `json_build_object`, `string_agg` of concatenations).
 */
import type { RecallFilters } from '@shared/contracts/recalls';
import { isValidMobile } from '@shared/domain/phone';
import { isValidAddress, passes, recallCampaignName, recallWindow } from '@shared/domain/recalls';
import type { DbOrTx } from '@server/db/client';
import { recallRows } from './list-service';

/** Characters a JSON string literal must escape, and surrogates (a lone one is escaped). */
// eslint-disable-next-line no-control-regex -- the control characters JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * `s` as a JSON string literal, equal to `JSON.stringify(s)`: text with nothing to escape
 * (nearly every stored name, plate and phone) is only quoted, which costs half as much as
 * the generic call over the list's ~15,000 strings.
 */
const str = (s: string) => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);

/**
 * The body of GET /recalls for inspection month `month` (1–12) of `year`, as JSON text of
 * the contract's response (`listRecalls`): `total` counts the rows before `filters`,
 * `items` lists those passing them, inspections first (by day, row, column), then manual
 * recalls (by name).
 */
export async function recallListJson(
  db: DbOrTx,
  workshopId: number,
  year: number,
  month: number,
  filters: RecallFilters,
): Promise<string> {
  const { inspections, manual } = await recallRows(db, workshopId, year, month);
  let items = '';
  for (const row of inspections) {
    const [id, surname, phone, model, plate, holder, address, date, vehicleType, status, letter] =
      row;
    const phoneValid = isValidMobile(phone);
    const addressValid = isValidAddress(address);
    if (
      !passes(filters.sms, status > 0) ||
      !passes(filters.phone, phoneValid) ||
      !passes(filters.letter, letter > 0) ||
      !passes(filters.address, addressValid)
    )
      continue;
    items +=
      `${items === '' ? '' : ','}{"key":"A${id}","source":"appointment","id":${id}` +
      `,"surname":${str(surname)},"phone":${str(phone)},"model":${str(model)}` +
      `,"plate":${str(plate)},"holder":${str(holder)},"address":${str(address)}` +
      `,"inspectionDate":${str(date)},"vehicleType":${vehicleType}` +
      `,"recallStatus":${status},"letter":${letter}` +
      `,"phoneValid":${phoneValid},"addressValid":${addressValid}}`;
  }
  // A manual recall has no letter (0) and no address (never valid for a letter).
  const manualLetter = passes(filters.letter, false) && passes(filters.address, false);
  for (const [id, surname, phone, model, plate, status] of manual) {
    const phoneValid = isValidMobile(phone);
    if (!manualLetter || !passes(filters.sms, status > 0) || !passes(filters.phone, phoneValid))
      continue;
    items +=
      `${items === '' ? '' : ','}{"key":"M${id}","source":"manual","id":${id}` +
      `,"surname":${str(surname)},"phone":${str(phone)},"model":${str(model)}` +
      `,"plate":${str(plate)},"holder":"","address":"","inspectionDate":null` +
      `,"vehicleType":0,"recallStatus":${status},"letter":0` +
      `,"phoneValid":${phoneValid},"addressValid":false}`;
  }
  const w = recallWindow(year, month);
  const head = JSON.stringify({
    year,
    month,
    dueMonth: w.dueMonth,
    campaignName: recallCampaignName(year, month),
    total: inspections.length + manual.length,
  });
  return `${head.slice(0, -1)},"items":[${items}]}`;
}
