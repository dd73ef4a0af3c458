import { describe, expect, it } from 'vitest';
import { isGsm7, smsParts } from './sms-parts';

describe('smsParts (spec 001 §5 live character count; GSM 03.38)', () => {
  it('counts an empty text as no SMS', () => {
    expect(smsParts('')).toMatchObject({ encoding: 'GSM-7', length: 0, parts: 0, perPart: 160 });
  });

  it('fits 160 GSM-7 characters in one SMS and splits the 161st into 153-character parts', () => {
    expect(smsParts('a'.repeat(160))).toMatchObject({ parts: 1, perPart: 160, remaining: 0 });
    expect(smsParts('a'.repeat(161))).toMatchObject({ parts: 2, perPart: 153, remaining: 145 });
    expect(smsParts('a'.repeat(306))).toMatchObject({ parts: 2, remaining: 0 });
    expect(smsParts('a'.repeat(307))).toMatchObject({ parts: 3 });
  });

  it('keeps Italian lower-case accents in GSM-7 (à è é ì ò ù)', () => {
    expect(isGsm7('Perché è già lì? Così può andare, più o meno.')).toBe(true);
    expect(smsParts('àèéìòù').encoding).toBe('GSM-7');
  });

  it('counts the extension table (€ [ ] { } ~ ^ | \\) as two septets', () => {
    expect(smsParts('€')).toMatchObject({ encoding: 'GSM-7', length: 2 });
    expect(smsParts('€'.repeat(80))).toMatchObject({ length: 160, parts: 1 });
    expect(smsParts(`${'a'.repeat(159)}€`)).toMatchObject({ length: 161, parts: 2 });
  });

  it('never splits a two-septet character across parts', () => {
    // 152 septets then "€": the euro does not fit in part 1 (153) whole → part 2.
    const s = smsParts(`${'a'.repeat(152)}€${'a'.repeat(10)}`);
    expect(s).toMatchObject({ length: 164, parts: 2, remaining: 153 - 12 });
  });

  it('switches the whole text to UCS-2 for any other character (È, á, ’, emoji): 70 / 67', () => {
    expect(smsParts('È pronto').encoding).toBe('UCS-2');
    expect(smsParts('l’auto').encoding).toBe('UCS-2');
    expect(smsParts('x'.repeat(69) + 'á')).toMatchObject({
      encoding: 'UCS-2',
      parts: 1,
      perPart: 70,
    });
    expect(smsParts('x'.repeat(70) + 'á')).toMatchObject({ parts: 2, perPart: 67 });
    expect(smsParts('á'.repeat(134))).toMatchObject({ parts: 2, remaining: 0 });
    expect(smsParts('á'.repeat(135))).toMatchObject({ parts: 3 });
  });

  it('counts an emoji as two UTF-16 units and keeps the pair in one part', () => {
    expect(smsParts('🙂')).toMatchObject({ encoding: 'UCS-2', length: 2, parts: 1 });
    const s = smsParts(`${'x'.repeat(66)}🙂${'x'.repeat(10)}`);
    expect(s).toMatchObject({ length: 78, parts: 2, remaining: 67 - 12 });
  });
});
