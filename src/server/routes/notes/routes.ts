/**
 * Daily notes API (spec 000 §2 notes block): GET/PUT /notes/:date and the history
 * GET /notes?from=&dir=back|forward.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateParamsSchema, errorResponseSchema } from '@shared/contracts/common';
import {
  noteResponseSchema,
  notesHistoryQuerySchema,
  notesHistoryResponseSchema,
  saveNoteInputSchema,
} from '@shared/contracts/notes';
import { requireWorkshop, workshopIdOf } from '@server/auth/guard';
import { publishGridEvents } from '@server/live/publish';
import { getNote, notesHistory, saveNote } from './service';

export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('preHandler', requireWorkshop);
  const tags = ['notes'];
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

  app.get(
    '/notes',
    {
      schema: {
        tags,
        querystring: notesHistoryQuerySchema,
        response: { 200: notesHistoryResponseSchema, ...errors },
      },
    },
    async (req) => ({
      notes: await notesHistory(db, workshopIdOf(req), req.query.from, req.query.dir),
    }),
  );

  app.get(
    '/notes/:date',
    {
      schema: { tags, params: dateParamsSchema, response: { 200: noteResponseSchema, ...errors } },
    },
    async (req) => ({ note: await getNote(db, workshopIdOf(req), req.params.date) }),
  );

  app.put(
    '/notes/:date',
    {
      schema: {
        tags,
        params: dateParamsSchema,
        body: saveNoteInputSchema,
        response: { 200: noteResponseSchema, ...errors },
      },
    },
    async (req) => {
      const workshopId = workshopIdOf(req);
      const note = await saveNote(db, workshopId, req.params.date, req.body.text);
      await publishGridEvents(req, workshopId, 'note', [note.date]);
      return { note };
    },
  );
};
