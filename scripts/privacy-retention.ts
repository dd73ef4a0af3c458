/**
 * `npm run privacy:retention`: runs today's retention job (docs/PRIVACY.md "Retention";
 * `src/server/jobs/privacy-retention.ts`) by hand, on the database of DATABASE_URL or
 * DATA_DIR, and prints what it anonymised per workshop (counts only, never a name). A
 * workshop whose run already happened today (by the server or an earlier call) is skipped,
 * as the daily job skips it. Exit code 1 on any error.
 */
import { runPrivacyRetention } from '@server/jobs/privacy-retention';
import { runWithDatabase } from './script-database';

runWithDatabase('privacy-retention', async (database) => {
  const runs = await runPrivacyRetention(database.db, Date.now(), {
    log: { warn: (o, m) => console.error(m, o) },
  });
  if (runs.length === 0)
    console.log('Nessun utente da elaborare oggi (già fatto o nessuno attivo).');
  for (const r of runs)
    console.log(
      `Utente ${r.workshopId}: appuntamenti ${r.appointments}, azioni dei clienti ` +
        `${r.customerActions}, richiami ${r.recalls}, messaggi ${r.messages}, ` +
        `parole dell'archivio ${r.archiveWords} anonimizzati.`,
    );
});
