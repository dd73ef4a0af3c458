/**
 * State of the edit dialog (spec 000 §2): the typed values, the appointment as the server
 * last told us, and what must never be lost — a draft in sessionStorage on every change,
 * and the user's own values kept aside when another desk saved first (409 `stale`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Appointment } from '@shared/contracts/appointments';
import {
  applyTextChange,
  applyVehicle,
  emptyValues,
  isDirty,
  mergeChanges,
  valuesFromAppointment,
  type FormValues,
  type PickedVehicle,
  type SwitchField,
  type TextField,
} from '@web/features/appointments/lib/appointment-form';
import {
  clearDraft,
  draftKey,
  loadDraft,
  saveDraft,
} from '@web/features/appointments/lib/draft-storage';

/** The slot the dialog edits; `appointment` null for an empty slot. */
export type EditTarget = {
  date: string;
  row: number;
  column: number;
  appointment: Appointment | null;
};

type Initial = {
  values: FormValues;
  baseVersion: number | null;
  /** A draft typed over something else (another appointment, or the slot when it was empty). */
  aside: FormValues | null;
  restored: boolean;
};

function initialState(target: EditTarget, key: string): Initial {
  const base = target.appointment ? valuesFromAppointment(target.appointment) : emptyValues();
  const version = target.appointment?.version ?? null;
  const draft = loadDraft(key);
  if (!draft || !isDirty(draft.values, base)) {
    return { values: base, baseVersion: version, aside: null, restored: false };
  }
  if (draft.appointmentId === (target.appointment?.id ?? null)) {
    return { values: draft.values, baseVersion: draft.baseVersion, aside: null, restored: true };
  }
  return { values: base, baseVersion: version, aside: draft.values, restored: false };
}

/** Form state for one opening of the dialog (mount it with a `key` per slot). */
export function useEditForm(target: EditTarget) {
  const key = draftKey(target.date, target.row, target.column);
  const [init] = useState(() => initialState(target, key));
  const [values, setValues] = useState<FormValues>(init.values);
  const [current, setCurrent] = useState<Appointment | null>(target.appointment);
  const [baseVersion, setBaseVersion] = useState<number | null>(init.baseVersion);
  /** The user's values kept aside (stale save or an old draft), shown as "Le tue modifiche". */
  const [aside, setAside] = useState<FormValues | null>(init.aside);
  const [restored, setRestored] = useState(init.restored);
  const reminderTouched = useRef(false);
  const isNew = current === null;

  // Every change is written to sessionStorage at once; a clean form leaves no draft.
  useEffect(() => {
    const base = current ? valuesFromAppointment(current) : emptyValues();
    const pending = isDirty(values, base) ? values : aside;
    if (pending) {
      saveDraft(key, {
        values: pending,
        appointmentId: current?.id ?? null,
        baseVersion,
        savedAt: Date.now(),
      });
    } else {
      clearDraft(key);
    }
  }, [key, values, aside, current, baseVersion]);

  const setText = useCallback(
    (field: TextField, raw: string) =>
      setValues((v) =>
        applyTextChange(v, field, raw, { isNew, reminderTouched: reminderTouched.current }),
      ),
    [isNew],
  );

  const setSwitch = useCallback((field: SwitchField, on: boolean) => {
    if (field === 'reminder') reminderTouched.current = true;
    setValues((v) => ({ ...v, [field]: on }));
  }, []);

  const setSelect = useCallback((field: 'vehicleType' | 'web', value: string | null) => {
    if (value !== null) setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const pickVehicle = useCallback(
    (vehicle: PickedVehicle) =>
      setValues((v) =>
        applyVehicle(v, vehicle, { isNew, reminderTouched: reminderTouched.current }),
      ),
    [isNew],
  );

  /**
   * Another desk saved first: show its content, and keep aside ours = its content plus the
   * fields this user changed (so re-applying never reverts the other desk's other edits).
   */
  const onStale = useCallback(
    (now: Appointment) => {
      const started = current ? valuesFromAppointment(current) : emptyValues();
      const theirs = valuesFromAppointment(now);
      setAside(mergeChanges(theirs, started, values));
      setCurrent(now);
      setBaseVersion(now.version);
      setValues(theirs);
      setRestored(false);
    },
    [values, current],
  );

  /** The appointment was deleted elsewhere: the typed values stay, SALVA creates it again. */
  const onGone = useCallback(() => {
    setCurrent(null);
    setBaseVersion(null);
  }, []);

  const reapplyAside = useCallback(() => {
    if (aside) setValues(aside);
    setAside(null);
  }, [aside]);

  const discardAside = useCallback(() => setAside(null), []);

  /** Forget the draft (after a save, a delete or a deliberate cancel). */
  const forget = useCallback(() => clearDraft(key), [key]);

  /** Puts back what the server has now, dropping the restored draft. */
  const discardRestored = useCallback(() => {
    setValues(current ? valuesFromAppointment(current) : emptyValues());
    setBaseVersion(current?.version ?? null);
    setRestored(false);
  }, [current]);

  return {
    key,
    values,
    current,
    isNew,
    baseVersion,
    aside,
    restored,
    setText,
    setSwitch,
    setSelect,
    pickVehicle,
    onStale,
    onGone,
    reapplyAside,
    discardAside,
    discardRestored,
    forget,
  };
}

export type EditForm = ReturnType<typeof useEditForm>;
