/**
 * `BinaryCopyRows` (the import bench's binary floor) writes COPY's binary format (PostgreSQL "COPY", "Binary Format") and
 * never changes bytes it handed out: 10,000 seeded rows (`int4`, `int8`, `text` with
 * multi-byte characters, some long enough to outgrow a buffer) taken every 300 rows, all
 * chunks kept, then read back from their concatenation.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '@shared/domain/prng';
import { BinaryCopyRows } from './binary-copy';

type Row = [number, number, string];

/** The rows of a chunk sequence: per row a field count, then length-prefixed fields. */
function read(bytes: Buffer): Row[] {
  const rows: Row[] = [];
  let at = 0;
  while (at < bytes.length) {
    expect(bytes.readInt16BE(at)).toBe(3);
    at += 2;
    expect(bytes.readInt32BE(at)).toBe(4);
    const a = bytes.readInt32BE(at + 4);
    expect(bytes.readInt32BE(at + 8)).toBe(8);
    const b = Number(bytes.readBigInt64BE(at + 12));
    const length = bytes.readInt32BE(at + 20);
    const c = bytes.toString('utf8', at + 24, at + 24 + length);
    at += 24 + length;
    rows.push([a, b, c]);
  }
  return rows;
}

describe('BinaryCopyRows', () => {
  it('writes every row as given, in chunks it never rewrites (10,000 seeded rows)', () => {
    const rnd = mulberry32(5);
    const pieces = ['a', 'è', '😀', '\t', '\n', '\\', ' ', '€'];
    const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => {
      let text = '';
      const n = Math.floor(rnd() * 200);
      for (let k = 0; k < n; k++) text += pieces[Math.floor(rnd() * pieces.length)];
      // Now and then a text larger than a whole buffer (1 MiB).
      if (rnd() < 0.003) text += '😀'.repeat(400_000);
      return [i - 5_000, 2 ** 40 + i, text];
    });
    const writer = new BinaryCopyRows();
    const chunks: Buffer[] = [];
    const copies: Buffer[] = [];
    rows.forEach(([a, b, c], i) => {
      writer.row(3).int4(a).int8(b).text(c);
      if (i % 300 === 299) {
        const chunk = writer.take();
        chunks.push(chunk);
        copies.push(Buffer.from(chunk));
      }
    });
    chunks.push(writer.take());
    copies.push(Buffer.from(chunks.at(-1)!));
    expect(chunks.map((c, i) => c.equals(copies[i]!))).not.toContain(false);
    expect(read(Buffer.concat(chunks))).toEqual(rows);
  });

  it('hands out the same bytes for the leading fields taken once and copied per row', () => {
    const writer = new BinaryCopyRows();
    const lead = writer.row(3).int4(7).int8(9).take();
    const direct = writer.row(3).int4(7).int8(9).text('x').take();
    const copied = writer.bytes(lead).text('x').take();
    expect(copied.equals(direct)).toBe(true);
  });
});
