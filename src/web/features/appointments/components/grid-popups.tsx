/**
 * Every popup the grid opens (spec 000 §2 popups), in one memoised place so moving the
 * selection never re-renders them. Which one is open lives in `PopupState`.
 */
import { memo } from 'react';
import type { Appointment, DayResponse } from '@shared/contracts/appointments';
import type { Session } from '@shared/contracts/auth';
import { AppointmentDetails } from './extras/appointment-details';
import { ClosurePopup } from './extras/closure-popup';
import { FiltersPopup, type GridFilter } from './extras/filters-popup';
import { PhonePopup } from './extras/phone-popup';
import { VehicleAnnotationsPopup } from './extras/vehicle-annotations-popup';
import { EditDialog, type EditTarget } from './edit-dialog/edit-dialog';
import { VehiclesDialog } from './edit-dialog/vehicles-dialog';
import { ReasonModal } from './reason-modal';

/** Which popup is open, with what it shows. */
export type PopupState = {
  edit: EditTarget | null;
  phone: string | null;
  details: Appointment | null;
  annotations: { plate: string; model: string } | null;
  vehicles: { phone: string; plate: string } | null;
  closure: boolean;
  filters: boolean;
};

export const NO_POPUPS: PopupState = {
  edit: null,
  phone: null,
  details: null,
  annotations: null,
  vehicles: null,
  closure: false,
  filters: false,
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
      <VehicleAnnotationsPopup
        opened={popups.annotations !== null}
        onClose={() => close('annotations')}
        plate={popups.annotations?.plate ?? ''}
        model={popups.annotations?.model ?? ''}
      />
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
      <ReasonModal status={p.reasonStatus} onConfirm={p.onReason} onClose={p.onReasonClose} />
    </>
  );
}

export const GridPopups = memo(GridPopupsImpl);
