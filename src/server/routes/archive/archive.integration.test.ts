/** Archivio (spec 001 §2 archivio): partial words, accents and case ignored, newest first. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { raw } from '@server/test/api';
import { buildAppointment } from '@server/test/factories';
import { ARCHIVE_LIMIT, searchArchive } from '@shared/contracts/archive';
import { BACKOFFICE_MSG } from '@shared/messages';
import { type SignedInWorkshop, signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const search = async (c: SignedInWorkshop, q: string) => {
  const res = await c.call(searchArchive, { query: { q } });
  expect(res.status).toBe(200);
  return res.body;
};

describe('archive search', () => {
  it('finds by surname, phone, plate and model fragments, accents and case ignored', async () => {
    const a = await signedInWorkshop(ctx);
    const old = await buildAppointment(ctx.database.db, a.id, {
      date: '2019-05-02',
      row: 3,
      column: 2,
      surname: 'NICCOLÒ DELL’ACQUA',
      phone: '3331234567',
      plate: 'AB12345',
      model: 'PIAGGIO BEVERLY 300',
    });
    const recent = await buildAppointment(ctx.database.db, a.id, {
      date: '2025-01-10',
      row: 0,
      column: 1,
      surname: 'NICCOLO ROSSI',
      phone: '3479876543',
      plate: 'XY98765',
      model: 'HONDA SH 125',
    });
    await buildAppointment(ctx.database.db, a.id, {
      date: '2025-01-10',
      row: -1,
      column: 1,
      surname: 'CHIUSO NICCOLO',
    });

    const both = await search(a, 'niccolò');
    expect(both.results.map((r) => r.id)).toEqual([recent.id, old.id]);
    expect(both.results[1]).toMatchObject({
      date: '2019-05-02',
      row: 3,
      column: 2,
      time: '9:00',
      plate: 'AB12345',
    });
    expect((await search(a, 'BEVER')).results.map((r) => r.id)).toEqual([old.id]);
    expect((await search(a, '1234')).results.map((r) => r.id)).toEqual([old.id]);
    expect((await search(a, 'ab123')).results.map((r) => r.id)).toEqual([old.id]);
    // Every word must match, in any field.
    expect((await search(a, 'niccolo sh')).results.map((r) => r.id)).toEqual([recent.id]);
    expect((await search(a, 'zzzz')).results).toEqual([]);
  });

  it('answers at most ARCHIVE_LIMIT, newest first, and says it was cut', async () => {
    const a = await signedInWorkshop(ctx);
    for (let i = 0; i < ARCHIVE_LIMIT + 2; i++) {
      await buildAppointment(ctx.database.db, a.id, { surname: `VERDI ${i}`, model: 'VESPA' });
    }
    const res = await search(a, 'verdi');
    expect(res.results).toHaveLength(ARCHIVE_LIMIT);
    expect(res.truncated).toBe(true);
    const keys = res.results.map((r) => `${r.date} ${String(r.row).padStart(3, '0')} ${r.column}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('needs a word of 3 characters; a wildcard is plain text', async () => {
    const a = await signedInWorkshop(ctx);
    await buildAppointment(ctx.database.db, a.id, { surname: 'BIANCHI' });
    const short = await a.call(searchArchive, { query: { q: 'bi' } });
    expect(short.status).toBe(400);
    expect(short.error?.message).toContain(BACKOFFICE_MSG.archiveTermTooShort);
    expect((await search(a, '%%%')).results).toEqual([]);
    const missing = await raw(ctx, searchArchive, { query: {} }, { cookie: a.cookie });
    expect(missing.status).toBe(400);
  });

  it("never finds another workshop's appointments", async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    await buildAppointment(ctx.database.db, a.id, { surname: 'SEGRETISSIMO' });
    expect((await search(a, 'segreti')).results).toHaveLength(1);
    expect((await search(b, 'segreti')).results).toEqual([]);
  });
});
