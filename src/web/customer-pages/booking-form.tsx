/**
 * The booking modal (spec 001 §5): Cognome, Modello veicolo, Telefono (a mobile: 3 and 9–10
 * digits), Targa only when a recall link filled it in (docs/BOOKING.md "Recall → booking link"), vehicle type when
 * `tipo_veicoli` offers a choice; surname and model shown and sent uppercase; PRENOTA stays disabled until valid and opens the privacy notice, whose
 * ACCETTO sends the booking.
 */
import { useId, useState } from 'react';
import { isValidMobile, normalizePhone } from '@shared/domain/phone';
import type { BookingInput } from '@shared/contracts/web-booking';
import { Modal } from './modal';
import { T } from './texts';

export type BookingFields = Omit<BookingInput, 'date' | 'row' | 'privacy'>;

/** What a recall link fills in (docs/BOOKING.md "Recall → booking link"). */
export type Prefill = { surname: string; model: string; plate: string };

export function BookingForm(props: {
  open: boolean;
  when: string;
  vehicleTypes: readonly number[];
  /** From a recall link: the fields start filled in; Targa is shown only then. */
  prefill?: Prefill | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (fields: BookingFields) => void;
}) {
  const [surname, setSurname] = useState(props.prefill?.surname ?? '');
  const [model, setModel] = useState(props.prefill?.model ?? '');
  const [plate, setPlate] = useState(props.prefill?.plate ?? '');
  const showPlate = Boolean(props.prefill?.plate);
  const [phone, setPhone] = useState('');
  const [type, setType] = useState<number | undefined>(props.vehicleTypes[0]);
  const [privacy, setPrivacy] = useState(false);
  const ids = { s: useId(), m: useId(), t: useId(), p: useId(), ph: useId() };
  const digits = normalizePhone(phone);
  const valid = surname.trim() !== '' && model.trim() !== '' && isValidMobile(digits);
  const fields: BookingFields = {
    surname: surname.trim(),
    model: model.trim(),
    phone: digits,
    ...(showPlate && plate.trim() ? { plate: plate.trim() } : {}),
    ...(props.vehicleTypes.length > 1 && type !== undefined ? { vehicleType: type } : {}),
  };

  return (
    <>
      <Modal open={props.open && !privacy} title={T.bookTitle} onClose={props.onClose}>
        <p className="pb-when">{props.when}</p>
        <form
          className="pb-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) setPrivacy(true);
          }}
        >
          <label htmlFor={ids.s}>{T.surname}</label>
          <input
            id={ids.s}
            value={surname}
            autoComplete="family-name"
            maxLength={60}
            required
            onChange={(e) => setSurname(e.target.value.toUpperCase())}
          />
          <label htmlFor={ids.m}>{T.model}</label>
          <input
            id={ids.m}
            value={model}
            maxLength={60}
            required
            onChange={(e) => setModel(e.target.value.toUpperCase())}
          />
          {showPlate && (
            <>
              <label htmlFor={ids.t}>{T.plate}</label>
              <input
                id={ids.t}
                value={plate}
                maxLength={12}
                autoCapitalize="characters"
                onChange={(e) => setPlate(e.target.value.toUpperCase())}
              />
            </>
          )}
          <label htmlFor={ids.p}>{T.phone}</label>
          <input
            id={ids.p}
            value={phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            required
            aria-describedby={ids.ph}
            aria-invalid={phone !== '' && !isValidMobile(digits)}
            onChange={(e) => setPhone(e.target.value)}
          />
          <small id={ids.ph}>{T.phoneHint}</small>
          {props.vehicleTypes.length > 1 && (
            <fieldset className="pb-types">
              <legend>{T.vehicleType}</legend>
              {props.vehicleTypes.map((t) => (
                <label key={t} className="pb-radio">
                  <input
                    type="radio"
                    name="tipo"
                    checked={type === t}
                    onChange={() => setType(t)}
                  />
                  {T.vehicleLabels[t]}
                </label>
              ))}
            </fieldset>
          )}
          <div className="pb-actions">
            <button type="button" className="pb-secondary" onClick={props.onClose}>
              {T.cancel}
            </button>
            <button type="submit" className="pb-primary" disabled={!valid || props.busy}>
              {T.book}
            </button>
          </div>
        </form>
      </Modal>
      <Modal open={props.open && privacy} title={T.privacyTitle} onClose={() => setPrivacy(false)}>
        <p>{T.privacyText}</p>
        <div className="pb-actions">
          <button type="button" className="pb-secondary" onClick={() => setPrivacy(false)}>
            {T.cancel}
          </button>
          <button
            type="button"
            className="pb-primary"
            disabled={props.busy}
            onClick={() => props.onSubmit(fields)}
          >
            {T.accept}
          </button>
        </div>
      </Modal>
    </>
  );
}
