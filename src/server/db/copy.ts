/**
 * Bulk rows with `COPY … FROM STDIN` (text format) inside a transaction (README
 * "Performance", CSV import; bench/import.ts), on PostgreSQL through `pg-copy-streams`;
 * PGlite has no such stream, so callers keep their multi-row INSERTs there (`pgClientOf`
 * answers null).
 *
 * The statement goes through the app's query logger like every other one, so the tests'
 * tenancy check (`tenant-scope.ts`) sees it: a COPY into a tenant table must list
 * `workshop_id` among its columns.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './client';

/** What Drizzle keeps of a node-postgres transaction: its connection and query logger. */
type SessionHolder = {
  session?: {
    client?: unknown;
    logger?: { logQuery(query: string, params: unknown[]): void };
  };
};

/** The node-postgres connection `tx` runs on, or null when it is not one (PGlite). */
export function pgClientOf(tx: Tx): pg.Client | null {
  const client = (tx as unknown as SessionHolder).session?.client;
  return client instanceof pg.Client ? client : null;
}

/** What COPY's text format escapes, and how. */
const NEEDS_COPY_ESCAPE = /[\\\t\n\r]/;
const COPY_ESCAPES = /[\\\t\n\r]/g;
const ESCAPED: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};
const escapeOne = (c: string) => ESCAPED[c]!;

/**
 * `value` as a field of COPY's text format (PostgreSQL "COPY", "Text Format"): backslash,
 * tab, line feed and carriage return written as `\\`, `\t`, `\n`, `\r`, so a stored text
 * holding them (or `\N`, COPY's null, or `\.`) comes back exactly as given. NUL cannot be
 * stored in a `text` column at all; the input guard refuses it (README "Limits and hardening").
 */
export function copyText(value: string): string {
  return NEEDS_COPY_ESCAPE.test(value) ? value.replace(COPY_ESCAPES, escapeOne) : value;
}

/**
 * Streams `chunks` into `table (columns)` with `COPY … FROM STDIN` (text format) on `tx`'s
 * connection (`pgClientOf(tx)`, which must not be null): each chunk is whole lines, fields
 * separated by tabs and written with `copyText`, each line ending in `\n`. Measured faster
 * than the binary format for the import's rows (bench/README.md "Recall import"). Chunks are
 * pulled as the connection drains, so building the next one overlaps with PostgreSQL
 * storing the last. Resolves to the number of rows stored. Rejects when the iterator throws
 * (the COPY is then cancelled with CopyFail) or PostgreSQL refuses a row: nothing of the
 * COPY is stored, and the transaction rolls back when the error leaves `withTransaction`.
 */
export async function copyTextInto(
  tx: Tx,
  table: string,
  columns: readonly string[],
  chunks: Iterable<string>,
): Promise<number> {
  const client = pgClientOf(tx);
  if (!client) throw new Error('copyTextInto needs a node-postgres transaction');
  const text = `copy ${table} (${columns.join(', ')}) from stdin`;
  (tx as unknown as SessionHolder).session?.logger?.logQuery(text, []);
  const stream = client.query(copyFrom(text));
  await pipeline(Readable.from(chunks, { objectMode: false }), stream);
  return stream.rowCount;
}
