/**
 * Phone lookup, the +ricerca_telefono option (spec 000 §9 option flags, §8 "Utente
 * trovato"): on a new appointment, typing a phone that a previous appointment of the
 * workshop has proposes that customer — name, model, plate and the rest of the latest
 * vehicle seen with that phone (the same search as "Veicoli associati", scoped to the
 * workshop by the server) — with "Utente trovato". Only a form without a name yet is filled,
 * once per phone; nothing typed is overwritten.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isSearchablePhone } from '@shared/domain/phone';
import { APPOINTMENTS_MSG } from '@shared/messages';
import { toast } from '@web/lib/toast';
import { vehiclesQueryOptions } from '@web/features/appointments/api/search-vehicles';
import type { EditForm } from './use-edit-form';

/** Pause after the last key before the lookup runs, ms. */
export const LOOKUP_DELAY_MS = 350;

export function usePhoneLookup(form: EditForm, enabled: boolean): void {
  const qc = useQueryClient();
  const asked = useRef<string | null>(null);
  const { phone, surname } = form.values;
  const pick = form.pickVehicle;
  const wanted = enabled && form.isNew && surname.trim() === '' && isSearchablePhone(phone);
  useEffect(() => {
    if (!wanted || asked.current === phone) return;
    const timer = setTimeout(() => {
      asked.current = phone;
      qc.fetchQuery(vehiclesQueryOptions({ phone, plate: '' })).then(
        (vehicles) => {
          const latest = [...vehicles].sort((a, b) => b.lastDate.localeCompare(a.lastDate))[0];
          if (!latest) return;
          pick(latest);
          toast.ok(APPOINTMENTS_MSG.userFound);
        },
        () => undefined, // the lookup is a convenience: a failure changes nothing
      );
    }, LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, phone, qc, pick]);
}
