/**
 * SYNC with the helper tool (spec 000 §4 "SYNC", §5, §8; docs/RESILIENCE.md "SYNC"): vehicles the
 * tool lists for a day are matched with that day's appointments, first by plate
 * (targa, compared without spaces in upper case), then, for the vehicles left, by
 * surname (the appointment's name must start with the vehicle's cognome). Matched
 * appointments get sync 1. Warnings: two or more vehicles of the day sharing a plate
 * ("Ci sono 2 o più veicoli ai quali è associata la stessa targa: {targa}"), and matches
 * made by surname, whose plate differs ("Potrebbero esserci targhe errate: N").
 */

/** What matching needs of an appointment. */
export type SyncAppointment = { id: number; plate: string; surname: string };
/** What matching needs of a tool vehicle record (spec 000 §3). */
export type SyncVehicle = { targa: string; cognome: string };

export type SyncResult = {
  /** Appointment ids to mark sync 1, plate matches first. */
  matchedIds: number[];
  /** How many of them matched by surname only (possible wrong plates). */
  bySurname: number;
  /** Plates shared by two or more vehicles of the day. */
  duplicatePlates: string[];
};

/** Plate as compared: upper case, letters and digits only. */
export const normPlate = (p: string) => p.toUpperCase().replace(/[^A-Z0-9]/g, '');
const normName = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();

/** Matches `vehicles` with `appointments` (one appointment per vehicle at most). */
export function matchSync(
  appointments: readonly SyncAppointment[],
  vehicles: readonly SyncVehicle[],
): SyncResult {
  const counts = new Map<string, number>();
  for (const v of vehicles) {
    const p = normPlate(v.targa);
    if (p) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  const duplicatePlates = [...counts].filter(([, n]) => n > 1).map(([p]) => p);

  const free = new Map(appointments.map((a) => [a.id, a]));
  const matchedIds: number[] = [];
  const left: SyncVehicle[] = [];
  for (const v of vehicles) {
    const p = normPlate(v.targa);
    const hit = p ? [...free.values()].find((a) => normPlate(a.plate) === p) : undefined;
    if (hit) {
      free.delete(hit.id);
      matchedIds.push(hit.id);
    } else left.push(v);
  }
  let bySurname = 0;
  for (const v of left) {
    const surname = normName(v.cognome);
    if (!surname) continue;
    const hit = [...free.values()].find((a) => {
      const name = normName(a.surname);
      return name === surname || name.startsWith(`${surname} `);
    });
    if (hit) {
      free.delete(hit.id);
      matchedIds.push(hit.id);
      bySurname++;
    }
  }
  return { matchedIds, bySurname, duplicatePlates };
}
