/**
 * ANNOTAZIONI VEICOLO API (spec 000 §2 popups, §5; CONTRACT `/vehicle-annotations`).
 * Query key `['vehicle-annotation', plate]`. The plate must be longer than 6 characters:
 * callers check `plateAllowsAnnotation` first so the server is not called in vain.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleAnnotation } from '@shared/contracts/vehicle-annotations';
import { normalizePlate } from '@shared/domain/text';
import { api } from '@web/lib/api';

/** True when the plate (normalised) has more than 6 characters (spec 000 §5). */
export function plateAllowsAnnotation(plate: string): boolean {
  return normalizePlate(plate).length > 6;
}

/** The annotation of `plate`; its text already ends with the current year's heading. */
export const vehicleAnnotationQueryOptions = (plate: string) =>
  queryOptions({
    queryKey: ['vehicle-annotation', plate],
    queryFn: async () =>
      (
        await api<{ annotation: VehicleAnnotation }>(
          'GET',
          `/vehicle-annotations/${encodeURIComponent(plate)}`,
        )
      ).annotation,
    staleTime: 0,
  });

/** PUT `/vehicle-annotations/{plate}` with `{model, problems}`; updates the cache on success. */
export function useSaveVehicleAnnotation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { plate: string; model: string; problems: string }) =>
      (
        await api<{ annotation: VehicleAnnotation }>(
          'PUT',
          `/vehicle-annotations/${encodeURIComponent(input.plate)}`,
          { model: input.model, problems: input.problems },
        )
      ).annotation,
    onSuccess: (annotation, input) => {
      qc.setQueryData(vehicleAnnotationQueryOptions(input.plate).queryKey, annotation);
    },
  });
}
