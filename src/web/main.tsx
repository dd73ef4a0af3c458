/**
 * Browser entry: providers and the hash router (spec routes are `#/...`). The service
 * worker is registered after sign-in (`lib/register-worker.ts`, from `app/desk-watch.tsx`).
 *
 * The first render is a transition: React renders the first screen in slices of a few
 * milliseconds and lets the browser run between them, instead of one long task after the
 * scripts (README "Performance": the login page's Total Blocking Time on a phone). The page
 * shows index.html's logo and tagline until the screen is committed, all at once.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { paths } from './config/paths';

// The address without a route opens the login page (the router's index route says the same):
// written before the first render, so that render is the login page's, not a redirect's.
if (window.location.hash === '' || window.location.hash === '#' || window.location.hash === '#/')
  window.history.replaceState(window.history.state, '', `#${paths.login}`);

const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
