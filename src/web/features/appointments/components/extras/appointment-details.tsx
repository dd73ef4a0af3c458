import type { Appointment } from '../../../../../shared/contracts/appointments';
/** Appointment details popup (spec 000 §2). */
export function AppointmentDetails(props: {
  opened: boolean;
  onClose: () => void;
  appointment: Appointment | null;
  timetable: string[];
}) {
  return props.opened ? null : null;
}
