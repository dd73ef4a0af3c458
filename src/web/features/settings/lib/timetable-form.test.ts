/** Timetable editor of the APP settings (spec 001 §2 dalle/alle/ogni and Valida, §9 defaults). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMETABLE } from '@shared/domain/timetable';
import {
  generateFromInputs,
  readTimetable,
  sameTimetable,
  timetableToText,
} from './timetable-form';

describe('timetable editor', () => {
  it('round-trips the default timetable through the text', () => {
    expect(readTimetable(timetableToText(DEFAULT_TIMETABLE))).toEqual({
      ok: true,
      labels: [...DEFAULT_TIMETABLE],
    });
  });

  it('names the first bad row in the message', () => {
    expect(readTimetable('8:00\n8.30\n9:00')).toEqual({
      ok: false,
      message: 'Orario non valido nella tabella orari (formato H:MM, es. 7:30) — riga 2: «8.30»',
    });
    expect(readTimetable('9:00\n8:30')).toEqual({
      ok: false,
      message:
        'Gli orari della tabella devono essere crescenti e senza ripetizioni — riga 2: «8:30»',
    });
    expect(readTimetable('  \n')).toEqual({
      ok: false,
      message: 'La tabella orari deve contenere almeno un orario',
    });
    expect(readTimetable('["8:00",')).toEqual({
      ok: false,
      message: 'Tabella orari non leggibile: un orario per riga o un elenco JSON',
    });
  });

  it('generates from Dalle / Alle / Ogni, default 7:30–20:00 every 30', () => {
    expect(generateFromInputs('7:30', '20:00', 30)).toEqual({
      ok: true,
      labels: [...DEFAULT_TIMETABLE],
    });
    expect(generateFromInputs('08:00', '9:00', '20')).toEqual({
      ok: true,
      labels: ['8:00', '8:20', '8:40', '9:00'],
    });
  });

  it('refuses a reversed range, a bad time or a step outside 5–240', () => {
    const refused = {
      ok: false,
      message: "Generatore: 'Dalle' deve precedere 'Alle' e 'Ogni' va da 5 a 240 minuti",
    };
    expect(generateFromInputs('20:00', '7:30', 30)).toEqual(refused);
    expect(generateFromInputs('7:3', '20:00', 30)).toEqual(refused);
    expect(generateFromInputs('7:30', '20:00', 0)).toEqual(refused);
    expect(generateFromInputs('7:30', '20:00', 241)).toEqual(refused);
    expect(generateFromInputs('7:30', '20:00', 'x')).toEqual(refused);
  });

  it('compares timetables', () => {
    expect(sameTimetable(['8:00'], ['8:00'])).toBe(true);
    expect(sameTimetable(['8:00'], ['8:00', '8:30'])).toBe(false);
    expect(sameTimetable(['8:00'], ['8:30'])).toBe(false);
  });
});
