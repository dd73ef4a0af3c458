/** ANNOTAZIONI VEICOLO (spec 000 §2, §5): plate rule and the yearly heading. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { workshopClient } from '@server/test/api';
import { todayInRome, yearOf } from '@shared/domain/dates';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const heading = `--- ${yearOf(todayInRome())} ---`;

describe('vehicle annotations', () => {
  it('needs a plate longer than 6 characters', async () => {
    const a = await workshopClient(ctx);
    for (const plate of ['AB123', 'AB%20123%20C', '%20']) {
      const get = await a.get(`/api/vehicle-annotations/${plate}`);
      expect(get.status).toBe(400);
      expect(get.body.error.message).toBe('Deve essere associata una targa al veicolo');
    }
    const put = await a.put('/api/vehicle-annotations/AB123', { problems: 'x' });
    expect(put.status).toBe(400);
    expect(put.body.error.message).toBe('Deve essere associata una targa al veicolo');
  });

  it("starts with the current year's heading and keeps what is saved", async () => {
    const a = await workshopClient(ctx);
    const empty = await a.get('/api/vehicle-annotations/ab12345');
    expect(empty.body.annotation).toEqual({
      plate: 'AB12345',
      model: '',
      problems: `${heading}\n`,
    });

    const text = `--- 2020 ---\nFreni\n${heading}\nLuci posteriori`;
    const saved = await a.put('/api/vehicle-annotations/AB12345', {
      model: 'SH 125',
      problems: text,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.annotation).toEqual({ plate: 'AB12345', model: 'SH 125', problems: text });
    expect((await a.get('/api/vehicle-annotations/AB12345')).body.annotation.problems).toBe(text);
  });

  it('appends the heading to last year’s text', async () => {
    const a = await workshopClient(ctx);
    await a.put('/api/vehicle-annotations/CD67890', { problems: '--- 2001 ---\nGomme lisce\n\n' });
    const res = await a.get('/api/vehicle-annotations/CD67890');
    expect(res.body.annotation.problems).toBe(`--- 2001 ---\nGomme lisce\n${heading}\n`);
  });
});
