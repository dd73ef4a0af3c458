/**
 * lista_utenti filters (spec 001 §2 "user list with filters", §9 "'In scadenza' means within
 * 30 days"): attivi, non attivi, in scadenza, scaduti, and a text search over user name,
 * link_web and note (case and accents ignored). Dates are Europe/Rome calendar dates.
 */
import type { AdminWorkshop } from '@shared/contracts/admin';
import { daysBetween } from '@shared/domain/iso-date';

/** Days before the expiry that make an account "in scadenza" (spec 001 §9). */
export const EXPIRING_DAYS = 30;
/** Credit below this is shown in red (spec 001 §9). */
export const LOW_CREDIT = 200;
/** Default trial length of a new account, days (spec 000 §3, §9). */
export const TRIAL_DAYS = 100;
/** The "+1 anno" shortcut, days (spec 001 §9). */
export const PLUS_YEAR_DAYS = 366;

export const ACCOUNT_FILTERS = ['tutti', 'attivi', 'non_attivi', 'in_scadenza', 'scaduti'] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];

export type ExpiryState = 'never' | 'ok' | 'expiring' | 'expired';

/** Where an expiry date stands from `today`, with the days left (negative once past). */
export function expiryState(
  expiresOn: string | null,
  today: string,
): { state: ExpiryState; days: number | null } {
  if (!expiresOn) return { state: 'never', days: null };
  const days = daysBetween(today, expiresOn);
  if (days < 0) return { state: 'expired', days };
  if (days <= EXPIRING_DAYS) return { state: 'expiring', days };
  return { state: 'ok', days };
}

/** Lower case without accents, for searching. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when the account passes the filter (active ones only for the expiry filters). */
export function matchesFilter(w: AdminWorkshop, filter: AccountFilter, today: string): boolean {
  const { state } = expiryState(w.expiresOn, today);
  switch (filter) {
    case 'tutti':
      return true;
    case 'attivi':
      return w.active === 1;
    case 'non_attivi':
      return w.active === 0;
    case 'in_scadenza':
      return w.active === 1 && state === 'expiring';
    case 'scaduti':
      return state === 'expired';
  }
}

/** The accounts passing `filter` whose user name, link_web or note contains `search`. */
export function filterAccounts(
  list: readonly AdminWorkshop[],
  filter: AccountFilter,
  search: string,
  today: string,
): AdminWorkshop[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return list.filter((w) => {
    if (!matchesFilter(w, filter, today)) return false;
    if (words.length === 0) return true;
    const hay = fold(`${w.username} ${w.linkWeb ?? ''} ${w.note}`);
    return words.every((word) => hay.includes(word));
  });
}
