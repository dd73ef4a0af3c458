/** The booking's calendar file is valid iCalendar (RFC 5545), read back with ical.js. */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingIcs, foldLine } from './icalendar';

const NOW = Date.UTC(2026, 10, 24, 9, 30, 5);

function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const tz = cal.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(tz);
  const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
  return { cal, event };
}

describe('bookingIcs', () => {
  it('is CRLF, folded at 75 octets, with UID, DTSTAMP, zoned start/end and LOCATION', () => {
    const text = bookingIcs(
      {
        date: '2026-12-03',
        time: '9:30',
        titolo: 'Officina Città; Più, Moto & Scooter — Revisioni ciclomotori e motocicli',
        model: 'PIAGGIO BEVERLY 300 ÀÈÌÒÙ',
        indirizzo: 'Via Forlì 1, 47121 Forlì (FC)\nsecondo cortile',
      },
      NOW,
      'abc@reviapp',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    const { event } = parse(text);
    expect(event.uid).toBe('abc@reviapp');
    expect(event.component.getFirstPropertyValue('dtstamp')!.toString()).toBe(
      '2026-11-24T09:30:05Z',
    );
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Rome');
    expect(event.startDate.zone.tzid).toBe('Europe/Rome');
    expect(event.startDate.toString()).toBe('2026-12-03T09:30:00');
    expect(event.endDate.toString()).toBe('2026-12-03T10:00:00');
    // Winter: 9:30 in Rome is 8:30 UTC.
    expect(event.startDate.toUnixTime()).toBe(Date.UTC(2026, 11, 3, 8, 30) / 1000);
    expect(event.summary).toBe(
      'Revisione PIAGGIO BEVERLY 300 ÀÈÌÒÙ · Officina Città; Più, Moto & Scooter — Revisioni ciclomotori e motocicli',
    );
    expect(event.location).toBe('Via Forlì 1, 47121 Forlì (FC)\nsecondo cortile');
  });

  it('keeps summer time and writes an end past midnight on the next day', () => {
    const { event } = parse(
      bookingIcs(
        { date: '2026-07-31', time: '23:45', titolo: 'O', model: 'M', indirizzo: '' },
        NOW,
      ),
    );
    expect(event.startDate.toUnixTime()).toBe(Date.UTC(2026, 6, 31, 21, 45) / 1000);
    expect(event.endDate.toString()).toBe('2026-08-01T00:15:00');
    expect(event.location).toBeNull();
    expect(event.uid).toMatch(/^[0-9a-f]{16}@reviapp$/);
  });
});

describe('foldLine', () => {
  it('never splits a character, emoji included', () => {
    const line = `SUMMARY:${'è😀'.repeat(40)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n ').join('')).toBe(line);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});
