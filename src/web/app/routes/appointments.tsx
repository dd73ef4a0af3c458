/**
 * Route `#/user/appuntamenti` (spec 000 §2): the appointments screen composed with the
 * features it shows but does not own — the daily notes block, the ANNOTAZIONI VEICOLO
 * popup, the Promemoria button with its popup and the SMS side box. Features never import each other; this route is where they meet.
 */
import { AppointmentsPage, type AnnotationsSlotProps } from '@web/features/appointments';
import { ReminderButton, SmsSideBox } from '@web/features/messaging';
import { NotesBlock } from '@web/features/notes';
import { VehicleAnnotationsPopup } from '@web/features/vehicle-annotations';

// Module-level, so the slots are stable and the memoised grid parts never re-render for them.
const renderNotes = (date: string) => <NotesBlock date={date} />;
const renderAnnotations = (props: AnnotationsSlotProps) => <VehicleAnnotationsPopup {...props} />;
const renderReminders = (date: string) => <ReminderButton date={date} />;
const renderSideBoxes = () => <SmsSideBox />;

/** The appointments route element. */
export function AppointmentsRoute() {
  return (
    <AppointmentsPage
      renderNotes={renderNotes}
      renderAnnotations={renderAnnotations}
      renderReminders={renderReminders}
      renderSideBoxes={renderSideBoxes}
    />
  );
}
