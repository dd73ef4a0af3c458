/**
 * Browser entry: providers and the hash router (spec routes are `#/...`), and the lazy
 * service worker registration.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

// The service worker (offline app shell, issue 11 item 5): production builds only, and its
// registration code (workbox-window) is fetched after the page has loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./lib/service-worker').then((m) => m.registerServiceWorker()),
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
