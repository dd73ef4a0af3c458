/**
 * The thank-you page (`/app_web/report`, spec 001 §2): date and time of the booking, what
 * happens next, and (beyond the spec) "Aggiungi al calendario" as an .ics download.
 */
import type { PublicBooking } from '@shared/contracts/web-booking';
import { longDate } from './dates';
import { bookingIcs } from './icalendar';
import { T } from './texts';

export function ReportPage(props: { booking: PublicBooking; onAgain: () => void }) {
  const b = props.booking;
  function download() {
    const blob = new Blob([bookingIcs(b)], {
      type: 'text/calendar',
    });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `revisione-${b.date}.ics`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }
  return (
    <>
      <h1>{T.thanks}</h1>
      <p className="pb-big">
        {T.booked} <strong>{longDate(b.date)}</strong> {T.at} <strong>{b.time}</strong>
      </p>
      <p className="pb-text">{b.model}</p>
      <p className="pb-info">{T.waitMessage}</p>
      <div className="pb-actions pb-stack">
        <button type="button" className="pb-primary" onClick={download}>
          {T.addToCalendar}
        </button>
        <button type="button" className="pb-secondary" onClick={props.onAgain}>
          {T.newBooking}
        </button>
      </div>
    </>
  );
}
