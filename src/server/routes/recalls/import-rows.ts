/**
 * The rows of a file import (spec 001 §2 importa_yap, §5; docs/RECALLS.md "Import"), checked and
 * written cheaply enough for 50,000 of them (README "Performance", CSV import;
 * bench/import.ts): the route's body schema leaves `rows` unchecked
 * (`importBodySchema`), so the rows are checked here with `isImportRow`, and a wrong one is
 * answered with the very 400 `importInputSchema` gives (the same first issue, hence the same
 * Italian message); the messages' texts come from the template split once
 * (`compileImportTemplate`), not from `fillTemplate` per row.
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  importInputSchema,
  isImportRow,
  type ImportInput,
  type ImportRow,
} from '@shared/contracts/recall-import';

/** A body whose name, channel and text passed the route's schema, rows not yet checked. */
export type UncheckedImport = Omit<ImportInput, 'rows'> & { rows: readonly unknown[] };

const validateInput = validatorCompiler({
  schema: importInputSchema,
  method: 'POST',
  url: '/recalls/import',
  httpPart: 'body',
});

/**
 * The rows of `body` when every one is `[phone, expiry, plate, vehicle]` within its
 * lengths (`isImportRow`). Otherwise throws what Fastify throws when `importInputSchema`
 * refuses a body (`validation`: its issues, `validationContext: 'body'`, status 400), so
 * the error handler answers the same 400 as when the route's schema checked the rows:
 * "Dati non validi", or "Il campo «Righe» è troppo lungo (massimo N caratteri)".
 */
export function checkedRows(body: UncheckedImport): readonly ImportRow[] {
  const { rows } = body;
  for (let i = 0; i < rows.length; i++) {
    if (!isImportRow(rows[i])) throw validationError(body);
  }
  return rows as readonly ImportRow[];
}

/** Fastify's validation error for a body `importInputSchema` refuses. */
function validationError(body: UncheckedImport): Error {
  const result = validateInput(body) as { error?: FastifySchemaValidationError[] };
  // Unreachable while `isImportRow` agrees with the schema (held by a seeded test).
  if (!result.error) return new Error('isImportRow refused a row importRowSchema accepts');
  return Object.assign(new Error('body/rows'), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation: result.error,
    validationContext: 'body',
  });
}

/** What an import's template can name: the rest (`$giorno$`, `$ora$`) is empty there. */
type Slot = 'veicolo' | 'targa' | 'mese' | 'link' | 'stop';
const SLOTS: ReadonlySet<string> = new Set<Slot>(['veicolo', 'targa', 'mese', 'link', 'stop']);
const EMPTY: ReadonlySet<string> = new Set(['giorno', 'ora']);

/**
 * `template` split once at its placeholders, as `fillTemplate` reads them
 * (`/\$[a-z]+\$/g`, unknown words kept as typed). Returns `(vehicle, plate, month) → text`:
 * the template with `$veicolo$`, `$targa$`, `$mese$` (already written, e.g. "novembre
 * 2026"), `$link$` (`link`) and `$stop$` (`stop`, the row's stop link, '' when not given)
 * filled, `$giorno$` and `$ora$` empty: the text
 * `fillTemplate(template, { veicolo, targa, mese, link, stop })` gives (seeded test).
 */
export function compileImportTemplate(
  template: string,
  link: string,
): (vehicle: string, plate: string, month: string, stop?: string) => string {
  const pieces: string[] = [];
  const slots: Slot[] = [];
  let piece = '';
  let last = 0;
  for (const m of template.matchAll(/\$[a-z]+\$/g)) {
    piece += template.slice(last, m.index);
    last = m.index + m[0].length;
    const word = m[0].slice(1, -1);
    if (SLOTS.has(word)) {
      pieces.push(piece);
      slots.push(word as Slot);
      piece = '';
    } else if (!EMPTY.has(word)) piece += m[0];
  }
  pieces.push(piece + template.slice(last));
  return (vehicle, plate, month, stop = '') => {
    let out = pieces[0]!;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i];
      out +=
        (slot === 'veicolo'
          ? vehicle
          : slot === 'targa'
            ? plate
            : slot === 'mese'
              ? month
              : slot === 'stop'
                ? stop
                : link) + pieces[i + 1]!;
    }
    return out;
  };
}
