import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMETABLE } from './timetable';
import {
  fillTemplate,
  formatMonthItalian,
  joinWaText,
  reminderValues,
  splitWaText,
  waMeUrl,
} from './templates';

describe('fillTemplate (spec 000 §3, §5; 001 §5)', () => {
  it('fills every placeholder, every time it appears', () => {
    const text = fillTemplate('$veicolo$ $targa$ il $giorno$ alle $ora$ ($targa$) $mese$ $link$', {
      giorno: '2026-03-05',
      ora: '9:30',
      veicolo: 'HONDA SH 125',
      targa: 'AB12345',
      mese: '2027-03',
      link: 'https://x.it/conferma?code=1',
    });
    expect(text).toBe(
      'HONDA SH 125 AB12345 il 05/03/2026 alle 9:30 (AB12345) marzo 2027 https://x.it/conferma?code=1',
    );
  });

  it('replaces a missing value by nothing and leaves unknown $words$ as typed', () => {
    expect(fillTemplate('[$targa$] $nome$', {})).toBe('[] $nome$');
  });

  it('takes $ora$ from the workshop timetable row and $giorno$ as dd/mm/yyyy', () => {
    const v = reminderValues(
      { date: '2026-12-31', row: 3, model: 'VESPA', plate: 'X1' },
      DEFAULT_TIMETABLE,
    );
    expect(v).toEqual({ giorno: '2026-12-31', ora: '9:00', veicolo: 'VESPA', targa: 'X1' });
    expect(fillTemplate('$giorno$ $ora$', v)).toBe('31/12/2026 9:00');
    expect(
      reminderValues({ date: '2026-01-01', row: 99, model: '', plate: '' }, ['8:00']).ora,
    ).toBe('');
  });

  it('names months in Italian', () => {
    expect(formatMonthItalian('2027-01-01')).toBe('gennaio 2027');
    expect(formatMonthItalian('2026-12')).toBe('dicembre 2026');
  });
});

describe('WhatsApp texts (spec 001 §3 ==sms==, spec 000 §5 & → %26)', () => {
  it('splits and joins the SMS fallback', () => {
    expect(splitWaText('Ciao *Mario*==sms==Ciao Mario')).toEqual({
      wa: 'Ciao *Mario*',
      sms: 'Ciao Mario',
    });
    expect(splitWaText('solo wa')).toEqual({ wa: 'solo wa', sms: null });
    expect(splitWaText('wa==sms==  ')).toEqual({ wa: 'wa', sms: null });
    expect(joinWaText('a', 'b')).toBe('a==sms==b');
    expect(joinWaText('a', '')).toBe('a');
  });

  it('builds the wa.me link with prefix 39 and & encoded as %26', () => {
    expect(waMeUrl('3331234567', 'Auto & moto\npronte')).toBe(
      'https://wa.me/393331234567?text=Auto%20%26%20moto%0Apronte',
    );
  });
});
