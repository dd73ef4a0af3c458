/**
 * The letters PDF (spec 001 §7 "Letter PDF"; docs/RECALLS.md "Letters"), with pdf-lib: one A4 page per
 * vehicle, the model image as the background of every page (embedded ONCE and drawn on
 * each page), the lines of `letterLines` (address block, vehicle, plate, due month) in
 * Helvetica, text made WinAnsi-safe (`toWinAnsi`: accents and apostrophes kept). Runs in a
 * Web Worker (`letters.worker.ts`) or, where there is none, on the page.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import {
  A4_MM,
  PT_PER_MM,
  letterLines,
  toPdf,
  toWinAnsi,
  type LetterSource,
} from '@shared/domain/letter-layout';

export type LettersJob = {
  /** The model image; null draws no background. */
  image: { bytes: Uint8Array; mime: 'image/png' | 'image/jpeg' } | null;
  letters: LetterSource[];
  /** `YYYY-MM(-DD)` of the due month. */
  dueMonth: string;
};

/** Builds the PDF; `onProgress(done, total)` after every page; `isCancelled` checked often. */
export async function buildLettersPdf(
  job: LettersJob,
  onProgress: (done: number, total: number) => void = () => {},
  isCancelled: () => boolean = () => false,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Lettere richiami revisione');
  doc.setCreator('ReviApp');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const image = job.image
    ? job.image.mime === 'image/png'
      ? await doc.embedPng(job.image.bytes)
      : await doc.embedJpg(job.image.bytes)
    : null;
  const width = A4_MM.width * PT_PER_MM;
  const height = A4_MM.height * PT_PER_MM;
  const measure = (t: string, size: number) => regular.widthOfTextAtSize(toWinAnsi(t), size);
  const total = job.letters.length;
  for (let i = 0; i < total; i++) {
    if (isCancelled()) throw new DOMException('Annullato', 'AbortError');
    const page = doc.addPage([width, height]);
    if (image) page.drawImage(image, { x: 0, y: 0, width, height });
    for (const line of letterLines(job.letters[i]!, job.dueMonth, measure)) {
      const at = toPdf(line.x, line.y);
      page.drawText(toWinAnsi(line.text), {
        x: at.x,
        y: at.y,
        size: line.size,
        font: line.bold ? bold : regular,
        color: rgb(0.1, 0.1, 0.1),
      });
    }
    if (i % 25 === 24 || i === total - 1) {
      onProgress(i + 1, total);
      // Lets a cancel message (or the page's paint) in.
      await new Promise((r) => setTimeout(r, 0));
    }
  }
  return doc.save({ useObjectStreams: true });
}
