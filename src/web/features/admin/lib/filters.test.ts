/** lista_utenti filters (spec 001 §2, §9: "in scadenza" within 30 days). */
import { describe, expect, it } from 'vitest';
import type { AdminWorkshop } from '@shared/contracts/admin';
import { expiryState, filterAccounts } from './filters';

const today = '2026-11-21';
const w = (id: number, over: Partial<AdminWorkshop>): AdminWorkshop => ({
  id,
  username: `officina${id}`,
  active: 1,
  expiresOn: '2027-06-01',
  linkWeb: null,
  options: [],
  note: '',
  ...over,
});
const list = [
  w(1, { username: 'Moto Rossi' }),
  w(2, { active: 0 }),
  w(3, { expiresOn: '2026-12-21' }),
  w(4, { expiresOn: '2026-12-22' }),
  w(5, { expiresOn: '2026-11-20', note: 'Città di Forlì' }),
  w(6, { expiresOn: null, linkWeb: 'revisioni-sud' }),
];
const ids = (xs: AdminWorkshop[]) => xs.map((x) => x.id);

describe('account filters', () => {
  it('tells active, inactive, expiring within 30 days and expired apart', () => {
    expect(ids(filterAccounts(list, 'tutti', '', today))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(filterAccounts(list, 'attivi', '', today))).toEqual([1, 3, 4, 5, 6]);
    expect(ids(filterAccounts(list, 'non_attivi', '', today))).toEqual([2]);
    expect(ids(filterAccounts(list, 'in_scadenza', '', today))).toEqual([3]);
    expect(ids(filterAccounts(list, 'scaduti', '', today))).toEqual([5]);
  });

  it('searches user name, link and note, ignoring case and accents', () => {
    expect(ids(filterAccounts(list, 'tutti', 'rossi', today))).toEqual([1]);
    expect(ids(filterAccounts(list, 'tutti', 'citta forli', today))).toEqual([5]);
    expect(ids(filterAccounts(list, 'tutti', 'SUD', today))).toEqual([6]);
  });

  it('counts the days left; today is still "in scadenza", yesterday is past', () => {
    expect(expiryState('2026-11-21', today)).toEqual({ state: 'expiring', days: 0 });
    expect(expiryState('2026-11-20', today)).toEqual({ state: 'expired', days: -1 });
    expect(expiryState(null, today)).toEqual({ state: 'never', days: null });
  });
});
