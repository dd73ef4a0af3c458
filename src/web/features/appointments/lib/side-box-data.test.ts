import { describe, expect, it } from 'vitest';
import type { Appointment } from '@shared/contracts/appointments';
import { expiryNotice, statusCounts } from './side-box-data';

const appt = (surname: string, status: number) => ({ surname, status }) as Appointment;

describe('side boxes (spec 000 §2)', () => {
  it('counts appointments per colour, leaving blocked slots out', () => {
    const counts = statusCounts([
      appt('ROSSI', 0),
      appt('BIANCHI', 2),
      appt('VERDI', 2),
      appt('X', 0),
      appt('NERI', 4),
    ]);
    expect(counts).toEqual({ 0: 1, 1: 0, 2: 2, 3: 0, 4: 1 });
  });

  it('shows the expiry notice only at 30 days or fewer', () => {
    expect(expiryNotice(31)).toBeNull();
    expect(expiryNotice(null)).toBeNull();
    expect(expiryNotice(30)).toBe('- 30 giorni alla scadenza del account');
    expect(expiryNotice(0)).toBe('- 0 giorni alla scadenza del account');
  });
});
