/**
 * Booking sheet links (contracts `@shared/contracts/booking-sheet`;
 * docs/MESSAGING.md): a signed link opens the PDF without a session, with the workshop's company data and
 * the appointment (accents printed); a tampered, expired or foreign token opens nothing; the
 * SMS carries the link; another workshop's appointment is a 404.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@shared/contracts/booking-sheet';
import { MESSAGING_MSG } from '@shared/messages';
import { buildAppointment, buildSettings } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { messagesOf } from '@server/test/messaging';
import { sheetKey, signSheetToken, verifySheetToken } from '@server/domain/link-tokens';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const key = () => sheetKey(ctx.app.deps.config.SESSION_SECRET);

/** GET of a sheet URL (as the customer's phone opens it: no cookie). */
async function open(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    raw: res.rawPayload,
    body: res.body,
  };
}

const urlWithToken = (url: string, token: string) => url.replace(/[^/]+$/, token);
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

async function workshopWithAppointment() {
  const w = await signedInWorkshop(ctx);
  await buildSettings(ctx.database.db, w.id, 'utente', {
    nome: 'Officina Città Più',
    indirizzo: 'Via Forlì 1',
    telefono: '0543 123456',
    email: 'info@officina.it',
    partita_iva: '01234567890',
    matricola: 'MC-77',
    autorizzazione: 'AUT-2026',
  });
  const a = await buildAppointment(ctx.database.db, w.id, {
    date: '2030-05-06',
    row: 3,
    surname: 'NICOLÒ D’ANGELO 😀',
    model: 'HONDA SH 125',
    plate: 'AB12345',
  });
  return { w, a };
}

describe('booking sheet link', () => {
  it('opens the PDF with the company data and the appointment, accents included', async () => {
    const { w, a } = await workshopWithAppointment();
    const link = await w.call(c.createBookingSheetLink, { params: { id: a.id } });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/\/api\/booking-sheet\/[A-Za-z0-9_-]{39}$/);
    expect(link.body.url).not.toContain('AB12345');
    expect(link.body.text).toContain(link.body.url);
    expect(link.body.text).toContain('06/05/2030 ore 9:00');
    expect(Date.parse(link.body.expiresAt)).toBeGreaterThan(Date.parse('2030-05-13T00:00:00Z'));

    const res = await open(link.body.url);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    const text = await pdfText(res.raw);
    for (const s of [
      'Officina Città Più',
      'Via Forlì 1',
      'Partita IVA 01234567890',
      'Matricola MC-77',
      'Autorizzazione AUT-2026',
      'lunedì 6 maggio 2030',
      'NICOLÒ D’ANGELO ?',
      'HONDA SH 125',
      'AB12345',
    ])
      expect(text).toContain(s);
  });

  it('refuses a tampered token, an expired one and one signed with another key', async () => {
    const { w, a } = await workshopWithAppointment();
    const link = await w.call(c.createBookingSheetLink, { params: { id: a.id } });
    const token = tokenOf(link.body.url);
    const flipped = token.slice(0, 5) + (token[5] === 'A' ? 'B' : 'A') + token.slice(6);
    for (const bad of [flipped, token.slice(0, -1), 'x'.repeat(39), `${token}A`]) {
      const res = await open(urlWithToken(link.body.url, bad));
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body).error.message).toBe(MESSAGING_MSG.sheetNotFound);
    }
    const expired = signSheetToken(key(), {
      workshopId: w.id,
      appointmentId: a.id,
      expiresAtS: Math.floor(Date.now() / 1000) - 1,
    });
    const res = await open(urlWithToken(link.body.url, expired));
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body).error.message).toBe(MESSAGING_MSG.sheetExpired);
    const otherKey = signSheetToken(sheetKey('another-secret-of-at-least-32-characters'), {
      workshopId: w.id,
      appointmentId: a.id,
      expiresAtS: Math.floor(Date.now() / 1000) + 3600,
    });
    expect((await open(urlWithToken(link.body.url, otherKey))).status).toBe(404);
    expect(verifySheetToken(key(), token, Date.parse('2031-01-01'))).toBe('expired');
  });

  it("never opens another workshop's appointment", async () => {
    const mine = await workshopWithAppointment();
    const other = await workshopWithAppointment();
    const foreign = await mine.w.call(c.createBookingSheetLink, {
      params: { id: other.a.id },
    });
    expect(foreign.status).toBe(404);
    // A genuine token names its workshop: this workshop's id with the other's appointment
    // finds nothing (the lookup filters by the token's workshop).
    const crossed = signSheetToken(key(), {
      workshopId: mine.w.id,
      appointmentId: other.a.id,
      expiresAtS: Math.floor(Date.now() / 1000) + 3600,
    });
    const link = await mine.w.call(c.createBookingSheetLink, { params: { id: mine.a.id } });
    expect((await open(urlWithToken(link.body.url, crossed))).status).toBe(404);
    expect((await open(link.body.url)).status).toBe(200);
  });

  it('sends the link by SMS at once, to the phone typed', async () => {
    const { w, a } = await workshopWithAppointment();
    const bad = await w.call(c.sendBookingSheetSms, {
      params: { id: a.id },
      body: { phone: '0543123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('Cellulare non valido');
    const sent = await w.call(c.sendBookingSheetSms, {
      params: { id: a.id },
      body: { phone: '333 123 4567' },
    });
    expect(sent.status).toBe(201);
    const rows = await messagesOf(ctx, w.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.phone).toBe('3331234567');
    expect(rows[0]!.text).toContain(sent.body.url);
    expect(rows[0]!.text.startsWith('Officina Città Più: foglio di prenotazione')).toBe(true);
    expect((await open(sent.body.url)).status).toBe(200);
  });
});
