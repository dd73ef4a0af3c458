/**
 * The recall list of a month (spec 001 §2 sms_revisioni, §9; docs/RECALLS.md): inspections
 * done (stato 2 or 3) in month/year (biennial) or month/year + 1 (annual, tipo_veicolo 2),
 * and the manual recalls due in month/year + 2. Three indexed range scans
 * (`appointments_recall_idx` for each month, `recalls_due_idx`), all filtered by workshop.
 * The campaigns are made from `recallItems`; GET /recalls writes the same rows straight to
 * JSON text (`list-json.ts`).
 */
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { RecallItem } from '@shared/contracts/recalls';
import { isValidMobile } from '@shared/domain/phone';
import { ANONYMOUS } from '@shared/domain/privacy';
import { isValidAddress, recallWindow } from '@shared/domain/recalls';
import { VehicleType } from '@shared/domain/status';
import type { DbOrTx } from '@server/db/client';
import { arrayRows, perHandle } from '@server/db/prepared';
import { appointments, recalls } from '@server/db/schema';
import { versionBump } from '@server/domain/appointments';

// The three statements of the list (biennial month, annual month, manual recalls), prepared
// once per database handle (`perHandle`): the list is read on every visit of Richiami
// Revisioni and after every campaign (bench:recalls). Each month is one range of
// `appointments_recall_idx` read in the index's order, so no statement sorts.
const queries = perHandle((db: DbOrTx) => {
  /** Inspections done in [from, to) of the annual vehicle type (`annual`) or the others. */
  const inspectionsOf = (annual: boolean) =>
    db
      // The columns in the order of `InspectionRow` (array rows).
      .select({
        id: appointments.id,
        surname: appointments.surname,
        phone: appointments.phone,
        model: appointments.model,
        plate: appointments.plate,
        holder: appointments.holder,
        address: appointments.address,
        date: appointments.date,
        vehicleType: appointments.vehicleType,
        recallStatus: appointments.recallStatus,
        letter: appointments.letter,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.workshopId, sql.placeholder('workshopId')),
          // Same predicate as the partial index `appointments_recall_idx`.
          sql`${appointments.status} in (2, 3) and ${appointments.row} >= 0`,
          gte(appointments.date, sql.placeholder('from')),
          lt(appointments.date, sql.placeholder('to')),
          annual
            ? eq(appointments.vehicleType, VehicleType.Annual)
            : ne(appointments.vehicleType, VehicleType.Annual),
          // An erased or expired person (docs/PRIVACY.md) is nobody to recall.
          ne(appointments.surname, ANONYMOUS),
        ),
      )
      // The index's own order: PostgreSQL reads the rows already sorted.
      .orderBy(appointments.date, appointments.row, appointments.column);
  return {
    biennial: arrayRows<InspectionRow>(inspectionsOf(false).prepare('recall_list_biennial')),
    annual: arrayRows<InspectionRow>(inspectionsOf(true).prepare('recall_list_annual')),
    manual: arrayRows<ManualRecallRow>(
      db
        // The columns in the order of `ManualRecallRow` (array rows).
        .select({
          id: recalls.id,
          surname: recalls.surname,
          phone: recalls.phone,
          model: recalls.model,
          plate: recalls.plate,
          recallStatus: recalls.recallStatus,
        })
        .from(recalls)
        .where(
          and(
            eq(recalls.workshopId, sql.placeholder('workshopId')),
            eq(recalls.dueMonth, sql.placeholder('dueMonth')),
            ne(recalls.surname, ANONYMOUS),
          ),
        )
        .orderBy(recalls.surname, recalls.id)
        .prepare('recall_list_manual'),
    ),
  };
});

/**
 * A stored id as the driver returns an unmapped row: `bigserial` is text on node-postgres
 * and a bigint or number on PGlite; always the digits of a positive integer.
 */
type RawId = string | number | bigint;

/**
 * An inspection of the list as the driver returns it in array mode: the columns of the
 * select above, in its order; the date is `YYYY-MM-DD` (Europe/Rome day of the inspection).
 */
export type InspectionRow = readonly [
  id: RawId,
  surname: string,
  phone: string,
  model: string,
  plate: string,
  holder: string,
  address: string,
  date: string,
  vehicleType: number,
  recallStatus: number,
  letter: number,
];

/** A manual recall of the list as the driver returns it in array mode. */
export type ManualRecallRow = readonly [
  id: RawId,
  surname: string,
  phone: string,
  model: string,
  plate: string,
  recallStatus: number,
];

/**
 * The stored rows of the list of inspection month `month` (1–12) of `year`, before the
 * filters: `inspections` by day, row and column, `manual` recalls by name. The rows come
 * as the driver's arrays (`arrayRows`: no object a row, no per-cell Drizzle decoding),
 * because the list is thousands of rows written straight to JSON (bench/README.md
 * "Recall list").
 */
export async function recallRows(
  db: DbOrTx,
  workshopId: number,
  year: number,
  month: number,
): Promise<{ inspections: InspectionRow[]; manual: ManualRecallRow[] }> {
  const w = recallWindow(year, month);
  const q = queries(db);
  // The biennial month comes a year before the annual one: the two lists, each in order,
  // follow each other.
  const [biennial, annual, manual] = await Promise.all([
    q.biennial({ workshopId, ...w.biennial }),
    q.annual({ workshopId, ...w.annual }),
    q.manual({ workshopId, dueMonth: w.dueMonth }),
  ]);
  const inspections = annual.length === 0 ? biennial : biennial.concat(annual);
  return { inspections, manual };
}

/** Rows of the list before the filters, inspections first (by date), then manual recalls. */
export async function recallItems(
  db: DbOrTx,
  workshopId: number,
  year: number,
  month: number,
): Promise<RecallItem[]> {
  const { inspections: insp, manual } = await recallRows(db, workshopId, year, month);
  const items: RecallItem[] = insp.map(
    ([
      id,
      surname,
      phone,
      model,
      plate,
      holder,
      address,
      date,
      vehicleType,
      recallStatus,
      letter,
    ]) => ({
      key: `A${id}`,
      source: 'appointment',
      id: Number(id),
      surname,
      phone,
      model,
      plate,
      holder,
      address,
      inspectionDate: date,
      vehicleType,
      recallStatus,
      letter,
      phoneValid: isValidMobile(phone),
      addressValid: isValidAddress(address),
    }),
  );
  for (const [id, surname, phone, model, plate, recallStatus] of manual)
    items.push({
      key: `M${id}`,
      source: 'manual',
      id: Number(id),
      surname,
      phone,
      model,
      plate,
      holder: '',
      address: '',
      inspectionDate: null,
      vehicleType: 0,
      recallStatus,
      letter: 0,
      phoneValid: isValidMobile(phone),
      addressValid: false,
    });
  return items;
}

/** Marks appointments' letters printed (invio_lettera 2); resolves to how many changed. */
export async function markLettersPrinted(
  db: DbOrTx,
  workshopId: number,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(appointments)
    .set({ letter: 2, ...versionBump() })
    .where(and(eq(appointments.workshopId, workshopId), inArray(appointments.id, [...ids])))
    .returning({ id: appointments.id });
  return rows.length;
}
