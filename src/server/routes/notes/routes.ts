/** Daily notes routes (spec 000 §2 notes block), from `@shared/contracts/notes`. */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/notes';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { publishGridEvents } from '@server/live/publish';
import { getNote, notesHistory, saveNote } from './service';

export async function noteRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.getNotesHistory, async ({ query }, req) => ({
    notes: await notesHistory(db, workshopIdOf(req), query.from, query.dir),
  }));

  route(app, contract.getNote, async ({ params }, req) => ({
    note: await getNote(db, workshopIdOf(req), params.date),
  }));

  route(app, contract.saveNote, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const note = await saveNote(db, workshopId, params.date, body.text);
    await publishGridEvents(req, workshopId, 'note', [note.date]);
    return { note };
  });
}
