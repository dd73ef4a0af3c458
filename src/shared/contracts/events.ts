/**
 * Live grid events (issue: live across desks): the server tells every desk of a workshop
 * that a day changed; desks showing that day refetch it.
 */
import { z } from 'zod';
import { isoDateSchema } from './common';
import { defineEndpoint } from './endpoint';

export const gridEventSchema = z.object({
  type: z.enum(['day', 'note']),
  date: isoDateSchema,
  /** Random id of the tab that made the change, so it can skip its own echo. */
  origin: z.string().max(40).optional(),
});
export type GridEvent = z.infer<typeof gridEventSchema>;

/** Header the web sends with every write so its own echo can be recognised. */
export const ORIGIN_HEADER = 'x-reviapp-origin';

/**
 * GET /events: the live stream (Server-Sent Events) of the session's workshop; each
 * message is `data: GridEvent`. No JSON response: the handler writes the stream.
 */
export const streamEvents = defineEndpoint({
  method: 'GET',
  path: '/events',
  access: 'workshop',
  tag: 'events',
  summary: 'Eventi in tempo reale',
  errors: [],
});
