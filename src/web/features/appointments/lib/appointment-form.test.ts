import { describe, expect, it } from 'vitest';
import {
  applyTextChange,
  applyVehicle,
  canSave,
  diffValues,
  emptyValues,
  mergeChanges,
  phoneInvalid,
  phoneNotMobile,
  toFields,
  type FormValues,
} from './appointment-form';

const NEW = { isNew: true, reminderTouched: false };
const EXISTING = { isNew: false, reminderTouched: false };

function typed(
  values: FormValues,
  field: Parameters<typeof applyTextChange>[1],
  raw: string,
  ctx = NEW,
) {
  return applyTextChange(values, field, raw, ctx);
}

describe('typing rules (spec 000 §5)', () => {
  it('keeps only the digits of the phone', () => {
    expect(typed(emptyValues(), 'phone', '333 123-4567').phone).toBe('3331234567');
    expect(typed(emptyValues(), 'phone', 'abc12').phone).toBe('12');
    expect(typed(emptyValues(), 'phone', '06 1234x5678').phone).toBe('0612345678');
  });

  it('keeps one leading + for a foreign number, and drops +39 from an Italian mobile', () => {
    expect(typed(emptyValues(), 'phone', '+44 20 7946 0958').phone).toBe('+442079460958');
    expect(typed(emptyValues(), 'phone', '++44a20').phone).toBe('+4420');
    expect(typed(emptyValues(), 'phone', '44+20').phone).toBe('4420');
    expect(typed(emptyValues(), 'phone', '+39 333 123 4567').phone).toBe('3331234567');
  });

  it('uppercases name, model, plate, note, holder and address as typed', () => {
    let v = emptyValues();
    v = typed(v, 'surname', 'rossi mario');
    v = typed(v, 'model', 'fiat panda');
    v = typed(v, 'plate', 'ab 123cd');
    v = typed(v, 'note', 'gomme è da cambiare');
    v = typed(v, 'holder', 'bianchi');
    v = typed(v, 'address', 'via roma');
    expect(v).toMatchObject({
      surname: 'ROSSI MARIO',
      model: 'FIAT PANDA',
      plate: 'AB123CD',
      note: 'GOMME È DA CAMBIARE',
      holder: 'BIANCHI',
      address: 'VIA ROMA',
    });
  });

  it('derives the vehicle type from the model, leaving it alone for unknown words', () => {
    let v = typed(emptyValues(), 'model', 'piaggio beverly 300');
    expect(v.vehicleType).toBe('1');
    v = typed(v, 'model', 'fiat punto taxi');
    expect(v.vehicleType).toBe('2');
    v = typed(v, 'model', 'fiat punto');
    expect(v.vehicleType).toBe('2');
  });

  it('turns the letter switch on when holder > 5 and address > 19 characters', () => {
    let v = typed(emptyValues(), 'holder', 'ROSSI MARIO');
    expect(v.letter).toBe(false);
    v = typed(v, 'address', 'VIA GARIBALDI 12 ROMA');
    expect(v.letter).toBe(true);
  });

  it('does not force the letter back on after the user switched it off', () => {
    let v = typed(
      typed(emptyValues(), 'holder', 'ROSSI MARIO'),
      'address',
      'VIA GARIBALDI 12 ROMA',
    );
    v = { ...v, letter: false };
    v = typed(v, 'address', 'VIA GARIBALDI 12 ROMA 2');
    expect(v.letter).toBe(false);
  });

  it('a new appointment gets the reminder on when the phone becomes valid', () => {
    const v = typed(emptyValues(), 'phone', '3331234567');
    expect(v.reminder).toBe(true);
    expect(typed(v, 'phone', '333123').reminder).toBe(false);
    expect(
      typed(emptyValues(), 'phone', '3331234567', { isNew: true, reminderTouched: true }).reminder,
    ).toBe(false);
    expect(typed(emptyValues(), 'phone', '3331234567', EXISTING).reminder).toBe(false);
  });
});

describe('save rules', () => {
  it('SALVA needs a name and a phone that is a phone; a landline only warns ("Cellulare non valido")', () => {
    expect(canSave(emptyValues())).toBe(false);
    expect(canSave({ ...emptyValues(), surname: '   ' })).toBe(false);
    expect(canSave({ ...emptyValues(), surname: 'ROSSI' })).toBe(true);
    const bad = { ...emptyValues(), surname: 'ROSSI', phone: '33312' };
    expect(phoneInvalid(bad)).toBe(true);
    expect(canSave(bad)).toBe(false);
    const landline = { ...bad, phone: '0612345678' };
    expect(phoneInvalid(landline)).toBe(false);
    expect(phoneNotMobile(landline)).toBe(true);
    expect(canSave(landline)).toBe(true);
    expect(phoneNotMobile({ ...bad, phone: '333123456' })).toBe(false);
    expect(canSave({ ...bad, phone: '333123456' })).toBe(true);
  });

  it('judges a number by the numbering plan, not by its length (spec 000 §5)', () => {
    const withPhone = (phone: string) => ({ ...emptyValues(), surname: 'ROSSI', phone });
    // Eight digits, no such Italian number: refused, SALVA waits.
    expect(phoneInvalid(withPhone('12345678'))).toBe(true);
    expect(phoneNotMobile(withPhone('12345678'))).toBe(false);
    expect(canSave(withPhone('12345678'))).toBe(false);
    expect(canSave(withPhone('0000000'))).toBe(false);
    // A real fixed line, a toll-free number and a foreign one: kept, with the warning.
    for (const real of ['0543123456', '800123456', '+442079460958']) {
      expect(phoneInvalid(withPhone(real)), real).toBe(false);
      expect(phoneNotMobile(withPhone(real)), real).toBe(true);
      expect(canSave(withPhone(real)), real).toBe(true);
    }
  });

  it('normalises what is typed: separators go, +39 before a mobile goes', () => {
    expect(typed(emptyValues(), 'phone', '+39 333 123.4567', EXISTING).phone).toBe('3331234567');
    expect(typed(emptyValues(), 'phone', '06-1234-5678', EXISTING).phone).toBe('0612345678');
    // A landline gets no reminder by itself.
    expect(
      typed(emptyValues(), 'phone', '0612345678', { isNew: true, reminderTouched: false }).reminder,
    ).toBe(false);
  });

  it('builds the request with trimmed name and numeric selects', () => {
    const f = toFields({ ...emptyValues(), surname: '  ROSSI ', vehicleType: '1', web: '2' });
    expect(f).toMatchObject({ surname: 'ROSSI', vehicleType: 1, web: 2, phone: '' });
  });
});

describe('applyVehicle (Veicoli associati)', () => {
  const vehicle = {
    model: 'HONDA SH 125',
    plate: 'AB12345',
    holder: 'ROSSI MARIO',
    address: 'VIA GARIBALDI 12 ROMA',
    email: 'm@x.it',
    vehicleType: 1,
    surname: 'ROSSI',
    phone: '3331234567',
  };

  it('fills vehicle fields, name and phone only when empty, and the letter flag', () => {
    const v = applyVehicle(emptyValues(), vehicle, NEW);
    expect(v).toMatchObject({
      model: 'HONDA SH 125',
      plate: 'AB12345',
      holder: 'ROSSI MARIO',
      address: 'VIA GARIBALDI 12 ROMA',
      email: 'm@x.it',
      vehicleType: '1',
      surname: 'ROSSI',
      phone: '3331234567',
      letter: true,
      reminder: true,
    });
    const kept = applyVehicle(
      { ...emptyValues(), surname: 'VERDI', phone: '3409999999' },
      vehicle,
      NEW,
    );
    expect(kept.surname).toBe('VERDI');
    expect(kept.phone).toBe('3409999999');
  });
});

describe('diffValues ("Le tue modifiche")', () => {
  it('lists the changed fields with Italian labels', () => {
    const mine = { ...emptyValues(), surname: 'ROSSI', reminder: true };
    const d = diffValues(mine, emptyValues());
    expect(d.map((x) => x.label)).toEqual(['Nome', 'Promemoria']);
    expect(d[0]).toMatchObject({ mine: 'ROSSI', theirs: '—' });
    expect(d[1]).toMatchObject({ mine: 'Sì', theirs: 'No' });
  });
});

describe('mergeChanges (stale save)', () => {
  it("keeps the other desk's edits and re-applies only the user's own changes", () => {
    const started = { ...emptyValues(), surname: 'ROSSI', model: 'VESPA' };
    const theirs = { ...started, model: 'VESPA GTS 300' };
    const mine = { ...started, note: 'NOTA' };
    expect(mergeChanges(theirs, started, mine)).toEqual({ ...theirs, note: 'NOTA' });
  });
});
