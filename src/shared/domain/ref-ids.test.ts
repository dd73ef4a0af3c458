import { describe, expect, it } from 'vitest';
import { fallbackRef, parseRef, reminderRef, singleRef } from './ref-ids';

describe('message ref ids (spec 001 §3 id_rif)', () => {
  it('builds P-{year}-{id} for reminders and reads it back', () => {
    expect(reminderRef('2026-05-04', 12)).toBe('P-2026-12');
    expect(parseRef('P-2026-12')).toEqual({ kind: 'reminder', appointmentId: 12 });
  });

  it('links a Veicolo pronto SMS to its appointment, and nothing else', () => {
    expect(parseRef(singleRef('ready', 7, 1000))).toEqual({ kind: 'ready', appointmentId: 7 });
    expect(parseRef(singleRef('ticket', 7, 1000))).toEqual({ kind: 'other' });
    expect(parseRef(fallbackRef(3))).toEqual({ kind: 'other' });
    expect(parseRef(null)).toEqual({ kind: 'other' });
    expect(parseRef('P-2026-99999999999999999999')).toEqual({ kind: 'other' });
  });
});
