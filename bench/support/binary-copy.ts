/**
 * COPY's binary format for the import bench's second floor (bench/import.ts, bench/README.md
 * "Recall import"): the endpoint sends COPY's text format (`src/server/db/copy.ts`), measured
 * faster than this one on PostgreSQL 15; the bench still times both and holds the endpoint
 * to the faster. PostgreSQL checks every byte of it: a wrong row fails the bench's COPY
 * ("incorrect binary data format").
 */
/** Start of a binary COPY stream: signature, flags, header extension length (all zero). */
export const BINARY_HEADER = Buffer.concat([
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
  Buffer.alloc(8),
]);
/** End of a binary COPY stream: a field count of -1. */
export const BINARY_TRAILER = Buffer.from([0xff, 0xff]);

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
