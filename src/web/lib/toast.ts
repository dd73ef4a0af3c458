/**
 * Toasts (spec 000 §8): Mantine notifications shown for 4000 ms, in the spec's colours —
 * green for success, blue for information, red for errors, orange for warnings.
 */
import { notifications } from '@mantine/notifications';

/** How long a toast stays on screen, in ms (spec 000 §9). */
export const TOAST_MS = 4000;

function show(color: string, text: string): void {
  notifications.show({ message: text, color, autoClose: TOAST_MS, withBorder: true });
}

/** Green toast: an action succeeded (e.g. "Salvato"). */
export function ok(text: string): void {
  show('green', text);
}

/** Blue toast: neutral information. */
export function info(text: string): void {
  show('blue', text);
}

/** Red toast: an error (e.g. "Nome Utente e/o Password ERRATI"). */
export function error(text: string): void {
  show('red', text);
}

/** Orange toast: a warning. */
export function warn(text: string): void {
  show('orange', text);
}

/** All four helpers as one object: `toast.ok('Salvato')`. */
export const toast = { ok, info, error, warn };
