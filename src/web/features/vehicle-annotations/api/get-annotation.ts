/**
 * GET `/api/vehicle-annotations/:plate` (contract `getAnnotation`, spec 000 §2 popups, §5).
 * Key `annotationKeys.plate(plate)`. The plate must be longer than 6 characters: callers
 * check `plateAllowsAnnotation` first so the server is not called in vain.
 */
import { queryOptions } from '@tanstack/react-query';
import { getAnnotation } from '@shared/contracts/vehicle-annotations';
import { call } from '@web/lib/api-client';
import { annotationKeys } from '../keys';

/** The annotation of `plate`; its text already ends with the current year's heading. */
export const vehicleAnnotationQueryOptions = (plate: string) =>
  queryOptions({
    queryKey: annotationKeys.plate(plate),
    queryFn: async () => (await call(getAnnotation, { params: { plate } })).annotation,
    staleTime: 0,
  });
