import { describe, expect, it } from 'vitest';
import type { AssociatedVehicle } from '@shared/contracts/appointments';
import { inspectionWarning } from './inspection-warning';

const v = (p: Partial<AssociatedVehicle>): AssociatedVehicle => ({
  plate: 'AB12345',
  model: 'HONDA SH',
  surname: 'ROSSI',
  phone: '',
  holder: '',
  address: '',
  email: '',
  vehicleType: 1,
  lastDate: '2025-03-10',
  lastInspection: '2025-03-10',
  ...p,
});

describe('inspectionWarning (spec 000 §5)', () => {
  it('warns when the last inspection is still valid after the selected month', () => {
    expect(inspectionWarning([v({})], 'ab12345', 0, '2026-05-04')).toBe(
      'La revisione di questo veicolo scade il 03/2027. Salvare comunque?',
    );
  });

  it('is silent in or after the expiry month, and for other plates', () => {
    expect(inspectionWarning([v({})], 'AB12345', 0, '2027-03-01')).toBeNull();
    expect(inspectionWarning([v({})], 'AB12345', 0, '2027-06-01')).toBeNull();
    expect(inspectionWarning([v({ plate: 'ZZ99999' })], 'AB12345', 0, '2026-05-04')).toBeNull();
    expect(inspectionWarning([v({ lastInspection: null })], 'AB12345', 0, '2026-05-04')).toBeNull();
  });

  it('uses the annual interval for vehicle type 2', () => {
    expect(inspectionWarning([v({})], 'AB12345', 2, '2026-02-10')).toBe(
      'La revisione di questo veicolo scade il 03/2026. Salvare comunque?',
    );
    expect(inspectionWarning([v({})], 'AB12345', 2, '2026-03-10')).toBeNull();
  });

  it('ignores an inspection on or after the booked date (that is this booking)', () => {
    expect(
      inspectionWarning([v({ lastInspection: '2026-05-04' })], 'AB12345', 0, '2026-05-04'),
    ).toBeNull();
  });
});
