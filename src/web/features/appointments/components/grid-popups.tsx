/**
 * Every popup the grid opens (spec 000 §2 popups), in one memoised place so moving the
 * selection never re-renders them. Which one is open lives in `PopupState`.
 *
 * Each popup's code loads the first time it opens (`lazyPopup`, README "Performance": the grid
 * paints without Modal, Select or Autocomplete), and all of them start loading at the
 * desk's first key press, tap or right click on the page, so by the time a dialog is asked
 * for its chunk is normally already here.
 */
import { memo, type ReactNode } from 'react';
import type { Appointment, DayResponse } from '@shared/contracts/appointments';
import type { Session } from '@shared/contracts/auth';
import { lazyPopup, OnceOpened, usePreloadOnFirstUse } from '@web/components/lazy-popup';
import type { GridFilter } from '../lib/grid-model';
import { CellMenuPopup } from './cell-menu-lazy';
import type { EditTarget } from './edit-dialog/edit-dialog';

const EditDialog = lazyPopup(() => import('./edit-dialog/edit-dialog'), 'EditDialog');
const VehiclesDialog = lazyPopup(() => import('./edit-dialog/vehicles-dialog'), 'VehiclesDialog');
const AppointmentDetails = lazyPopup(
  () => import('./popups/appointment-details'),
  'AppointmentDetails',
);
const ClosurePopup = lazyPopup(() => import('./popups/closure-popup'), 'ClosurePopup');
const FiltersPopup = lazyPopup(() => import('./popups/filters-popup'), 'FiltersPopup');
const PhonePopup = lazyPopup(() => import('./popups/phone-popup'), 'PhonePopup');
const ReasonModal = lazyPopup(() => import('./reason-modal'), 'ReasonModal');

/** Loaded at the page's first key press, tap or right click (the cell menu too). */
const POPUPS = [
  CellMenuPopup,
  EditDialog,
  VehiclesDialog,
  AppointmentDetails,
  ClosurePopup,
  FiltersPopup,
  PhonePopup,
  ReasonModal,
];

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
  usePreloadOnFirstUse(POPUPS);
  return (
    <>
      <OnceOpened opened={popups.edit !== null} onLoadFailed={() => close('edit')}>
        <EditDialog target={popups.edit} onClose={() => close('edit')} session={session} />
      </OnceOpened>
      <OnceOpened opened={popups.phone !== null} onLoadFailed={() => close('phone')}>
        <PhonePopup
          opened={popups.phone !== null}
          onClose={() => close('phone')}
          phone={popups.phone ?? ''}
        />
      </OnceOpened>
      <OnceOpened opened={popups.details !== null} onLoadFailed={() => close('details')}>
        <AppointmentDetails
          opened={popups.details !== null}
          onClose={() => close('details')}
          appointment={popups.details}
          timetable={timetable}
        />
      </OnceOpened>
      {p.renderAnnotations?.({
        opened: popups.annotations !== null,
        onClose: () => close('annotations'),
        plate: popups.annotations?.plate ?? '',
        model: popups.annotations?.model ?? '',
      })}
      {popups.vehicles ? (
        <OnceOpened opened onLoadFailed={() => close('vehicles')}>
          <VehiclesDialog
            opened
            onClose={() => close('vehicles')}
            phone={popups.vehicles.phone}
            plate={popups.vehicles.plate}
          />
        </OnceOpened>
      ) : null}
      <OnceOpened opened={popups.closure} onLoadFailed={() => close('closure')}>
        <ClosurePopup
          opened={popups.closure}
          onClose={() => close('closure')}
          date={p.date}
          closed={p.day?.closed ?? false}
          timetable={timetable}
        />
      </OnceOpened>
      <OnceOpened opened={popups.filters} onLoadFailed={() => close('filters')}>
        <FiltersPopup
          opened={popups.filters}
          onClose={() => close('filters')}
          value={p.filter}
          onChange={p.onFilter}
        />
      </OnceOpened>
      {popups.message && p.renderMessage?.(popups.message, () => close('message'))}
      <OnceOpened opened={p.reasonStatus !== null} onLoadFailed={p.onReasonClose}>
        <ReasonModal status={p.reasonStatus} onConfirm={p.onReason} onClose={p.onReasonClose} />
      </OnceOpened>
    </>
  );
}

export const GridPopups = memo(GridPopupsImpl);
