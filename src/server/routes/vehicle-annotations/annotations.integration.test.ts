/** ANNOTAZIONI VEICOLO (spec 000 §2, §5): plate rule and the yearly heading. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInWorkshop } from '@server/test/sign-in';
import { getAnnotation, saveAnnotation } from '@shared/contracts/vehicle-annotations';
import { todayInRome, yearOf } from '@shared/domain/dates';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const heading = `--- ${yearOf(todayInRome())} ---`;

describe('vehicle annotations', () => {
  it('needs a plate longer than 6 characters', async () => {
    const a = await signedInWorkshop(ctx);
    for (const plate of ['AB123', 'AB 123 C', ' ']) {
      const get = await a.call(getAnnotation, { params: { plate } });
      expect(get.status).toBe(400);
      expect(get.error?.message).toBe('Deve essere associata una targa al veicolo');
    }
    const put = await a.call(saveAnnotation, {
      params: { plate: 'AB123' },
      body: { problems: 'x' },
    });
    expect(put.status).toBe(400);
    expect(put.error?.message).toBe('Deve essere associata una targa al veicolo');
  });

  it("starts with the current year's heading and keeps what is saved", async () => {
    const a = await signedInWorkshop(ctx);
    const empty = await a.call(getAnnotation, { params: { plate: 'ab12345' } });
    expect(empty.body.annotation).toEqual({
      plate: 'AB12345',
      model: '',
      problems: `${heading}\n`,
    });

    const text = `--- 2020 ---\nFreni\n${heading}\nLuci posteriori`;
    const saved = await a.call(saveAnnotation, {
      params: { plate: 'AB12345' },
      body: { model: 'SH 125', problems: text },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.annotation).toEqual({ plate: 'AB12345', model: 'SH 125', problems: text });
    expect(
      (await a.call(getAnnotation, { params: { plate: 'AB12345' } })).body.annotation.problems,
    ).toBe(text);
  });

  it('appends the heading to last year’s text', async () => {
    const a = await signedInWorkshop(ctx);
    await a.call(saveAnnotation, {
      params: { plate: 'CD67890' },
      body: { problems: '--- 2001 ---\nGomme lisce\n\n' },
    });
    const res = await a.call(getAnnotation, { params: { plate: 'CD67890' } });
    expect(res.body.annotation.problems).toBe(`--- 2001 ---\nGomme lisce\n${heading}\n`);
  });
});
