/** Entry of the public booking pages (own build entry `booking.html`, docs/BOOKING.md). */
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
