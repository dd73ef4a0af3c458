/**
 * Browser entry: providers and the hash router (spec routes are `#/...`). The service
 * worker is registered after sign-in (`lib/register-worker.ts`, from `app/desk-watch.tsx`).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
