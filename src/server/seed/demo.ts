/**
 * Demo workshop for a first look (README): user `demo`, password `demodemo`, made on the
 * first start of an empty database outside production. It shows everything: every option
 * flag of spec 000 §6 on, booking link `demo` (`{base}prenota?code=demo`), opening hours,
 * default texts and company data (demo-settings.ts); a realistic fortnight of appointments
 * around today, notes and a vehicle annotation; past inspections for the recalls screen
 * (demo-history.ts); a few recalls, contacts, workshop codes and a notification.
 * Deterministic: the same day (Europe/Rome) gives the same demo. A few inserts, so fast.
 */
import { count } from 'drizzle-orm';
import { PROMEMORIA_DATE } from '@shared/contracts/notes';
import { withYearHeading } from '@shared/contracts/vehicle-annotations';
import { addDays, todayInRome, weekdayMondayFirst, yearOf } from '@shared/domain/dates';
import { ReminderState } from '@shared/domain/status';
import type { Db } from '../db/client';
import {
  appointments,
  contacts,
  notes,
  notifications,
  recalls,
  settings,
  vehicleAnnotations,
  workshopCodes,
  workshops,
} from '../db/schema';
import { createWorkshop } from '@server/domain/workshops';
import { demoRandom, MODELS, prng, SURNAMES, vehicleTypeOf } from './demo-data';
import { historyAppointments } from './demo-history';
import { demoSettings } from './demo-settings';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demodemo';
/** The demo's `link_web`: `{base}prenota?code=demo` books into it (spec 001 §9). */
export const DEMO_LINK_WEB = 'demo';

/**
 * Creates the demo workshop and all its data when the database has no workshop yet.
 * `today` is Rome's calendar date (`YYYY-MM-DD`). Returns true when it seeded.
 */
export async function seedDemoIfEmpty(db: Db, today = todayInRome()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(workshops);
  if ((row?.n ?? 0) > 0) return false;
  const w = await createWorkshop(db, {
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
    linkWeb: DEMO_LINK_WEB,
  });
  const workshopId = w.id;
  const seed = Number(today.replaceAll('-', ''));
  await db
    .insert(settings)
    .values(demoSettings().map(({ section, value }) => ({ workshopId, section, value })));
  const rows = fortnight(workshopId, today, prng(seed));
  await db
    .insert(appointments)
    .values([...rows, ...historyAppointments(workshopId, today, prng(seed + 1))]);
  await db.insert(notes).values([
    {
      workshopId,
      date: PROMEMORIA_DATE,
      text: 'Ordinare etichette adesive\nChiamare assistenza linea prova freni',
    },
    { workshopId, date: today, text: 'Sig. Rossi passa a ritirare il libretto alle 17' },
    // A little history for the "Note precedenti" list.
    { workshopId, date: addDays(today, -1), text: 'Linea freni tarata' },
    { workshopId, date: addDays(today, -3), text: 'Arrivate le etichette' },
    { workshopId, date: addDays(today, 2), text: 'Ispettore in visita al mattino' },
  ]);
  // ANNOTAZIONI VEICOLO of one plate seen in the grid (plates are longer than 6).
  const annotated = rows.find((r) => (r.plate ?? '').length > 6);
  if (annotated) {
    const text = withYearHeading(
      `--- ${yearOf(today) - 1} ---\nPastiglie freni consumate\n`,
      yearOf(today),
    );
    await db.insert(vehicleAnnotations).values({
      workshopId,
      plate: annotated.plate!,
      model: annotated.model ?? '',
      problems: `${text}Controllare luci posteriori\n`,
    });
  }
  await seedBackOffice(db, workshopId, today);
  return true;
}

/** Today's grid ± 7 days: Monday–Saturday, morning and (not Saturday) afternoon rows. */
function fortnight(workshopId: number, today: string, rnd: () => number) {
  const r = demoRandom(rnd);
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (let offset = -7; offset <= 7; offset++) {
    const date = addDays(today, offset);
    const weekday = weekdayMondayFirst(date);
    if (weekday === 6) continue; // Sunday closed
    // Morning rows 1–9 (8:00–12:00); afternoon rows 16–24 (15:30–19:30) except Saturday.
    const slots = weekday === 5 ? range(1, 9) : [...range(1, 9), ...range(16, 24)];
    for (const row of slots) {
      for (const column of [1, 2]) {
        if (rnd() > (column === 1 ? 0.55 : 0.25)) continue;
        const model = r.pick(MODELS);
        const vehicleType = vehicleTypeOf(model);
        const status =
          offset < 0
            ? rnd() < 0.85
              ? 2
              : r.pick([3, 4])
            : offset === 0 && row < 8
              ? r.pick([1, 2, 2, 0])
              : 0;
        rows.push({
          workshopId,
          date,
          row,
          column,
          surname: r.pick(SURNAMES),
          phone: r.mobile(),
          model,
          plate: r.plate(vehicleType),
          vehicleType,
          status,
          reminderStatus: offset > 0 ? ReminderState.Scheduled : ReminderState.SentSms,
          note: status === 3 ? 'FRENI DA RIVEDERE' : '',
        });
      }
    }
  }
  return rows;
}

/** Recalls added by hand, contacts, workshop codes and a notification (spec 001 §3). */
async function seedBackOffice(db: Db, workshopId: number, today: string) {
  const month = `${today.slice(0, 7)}-01`;
  await db.insert(recalls).values([
    {
      workshopId,
      surname: 'VERDI',
      phone: '3331234567',
      model: 'HONDA SH 125',
      plate: 'AB12345',
      dueMonth: month,
    },
    {
      workshopId,
      surname: 'NERI',
      phone: '3479876543',
      model: 'FIAT PANDA',
      plate: 'CD456EF',
      dueMonth: month,
    },
  ]);
  await db.insert(contacts).values([
    {
      workshopId,
      name: 'ASSISTENZA LINEA REVISIONE',
      phone: '0612345678',
      email: 'assistenza@example.it',
    },
    {
      workshopId,
      name: 'MOTORIZZAZIONE CIVILE ROMA',
      phone: '0687654321',
      address: 'Via Salaria 1000, 00138 Roma',
    },
    { workshopId, name: 'RICAMBI BIANCHI', phone: '3201234567', email: 'ordini@ricambibianchi.it' },
  ]);
  await db.insert(workshopCodes).values([
    {
      workshopId,
      name: 'OFFICINA MOTO SPRINT',
      province: 'RM',
      code: 'RM0456',
      address: 'Via Casilina 200, Roma',
      authorization: 'Aut. 123/2015',
    },
    {
      workshopId,
      name: 'AUTOFFICINA DEL CORSO',
      province: 'RM',
      code: 'RM0789',
      address: 'Corso Trieste 45, Roma',
      authorization: 'Aut. 456/2018',
    },
  ]);
  await db.insert(notifications).values({
    workshopId,
    subject: 'Benvenuto in ReviApp',
    text: 'Questa è un’officina dimostrativa: provi liberamente tutte le funzioni.',
  });
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
