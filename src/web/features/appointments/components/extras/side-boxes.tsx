import type { DayResponse } from '../../../../../shared/contracts/appointments';
import type { Session } from '../../../../../shared/contracts/auth';
/** Side boxes (spec 000 §2). */
export function SideBoxes(props: { day: DayResponse | undefined; session: Session }) {
  return props.day ? null : null;
}
