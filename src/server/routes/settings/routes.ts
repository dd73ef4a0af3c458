/**
 * Settings per section (spec 000 §3 config_*, 001 §2 impostazioni): GET/PUT
 * /settings/:section. PUT takes a partial section, merged over the stored one and
 * validated as a whole; a bad value is a 400 and nothing is written.
 */
import { z, ZodError } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/contracts/common';
import { SETTINGS_SECTIONS } from '@shared/contracts/settings';
import { ALL_MESSAGES, SETTINGS_MSG } from '@shared/messages';
import { requireWorkshop, workshopIdOf } from '@server/auth/guard';
import { badRequest, forbidden } from '@server/http/errors';
import { getSettings, saveSettings } from '@server/settings/service';

const params = z.object({ section: z.enum(SETTINGS_SECTIONS) });
const sectionValue = z.record(z.string(), z.unknown());

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('preHandler', requireWorkshop);
  const tags = ['settings'];
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

  app.get(
    '/settings/:section',
    { schema: { tags, params, response: { 200: sectionValue, ...errors } } },
    async (req) => getSettings(db, workshopIdOf(req), req.params.section),
  );

  app.put(
    '/settings/:section',
    { schema: { tags, params, body: sectionValue, response: { 200: sectionValue, ...errors } } },
    async (req) => {
      const workshopId = workshopIdOf(req);
      // Option flags switch paid features on (spec 000 §6): only the super-admin sets them.
      // A workshop may send them back unchanged (a settings form posts the whole section).
      if (req.params.section === 'app' && 'opzioni' in req.body) {
        const current = await getSettings(db, workshopId, 'app');
        if (req.body.opzioni !== current.opzioni) throw forbidden(SETTINGS_MSG.optionsAdminOnly);
      }
      try {
        return await saveSettings(db, workshopId, req.params.section, req.body as never);
      } catch (err) {
        if (err instanceof ZodError) {
          const first = err.issues[0]?.message;
          throw badRequest(first && ALL_MESSAGES.has(first) ? first : SETTINGS_MSG.invalidSettings);
        }
        throw err;
      }
    },
  );
};
