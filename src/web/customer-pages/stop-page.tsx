/**
 * The page behind `$stop$` (`/stop?t=`, docs/MESSAGING.md "Non contattare"): the workshop's
 * name and one button, "Non voglio più ricevere messaggi"; pressing it puts the phone of the
 * message on the workshop's Non contattare list, once (a second press, or a later visit,
 * says it is already excluded). A tampered or unknown link shows the error and changes
 * nothing. Phone-first, in the booking pages' light bundle.
 */
import { useEffect, useState } from 'react';
import type { StopPage as StopState } from '@shared/contracts/opt-outs';
import { PublicApiError, stop } from './api';
import { BOOKING_MSG, S, T } from './texts';

type Load = { s: 'waiting' } | { s: 'failed'; message: string } | { s: 'ok'; page: StopState };

/** The message of an error answer: the server's Italian text, else a generic one. */
const messageOf = (err: unknown) =>
  err instanceof PublicApiError && err.message ? err.message : S.failed;

export function StopPage(props: { token: string; onOffline: () => void }) {
  const { token, onOffline } = props;
  const [load, setLoad] = useState<Load>(
    token ? { s: 'waiting' } : { s: 'failed', message: BOOKING_MSG.invalidLink },
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    stop.read(token).then(
      (page) => {
        document.title = page.titolo;
        setLoad({ s: 'ok', page });
      },
      (err) => {
        if (err instanceof PublicApiError && err.code === 'offline') onOffline();
        else setLoad({ s: 'failed', message: messageOf(err) });
      },
    );
  }, [token, onOffline]);

  async function press() {
    setBusy(true);
    setProblem(null);
    try {
      setLoad({ s: 'ok', page: await stop.press(token) });
    } catch (err) {
      if (err instanceof PublicApiError && err.code === 'offline') onOffline();
      else setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  if (load.s === 'waiting')
    return (
      <p className="pb-muted" role="status">
        {T.confirmWaiting}
      </p>
    );
  if (load.s === 'failed')
    return (
      <p className="pb-alert" role="alert">
        {load.message}
      </p>
    );
  const { page } = load;
  return (
    <>
      <p className="pb-muted">{page.titolo}</p>
      <h1>{S.title}</h1>
      {page.notice ? (
        <p className="pb-info" role="status">
          {page.notice}
        </p>
      ) : null}
      {!page.stopped && (
        <>
          <p className="pb-text">{S.text}</p>
          {problem && (
            <p className="pb-alert" role="alert">
              {problem}
            </p>
          )}
          <div className="pb-actions">
            <button
              type="button"
              className="pb-primary"
              disabled={busy}
              onClick={() => void press()}
            >
              {S.button}
            </button>
          </div>
        </>
      )}
    </>
  );
}
