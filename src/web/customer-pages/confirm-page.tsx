/**
 * The confirm page (`/conferma?code=`, spec 001 §2, §4, §5): opening it confirms (web 2);
 * states waiting, "Errore", "Appuntamento non esistente", confirmed, cancelled. Shows date,
 * time and model only. Disdici (after a question) deletes the booking while its date is
 * after today; otherwise the deadline text, on failure "Si è verificato un errore: riprovare".
 */
import { useEffect, useState } from 'react';
import type { PublicBooking } from '@shared/contracts/web-booking';
import { PublicApiError, cancel, confirm } from './api';
import { longDate } from './dates';
import { Modal } from './modal';
import { LoadingStatus, useLoadingStatus } from './loading-status';
import { BOOKING_MSG, T } from './texts';

type State =
  | { s: 'waiting' }
  | { s: 'error' }
  | { s: 'missing' }
  | { s: 'confirmed'; b: PublicBooking }
  | { s: 'cancelled' };

export function ConfirmPage(props: { code: string; onOffline: () => void }) {
  const { code, onOffline } = props;
  const [state, setState] = useState<State>(code ? { s: 'waiting' } : { s: 'missing' });
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!code) return;
    confirm(code).then(
      (b) => {
        document.title = b.titolo;
        setState({ s: 'confirmed', b });
      },
      (err) => {
        if (err instanceof PublicApiError && err.code === 'offline') onOffline();
        else
          setState({
            s: err instanceof PublicApiError && err.status === 404 ? 'missing' : 'error',
          });
      },
    );
  }, [code, onOffline]);

  async function doCancel() {
    setAsking(false);
    try {
      await cancel(code);
      setState({ s: 'cancelled' });
    } catch (err) {
      if (err instanceof PublicApiError && err.code === 'offline') return onOffline();
      setProblem(
        err instanceof PublicApiError && err.status === 409
          ? err.message
          : BOOKING_MSG.cancelFailed,
      );
    }
  }

  const loading = useLoadingStatus(state.s === 'waiting');
  if (loading || state.s === 'waiting') return <LoadingStatus text={T.confirmWaiting} />;
  if (state.s === 'error')
    return (
      <p className="pb-alert" role="alert">
        {BOOKING_MSG.confirmError}
      </p>
    );
  if (state.s === 'missing')
    return (
      <p className="pb-alert" role="alert">
        {BOOKING_MSG.notFound}
      </p>
    );
  if (state.s === 'cancelled') return <h1>{T.cancelled}</h1>;
  const b = state.b;
  return (
    <>
      <p className="pb-muted">{b.titolo}</p>
      <h1>{T.confirmed}</h1>
      <dl className="pb-facts">
        <dt>{T.confirmDate}</dt>
        <dd>{longDate(b.date)}</dd>
        <dt>{T.confirmTime}</dt>
        <dd>{b.time}</dd>
        <dt>{T.confirmModel}</dt>
        <dd>{b.model}</dd>
      </dl>
      {problem && (
        <p className="pb-alert" role="alert">
          {problem}
        </p>
      )}
      {b.cancellable ? (
        <div className="pb-actions">
          <button type="button" className="pb-danger" onClick={() => setAsking(true)}>
            {T.cancelButton}
          </button>
        </div>
      ) : (
        <p className="pb-info">{BOOKING_MSG.cancelTooLate}</p>
      )}
      <Modal open={asking} title={T.cancelAsk} onClose={() => setAsking(false)}>
        <div className="pb-actions">
          <button type="button" className="pb-secondary" onClick={() => setAsking(false)}>
            {T.no}
          </button>
          <button type="button" className="pb-danger" onClick={() => void doCancel()}>
            {T.yes}
          </button>
        </div>
      </Modal>
    </>
  );
}
