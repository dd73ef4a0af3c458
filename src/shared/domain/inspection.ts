/**
 * Inspection (revisione) due dates (spec 000 §5; 001 §9): biennial, annual for vehicle
 * type 2 (taxi/NCC). A vehicle inspected in a month is due again by the end of the same
 * month one or two years later.
 */
import { VehicleType } from './status';

/** Years between inspections: 1 for vehicle type 2, else 2. */
export function inspectionIntervalYears(vehicleType: number): 1 | 2 {
  return vehicleType === VehicleType.Annual ? 1 : 2;
}

/**
 * Last day (ISO date) on which the inspection done on `lastInspection` stays valid:
 * `inspectionExpiry('2025-03-10', 1)` → `'2027-03-31'`.
 */
export function inspectionExpiry(lastInspection: string, vehicleType: number): string {
  const year = Number(lastInspection.slice(0, 4)) + inspectionIntervalYears(vehicleType);
  const month = Number(lastInspection.slice(5, 7));
  // Day 0 of the next month is the month's last day (leap Februaries included).
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${lastInspection.slice(5, 7)}-${lastDay}`;
}

/**
 * Spec 000 §5: true when the inspection done on `lastInspection` is still valid after the
 * month of `selectedDate`, so booking it now is early and the user must confirm.
 */
export function inspectionNotYetDue(
  lastInspection: string,
  vehicleType: number,
  selectedDate: string,
): boolean {
  const expiry = inspectionExpiry(lastInspection, vehicleType);
  return expiry.slice(0, 7) > selectedDate.slice(0, 7);
}
