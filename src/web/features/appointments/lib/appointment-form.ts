/**
 * The edit dialog's form model (spec 000 §2 edit dialog, §5 validation): values as typed,
 * the rewrite each keystroke gets (digits-only phone, uppercase text, vehicle type from the
 * model, letter flag from holder and address) and the request body. Pure and tested.
 */
import type { Appointment, AppointmentFields } from '@shared/contracts/appointments';
import { isValidMobile, normalizePhone, typedPhone } from '@shared/domain/phone';
import { checkPhone } from '@shared/domain/phone-plan';
import { letterFlagFor, normalizePlate, normalizeSurname, upper } from '@shared/domain/text';
import { deriveVehicleType } from '@shared/domain/vehicle-models';
import { FIELD_TEXTS } from '../texts';

/** What the dialog holds; selects keep their value as a string ('0' | '1' | '2'). */
export type FormValues = {
  phone: string;
  surname: string;
  model: string;
  plate: string;
  note: string;
  holder: string;
  address: string;
  email: string;
  vehicleType: string;
  web: string;
  reminder: boolean;
  recall: boolean;
  letter: boolean;
};

export type TextField =
  'phone' | 'surname' | 'model' | 'plate' | 'note' | 'holder' | 'address' | 'email';
export type SwitchField = 'reminder' | 'recall' | 'letter';

/** Italian label of each field, as the dialog shows it. */
export const FIELD_LABELS: Record<keyof FormValues, string> = FIELD_TEXTS;

/** The values of a new appointment. */
export function emptyValues(): FormValues {
  return {
    phone: '',
    surname: '',
    model: '',
    plate: '',
    note: '',
    holder: '',
    address: '',
    email: '',
    vehicleType: '0',
    web: '0',
    reminder: false,
    recall: false,
    letter: false,
  };
}

/** The values of an existing appointment (switches on when the state is not 0). */
export function valuesFromAppointment(a: Appointment): FormValues {
  return {
    phone: a.phone,
    surname: a.surname,
    model: a.model,
    plate: a.plate,
    note: a.note,
    holder: a.holder,
    address: a.address,
    email: a.email,
    vehicleType: String(a.vehicleType),
    web: String(a.web),
    reminder: a.reminderStatus !== 0,
    recall: a.recallStatus !== 0,
    letter: a.letter !== 0,
  };
}

/** Context of a keystroke: a new appointment turns the reminder on when the phone becomes valid. */
export type ChangeContext = { isNew: boolean; reminderTouched: boolean };

/**
 * The values after typing `raw` into `field` (spec 000 §5): phone keeps digits only, and a
 * leading `+` (`typedPhone`), then `normalizePhone` (an Italian mobile loses `+39`); name,
 * model, plate, note, holder and address are uppercased (plate also loses spaces); a model
 * with a known word sets the vehicle type; the letter switch turns on by itself when holder
 * and address become long enough; a new appointment whose phone becomes valid gets the
 * reminder on unless the user already touched that switch.
 */
export function applyTextChange(
  values: FormValues,
  field: TextField,
  raw: string,
  ctx: ChangeContext,
): FormValues {
  const next: FormValues = { ...values };
  switch (field) {
    case 'phone':
      next.phone = normalizePhone(typedPhone(raw));
      if (ctx.isNew && !ctx.reminderTouched) next.reminder = isValidMobile(next.phone);
      break;
    case 'plate':
      next.plate = normalizePlate(raw);
      break;
    case 'email':
      next.email = raw.trim();
      break;
    case 'model': {
      next.model = upper(raw);
      const type = deriveVehicleType(next.model);
      if (type !== null) next.vehicleType = String(type);
      break;
    }
    default:
      next[field] = upper(raw);
  }
  if (
    (field === 'holder' || field === 'address') &&
    !letterFlagFor(values.holder, values.address) &&
    letterFlagFor(next.holder, next.address)
  ) {
    next.letter = true;
  }
  return next;
}

/**
 * "Cellulare non valido" as a warning (spec 000 §5): a real number that is kept but gets no
 * SMS or WhatsApp (a landline, a foreign number: `checkPhone`). SALVA stays enabled.
 */
export function phoneNotMobile(values: FormValues): boolean {
  return checkPhone(values.phone).kind === 'not_mobile';
}

/**
 * "Numero di telefono non valido": what was typed is no number of the numbering plan
 * (`12345678`, letters); SALVA waits, as the server would refuse it.
 */
export function phoneInvalid(values: FormValues): boolean {
  return checkPhone(values.phone).kind === 'invalid';
}

/** SALVA is enabled: a name (after trimming) and a phone that is empty or a phone. */
export function canSave(values: FormValues): boolean {
  return normalizeSurname(values.surname) !== '' && !phoneInvalid(values);
}

/** The request body's fields, normalised as the server stores them. */
export function toFields(values: FormValues): AppointmentFields {
  return {
    surname: normalizeSurname(values.surname),
    phone: normalizePhone(values.phone),
    model: upper(values.model.trim()),
    plate: normalizePlate(values.plate),
    note: upper(values.note.trim()),
    holder: upper(values.holder.trim()),
    address: upper(values.address.trim()),
    email: values.email.trim(),
    vehicleType: Number(values.vehicleType) as 0 | 1 | 2,
    web: Number(values.web) as 0 | 1 | 2,
    reminder: values.reminder,
    recall: values.recall,
    letter: values.letter,
  };
}

/** One field where the user's typing differs from what is saved now. */
export type FieldDiff = { field: keyof FormValues; label: string; mine: string; theirs: string };

function show(v: string | boolean): string {
  if (typeof v === 'boolean') return v ? 'Sì' : 'No';
  return v === '' ? '—' : v;
}

/** The fields where `mine` differs from `theirs`, in dialog order, for "Le tue modifiche". */
export function diffValues(mine: FormValues, theirs: FormValues): FieldDiff[] {
  return (Object.keys(FIELD_LABELS) as (keyof FormValues)[])
    .filter((f) => mine[f] !== theirs[f])
    .map((f) => ({
      field: f,
      label: FIELD_LABELS[f],
      mine: show(mine[f]),
      theirs: show(theirs[f]),
    }));
}

/** True when the user changed anything compared with `base`. */
export function isDirty(values: FormValues, base: FormValues): boolean {
  return diffValues(values, base).length > 0;
}

/** What picking an associated vehicle brings into the form. */
export type PickedVehicle = {
  model: string;
  plate: string;
  holder: string;
  address: string;
  email: string;
  vehicleType: number;
  surname: string;
  phone: string;
};

/**
 * The values after picking a vehicle in "Veicoli associati": model, plate, holder, address,
 * e-mail and vehicle type are taken; name and phone only when still empty. The letter and
 * reminder switches follow the same automatic rules as typing.
 */
export function applyVehicle(values: FormValues, v: PickedVehicle, ctx: ChangeContext): FormValues {
  let next: FormValues = {
    ...values,
    model: upper(v.model),
    plate: normalizePlate(v.plate),
    email: v.email.trim(),
    vehicleType: String(v.vehicleType),
    surname: values.surname.trim() === '' ? upper(v.surname) : values.surname,
  };
  next = applyTextChange(next, 'holder', v.holder, ctx);
  next = applyTextChange(next, 'address', v.address, ctx);
  if (values.phone === '' && v.phone !== '') next = applyTextChange(next, 'phone', v.phone, ctx);
  return next;
}

/**
 * Three-way merge for a stale save: `theirs` (saved now by another desk) with the fields
 * the user changed from `started` to `mine`. Untouched fields keep the other desk's value.
 */
export function mergeChanges(
  theirs: FormValues,
  started: FormValues,
  mine: FormValues,
): FormValues {
  const out: FormValues = { ...theirs };
  for (const f of Object.keys(FIELD_LABELS) as (keyof FormValues)[]) {
    if (mine[f] !== started[f]) (out as Record<string, unknown>)[f] = mine[f];
  }
  return out;
}
