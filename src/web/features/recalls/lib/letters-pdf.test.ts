/** The letters PDF: page count, A4, image embedded once, text. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName } from 'pdf-lib';
import { buildLettersPdf } from './letters-pdf';

const base = new Uint8Array(readFileSync('src/web/public/letters/base.png'));
const letter = (i: number) => ({
  holder: i === 0 ? "D'ANGELO NICOLÒ" : `CLIENTE ${i}`,
  surname: 'X',
  address: 'VIA DEL CORSO 12, 00186 ROMA',
  model: 'VESPA',
  plate: `AB${i}`,
});

describe('buildLettersPdf', () => {
  it('makes one A4 page per letter with the model embedded once', async () => {
    const progress: number[] = [];
    const bytes = await buildLettersPdf(
      {
        image: { bytes: base, mime: 'image/png' },
        letters: [0, 1, 2].map(letter),
        dueMonth: '2026-11',
      },
      (done) => progress.push(done),
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
    const images = doc.context
      .enumerateIndirectObjects()
      .filter(
        ([, o]) =>
          'dict' in o &&
          (o as { dict: { get: (n: PDFName) => unknown } }).dict.get(PDFName.of('Subtype')) ===
            PDFName.of('Image'),
      );
    expect(images).toHaveLength(1);
    expect(progress.at(-1)).toBe(3);
    // One image for 3 pages: the file is barely bigger than the image.
    expect(bytes.length).toBeLessThan(base.length + 40_000);
  });

  it('500 letters in a few seconds; cancel stops it', async () => {
    const t = performance.now();
    const bytes = await buildLettersPdf({
      image: { bytes: base, mime: 'image/png' },
      letters: Array.from({ length: 500 }, (_, i) => letter(i)),
      dueMonth: '2026-11',
    });
    const ms = performance.now() - t;
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(500);
    console.log(`500 letters: ${ms.toFixed(0)} ms, ${(bytes.length / 1024).toFixed(0)} KB`);
    let n = 0;
    await expect(
      buildLettersPdf(
        { image: null, letters: [0, 1, 2].map(letter), dueMonth: '2026-11' },
        undefined,
        () => ++n > 1,
      ),
    ).rejects.toThrow('Annullato');
  }, 60_000);
});
