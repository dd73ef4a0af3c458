/**
 * A unique violation maps to its error by the constraint's name:
 * the slot → "Casella Occupata", a user name → its own message, anything else → a generic
 * conflict — on the real database (PGlite or PostgreSQL), whose driver errors differ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { APPOINTMENTS_MSG, COMMON_MSG } from '@shared/messages';
import { appointments, notes } from '@server/db/schema';
import { createWorkshop } from '@server/domain/workshops';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { uniqueViolationError, violatedConstraint } from './errors';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

describe('uniqueViolationError', () => {
  it('names the slot, the user name and a generic conflict apart', async () => {
    const { db } = ctx.database;
    const w = await createWorkshop(db, { username: 'uniq_a', password: 'password-a' });
    const slot = { workshopId: w.id, date: '2030-01-02', row: 1, column: 1, surname: 'A' };
    await db.insert(appointments).values(slot);

    const slotErr = await failureOf(() => db.insert(appointments).values(slot));
    expect(violatedConstraint(slotErr)).toBe('appointments_slot_uq');
    expect(uniqueViolationError(slotErr)).toMatchObject({
      status: 409,
      code: 'slot_taken',
      message: APPOINTMENTS_MSG.slotTaken,
    });

    const userErr = await failureOf(() =>
      createWorkshop(db, { username: 'UNIQ_A', password: 'password-b' }),
    );
    expect(uniqueViolationError(userErr)).toMatchObject({
      code: 'duplicate_username',
      message: COMMON_MSG.duplicateUsername,
    });

    await db.insert(notes).values({ workshopId: w.id, date: '2030-01-02', text: 'a' });
    const noteErr = await failureOf(() =>
      db.insert(notes).values({ workshopId: w.id, date: '2030-01-02', text: 'b' }),
    );
    expect(uniqueViolationError(noteErr)).toMatchObject({
      code: 'conflict',
      message: COMMON_MSG.genericConflict,
    });
  });

  it('is null for other errors', async () => {
    const err = await failureOf(() => ctx.database.db.execute(sql`select 1/0`));
    expect(violatedConstraint(err)).toBeNull();
    expect(uniqueViolationError(err)).toBeNull();
  });
});
