/**
 * Test factories: each `build*` writes one valid row straight to the database with Drizzle
 * and returns it as stored (`$inferSelect`). Defaults are valid for the spec's rules
 * (mobile phones start with 3 and have 10 digits, spec 000 §5; slots inside the default
 * 26-row timetable, spec 000 §9) and unique per call (a counter), so tests never collide;
 * `overrides` replace any column. Tenant rows take the `workshopId` they belong to, so two
 * workshops never share a row.
 */
import type { z } from 'zod';
import { FREE_CAMPAIGN } from '@shared/contracts/messaging';
import { SETTINGS_SCHEMAS, type SettingsSection } from '@shared/contracts/settings';
import { addDays, todayInRome } from '@shared/domain/dates';
import type { Db } from '../db/client';
import {
  appointments,
  campaigns,
  contacts,
  messages,
  notes,
  notifications,
  recalls,
  settings,
  vehicleAnnotations,
  workshopCodes,
  workshops,
} from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { randomAlphanumeric } from '../auth/tokens';
import { TRIAL_DAYS } from '@server/domain/workshops';
import { campaignNamed } from '@server/domain/messaging/service';

/** The password of every built workshop unless overridden. */
export const FACTORY_PASSWORD = 'password-di-prova';

let seq = 0;
/** A number unique within this test process (1, 2, 3 …). */
export function nextSeq(): number {
  return ++seq;
}

// argon2id is slow on purpose; one hash per distinct password is enough for tests.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
};

/** A 10-digit Italian mobile number (starts with 3), unique per `n`. */
export const mobileFor = (n: number) => `33${String(n % 1e8).padStart(8, '0')}`;
/** A moto plate (2 letters, 5 digits), unique per `n` below 100 000. */
export const plateFor = (n: number) => `AB${String(n % 1e5).padStart(5, '0')}`;

type WorkshopInsert = typeof workshops.$inferInsert;

/**
 * A workshop account (spec 000 §3 utente), active, expiring 100 days from today (Rome),
 * user name `officina{n}_{random}`, password `FACTORY_PASSWORD` (argon2id) unless
 * `overrides.password` is given. Returns the row plus the clear `password`.
 */
export async function buildWorkshop(
  db: Db,
  overrides: Partial<Omit<WorkshopInsert, 'passwordHash'>> & { password?: string } = {},
) {
  const { password = FACTORY_PASSWORD, ...given } = overrides;
  // An override explicitly undefined keeps the default (as createWorkshop does).
  const columns = Object.fromEntries(
    Object.entries(given).filter(([, v]) => v !== undefined),
  ) as typeof given;
  const [row] = await db
    .insert(workshops)
    .values({
      unicode: randomAlphanumeric(35),
      accessCode: randomAlphanumeric(35),
      username: `officina${nextSeq()}_${randomAlphanumeric(5)}`,
      passwordHash: await hashOnce(password),
      expiresOn: addDays(todayInRome(), TRIAL_DAYS),
      pathArchive: randomAlphanumeric(5),
      ...columns,
    })
    .returning();
  return { ...row!, password };
}

/**
 * An appointment (spec 000 §3 appuntamenti) of `workshopId`: by default today (Rome) in a
 * slot no other factory call uses (column 1–3, row 0–25 of the default timetable, then
 * later days), a 10-digit mobile, model `HONDA SH 125`, a unique moto plate, stato 0.
 */
export async function buildAppointment(
  db: Db,
  workshopId: number,
  overrides: Partial<typeof appointments.$inferInsert> = {},
) {
  const n = nextSeq();
  const slot = n % (26 * 3);
  const [row] = await db
    .insert(appointments)
    .values({
      workshopId,
      date: addDays(todayInRome(), Math.floor(n / (26 * 3))),
      row: Math.floor(slot / 3),
      column: (slot % 3) + 1,
      surname: `CLIENTE ${n}`,
      phone: mobileFor(n),
      model: 'HONDA SH 125',
      plate: plateFor(n),
      vehicleType: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A daily note (spec 000 §3 note) of `workshopId`, for a distinct day before today. */
export async function buildNote(
  db: Db,
  workshopId: number,
  overrides: Partial<typeof notes.$inferInsert> = {},
) {
  const n = nextSeq();
  const [row] = await db
    .insert(notes)
    .values({ workshopId, date: addDays(todayInRome(), -n), text: `Nota ${n}`, ...overrides })
    .returning();
  return row!;
}

/** A vehicle annotation (spec 000 §3 auto) of `workshopId` for a unique plate. */
export async function buildVehicleAnnotation(
  db: Db,
  workshopId: number,
  overrides: Partial<typeof vehicleAnnotations.$inferInsert> = {},
) {
  const n = nextSeq();
  const [row] = await db
    .insert(vehicleAnnotations)
    .values({
      workshopId,
      plate: plateFor(n),
      model: 'PIAGGIO BEVERLY 300',
      problems: `Annotazione ${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Stores one settings section of `workshopId` (spec 000 §3, 001 §3 config_*): `value` is
 * merged over the section's defaults and validated by its schema (throws on bad input).
 * Returns the stored value.
 */
export async function buildSettings<S extends SettingsSection>(
  db: Db,
  workshopId: number,
  section: S,
  value: Partial<z.input<(typeof SETTINGS_SCHEMAS)[S]>> = {},
): Promise<z.infer<(typeof SETTINGS_SCHEMAS)[S]>> {
  const parsed = SETTINGS_SCHEMAS[section].parse(value) as z.infer<(typeof SETTINGS_SCHEMAS)[S]>;
  await db
    .insert(settings)
    .values({ workshopId, section, value: parsed })
    .onConflictDoUpdate({
      target: [settings.workshopId, settings.section],
      set: { value: parsed },
    });
  return parsed;
}

/**
 * A campaign (docs/MESSAGING.md) of `workshopId`: SMS, a unique name, `paused` unless
 * `overrides.state` says otherwise.
 */
export async function buildCampaign(
  db: Db,
  workshopId: number,
  overrides: Partial<typeof campaigns.$inferInsert> = {},
) {
  const n = nextSeq();
  const [row] = await db
    .insert(campaigns)
    .values({ workshopId, channel: 'sms', name: `CAMPAGNA ${n}`, ...overrides })
    .returning();
  return row!;
}

/**
 * A queued SMS (spec 001 §3 sms, stato 0, send_state queued) of `workshopId` in campaign
 * `LIBERA` of its channel (created paused when missing, as a free message creates it:
 * `campaignNamed`) unless `overrides.campaignId` names one,
 * to a unique mobile, with no `refId`. Pass `channel: 'wa'` for WhatsApp.
 */
export async function buildMessage(
  db: Db,
  workshopId: number,
  overrides: Partial<typeof messages.$inferInsert> = {},
) {
  const n = nextSeq();
  const channel = overrides.channel ?? 'sms';
  const campaignId =
    overrides.campaignId ??
    (await campaignNamed(db, workshopId, channel, FREE_CAMPAIGN, 'paused')).id;
  const [row] = await db
    .insert(messages)
    .values({
      workshopId,
      channel,
      campaignId,
      phone: mobileFor(n),
      text: `Messaggio di prova ${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A recall added by hand (spec 001 §3 richiami) of `workshopId`, due the first day of the
 * current month (Rome), with a unique mobile and plate.
 */
export async function buildRecall(
  db: Db,
  workshopId: number,
  overrides: Partial<typeof recalls.$inferInsert> = {},
) {
  const n = nextSeq();
  const [row] = await db
    .insert(recalls)
    .values({
      workshopId,
      surname: `RICHIAMO ${n}`,
      phone: mobileFor(n),
      model: 'VESPA PRIMAVERA 125',
      plate: plateFor(n),
      dueMonth: `${todayInRome().slice(0, 7)}-01`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A contact (spec 001 §3 rubrica) of `workshopId`, name uppercase and unique. */
export async function buildContact(
  db: Db,
  workshopId: number,
  overrides: Partial<typeof contacts.$inferInsert> = {},
) {
  const n = nextSeq();
  const [row] = await db
    .insert(contacts)
    .values({
      workshopId,
      name: `CONTATTO ${n}`,
      phone: mobileFor(n),
      email: `contatto${n}@example.it`,
      address: `Via Roma ${n}, 00100 Roma`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A workshop code (spec 001 §3 officina) of `workshopId`, name uppercase and unique. */
export async function buildWorkshopCode(
  db: Db,
  workshopId: number,
  overrides: Partial<typeof workshopCodes.$inferInsert> = {},
) {
  const n = nextSeq();
  const [row] = await db
    .insert(workshopCodes)
    .values({
      workshopId,
      name: `OFFICINA ${n}`,
      province: 'RM',
      code: `RM${String(n).padStart(4, '0')}`,
      address: `Via Appia ${n}, Roma`,
      authorization: `AUT-${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An unread notification (spec 001 §3 notifiche) from the admin to `workshopId`. */
export async function buildNotification(
  db: Db,
  workshopId: number,
  overrides: Partial<typeof notifications.$inferInsert> = {},
) {
  const n = nextSeq();
  const [row] = await db
    .insert(notifications)
    .values({ workshopId, subject: `Avviso ${n}`, text: `Testo dell'avviso ${n}`, ...overrides })
    .returning();
  return row!;
}
