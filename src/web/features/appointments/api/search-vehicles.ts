/**
 * GET `/api/appointments/vehicles?phone=&plate=` (CONTRACT, spec 000 §5): vehicles seen in
 * past appointments with their latest inspection. 400 "Numero di telefono non valido" /
 * "Numero di telefono non valido e targa non inserita". Fetched on demand, never cached long.
 */
import { queryOptions } from '@tanstack/react-query';
import { searchVehicles } from '@shared/contracts/appointments';
import { isSearchablePhone, phoneDigits } from '@shared/domain/phone';
import { normalizePlate } from '@shared/domain/text';
import { APPOINTMENTS_MSG } from '@shared/messages';
import { call } from '@web/lib/api-client';
import { appointmentKeys } from '../keys';

export type VehicleSearch = { phone: string; plate: string };

/**
 * The spec's message when a search cannot run, or null when it can: a plate, or a phone of
 * 9–10 digits, is needed (same rule as the server, checked here to spare a round trip).
 */
export function vehicleSearchProblem({ phone, plate }: VehicleSearch): string | null {
  const p = phoneDigits(phone);
  if (normalizePlate(plate) !== '') return null;
  if (p === '') return APPOINTMENTS_MSG.invalidPhoneAndNoPlate;
  return isSearchablePhone(p) ? null : APPOINTMENTS_MSG.invalidPhoneSearch;
}

/** Query options of one search (key `appointmentKeys.vehicles(phone, plate)`). */
export const vehiclesQueryOptions = ({ phone, plate }: VehicleSearch) => {
  const p = phoneDigits(phone);
  const t = normalizePlate(plate);
  return queryOptions({
    queryKey: appointmentKeys.vehicles(p, t),
    queryFn: async () =>
      (await call(searchVehicles, { query: { phone: p || undefined, plate: t || undefined } }))
        .vehicles,
    staleTime: 0,
    retry: false,
  });
};
