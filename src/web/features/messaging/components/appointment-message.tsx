/**
 * The popup of a context-menu message about one appointment (spec 000 §2): the booking
 * sheet (`sheet`), Avviso ticket (`ticket`) or Veicolo pronto (`ready`). The appointments
 * screen opens it through the route's render slot; this feature never imports that one.
 */
import type { Appointment } from '@shared/contracts/appointments';
import { lazyPopup, OnceOpened } from '@web/components/lazy-popup';

// Loaded at the first message: the grid paints without them.
const BookingSheetPopup = lazyPopup(() => import('./booking-sheet-popup'), 'BookingSheetPopup');
const SingleMessagePopup = lazyPopup(() => import('./single-message-popup'), 'SingleMessagePopup');

export type AppointmentMessageProps = {
  kind: 'sheet' | 'ticket' | 'ready';
  appointment: Appointment;
  onClose: () => void;
};

export function AppointmentMessage({ kind, appointment, onClose }: AppointmentMessageProps) {
  return (
    <OnceOpened opened onLoadFailed={onClose}>
      {kind === 'sheet' ? (
        <BookingSheetPopup appointment={appointment} onClose={onClose} />
      ) : (
        <SingleMessagePopup
          kind={kind === 'ready' ? 'veicolo_pronto' : 'tagliandini'}
          appointment={appointment}
          onClose={onClose}
        />
      )}
    </OnceOpened>
  );
}
