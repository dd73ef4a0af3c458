/**
 * Inspection (revisione) due dates (spec 000 §5; 001 §9): biennial, annual for vehicle
 * type 2 (taxi/NCC). A vehicle inspected in a month is due again by the end of the same
 * month one or two years later.
 */
import { dayjs } from './dates';
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
  return dayjs
    .utc(lastInspection)
    .add(inspectionIntervalYears(vehicleType), 'year')
    .endOf('month')
    .format('YYYY-MM-DD');
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
