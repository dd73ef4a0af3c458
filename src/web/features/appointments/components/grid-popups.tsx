/**
 * Every popup the grid opens (spec 000 §2 popups), in one memoised place so moving the
 * selection never re-renders them. Which one is open lives in `PopupState`.
 */
import { memo, type ReactNode } from 'react';
import type { Appointment, DayResponse } from '@shared/contracts/appointments';
import type { Session } from '@shared/contracts/auth';
import type { GridFilter } from '../lib/grid-model';
import { AppointmentDetails } from './popups/appointment-details';
import { ClosurePopup } from './popups/closure-popup';
import { FiltersPopup } from './popups/filters-popup';
import { PhonePopup } from './popups/phone-popup';
import { EditDialog, type EditTarget } from './edit-dialog/edit-dialog';
import { VehiclesDialog } from './edit-dialog/vehicles-dialog';
import { ReasonModal } from './reason-modal';

/** What the ANNOTAZIONI VEICOLO slot receives (the popup lives in its own feature). */
export type AnnotationsSlotProps = {
  opened: boolean;
  onClose: () => void;
  plate: string;
  model: string;
};

/** Renders the ANNOTAZIONI VEICOLO popup; passed in by the route. */
export type AnnotationsSlot = (props: AnnotationsSlotProps) => ReactNode;

/**
 * A message of the context menu about one appointment (spec 000 §2): the booking sheet
 * popup (`sheet`), Avviso ticket (`ticket`) or Veicolo pronto (`ready`).
 */
export type AppointmentMessageKind = 'sheet' | 'ticket' | 'ready';
export type AppointmentMessageRequest = { kind: AppointmentMessageKind; appointment: Appointment };

/**
 * Renders the popup of a context-menu message (it lives in the messaging feature); passed
 * in by the route. Mounted only while a request is open; `onClose` closes it.
 */
export type MessageSlot = (request: AppointmentMessageRequest, onClose: () => void) => ReactNode;

/** Which popup is open, with what it shows. */
export type PopupState = {
  edit: EditTarget | null;
  phone: string | null;
  details: Appointment | null;
  annotations: { plate: string; model: string } | null;
  vehicles: { phone: string; plate: string } | null;
  closure: boolean;
  filters: boolean;
  message: AppointmentMessageRequest | null;
};

export const NO_POPUPS: PopupState = {
  edit: null,
  phone: null,
  details: null,
  annotations: null,
  vehicles: null,
  closure: false,
  filters: false,
  message: null,
};

export type GridPopupsProps = {
  popups: PopupState;
  close: (which: keyof PopupState) => void;
  session: Session;
  date: string;
  day: DayResponse | undefined;
  filter: GridFilter;
  onFilter: (f: GridFilter) => void;
  reasonStatus: number | null;
  onReason: (reason: string) => void;
  onReasonClose: () => void;
  renderAnnotations?: AnnotationsSlot;
  renderMessage?: MessageSlot;
};

function GridPopupsImpl(p: GridPopupsProps) {
  const { popups, close, session } = p;
  const timetable = session.app.timetable;
  return (
    <>
      <EditDialog target={popups.edit} onClose={() => close('edit')} session={session} />
      <PhonePopup
        opened={popups.phone !== null}
        onClose={() => close('phone')}
        phone={popups.phone ?? ''}
      />
      <AppointmentDetails
        opened={popups.details !== null}
        onClose={() => close('details')}
        appointment={popups.details}
        timetable={timetable}
      />
      {p.renderAnnotations?.({
        opened: popups.annotations !== null,
        onClose: () => close('annotations'),
        plate: popups.annotations?.plate ?? '',
        model: popups.annotations?.model ?? '',
      })}
      {popups.vehicles ? (
        <VehiclesDialog
          opened
          onClose={() => close('vehicles')}
          phone={popups.vehicles.phone}
          plate={popups.vehicles.plate}
        />
      ) : null}
      <ClosurePopup
        opened={popups.closure}
        onClose={() => close('closure')}
        date={p.date}
        closed={p.day?.closed ?? false}
        timetable={timetable}
      />
      <FiltersPopup
        opened={popups.filters}
        onClose={() => close('filters')}
        value={p.filter}
        onChange={p.onFilter}
      />
      {popups.message && p.renderMessage?.(popups.message, () => close('message'))}
      <ReasonModal status={p.reasonStatus} onConfirm={p.onReason} onClose={p.onReasonClose} />
    </>
  );
}

export const GridPopups = memo(GridPopupsImpl);
