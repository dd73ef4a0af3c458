/**
 * The recall list of a month (spec 001 §2 sms_revisioni, §9; docs/RECALLS.md): inspections
 * done (stato 2 or 3) in month/year (biennial) or month/year + 1 (annual, tipo_veicolo 2),
 * and the manual recalls due in month/year + 2. Two indexed range scans
 * (`appointments_recall_idx`, `recalls_due_idx`), both filtered by workshop. The campaigns
 * are made from `recallItems`; GET /recalls writes the same rows straight to JSON text
 * (`list-json.ts`).
 */
import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { RecallItem } from '@shared/contracts/recalls';
import { isValidMobile } from '@shared/domain/phone';
import { isValidAddress, recallWindow } from '@shared/domain/recalls';
import { VehicleType } from '@shared/domain/status';
import type { DbOrTx } from '@server/db/client';
import { perHandle } from '@server/db/prepared';
import { appointments, recalls } from '@server/db/schema';
import { versionBump } from '@server/domain/appointments';

// The two statements of the list, prepared once per database handle (`perHandle`): the
// list is read on every visit of Richiami Revisioni and after every campaign (bench:recalls).
const queries = perHandle((db: DbOrTx) => ({
  inspections: db
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
        or(
          and(
            gte(appointments.date, sql.placeholder('biennialFrom')),
            lt(appointments.date, sql.placeholder('biennialTo')),
            ne(appointments.vehicleType, VehicleType.Annual),
          ),
          and(
            gte(appointments.date, sql.placeholder('annualFrom')),
            lt(appointments.date, sql.placeholder('annualTo')),
            eq(appointments.vehicleType, VehicleType.Annual),
          ),
        ),
      ),
    )
    .orderBy(appointments.date, appointments.row, appointments.column)
    .prepare('recall_list_inspections'),
  manual: db
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
      ),
    )
    .orderBy(recalls.surname, recalls.id)
    .prepare('recall_list_manual'),
}));

/**
 * The stored rows of the list of inspection month `month` (1–12) of `year`, before the
 * filters: `inspections` by day, row and column, `manual` recalls by name.
 */
export async function recallRows(db: DbOrTx, workshopId: number, year: number, month: number) {
  const w = recallWindow(year, month);
  const q = queries(db);
  const [inspections, manual] = await Promise.all([
    q.inspections.execute({
      workshopId,
      biennialFrom: w.biennial.from,
      biennialTo: w.biennial.to,
      annualFrom: w.annual.from,
      annualTo: w.annual.to,
    }),
    q.manual.execute({ workshopId, dueMonth: w.dueMonth }),
  ]);
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
  const items: RecallItem[] = insp.map((a) => ({
    key: `A${a.id}`,
    source: 'appointment',
    id: a.id,
    surname: a.surname,
    phone: a.phone,
    model: a.model,
    plate: a.plate,
    holder: a.holder,
    address: a.address,
    inspectionDate: a.date,
    vehicleType: a.vehicleType,
    recallStatus: a.recallStatus,
    letter: a.letter,
    phoneValid: isValidMobile(a.phone),
    addressValid: isValidAddress(a.address),
  }));
  for (const r of manual)
    items.push({
      key: `M${r.id}`,
      source: 'manual',
      id: r.id,
      surname: r.surname,
      phone: r.phone,
      model: r.model,
      plate: r.plate,
      holder: '',
      address: '',
      inspectionDate: null,
      vehicleType: 0,
      recallStatus: r.recallStatus,
      letter: 0,
      phoneValid: isValidMobile(r.phone),
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
