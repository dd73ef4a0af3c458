/** The plate rule of ANNOTAZIONI VEICOLO (spec 000 §5). React-free. */
import { normalizePlate } from '@shared/domain/text';

/** True when the plate (normalised) has more than 6 characters (spec 000 §5). */
export function plateAllowsAnnotation(plate: string): boolean {
  return normalizePlate(plate).length > 6;
}
