/** Calendar widget (spec 000 §2). */
export function CalendarWidget(props: {
  value: string;
  onChange: (iso: string) => void;
  today: string;
  availableYears: number[];
}) {
  return <div data-value={props.value} />;
}
