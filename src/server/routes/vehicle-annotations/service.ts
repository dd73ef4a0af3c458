/**
 * ANNOTAZIONI VEICOLO (spec 000 §2 popups, §3 auto, §5): free text per plate and workshop,
 * shown with the current year's heading line appended when missing.
 */
import { and, eq } from 'drizzle-orm';
import { withYearHeading, type VehicleAnnotation } from '@shared/contracts/vehicle-annotations';
import { todayInRome, yearOf } from '@shared/domain/dates';
import type { DbOrTx } from '@server/db/client';
import { vehicleAnnotations } from '@server/db/schema';

/** The annotation of `plate` (a normalised plate longer than 6 characters), heading added. */
export async function getAnnotation(
  db: DbOrTx,
  workshopId: number,
  plate: string,
  today: string = todayInRome(),
): Promise<VehicleAnnotation> {
  const [row] = await db
    .select({ model: vehicleAnnotations.model, problems: vehicleAnnotations.problems })
    .from(vehicleAnnotations)
    .where(and(eq(vehicleAnnotations.workshopId, workshopId), eq(vehicleAnnotations.plate, plate)));
  return {
    plate,
    model: row?.model ?? '',
    problems: withYearHeading(row?.problems ?? '', yearOf(today)),
  };
}

/** Saves the annotation of `plate` (insert or replace) and returns it as stored. */
export async function saveAnnotation(
  db: DbOrTx,
  workshopId: number,
  plate: string,
  input: { model: string; problems: string },
): Promise<VehicleAnnotation> {
  const [row] = await db
    .insert(vehicleAnnotations)
    .values({ workshopId, plate, model: input.model, problems: input.problems })
    .onConflictDoUpdate({
      target: [vehicleAnnotations.workshopId, vehicleAnnotations.plate],
      set: { model: input.model, problems: input.problems, updatedAt: new Date().toISOString() },
    })
    .returning({
      plate: vehicleAnnotations.plate,
      model: vehicleAnnotations.model,
      problems: vehicleAnnotations.problems,
    });
  return row!;
}
