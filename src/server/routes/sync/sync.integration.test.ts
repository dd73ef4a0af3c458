/**
 * SYNC against the ReviApp Tool simulator (spec 000 §4 SYNC, §5, §7 lista_veicoli;
 * docs/RESILIENCE.md "SYNC"): the day's vehicles come from the simulator as a desk reads them; matching is by
 * plate, then by surname; shared plates are reported; counts are stato 2|3 of the day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSyncCount, syncDay } from '@shared/contracts/sync';
import { startToolSimulator, type ToolSimulator } from '@server/integrations/tool-sim';
import type { ToolVehicle } from '@server/integrations/tool-sim-data';
import { signedInWorkshop } from '@server/test/sign-in';
import { buildAppointment } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';

let ctx: TestContext;
let tool: ToolSimulator;
beforeAll(async () => {
  ctx = await setupTestApp();
  tool = await startToolSimulator({ port: 0 });
});
afterAll(async () => {
  await tool.close();
  await ctx.close();
});

/** The tool's list of `date`, as the desk fetches it. */
async function vehiclesOf(date: string): Promise<ToolVehicle[]> {
  const res = await fetch(`${tool.url}/lista_veicoli_old?data=${date}`);
  return (await res.json()) as ToolVehicle[];
}

describe('SYNC', () => {
  it('matches by plate, then by surname, and counts stato 2|3', async () => {
    const date = '2026-06-10';
    const list = await vehiclesOf(date);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const [byPlate, bySurname, other] = list as [ToolVehicle, ToolVehicle, ToolVehicle];
    const a = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    // Spaces and case differ in the plate; the surname match has a wrong plate.
    const p = await buildAppointment(db, a.id, {
      date,
      plate: byPlate.targa.toLowerCase().replace(/^(..)/, '$1 '),
      surname: 'CHIUNQUE',
      status: 2,
    });
    const s = await buildAppointment(db, a.id, {
      date,
      plate: 'ZZ000ZZ',
      surname: `${bySurname.cognome} ${bySurname.nome}`,
      status: 3,
    });
    await buildAppointment(db, a.id, { date, plate: 'NO1234', surname: 'NESSUNO', status: 2 });
    expect((await a.call(getSyncCount, { params: { date } })).body).toEqual({
      synced: 0,
      total: 3,
    });

    const vehicles = [byPlate, bySurname, other].map(({ targa, cognome }) => ({ targa, cognome }));
    const res = await a.call(syncDay, { params: { date }, body: { vehicles } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ matched: 2, bySurname: 1, duplicatePlates: [] });
    expect(res.body.count).toEqual({ synced: 2, total: 3 });
    expect([p.id, s.id]).toHaveLength(2);

    // Again: nothing new to mark ("Non ci sono veicoli da sincronizzare").
    const again = await a.call(syncDay, { params: { date }, body: { vehicles } });
    expect(again.body.matched).toBe(0);

    // Another workshop's appointments are never touched.
    const b = await signedInWorkshop(ctx);
    await buildAppointment(db, b.id, { date, plate: byPlate.targa, status: 2 });
    await a.call(syncDay, { params: { date }, body: { vehicles } });
    expect((await b.call(getSyncCount, { params: { date } })).body).toEqual({
      synced: 0,
      total: 1,
    });
  });

  it('reports plates shared by two vehicles of the day', async () => {
    const date = '2026-06-11';
    const v = (await vehiclesOf(date))[0]!;
    tool.configure({ vehicles: { [date]: [v, { ...v, cognome: 'ALTRO' }] } });
    const list = await vehiclesOf(date);
    const a = await signedInWorkshop(ctx);
    const res = await a.call(syncDay, {
      params: { date },
      body: { vehicles: list.map(({ targa, cognome }) => ({ targa, cognome })) },
    });
    expect(res.body.duplicatePlates).toEqual([v.targa.replace(/[^A-Z0-9]/g, '')]);
    tool.reset();
  });
});
