/** Appointment contracts normalise input as the spec asks (spec 000 §5). */
import { describe, expect, it } from 'vitest';
import {
  blockSlotsInputSchema,
  createAppointmentInputSchema,
  pasteInputSchema,
  setStatusInputSchema,
  updateAppointmentInputSchema,
  vehicleSearchQuerySchema,
} from './appointments';

const base = { date: '2026-03-10', row: 2, column: 1, surname: 'rossi' };

describe('createAppointmentInputSchema', () => {
  it('uppercases, trims and keeps phone digits', () => {
    const v = createAppointmentInputSchema.parse({
      ...base,
      surname: '  de luca  ',
      phone: '333 123-4567',
      model: 'piaggio beverly',
      plate: 'ab 123 cd',
      note: 'freni',
      holder: 'mario rossi',
      address: 'via roma 1',
      email: ' a@b.it ',
    });
    expect(v).toMatchObject({
      surname: 'DE LUCA',
      phone: '3331234567',
      model: 'PIAGGIO BEVERLY',
      plate: 'AB123CD',
      note: 'FRENI',
      holder: 'MARIO ROSSI',
      address: 'VIA ROMA 1',
      email: 'a@b.it',
    });
  });

  it('fills defaults', () => {
    expect(createAppointmentInputSchema.parse(base)).toMatchObject({
      phone: '',
      vehicleType: 0,
      web: 0,
      reminder: false,
      recall: false,
      letter: false,
    });
  });

  it('keeps landlines and foreign numbers, normalised; a mobile loses +39 (spec 000 §5)', () => {
    const phone = (p: string) => createAppointmentInputSchema.parse({ ...base, phone: p }).phone;
    expect(phone('06 1234 5678')).toBe('0612345678');
    expect(phone('+39 333 1234567')).toBe('3331234567');
    expect(phone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it.each([
    [{ phone: '33312' }, 'Numero di telefono non valido'],
    [{ phone: '333abc4567' }, 'Numero di telefono non valido'],
    // Digits enough for the old length rule, but no such number in the numbering plan.
    [{ phone: '12345678' }, 'Numero di telefono non valido'],
    [{ phone: '0000000' }, 'Numero di telefono non valido'],
    [{ surname: '   ' }, 'Inserire il nome'],
    [{ date: '2026-02-30' }, 'Data non valida'],
    [{ email: 'non-una-mail' }, 'E-mail non valida'],
  ])('refuses %o with "%s"', (override, message) => {
    const r = createAppointmentInputSchema.safeParse({ ...base, ...override });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });

  it('refuses columns outside 1–3 and negative rows', () => {
    expect(createAppointmentInputSchema.safeParse({ ...base, column: 4 }).success).toBe(false);
    expect(createAppointmentInputSchema.safeParse({ ...base, column: 0 }).success).toBe(false);
    expect(createAppointmentInputSchema.safeParse({ ...base, row: -1 }).success).toBe(false);
  });
});

describe('other appointment inputs', () => {
  it('needs a version on update', () => {
    expect(updateAppointmentInputSchema.safeParse({ surname: 'A' }).success).toBe(false);
    expect(updateAppointmentInputSchema.parse({ surname: 'a', version: 3 }).version).toBe(3);
  });

  it('accepts states 0–4 only', () => {
    expect(setStatusInputSchema.safeParse({ status: 4, reason: 'x' }).success).toBe(true);
    expect(setStatusInputSchema.safeParse({ status: 5 }).success).toBe(false);
  });

  it('knows the three paste modes', () => {
    const target = { date: '2026-03-10', row: 1, column: 2 };
    expect(pasteInputSchema.safeParse({ mode: 'swap', sourceId: 1, target }).success).toBe(true);
    expect(pasteInputSchema.safeParse({ mode: 'move', sourceId: 1, target }).success).toBe(false);
  });

  it('blocks column 2 by default', () => {
    expect(blockSlotsInputSchema.parse({ date: '2026-03-10', fromRow: 1, toRow: 3 }).column).toBe(
      2,
    );
  });

  it('normalises the vehicle search', () => {
    expect(vehicleSearchQuerySchema.parse({ phone: '333 123 4567', plate: 'ab 12' })).toEqual({
      phone: '3331234567',
      plate: 'AB12',
    });
    expect(vehicleSearchQuerySchema.parse({})).toEqual({ phone: '', plate: '' });
  });
});
