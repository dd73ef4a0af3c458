/**
 * The booking's calendar file ("Aggiungi al calendario" on the thank-you page, beyond spec
 * 001 §2): one VEVENT in valid iCalendar (RFC 5545) — CRLF line ends, lines folded at 75
 * octets without splitting a character, TEXT values escaped, DTSTART/DTEND in
 * TZID=Europe/Rome with its VTIMEZONE, UID, DTSTAMP in UTC, LOCATION the workshop's address.
 */

/** Length of the event, minutes. */
export const EVENT_MINUTES = 30;

/** Europe/Rome as a VTIMEZONE (EU rules: last Sunday of March and of October). */
const EUROPE_ROME = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Rome',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(s: string): string {
  return s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: a content line longer than 75 octets split into lines of at most 75
 * octets (continuations start with one space, which counts), never inside a UTF-8 sequence
 * or a surrogate pair.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** `YYYYMMDDTHHMMSS` of a wall-clock time given as ms since the epoch read in UTC. */
function stamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/** 16 random hex digits (`crypto.getRandomValues` works outside secure contexts too). */
function randomHex(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

export type BookingEvent = {
  /** `YYYY-MM-DD`, Europe/Rome. */
  date: string;
  /** `H:MM` or `HH:MM`, Europe/Rome wall clock. */
  time: string;
  /** The workshop's title (SUMMARY). */
  titolo: string;
  /** The vehicle model (SUMMARY). */
  model: string;
  /** The workshop's address (LOCATION, omitted when empty). */
  indirizzo: string;
};

/**
 * The calendar file of a booking: a VCALENDAR with Europe/Rome's VTIMEZONE and one
 * `EVENT_MINUTES` event starting at `date` `time` in Europe/Rome (an end past midnight falls
 * on the next day). `now` (ms) is the DTSTAMP; `uid` defaults to a random one.
 */
export function bookingIcs(
  b: BookingEvent,
  now = Date.now(),
  uid = `${randomHex()}@reviapp`,
): string {
  const [h = '0', m = '0'] = b.time.split(':');
  const [y, mo, d] = b.date.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(y, mo - 1, d, Number(h), Number(m));
  const end = start + EVENT_MINUTES * 60_000;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ReviApp//Prenotazione//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...EUROPE_ROME,
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp(now)}Z`,
    `DTSTART;TZID=Europe/Rome:${stamp(start)}`,
    `DTEND;TZID=Europe/Rome:${stamp(end)}`,
    `SUMMARY:${escapeText(`Revisione ${b.model} · ${b.titolo}`)}`,
    ...(b.indirizzo.trim() ? [`LOCATION:${escapeText(b.indirizzo.trim())}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
