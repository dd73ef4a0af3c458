/**
 * Personal-data rights (docs/PRIVACY.md): access and portability, erasure across every table
 * that holds a person, its idempotence and workshop scoping, and the coverage registry
 * checked against the database catalogue (a new personal column fails here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { searchArchive } from '@shared/contracts/archive';
import { listContacts } from '@shared/contracts/contacts';
import { eraseSubjectData, getSubjectData } from '@shared/contracts/privacy';
import { listRecalls } from '@shared/contracts/recalls';
import { getStatistics } from '@shared/contracts/statistics';
import { reminderRef } from '@shared/domain/ref-ids';
import { PRIVACY_MSG } from '@shared/messages';
import {
  appointments,
  archiveWords,
  customerActions,
  messages,
  privacyErasures,
  optOuts,
  recalls,
  stopLinks,
} from '@server/db/schema';
import {
  buildAppointment,
  buildContact,
  buildMessage,
  buildRecall,
  buildVehicleAnnotation,
} from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInWorkshop, type SignedInWorkshop } from '@server/test/sign-in';
import { COVERAGE, PERSONAL_COLUMN } from './coverage';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

const PHONE = '3471234567';
const PLATE = 'ZX987YW';

/** A workshop holding one person (phone PHONE, plate PLATE) in every kind of row, and decoys. */
async function personWorkshop(w: SignedInWorkshop) {
  const db = ctx.database.db;
  const old = await buildAppointment(db, w.id, {
    date: '2024-11-05',
    row: 2,
    column: 1,
    status: 2,
    surname: 'QUERCIOLI',
    holder: 'ANNA QUERCIOLI',
    phone: PHONE,
    plate: PLATE,
    email: 'anna@example.it',
    address: 'VIA DEI MILLE 4, 50100 FIRENZE',
    note: 'CLIENTE STORICA',
  });
  // Same plate, another phone (the car's next appointment booked by a relative).
  const byPlate = await buildAppointment(db, w.id, {
    date: '2026-11-05',
    row: 3,
    column: 2,
    surname: 'QUERCIOLI',
    phone: '3399999999',
    plate: PLATE,
  });
  const decoy = await buildAppointment(db, w.id, {
    date: '2024-11-05',
    row: 4,
    column: 1,
    status: 2,
    surname: 'ROSSI',
  });
  const reminder = await buildMessage(db, w.id, {
    phone: PHONE,
    text: 'Gentile QUERCIOLI, le ricordiamo la revisione',
    refId: reminderRef(old.date, old.id),
    sendState: 'sent',
    status: 1,
    sentAt: '2024-11-04 09:00:00+00',
  });
  const queued = await buildMessage(db, w.id, { phone: PHONE, text: 'In coda per QUERCIOLI' });
  const other = await buildMessage(db, w.id, { text: 'Per un altro' });
  const recall = await buildRecall(db, w.id, {
    surname: 'QUERCIOLI',
    phone: PHONE,
    dueMonth: '2026-11-01',
  });
  const contact = await buildContact(db, w.id, { name: 'ANNA QUERCIOLI', phone: '347 123 4567' });
  const vehicle = await buildVehicleAnnotation(db, w.id, { plate: PLATE, problems: 'Freni' });
  const [action] = await db
    .insert(customerActions)
    .values({
      workshopId: w.id,
      appointmentId: old.id,
      action: 'confirm',
      surname: 'QUERCIOLI',
      date: old.date,
      row: old.row,
    })
    .returning();
  await db.insert(optOuts).values({ workshopId: w.id, phone: PHONE, source: 'desk' });
  await db.insert(stopLinks).values({ workshopId: w.id, phone: PHONE });
  return { old, byPlate, decoy, reminder, queued, other, recall, contact, vehicle, action };
}

describe('GET /privacy/subject', () => {
  it("answers every row about the phone, grouped by kind, and nothing of another workshop's", async () => {
    const w = await signedInWorkshop(ctx);
    const p = await personWorkshop(w);
    const stranger = await signedInWorkshop(ctx);
    await buildAppointment(ctx.database.db, stranger.id, { phone: PHONE, plate: PLATE });

    const res = await w.call(getSubjectData, { query: { phone: '+39 347 123.4567' } });
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.subject).toEqual({ phone: PHONE, plate: '' });
    expect(d.appointments.map((a) => a.id)).toEqual([p.old.id]);
    expect(d.appointments[0]).toMatchObject({
      holder: 'ANNA QUERCIOLI',
      email: 'anna@example.it',
      note: 'CLIENTE STORICA',
    });
    expect(d.recalls.map((r) => r.id)).toEqual([p.recall.id]);
    expect(d.messages.map((m) => m.id).sort()).toEqual([p.reminder.id, p.queued.id].sort());
    expect(d.messages.find((m) => m.id === p.reminder.id)).toMatchObject({
      text: 'Gentile QUERCIOLI, le ricordiamo la revisione',
      sendState: 'sent',
    });
    expect(d.contacts.map((c) => c.id)).toEqual([p.contact.id]);
    expect(d.customerActions.map((a) => a.id)).toEqual([p.action!.id]);
    expect(d.vehicles).toEqual([]);
    expect(d.optOut).toMatchObject({ listed: true });

    const both = await w.call(getSubjectData, { query: { phone: PHONE, plate: 'zx 987yw' } });
    expect(both.body.appointments.map((a) => a.id)).toEqual([p.old.id, p.byPlate.id]);
    expect(both.body.vehicles.map((v) => v.id)).toEqual([p.vehicle.id]);
  });

  it('refuses a request naming nobody, with an Italian message', async () => {
    const w = await signedInWorkshop(ctx);
    const none = await w.call(getSubjectData, { query: { phone: ' ', plate: '' } });
    expect(none.status).toBe(400);
    expect(none.error?.message).toContain(PRIVACY_MSG.subjectRequired);
    const short = await w.call(getSubjectData, { query: { phone: '12' } });
    expect(short.status).toBe(400);
    expect(short.error?.message).toContain(PRIVACY_MSG.phoneTooShort);
    const nul = await w.call(getSubjectData, { query: { phone: '347\u0000123456' } });
    expect(nul.status).toBe(400);
  });
});

describe('POST /privacy/subject/erase', () => {
  it('anonymises every row about the person in one go; grid, statistics and SMS counts stay', async () => {
    const w = await signedInWorkshop(ctx);
    const p = await personWorkshop(w);
    const db = ctx.database.db;
    const stranger = await signedInWorkshop(ctx);
    const theirs = await buildAppointment(db, stranger.id, { phone: PHONE, plate: PLATE });

    const statsBefore = (await w.call(getStatistics, {})).body;
    const sentBefore = await db.$count(
      messages,
      and(eq(messages.workshopId, w.id), eq(messages.sendState, 'sent')),
    );
    expect((await w.call(searchArchive, { query: { q: 'quercioli' } })).body.results).toHaveLength(
      2,
    );
    expect(
      (await w.call(listRecalls, { query: { year: 2024, month: 11 } })).body.items.map((i) => i.id),
    ).toContain(p.old.id);

    const res = await w.call(eraseSubjectData, { body: { phone: PHONE, plate: PLATE } });
    expect(res.status).toBe(200);
    expect(res.body.erased).toMatchObject({
      appointments: 2,
      recalls: 1,
      messages: 2,
      contacts: 1,
      customerActions: 1,
      vehicles: 1,
      stopLinks: 1,
    });
    // The opt-out is the person's own request: kept; its link handle is gone.
    expect(await db.$count(optOuts, eq(optOuts.workshopId, w.id))).toBe(1);
    expect(await db.$count(stopLinks, eq(stopLinks.workshopId, w.id))).toBe(0);
    expect(res.body.erased.archiveWords).toBeGreaterThan(0);

    const [a] = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopId, w.id), eq(appointments.id, p.old.id)));
    expect(a).toMatchObject({
      surname: 'ANONIMO',
      holder: '',
      phone: '',
      plate: '',
      email: '',
      address: '',
      note: '',
      randomId: null,
      // Slot, day and outcome stay: the grid and the statistics count it.
      date: p.old.date,
      row: p.old.row,
      status: 2,
      version: p.old.version + 1,
    });
    const [m] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.workshopId, w.id), eq(messages.id, p.reminder.id)));
    expect(m).toMatchObject({ phone: '', text: '', sendState: 'sent', status: 1 });
    // The unsent one is gone (nobody to send it to); the stranger's message is untouched.
    const left = await db
      .select({ id: messages.id, text: messages.text })
      .from(messages)
      .where(eq(messages.workshopId, w.id));
    expect(left.map((x) => x.id).sort()).toEqual([p.reminder.id, p.other.id].sort());
    expect(left.find((x) => x.id === p.other.id)!.text).toBe('Per un altro');
    const [r] = await db
      .select()
      .from(recalls)
      .where(and(eq(recalls.workshopId, w.id), eq(recalls.id, p.recall.id)));
    expect(r).toMatchObject({ surname: 'ANONIMO', phone: '', plate: '' });
    const [act] = await db
      .select()
      .from(customerActions)
      .where(and(eq(customerActions.workshopId, w.id), eq(customerActions.id, p.action!.id)));
    expect(act!.surname).toBe('ANONIMO');
    // The archive's dictionary keeps no word of the person's (the decoy's stay).
    const words = (
      await db
        .select({ word: archiveWords.word })
        .from(archiveWords)
        .where(eq(archiveWords.workshopId, w.id))
    ).map((x) => x.word);
    expect(words).not.toContain(PHONE);
    expect(words).not.toContain(PLATE.toLowerCase());
    expect(words).not.toContain('quercioli');
    expect(words).toContain('rossi');

    // Nothing finds the person any more; the counts are the same.
    expect((await w.call(searchArchive, { query: { q: 'quercioli' } })).body.results).toEqual([]);
    expect((await w.call(searchArchive, { query: { q: PHONE } })).body.results).toEqual([]);
    const recallIds = (
      await w.call(listRecalls, { query: { year: 2024, month: 11 } })
    ).body.items.map((i) => i.id);
    expect(recallIds).not.toContain(p.old.id);
    expect(recallIds).toContain(p.decoy.id);
    expect((await w.call(listContacts, { query: { q: 'QUERCIOLI' } })).body.contacts).toEqual([]);
    expect((await w.call(getStatistics, {})).body).toEqual(statsBefore);
    expect(
      await db.$count(messages, and(eq(messages.workshopId, w.id), eq(messages.sendState, 'sent'))),
    ).toBe(sentBefore);
    const access = (await w.call(getSubjectData, { query: { phone: PHONE, plate: PLATE } })).body;
    expect(access.appointments).toEqual([]);
    expect(access.messages).toEqual([]);
    expect(access.recalls).toEqual([]);
    expect(access.contacts).toEqual([]);
    expect(access.vehicles).toEqual([]);

    // Logged once, by a keyed hash: no phone or plate in the row.
    const log = await db.select().from(privacyErasures).where(eq(privacyErasures.workshopId, w.id));
    expect(log).toHaveLength(1);
    expect(log[0]!.subjectHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(log)).not.toContain(PHONE);
    expect(JSON.stringify(log)).not.toContain(PLATE);

    // A second call finds nothing, logs nothing.
    const again = await w.call(eraseSubjectData, { body: { phone: PHONE, plate: PLATE } });
    expect(Object.values(again.body.erased).every((n) => n === 0)).toBe(true);
    expect(await db.$count(privacyErasures, eq(privacyErasures.workshopId, w.id))).toBe(1);

    // The other workshop's customer with the same phone keeps everything.
    const [t] = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopId, stranger.id), eq(appointments.id, theirs.id)));
    expect(t).toMatchObject({ phone: PHONE, plate: PLATE, surname: theirs.surname });
  });

  it('the same person erased twice gets the same hash; another person another', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildAppointment(db, w.id, { phone: '3330000001' });
    await w.call(eraseSubjectData, { body: { phone: '3330000001' } });
    await buildAppointment(db, w.id, { phone: '3330000001' });
    await w.call(eraseSubjectData, { body: { phone: '333 000 0001' } });
    await buildAppointment(db, w.id, { phone: '3330000002' });
    await w.call(eraseSubjectData, { body: { phone: '3330000002' } });
    const hashes = (
      await db
        .select({ h: privacyErasures.subjectHash })
        .from(privacyErasures)
        .where(eq(privacyErasures.workshopId, w.id))
        .orderBy(privacyErasures.id)
    ).map((x) => x.h);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
  });
});

/** `table.column` of every public column that looks personal and is not in the registry. */
async function uncovered(): Promise<string[]> {
  const res = await ctx.database.db.execute<{ t: string; c: string }>(sql`
    select table_name as t, column_name as c from information_schema.columns
     where table_schema = 'public' order by 1, 2`);
  return res.rows
    .map((r) => `${r.t}.${r.c}`)
    .filter((k) => PERSONAL_COLUMN.test(k.split('.')[1]!) && !(k in COVERAGE));
}

describe('coverage registry', () => {
  it('lists every column of the database that may hold a person', async () => {
    expect(await uncovered()).toEqual([]);
    expect(COVERAGE['appointments.phone']).toBeDefined();
  });

  it('fails for a new table with a phone or a surname column not in the registry', async () => {
    const db = ctx.database.db;
    await db.execute(
      sql`create table zz_privacy_probe (workshop_id integer, telefono text, cognome text)`,
    );
    try {
      expect(await uncovered()).toEqual(['zz_privacy_probe.cognome', 'zz_privacy_probe.telefono']);
    } finally {
      await db.execute(sql`drop table zz_privacy_probe`);
    }
  });
});
