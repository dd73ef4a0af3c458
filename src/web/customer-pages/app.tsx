/**
 * The public pages by real path (spec 001 §2 public routes; 000 §2
 * app_web_collegamento_assente): `/prenota?code={link_web}` → `/app_web/appuntamenti?code=`
 * (day view; `&r=` of a recall link is kept, it fills the form in), `/app_web/report` (thank-you, from history state), `/conferma?code=`
 * (confirm/cancel), `/appuntamento?t=` (a reminder's customer link: confirm, cancel, move),
 * `/stop?t=` (the `$stop$` link: no more messages); a lost connection shows the connection-lost page.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PublicBooking } from '@shared/contracts/web-booking';
import { BookingPage } from './booking-page';
import { ConfirmPage } from './confirm-page';
import { CustomerPage } from './customer-page';
import { ReportPage } from './report-page';
import { StopPage } from './stop-page';
import { BOOKING_MSG, T } from './texts';

export const PATHS = {
  book: '/app_web/appuntamenti',
  report: '/app_web/report',
  offline: '/app_web_collegamento_assente',
} as const;

function readLocation() {
  const url = new URL(window.location.href);
  return {
    path: url.pathname.replace(/\/+$/, ''),
    code: url.searchParams.get('code') ?? '',
    /** A recall link's token (`&r=`): the form is filled in from it. */
    recall: url.searchParams.get('r') ?? '',
    /** A customer link's token (`/appuntamento?t=`). */
    token: url.searchParams.get('t') ?? '',
    state: window.history.state as { booking?: PublicBooking } | null,
  };
}

/**
 * The short link of an SMS, `/prenota?code=` (with a recall's `&r=`), becomes the day view's
 * address before the first render, so reloading and going back keep the real page.
 */
export function rewriteShortLink(): void {
  const url = new URL(window.location.href);
  if (url.pathname.replace(/\/+$/, '') !== '/prenota') return;
  url.pathname = PATHS.book;
  window.history.replaceState(null, '', `${url.pathname}${url.search}`);
}

export function App() {
  const [loc, setLoc] = useState(readLocation);
  const [offline, setOffline] = useState(false);
  const go = useCallback((path: string, code: string, state: unknown = null) => {
    window.history.pushState(state, '', `${path}?code=${encodeURIComponent(code)}`);
    setLoc(readLocation());
  }, []);

  useEffect(() => {
    const onPop = () => setLoc(readLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const onOffline = useCallback(() => setOffline(true), []);

  let page;
  if (offline || loc.path === PATHS.offline) {
    page = (
      <>
        <h1>{T.offlineTitle}</h1>
        <p className="pb-text">{T.offlineText}</p>
        <div className="pb-actions">
          <button
            type="button"
            className="pb-primary"
            onClick={() =>
              loc.path === PATHS.offline ? window.history.back() : window.location.reload()
            }
          >
            {T.retry}
          </button>
        </div>
      </>
    );
  } else if (loc.path === '/stop') {
    page = <StopPage token={loc.token} onOffline={onOffline} />;
  } else if (loc.path === '/appuntamento') {
    page = <CustomerPage token={loc.token} onOffline={onOffline} />;
  } else if (loc.path === '/conferma') {
    page = <ConfirmPage code={loc.code} onOffline={onOffline} />;
  } else if (loc.path === PATHS.report && loc.state?.booking) {
    page = <ReportPage booking={loc.state.booking} onAgain={() => go(PATHS.book, loc.code)} />;
  } else if (
    (loc.path === PATHS.book || loc.path === PATHS.report || loc.path === '/prenota') &&
    loc.code
  ) {
    page = (
      <BookingPage
        key={loc.code}
        link={loc.code}
        recall={loc.recall}
        onOffline={onOffline}
        onBooked={(b) => go(PATHS.report, loc.code, { booking: b })}
      />
    );
  } else {
    page = (
      <p className="pb-alert" role="alert">
        {BOOKING_MSG.invalidLink}
      </p>
    );
  }
  return <main className="pb-main">{page}</main>;
}
