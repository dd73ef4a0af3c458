/**
 * `npm run admin:reset-2fa`: removes the super-admin's second factor from the server's shell
 * (README "Two-factor sign-in"), ends its sessions and records it in the audit. Reads
 * DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite; refused while a server holds the folder).
 * With ADMIN_TOTP_REQUIRED=1 the next super-admin sign-in sets a new one up. Exit code 1 on
 * any error.
 */
import { resetAdminSecondFactor } from '@server/auth/admin-two-factor-reset';
import { loadDatabaseConfig } from '@server/config';
import { openDatabase } from '@server/db/client';

async function run(): Promise<void> {
  const config = loadDatabaseConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    poolMax: 1,
    applicationName: 'reviapp/admin-reset-2fa',
    dataDir: config.DATA_DIR,
  });
  try {
    const had = await resetAdminSecondFactor(database.db);
    console.log(
      had
        ? 'Verifica in due passaggi del super-admin rimossa; sessioni del super-admin chiuse.'
        : 'Il super-admin non aveva la verifica in due passaggi; sessioni del super-admin chiuse.',
    );
  } finally {
    await database.close();
  }
}

run().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
