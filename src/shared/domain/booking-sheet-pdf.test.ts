import { afterEach, describe, expect, it, vi } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { buildBookingSheetPdf, type BookingSheetData } from './booking-sheet-pdf';

const sheet: BookingSheetData = {
  company: {
    nome: 'Officina Verdi',
    indirizzo: 'Via Roma 1, Milano',
    telefono: '02 1234567',
    email: 'info@verdi.it',
    partita_iva: '01234567890',
    matricola: 'MI123',
    autorizzazione: '',
  },
  date: '2026-12-03',
  time: '9:30',
  surname: 'Verdi Łukasz',
  model: 'Honda SH 125',
  plate: 'AB12345',
};

describe('buildBookingSheetPdf', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the same bytes for the same sheet, whenever it is built', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    const first = await buildBookingSheetPdf(sheet);
    vi.setSystemTime(new Date('2026-11-21T19:59:58.123Z'));
    const second = await buildBookingSheetPdf(sheet);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const other = await buildBookingSheetPdf({ ...sheet, time: '10:00' });
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it('dates the document on the appointment day and prints one A4 page', async () => {
    const doc = await PDFDocument.load(await buildBookingSheetPdf(sheet));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-12-03T00:00:00.000Z');
    expect(doc.getTitle()).toBe('Foglio prenotazione Officina Verdi');
  });
});
