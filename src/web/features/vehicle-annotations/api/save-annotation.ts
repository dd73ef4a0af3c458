/** PUT `/api/vehicle-annotations/:plate` (contract `saveAnnotation`, spec 000 §5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAnnotation } from '@shared/contracts/vehicle-annotations';
import { call } from '@web/lib/api-client';
import { annotationKeys } from '../keys';

/** Saves `{model, problems}` for a plate; updates the cache on success, rejects with ApiError. */
export function useSaveVehicleAnnotation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      plate,
      model,
      problems,
    }: {
      plate: string;
      model: string;
      problems: string;
    }) => (await call(saveAnnotation, { params: { plate }, body: { model, problems } })).annotation,
    onSuccess: (annotation, input) => {
      qc.setQueryData(annotationKeys.plate(input.plate), annotation);
    },
  });
}
