/**
 * Past inspections of the demo workshop, so the recalls screen (spec 001 §2 sms_revisioni)
 * has work on its default month: biennial inspections done in this month two years ago,
 * annual ones (tipo_veicolo 2) done in this month one year ago (spec 001 §9). Months are
 * calendar months of Europe/Rome's today.
 */
import { dayjs, weekdayMondayFirst } from '@shared/domain/dates';
import { RecallState, ReminderState, VehicleType } from '@shared/domain/status';
import type { appointments } from '../db/schema';
import { ANNUAL_MODELS, demoRandom, MODELS, SURNAMES, vehicleTypeOf } from './demo-data';

type Row = typeof appointments.$inferInsert;

/** Every day (ISO) of the month `months` before the month of `today`, Sundays excluded. */
export function workingDaysOfMonthBefore(today: string, months: number): string[] {
  const first = dayjs.utc(today).startOf('month').subtract(months, 'month');
  const days: string[] = [];
  for (let d = first; d.month() === first.month(); d = d.add(1, 'day')) {
    const iso = d.format('YYYY-MM-DD');
    if (weekdayMondayFirst(iso) !== 6) days.push(iso);
  }
  return days;
}

/**
 * Appointments with stato 2 or 3 (inspection done, spec 001 §3): two per working day of
 * the month 24 months before `today` (≥ 40 rows), and four annual ones 12 months before;
 * each with a valid mobile, a model, a plate, a holder and an address ≥ 20 characters.
 */
export function historyAppointments(workshopId: number, today: string, rnd: () => number): Row[] {
  const r = demoRandom(rnd);
  const rows: Row[] = [];
  const done = (date: string, row: number, column: number, model: string, type: number): Row => {
    const surname = r.pick(SURNAMES);
    const status = rnd() < 0.85 ? 2 : 3;
    const recalled = rnd() < 0.1;
    return {
      workshopId,
      date,
      row,
      column,
      surname,
      holder: r.holder(surname),
      address: r.address(),
      phone: r.mobile(),
      model,
      plate: r.plate(type),
      vehicleType: type,
      status,
      note: status === 3 ? 'FRENI DA RIVEDERE' : '',
      reminderStatus: ReminderState.SentSms,
      recallStatus: recalled ? RecallState.Sent : RecallState.No,
      recallSentAt: recalled ? `${today}T08:00:00Z` : null,
      insertedAt: `${date}T07:00:00Z`,
    };
  };
  for (const date of workingDaysOfMonthBefore(today, 24)) {
    const saturday = weekdayMondayFirst(date) === 5;
    for (const column of [1, 2]) {
      const row = saturday || rnd() < 0.5 ? 1 + Math.floor(rnd() * 9) : 16 + Math.floor(rnd() * 9);
      const model = r.pick(MODELS.filter((m) => vehicleTypeOf(m) !== VehicleType.Annual));
      rows.push(done(date, row, column, model, vehicleTypeOf(model)));
    }
  }
  const lastYear = workingDaysOfMonthBefore(today, 12);
  ANNUAL_MODELS.forEach((model, i) => {
    const date = lastYear[Math.floor(((i + 0.5) * lastYear.length) / ANNUAL_MODELS.length)]!;
    rows.push(done(date, 3 + i, 1, model, VehicleType.Annual));
  });
  return rows;
}
