/**
 * An `Appointment` as the API presents it, for web unit and component tests: an empty
 * ROSSI appointment in row 0, column 1 of 2031-03-04 (stato 0, no reminder); `overrides`
 * replace fields.
 */
import type { Appointment } from '@shared/contracts/appointments';

export function buildAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 1,
    version: 1,
    date: '2031-03-04',
    row: 0,
    column: 1,
    surname: 'ROSSI',
    holder: '',
    phone: '3331234567',
    model: '',
    plate: '',
    note: '',
    email: '',
    address: '',
    vehicleType: 0,
    status: 0,
    web: 0,
    reminderStatus: 0,
    reminderSentAt: null,
    recallStatus: 0,
    recallSentAt: null,
    readySentAt: null,
    letter: 0,
    emailSent: 0,
    sync: 0,
    insertedAt: '2031-03-01T10:00:00Z',
    customerConfirmedAt: null,
    customerMovedAt: null,
    ...overrides,
  };
}
