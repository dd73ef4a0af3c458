/**
 * Toasts (spec 000 §4, §8): Mantine notifications shown for 4000 ms, in the spec's colours —
 * green for success, blue for information, red for errors, orange for warnings — with the
 * spec's icons (green ok, blue alert, others error).
 */
import { createElement, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { COMMON_MSG } from '@shared/messages';
import { ApiError } from './api-client';

/** How long a toast stays on screen, in ms (spec 000 §9). */
export const TOAST_MS = 4000;

const icon = (c: typeof IconCheck): ReactNode => createElement(c, { size: 18, stroke: 2.5 });

function show(color: string, text: string, glyph: typeof IconCheck): void {
  notifications.show({
    message: text,
    color,
    icon: icon(glyph),
    autoClose: TOAST_MS,
    withBorder: true,
  });
}

/** Green toast: an action succeeded (e.g. "Salvato"). */
export function ok(text: string): void {
  show('green', text, IconCheck);
}

/** Blue toast: neutral information. */
export function info(text: string): void {
  show('blue', text, IconInfoCircle);
}

/** Red toast: an error (e.g. "Nome Utente e/o Password ERRATI"). */
export function error(text: string): void {
  show('red', text, IconX);
}

/** Orange toast: a warning. */
export function warn(text: string): void {
  show('orange', text, IconAlertTriangle);
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
