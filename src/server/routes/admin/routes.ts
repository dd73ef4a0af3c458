/**
 * Super-admin routes (spec 001 §2 admin area, §6 super-admin role).
 * POST /api/admin/workshops creates a workshop account with the default settings.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createAdminWorkshop, type AdminWorkshop } from '@shared/contracts/admin';
import { parseOptions } from '@shared/contracts/settings';
import { ADMIN_MSG } from '@shared/messages';
import type { Db } from '@server/db/client';
import { workshops } from '@server/db/schema';
import { AppError, isUniqueViolation } from '@server/http/errors';
import { route } from '@server/http/route';
import { getSettings, saveSettings } from '@server/routes/settings/service';
import { createWorkshop } from './workshops-service';

const usernameTaken = () => new AppError(409, 'duplicate_username', ADMIN_MSG.usernameTaken);
const linkWebTaken = () => new AppError(409, 'duplicate_link_web', ADMIN_MSG.linkWebTaken);

async function usernameExists(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(sql`lower(${workshops.username}) = lower(${username})`);
  return rows.length > 0;
}

async function linkWebExists(db: Db, linkWeb: string): Promise<boolean> {
  const rows = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(sql`${workshops.linkWeb} = ${linkWeb}`);
  return rows.length > 0;
}

/** Registers the admin routes (all `access: 'admin'`). */
export async function adminRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, createAdminWorkshop, async ({ body }): Promise<{ workshop: AdminWorkshop }> => {
    const { username, password, linkWeb, expiresOn, options } = body;
    if (await usernameExists(db, username)) throw usernameTaken();
    if (linkWeb && (await linkWebExists(db, linkWeb))) throw linkWebTaken();
    let row;
    try {
      row = await createWorkshop(db, { username, password, linkWeb, expiresOn });
    } catch (err) {
      // Two admins creating the same name at once: the unique index decides.
      if (!isUniqueViolation(err)) throw err;
      throw (await usernameExists(db, username)) ? usernameTaken() : linkWebTaken();
    }
    // Every other section keeps its defaults (read as defaults while no row is stored).
    const app_ = options?.length
      ? await saveSettings(db, row.id, 'app', { opzioni: options.join(' ') })
      : await getSettings(db, row.id, 'app');
    return {
      workshop: {
        id: row.id,
        username: row.username,
        active: row.active === 0 ? 0 : 1,
        expiresOn: row.expiresOn,
        linkWeb: row.linkWeb,
        options: parseOptions(app_.opzioni),
      },
    };
  });
}
