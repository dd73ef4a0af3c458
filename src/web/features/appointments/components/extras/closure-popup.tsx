/** Closure popup (spec 000 §2). */
export function ClosurePopup(props: {
  opened: boolean;
  onClose: () => void;
  date: string;
  closed: boolean;
  timetable: string[];
}) {
  return props.opened ? null : null;
}
