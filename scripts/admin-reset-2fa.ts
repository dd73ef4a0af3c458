/**
 * `npm run admin:reset-2fa`: removes the super-admin's second factor from the server's shell
 * (README "Two-factor sign-in"), ends its sessions and records it in the audit. Reads
 * DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite; refused while a server holds the folder).
 * With ADMIN_TOTP_REQUIRED=1 the next super-admin sign-in sets a new one up. Exit code 1 on
 * any error.
 */
import { resetAdminSecondFactor } from '@server/auth/admin-two-factor-reset';
import { runWithDatabase } from './script-database';

runWithDatabase('admin-reset-2fa', async (database) => {
  const had = await resetAdminSecondFactor(database.db);
  console.log(
    had
      ? 'Verifica in due passaggi del super-admin rimossa; sessioni del super-admin chiuse.'
      : 'Il super-admin non aveva la verifica in due passaggi; sessioni del super-admin chiuse.',
  );
});
