/**
 * GET /api/admin/backup (docs/RESILIENCE.md "Backup and restore"): the
 * super-admin downloads a consistent copy of the embedded database while the server runs
 * (PGlite `dumpDataDir`, see `Database.dumpDataDir`). PostgreSQL answers 409: `pg_dump` is
 * the tool there. Each download is recorded in the audit trail (it holds every workshop's
 * personal data).
 */
import type { FastifyInstance } from 'fastify';
import { getDatabaseBackup } from '@shared/contracts/admin';
import { ADMIN_MSG } from '@shared/messages';
import { conflict } from '@server/http/errors';
import { route } from '@server/http/route';
import { recordAudit } from '@server/domain/audit';

/** `reviapp-YYYYMMDD-HHMMSS.tar.gz` in UTC. */
export const backupFileName = (now: Date = new Date()) =>
  `reviapp-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;

export async function adminBackupRoutes(app: FastifyInstance) {
  const database = app.deps.database;

  route(app, getDatabaseBackup, async (_args, req, reply) => {
    if (!database.dumpDataDir) throw conflict(ADMIN_MSG.backupUsePgDump);
    const started = Date.now();
    const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
    await recordAudit(database.db, req, 'database.backup', null, {
      bytes: dump.length,
      ms: Date.now() - started,
    });
    await reply
      .header('Content-Type', 'application/gzip')
      .header('Content-Disposition', `attachment; filename="${backupFileName()}"`)
      .header('Cache-Control', 'private, no-store')
      .send(dump);
  });
}
