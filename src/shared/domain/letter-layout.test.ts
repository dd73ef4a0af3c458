/** Letter page layout (spec 001 §7 Letter PDF). */
import { describe, expect, it } from 'vitest';
import { ADDRESS_BLOCK, PT_PER_MM, letterLines, toPdf, toWinAnsi, wrapText } from './letter-layout';

/** A monospace measure: every character 0.6 × size points wide. */
const mono = (t: string, size: number) => t.length * size * 0.6;

describe('wrapText', () => {
  it('wraps on spaces within the width and cuts words longer than a line', () => {
    // 70 mm = 198.4 pt; at 11 pt a character is 6.6 pt → 30 characters a line.
    const max = ADDRESS_BLOCK.maxWidth * PT_PER_MM;
    const lines = wrapText('VIA DEL CORSO 12 00186 ROMA RM ITALIA PIANO TERZO', max, 11, mono);
    expect(lines).toEqual(['VIA DEL CORSO 12 00186 ROMA RM', 'ITALIA PIANO TERZO']);
    expect(lines.every((l) => mono(l, 11) <= max)).toBe(true);
    expect(wrapText('A'.repeat(65), max, 11, mono)).toEqual([
      'A'.repeat(30),
      'A'.repeat(30),
      'A'.repeat(5),
    ]);
    expect(wrapText('   ', max, 11, mono)).toEqual([]);
  });
});

describe('letterLines', () => {
  it('puts the address block at 110, 65 mm and the fields at fixed places', () => {
    const lines = letterLines(
      {
        holder: "D'ANGELO NICOLÒ",
        surname: 'X',
        address: 'VIA DEL CORSO 12, 00186 ROMA',
        model: 'VESPA GTS 300',
        plate: 'AB12345',
      },
      '2026-11-01',
      mono,
    );
    expect(lines[0]).toMatchObject({ text: "D'ANGELO NICOLÒ", x: 110, y: 65, bold: true });
    expect(lines[1]).toMatchObject({ text: 'VIA DEL CORSO 12, 00186 ROMA', x: 110 });
    expect(lines[1]!.y).toBeCloseTo(65 + ADDRESS_BLOCK.lineHeight);
    expect(lines.map((l) => l.text)).toEqual(
      expect.arrayContaining(['VESPA GTS 300', 'AB12345', 'NOVEMBRE 2026']),
    );
  });

  it('uses the name when there is no holder', () => {
    const lines = letterLines(
      { holder: ' ', surname: 'ROSSI', address: 'VIA ROMA 1', model: 'M', plate: 'P' },
      '2026-01',
      mono,
    );
    expect(lines[0]!.text).toBe('ROSSI');
  });
});

describe('toPdf and toWinAnsi', () => {
  it('turns top-left millimetres into bottom-left points', () => {
    const p = toPdf(110, 65);
    expect(p.x).toBeCloseTo(311.81, 1);
    expect(p.y).toBeCloseTo((297 - 65) * PT_PER_MM, 5);
  });

  it('keeps Italian accents and apostrophes, replaces the rest', () => {
    expect(toWinAnsi("D'ANGELO NICOLÒ à è ì ò ù É ’ €")).toBe("D'ANGELO NICOLÒ à è ì ò ù É ’ €");
    expect(toWinAnsi('ŁÓDŹ 東\tX')).toBe('?ÓDZ ? X');
  });
});
