/**
 * The booking sheet ("Foglio prenotazione", spec 000 §1, §2 booking download popup, §7) as
 * an A4 PDF, built with pdf-lib from plain data: the workshop's company block (settings
 * config_utente: nome, indirizzo, telefono, email, partita IVA, matricola, autorizzazione —
 * empty fields are left out) and the appointment (date, time, name, model, plate). Pure: the
 * server serves it behind a signed link and a browser could build the same bytes.
 *
 * pdf-lib's standard Helvetica encodes WinAnsi (CP-1252): Italian accents (à è é ì ò ù),
 * € and typographic quotes print; anything else is transliterated or replaced by `?`
 * (`toWinAnsi`), so a customer's name never makes the PDF fail.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatLongItalian } from './iso-date';

export type BookingSheetData = {
  company: {
    nome: string;
    indirizzo: string;
    telefono: string;
    email: string;
    partita_iva: string;
    matricola: string;
    autorizzazione: string;
  };
  /** `YYYY-MM-DD` (Europe/Rome calendar day). */
  date: string;
  /** Slot label, e.g. "9:30" ('' when the row has none). */
  time: string;
  surname: string;
  model: string;
  plate: string;
};

/** Characters of CP-1252 above 0x7F that are not Latin-1 (0x80–0x9F block). */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * `text` with every character Helvetica (WinAnsi) cannot draw replaced: decomposable
 * letters lose their marks (ş → s, ł stays `?`), line breaks and tabs become spaces, the
 * rest becomes `?`.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0) ?? 0;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      CP1252_EXTRA.includes(ch)
    ) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const ok = [...base].every((c) => {
      const n = c.codePointAt(0) ?? 0;
      return (n >= 0x20 && n <= 0x7e) || (n >= 0xa0 && n <= 0xff);
    });
    out += base && ok ? base : code < 0x20 ? '' : '?';
  }
  return out;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);
const LINE = rgb(0.75, 0.75, 0.8);

type Pen = { page: PDFPage; y: number; regular: PDFFont; bold: PDFFont };

/** Draws `text` (sanitised, cut to the line width) at the pen and moves it down. */
function line(
  pen: Pen,
  text: string,
  size: number,
  opts: { bold?: boolean; muted?: boolean; x?: number } = {},
) {
  const font = opts.bold ? pen.bold : pen.regular;
  const x = opts.x ?? MARGIN;
  const width = A4[0] - MARGIN - x;
  let t = toWinAnsi(text);
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = t.slice(0, -2) + '…';
  pen.page.drawText(t, { x, y: pen.y, size, font, color: opts.muted ? MUTED : INK });
  pen.y -= size * 1.45;
}

function rule(pen: Pen) {
  pen.y -= 4;
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y },
    end: { x: A4[0] - MARGIN, y: pen.y },
    thickness: 0.8,
    color: LINE,
  });
  pen.y -= 22;
}

/**
 * The sheet as PDF bytes (one A4 page). Deterministic: the same data gives the same bytes
 * (creation and modification dates are the appointment's day at 00:00 UTC, not "now"), so a
 * preview, a download and an e-mail attachment of one sheet are byte-identical.
 */
export async function buildBookingSheetPdf(d: BookingSheetData): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(toWinAnsi(`Foglio prenotazione ${d.company.nome}`.trim()));
  doc.setCreator('ReviApp');
  doc.setProducer('ReviApp');
  const day = new Date(`${d.date}T00:00:00Z`);
  if (!Number.isNaN(day.getTime())) {
    doc.setCreationDate(day);
    doc.setModificationDate(day);
  }
  const page = doc.addPage(A4);
  const pen: Pen = {
    page,
    y: A4[1] - MARGIN - 10,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const c = d.company;
  if (c.nome) line(pen, c.nome, 18, { bold: true });
  if (c.indirizzo) line(pen, c.indirizzo, 11);
  const contacts = [c.telefono && `Tel. ${c.telefono}`, c.email].filter(Boolean).join('  ·  ');
  if (contacts) line(pen, contacts, 11);
  if (c.partita_iva) line(pen, `Partita IVA ${c.partita_iva}`, 10, { muted: true });
  const ids = [
    c.matricola && `Matricola ${c.matricola}`,
    c.autorizzazione && `Autorizzazione ${c.autorizzazione}`,
  ]
    .filter(Boolean)
    .join('  ·  ');
  if (ids) line(pen, ids, 10, { muted: true });
  rule(pen);

  line(pen, 'FOGLIO DI PRENOTAZIONE REVISIONE', 16, { bold: true });
  pen.y -= 10;
  const rows: [string, string][] = [
    ['Data', formatLongItalian(d.date)],
    ['Ora', d.time],
    ['Cliente', d.surname],
    ['Veicolo', d.model],
    ['Targa', d.plate],
  ];
  for (const [label, value] of rows) {
    const y = pen.y;
    line(pen, label, 12, { muted: true });
    pen.y = y;
    line(pen, value || '—', 13, { bold: true, x: MARGIN + 90 });
    pen.y -= 6;
  }
  rule(pen);
  line(
    pen,
    'Si prega di presentarsi con il libretto di circolazione e un documento d’identità.',
    10,
    {
      muted: true,
    },
  );
  line(pen, 'In caso di impedimento avvisare l’officina il prima possibile.', 10, { muted: true });
  return doc.save();
}
