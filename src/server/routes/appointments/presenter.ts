/** What leaves the server about an appointment (spec 000 §3): never the workshop id or random id. */
import type { Appointment } from '@shared/contracts/appointments';
import type { AppointmentRow } from '@server/db/rows';
import { AppError, stale } from '@server/http/errors';

export type { AppointmentRow };

/** Maps a database row to the `Appointment` contract. */
export function presentAppointment(r: AppointmentRow): Appointment {
  return {
    id: r.id,
    version: r.version,
    date: r.date,
    row: r.row,
    column: r.column,
    surname: r.surname,
    holder: r.holder,
    phone: r.phone,
    model: r.model,
    plate: r.plate,
    note: r.note,
    email: r.email,
    address: r.address,
    vehicleType: r.vehicleType,
    status: r.status,
    web: r.web,
    reminderStatus: r.reminderStatus,
    reminderSentAt: r.reminderSentAt,
    recallStatus: r.recallStatus,
    recallSentAt: r.recallSentAt,
    readySentAt: r.readySentAt,
    letter: r.letter,
    emailSent: r.emailSent,
    sync: r.sync,
    insertedAt: r.insertedAt,
    customerConfirmedAt: r.customerConfirmedAt,
    customerMovedAt: r.customerMovedAt,
  };
}

/**
 * Runs a route's work and presents the row a 409 `stale` carries (services throw it with
 * the raw row; only routes call presenters). Other errors pass through unchanged.
 */
export async function presentingStale<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.code === 'stale' && err.current)
      throw stale(presentAppointment(err.current as AppointmentRow));
    throw err;
  }
}
