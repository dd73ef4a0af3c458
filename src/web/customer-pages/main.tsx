/**
 * Entry of the customers' pages: web booking, confirmation, report, customer link and recall
 * link (own build entry `booking.html`, docs/BOOKING.md).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, rewriteShortLink } from './app';
import './booking.css';

rewriteShortLink();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
