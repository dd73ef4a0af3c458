/** Appointment states (spec 000 §4). */
import { describe, expect, it } from 'vitest';
import { inspectionDone, STATUS_LABELS, statusAsksReason } from './status';

describe('status', () => {
  it('asks a reason for 3 and 4 only', () => {
    expect([0, 1, 2, 3, 4].filter(statusAsksReason)).toEqual([3, 4]);
  });
  it('counts 2 and 3 as inspections done', () => {
    expect([0, 1, 2, 3, 4].filter(inspectionDone)).toEqual([2, 3]);
  });
  it('labels the states as the context menu does', () => {
    expect(Object.values(STATUS_LABELS)).toEqual([
      'Nessuno',
      'In attesa',
      'Esito regolare',
      'Esito da ripetere',
      'Altro',
    ]);
  });
});
