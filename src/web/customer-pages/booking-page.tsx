/**
 * The day view / slot picker (`/app_web/appuntamenti`, spec 001 §2, §4): the workshop's
 * title and home text, an Italian date picker (tomorrow first), and per day: past → pick a
 * later date, closed → the closed message, maintenance → its text, else the slots (free or
 * taken only). A free slot opens the booking modal (filled in from a recall link's token,
 * docs/BOOKING.md "Recall → booking link"); a slot gone meanwhile refreshes the day.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PublicBooking, PublicDay, PublicWorkshop } from '@shared/contracts/web-booking';
import { PublicApiError, book, fetchDay, fetchPrefill, fetchWorkshop } from './api';
import { BookingForm, type BookingFields, type Prefill } from './booking-form';
import { DatePicker } from './date-picker';
import { longDate, plusDays } from './dates';
import { LoadingStatus, useLoadingStatus } from './loading-status';
import { BOOKING_MSG, T } from './texts';

/**
 * The workshop the server put in the page (`#pb-boot`, see server `public-pages.ts`) for
 * the link of the address it was loaded with; read once when the module loads.
 */
const BOOT: { link: string; workshop: PublicWorkshop } | null = (() => {
  const text = document.getElementById('pb-boot')?.textContent;
  const link = new URLSearchParams(window.location.search).get('code');
  if (!text || !link) return null;
  try {
    return { link, workshop: JSON.parse(text) as PublicWorkshop };
  } catch {
    return null;
  }
})();

function firstDate(today: string): string {
  let d = plusDays(today, 1);
  if (new Date(`${d}T00:00:00Z`).getUTCDay() === 0) d = plusDays(d, 1);
  return d;
}

export function BookingPage(props: {
  link: string;
  /** A recall link's token: surname, model and plate come from the server. */
  recall?: string;
  onOffline: () => void;
  onBooked: (b: PublicBooking) => void;
}) {
  const { link, onOffline } = props;
  const boot = BOOT?.link === link ? BOOT.workshop : null;
  const [workshop, setWorkshop] = useState<PublicWorkshop | null>(boot);
  const [fatal, setFatal] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(boot ? firstDate(boot.oggi) : null);
  const [day, setDay] = useState<PublicDay | null>(null);
  const [slot, setSlot] = useState<{ row: number; time: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [prefill, setPrefill] = useState<Prefill | null>(null);

  const fail = useCallback(
    (err: unknown, fallback: string) => {
      if (err instanceof PublicApiError && err.code === 'offline') onOffline();
      else setFatal(err instanceof PublicApiError && err.status === 404 ? err.message : fallback);
    },
    [onOffline],
  );

  useEffect(() => {
    if (boot) return;
    fetchWorkshop(link).then(
      (w) => {
        setWorkshop(w);
        document.title = w.titolo;
        setDate(firstDate(w.oggi));
      },
      (err) => fail(err, BOOKING_MSG.invalidLink),
    );
  }, [boot, link, fail]);

  // A bad or expired recall token leaves the form empty: the customer can still book.
  useEffect(() => {
    if (!props.recall) return;
    let live = true;
    fetchPrefill(link, props.recall).then(
      (p) => live && setPrefill(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [link, props.recall]);

  const loadDay = useCallback(
    (d: string) => {
      fetchDay(link, d).then(setDay, (err) => fail(err, BOOKING_MSG.bookingFailed));
    },
    [link, fail],
  );
  useEffect(() => {
    if (date) loadDay(date);
  }, [date, loadDay]);

  async function submit(fields: BookingFields) {
    if (!date || !slot) return;
    setBusy(true);
    try {
      props.onBooked(await book(link, { ...fields, date, row: slot.row, privacy: true }));
    } catch (err) {
      if (err instanceof PublicApiError && err.code === 'offline') return onOffline();
      setSlot(null);
      setNotice(
        err instanceof PublicApiError && err.status === 409
          ? err.message
          : BOOKING_MSG.bookingFailed,
      );
      loadDay(date);
    } finally {
      setBusy(false);
    }
  }

  const loading = useLoadingStatus(!workshop || !date);
  if (fatal)
    return (
      <p className="pb-alert" role="alert">
        {fatal}
      </p>
    );
  if (loading || !workshop || !date) return <LoadingStatus text={T.loading} />;
  if (workshop.manutenzione)
    return (
      <>
        <h1>{workshop.titolo}</h1>
        <p className="pb-text pb-alert">{workshop.testo_manutenzione || BOOKING_MSG.maintenance}</p>
      </>
    );

  return (
    <>
      <h1>{workshop.titolo}</h1>
      {workshop.testo_home_page && <p className="pb-text">{workshop.testo_home_page}</p>}
      <h2>{T.pickDate}</h2>
      <DatePicker
        value={date}
        today={workshop.oggi}
        onChange={(d) => {
          setNotice(null);
          setDate(d);
        }}
      />
      <section aria-labelledby="pb-day-title" className="pb-day-view">
        <h2 id="pb-day-title">{longDate(date)}</h2>
        {notice && (
          <p className="pb-alert" role="alert">
            {notice}
          </p>
        )}
        <DayBody
          day={day?.date === date ? day : null}
          onPick={(row, time) => {
            setNotice(null);
            setSlot({ row, time });
          }}
        />
      </section>
      <BookingForm
        key={slot ? `${date}-${slot.row}` : 'none'}
        open={slot !== null}
        when={slot ? `${longDate(date)} ${T.at} ${slot.time}` : ''}
        vehicleTypes={workshop.tipi_veicolo}
        prefill={prefill}
        busy={busy}
        onClose={() => setSlot(null)}
        onSubmit={(fields) => void submit(fields)}
      />
    </>
  );
}

/** The slots of a day (shared with the customer page's Sposta). */
export function DayBody(props: {
  day: PublicDay | null;
  onPick: (row: number, time: string) => void;
}) {
  const { day } = props;
  if (!day)
    return (
      <p className="pb-muted" role="status">
        {T.loading}
      </p>
    );
  if (day.state === 'past') return <p className="pb-info">{T.pickLater}</p>;
  if (day.state === 'closed') return <p className="pb-info">{T.closed}</p>;
  if (day.state === 'maintenance') return <p className="pb-info">{BOOKING_MSG.maintenance}</p>;
  const anyFree = day.slots.some((s) => s.free);
  return (
    <>
      <h3 className="pb-sub">{T.slotsTitle}</h3>
      {!anyFree && <p className="pb-info">{T.noFree}</p>}
      <ul className="pb-slots">
        {day.slots.map((s) => (
          <li key={s.row}>
            <button
              type="button"
              className="pb-slot"
              disabled={!s.free}
              aria-label={`${s.time} ${s.free ? T.free : T.taken}`}
              onClick={() => props.onPick(s.row, s.time)}
            >
              {s.time}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
