/**
 * Direct edits of cached days, for optimistic updates and for writing back what the server
 * answered (so the grid shows a save at once, before the refetch lands).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Appointment, DayResponse } from '@shared/contracts/appointments';
import { dayKeys } from '@web/data/keys';

const dayKey = dayKeys.day;

/** Puts `appointment` into its day's cache (replacing the same id or the same slot). */
export function upsertInDay(qc: QueryClient, appointment: Appointment): void {
  qc.setQueryData<DayResponse>(dayKey(appointment.date), (day) => {
    if (!day) return day;
    const rest = day.appointments.filter(
      (a) =>
        a.id !== appointment.id && !(a.row === appointment.row && a.column === appointment.column),
    );
    return { ...day, appointments: [...rest, appointment] };
  });
}

/** Removes appointment `id` from every cached day (it may have moved between days). */
export function removeFromDays(qc: QueryClient, id: number): void {
  for (const [key, day] of qc.getQueriesData<DayResponse>({ queryKey: dayKeys.all() })) {
    if (day?.appointments.some((a) => a.id === id)) {
      qc.setQueryData<DayResponse>(key, {
        ...day,
        appointments: day.appointments.filter((a) => a.id !== id),
      });
    }
  }
}

/** Applies `patch` to appointment `id` in `date`'s cache; returns the previous day for rollback. */
export function patchInDay(
  qc: QueryClient,
  date: string,
  id: number,
  patch: Partial<Appointment>,
): DayResponse | undefined {
  const previous = qc.getQueryData<DayResponse>(dayKey(date));
  if (previous) {
    qc.setQueryData<DayResponse>(dayKey(date), {
      ...previous,
      appointments: previous.appointments.map((a) => (a.id === id ? { ...a, ...patch } : a)),
    });
  }
  return previous;
}

/** Cancels in-flight fetches of `date` so they cannot overwrite an optimistic edit. */
export async function holdDay(qc: QueryClient, date: string): Promise<void> {
  await qc.cancelQueries({ queryKey: dayKey(date) });
}

/** Marks `dates` stale and refetches the ones on screen. */
export function refreshDays(qc: QueryClient, ...dates: string[]): Promise<unknown> {
  return Promise.all([...new Set(dates)].map((d) => qc.invalidateQueries({ queryKey: dayKey(d) })));
}
