/**
 * Early-inspection warning (spec 000 §5): booking a vehicle whose last inspection is still
 * valid after the selected month asks for confirmation first.
 */
import type { AssociatedVehicle } from '@shared/contracts/appointments';
import { inspectionExpiry, inspectionNotYetDue } from '@shared/domain/inspection';
import { normalizePlate } from '@shared/domain/text';
import { APPOINTMENTS_TEXTS as T } from '../texts';

/** Plates shorter than this are not looked up (too partial to identify a vehicle). */
export const INSPECTION_CHECK_MIN_PLATE = 5;

/**
 * The confirmation text "La revisione di questo veicolo scade il MM/YYYY. Salvare
 * comunque?" when a vehicle with `plate` was inspected before `date` and is not yet due in
 * `date`'s month; null otherwise. The type of the vehicle being saved decides the interval
 * (annual for 2). Inspections on or after `date` are ignored (that is this very booking).
 */
export function inspectionWarning(
  vehicles: readonly AssociatedVehicle[],
  plate: string,
  vehicleType: number,
  date: string,
): string | null {
  const wanted = normalizePlate(plate);
  let latest: string | null = null;
  for (const v of vehicles) {
    if (normalizePlate(v.plate) !== wanted || !v.lastInspection) continue;
    if (v.lastInspection >= date) continue;
    if (!latest || v.lastInspection > latest) latest = v.lastInspection;
  }
  if (!latest || !inspectionNotYetDue(latest, vehicleType, date)) return null;
  const expiry = inspectionExpiry(latest, vehicleType);
  return T.inspectionNotDue(`${expiry.slice(5, 7)}/${expiry.slice(0, 4)}`);
}
