/**
 * File import (spec 001 §2 importa_yap, §5, §8; docs/RECALLS.md "Import"): one transaction, all rows
 * or none; invalid phones skipped; names unique per channel; tenancy. On PostgreSQL the
 * messages go in through `COPY … FROM STDIN` (README "Performance", CSV import), on PGlite
 * through INSERTs: every test here runs on both (DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCampaigns } from '@shared/contracts/messaging';
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
    // The landline is skipped, but it is a real number: not counted as invalid.
    expect(res.body).toMatchObject({
      inserted: 2,
      skipped: 1,
      invalid: 0,
      notice: RECALLS_MSG.imported,
    });
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

  it('reports the numbers no numbering plan has among the skipped rows (spec 000 §5)', async () => {
    const w = await workshop();
    const rows: ImportRow[] = [
      ['3331234567', '202611', 'AB123CD', 'PANDA'],
      ['12345678', '202611', 'BB123CD', 'PANDA'],
      ['0543 123456', '202611', 'CB123CD', 'PANDA'],
      ['', '202611', 'DB123CD', 'PANDA'],
      ['0000000', '202611', 'EB123CD', 'PANDA'],
      ['+44 20 7946 0958', '202611', 'FB123CD', 'PANDA'],
    ];
    const res = await w.call(importRecalls, {
      body: { name: 'YAP NUMERI', channel: 'wa', text: 'richiami', rows },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ inserted: 1, skipped: 5, invalid: 2 });
    expect((await messagesOf(ctx, w.id, res.body.campaign.id)).map((m) => m.phone)).toEqual([
      '3331234567',
    ]);
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

  it('answers a wrong row, first or last of 50,000, with the 400 the body schema gave, storing nothing', async () => {
    const w = await workshop();
    const tooLong = 'Il campo «Righe» è troppo lungo (massimo 20 caratteri)';
    const bad: [number, unknown, string][] = [
      [0, ['3330000000', '202611', 'A'.repeat(21), 'X'], tooLong],
      [49_999, ['3330000000', 202611, 'AB1', 'X'], 'Dati non validi'],
      [0, null, 'Dati non validi'],
      [49_999, ['3330000000', '202611', 'AB1'], 'Dati non validi'],
    ];
    for (const [at, row, message] of bad) {
      const rows: unknown[] = rowsOf(50_000);
      rows[at] = row;
      const res = await w.call(importRecalls, {
        body: { name: 'GRANDE', channel: 'sms', text: 'richiami', rows },
      });
      expect([res.status, res.error?.code, res.error?.message]).toEqual([
        400,
        'bad_request',
        message,
      ]);
    }
    expect(await campaignsOf(ctx, w.id)).toEqual([]);
    expect(await messagesOf(ctx, w.id)).toEqual([]);
  }, 120_000);

  it('keeps every answer of a wrong body as before (recorded when zod checked the rows)', async () => {
    const w = await workshop();
    const good = ['3331234567', '202611', 'AB123', 'FIAT'];
    await w.call(importRecalls, {
      body: { name: 'USATA', channel: 'sms', text: 'richiami', rows: [good] },
    });
    const cases: [string, unknown, string][] = [
      ['A', 5, 'Dati non validi'],
      ['B', [good, 'x'], 'Dati non validi'],
      ['C', [good, [...good, 'x']], 'Dati non validi'],
      [
        'D',
        [['3'.repeat(41), '2', 'A', 'B']],
        'Il campo «Righe» è troppo lungo (massimo 40 caratteri)',
      ],
      [
        'E',
        [good, ['3', '2', 'A', 'V'.repeat(101)]],
        'Il campo «Righe» è troppo lungo (massimo 100 caratteri)',
      ],
      ['F', [['3', '2', `${'😀'.repeat(10)}A`, 'B']], RECALLS_MSG.noInserts],
      ['G', [...Array.from({ length: 100_001 }, () => good), 5], 'Dati non validi'],
      [' ', [5], RECALLS_MSG.importNameRequired],
      // A wrong row is answered before the used name (409), as the body schema did.
      ['USATA', [good, null], 'Dati non validi'],
    ];
    for (const [name, rows, message] of cases) {
      const res = await w.call(importRecalls, {
        body: { name, channel: 'sms', text: 'richiami', rows: rows as unknown[] },
      });
      expect([name, res.status, res.error?.message]).toEqual([name, 400, message]);
    }
    expect((await campaignsOf(ctx, w.id)).length).toBe(1);
  }, 120_000);

  it('stores texts with tabs, line breaks and backslashes exactly as filled', async () => {
    const w = await workshop();
    const template =
      'Gentile cliente,\n\tla revisione di $veicolo$ ($targa$)\r\nscade a $mese$ \\ C:\\N';
    await buildSettings(ctx.database.db, w.id, 'sms', { testo_richiami: template });
    const rows: ImportRow[] = [
      ['3331234567', '202611', 'AB\\1', 'FIAT\tPANDA\n2'],
      ['3331234568', '202612', '\\N', '\\.'],
    ];
    const res = await w.call(importRecalls, {
      body: { name: 'ESCAPE', channel: 'sms', text: 'richiami', rows },
    });
    expect(res.status).toBe(201);
    const msgs = await messagesOf(ctx, w.id, res.body.campaign.id);
    expect(msgs.map((m) => [m.text, m.description])).toEqual([
      [
        'Gentile cliente,\n\tla revisione di FIAT\tPANDA\n2 (AB\\1)\r\nscade a novembre 2026 \\ C:\\N',
        'AB\\1 FIAT\tPANDA\n2',
      ],
      [
        'Gentile cliente,\n\tla revisione di \\. (\\N)\r\nscade a dicembre 2026 \\ C:\\N',
        '\\N \\.',
      ],
    ]);
  });

  it('stores nothing when the database refuses a row late in the file, and works after', async () => {
    const w = await workshop();
    // A trigger refusing one phone stands for any failure while the rows are being written.
    await ctx.database.db.execute(sql`
      create or replace function refuse_test_phone() returns trigger language plpgsql as $$
      begin
        if new.phone = '3330045000' then raise exception 'riga rifiutata'; end if;
        return new;
      end $$`);
    await ctx.database.db.execute(sql`
      create trigger refuse_test_phone before insert on messages
      for each row execute function refuse_test_phone()`);
    try {
      const rows = rowsOf(50_000).map((r, i): ImportRow =>
        i === 45_000 ? ['3330045000', r[1], r[2], r[3]] : r,
      );
      const res = await w.call(importRecalls, {
        body: { name: 'RIFIUTATA', channel: 'sms', text: 'richiami', rows },
      });
      expect(res.status).toBe(500);
      expect(await campaignsOf(ctx, w.id)).toEqual([]);
      expect(await messagesOf(ctx, w.id)).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_test_phone on messages`);
    }
    // Every pooled connection still works (no COPY left half open).
    const again = await Promise.all(
      [1, 2, 3].map((n) =>
        w.call(importRecalls, {
          body: { name: `DOPO ${n}`, channel: 'sms', text: 'richiami', rows: rowsOf(1_000) },
        }),
      ),
    );
    expect(again.map((r) => r.status)).toEqual([201, 201, 201]);
    expect((await messagesOf(ctx, w.id)).length).toBe(3_000);
  }, 120_000);

  it('answers the campaign as the campaign list reads it afterwards, counts included (SMS and WhatsApp)', async () => {
    const w = await workshop();
    const rows = [...rowsOf(4), ['0612345678', '202611', 'ZZ999ZZ', 'X'] as ImportRow];
    for (const channel of ['sms', 'wa'] as const) {
      const res = await w.call(importRecalls, {
        body: { name: `ELENCO ${channel}`, channel, text: 'richiami', rows },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ inserted: 4, skipped: 1 });
      const listed = await w.call(listCampaigns, { params: { channel } });
      const same = listed.body.campaigns.find((c) => c.id === res.body.campaign.id);
      expect(res.body.campaign).toEqual(same);
      expect(res.body.campaign.counts).toMatchObject({ total: 4, pending: 4, sent: 0 });
    }
  });

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
