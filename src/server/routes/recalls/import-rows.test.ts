/**
 * The import's texts from the template split once (`compileImportTemplate`) equal
 * `fillTemplate`'s on 5,000 seeded random templates
 * and values: known, empty (`$giorno$`, `$ora$`) and unknown placeholders, stray and
 * doubled `$`, tabs, line breaks and backslashes in the template and in the values. The
 * import's shortcut for phones (a valid mobile as typed is its own normal form) on 20,000
 * seeded random phones.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '@shared/domain/prng';
import { isValidMobile, normalizePhone } from '@shared/domain/phone';
import { fillTemplate, formatMonthItalian } from '@shared/domain/templates';
import { compileImportTemplate } from './import-rows';

const TEMPLATE_PIECES = [
  'Gentile cliente, ',
  '$veicolo$',
  '$targa$',
  '$mese$',
  '$link$',
  '$giorno$',
  '$ora$',
  '$nome$',
  '$Targa$',
  '$',
  '$$',
  '$mese',
  'targa$',
  ' scade a ',
  '\t',
  '\n',
  '\r\n',
  '\\',
  '\\N',
  'è',
];
const VALUE_PIECES = ['FIAT', ' ', 'AB123CD', '\t', '\n', '\\', '$targa$', '😀', ''];

const pick = <T>(rnd: () => number, xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
const join = (rnd: () => number, xs: readonly string[], max: number) =>
  Array.from({ length: Math.floor(rnd() * max) }, () => pick(rnd, xs)).join('');

describe('compileImportTemplate', () => {
  it("equals fillTemplate's text on 5,000 seeded random templates", () => {
    const rnd = mulberry32(21);
    for (let i = 0; i < 5_000; i++) {
      const template = join(rnd, TEMPLATE_PIECES, 12);
      const link =
        rnd() < 0.5 ? '' : `https://x.invalid/prenota?code=${join(rnd, VALUE_PIECES, 3)}`;
      const vehicle = join(rnd, VALUE_PIECES, 4);
      const plate = join(rnd, VALUE_PIECES, 3);
      const mese = `20${10 + Math.floor(rnd() * 20)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}`;
      const filled = fillTemplate(template, { veicolo: vehicle, targa: plate, mese, link });
      const fill = compileImportTemplate(template, link);
      expect(fill(vehicle, plate, formatMonthItalian(mese)), template).toBe(filled);
    }
  });
});

describe('normalizePhone', () => {
  it('leaves a phone that is already a valid mobile as it is (20,000 seeded phones)', () => {
    const rnd = mulberry32(33);
    const pieces = ['3', '0', '39', '+39', '0039', ' ', '-', '.', '/', '(', ')', '33', '1234'];
    let mobiles = 0;
    for (let i = 0; i < 20_000; i++) {
      const raw =
        rnd() < 0.5
          ? `3${String(Math.floor(rnd() * 1e10)).slice(0, 8 + Math.floor(rnd() * 3))}`
          : join(rnd, pieces, 8);
      const phone = normalizePhone(raw);
      if (isValidMobile(raw)) {
        mobiles++;
        expect(phone, raw).toBe(raw);
      }
    }
    expect(mobiles).toBeGreaterThan(1_000);
  });
});
