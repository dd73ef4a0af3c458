/**
 * The popup of a context-menu message about one appointment (spec 000 §2): the booking
 * sheet (`sheet`), Avviso ticket (`ticket`) or Veicolo pronto (`ready`). The appointments
 * screen opens it through the route's render slot; this feature never imports that one.
 */
import type { Appointment } from '@shared/contracts/appointments';
import { BookingSheetPopup } from './booking-sheet-popup';
import { SingleMessagePopup } from './single-message-popup';

export type AppointmentMessageProps = {
  kind: 'sheet' | 'ticket' | 'ready';
  appointment: Appointment;
  onClose: () => void;
};

export function AppointmentMessage({ kind, appointment, onClose }: AppointmentMessageProps) {
  if (kind === 'sheet') return <BookingSheetPopup appointment={appointment} onClose={onClose} />;
  return (
    <SingleMessagePopup
      kind={kind === 'ready' ? 'veicolo_pronto' : 'tagliandini'}
      appointment={appointment}
      onClose={onClose}
    />
  );
}
