/** Timestamps of notifications as the screens show them (Europe/Rome, Italian). */
let format: Intl.DateTimeFormat | null = null;
// Made on first use: no work (and no side effect that keeps this module in every bundle) at import.
const formatter = () =>
  (format ??= new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }));

/** `"21/11/2026, 18:30"` for an ISO timestamp; the input as given when it does not parse. */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatter().format(d);
}
