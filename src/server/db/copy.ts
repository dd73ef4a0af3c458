/**
 * Bulk rows with `COPY … FROM STDIN (FORMAT binary)` inside a transaction (README
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

/** Start of a binary COPY stream: signature, flags, header extension length (all zero). */
const BINARY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
/** End of a binary COPY stream: a field count of -1. */
const BINARY_TRAILER = Buffer.from([0xff, 0xff]);

/**
 * Rows in COPY's binary format (PostgreSQL "COPY", "Binary Format"): per row a 16-bit field
 * count, then per field a 32-bit byte length and the value in the type's binary form
 * (`int4`: 4 bytes, `int8`: 8 bytes, big-endian; `text`: its UTF-8 bytes). Each method
 * appends to the current buffer; `take()` hands out what was written since the last
 * call. Bytes handed out are never written again (a full buffer is replaced, not reused),
 * so they may wait in the socket's queue.
 */
export class BinaryCopyRows {
  #buf = Buffer.allocUnsafe(0);
  #start = 0;
  #at = 0;

  /** Room for `n` more bytes, in a new buffer when the current one is full. */
  #room(n: number) {
    if (this.#at + n <= this.#buf.length) return;
    const pending = this.#buf.subarray(this.#start, this.#at);
    const next = Buffer.allocUnsafe(Math.max(1 << 20, 2 * (pending.length + n)));
    pending.copy(next, 0);
    this.#buf = next;
    this.#start = 0;
    this.#at = pending.length;
  }

  /** A row of `fields` fields begins. */
  row(fields: number): this {
    this.#room(2);
    this.#at = this.#buf.writeInt16BE(fields, this.#at);
    return this;
  }

  /** An `integer` field. */
  int4(value: number): this {
    this.#room(8);
    this.#at = this.#buf.writeInt32BE(4, this.#at);
    this.#at = this.#buf.writeInt32BE(value, this.#at);
    return this;
  }

  /** A `bigint` field (a safe integer). */
  int8(value: number): this {
    this.#room(12);
    this.#at = this.#buf.writeInt32BE(8, this.#at);
    this.#at = this.#buf.writeBigInt64BE(BigInt(value), this.#at);
    return this;
  }

  /** A `text` field (UTF-8; at most 3 bytes per UTF-16 unit). */
  text(value: string): this {
    this.#room(4 + 3 * value.length);
    const length = this.#buf.write(value, this.#at + 4, 'utf8');
    this.#buf.writeInt32BE(length, this.#at);
    this.#at += 4 + length;
    return this;
  }

  /** Bytes already in the format (e.g. the same leading fields of every row). */
  bytes(value: Buffer): this {
    this.#room(value.length);
    this.#at += value.copy(this.#buf, this.#at);
    return this;
  }

  /** What was written since the last `take()`. */
  take(): Buffer {
    const out = this.#buf.subarray(this.#start, this.#at);
    this.#start = this.#at;
    return out;
  }
}

/**
 * Streams `chunks` into `table (columns)` with `COPY … FROM STDIN (FORMAT binary)` on `tx`'s
 * connection (`pgClientOf(tx)`, which must not be null): each chunk is whole rows
 * (`BinaryCopyRows`; the header and trailer are added here). PostgreSQL reads each value
 * with its type's binary input instead of parsing text lines, which makes the COPY itself
 * cheaper (no escaping either). The field types must be the columns' exactly (an `integer`
 * column takes `int4`, not `int8`), else PostgreSQL refuses the COPY ("incorrect binary
 * data format"). Chunks are pulled as the connection drains, so building the next one
 * overlaps with PostgreSQL storing the last. Resolves to the number of rows stored.
 * Rejects when the iterator throws (the COPY is then cancelled with CopyFail) or
 * PostgreSQL refuses a row: nothing of the COPY is stored, and the transaction rolls back
 * when the error leaves `withTransaction`.
 */
export async function copyBinaryInto(
  tx: Tx,
  table: string,
  columns: readonly string[],
  chunks: Iterable<Buffer>,
): Promise<number> {
  const client = pgClientOf(tx);
  if (!client) throw new Error('copyBinaryInto needs a node-postgres transaction');
  const text = `copy ${table} (${columns.join(', ')}) from stdin (format binary)`;
  (tx as unknown as SessionHolder).session?.logger?.logQuery(text, []);
  const stream = client.query(copyFrom(text));
  function* framed() {
    yield BINARY_HEADER;
    yield* chunks;
    yield BINARY_TRAILER;
  }
  await pipeline(Readable.from(framed(), { objectMode: false }), stream);
  return stream.rowCount;
}
