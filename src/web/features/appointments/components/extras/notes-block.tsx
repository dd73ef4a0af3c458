/** Notes block (spec 000 §2): NOTE DEL GIORNO and PROMEMORIA. */
export function NotesBlock({ date }: { date: string }) {
  return <div data-date={date} />;
}
