/**
 * Route `#/user/appuntamenti` (spec 000 §2): the appointments screen composed with the
 * features it shows but does not own — the daily notes block, the ANNOTAZIONI VEICOLO
 * popup, the Promemoria button with its popup, the SMS side box and the context menu's
 * messages (Foglio prenotazione, Avviso ticket, Veicolo pronto), the web bookings' WEB box
 * and WhatsApp confirmation sweep, and the SYNC box. Features never import each other; this
 * route is where they meet.
 */
import {
  AppointmentsPage,
  type AnnotationsSlotProps,
  type AppointmentMessageRequest,
} from '@web/features/appointments';
import { AppointmentMessage, ReminderButton, SmsSideBox } from '@web/features/messaging';
import { NotesBlock } from '@web/features/notes';
import { SyncSideBox } from '@web/features/sync';
import { VehicleAnnotationsPopup } from '@web/features/vehicle-annotations';
import { WaConfirmationSweep, WebSideBox } from '@web/features/web-booking';

// Module-level, so the slots are stable and the memoised grid parts never re-render for them.
const renderNotes = (date: string) => <NotesBlock date={date} />;
const renderAnnotations = (props: AnnotationsSlotProps) => <VehicleAnnotationsPopup {...props} />;
const renderReminders = (date: string) => <ReminderButton date={date} />;
const renderSideBoxes = (date: string) => (
  <>
    <SmsSideBox />
    <WebSideBox />
    <WaConfirmationSweep />
    <SyncSideBox date={date} />
  </>
);
const renderMessage = (request: AppointmentMessageRequest, onClose: () => void) => (
  <AppointmentMessage kind={request.kind} appointment={request.appointment} onClose={onClose} />
);

/** The appointments route element. */
export function AppointmentsRoute() {
  return (
    <AppointmentsPage
      renderNotes={renderNotes}
      renderAnnotations={renderAnnotations}
      renderReminders={renderReminders}
      renderSideBoxes={renderSideBoxes}
      renderMessage={renderMessage}
    />
  );
}
