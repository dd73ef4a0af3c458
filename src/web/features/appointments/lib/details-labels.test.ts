import { describe, expect, it } from 'vitest';
import { REMINDER_WORDS, RECALL_WORDS, formatItalianDateTime, wordFor } from './details-labels';

describe('appointment details words (spec 000 §4)', () => {
  it('names every reminder and recall state', () => {
    expect([0, 1, 2, 3, 4, 5].map((c) => wordFor(REMINDER_WORDS, c))).toEqual([
      'No',
      'Programmato',
      'Inviato SMS',
      'Inviato WhatsApp',
      'WhatsApp non disponibile',
      'Campagna WhatsApp creata',
    ]);
    expect([0, 1, 2].map((c) => wordFor(RECALL_WORDS, c))).toEqual([
      'No',
      'In programmazione',
      'Inviato',
    ]);
    expect(wordFor(RECALL_WORDS, 9)).toBe('9');
  });

  it('shows timestamps in Rome time, whatever the machine zone', () => {
    expect(formatItalianDateTime('2026-11-20T08:15:00.000Z')).toBe('20/11/2026 09:15');
    expect(formatItalianDateTime('2026-07-01T22:30:00Z')).toBe('02/07/2026 00:30');
    expect(formatItalianDateTime('2026-07-01T10:00:00+02:00')).toBe('01/07/2026 10:00');
    expect(formatItalianDateTime('2026-11-20 08:15:00.123+00')).toBe('20/11/2026 09:15');
    expect(formatItalianDateTime('2026-11-20 08:15:00+01')).toBe('20/11/2026 08:15');
    expect(formatItalianDateTime('2026-11-20 08:15:00')).toBe('20/11/2026 09:15');
    expect(formatItalianDateTime(null)).toBe('');
    expect(formatItalianDateTime('boh')).toBe('boh');
  });
});
