/**
 * SYNC with the helper tool (spec 000 §2 SYNC box, §4 SYNC, §5, §7 lista_veicoli, §8;
 * docs/RESILIENCE.md "SYNC"): with a tool server configured the grid shows the SYNC box (synced/total of
 * the day's stato 2|3) and whether the tool answers; SYNC reads the day's vehicles from the
 * tool (the `toolSim` fixture, on a free port of this computer), the
 * server marks the matches and a second desk's box follows live. Tool down → "modulo JS2SYS
 * non trovato". Writes docs/screenshots/sync-box.png.
 */
import type { APIRequestContext } from '@playwright/test';
import { setAppointmentStatus } from '@shared/contracts/appointments';
import { apiOk } from './support/api';
import type { ToolVehicle } from '../src/server/integrations/tool-sim-data';
import { openDay } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { seedAppointment, seedSettings } from './support/seed';

const DAY = '2031-04-08';

// SYNC is the +sync_targa option's (spec 000 §9).
test.use({ workshopOptions: ['+sync_targa'] });

const vehicle = (targa: string, cognome: string): ToolVehicle => ({
  targa,
  cognome,
  veicolo: 'HONDA SH 125',
  nome: 'MARCO',
  indirizzo: 'VIA ROMA 1',
  cap: '00185',
  citta: 'ROMA',
  tipo_veicolo: 'MOTOCICLO',
  alimentazione_2: 'BENZINA',
});

/** Three appointments in stato 2 and one in stato 0 (not counted). */
async function seedDay(api: APIRequestContext) {
  const made = [
    await seedAppointment(
      api,
      { date: DAY, time: '9:00', column: 1 },
      { surname: 'rossi', phone: '3331234567', model: 'sh 125', plate: 'ab12345' },
    ),
    await seedAppointment(
      api,
      { date: DAY, time: '9:00', column: 2 },
      { surname: 'bianchi anna', phone: '3331234568', model: 'panda', plate: 'cd123ef' },
    ),
    await seedAppointment(
      api,
      { date: DAY, time: '9:30', column: 1 },
      { surname: 'verdi', phone: '3331234569', model: 'tmax', plate: 'ef67890' },
    ),
  ];
  for (const a of made)
    await apiOk(api, setAppointmentStatus, { params: { id: a.id }, body: { status: 2 } });
  await seedAppointment(
    api,
    { date: DAY, time: '10:00', column: 1 },
    { surname: 'neri', phone: '3331234570', model: 'beverly', plate: 'gh54321' },
  );
}

test('SYNC marks the tool’s vehicles, warns of shared and suspect plates, and a second desk follows', async ({
  page,
  api,
  newDesk,
  toolSim: sim,
}) => {
  test.setTimeout(90_000);
  sim.configure({
    vehicles: {
      [DAY]: [
        vehicle('AB 12345', 'ROSSI'),
        // Same plate twice → the red warning; GRECO matches nothing.
        vehicle('AB12345', 'GRECO'),
        // Plate mistyped in the tool: matched by surname → "targhe errate: 1".
        vehicle('CD128EF', 'BIANCHI'),
        vehicle('EF67890', 'VERDI'),
      ],
    },
  });
  await seedDay(api);
  await seedSettings(api, 'tool', { server: sim.url });
  await openDay(page, DAY);
  const box = page.getByRole('region', { name: 'SYNC' });
  await expect(box.getByTestId('sync-count')).toHaveText('0/3');
  await expect(box.getByTestId('sync-tool')).toHaveText('Tool collegato');
  expect(sim.calls.some((c) => c.path === '/sn')).toBe(true);

  const other = await (await newDesk()).newPage();
  await openDay(other, DAY);
  const otherBox = other.getByRole('region', { name: 'SYNC' });
  await expect(otherBox.getByTestId('sync-count')).toHaveText('0/3');

  await expectNoSeriousViolations(page, 'grid with the SYNC box');
  await box.getByRole('button', { name: 'SYNC' }).click();
  await expect(page.getByText('Sincronizzati: 3')).toBeVisible();
  await expect(
    page.getByText('Ci sono 2 o più veicoli ai quali è associata la stessa targa: AB12345'),
  ).toBeVisible();
  await expect(page.getByText('Potrebbero esserci targhe errate: 1')).toBeVisible();
  await expect(box.getByTestId('sync-count')).toHaveText('3/3');
  // A past or future day is read with lista_veicoli_old?data=.
  expect(sim.calls.map((c) => c.path)).toContain('/lista_veicoli_old');
  // The other desk follows the day event, no reload.
  await expect(otherBox.getByTestId('sync-count')).toHaveText('3/3');
  // The other desk has no toasts over its side column.
  await otherBox
    .locator('xpath=ancestor::aside')
    .screenshot({ path: 'docs/screenshots/sync-box.png' });

  // A second SYNC finds nothing new to mark.
  await box.getByRole('button', { name: 'SYNC' }).click();
  await expect(page.getByText('Sincronizzati: 0')).toBeVisible();
});

test('SYNC with the tool down says "modulo JS2SYS non trovato"; an empty list says so', async ({
  page,
  api,
  toolSim: sim,
}) => {
  test.setTimeout(60_000);
  sim.configure({ vehicles: { [DAY]: [] } });
  await seedDay(api);
  await seedSettings(api, 'tool', { server: sim.url });
  await openDay(page, DAY);
  const box = page.getByRole('region', { name: 'SYNC' });
  await expect(box.getByTestId('sync-tool')).toHaveText('Tool collegato');
  await box.getByRole('button', { name: 'SYNC' }).click();
  await expect(page.getByText('Non ci sono veicoli da sincronizzare')).toBeVisible();

  sim.configure({ mode: 'down' });
  await box.getByRole('button', { name: 'SYNC' }).click();
  await expect(page.getByText('modulo JS2SYS non trovato')).toBeVisible();
  await expect(box.getByTestId('sync-tool')).toHaveText('Tool non trovato');
  await expect(box.getByTestId('sync-count')).toHaveText('0/3');
});

test('no tool server configured: no SYNC box', async ({ page, api }) => {
  await seedSettings(api, 'tool', { server: '' });
  await openDay(page, DAY);
  await expect(page.getByRole('region', { name: 'SMS' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'SYNC' })).toHaveCount(0);
});

test.describe('without +sync_targa', () => {
  test.use({ workshopOptions: [] });

  test('a tool server configured still shows no SYNC box', async ({ page, api }) => {
    await seedSettings(api, 'tool', { server: 'http://localhost:1987' });
    await openDay(page, DAY);
    await expect(page.getByRole('region', { name: 'SMS' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'SYNC' })).toHaveCount(0);
  });
});
