/**
 * Browser entry: providers and the hash router (spec routes are `#/...`), and the service
 * worker registration.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

// The service worker (offline app shell, issue 11 item 5): production builds only, after
// the page has loaded; workbox-window is fetched only for "Aggiorna" (lib/service-worker.ts).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined),
    { once: true },
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
