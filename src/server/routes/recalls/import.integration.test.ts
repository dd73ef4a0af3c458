/**
 * File import (spec 001 §2 importa_yap, §5, §8; docs/RECALLS.md "Import"): one transaction, all rows
 * or none; invalid phones skipped; names unique per channel; tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecalls, type ImportRow } from '@shared/contracts/recall-import';
import { RECALLS_MSG } from '@shared/messages';
import { buildSettings } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { campaignsOf, messagesOf } from '@server/test/messaging';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const rowsOf = (n: number): ImportRow[] =>
  Array.from({ length: n }, (_, i) => [
    `33${String(i).padStart(8, '0')}`,
    '202611',
    `AB${String(i).padStart(5, '0')}`,
    'FIAT PANDA',
  ]);

async function workshop() {
  const w = await signedInWorkshop(ctx);
  await buildSettings(ctx.database.db, w.id, 'sms', {
    testo_richiami: 'R $veicolo$ $targa$ $mese$',
    testo_normalizzati: 'N $targa$ scade a $mese$',
  });
  return w;
}

describe('POST /recalls/import', () => {
  it('queues a message per row with a valid phone, text filled, in one campaign', async () => {
    const w = await workshop();
    const rows: ImportRow[] = [
      ['3331234567', '202611', 'AB123CD', 'NICOLÒ D’ANGELO'],
      ['0612345678', '202611', 'ZZ999ZZ', 'X'],
      [' 333 765 4321 ', '20270301', 'EF456GH', 'VESPA'],
    ];
    const res = await w.call(importRecalls, {
      body: { name: 'YAP NOVEMBRE', channel: 'sms', text: 'normalizzati', rows },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ inserted: 2, skipped: 1, notice: RECALLS_MSG.imported });
    const msgs = await messagesOf(ctx, w.id, res.body.campaign.id);
    expect(msgs.map((m) => [m.phone, m.text])).toEqual([
      ['3331234567', 'N AB123CD scade a novembre 2026'],
      ['3337654321', 'N EF456GH scade a marzo 2027'],
    ]);
    const again = await w.call(importRecalls, {
      body: { name: 'YAP NOVEMBRE', channel: 'sms', text: 'richiami', rows },
    });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(RECALLS_MSG.duplicateImport);
  });

  it('is all or nothing: a bad row 40,000 stores nothing', async () => {
    const w = await workshop();
    const rows = rowsOf(50_000);
    rows[39_999] = ['3330000000', '2026-13', 'BAD', 'ROTTA'];
    const res = await w.call(importRecalls, {
      body: { name: 'GRANDE', channel: 'sms', text: 'richiami', rows },
    });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(`${RECALLS_MSG.importFailed} (riga 40000)`);
    expect(await campaignsOf(ctx, w.id)).toEqual([]);
    expect(await messagesOf(ctx, w.id)).toEqual([]);

    rows[39_999] = ['3330000000', '202612', 'GOOD', 'OK'];
    const ok = await w.call(importRecalls, {
      body: { name: 'GRANDE', channel: 'wa', text: 'richiami', rows },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.inserted).toBe(50_000);
  }, 120_000);

  it('answers the spec messages for no name and no rows; another workshop sees nothing', async () => {
    const w = await workshop();
    const noName = await w.call(importRecalls, {
      body: { name: ' ', channel: 'sms', text: 'richiami', rows: rowsOf(1) },
    });
    expect(noName.status).toBe(400);
    expect(noName.error?.message).toBe(RECALLS_MSG.importNameRequired);
    const none = await w.call(importRecalls, {
      body: { name: 'VUOTA', channel: 'sms', text: 'richiami', rows: [] },
    });
    expect(none.error?.message).toBe(RECALLS_MSG.noInserts);
    const made = await w.call(importRecalls, {
      body: { name: 'MIA', channel: 'sms', text: 'richiami', rows: rowsOf(3) },
    });
    expect(made.status).toBe(201);
    const other = await signedInWorkshop(ctx);
    expect(await campaignsOf(ctx, other.id)).toEqual([]);
    // Same name in another workshop is fine.
    await buildSettings(ctx.database.db, other.id, 'sms', { testo_richiami: 'x $targa$' });
    const theirs = await other.call(importRecalls, {
      body: { name: 'MIA', channel: 'sms', text: 'richiami', rows: rowsOf(1) },
    });
    expect(theirs.status).toBe(201);
  });
});
