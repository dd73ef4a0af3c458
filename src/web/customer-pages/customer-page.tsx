/**
 * The customer's page of a reminder's personal link (`/appuntamento?t=`, docs/MESSAGING.md
 * "Customer links"): the appointment's day, time and vehicle; CONFERMO, DISDICO (until
 * midnight before its day, after a question) and SPOSTA (a free slot of the next 28 days,
 * once, after a question). Each answer's `notice` says what happened, or what had already
 * happened on a second press. Phone-first, in the booking pages' light bundle.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PublicDay } from '@shared/contracts/web-booking';
import type { CustomerAppointment } from '@shared/contracts/customer-link';
import { PublicApiError, customer } from './api';
import { DayBody } from './booking-page';
import { DatePicker } from './date-picker';
import { longDate, plusDays } from './dates';
import { Modal } from './modal';
import { LoadingStatus, useLoadingStatus } from './loading-status';
import { BOOKING_MSG, C, T } from './texts';

type Load =
  { s: 'waiting' } | { s: 'failed'; message: string } | { s: 'ok'; a: CustomerAppointment };

/** The first day Sposta proposes: tomorrow, or Monday when tomorrow is a Sunday. */
function firstMoveDate(today: string): string {
  const d = plusDays(today, 1);
  return new Date(`${d}T00:00:00Z`).getUTCDay() === 0 ? plusDays(d, 1) : d;
}

export function CustomerPage(props: { token: string; onOffline: () => void }) {
  const { token, onOffline } = props;
  const [load, setLoad] = useState<Load>(
    token ? { s: 'waiting' } : { s: 'failed', message: BOOKING_MSG.invalidLink },
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<'cancel' | null>(null);
  const [moving, setMoving] = useState(false);
  /** Bumped by a failed action: Sposta reloads its day (a slot may have gone). */
  const [attempt, setAttempt] = useState(0);

  /** An error answer: offline → the connection page; 404/400 → the page's message. */
  const failed = useCallback(
    (err: unknown, keepPage: boolean) => {
      if (err instanceof PublicApiError && err.code === 'offline') return onOffline();
      const message =
        err instanceof PublicApiError && err.message ? err.message : BOOKING_MSG.cancelFailed;
      if (keepPage && err instanceof PublicApiError && err.status === 409) setProblem(message);
      else if (keepPage) setProblem(BOOKING_MSG.cancelFailed);
      else setLoad({ s: 'failed', message });
    },
    [onOffline],
  );

  useEffect(() => {
    if (!token) return;
    customer.read(token).then(
      (a) => {
        document.title = a.titolo;
        setLoad({ s: 'ok', a });
      },
      (err) => failed(err, false),
    );
  }, [token, failed]);

  async function act(run: () => Promise<CustomerAppointment>) {
    setBusy(true);
    setProblem(null);
    try {
      setLoad({ s: 'ok', a: await run() });
      setMoving(false);
    } catch (err) {
      failed(err, true);
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  const loading = useLoadingStatus(load.s === 'waiting');
  if (loading || load.s === 'waiting') return <LoadingStatus text={T.confirmWaiting} />;
  if (load.s === 'failed')
    return (
      <p className="pb-alert" role="alert">
        {load.message}
      </p>
    );
  const a = load.a;
  const facts = (
    <dl className="pb-facts">
      <dt>{T.confirmDate}</dt>
      <dd>{longDate(a.date)}</dd>
      <dt>{T.confirmTime}</dt>
      <dd>{a.time}</dd>
      {a.model && (
        <>
          <dt>{T.confirmModel}</dt>
          <dd>{a.model}</dd>
        </>
      )}
      {a.indirizzo && (
        <>
          <dt>{C.address}</dt>
          <dd>{a.indirizzo}</dd>
        </>
      )}
    </dl>
  );
  const notice = a.notice && (
    <p className="pb-info" role="status">
      {a.notice}
    </p>
  );
  if (a.state === 'cancelled')
    return (
      <>
        <p className="pb-muted">{a.titolo}</p>
        <h1>{C.cancelledTitle}</h1>
        {notice}
        {facts}
        <p className="pb-text">{C.freed}</p>
      </>
    );
  return (
    <>
      <p className="pb-muted">{a.titolo}</p>
      <h1>
        {C.title}
        {a.confirmed && <span className="pb-badge">{C.confirmedBadge}</span>}
      </h1>
      {notice}
      {facts}
      {a.moved && <p className="pb-muted">{C.movedNote}</p>}
      {problem && !moving && (
        <p className="pb-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="pb-actions pb-customer-actions">
        {!a.confirmed && (
          <button
            type="button"
            className="pb-primary"
            disabled={busy}
            onClick={() => void act(() => customer.confirm(token))}
          >
            {C.confirm}
          </button>
        )}
        {a.movable && !moving && (
          <button
            type="button"
            className="pb-secondary"
            disabled={busy}
            onClick={() => setMoving(true)}
          >
            {C.move}
          </button>
        )}
        {a.cancellable && (
          <button
            type="button"
            className="pb-danger"
            disabled={busy}
            onClick={() => setAsking('cancel')}
          >
            {C.cancel}
          </button>
        )}
      </div>
      {!a.cancellable && <p className="pb-info">{BOOKING_MSG.cancelTooLate}</p>}
      {moving && (
        <MovePicker
          token={token}
          appointment={a}
          attempt={attempt}
          problem={problem}
          busy={busy}
          onClose={() => setMoving(false)}
          onMove={(date, row) => void act(() => customer.move(token, date, row))}
          onError={(err) => failed(err, true)}
        />
      )}
      <Modal open={asking === 'cancel'} title={C.cancelAsk} onClose={() => setAsking(null)}>
        <div className="pb-actions">
          <button type="button" className="pb-secondary" onClick={() => setAsking(null)}>
            {T.no}
          </button>
          <button
            type="button"
            className="pb-danger"
            onClick={() => {
              setAsking(null);
              void act(() => customer.cancel(token));
            }}
          >
            {C.cancelYes}
          </button>
        </div>
      </Modal>
    </>
  );
}

/** Sposta: a date picker over the move window, the day's slots, a question before moving. */
function MovePicker(props: {
  token: string;
  appointment: CustomerAppointment;
  /** Changes after a failed move: the day is read again. */
  attempt: number;
  problem: string | null;
  busy: boolean;
  onClose: () => void;
  onMove: (date: string, row: number) => void;
  onError: (err: unknown) => void;
}) {
  const { token, appointment: a, attempt, onError } = props;
  const [date, setDate] = useState(() => firstMoveDate(a.today));
  const [day, setDay] = useState<PublicDay | null>(null);
  const [slot, setSlot] = useState<{ row: number; time: string } | null>(null);

  // The day shown is the one asked for: while another loads, the slots wait.
  const shownDay = day?.date === date ? day : null;
  useEffect(() => {
    let live = true;
    customer.day(token, date).then(
      (d) => live && setDay(d),
      (err) => live && onError(err),
    );
    return () => {
      live = false;
    };
  }, [token, date, attempt, onError]);

  return (
    <section aria-labelledby="pb-move-title" className="pb-day-view">
      <h2 id="pb-move-title">{C.moveTitle}</h2>
      <DatePicker value={date} today={a.today} max={a.moveUntil} onChange={setDate} />
      <h3 className="pb-sub">{longDate(date)}</h3>
      {props.problem && (
        <p className="pb-alert" role="alert">
          {props.problem}
        </p>
      )}
      <DayBody day={shownDay} onPick={(row, time) => setSlot({ row, time })} />
      <div className="pb-actions">
        <button type="button" className="pb-secondary" onClick={props.onClose}>
          {C.closeMove}
        </button>
      </div>
      <Modal
        open={slot !== null}
        title={slot ? C.moveAsk(`${longDate(date)} ${T.at} ${slot.time}`) : ''}
        onClose={() => setSlot(null)}
      >
        <div className="pb-actions">
          <button type="button" className="pb-secondary" onClick={() => setSlot(null)}>
            {C.back}
          </button>
          <button
            type="button"
            className="pb-primary"
            disabled={props.busy}
            onClick={() => {
              const s = slot!;
              setSlot(null);
              props.onMove(date, s.row);
            }}
          >
            {C.moveYes}
          </button>
        </div>
      </Modal>
    </section>
  );
}
