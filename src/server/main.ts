/**
 * Server entry: validates configuration, opens and migrates the database, makes sure the
 * admin secret exists, seeds the demo workshop on an empty database (not in production),
 * listens, and prints the URL and logins.
 */
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type DbErrorLogger } from './db/client';
import { ensureAdminSecret } from './auth/admin-secret';
import { purgeExpiredSessions } from './auth/sessions';
import { purgeRateLimits } from './auth/login-limits';
import { purgeIdleDeviceTokens } from './auth/device-tokens';
import { endBlockedAccountSignIns } from './auth/sign-ins';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoIfEmpty } from './seed/demo';
import { smsProviderFromConfig } from './integrations/sms-provider';
import { OutboxSender } from './jobs/outbox/sender';
import { DailyJobs } from './jobs/daily';
import { GRID_CHANNEL, type GridNotification } from './live/hub';
import { notifyEvent } from './live/publish';
import { getSettings } from './routes/settings/service';

export const WEB_DIR = path.resolve(import.meta.dirname, '../../dist/web');

export async function main() {
  const config = loadConfig();
  // Connection errors nobody awaits are logged through the app's logger once it exists.
  const dbLog: { write?: DbErrorLogger } = {};
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onError: (err, where) => dbLog.write?.(err, where),
  });
  const generatedAdmin = await ensureAdminSecret(database.db, config.ADMIN_PASSWORD);
  const seeded =
    config.NODE_ENV !== 'production' && config.DEMO_SEED === '1'
      ? await seedDemoIfEmpty(database.db)
      : false;
  const app = await buildApp({ config, database, webDir: WEB_DIR });
  dbLog.write = (err, where) => {
    const e = err as { code?: string; message?: string };
    app.log.warn({ code: e?.code, reason: e?.message }, where);
  };
  // Last safety net (issue 7 §4): a stray rejection is logged, not a reason to stop serving
  // every other desk. Known sources (pool, LISTEN, timers) handle their own errors.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
  });
  // Expired sessions, idle device tokens and idle rate-limit counters are useless rows: drop
  // them at start and hourly; accounts switched off or expired meanwhile (the calendar
  // reaching scadenza) lose their sessions, streams and device tokens (auth/sign-ins.ts).
  const sweep = async () => {
    await purgeExpiredSessions(database.db);
    await purgeIdleDeviceTokens(database.db, config.DEVICE_TOKEN_IDLE_DAYS);
    await purgeRateLimits(database.db);
    await endBlockedAccountSignIns(database.db);
  };
  await sweep();
  const purge = setInterval(() => void sweep().catch(() => {}), 3_600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  // Live events from jobs go through NOTIFY, like the routes' (every instance's desks see them).
  const publish = (event: GridNotification) =>
    void notifyEvent(database, event, (err) => app.log.warn({ err }, 'live event not published'));
  // The outbox sender: SMS keep going with every browser closed (DESIGN.md "Messaging").
  const sender = new OutboxSender({
    db: database.db,
    provider: smsProviderFromConfig(config, app.log),
    paceMs: config.SMS_PACE_MS,
    leaseMs: config.OUTBOX_LEASE_MS,
    smsAccount: async (workshopId) => {
      const sms = await getSettings(database.db, workshopId, 'sms');
      return { token: sms.token, sender: sms.mittente };
    },
    onProgress: (workshopId, campaignId, channel) =>
      publish({ workshopId, type: 'campaign', channel, campaignId }),
    // A reminder sent moved its appointment 1 → 2: the grid shows it.
    onAppointmentChanged: (workshopId, date) => publish({ workshopId, type: 'day', date }),
    log: app.log,
  });
  app.addHook('onClose', async () => sender.stop());
  // An SMS campaign started or filled on any instance wakes this sender at once.
  const unlisten = await database.listen(GRID_CHANNEL, (payload) => {
    try {
      const e = JSON.parse(payload) as { type?: string; channel?: string };
      if (e.type === 'campaign' && e.channel === 'sms') sender.wake();
    } catch {
      // not ours to judge: the hub logs malformed payloads
    }
  });
  app.addHook('onClose', async () => unlisten());
  // Invio automatico and the 7-day purge of sent messages (jobs/daily.ts).
  const daily = new DailyJobs({
    db: database.db,
    onCampaign: (workshopId, channel, campaignId) =>
      publish({ workshopId, type: 'campaign', channel, campaignId }),
    log: app.log,
  });
  app.addHook('onClose', async () => daily.stop());
  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.OUTBOX_SENDER === '1') sender.start();
  daily.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  const lines = [
    '',
    `  ReviApp è pronto: http://localhost:${port}/`,
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
    seeded
      ? `  Officina demo creata → Nome Utente: ${DEMO_USERNAME}   Password: ${DEMO_PASSWORD}`
      : `  Officina demo → Nome Utente: ${DEMO_USERNAME}   Password: ${DEMO_PASSWORD} (se presente)`,
    generatedAdmin
      ? `  Super-admin: password generata ${generatedAdmin} (conservala: non verrà più mostrata)`
      : config.ADMIN_PASSWORD
        ? '  Super-admin: password da ADMIN_PASSWORD'
        : '  Super-admin: password mostrata al primo avvio (oppure impostare ADMIN_PASSWORD)',
    '  Accesso super-admin: 5 tocchi sul logo, Nome Utente vuoto, la password qui sopra.',
    '',
  ];
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
