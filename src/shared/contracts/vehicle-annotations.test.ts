/** ANNOTAZIONI VEICOLO contract (spec 000 §5): plate > 6 characters, yearly heading. */
import { describe, expect, it } from 'vitest';
import { annotationPlateSchema, withYearHeading, yearHeading } from './vehicle-annotations';

describe('annotation plate', () => {
  it('needs more than 6 characters after normalisation', () => {
    expect(annotationPlateSchema.parse('ab 12345')).toBe('AB12345');
    const r = annotationPlateSchema.safeParse('AB 123 C');
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('Deve essere associata una targa al veicolo');
  });
});

describe('withYearHeading', () => {
  it('starts an empty text with the heading', () => {
    expect(withYearHeading('', 2026)).toBe('--- 2026 ---\n');
    expect(withYearHeading('  \n', 2026)).toBe('--- 2026 ---\n');
  });
  it("appends this year's heading as a new paragraph", () => {
    expect(withYearHeading('--- 2025 ---\nFreni\n\n', 2026)).toBe(
      '--- 2025 ---\nFreni\n--- 2026 ---\n',
    );
  });
  it('leaves a text that already has it', () => {
    const text = `${yearHeading(2026)}\nLuci`;
    expect(withYearHeading(text, 2026)).toBe(text);
  });
});
