/**
 * Toasts (spec 000 §4, §8): Mantine notifications shown for 4000 ms, in the spec's colours —
 * green for success, blue for information, red for errors, orange for warnings — with the
 * spec's icons, chosen by colour alone (`toastIcon`): green the ok icon, blue the alert icon,
 * every other colour (red, orange) the error icon.
 *
 * `@mantine/notifications` is loaded with the first toast (README "Performance": the login page does
 * not download it; the signed-in chunk imports it up front and the login page fetches it at
 * the first key press or tap, so it is in memory before a network failure needs a toast):
 * toasts asked for meanwhile are shown in order once it has arrived, and `NotificationsHost`
 * (`@web/components/notifications-host`) mounts the container then.
 */
import { createElement } from 'react';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { COMMON_MSG } from '@shared/messages';
import { ApiError } from './api-client';

/** How long a toast stays on screen, in ms (spec 000 §9). */
export const TOAST_MS = 4000;

/** How long a toast takes to fade in, and to fade out, in ms (spec 000 §4). */
export const TOAST_FADE_MS = 500;

/** A toast's colour (spec 000 §4 Toast: verde, blu, rosso, arancione). */
export type ToastColor = 'green' | 'blue' | 'red' | 'orange';

/**
 * The icon of a toast of `color` (spec 000 §4 "Toast lifecycle": "Colours map to icon: green
 * ok, blue alert, others error"): a check, an exclamation in a circle, a cross.
 */
export function toastIcon(color: ToastColor): typeof IconCheck {
  if (color === 'green') return IconCheck;
  if (color === 'blue') return IconAlertCircle;
  return IconX;
}

type NotificationsModule = typeof import('./notifications-module');
let mantine: Promise<NotificationsModule> | null = null;

/**
 * Mantine's notifications module, fetched once (also used by the container's host). A
 * failed fetch (no network) is forgotten, so the next toast tries again.
 */
export function loadNotifications(): Promise<NotificationsModule> {
  mantine ??= import('./notifications-module').catch((e: unknown) => {
    mantine = null;
    throw e;
  });
  return mantine;
}

// At the first key press or tap (not in the page's first load), so the module is in memory
// before a network failure needs a toast.
if (typeof window !== 'undefined')
  for (const e of ['pointerdown', 'keydown'])
    window.addEventListener(e, () => void loadNotifications().catch(() => undefined), {
      capture: true,
      once: true,
    });

let asked = 0;
const listeners = new Set<() => void>();

/** How many toasts were asked for so far (the host mounts the container from the first). */
export const toastsAsked = () => asked;

/** Calls `listener` whenever a toast is asked for; returns the unsubscribe function. */
export function onToastAsked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(color: ToastColor, text: string): void {
  const options = {
    message: text,
    color,
    icon: createElement(toastIcon(color), { size: 18, stroke: 2.5 }),
    autoClose: TOAST_MS,
    withBorder: true,
  };
  loadNotifications().then(
    (m) => m.notifications.show(options),
    () => undefined, // module unreachable (no network): this toast is lost, the next retries
  );
  asked += 1;
  for (const l of listeners) l();
}

/** Green toast: an action succeeded (e.g. "Salvato"). */
export function ok(text: string): void {
  show('green', text);
}

/** Blue toast: neutral information (the alert icon). */
export function info(text: string): void {
  show('blue', text);
}

/** Red toast: an error (e.g. "Nome Utente e/o Password ERRATI"). */
export function error(text: string): void {
  show('red', text);
}

/** Orange toast: a warning (the error icon, as every colour but green and blue). */
export function warn(text: string): void {
  show('orange', text);
}

/**
 * Red toast for a failed call: the server's Italian message when `err` is an ApiError
 * (network failures carry "Errore connessione database"), else COMMON_MSG.serverError ("Si è verificato un errore, riprova").
 */
export function toastError(err: unknown): void {
  error(err instanceof ApiError ? err.message : COMMON_MSG.serverError);
}

/** All the helpers as one object: `toast.ok('Salvato')`, `toast.failure(err)`. */
export const toast = { ok, info, error, warn, failure: toastError };
