/**
 * Associated vehicles (spec 000 §2 "Veicoli associati", §5): the vehicles a customer
 * brought before, found by phone (9–10 digits) or by plate, each with its latest
 * appointment's details and its latest inspection (stato 2 or 3).
 */
import { sql } from 'drizzle-orm';
import type { AssociatedVehicle } from '@shared/contracts/appointments';
import { isSearchablePhone } from '@shared/domain/phone';
import { BLOCKED_NAME, CLOSURE_NAME } from '@shared/domain/status';
import { APPOINTMENTS_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { badRequest } from '@server/http/errors';

/** Most vehicles returned by one search. */
export const VEHICLE_SEARCH_LIMIT = 50;

type VehicleRow = {
  plate: string;
  model: string;
  surname: string;
  phone: string;
  holder: string;
  address: string;
  email: string;
  vehicle_type: number;
  last_date: string;
  last_inspection: string | null;
};

/**
 * Which search the inputs ask for (spec 000 §5): a 9–10 digit phone wins; else the plate;
 * else throws 400 "Numero di telefono non valido" (phone typed, no plate) or "Numero di
 * telefono non valido e targa non inserita" (neither).
 */
export function vehicleSearchBy(
  phone: string,
  plate: string,
): { by: 'phone'; value: string } | { by: 'plate'; value: string } {
  if (isSearchablePhone(phone)) return { by: 'phone', value: phone };
  if (plate) return { by: 'plate', value: plate };
  if (phone) throw badRequest(APPOINTMENTS_MSG.invalidPhoneSearch);
  throw badRequest(APPOINTMENTS_MSG.invalidPhoneAndNoPlate);
}

/** One entry per distinct non-empty plate, most recently seen first (may be empty). */
export async function searchVehicles(
  db: DbOrTx,
  workshopId: number,
  phone: string,
  plate: string,
): Promise<AssociatedVehicle[]> {
  const search = vehicleSearchBy(phone, plate);
  const match =
    search.by === 'phone' ? sql`a.phone = ${search.value}` : sql`a.plate = ${search.value}`;
  const result = await db.execute<VehicleRow>(sql`
    select v.*, (
      select max(i.date) from appointments i
      where i.workshop_id = ${workshopId} and i.plate = v.plate and i.status in (2, 3)
        and i.row >= 0
    )::text as last_inspection
    from (
      select distinct on (a.plate)
        a.plate, a.model, a.surname, a.phone, a.holder, a.address, a.email,
        a.vehicle_type, a.date::text as last_date
      from appointments a
      where a.workshop_id = ${workshopId} and ${match} and a.plate <> '' and a.row >= 0
        and a.surname not in (${BLOCKED_NAME}, ${CLOSURE_NAME})
      order by a.plate, a.date desc, a.row desc, a.id desc
    ) v
    order by v.last_date desc, v.plate
    limit ${VEHICLE_SEARCH_LIMIT}
  `);
  return result.rows.map((r) => ({
    plate: r.plate,
    model: r.model,
    surname: r.surname,
    phone: r.phone,
    holder: r.holder,
    address: r.address,
    email: r.email,
    vehicleType: Number(r.vehicle_type),
    lastDate: r.last_date,
    lastInspection: r.last_inspection,
  }));
}
