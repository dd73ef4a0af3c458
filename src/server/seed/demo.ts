/**
 * Demo workshop for a first look (README): user `demo`, password `demodemo`, and a
 * realistic fortnight of appointments around today, made on the first start of an empty
 * database outside production. Deterministic: the same day gives the same demo.
 */
import { count } from 'drizzle-orm';
import { deriveVehicleType } from '@shared/domain/vehicle-models';
import { PROMEMORIA_DATE } from '@shared/contracts/notes';
import { withYearHeading } from '@shared/contracts/vehicle-annotations';
import { addDays, todayInRome, weekdayMondayFirst, yearOf } from '@shared/domain/dates';
import type { Db } from '../db/client';
import { appointments, notes, vehicleAnnotations, workshops } from '../db/schema';
import { createWorkshop } from '../workshops/service';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demodemo';

const SURNAMES = [
  'ROSSI',
  'RUSSO',
  'FERRARI',
  'ESPOSITO',
  'BIANCHI',
  'ROMANO',
  'COLOMBO',
  'RICCI',
  'MARINO',
  'GRECO',
  'BRUNO',
  'GALLO',
  'CONTI',
  'DE LUCA',
  'MANCINI',
  'COSTA',
  'GIORDANO',
  'RIZZO',
  'LOMBARDI',
  'MORETTI',
  'BARBIERI',
  'FONTANA',
  'SANTORO',
  'MARIANI',
  'RINALDI',
  'CARUSO',
  'FERRARA',
  'GALLI',
  'MARTINI',
  'LEONE',
];
const MODELS = [
  'PIAGGIO BEVERLY 300',
  'HONDA SH 125',
  'YAMAHA TMAX 530',
  'KYMCO AGILITY 125',
  'VESPA PRIMAVERA 125',
  'HONDA SH 150',
  'PIAGGIO LIBERTY 125',
  'YAMAHA XMAX 300',
  'APRILIA SCARABEO 200',
  'SYM SYMPHONY 125',
  'SUZUKI BURGMAN 400',
  'HONDA FORZA 350',
  'DUCATI MONSTER 821',
  'BMW R 1250 GS',
  'KAWASAKI Z 900',
  'PIAGGIO MEDLEY 125',
  'FIAT PANDA',
  'FIAT 500',
  'TOYOTA YARIS TAXI',
];

/** Small deterministic PRNG (mulberry32) so the demo is stable for a given seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Creates the demo workshop and its fortnight when the database has no workshop yet.
 * Returns true when it seeded.
 */
export async function seedDemoIfEmpty(db: Db, today = todayInRome()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(workshops);
  if ((row?.n ?? 0) > 0) return false;
  const w = await createWorkshop(db, {
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
    linkWeb: 'demo',
  });
  const rnd = prng(Number(today.replaceAll('-', '')));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const letters = 'ABCDEFGHJKLMNPRSTVWXYZ';
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (let offset = -7; offset <= 7; offset++) {
    const date = addDays(today, offset);
    const weekday = weekdayMondayFirst(date);
    if (weekday === 6) continue; // Sunday closed
    // Morning rows 1–9 (8:00–12:00); afternoon rows 16–24 (15:30–19:30) except Saturday.
    const slots = weekday === 5 ? range(1, 9) : [...range(1, 9), ...range(16, 24)];
    for (const r of slots) {
      for (const column of [1, 2]) {
        if (rnd() > (column === 1 ? 0.55 : 0.25)) continue;
        const model = pick(MODELS);
        const moto = deriveVehicleType(model);
        const plate =
          moto === 1
            ? `${pick([...letters])}${pick([...letters])}${String(Math.floor(rnd() * 100000)).padStart(5, '0')}`
            : `${pick([...letters])}${pick([...letters])}${String(Math.floor(rnd() * 1000)).padStart(3, '0')}${pick([...letters])}${pick([...letters])}`;
        const status =
          offset < 0
            ? rnd() < 0.85
              ? 2
              : pick([3, 4])
            : offset === 0 && r < 8
              ? pick([1, 2, 2, 0])
              : 0;
        rows.push({
          workshopId: w.id,
          date,
          row: r,
          column,
          surname: pick(SURNAMES),
          phone: `3${Math.floor(rnd() * 4)}${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
          model,
          plate,
          vehicleType: moto ?? 0,
          status,
          reminderStatus: offset > 0 ? 1 : offset === 0 ? 2 : 2,
          note: status === 3 ? 'FRENI DA RIVEDERE' : '',
        });
      }
    }
  }
  if (rows.length) await db.insert(appointments).values(rows);
  await db.insert(notes).values([
    {
      workshopId: w.id,
      date: PROMEMORIA_DATE,
      text: 'Ordinare etichette adesive\nChiamare assistenza linea prova freni',
    },
    { workshopId: w.id, date: today, text: 'Sig. Rossi passa a ritirare il libretto alle 17' },
    // A little history for the "Note precedenti" list.
    { workshopId: w.id, date: addDays(today, -1), text: 'Linea freni tarata' },
    { workshopId: w.id, date: addDays(today, -3), text: 'Arrivate le etichette' },
    { workshopId: w.id, date: addDays(today, 2), text: 'Ispettore in visita al mattino' },
  ]);
  // ANNOTAZIONI VEICOLO of one plate seen in the grid (plates are longer than 6).
  const annotated = rows.find((r) => (r.plate ?? '').length > 6);
  if (annotated) {
    const text = withYearHeading(
      `--- ${yearOf(today) - 1} ---\nPastiglie freni consumate\n`,
      yearOf(today),
    );
    await db.insert(vehicleAnnotations).values({
      workshopId: w.id,
      plate: annotated.plate!,
      model: annotated.model ?? '',
      problems: `${text}Controllare luci posteriori\n`,
    });
  }
  return true;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
